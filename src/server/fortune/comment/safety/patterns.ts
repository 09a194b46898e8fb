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
 * - `%dan`      any word that ends so (ASCII-folded): "açlıktan", "meraktan" for "%tan"
 * - `^öl*`, `^ölüm`  the same, but on the Turkish spelling only: "öl" folds to "ol" (to be)
 * - `~intihar*` starts with something one edit away ("intiar", "inithar"): key stems only; every
 *               everyday word one edit away is set aside in harmless.ts (iftihar, intihal, pastane),
 *               which rules.test.ts checks against a Turkish word list
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
  /**
   * Per slot, the first two letters (ASCII-folded) a word it meets can start with, or null when
   * any start is possible (a typo-tolerant word). A cheap first look: most patterns have a slot
   * no token of a short hint can start like, and are passed over without running a word test.
   */
  starts: readonly (ReadonlySet<string> | null)[];
}

interface CompiledWord {
  test: WordTest;
  starts: readonly string[] | null;
}

/** A text's tokens by their first two letters (every spelling): where a slot's words can be. */
export type TokenIndex = ReadonlyMap<string, readonly number[]>;

export function indexTokens(tokens: readonly Token[]): TokenIndex {
  const out = new Map<string, number[]>();
  tokens.forEach((t, i) => {
    for (const f of new Set(t.folded.map((x) => x.slice(0, 2)))) {
      const ids = out.get(f);
      if (ids) ids.push(i);
      else out.set(f, [i]);
    }
  });
  return out;
}

const VOICED_END: Record<string, string> = { k: "g", p: "b", t: "d" };

function compileWord(word: string): CompiledWord {
  const test = compileWordTest(word);
  if (word.startsWith("~") || word.startsWith("%")) return { test, starts: null };
  const folded = foldTurkish(word.replace(/^[\^~=]/u, "").replace(/\*$/u, ""));
  if (folded.length === 0) return { test, starts: null };
  const starts = [folded.slice(0, 2)];
  // a two-letter word whose last consonant voices (ip -> ib-) starts otherwise when inflected
  const last = folded.at(-1) ?? "";
  if (folded.length <= 2 && VOICED_END[last]) starts.push(folded.slice(0, -1) + VOICED_END[last]);
  return { test, starts };
}

/** Every typo-tolerant key the rules use (rules.test.ts checks them against a Turkish word list). */
export const FUZZY_KEYS: string[] = [];

function compileWordTest(word: string): WordTest {
  const turkishOnly = word.startsWith("^");
  const fuzzy = word.startsWith("~");
  const exact = word.startsWith("=");
  const body = word.replace(/^[\^~=]/u, "");
  const prefix = body.endsWith("*");
  const text = prefix ? body.slice(0, -1) : body;
  const folded = foldTurkish(text);
  if (word.startsWith("%")) {
    const end = foldTurkish(word.slice(1));
    return (t) => t.folded.some((f) => f.endsWith(end) && f.length > end.length + 2);
  }
  if (fuzzy) {
    if (!prefix || folded.length < 6) throw new Error(`fuzzy words are long prefixes: ${word}`);
    FUZZY_KEYS.push(folded);
    return (t) => t.folded.some((f) => startsWithinOneEdit(f, folded));
  }
  if (turkishOnly) return prefix ? (t) => t.tr.startsWith(text) : (t) => t.tr === text;
  if (prefix) return (t) => t.folded.some((f) => f.startsWith(folded));
  if (exact) return (t) => t.folded.includes(folded);
  return inflectionOf(text);
}

function compileSlot(slot: string): { test: WordTest; starts: ReadonlySet<string> | null } {
  const words = slot.split("/").map(compileWord);
  const tests = words.map((w) => w.test);
  const test: WordTest = tests.length === 1 ? tests[0]! : (t) => tests.some((w) => w(t));
  const starts = words.some((w) => w.starts === null) ? null : new Set(words.flatMap((w) => w.starts!));
  return { test, starts };
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
  const compiled = parts.map((part) => compileSlot(part.replace(/^\+/u, "")));
  return {
    source,
    slots: compiled.map((c) => c.test),
    starts: compiled.map((c) => c.starts),
    context,
    contiguous,
    whole,
  };
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
  index: TokenIndex = indexTokens(tokens),
): number[] | null {
  const n = pattern.slots.length;
  if (pattern.whole && tokens.length !== n) return null;
  // The tokens each slot may take: only those starting as one of its words can (most patterns
  // stop here), then the word tests on those alone.
  const candidates: (readonly number[] | null)[] = [];
  for (const need of pattern.starts) {
    if (need === null) {
      candidates.push(null);
      continue;
    }
    const ids = new Set<number>();
    for (const s of need) for (const i of index.get(s) ?? []) ids.add(i);
    if (ids.size === 0) return null;
    candidates.push([...ids].sort((a, b) => a - b));
  }
  const all = (k: number) => candidates[k] ?? tokens.map((_, i) => i);
  if (pattern.contiguous) {
    outer: for (const start of all(0)) {
      if (start + n > tokens.length) continue;
      for (let k = 0; k < n; k++) {
        if (skip.has(start + k) || !pattern.slots[k]!(tokens[start + k]!)) continue outer;
      }
      return Array.from({ length: n }, (_, k) => start + k);
    }
    return null;
  }
  // Which tokens each slot may take; then a choice of distinct tokens within a window.
  const options: number[][] = [];
  for (let k = 0; k < n; k++) {
    const slot = pattern.slots[k]!;
    const ids = all(k).filter((i) => !skip.has(i) && slot(tokens[i]!));
    if (ids.length === 0) return null;
    options.push(ids);
  }
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
