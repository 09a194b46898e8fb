/**
 * HTML as data: a head tag is a `Tag` and is written by `renderTag`, the one place that escapes
 * what goes into markup. Attribute values and a title's text are escaped; the text of a script or
 * style element cannot be escaped (the browser reads it raw), so one that would end its element
 * early is refused.
 */

/** Attribute values; `true` writes the attribute alone (`crossorigin`). */
export type Attributes = Readonly<Record<string, string | true>>;

export interface Tag {
  /** lower case: "meta", "link", "title", "script", "style", "noscript" */
  readonly name: string;
  readonly attributes?: Attributes;
  /** a title's text (escaped), or a script's or style's code (written as it is) */
  readonly text?: string;
  /** elements inside (a <noscript>'s links) */
  readonly children?: readonly Tag[];
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for an HTML attribute value or element text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const SCRIPT_TEXT_ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for the text of a `<script type="application/json">`: `<`, `>` and `&` are written as
 * \u escapes (the same value to JSON.parse), so no `</script>` or `<!--` in a title or comment can
 * end the element or change how the HTML parser reads it.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_TEXT_ESCAPES[c]!);
}

/** Elements without content or end tag. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "wbr",
]);
/** Elements whose text the browser reads raw, up to their end tag. */
const RAW_TEXT = new Set(["script", "style"]);

const NAME = /^[a-z][a-z0-9-]*$/;
/** What the HTML syntax allows in an attribute's name (no space, quote, '>', '/', '=' or control). */
const ATTRIBUTE_NAME = /^[^\s"'>/=\p{Cc}]+$/u;

export function renderAttributes(attributes: Attributes = {}): string {
  let out = "";
  for (const [name, value] of Object.entries(attributes)) {
    if (!ATTRIBUTE_NAME.test(name)) throw new Error(`not an attribute name: ${JSON.stringify(name)}`);
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  }
  return out;
}

export function renderTag(tag: Tag): string {
  const { name } = tag;
  if (!NAME.test(name)) throw new Error(`not an element name: ${JSON.stringify(name)}`);
  const open = `<${name}${renderAttributes(tag.attributes)}>`;
  if (VOID.has(name)) {
    if (tag.text !== undefined || tag.children) throw new Error(`<${name}> has no content`);
    return open;
  }
  let content = tag.children?.map(renderTag).join("") ?? "";
  if (tag.text !== undefined) {
    if (!RAW_TEXT.has(name)) content += escapeHtml(tag.text);
    else if (new RegExp(`</${name}|<!--`, "i").test(tag.text)) {
      throw new Error(`the text of a <${name}> must not hold "</${name}" or "<!--"`);
    } else content += tag.text;
  }
  return `${open}${content}</${name}>`;
}

/**
 * What a head tag stands for, when a page's own tag of the same kind replaces the template's:
 * the title, a named or Open Graph meta tag, the canonical link. Other tags are never replaced.
 */
export function tagKey(tag: Tag): string | undefined {
  const a = tag.attributes ?? {};
  if (tag.name === "title") return "title";
  if (tag.name === "meta" && typeof a.name === "string") return `name:${a.name.toLowerCase()}`;
  if (tag.name === "meta" && typeof a.property === "string") return `property:${a.property.toLowerCase()}`;
  if (tag.name === "link" && a.rel === "canonical") return "canonical";
  return undefined;
}
