/**
 * A text as the classifier reads it: tokens, each with its spellings and their stems. Suffixes are
 * the Snowball Turkish stemmer's business (@orama/stemmers, ADR 026): a word matches a listed word
 * when it starts with it and the stemmer cuts away everything after it ("borçlarımdan" -> "borç",
 * "mahkemeye" -> "mahkeme", "hisselerim" -> "hisse"; never "hissetmek", whose stem keeps the verb).
 * Stems are compared ASCII-folded and with the final consonant devoiced (bebeg = bebek), so a word
 * typed without Turkish letters meets the same stem.
 */
import { stemmer } from "@orama/stemmers/turkish";
import { foldTurkish, harmonyGuess, normalizeTurkish, undouble } from "./normalize";

export interface Reading {
  /** the word ASCII-folded */
  folded: string;
  /** its stem, ASCII-folded */
  stem: string;
  /** the stem with its last consonant devoiced (see canonical) */
  canon: string;
}

export interface Token {
  /** Turkish lower-case, as typed */
  tr: string;
  /** ASCII-folded; with letters typed twice also written once */
  folded: readonly string[];
  /** every reading of the word: as typed, letters undoubled, ı and ğ guessed from vowel harmony */
  readings: readonly Reading[];
}

const DEVOICE: Record<string, string> = { g: "k", b: "p", d: "t" };

/** ASCII-folded, the last consonant devoiced: the form stems are compared in. */
export function canonical(word: string): string {
  const folded = foldTurkish(word);
  const last = folded.at(-1) ?? "";
  const devoiced = DEVOICE[last];
  return devoiced && folded.length > 2 ? folded.slice(0, -1) + devoiced : folded;
}

function reading(folded: string, word: string): Reading {
  const stem = foldTurkish(stemmer(word));
  return { folded, stem, canon: canonical(stem) };
}

const TURKISH_LETTERS = /[çğıöşü]/u;

/** A question particle with its person, typed onto the word: "hamilemiyim", "kansermiyim". */
const JOINED_QUESTION = /m[ıiuü](?:y[ıiuü]m|s[ıiuü]n|y[ıiuü]z)$/u;

function analyse(tr: string): Token {
  const spellings = new Set([tr, undouble(tr)]);
  const joined = JOINED_QUESTION.exec(tr);
  if (joined && joined.index >= 3) spellings.add(tr.slice(0, joined.index));
  const readings: Reading[] = [];
  for (const s of spellings) {
    const folded = foldTurkish(s);
    readings.push(reading(folded, s));
    // typed without ı and ğ: the stemmer needs vowel harmony to see the suffix
    if (!TURKISH_LETTERS.test(s)) {
      const guess = harmonyGuess(s);
      if (guess !== s) readings.push(reading(folded, guess));
    }
  }
  return { tr, folded: [...new Set(readings.map((r) => r.folded))], readings };
}

const VOICED: Record<string, string> = { k: "g", p: "b", t: "d", c: "c" };
/** The last consonant voiced, as the stemmer's own devoicing undone: gep -> geb (gebe). */
function voiced(stem: string): string {
  const last = stem.at(-1) ?? "";
  return VOICED[last] ? stem.slice(0, -1) + VOICED[last] : stem;
}

/** Buffer consonants the stemmer leaves in place after a vowel: davas(ı), kredis(i), hastay(ım). */
const VOWEL_END = /[aeiou]$/u;
const BUFFER = new Set(["s", "y", "n"]);

/**
 * A test for one listed word (dictionary form) with any inflection: the token starts with the word
 * (its last consonant may be voiced: bebek -> bebeğim) and the stemmer cuts everything after it
 * (the stem is the word, a shorter start of it, or the word and a buffer consonant). Compared as
 * written and devoiced: the stemmer gives "gebe" -> "geb", which devoiced is "gep".
 */
export function inflectionOf(word: string): (t: Token) => boolean {
  const base = canonical(word);
  const plain = foldTurkish(word);
  const last = plain.at(-1) ?? "";
  const starts = [plain];
  if (VOICED[last] && VOICED[last] !== last) starts.push(plain.slice(0, -1) + VOICED[last]);
  // Snowball leaves a one-syllable word's single-vowel case alone (borcu, hapı): one vowel after
  // the word is its accusative, dative or possessive
  const oneVowel = (folded: string) =>
    starts.some((s) => folded.length === s.length + 1 && folded.startsWith(s) && /[aeiou]$/u.test(folded));
  return (t) =>
    t.readings.some(
      ({ folded, stem, canon }) =>
        folded === plain ||
        oneVowel(folded) ||
        (starts.some((s) => folded.startsWith(s)) &&
          stem.length >= 2 &&
          (plain.startsWith(stem) ||
            base.startsWith(canon) ||
            plain.startsWith(voiced(stem)) ||
            (VOWEL_END.test(plain) &&
              stem.length === plain.length + 1 &&
              BUFFER.has(stem.at(-1)!) &&
              stem.startsWith(plain)))),
    );
}

/**
 * Words come back often (lyric words, the comment's own vocabulary): their analyses are
 * remembered, a bounded number, so a long generated text costs little more than a hint.
 */
const known = new Map<string, Token>();
const KNOWN_MAX = 20_000;

export function tokenize(text: string): Token[] {
  const words = normalizeTurkish(text).trim().split(" ");
  const out: Token[] = [];
  for (const w of words) {
    if (!w) continue;
    let token = known.get(w);
    if (!token) {
      token = analyse(w);
      if (known.size >= KNOWN_MAX) known.clear();
      known.set(w, token);
    }
    out.push(token);
  }
  return out;
}

/** Forgets every remembered analysis (the benchmark measures the cold cost with it). */
export function forgetTokens(): void {
  known.clear();
}

/**
 * Whether `word` starts with something at most one edit (a letter added, dropped, changed, or two
 * neighbours swapped) away from `key`: "intiar", "inithar", "intihr" for "intihar".
 */
export function startsWithinOneEdit(word: string, key: string): boolean {
  for (const len of [key.length, key.length - 1, key.length + 1]) {
    if (len < 1 || len > word.length) continue;
    if (withinOneEdit(word.slice(0, len), key)) return true;
  }
  return false;
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one letter changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
