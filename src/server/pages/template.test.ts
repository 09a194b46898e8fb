import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { builtInlineScripts } from "../../../tests/support/stand-in-client";
import { parseTemplate, renderDocument, TemplateError } from "./template";

const scripts = builtInlineScripts();

/** The built index.html as Vite writes it (attributes without values, a comment, self-closed voids). */
const BUILT = `<!doctype html>
<html lang="tr" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Şarkı Falı</title>
    <meta name="description" content="Bir sayı seç, şarkın seni bulsun: eğlenceli bir müzik falı." />
    <meta name="theme-color" content="#1a1333" media="(prefers-color-scheme: dark)" />
    <link rel="preload" href="/assets/inter-core-A.woff2" as="font" type="font/woff2" crossorigin />
    <!-- a note of the source -->
    <script>${scripts.head.code}</script>
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

const template = parseTemplate(BUILT, "dist/client/index.html", scripts);

/** A rendered page read back by an HTML parser, as a browser reads it. */
function read(html: string) {
  const document = parseDocument(html);
  const all = (name: string) => DomUtils.getElementsByTagName(name, document);
  const root = DomUtils.getElementById("root", document);
  return { document, all, root };
}

describe("parseTemplate", () => {
  it("reads the head's tags, the app's assets and the root, once", () => {
    expect(template.htmlAttributes).toEqual({ lang: "tr", class: "dark" });
    expect(template.assets).toEqual({
      entry: "/assets/index-AAA.js",
      preloads: ["/assets/jsx-runtime-BBB.js", "/assets/clsx-CCC.js"],
      stylesheets: ["/assets/index-DDD.css"],
    });
    expect(template.head.map((tag) => tag.name)).toEqual([
      "meta",
      "meta",
      "title",
      "meta",
      "meta",
      "link",
      "script",
    ]);
    expect(template.head[5]!.attributes).toEqual({
      rel: "preload",
      href: "/assets/inter-core-A.woff2",
      as: "font",
      type: "font/woff2",
      crossorigin: true,
    });
    // the inline script byte for byte: its CSP hash must still match
    expect(template.head[6]!.text).toBe(scripts.head.code);
    expect(template.rootAttributes).toEqual({ id: "root" });
    expect(template.bootScript).toBe(scripts.paintFirstBoot.code);
  });

  it.each([
    ["no <head>", BUILT.replace(/<head>[\s\S]*<\/head>/, ""), "0 <head> in <html>, not one"],
    [
      "no root",
      BUILT.replace('<div id="root"></div>', ""),
      '<body> must hold <div id="root"> and nothing else',
    ],
    ["another root id", BUILT.replace('id="root"', 'id="app"'), '<body> must hold <div id="root">'],
    [
      "more in the body",
      BUILT.replace('<div id="root"></div>', '<div id="root"></div><p>x</p>'),
      '<body> must hold <div id="root"> and nothing else',
    ],
    [
      "a filled root",
      BUILT.replace('<div id="root"></div>', '<div id="root">x</div>'),
      '<div id="root"> is not empty',
    ],
    ["no title", BUILT.replace(/<title>.*<\/title>/, ""), "no <title> in <head>"],
    ["no entry", BUILT.replace(/<script type="module"[^\n]*/, ""), "0 entry modules in <head>, not one"],
    [
      "two entries",
      BUILT.replace("</head>", '<script type="module" src="/b.js"></script></head>'),
      "2 entry modules",
    ],
    [
      "an inline script the build did not write",
      BUILT.replace("</head>", "<script>alert(1)</script></head>"),
      "an inline <script> in <head> that the build did not write",
    ],
    [
      "a render-blocking classic script",
      BUILT.replace("</head>", '<script src="/x.js"></script></head>'),
      "a classic <script src> in <head> would block the first paint",
    ],
    ["text in the head", BUILT.replace("</head>", "stray</head>"), 'text "stray" in <head>'],
  ])("refuses a template with %s, naming the file and what is missing", (_, html, message) => {
    expect(() => parseTemplate(html, "dist/client/index.html", scripts)).toThrow(TemplateError);
    expect(() => parseTemplate(html, "dist/client/index.html", scripts)).toThrow(
      `dist/client/index.html: ${message}`,
    );
  });
});

describe("renderDocument", () => {
  it("writes the shell: the template's head, the app's assets as Vite loads them, an empty root", () => {
    const html = renderDocument(template);
    const { all, root } = read(html);
    expect(html.startsWith('<!doctype html>\n<html lang="tr" class="dark">')).toBe(true);
    expect(all("title").map((t) => DomUtils.textContent(t))).toEqual(["Şarkı Falı"]);
    expect(all("script").map((s) => s.attribs)).toEqual([
      {},
      { type: "module", crossorigin: "", src: "/assets/index-AAA.js" },
    ]);
    expect(all("link").map((l) => `${l.attribs.rel} ${l.attribs.href}`)).toEqual([
      "preload /assets/inter-core-A.woff2",
      "modulepreload /assets/jsx-runtime-BBB.js",
      "modulepreload /assets/clsx-CCC.js",
      "stylesheet /assets/index-DDD.css",
    ]);
    expect(root?.attribs).toEqual({ id: "root" });
    expect(root?.children).toEqual([]);
    // what the browser gets is what the template says, read again the same way
    expect(renderDocument(parseTemplate(html, "again", scripts))).toBe(html);
  });

  it("marks the signed-out shell and the prerendered page for the client", () => {
    expect(read(renderDocument(template, { root: { mark: "signedOut" } })).root?.attribs).toEqual({
      id: "root",
      "data-signed-out": "",
    });
    const page = read(
      renderDocument(template, { root: { mark: "prerendered", html: "<main><h1>Giriş Yap</h1></main>" } }),
    );
    expect(page.root?.attribs).toEqual({ id: "root", "data-prerendered": "" });
    expect(DomUtils.getOuterHTML(page.root!.children, { encodeEntities: false })).toBe(
      "<main><h1>Giriş Yap</h1></main>",
    );
  });

  it("puts a page's own head tags where the title was, replacing the template's title and description", () => {
    const html = renderDocument(template, {
      head: [
        { name: "title", text: "Islak Islak | Şarkı Falı" },
        { name: "meta", attributes: { name: "description", content: "Bir fal." } },
        { name: "meta", attributes: { property: "og:title", content: "Islak Islak" } },
      ],
    });
    const { all } = read(html);
    expect(all("title").map((t) => DomUtils.textContent(t))).toEqual(["Islak Islak | Şarkı Falı"]);
    expect(all("meta").map((m) => m.attribs.name ?? m.attribs.property ?? "charset")).toEqual([
      "charset",
      "viewport",
      "description",
      "og:title",
      "theme-color",
    ]);
    expect(all("meta").find((m) => m.attribs.name === "description")?.attribs.content).toBe("Bir fal.");
  });

  it("carries data for the client after the root, as JSON no text of it can end", () => {
    const evil = "</script><script>alert(1)</script><!--";
    const html = renderDocument(template, {
      root: { mark: "prerendered", html: "<p>x</p>" },
      data: { publicDraw: { trackTitle: evil } as never },
    });
    const data = read(html)
      .all("script")
      .find((s) => s.attribs.id === "ssr-data");
    expect(data?.attribs.type).toBe("application/json");
    expect(JSON.parse(DomUtils.textContent(data!))).toEqual({ publicDraw: { trackTitle: evil } });
    expect(html).not.toContain("<script>alert(1)");
  });

  it("sends a page paint first: its rules inline, the stylesheet for readers without JavaScript, the boot script", () => {
    const html = renderDocument(template, {
      root: { mark: "prerendered", html: "<h1>x</h1>" },
      criticalCss: "h1{color:red}",
    });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).toContain(
      "<style>h1{color:red}</style>\n" +
        '<noscript><link rel="stylesheet" href="/assets/index-DDD.css"></noscript>\n' +
        '<script data-entry="/assets/index-AAA.js" data-preload="/assets/jsx-runtime-BBB.js /assets/clsx-CCC.js" ' +
        `data-css="/assets/index-DDD.css">${scripts.paintFirstBoot.code}</script>`,
    );
    expect(() => renderDocument(template, { criticalCss: "h1{}</style><script>alert(1)</script>" })).toThrow(
      '"</style"',
    );
  });

  it("loads a page's own assets when it names them, and escapes their addresses", () => {
    const html = renderDocument(template, {
      assets: { entry: '/assets/island".js', preloads: [], stylesheets: ["/assets/a&b.css"] },
    });
    expect(html).toContain('<script type="module" crossorigin src="/assets/island&quot;.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/a&amp;b.css">');
    expect(html).not.toContain("index-AAA.js");
  });
});
