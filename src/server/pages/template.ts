/**
 * Every HTML page the server sends (the shell, the prerendered pages, /result/{id}, the 404 page)
 * is one template, the built index.html, parsed once at start with a real HTML parser
 * (htmlparser2) into a typed shape, then written by `renderDocument` with the page's own head
 * tags, root content, data and assets. Nothing is looked for in the page's text afterwards: a
 * template the server cannot read fails the start with what it lacks.
 */
import { type ChildNode, type Element, isTag, isText } from "domhandler";
import { parseDocument } from "htmlparser2";
import {
  BOOT_DATA,
  dataAttribute,
  ROOT_ID,
  type RootMark,
  SSR_DATA_ID,
  type SsrData,
} from "@/shared/document";
import { type Attributes, jsonForScript, renderAttributes, renderTag, type Tag, tagKey } from "./html";
import { cspHash, type InlineScripts } from "./inline-scripts";

/** What the app loads: the entry module, the modules it imports at once, its stylesheets. */
export interface PageAssets {
  readonly entry: string;
  readonly preloads: readonly string[];
  readonly stylesheets: readonly string[];
}

export interface DocumentTemplate {
  readonly htmlAttributes: Attributes;
  /** the template's head tags in order (title and description included), without the assets */
  readonly head: readonly Tag[];
  readonly bodyAttributes: Attributes;
  /** `<div id="root">`'s attributes */
  readonly rootAttributes: Attributes;
  readonly assets: PageAssets;
  /** the paint-first boot script's code (client/inline/paint-first-boot.ts, as built) */
  readonly bootScript: string;
}

export interface PageContent {
  /** the page's head tags; a title, named meta or canonical link replaces the template's own */
  readonly head?: readonly Tag[];
  /** what the root holds and how the client takes it over (main.tsx reads the mark) */
  readonly root?:
    | { readonly mark: Extract<RootMark, "prerendered">; readonly html: string }
    | { readonly mark: Extract<RootMark, "signedOut"> };
  /** data for the client's first render, after the root (shared/document.ts) */
  readonly data?: SsrData;
  /**
   * The stylesheets' rules the page uses (critical-css.ts): the page is sent paint first (ADR
   * 025), its assets loaded by the boot script after the first paint.
   */
  readonly criticalCss?: string;
  /** what the page loads instead of the whole app's entry (default: the template's) */
  readonly assets?: PageAssets;
}

export class TemplateError extends Error {}

/**
 * Reads the built index.html. `scripts` are the build's inline scripts: an inline script in the
 * template's head must be one of them, as the Content-Security-Policy allows only those.
 */
export function parseTemplate(html: string, source: string, scripts: InlineScripts): DocumentTemplate {
  const fail = (what: string): never => {
    throw new TemplateError(`${source}: ${what}`);
  };
  const elements = (nodes: ChildNode[], where: string): Element[] =>
    nodes.filter((node): node is Element => {
      if (isText(node) && node.data.trim() !== "")
        fail(`text ${JSON.stringify(node.data.trim())} in ${where}`);
      return isTag(node);
    });
  const only = (nodes: Element[], name: string, where: string): Element => {
    const found = nodes.filter((node) => node.name === name);
    if (found.length !== 1) fail(`${found.length} <${name}> in ${where}, not one`);
    return found[0]!;
  };

  const document = parseDocument(html);
  const root = only(elements(document.children, "the document"), "html", "the document");
  const [head, body] = ["head", "body"].map((name) =>
    only(elements(root.children, "<html>"), name, "<html>"),
  );

  const allowed = new Set(Object.values(scripts).map((script) => script.hash));
  const tags: Tag[] = [];
  const assets = { entry: [] as string[], preloads: [] as string[], stylesheets: [] as string[] };
  for (const element of elements(head!.children, "<head>")) {
    const a = element.attribs;
    if (element.name === "script" && a.type === "module" && a.src) assets.entry.push(a.src);
    else if (element.name === "link" && a.rel === "modulepreload" && a.href) assets.preloads.push(a.href);
    else if (element.name === "link" && a.rel === "stylesheet" && a.href) assets.stylesheets.push(a.href);
    else tags.push(headTag(element, allowed, fail));
  }
  if (assets.entry.length !== 1) fail(`${assets.entry.length} entry modules in <head>, not one`);
  if (!tags.some((tag) => tag.name === "title")) fail("no <title> in <head>");

  const inBody = elements(body!.children, "<body>");
  const rootElement = inBody[0];
  if (inBody.length !== 1 || rootElement?.name !== "div" || rootElement.attribs.id !== ROOT_ID) {
    fail(`<body> must hold <div id="${ROOT_ID}"> and nothing else`);
  }
  if (rootElement!.children.length > 0) fail(`<div id="${ROOT_ID}"> is not empty`);

  return {
    htmlAttributes: attributesOf(root),
    head: tags,
    bodyAttributes: attributesOf(body!),
    rootAttributes: attributesOf(rootElement!),
    assets: { entry: assets.entry[0]!, preloads: assets.preloads, stylesheets: assets.stylesheets },
    bootScript: scripts.paintFirstBoot.code,
  };
}

/** An attribute without a value (`crossorigin`) is written alone again. */
function attributesOf(element: Element): Attributes {
  return Object.fromEntries(Object.entries(element.attribs).map(([k, v]) => [k, v === "" ? true : v]));
}

function headTag(element: Element, allowedScripts: ReadonlySet<string>, fail: (what: string) => never): Tag {
  const text = element.children.map((child) => (isText(child) ? child.data : "")).join("");
  if (element.children.some((child) => isTag(child))) fail(`<${element.name}> in <head> holds elements`);
  if (element.name === "script") {
    if (element.attribs.src) fail(`a classic <script src> in <head> would block the first paint`);
    if (!allowedScripts.has(cspHash(text))) fail("an inline <script> in <head> that the build did not write");
  }
  return { name: element.name, attributes: attributesOf(element), ...(text ? { text } : {}) };
}

/** The whole page: the template's head with the page's tags, assets, root and data. */
export function renderDocument(template: DocumentTemplate, page: PageContent = {}): string {
  const own = page.head ?? [];
  const replaced = new Set(own.map(tagKey).filter(Boolean));
  const head: Tag[] = [];
  for (const tag of template.head) {
    // the page's tags stand where the template's title does
    if (tag.name === "title") head.push(...(replaced.has("title") ? [] : [tag]), ...own);
    else if (!replaced.has(tagKey(tag))) head.push(tag);
  }
  head.push(...assetTags(page.assets ?? template.assets, page.criticalCss, template.bootScript));

  const mark: Record<string, true> = page.root ? { [dataAttribute(page.root.mark)]: true } : {};
  const rootHtml = page.root?.mark === "prerendered" ? page.root.html : "";
  const data = page.data
    ? renderTag({
        name: "script",
        attributes: { type: "application/json", id: SSR_DATA_ID },
        text: jsonForScript(page.data),
      })
    : "";
  return (
    `<!doctype html>\n<html${renderAttributes(template.htmlAttributes)}>\n<head>\n` +
    `${head.map(renderTag).join("\n")}\n</head>\n<body${renderAttributes(template.bodyAttributes)}>\n` +
    `<div${renderAttributes({ ...template.rootAttributes, ...mark })}>${rootHtml}</div>${data}\n</body>\n</html>\n`
  );
}

/**
 * As Vite writes them: the entry, its preloads and the stylesheets. Paint first: the critical
 * rules inline, the stylesheets for readers without JavaScript, and the boot script that loads
 * the rest after the first paint.
 */
function assetTags(assets: PageAssets, criticalCss: string | undefined, bootScript: string): Tag[] {
  const link = (rel: string, href: string, crossorigin = true): Tag => ({
    name: "link",
    attributes: { rel, ...(crossorigin ? { crossorigin } : {}), href },
  });
  if (criticalCss === undefined) {
    return [
      { name: "script", attributes: { type: "module", crossorigin: true, src: assets.entry } },
      ...assets.preloads.map((href) => link("modulepreload", href)),
      ...assets.stylesheets.map((href) => link("stylesheet", href)),
    ];
  }
  return [
    { name: "style", text: criticalCss },
    { name: "noscript", children: assets.stylesheets.map((href) => link("stylesheet", href, false)) },
    {
      name: "script",
      attributes: {
        [dataAttribute(BOOT_DATA.entry)]: assets.entry,
        [dataAttribute(BOOT_DATA.preload)]: assets.preloads.join(" "),
        [dataAttribute(BOOT_DATA.css)]: assets.stylesheets.join(" "),
      },
      text: bootScript,
    },
  ];
}
