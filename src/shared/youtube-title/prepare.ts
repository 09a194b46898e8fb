/**
 * A video title made ready to be read (engine.ts): whitespace, file extensions and underscores,
 * wrapping quotes, leading tags and track numbers, emoji, hashtags, and the copyright line
 * ("© 2019 Label"), whose label is kept to tell a label's channel.
 */
import { isNoisePart, withoutLabelBrackets } from "./labels";
import {
  COPYRIGHT_TAIL,
  DASH_SEPARATOR,
  EMOJI_RUN,
  FILE_EXTENSION,
  LEADING_HASHTAGS,
  LEADING_TAG,
  STARRED_NEW,
  TRACK_NUMBER,
} from "./rules";
import { bracketGroups, quotedAt, splitOutside, tidy } from "./text";

export interface Prepared {
  text: string;
  /** the label a copyright line names ("© 2019 Kalan Müzik" -> "Kalan Müzik"), or "" */
  label: string;
}

/** Whitespace, file extensions, file-name underscores, wrapping quotes, leading tags, copyright lines. */
export function prepare(raw: string): Prepared {
  let text = raw
    .normalize("NFC")
    .replace(/[\u200B-\u200D\uFEFF]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  text = text.replace(FILE_EXTENSION, "").trim();
  // "the_weeknd_-_blinding_lights": a file name, underscores for spaces
  if (!text.includes(" ") && text.includes("_")) text = text.replace(/_+/g, " ").trim();
  text = text.replace(STARRED_NEW, " ").trim();
  // "01. Sezen Aksu - Gülümse", "01 - Tarkan - Kuzu Kuzu.mp3": an album's or a list's track number
  const track = TRACK_NUMBER.exec(text);
  if (track && /[\p{L}]/u.test(text.slice(track[0].length))) text = text.slice(track[0].length);
  for (;;) {
    const lead = LEADING_TAG.exec(text);
    if (!lead || lead[0].length >= text.length) break;
    text = text.slice(lead[0].length);
  }
  let label = "";
  const copyright = COPYRIGHT_TAIL.exec(text);
  if (copyright && copyright.index > 0) {
    // "Song [ Album © 2013 Label ]", "Song (℗ 2019 Label)": the line sits in a bracket closing
    // the title, which goes with it (the album beside the line too)
    const at = copyright.index;
    let name = copyright[1] ?? "";
    let cut = at;
    let after = "";
    // "Sarı Kız [© Kalan Müzik] (Official Audio)": the bracket may close before the title does,
    // and what follows it is still read
    const bracket = bracketGroups(text).find((group) => group.start < at && at < group.end);
    if (bracket && tidy(text.slice(0, bracket.start))) {
      name = COPYRIGHT_TAIL.exec(text.slice(at, bracket.end - 1))?.[1] ?? name;
      after = text.slice(bracket.end);
      cut = bracket.start;
    }
    label = tidy(name);
    text = `${text.slice(0, cut)} ${after}`;
  }
  // "🔥 Ezhel - Geceler 🔥", "Gülümse ❤️": emoji standing alone (after the copyright line: © is one)
  const bare = tidy(text.replace(EMOJI_RUN, " "));
  if (bare) text = bare;
  // "#shorts Tarkan - Kuzu Kuzu": hashtags before a name and its separator ("#SELFIE (…)" and
  // "#CAKE - Flo Rida" name the song)
  const hashtags = LEADING_HASHTAGS.exec(text);
  if (hashtags && splitOutside(text.slice(hashtags[0].length), DASH_SEPARATOR).length > 1)
    text = text.slice(hashtags[0].length);
  // '"Queen - Bohemian Rhapsody"', '"Adele - Skyfall" (Lyrics)': quotes around the whole name
  const whole = quotedAt(text, 0);
  if (whole) {
    const rest = text.slice(whole.end);
    if (!tidy(rest) || isNoisePart(withoutLabelBrackets(rest, "song"), "song"))
      text = `${whole.inner} ${rest}`;
  }
  return { text: tidy(text), label };
}
