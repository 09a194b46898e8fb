import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PAINT_FIRST_BOOT_SCRIPT } from "../shared/paint-first-boot";
import {
  createCriticalCss,
  fontFaceRules,
  hasEntryScript,
  matchingSkeleton,
  paintFirstHtml,
  selectedAttributes,
  shellAssets,
  staticSelector,
} from "./paint-first";

/** index.html's head as Vite writes it (the tags' shape is what paint-first.ts looks for) */
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

describe("shellAssets", () => {
  it("reads the entry, its modulepreloads and the stylesheet from Vite's index.html", () => {
    expect(shellAssets(SHELL)).toEqual({
      entry: "/assets/index-AAA.js",
      preloads: ["/assets/jsx-runtime-BBB.js", "/assets/clsx-CCC.js"],
      stylesheets: ["/assets/index-DDD.css"],
    });
    expect(hasEntryScript(SHELL)).toBe(true);
  });

  it("refuses a page without exactly one entry module", () => {
    const none = SHELL.replace(/<script type="module"[^\n]*\n/, "");
    expect(hasEntryScript(none)).toBe(false);
    expect(() => shellAssets(none)).toThrow("0 entry scripts");
  });
});

describe("paintFirstHtml", () => {
  const page = paintFirstHtml(SHELL, "h1{color:red}");

  it("takes the entry, the preloads and the stylesheet out of the head", () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toContain('<link rel="stylesheet" crossorigin');
  });

  it("inlines the rules, keeps the full stylesheet for readers without JavaScript, and adds the boot script", () => {
    expect(page).toContain(
      "    <style>h1{color:red}</style>\n" +
        '    <noscript><link rel="stylesheet" href="/assets/index-DDD.css"></noscript>\n' +
        '    <script data-entry="/assets/index-AAA.js" data-preload="/assets/jsx-runtime-BBB.js /assets/clsx-CCC.js" ' +
        `data-css="/assets/index-DDD.css">${PAINT_FIRST_BOOT_SCRIPT}</script>\n  </head>`,
    );
  });

  it("leaves everything else as it was", () => {
    const strip = (html: string) =>
      html.replace(
        /^.*(<script type="module"|crossorigin href=|<style>|<noscript>|<script data-entry).*\n/gm,
        "",
      );
    expect(strip(page)).toBe(strip(SHELL));
  });

  it("looks for the tags in the head only: the page's content is left as it is", () => {
    const body = '<pre>\n    <link rel="stylesheet" crossorigin href="/x.css">\n</pre>';
    const withBody = SHELL.replace('<div id="root"></div>', body);
    expect(shellAssets(withBody).stylesheets).toEqual(["/assets/index-DDD.css"]);
    expect(paintFirstHtml(withBody, "h1{}")).toContain(body);
  });

  it("refuses rules that could end the style element", () => {
    expect(() => paintFirstHtml(SHELL, "h1{}</style><script>alert(1)</script>")).toThrow("'</'");
  });
});

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
    const css = await createCriticalCss(dir)(html);
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
    const first = await criticalCss(html);
    expect(criticalCss.stats()).toEqual({ passes: 1, shapes: 1 });
    const differentLink = html.replace("<p>a</p>", '<p><a href="/result/1">a</a></p>');
    await criticalCss(differentLink);
    expect(await criticalCss(other)).toBe(await criticalCss(differentLink));
    expect(criticalCss.stats()).toEqual({ passes: 2, shapes: 2 });
    // a class the first page lacks: its own rules
    const withDialog = html.replace("<p>a</p>", '<p class="dialog-only">a</p>');
    const css = await criticalCss(withDialog);
    expect(css).toContain("dialog-only");
    expect(first).not.toContain("dialog-only");
    expect(criticalCss.stats()).toEqual({ passes: 3, shapes: 3 });
  });

  it("keeps every @font-face, once", async () => {
    const css = await createCriticalCss(dir)(html);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain("Inter Variable");
    expect(fontFaceRules("a{}@font-face{font-family:X}b{}")).toBe("@font-face{font-family:X}");
  });
});
