/**
 * The small language the rules are written in (rules as data, the engine apart). A pattern is one
 * or more slots separated by spaces; a slot is one or more words separated by "/"; each slot must
 * meet its own token, in any order (Turkish word order is free: "kendimi öldürcem", "öldürcem
 * kendimi"), all of them within a few tokens of one another. A word is written as:
 *
 * - `borç`      the word with any inflection: the token starts with it and the Snowball Turkish
 *               stemmer cuts all the rest (tokens.ts); "hisse" meets "hisselerim", not "hissetmek"
 * - `intihar*`  any word that starts so (ASCII-folded): for stems no everyday word starts with
 * - `=kms`      exactly this word (ASCII-folded), no suffix
 * - `^öl*`, `^ölüm`  the same, but on the Turkish spelling only: "öl" folds to "ol" (to be)
 * - `~intihar*` starts with something one edit away ("intiar", "inithar"): key stems only, where
 *               no everyday word is one edit away (safety/rules.test.ts checks a Turkish word list)
 *
 * A pattern given as `"…"` (in double quotes) is contiguous and ordered: its words must be adjacent
 * and in this order ("aşktan öldüm", a song's title). Given as `[…]`, it must be the whole text
 * ("bıktım" alone is distress; "trafikten bıktım" is a complaint). In a harmless phrase, a slot
 * written `+word` is context only: it must be there but stays in play ("borçlarımı bitirmek": the
 * debt still counts, "bitirmek" does not).
 */
import { foldTurkish } from "./normalize";
import { inflectionOf, startsWithinOneEdit, type Token } from "./tokens";

type WordTest = (t: Token) => boolean;

export interface Pattern {
  source: string;
  slots: readonly WordTest[];
  /** slots that are context only (`+word`): matched, never taken out of play */
  context: ReadonlySet<number>;
  contiguous: boolean;
  whole: boolean;
}

function compileWord(word: string): WordTest {
  const turkishOnly = word.startsWith("^");
  const fuzzy = word.startsWith("~");
  const exact = word.startsWith("=");
  const body = word.replace(/^[\^~=]/u, "");
  const prefix = body.endsWith("*");
  const text = prefix ? body.slice(0, -1) : body;
  const folded = foldTurkish(text);
  if (fuzzy) {
    if (!prefix || folded.length < 6) throw new Error(`fuzzy words are long prefixes: ${word}`);
    return (t) => t.folded.some((f) => startsWithinOneEdit(f, folded));
  }
  if (turkishOnly) return prefix ? (t) => t.tr.startsWith(text) : (t) => t.tr === text;
  if (prefix) return (t) => t.folded.some((f) => f.startsWith(folded));
  if (exact) return (t) => t.folded.includes(folded);
  return inflectionOf(text);
}

function compileSlot(slot: string): WordTest {
  const words = slot.split("/").map(compileWord);
  return words.length === 1 ? words[0]! : (t) => words.some((w) => w(t));
}

export function compilePattern(source: string): Pattern {
  const whole = source.startsWith("[") && source.endsWith("]");
  const contiguous = whole || (source.startsWith('"') && source.endsWith('"'));
  const body = contiguous ? source.slice(1, -1) : source;
  const parts = body.trim().split(/\s+/u);
  const context = new Set<number>();
  parts.forEach((part, i) => {
    if (part.startsWith("+")) context.add(i);
  });
  const slots = parts.map((part) => compileSlot(part.replace(/^\+/u, "")));
  return { source, slots, context, contiguous, whole };
}

/** How far apart the words of one pattern may be: tokens between them, in all. */
const SLACK = 2;

/**
 * The token indexes a pattern meets in `tokens`, or null. `skip` marks tokens already accounted
 * for (a harmless phrase); they are never used.
 */
export function matchPattern(
  pattern: Pattern,
  tokens: readonly Token[],
  skip: ReadonlySet<number> = new Set(),
): number[] | null {
  const n = pattern.slots.length;
  if (pattern.whole && tokens.length !== n) return null;
  if (pattern.contiguous) {
    outer: for (let start = 0; start + n <= tokens.length; start++) {
      for (let k = 0; k < n; k++) {
        if (skip.has(start + k) || !pattern.slots[k]!(tokens[start + k]!)) continue outer;
      }
      return Array.from({ length: n }, (_, k) => start + k);
    }
    return null;
  }
  // Which tokens each slot may take; then a choice of distinct tokens within a window.
  const options = pattern.slots.map((slot) => {
    const ids: number[] = [];
    tokens.forEach((t, i) => {
      if (!skip.has(i) && slot(t)) ids.push(i);
    });
    return ids;
  });
  if (options.some((o) => o.length === 0)) return null;
  if (n === 1) return [options[0]![0]!];
  const chosen: number[] = [];
  const search = (k: number): boolean => {
    if (k === n) {
      const span = Math.max(...chosen) - Math.min(...chosen) + 1;
      return span <= n + SLACK;
    }
    for (const id of options[k]!) {
      if (chosen.includes(id)) continue;
      chosen.push(id);
      if (search(k + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0) ? [...chosen] : null;
}
