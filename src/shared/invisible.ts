/**
 * Invisible format characters (Unicode category Cf) in text people write: bidi overrides and
 * isolates (U+202A-202E, U+2066-2069) reorder what follows them, so "\u202Eevil" shows as "live";
 * zero-width characters (U+200B-200D, U+2060, U+FEFF) and the soft hyphen hide inside names.
 * They are removed where text comes in (the contract's schemas) and where the server writes it
 * out for others (share pages). Kept: the zero-width joiner between two emoji (👨‍👩‍👧, ❤️‍🔥) and
 * the tag characters of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿), which are how those emoji are written.
 */

const FORMAT = /\p{Cf}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
const ZWJ = "\u200d";
const VARIATION_SELECTOR_16 = "\ufe0f";
const BLACK_FLAG = "\u{1f3f4}";

const isTag = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return cp >= 0xe0020 && cp <= 0xe007f;
};

/** Whether `ch` can end an emoji that a ZWJ continues. */
const endsEmoji = (ch: string | undefined) =>
  ch !== undefined && (PICTOGRAPHIC.test(ch) || EMOJI_MODIFIER.test(ch) || ch === VARIATION_SELECTOR_16);

/** `text` without its invisible format characters, except those inside emoji. Pure; linear. */
export function stripInvisible(text: string): string {
  if (!FORMAT.test(text)) return text;
  const chars = Array.from(text);
  let out = "";
  let previous: string | undefined; // the last character kept
  for (let k = 0; k < chars.length; k++) {
    const ch = chars[k]!;
    let keep = !FORMAT.test(ch);
    if (ch === ZWJ) keep = endsEmoji(previous) && PICTOGRAPHIC.test(chars[k + 1] ?? "");
    else if (isTag(ch)) keep = previous === BLACK_FLAG || (previous !== undefined && isTag(previous));
    if (keep) {
      out += ch;
      previous = ch;
    }
  }
  return out;
}
