/**
 * Turkish text as people type it, reduced to what the classifier compares: Turkish lower-casing
 * (İ -> i, I -> ı), apostrophes dropped ("kanser'im"), circumflex folded (â -> a), punctuation to
 * spaces, letters stretched for emphasis shortened ("ölmeeeek" -> "ölmek"), and every token also in
 * ASCII-folded form, because half of what people type on a phone has no ç ğ ı ö ş ü at all.
 */

const FOLD: Record<string, string> = {
  ç: "c",
  ğ: "g",
  ı: "i",
  ö: "o",
  ş: "s",
  ü: "u",
  â: "a",
  î: "i",
  û: "u",
};

/** Turkish lower-case, apostrophes dropped, circumflex folded, punctuation to spaces, runs shortened. */
export function normalizeTurkish(text: string): string {
  return ` ${text
    .normalize("NFC")
    .toLocaleLowerCase("tr-TR")
    .replace(/i̇/gu, "i") // a dotted capital İ lowered by a non-Turkish step
    .replace(/[’'`´]/gu, "")
    .replace(/[âîû]/gu, (c) => FOLD[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/(\p{L})\1{2,}/gu, "$1")
    .trim()} `;
}

/** The Turkish-normalised text with ç ğ ı ö ş ü folded to ASCII. */
export function foldTurkish(normalized: string): string {
  return normalized.replace(/[çğıöşüâîû]/gu, (c) => FOLD[c] ?? c);
}

const BACK = new Set(["a", "ı", "o", "u"]);
const VOWEL = /[aeıioöuü]/u;

/**
 * A guess at the Turkish spelling of a word typed without ı and ğ, from vowel harmony: a suffix's
 * "i" after a back vowel is "ı" (davasi -> davası), and a "g" between vowels is "ğ" (bebegimi ->
 * bebeğimi). Only the stemmer sees the guess, as one more reading of the word; it is wrong for
 * loanwords (kalbim -> kalbım), which then simply do not stem to anything listed.
 */
export function harmonyGuess(word: string): string {
  let last = "";
  let out = "";
  for (let i = 0; i < word.length; i++) {
    let ch = word[i]!;
    if (ch === "i" && BACK.has(last)) ch = "ı";
    if (ch === "g" && i > 0 && i < word.length - 1 && VOWEL.test(word[i - 1]!) && VOWEL.test(word[i + 1]!))
      ch = "ğ";
    if (VOWEL.test(ch)) last = ch;
    out += ch;
  }
  return out;
}

/** A word with every doubled letter written once ("ölmeek" -> "ölmek", "intiharr" -> "intihar"). */
export function undouble(word: string): string {
  return word.replace(/(\p{L})\1/gu, "$1");
}
