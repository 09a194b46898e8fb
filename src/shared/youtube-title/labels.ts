/**
 * Which parts of a video title label the upload rather than naming the song. Two readings
 * (ADR 032): "song" drops every label, version notes included, and is what the lyrics lookup and
 * the title corpora want; "listed" keeps the notes that name a version of the recording
 * ("(Canlı)", "- Live", "(Remastered 2011)"), which is how the person's own list shows the song.
 */
import {
  CUT_WORDS,
  FILLER_WORDS,
  FROM_WORDS,
  KEEP_WORDS,
  LABEL_WORDS,
  LIVE_PLACE_WORDS,
  OFFICIAL_WORDS,
  PERFORMANCE_WORDS,
  PRODUCER_NOTE,
  QUALITY_WORDS,
  SMALL_NUMBER,
  SUFFIX_END_WORDS,
  SUFFIX_WORDS,
  TRAILING_LABEL,
  TRAILING_UPLOAD_LABEL,
  UPLOAD_NOTE,
  UPLOAD_WORDS,
  VERSION_WORDS,
  YEAR_ONLY,
  YEAR_OR_RESOLUTION,
} from "./rules";
import { bracketGroups, fold, tidy, tokens } from "./text";

export type Reading = "song" | "listed";

const isYearOrResolution = (w: string) => YEAR_OR_RESOLUTION.test(w);

/**
 * Made only of label words, filler and years, with at least one label word or year: "Official
 * Video", "Canlı Kayıt 1975", "(1981)". Filler alone ("Şarkı 5", "The Song") is a name.
 */
function onlyLabels(words: string[]): boolean {
  const label = (w: string) => LABEL_WORDS.has(w) || isYearOrResolution(w);
  if (!words.every((w) => label(w) || FILLER_WORDS.has(w) || SMALL_NUMBER.test(w))) return false;
  // "HD" beside filler does not make a label: "Song 2 HD" is a song
  return words.every(label) || words.some((w) => label(w) && !QUALITY_WORDS.has(w));
}

const apostrophes = (text: string) => fold(text).replace(/[’‘]/g, "'");

/** True when a bracket's content labels the upload (or the version) rather than naming the song. */
function isSongLabel(inner: string): boolean {
  const text = fold(inner).trim();
  if (!text) return true;
  if (PRODUCER_NOTE.test(text)) return true;
  // "Taylor's Version" is the name of a re-recording
  if (/\p{L}'s version/u.test(apostrophes(text))) return false;
  // "Original Mix" is how DJ music says "the track itself"
  if (/^(?:original|orijinal) mix$/.test(text)) return true;
  const words = tokens(text);
  if (words.length === 0) return !/[\p{L}\p{N}]/u.test(text);
  // "(Orjinal Kayıt)", "(Kaliteli Ses)", "(Eng Sub)", "(Nostalji)": notes on the upload
  if (UPLOAD_NOTE.test(words.join(" "))) return true;
  if (words.some((w) => KEEP_WORDS.has(w))) return false;
  const labels = words.filter((w) => LABEL_WORDS.has(w)).length;
  if (onlyLabels(words)) return true;
  if (words.some((w) => OFFICIAL_WORDS.has(w))) return true;
  if (words.some((w) => FROM_WORDS.has(w))) return false;
  return labels >= 2 || (labels >= 1 && words.length <= 5);
}

/**
 * A version of the recording named without a word about the video: "Canlı", "Live at Wembley",
 * "Remastered 2011", "JoyTurk Akustik", "Japanese Ver.", "Canlı Performans". "(Official Live
 * Video)", "(4K Remaster)" and "Performance Edit" speak of the video and are not.
 */
export function isVersionNote(text: string): boolean {
  const words = tokens(text);
  return (
    words.some((w) => VERSION_WORDS.has(w)) &&
    !words.some((w) => UPLOAD_WORDS.has(w) && !PERFORMANCE_WORDS.has(w))
  );
}

/**
 * A " - " part that names a version of what stands before it, the way stores write it: "Remastered
 * 2011", "2011 Remaster", "Radio Edit", "Live", "Live at Wembley", "Acoustic Version". "Live
 * Forever" and "Live To Tell" are songs, and a part holding a bracket ("Her Şeyi Yak (Canlı)") is
 * a song's name.
 */
export function isVersionSuffix(part: string): boolean {
  if (/[([{【（［]|\s[-–—‒―]\s/.test(part)) return false;
  const words = tokens(part);
  if (words.length === 0 || words.length > 6) return false;
  if (words.every((w) => SUFFIX_WORDS.has(w) || YEAR_ONLY.test(w)))
    return !words.every((w) => YEAR_ONLY.test(w));
  if (words[0] === "live" || words[0] === "canli") {
    return /^\S+\s*@/.test(tidy(part)) || LIVE_PLACE_WORDS.has(words[1] ?? "");
  }
  return (
    words.length <= 3 &&
    SUFFIX_END_WORDS.has(words[words.length - 1]!) &&
    !words.some((w) => UPLOAD_WORDS.has(w))
  );
}

/** True when a bracket's content is dropped in this reading. */
export function isLabel(inner: string, reading: Reading): boolean {
  if (!isSongLabel(inner)) return false;
  return reading === "song" || !isVersionNote(inner);
}

/** A whole part ("Official Video", "Lyrics", "2015", "#tarkan #kuzukuzu") that carries no name. */
export function isNoisePart(text: string, reading: Reading): boolean {
  const t = tidy(text);
  if (!t) return true;
  if (/^(?:#[\p{L}\p{N}_]+\s*)+$/u.test(t)) return true;
  const words = tokens(t);
  if (words.length === 0) return !/[\p{L}\p{N}]/u.test(t);
  const noise = PRODUCER_NOTE.test(fold(t)) || onlyLabels(words);
  return noise && (reading === "song" || !isVersionNote(t));
}

/** "1999", "2015": a year alone, which after "Prince - " is the song's name. */
export const isYearOnly = (text: string) => YEAR_ONLY.test(tidy(text));

/** A remix, cover or re-recording named in a bracket: "(Moby Remix)", "(Taylor's Version)". */
export function namesRecording(inner: string): boolean {
  return tokens(inner).some((w) => KEEP_WORDS.has(w)) || /\p{L}'s version/u.test(apostrophes(inner));
}

/** A label after which the rest of the title is more label: "(Official Video) …". */
export function cutsName(inner: string): boolean {
  return tokens(inner).some((w) => CUT_WORDS.has(w));
}

/** Drops unbracketed labels at the end: "Anti-D Official Video" -> "Anti-D". */
export function stripTrailingLabels(text: string, reading: Reading): string {
  const pattern = reading === "song" ? TRAILING_LABEL : TRAILING_UPLOAD_LABEL;
  let current = tidy(text);
  for (;;) {
    const match = pattern.exec(fold(current));
    if (!match || match.index === 0) return current;
    current = tidy(current.slice(0, match.index));
  }
}

/** Drops label brackets from a part, so "Lyrics [Hangul+Translation]" can be seen as noise. */
export function withoutLabelBrackets(text: string, reading: Reading): string {
  let out = "";
  let at = 0;
  for (const g of bracketGroups(text)) {
    out += text.slice(at, g.start);
    if (!isLabel(g.inner, reading)) out += text.slice(g.start, g.end);
    at = g.end;
  }
  return out + text.slice(at);
}

/** Nothing but more brackets (or nothing) follows `from`. */
export function onlyBracketsAfter(text: string, from: number): boolean {
  const tail = text.slice(from);
  let rest = "";
  let at = 0;
  for (const g of bracketGroups(tail)) {
    rest += tail.slice(at, g.start);
    at = g.end;
  }
  return tidy(rest + tail.slice(at)) === "";
}
