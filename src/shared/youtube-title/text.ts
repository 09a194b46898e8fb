/**
 * Text helpers of the title engine: folding, words, brackets, quotes and separators. Pure, no
 * Node or DOM APIs: the engine runs on the server and in the browser's CSV import.
 */
import { DOUBLE_QUOTED, EDGE_PUNCTUATION, FOLD, OPENERS, QUOTE_PAIRS } from "./rules";

/**
 * Lower case without Turkish letters, one character for one character, so an index found in
 * the folded text is also valid in the original. (Plain /i regexes miss "SÖZLERİ": İ does not
 * fold to i, and tr-TR lower-casing would turn the I of "LYRICS" into ı.)
 */
export function fold(text: string): string {
  let out = "";
  for (const ch of text) {
    const mapped = FOLD[ch];
    if (mapped) {
      out += mapped;
      continue;
    }
    const lower = ch.toLowerCase();
    out += lower.length === ch.length ? lower : ch;
  }
  return out;
}

/** The folded words of a text; "M/V" is one word. */
export function tokens(text: string): string[] {
  return fold(text)
    .replace(/\bm\s*\/\s*v\b/g, "mv")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** One space between words, no empty brackets, no separators at either end. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/\s+/g, " ")
    .replace(EDGE_PUNCTUATION, "")
    .trim();
}

export const squash = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, "");
export const sameName = (a: string, b: string) => squash(a) !== "" && squash(a) === squash(b);

export interface Group {
  start: number;
  /** index after the closing bracket */
  end: number;
  open: string;
  inner: string;
}

/** Balanced top-level bracket groups, nesting allowed: "(Feat. A, B(비))" is one group. */
export function bracketGroups(text: string): Group[] {
  const groups: Group[] = [];
  const stack: { close: string; at: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const close = OPENERS[ch];
    if (close) {
      stack.push({ close, at: i });
      continue;
    }
    const top = stack[stack.length - 1];
    if (top && ch === top.close) {
      stack.pop();
      if (stack.length === 0) {
        groups.push({ start: top.at, end: i + 1, open: text[top.at]!, inner: text.slice(top.at + 1, i) });
      }
    }
  }
  return groups;
}

/** Index ranges inside brackets or double quotes, where no separator is looked for. */
export function protectedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = bracketGroups(text).map((g) => [g.start, g.end]);
  const pairs = new RegExp(DOUBLE_QUOTED.source, "g");
  for (let m = pairs.exec(text); m; m = pairs.exec(text)) ranges.push([m.index, m.index + m[0].length]);
  return ranges;
}

/** The text cut at every match of `separator` outside brackets and double quotes. */
export function splitOutside(text: string, separator: RegExp): string[] {
  const ranges = protectedRanges(text);
  const inside = (i: number) => ranges.some(([s, e]) => i >= s && i < e);
  const re = new RegExp(
    separator.source,
    separator.flags.includes("g") ? separator.flags : `${separator.flags}g`,
  );
  const parts: string[] = [];
  let from = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    if (inside(m.index)) continue;
    parts.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * A quoted name at `open` ("Title", 'Title', “Title”, ‘Title’): the inner text and the index
 * after the closing quote, or null. An apostrophe ("Don't") never closes a single quote.
 */
export function quotedAt(text: string, open: number): { inner: string; end: number } | null {
  const close = QUOTE_PAIRS[text[open]!];
  if (!close) return null;
  const single = close === "'" || close === "’";
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i]!;
    if (ch !== close && !(single && ch === "'")) continue;
    const next = text[i + 1];
    if (single && next !== undefined && /[\p{L}\p{N}]/u.test(next)) continue;
    const inner = text.slice(open + 1, i).trim();
    return inner ? { inner, end: i + 1 } : null;
  }
  return null;
}

/** True when `text[i]` opens a quoted name. */
export const isQuoteChar = (ch: string | undefined) => ch !== undefined && QUOTE_PAIRS[ch] !== undefined;
