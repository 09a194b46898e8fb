/**
 * Text helpers for the offline composer: cleaning titles, artist names and the hint, and
 * Turkish-aware casing. Names are never given suffixes here or anywhere else:
 * the composer always quotes a name and puts a noun after it («X» şarkısı).
 */

import { HINT_MAX } from "@/shared/limits";
import { isUnknownArtist } from "@/shared/unknown-artist";
import { charLength, clip } from "../../../text";
import { cleanTitle } from "../../song-title";
import { foldTurkish, normalizeTurkish, unsafeContent } from "../safety";

const CONTROL = /\p{Cc}/gu;
/** Invisible format characters (zero-width, bidi, soft hyphen, BOM), but not the emoji joiner. */
const INVISIBLE = /(?!\u200d)\p{Cf}/gu;
const DOUBLE_QUOTES = /[«»"“”„‟″‹›]/gu;
export const TURKISH_ONLY = /[çğıöşüÇĞİÖŞÜ]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Removes invisible characters and quote marks, turns braces into parentheses, collapses spaces. */
export function cleanText(raw: string): string {
  return raw
    .normalize("NFC")
    .replace(CONTROL, " ")
    .replace(INVISIBLE, "")
    .replace(DOUBLE_QUOTES, "")
    .replace(/\{/g, "(")
    .replace(/\}/g, ")")
    .replace(/\s+/gu, " ")
    .trim();
}

/** Turkish-aware upper-casing of the first letter (i -> İ). */
export function capitalizeFirst(text: string): string {
  const code = text.codePointAt(0);
  if (code === undefined) return text;
  const first = String.fromCodePoint(code);
  if (!/\p{Ll}/u.test(first)) return text;
  return first.toLocaleUpperCase("tr-TR") + text.slice(first.length);
}

const ENGLISH_HINTS = new Set(
  "THE YOU YOUR LOVE ME MY I I'M IT IT'S IN OF TO AND DON'T CAN'T WITH LIKE NIGHT BABY HEART GIRL BOY ON ALL IS ARE BE WHAT WHEN FOR NOT NO DOWN UP OUT TIME LIFE LIGHT KISS HIGH WILD SMILE SAID THIS THAT".split(
    " ",
  ),
);
const SMALL_WORDS = new Set([
  "ve",
  "ile",
  "de",
  "da",
  "ki",
  "of",
  "the",
  "and",
  "a",
  "an",
  "in",
  "on",
  "to",
  "for",
  "at",
  "by",
  "or",
]);

/**
 * Softens an all-caps name into title case, but only when the lower-casing is unambiguous:
 * Turkish letters present -> Turkish rules; no capital I at all -> locale does not matter;
 * obviously English words -> English rules. Otherwise the name stays as written.
 */
export function softenAllCaps(text: string, minWords: number, turkishContext = false): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 4) return text;
  if (/\p{Ll}/u.test(text)) return text;
  const words = text.split(" ").filter((w) => /\p{L}{2,}/u.test(w));
  if (words.length < minWords) return text;
  let locale: string | null = null;
  if (TURKISH_ONLY.test(text) || turkishContext) locale = "tr-TR";
  else if (!text.includes("I")) locale = "en-US";
  // Every I opens a word ("ISLAK ISLAK"): it stays a capital I in either language (review 2.4).
  else if (!/\p{L}I/u.test(text)) locale = "tr-TR";
  else if (words.some((w) => ENGLISH_HINTS.has(w.replace(/[^\p{L}']/gu, "")))) locale = "en-US";
  if (locale === null) return text;
  const loc = locale;
  return text
    .split(" ")
    .map((word, i) => {
      const lower = word.toLocaleLowerCase(loc);
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      const chars = Array.from(lower);
      const first = chars[0];
      if (first === undefined) return lower;
      return first.toLocaleUpperCase(loc) + chars.slice(1).join("");
    })
    .join(" ");
}

const NOISE_IN_BRACKETS =
  /(official|video|audio|lyric|sözleri|klip|clip|remaster|\bhd\b|\bhq\b|\b4k\b|visuali[sz]er|\bmv\b|m\/v|\bfeat\b|\bft\b|\bprod\b|\bexplicit\b)/iu;

/** Drops the usual video-platform noise: "(Official Video)", "[Lyrics]", "- Remastered 2011", "feat. X". */
function stripTitleNoise(title: string): string {
  let t = title.replace(/\s*[([][^)\]]*[)\]]/gu, (group) => (NOISE_IN_BRACKETS.test(group) ? " " : group));
  t = t.replace(/\s+[-–—|]\s*(\d{4}\s+)?(remaster|official|lyric|audio|video|klip|hd\b|4k\b).*$/iu, "");
  t = t.replace(/\s+(feat\.?|ft\.)\s+.*$/iu, "");
  return t.replace(/\s+/gu, " ").trim();
}

export interface TitleForms {
  /** title for running text, at most 60 characters (longer ones cut with an ellipsis), or null */
  text: string | null;
  /** short enough (<= 24 characters) to sit in a headline, or null */
  headline: string | null;
}

const TITLE_MAX = 60;
/** A title over TITLE_MAX is cut much shorter, "…" included, so it does not crowd the sentence. */
const TITLE_CLIP = 43;
const HEADLINE_TITLE_MAX = 24;

export function titleForms(rawTitle: string, artist: string | null): TitleForms {
  let title = cleanText(rawTitle);
  if (artist) {
    const prefix = `${artist.toLocaleLowerCase("tr-TR")} - `;
    if (title.toLocaleLowerCase("tr-TR").startsWith(prefix)) title = title.slice(prefix.length);
  }
  // The song, not the recording: "Bu Akşam (Canlı)", "Heroes (Remastered 2013)" -> the song's name,
  // cleaned as for the lyrics lookup.
  const stripped = cleanTitle(stripTitleNoise(title));
  if (LETTER_OR_DIGIT.test(stripped)) title = stripped;
  title = title.replace(/^[\s\-–—|:;,.]+|[\s\-–—|:;,]+$/gu, "");
  if (!LETTER_OR_DIGIT.test(title)) return { text: null, headline: null };
  // A title carrying a link, a phone number or "hesabın askıya alındı" is not repeated under the
  // brand: the comment says "bu şarkı" instead (security review M6).
  if (unsafeContent(title)) return { text: null, headline: null };
  // An artist name with Turkish letters hints that an all-caps title is Turkish too (I -> ı).
  title = softenAllCaps(title, 1, artist !== null && TURKISH_ONLY.test(artist));
  const text = charLength(title) > TITLE_MAX ? clip(title, TITLE_CLIP) : title;
  const headline = charLength(text) <= HEADLINE_TITLE_MAX ? text : null;
  return { text, headline };
}

const ARTIST_MAX = 40;

/** A printable artist name, or null when it is missing, unknown or unwieldy. */
export function cleanArtist(raw: string): string | null {
  let artist = cleanText(raw)
    .replace(/\s+-\s+topic$/iu, "")
    .replace(/(?<=\p{Ll})VEVO$/u, "")
    .replace(/\s*VEVO$/u, "")
    .trim();
  if (!LETTER_OR_DIGIT.test(artist)) return null;
  if (isUnknownArtist(artist)) return null;
  if (unsafeContent(artist)) return null;
  if (charLength(artist) > ARTIST_MAX) {
    const first = artist.split(/\s*(?:,|&|;|\/|\bfeat\.?|\bft\.|\sx\s)\s*/iu)[0]?.trim() ?? "";
    if (!LETTER_OR_DIGIT.test(first) || charLength(first) > ARTIST_MAX) return null;
    artist = first;
  }
  artist = artist.replace(/[\s,;:&\-–—/]+$/u, "");
  return softenAllCaps(artist, 2);
}

/**
 * Exam names and other acronyms people type as a hint, kept in capitals («YKS», «IELTS»). Tokens
 * of 2-5 capitals that cannot be a Turkish word (no vowel, two vowels side by side, two
 * consonants at the start) count as acronyms too.
 */
const ACRONYMS = new Set(
  "YKS LGS KPSS ALES YDS DGS TUS DUS YÖKDİL TYT AYT YDT MSÜ ÖSYM KYK ODTÜ İTÜ YTÜ IELTS TOEFL TOEIC SAT GRE GMAT AI CV İK ABD AB NBA UEFA FIFA PDR DELE YGS LYS".split(
    " ",
  ),
);
const VOWEL = /[AEIİOÖUÜ]/u;

function isAcronym(token: string): boolean {
  const letters = Array.from(token);
  if (letters.length < 2 || letters.length > 5) return false;
  if (ACRONYMS.has(token)) return true;
  if (!VOWEL.test(token)) return true;
  if (/[AEIİOÖUÜ]{2}/u.test(token)) return true;
  return /^[^AEIİOÖUÜ]{2}/u.test(token);
}

/** Place names a hint may shout ("İSTANBUL'A TAŞINMA"), spelled as they are written. */
const PLACES = [
  "İstanbul",
  "Ankara",
  "İzmir",
  "Bursa",
  "Antalya",
  "Adana",
  "Konya",
  "Eskişehir",
  "Trabzon",
  "Samsun",
  "Kayseri",
  "Gaziantep",
  "Diyarbakır",
  "Mersin",
  "Bodrum",
  "Kapadokya",
  "Karadeniz",
  "Ege",
  "Akdeniz",
  "Türkiye",
  "Avrupa",
  "Amerika",
  "Almanya",
  "İngiltere",
  "Fransa",
  "İtalya",
  "İspanya",
  "Hollanda",
  "Kanada",
  "Japonya",
  "Londra",
  "Paris",
  "Berlin",
  "Roma",
  "Amsterdam",
  "Kıbrıs",
  "Erasmus",
];
const PLACE_BY_FOLDED = new Map(PLACES.map((p) => [foldTurkish(normalizeTurkish(p)).trim(), p]));

/**
 * An all-caps hint in everyday casing: acronyms stay as typed (review fix 4: «IELTS», not
 * «ıelts»), a word with an apostrophe suffix or a known place name is a proper noun
 * (İSTANBUL'A -> İstanbul'a), everything else is lower-cased with Turkish rules (SINAV -> sınav).
 */
function softenHint(hint: string): string {
  return hint
    .split(" ")
    .map((token) => {
      if (!/\p{Lu}/u.test(token) || isAcronym(token)) return token;
      const [base = "", ...rest] = token.split(/(?=['’])/u);
      const place = PLACE_BY_FOLDED.get(foldTurkish(normalizeTurkish(base)).trim());
      const suffix = rest.join("").toLocaleLowerCase("tr-TR");
      if (place) return place + suffix;
      const lower = base.toLocaleLowerCase("tr-TR");
      if (rest.length > 0) return capitalizeFirst(lower) + suffix;
      return lower;
    })
    .join(" ");
}

const HINT_NONSENSE = new Set(["null", "undefined", "nan", "none", "yok"]);

/** The hint as a short, safe phrase: letters, digits, spaces, hyphens and apostrophes only. */
export function cleanHint(raw: string | null): string | null {
  if (raw === null) return null;
  let hint = raw
    .normalize("NFC")
    .replace(/<[^>]*>/gu, " ")
    .replace(/[^\p{L}\p{M}\p{N}'’ -]/gu, " ")
    .replace(/\s+/gu, " ")
    .replace(/^['’\s-]+|['’\s-]+$/gu, "")
    .trim();
  if (charLength(hint) > HINT_MAX) {
    hint = Array.from(hint).slice(0, HINT_MAX).join("");
    const lastSpace = hint.lastIndexOf(" ");
    if (lastSpace > 0) hint = hint.slice(0, lastSpace);
    hint = hint.replace(/['’\s-]+$/gu, "");
  }
  if (!/[\p{L}\p{N}]/u.test(hint)) return null;
  // Mixed case is left as typed ("YKS sınavı"); only a hint typed wholly in capitals is softened.
  if (!/\p{Ll}/u.test(hint) && /\p{Lu}/u.test(hint)) hint = softenHint(hint);
  if (HINT_NONSENSE.has(hint.toLocaleLowerCase("tr-TR"))) return null;
  return hint;
}
