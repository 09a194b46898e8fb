import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  builtInlineScripts,
  STAND_IN_STYLESHEET,
  standInIndexHtml,
  writeStandInClient,
} from "../../../tests/support/stand-in-client";
import { createCriticalCss, matchingSkeleton } from "./critical-css";
import { parseTemplate, renderDocument } from "./template";

describe("matchingSkeleton", () => {
  const selected = new Set(["data-state"]);
  it("keeps elements, classes, ids and selected attributes; text as a mark; drops other attributes, scripts and comments", () => {
    expect(
      matchingSkeleton(
        '<div id="root" class="a" data-state="open" data-testid="x"><a href="/result/1" title="t">Şarkı<!-- --> 1</a><script>if(a<b)x()</script><p> </p></div>',
        selected,
      ),
    ).toBe('<div id="root" class="a" data-state="open"><a>#</a><script></script><p>~</p></div>');
  });

  it("reads a class as the browser does, entities decoded, and keeps the nesting", () => {
    expect(matchingSkeleton('<p class="[&amp;_svg]:x"></p>', selected)).toBe(
      matchingSkeleton('<p class="[&_svg]:x"></p>', selected),
    );
    expect(matchingSkeleton("<ul><li></li></ul><li></li>", selected)).not.toBe(
      matchingSkeleton("<ul><li></li><li></li></ul>", selected),
    );
  });
});

const SHEETS = [STAND_IN_STYLESHEET];

describe("createCriticalCss", () => {
  const dir = mkdtempSync(join(tmpdir(), "sf-critical-"));
  writeStandInClient(dir, {
    css: [
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
      "@layer theme,base;",
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      ":root{--animate-glow:glow 2s infinite}",
      ".animate-spin{animation:spin 1s linear infinite}",
      ".animate-glow{animation:var(--animate-glow)}",
      "@keyframes spin{to{transform:rotate(1turn)}}",
      "@keyframes glow{50%{opacity:.5}}",
      "@keyframes never{to{opacity:0}}",
      "@supports (color:color-mix(in lab,red,red)){p{color:color-mix(in oklab,red 50%,transparent)}.dialog-only{color:red}}",
      "h1,.dialog-only,p[data-state=open]{letter-spacing:1px}",
    ].join(""),
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const body =
    '<div class="space-y-4"><h1>Şarkı Falı</h1><p>a</p></div>' +
    // React writes & and ' in class names as entities
    '<button class="hover:bg-accent sm:flex [&amp;_svg]:size-5"><svg></svg></button>' +
    '<button class="[&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4"><svg></svg></button>';
  const template = parseTemplate(standInIndexHtml(), "stand-in", builtInlineScripts());
  const html = renderDocument(template, { root: { mark: "prerendered", html: body } });

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

  it("keeps the at-rules around kept rules, statements and descriptors, and only the keyframes in use", async () => {
    const css = await createCriticalCss(dir)(
      html.replace("<p>a</p>", '<p class="animate-spin">a</p>'),
      SHEETS,
    );
    expect(css).toContain("@layer theme,base;");
    expect(css).toContain('@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}');
    expect(css).toContain(
      "@supports (color:color-mix(in lab,red,red)){p{color:color-mix(in oklab,red 50%,transparent)}}",
    );
    expect(css).toContain("@keyframes spin{");
    // named through a custom property the kept :root sets
    expect(css).toContain("@keyframes glow{");
    expect(css).not.toContain("@keyframes never");
    // of a selector list, the selectors that match
    expect(css).toContain("h1{letter-spacing:1px}");
    expect(css).not.toContain("(min-width:40rem){}");
  });

  it("runs a pass once for pages of one shape (other texts and links), again for another shape", async () => {
    const criticalCss = createCriticalCss(dir);
    const other = html
      .replace("<h1>Şarkı Falı</h1>", "<h1>Başka bir şarkı</h1>")
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
  });

  it("tells pages apart by the attributes the stylesheet selects on, and only those", async () => {
    const criticalCss = createCriticalCss(dir);
    const open = await criticalCss(html.replace("<p>a</p>", '<p data-state="open">a</p>'), SHEETS);
    await criticalCss(html.replace("<p>a</p>", '<p data-state="closed" data-testid="x">a</p>'), SHEETS);
    await criticalCss(html.replace("<p>a</p>", '<p data-state="closed" data-testid="y">a</p>'), SHEETS);
    expect(criticalCss.stats()).toEqual({ passes: 2, shapes: 2 });
    expect(open).toContain("p[data-state=open]{letter-spacing:1px}");
  });
});
