/**
 * Paint first (docs/decisions/025-paint-first.md): a page whose content is in its HTML (the
 * prerendered pages, scripts/prerender.ts, and /result/{id}, share/result-page.ts) carries the
 * rules of the full stylesheet that its own elements use, inline, and loads the app's script and
 * full stylesheet only after the first paint (client/inline/paint-first-boot.ts). The empty shell
 * (signed-in pages, the service worker's offline page) loads them as Vite wrote them: it has
 * nothing to paint before the app runs.
 *
 * The rules are found as a browser would apply them, whatever the viewport, so nothing moves when
 * the full stylesheet arrives: the stylesheet is parsed once (postcss), each selector widened to
 * what a static page can answer (selector-widening.ts) and matched against the parsed page
 * (htmlparser2, css-select: entities decoded, so a class React writes as `[&amp;_svg]:size-4`
 * is `[&_svg]:size-4`). Kept: every rule with a selector that matches (only those selectors), the
 * at-rules around them, the keyframes they animate with, every @font-face, @property and @layer
 * statement (Tailwind's custom properties and layer order need them).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compile, selectOne } from "css-select";
import type { AnyNode, Document, Element } from "domhandler";
import { Parser, parseDocument } from "htmlparser2";
import { LRUCache } from "lru-cache";
import postcss, { type Container, type Root, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import { widenSelector } from "./selector-widening";
import { type DocumentTemplate, type PageContent, renderDocument } from "./template";

/** The page sent paint first: its critical rules worked out from the page as Vite would load it. */
export async function paintFirst(
  template: DocumentTemplate,
  content: PageContent,
  criticalCss: CriticalCss,
): Promise<string> {
  const { stylesheets } = content.assets ?? template.assets;
  const css = await criticalCss(renderDocument(template, content), stylesheets);
  return renderDocument(template, { ...content, criticalCss: css });
}

export interface CriticalCss {
  /** the rules of these stylesheets (URLs of the built client) that the page's elements use */
  (html: string, stylesheets: readonly string[]): Promise<string>;
  /** passes over a page made, and pages' rules kept (one per page shape) */
  stats(): { passes: number; shapes: number };
}

/** how many page shapes' rules are kept (a result page has a few dozen: hint, cover, spread...) */
const SHAPES_KEPT = 64;

/** A selector compiled by css-select for the parsed page. */
type Query = ReturnType<typeof compile<AnyNode, Element>>;

/** A list of stylesheets, parsed once per build. */
interface Sheets {
  root: Root;
  /** every @font-face rule: the page's text may need any face before the full stylesheet is in */
  fonts: string;
  /** the attribute names selectors look at ("[data-state=open]"): part of a page's shape */
  selected: ReadonlySet<string>;
  /** each selector widened and compiled, once; null: css-select cannot read it (the rule is kept) */
  queries: Map<string, Query | null>;
}

/**
 * Pages of one shape (the same elements, classes and selected attributes: two draws' result pages
 * with different titles and links) have the same rules, so they are kept by the shape
 * (matchingSkeleton) and a pass runs once a shape.
 */
export function createCriticalCss(clientDir: string): CriticalCss {
  const sheets = new Map<string, Sheets>();
  const sheetsOf = (stylesheets: readonly string[]) => {
    const key = stylesheets.join(" ");
    let found = sheets.get(key);
    if (!found) {
      found = prepare(
        stylesheets.map((href) => readFileSync(join(clientDir, href.replace(/^\//, "")), "utf8")),
      );
      sheets.set(key, found);
    }
    return found;
  };
  let passes = 0;
  const shapes = new LRUCache<string, Promise<string>>({ max: SHAPES_KEPT });
  const criticalCss = (html: string, stylesheets: readonly string[]) => {
    const sheet = sheetsOf(stylesheets);
    const key = createHash("sha256")
      .update(`${stylesheets.join(" ")}\n${matchingSkeleton(html, sheet.selected)}`)
      .digest("base64");
    let css = shapes.get(key);
    if (!css) {
      passes += 1;
      // a pass is synchronous; as a promise, pages of one shape asked at once share it
      css = Promise.resolve().then(() => sheet.fonts + criticalRules(sheet, parseDocument(html)));
      shapes.set(key, css);
      css.catch(() => shapes.delete(key));
    }
    return css;
  };
  return Object.assign(criticalCss, { stats: () => ({ passes, shapes: shapes.size }) });
}

function prepare(texts: readonly string[]): Sheets {
  const root = postcss.root();
  for (const text of texts) root.append(postcss.parse(text).nodes);
  const fonts: string[] = [];
  root.walkAtRules("font-face", (rule) => {
    fonts.push(rule.toString());
  });
  const selected = new Set<string>();
  const collect = selectorParser((selectors) => {
    selectors.walkAttributes((attribute) => {
      selected.add(attribute.attribute.toLowerCase());
    });
  });
  root.walkRules((rule) => {
    if (!inKeyframes(rule)) collect.processSync(rule.selector);
  });
  return { root, fonts: fonts.join(""), selected, queries: new Map() };
}

const inKeyframes = (rule: Rule) =>
  rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name);

/** The sheet's rules whose selectors match an element of the page, in the sheet's order. */
function criticalRules(sheet: Sheets, page: Document): string {
  const matched = new Map<string, boolean>();
  const matches = (selector: string) => {
    let found = matched.get(selector);
    if (found === undefined) {
      let query = sheet.queries.get(selector);
      if (query === undefined) {
        try {
          query = compile<AnyNode, Element>(widenSelector(selector));
        } catch {
          query = null;
        }
        sheet.queries.set(selector, query);
      }
      found = query === null || selectOne(query, page) !== null;
      matched.set(selector, found);
    }
    return found;
  };

  const kept = new Map<Rule, string[]>();
  const animations = new Set<string>();
  sheet.root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const selectors = rule.selectors.filter(matches);
    if (selectors.length === 0) return;
    kept.set(rule, selectors);
    // an animation names its keyframes directly or through a custom property (Tailwind's --animate-*)
    rule.walkDecls(/^(-webkit-)?animation(-name)?$|^--/i, (decl) => {
      for (const word of decl.value.split(/[\s,()]+/)) animations.add(word);
    });
  });

  const write = (container: Container): string => {
    let out = "";
    for (const node of container.nodes ?? []) {
      if (node.type === "rule") {
        const selectors = kept.get(node);
        if (!selectors) continue;
        out +=
          selectors.length === node.selectors.length ? node.toString() : node.clone({ selectors }).toString();
      } else if (node.type === "atrule") {
        const name = node.name.toLowerCase();
        if (name === "font-face") continue; // all of them come first
        if (/keyframes$/.test(name)) {
          if (animations.has(node.params)) out += node.toString();
        } else if (!node.nodes) {
          out += `${node.toString()};`; // a statement: @layer a, b;
        } else if (node.nodes.some((child) => child.type === "rule" || child.type === "atrule")) {
          const inner = write(node);
          if (inner)
            out += `@${node.name}${node.raws.afterName ?? " "}${node.params}${node.raws.between ?? ""}{${inner}}`;
        } else {
          out += node.toString(); // descriptors only: @property, @page
        }
      }
    }
    return out;
  };
  return write(sheet.root);
}

/**
 * What selectors can see of a page: its elements with their class, id and the attributes the
 * stylesheet selects on, their nesting, and text as a mark (so emptiness stays); no script or
 * style content, no comments. Two pages with the same skeleton match the same rules.
 */
export function matchingSkeleton(html: string, selected: ReadonlySet<string>): string {
  const out: string[] = [];
  let raw = 0;
  let text: "" | "~" | "#" = "";
  const flush = () => {
    if (text) out.push(text);
    text = "";
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      flush();
      const kept = Object.entries(attributes).filter(([a]) => a === "class" || a === "id" || selected.has(a));
      out.push(`<${name}${kept.map(([a, v]) => ` ${a}=${JSON.stringify(v)}`).join("")}>`);
      if (name === "script" || name === "style") raw += 1;
    },
    ontext(data) {
      // white space alone as "~", any other text as "#" (for :empty both count)
      if (raw === 0) text = text === "#" || data.trim() ? "#" : "~";
    },
    onclosetag(name) {
      flush();
      if (name === "script" || name === "style") raw -= 1;
      out.push(`</${name}>`);
    },
  });
  parser.end(html);
  flush();
  return out.join("");
}
