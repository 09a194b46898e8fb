/**
 * Paint first (docs/decisions/025-paint-first.md): a page whose content is in its HTML (the
 * prerendered pages, scripts/prerender.ts, and /result/{id}, share/result-page.ts) carries the
 * rules of the full stylesheet that its own elements use, inline, and loads the app's script and
 * full stylesheet only after the first paint (client/inline/paint-first-boot.ts). The empty shell
 * (signed-in pages, the service worker's offline page) loads them as Vite wrote them: it has
 * nothing to paint before the app runs.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
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

/** Every @font-face rule of a (minified) stylesheet: @font-face has no nested blocks. */
export function fontFaceRules(css: string): string {
  return (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).join("");
}

export interface CriticalCss {
  /** the rules of these stylesheets (URLs of the built client) that the page's elements use */
  (html: string, stylesheets: readonly string[]): Promise<string>;
  /** Beasties passes made, and pages' rules kept (one per page shape) */
  stats(): { passes: number; shapes: number };
}

/** how many page shapes' rules are kept (a result page has a few dozen: hint, cover, spread...) */
const SHAPES_KEPT = 64;

/**
 * The rules of the built stylesheet(s) that match an element of the page (Beasties: selectors
 * against the parsed document, whatever the viewport, so nothing moves when the full stylesheet
 * arrives), plus every @font-face rule (Beasties keeps only those of families it can trace, and
 * misses quoted names). The stylesheets are read once.
 *
 * Pages of one shape (the same elements, classes and selected attributes: two draws' result
 * pages with different titles and links) have the same rules, so they are kept by the shape
 * (matchingSkeleton) and Beasties runs once a shape: 11 ms median, 36 ms p90 a pass here.
 */
export function createCriticalCss(clientDir: string): CriticalCss {
  const files = new Map<string, string>();
  const read = (file: string) => {
    let text = files.get(file);
    if (text === undefined) {
      text = readFileSync(file, "utf8");
      files.set(file, text);
    }
    return text;
  };
  let beasties: Promise<{ process(html: string): Promise<string> }> | undefined;
  const load = async () => {
    const { default: Beasties } = await import("beasties");
    const instance = new Beasties({
      path: clientDir,
      publicPath: "/",
      preload: "media",
      noscriptFallback: false,
      pruneSource: false,
      mergeStylesheets: true,
      reduceInlineStyles: false,
      inlineFonts: false,
      preloadFonts: false,
      keyframes: "critical",
      compress: true,
      logLevel: "silent",
    });
    instance.readFile = read;
    // not in Beasties' types, but a method of the class like readFile, meant to be replaced
    Object.assign(instance, { normalizeCssSelector: staticSelector });
    return instance;
  };
  /** per list of stylesheets (one list per build): their @font-face rules, the attributes they select on */
  const sheets = new Map<string, { fonts: string; selected: ReadonlySet<string> }>();
  const sheetsOf = (stylesheets: readonly string[]) => {
    const key = stylesheets.join(" ");
    let facts = sheets.get(key);
    if (!facts) {
      const texts = stylesheets.map((href) => read(join(clientDir, href.replace(/^\//, ""))));
      facts = { fonts: texts.map(fontFaceRules).join(""), selected: selectedAttributes(texts.join("")) };
      sheets.set(key, facts);
    }
    return facts;
  };
  let passes = 0;
  const pass = async (html: string, fonts: string) => {
    // a failed load is tried again by the next page, not kept
    beasties ??= load().catch((err: unknown) => {
      beasties = undefined;
      throw err;
    });
    passes += 1;
    // Beasties reads the document without decoding entities, so a class React wrote as
    // "[&amp;_svg]:size-4" would never match its rule; matching is all its copy is used for.
    const out = await (await beasties).process(
      html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&#39;", "'"),
    );
    const styles = [...out.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    if (styles.length !== 1) throw new Error(`critical CSS: ${styles.length} style elements, not one`);
    return fonts + styles[0]!;
  };
  const shapes = new LRUCache<string, Promise<string>>({ max: SHAPES_KEPT });
  const criticalCss = (html: string, stylesheets: readonly string[]) => {
    const { fonts, selected } = sheetsOf(stylesheets);
    const key = createHash("sha256")
      .update(`${stylesheets.join(" ")}\n${matchingSkeleton(html, selected)}`)
      .digest("base64");
    let css = shapes.get(key);
    if (!css) {
      css = pass(html, fonts);
      shapes.set(key, css);
      css.catch(() => shapes.delete(key));
    }
    return css;
  };
  return Object.assign(criticalCss, { stats: () => ({ passes, shapes: shapes.size }) });
}

/** The attribute names the stylesheet's selectors look at ("[data-state=open]"): a superset is fine. */
export function selectedAttributes(css: string): ReadonlySet<string> {
  return new Set([...css.matchAll(/\[([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));
}

/**
 * What selectors can see of a page: each element with its class, id and the attributes the
 * stylesheet selects on, text as a mark (so emptiness stays), no script, style or comment content.
 * Two pages with the same skeleton match the same rules.
 */
export function matchingSkeleton(html: string, selected: ReadonlySet<string>): string {
  return (
    html
      .replace(/<(script|style|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, "<$1>")
      .replace(/<!--[\s\S]*?-->/g, "")
      // text as "#", white space alone as "~" (for :empty both count)
      .replace(/>([^<]+)</g, (_, text: string) => (text.trim() ? ">#<" : ">~<"))
      .replace(/<([a-zA-Z][^\s/>]*)([^>]*)>/g, (_, name: string, attributes: string) => {
        let kept = "";
        for (const m of attributes.matchAll(/([^\s=/]+)(?:="[^"]*")?/g)) {
          const attribute = m[1]!.toLowerCase();
          if (attribute === "class" || attribute === "id" || selected.has(attribute)) kept += ` ${m[0]}`;
        }
        return `<${name}${kept}>`;
      })
  );
}

/** Pseudo-classes a static document can answer (css-select evaluates them); every other one is dropped. */
const STRUCTURAL = new Set([
  "is",
  "where",
  "not",
  "has",
  "root",
  "empty",
  "first-child",
  "last-child",
  "only-child",
  "nth-child",
  "nth-last-child",
  "first-of-type",
  "last-of-type",
  "only-of-type",
  "nth-of-type",
  "nth-last-of-type",
]);

/**
 * The selector to look for in the document: without pseudo-elements and state pseudo-classes
 * (:hover, :focus-visible, ::before: the element they are on is what must exist), keeping the
 * structural ones. Whatever is dropped only ever widens the selector (a rule kept that was not
 * needed costs bytes; a rule lost leaves an element unstyled until the full stylesheet arrives):
 * `::placeholder` alone stands for any element, a `:not(...)` that loses anything goes whole, an
 * `:is`/`:where` branch left empty makes the pseudo-class go. Beasties' own version dropped an
 * argument list whole, so `:where(.space-y-4 > :not(:last-child))` (Tailwind's spacing) never
 * matched. Escaped characters (`.hover\:bg-accent`) are part of a name, not a pseudo-class.
 */
export function staticSelector(selector: string): string {
  return stripped(selector).trim();
}

function stripped(selector: string): string {
  let out = "";
  /** an element stands where a dropped pseudo left its compound selector empty */
  const dropped = () => {
    if (out === "" || /[\s>+~(,]$/.test(out)) out += "*";
  };
  let i = 0;
  while (i < selector.length) {
    const c = selector[i]!;
    if (c === "\\") {
      out += selector.slice(i, i + 2);
      i += 2;
      continue;
    }
    const name = c === ":" ? /^::?([a-zA-Z-]+)/.exec(selector.slice(i)) : null;
    if (!name) {
      out += c;
      i += 1;
      continue;
    }
    const start = i;
    i += name[0].length;
    let args: string | undefined;
    if (selector[i] === "(") {
      const close = closingParen(selector, i);
      args = selector.slice(i + 1, close);
      i = close + 1;
    }
    const pseudoClass = name[0][1] !== ":" ? name[1]!.toLowerCase() : undefined;
    if (!pseudoClass || !STRUCTURAL.has(pseudoClass)) {
      dropped();
      continue;
    }
    // :first-child, :nth-child(2n+1): as they are
    if (args === undefined || pseudoClass.startsWith("nth-")) {
      out += selector.slice(start, i);
      continue;
    }
    if (pseudoClass === "not") {
      // :not(.x:hover) would become :not(.x), narrower than the rule: the whole :not goes
      if (stripped(args) === args) out += `:not(${args})`;
      else dropped();
      continue;
    }
    const branches = topLevelParts(args).map((part) => stripped(part).trim());
    if (pseudoClass !== "has" && branches.some((b) => b === "*")) dropped();
    else out += `:${pseudoClass}(${branches.join(",")})`;
  }
  return out;
}

/** A selector list's parts: its top-level commas, outside parentheses and escapes. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === "\\") i += 1;
    else if (list[i] === "(") depth += 1;
    else if (list[i] === ")") depth -= 1;
    else if (list[i] === "," && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "\\") i += 1;
    else if (text[i] === "(") depth += 1;
    else if (text[i] === ")" && --depth === 0) return i;
  }
  return text.length;
}
