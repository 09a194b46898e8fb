/**
 * Checks on a model's comment (llm.ts): it reaches a person only after it passes here. Small
 * cosmetic faults (whitespace, markdown, quotes around the headline, one sentence too many in the
 * short text) are repaired; real faults are rejected with a reason so the caller can retry or fall
 * back. The offline composer needs no run-time check: its tests hold every comment it writes to
 * these same checks, unchanged.
 */
import { oneLine } from "../../text";
import { ACCEPTED_LIMITS } from "./limits";
import type { GeneratedComment } from "./types";

export type CommentCheckResult = { ok: true; comment: GeneratedComment } | { ok: false; reason: string };

// Leftovers of a template or of a serialiser: braces, "undefined", "null", "NaN", "[object Object]".
// Word edges are Unicode-aware: with a plain \b, "çalınan" ends in "nan" after a non-ASCII "ı".
const PLACEHOLDER = /[{}]|(?<!\p{L})(?:undefined|null|nan)(?!\p{L})|\[object Object\]/iu;
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

/** Abbreviations after which a period does not end the sentence ("feat. Daddy Yankee", "No. 3"). */
const ABBREVIATIONS = new Set(
  "feat ft no nr dr prof doç doc vb vs st vol op mr mrs ms jr sr bkz örn orn av yy mö ms".split(" "),
);

/** Characters that end a sentence, and the closing quote or bracket that may follow them. */
const TERMINAL = new Set([".", "!", "?", "…"]);
const AFTER_TERMINAL = new Set(['"', "'", "”", "’", "»", ")"]);
const BEFORE_CAPITAL = new Set(['"', "'", "“", "‘", "«", "("]);
const WHITESPACE = /\s/u;
const LETTER = /\p{L}/u;
const CAPITAL_OR_DIGIT = /[\p{Lu}\d]/u;
/** The longest abbreviation in ABBREVIATIONS: a longer word before a period is not one. */
const ABBREVIATION_MAX = 4;

/**
 * Sentences of a one-line text. A sentence ends at . ! ? or … followed by a space and a capital
 * letter, a quote or a digit; that keeps "vb. gibi" and "3.5" inside one sentence. Nothing inside
 * «…» ends a sentence (a title may hold "No. 3" or "Dur!"), nor a period after an abbreviation.
 *
 * One pass, no regular expression over the rest of the text: time linear in its length, whatever a
 * model writes ("feat. A " x 3,900 took 2 s before; security review L9).
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  const chars = Array.from(text);
  const n = chars.length;
  let start = 0;
  let depth = 0;
  let i = 0;
  while (i < n) {
    const c = chars[i] as string;
    if (c === "«") depth++;
    else if (c === "»") depth = Math.max(0, depth - 1);
    if (depth > 0 || !TERMINAL.has(c)) {
      i++;
      continue;
    }
    // the whole run of terminal characters ("...", "?!"), an optional closing quote, then spaces
    let j = i;
    while (j < n && TERMINAL.has(chars[j] as string)) j++;
    const runEnd = j;
    if (j < n && AFTER_TERMINAL.has(chars[j] as string)) j++;
    const spaceFrom = j;
    while (j < n && WHITESPACE.test(chars[j] as string)) j++;
    const next = j < n && BEFORE_CAPITAL.has(chars[j] as string) ? chars[j + 1] : chars[j];
    const ends = j > spaceFrom && next !== undefined && CAPITAL_OR_DIGIT.test(next);
    let abbreviation = false;
    if (ends && c === ".") {
      let k = i;
      while (k > start && k > i - ABBREVIATION_MAX - 1 && LETTER.test(chars[k - 1] as string)) k--;
      const word = chars.slice(k, i).join("");
      abbreviation =
        i - k <= ABBREVIATION_MAX && (k === start || !LETTER.test(chars[k - 1] as string))
          ? // no abbreviation holds an I, so the plain (fast) lower case is the Turkish one here
            ABBREVIATIONS.has(word.toLowerCase())
          : false;
    }
    if (!ends || abbreviation) {
      // go on after the run: a quote that follows it is read (and counted) there
      i = runEnd;
      continue;
    }
    out.push(chars.slice(start, spaceFrom).join("").trim());
    start = j;
    i = j;
  }
  out.push(chars.slice(start).join("").trim());
  return out.filter(Boolean);
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
  if (headline.length > ACCEPTED_LIMITS.headline) return { ok: false, reason: "headline too long" };

  let short = unquote(oneLine(stripMarkdown(rawShort)));
  if (!short) return { ok: false, reason: "short empty" };
  const sentences = splitSentences(short);
  if (sentences.length > ACCEPTED_LIMITS.shortSentences)
    short = sentences.slice(0, ACCEPTED_LIMITS.shortSentences).join(" ");
  if (short.length > ACCEPTED_LIMITS.short) return { ok: false, reason: "short too long" };

  const longParagraphs = paragraphs(stripMarkdown(rawLong));
  // An overlong text loses whole paragraphs from its end, never half a sentence.
  while (longParagraphs.length > 1 && longParagraphs.join("\n\n").length > ACCEPTED_LIMITS.long)
    longParagraphs.pop();
  const long = longParagraphs.join("\n\n");
  if (!long) return { ok: false, reason: "long empty" };
  if (long.length > ACCEPTED_LIMITS.long) return { ok: false, reason: "long too long" };
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

/**
 * The long text as the reader gets it: the short text, then the rest. The result page prints the
 * short text and then the long one without its opening short text, and the "Detaylı Yorum" toggle
 * shows the long text alone; both read every sentence once only when the long text opens with
 * the short one. A model writes the continuation (as the prompt asks); an answer whose long
 * text already opens with the short one is kept as it is.
 */
export function continueFromShort(comment: GeneratedComment): GeneratedComment {
  const { short, long } = comment;
  if (long.startsWith(short)) return comment;
  const parts = [short, ...paragraphs(long)];
  while (parts.length > 1 && parts.join("\n\n").length > ACCEPTED_LIMITS.long) parts.pop();
  return { ...comment, long: parts.join("\n\n") };
}
