/**
 * Words of lyrics as they are compared: for matching LRCLIB records (`normalizeForMatch`) and for
 * the four-word rule (`ruleWords`, `lyricFingerprints`; comment/quotes.ts, ADR 020).
 */
import { hash32 } from "../text";

const TR_FOLD: Record<string, string> = { ı: "i", ğ: "g", ş: "s", ç: "c", ö: "o", ü: "u" };

/** tr-TR lowercase, diacritics removed, punctuation to spaces: "Barış MANÇO!" -> "baris manco". */
export function normalizeForMatch(text: string): string {
  return text
    .toLocaleLowerCase("tr-TR")
    .replace(/[ığşçöü]/g, (c) => TR_FOLD[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The most consecutive words of the lyrics a comment may carry (ADR 020). */
export const MAX_QUOTED_WORDS = 4;
/** The length of a run that breaks the rule. */
export const QUOTE_SPAN = MAX_QUOTED_WORDS + 1;

/** Apostrophes (straight, typographic, accents used as one) and the letters after them. */
const APOSTROPHE_SUFFIX = /['’‘`´ʼ][\p{L}\p{M}]*/gu;

/** The words of a text as the rule compares them: "Yüreğim'de İSTANBUL’un ışığı!" -> ["yuregim", "istanbul", "isigi"]. */
export function ruleWords(text: string): string[] {
  const cut = text.normalize("NFC").replace(APOSTROPHE_SUFFIX, " ");
  const normal = normalizeForMatch(cut);
  return normal ? normal.split(" ") : [];
}

/** Every run of QUOTE_SPAN consecutive words, each as its words joined by a space. */
export function shingles(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + QUOTE_SPAN <= words.length; i++) out.push(words.slice(i, i + QUOTE_SPAN).join(" "));
  return out;
}

/** A run's fingerprint: a 32-bit hash, which does not give the words back. */
export const fingerprintOf = (shingle: string): number => hash32(shingle);

/**
 * The fingerprints of every five-word run of a song's whole lyrics, sorted, without repeats. Kept
 * beside the excerpt so the check also sees lines the model was not sent (it may know them);
 * the words themselves are not kept.
 */
export function lyricFingerprints(lyrics: string): number[] {
  return [...new Set(shingles(ruleWords(lyrics)).map(fingerprintOf))].sort((a, b) => a - b);
}
