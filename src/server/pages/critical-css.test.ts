import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  createCriticalCss,
  fontFaceRules,
  matchingSkeleton,
  selectedAttributes,
  staticSelector,
} from "./critical-css";

/** a page as the template writes it, loading the stand-in stylesheet */
const SHELL = `<!doctype html>
<html lang="tr" class="dark">
  <head>
    <title>Şarkı Falı</title>
    <script>(()=>{})();</script>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-BBB.js">
    <link rel="modulepreload" crossorigin href="/assets/clsx-CCC.js">
    <link rel="stylesheet" crossorigin href="/assets/index-DDD.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe("matchingSkeleton", () => {
  const selected = selectedAttributes(".a[data-state=open]{}.\\[\\&_svg\\]\\:size-4 svg{}");
  it("keeps elements, classes, ids and selected attributes; text as a mark; drops other attributes, scripts and comments", () => {
    expect([...selected].sort()).toEqual(["data-state"]);
    expect(
      matchingSkeleton(
        '<div id="root" class="a" data-state="open" data-testid="x"><a href="/result/1" title="t">Şarkı<!-- --> 1</a><script>if(a<b)x()</script><p> </p></div>',
        selected,
      ),
    ).toBe('<div id="root" class="a" data-state="open"><a>#</a><script><p>~</p></div>');
  });
});

describe("staticSelector", () => {
  it.each([
    [".hover\\:bg-accent:hover", ".hover\\:bg-accent"],
    [".a::before", ".a"],
    [".peer:focus-visible ~ .b", ".peer ~ .b"],
    [":where(.space-y-4 > :not(:last-child))", ":where(.space-y-4 > :not(:last-child))"],
    [
      ".\\[\\&_svg\\:not\\(\\[class\\*\\=\\'size-\\'\\]\\)\\]\\:size-4 svg:not([class*=size-])",
      ".\\[\\&_svg\\:not\\(\\[class\\*\\=\\'size-\\'\\]\\)\\]\\:size-4 svg:not([class*=size-])",
    ],
    [".x:not(:hover)", ".x"],
    [".group:hover > ::before", ".group > *"],
    ["input::placeholder", "input"],
    [".sm\\:flex", ".sm\\:flex"],
    // a pseudo alone stands for any element (Tailwind's base ::placeholder, the app's :focus-visible)
    ["::placeholder", "*"],
    [":focus-visible", "*"],
    [".a :hover", ".a *"],
    // a :not that would lose a part goes whole (narrower would drop rules the page needs)
    [":not(.x:hover)", "*"],
    [".y:not(*:disabled)", ".y"],
    // an :is/:where branch left empty matches any element: the pseudo-class goes
    [".e:is(:hover,.f)", ".e"],
    [":where(.a,.b:hover)", ":where(.a,.b)"],
    [":has(:focus)", ":has(*)"],
    [".list > :nth-child(2n+1)", ".list > :nth-child(2n+1)"],
  ])("%s -> %s", (selector, expected) => {
    expect(staticSelector(selector)).toBe(expected);
  });
});

const SHEETS = ["/assets/index-DDD.css"];

describe("createCriticalCss", () => {
  const dir = mkdtempSync(join(tmpdir(), "sf-critical-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "assets", "index-DDD.css"),
    [
      '@font-face{font-family:"Inter Variable";src:url(/assets/inter.woff2)format("woff2")}',
      '@font-face{font-family:Cormorant;src:url(/assets/cormorant.woff2)format("woff2")}',
      ":root{--gold:#e8b84a}",
      ".dark{--background:#1a1333}",
      "h1{font-family:Cormorant}",
      ".\\[\\&_svg\\]\\:size-5 svg{width:1.25rem}",
      ".\\[\\&_svg\\:not\\(\\[class\\*\\=\\'size-\\'\\]\\)\\]\\:size-4 svg:not([class*=size-]){width:1rem}",
      ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
      ".hover\\:bg-accent:hover{background:var(--gold)}",
      "@media (min-width:40rem){.sm\\:flex{display:flex}}",
      ".dialog-only{position:fixed}",
      "@media (min-width:40rem){.dialog-only-too{display:grid}}",
    ].join(""),
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const body =
    '<div class="space-y-4"><h1>Şarkı Falı</h1><p>a</p></div>' +
    // React writes & and ' in class names as entities
    '<button class="hover:bg-accent sm:flex [&amp;_svg]:size-5"><svg></svg></button>' +
    '<button class="[&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4"><svg></svg></button>';
  const html = SHELL.replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);

  it("keeps the rules the page's elements use, whatever their state or the viewport", async () => {
    const css = await createCriticalCss(dir)(html, SHEETS);
    for (const kept of [
      ":root{--gold:#e8b84a}",
      ".dark{--background:#1a1333}",
      "h1{font-family:Cormorant}",
      ".\\[\\&_svg\\]\\:size-5 svg{width:1.25rem}",
      "svg:not([class*=size-]){width:1rem}",
      ":where(.space-y-4>:not(:last-child))",
      ".hover\\:bg-accent:hover{background:var(--gold)}",
      ".sm\\:flex{display:flex}",
    ]) {
      expect(css).toContain(kept);
    }
    expect(css).not.toContain("dialog-only");
  });

  it("runs Beasties once for pages of one shape (other texts and links), again for another shape", async () => {
    const criticalCss = createCriticalCss(dir);
    const other = html
      .replace("Şarkı Falı", "Başka bir şarkı")
      .replace("<p>a</p>", '<p><a href="/result/2">b</a></p>');
    const first = await criticalCss(html, SHEETS);
    expect(criticalCss.stats()).toEqual({ passes: 1, shapes: 1 });
    const differentLink = html.replace("<p>a</p>", '<p><a href="/result/1">a</a></p>');
    await criticalCss(differentLink, SHEETS);
    expect(await criticalCss(other, SHEETS)).toBe(await criticalCss(differentLink, SHEETS));
    expect(criticalCss.stats()).toEqual({ passes: 2, shapes: 2 });
    // a class the first page lacks: its own rules
    const withDialog = html.replace("<p>a</p>", '<p class="dialog-only">a</p>');
    const css = await criticalCss(withDialog, SHEETS);
    expect(css).toContain("dialog-only");
    expect(first).not.toContain("dialog-only");
    expect(criticalCss.stats()).toEqual({ passes: 3, shapes: 3 });
  });

  it("keeps every @font-face, once", async () => {
    const css = await createCriticalCss(dir)(html, SHEETS);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain("Inter Variable");
    expect(fontFaceRules("a{}@font-face{font-family:X}b{}")).toBe("@font-face{font-family:X}");
  });
});
