/**
 * Output checks shared by the model client and the offline composer: a comment reaches a person
 * only after it passes here. Small cosmetic faults (whitespace, markdown, quotes around the
 * headline, one sentence too many in the short text) are repaired; real faults are rejected with
 * a reason so the caller can retry or fall back.
 */

/**
 * The comment as shown to a person. Same shape as `GeneratedComment` in ./offline.ts (written
 * concurrently); kept here so the checks do not depend on the composer.
 */
export interface GeneratedComment {
  headline: string;
  short: string;
  long: string;
}

export type CommentCheckResult = { ok: true; comment: GeneratedComment } | { ok: false; reason: string };

export const HEADLINE_MAX_CHARS = 120;
export const SHORT_MAX_CHARS = 400;
export const SHORT_MAX_SENTENCES = 3;
export const LONG_MAX_CHARS = 2500;

// Leftovers of a template or of a serialiser: braces, "undefined", "null", "NaN", "[object Object]".
const PLACEHOLDER = /[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/i;
// Control characters other than tab and newline never belong in a comment.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const QUOTE_PAIRS: readonly [string, string][] = [
  ['"', '"'],
  ["'", "'"],
  ["“", "”"],
  ["„", "“"],
  ["«", "»"],
  ["‘", "’"],
  ["`", "`"],
];

function stripMarkdown(text: string): string {
  return text
    .replace(/\*\*|__/g, "")
    .replace(/^[ \t]*#{1,6}[ \t]+/gm, "")
    .replace(/^[ \t]*>[ \t]?/gm, "");
}

/** Collapses every run of whitespace (newlines included) to one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Keeps paragraphs (blank-line separated), joins the lines inside a paragraph with spaces. */
function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map(oneLine)
    .filter(Boolean);
}

function unquote(text: string): string {
  let t = text;
  for (let changed = true; changed; ) {
    changed = false;
    for (const [open, close] of QUOTE_PAIRS) {
      if (t.length >= 2 && t.startsWith(open) && t.endsWith(close)) {
        t = t.slice(open.length, t.length - close.length).trim();
        changed = true;
      }
    }
  }
  return t;
}

/**
 * Sentences of a one-line text. A sentence ends at . ! ? or … followed by a space and a capital
 * letter, a quote or a digit; that keeps "vb. gibi" and "3.5" inside one sentence.
 */
export function splitSentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?…]["'”’»)]?)\s+(?=["'“‘«(]?[\p{Lu}\d])/u);
  return parts.map((s) => s.trim()).filter(Boolean);
}

function asText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return value.replace(CONTROL, "");
}

export function checkComment(candidate: unknown): CommentCheckResult {
  if (typeof candidate !== "object" || candidate === null) return { ok: false, reason: "not an object" };
  const raw = candidate as Record<string, unknown>;
  const rawHeadline = asText(raw.headline);
  const rawShort = asText(raw.short);
  const rawLong = asText(raw.long);
  if (rawHeadline === null) return { ok: false, reason: "headline missing" };
  if (rawShort === null) return { ok: false, reason: "short missing" };
  if (rawLong === null) return { ok: false, reason: "long missing" };

  const headline = unquote(oneLine(stripMarkdown(rawHeadline)).replace(/^(başlık|headline)\s*:\s*/i, ""));
  if (!headline) return { ok: false, reason: "headline empty" };
  if (headline.length > HEADLINE_MAX_CHARS) return { ok: false, reason: "headline too long" };

  let short = unquote(oneLine(stripMarkdown(rawShort)));
  if (!short) return { ok: false, reason: "short empty" };
  const sentences = splitSentences(short);
  if (sentences.length > SHORT_MAX_SENTENCES) short = sentences.slice(0, SHORT_MAX_SENTENCES).join(" ");
  if (short.length > SHORT_MAX_CHARS) return { ok: false, reason: "short too long" };

  const longParagraphs = paragraphs(stripMarkdown(rawLong));
  // An overlong text loses whole paragraphs from its end, never half a sentence.
  while (longParagraphs.length > 1 && longParagraphs.join("\n\n").length > LONG_MAX_CHARS)
    longParagraphs.pop();
  const long = longParagraphs.join("\n\n");
  if (!long) return { ok: false, reason: "long empty" };
  if (long.length > LONG_MAX_CHARS) return { ok: false, reason: "long too long" };
  // Equal texts are accepted (the toggle simply stays hidden); a shorter "long" is not a long text.
  if (long.length < short.length) return { ok: false, reason: "long shorter than short" };

  for (const [name, text] of [
    ["headline", headline],
    ["short", short],
    ["long", long],
  ] as const) {
    if (PLACEHOLDER.test(text)) return { ok: false, reason: `placeholder left in ${name}` };
  }
  return { ok: true, comment: { headline, short, long } };
}
