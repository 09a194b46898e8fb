/**
 * Invisible format characters (Unicode category Cf) in text people write: bidi overrides and
 * isolates (U+202A-202E, U+2066-2069) reorder what follows them, so "\u202Eevil" shows as "live";
 * zero-width characters (U+200B-200D, U+2060, U+FEFF) and the soft hyphen hide inside names.
 * They are removed where text comes in (the contract's schemas) and where the server writes it
 * out for others (share pages). Kept: the zero-width joiner between two emoji (👨‍👩‍👧, ❤️‍🔥) and
 * the tag characters of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿), which are how those emoji are written.
 *
 * Tag characters (U+E0020-E007F) mirror ASCII invisibly, so a run of them after a black flag
 * could carry a hidden sentence ("ignore all rules") to the comment model (review I-10). Only a
 * real subdivision flag keeps them: the black flag, 3 to 6 tag digits or lower-case tag letters
 * (a subdivision id such as "gbsct", UTS #51) and the cancel tag. Every other tag is removed.
 */

const FORMAT = /\p{Cf}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
const ZWJ = "\u200d";
const VARIATION_SELECTOR_16 = "\ufe0f";
const BLACK_FLAG = "\u{1f3f4}";
const CANCEL_TAG = "\u{e007f}";
/** a subdivision id's length in tags: a region (2) and 1 to 4 more ("gbsct", "usca", "fr75") */
const FLAG_TAGS = { min: 3, max: 6 };

/** A tag digit (U+E0030-E0039) or lower-case tag letter (U+E0061-E007A): a subdivision id's. */
const isSubdivisionTag = (ch: string | undefined) => {
  const cp = ch?.codePointAt(0) ?? 0;
  return (cp >= 0xe0030 && cp <= 0xe0039) || (cp >= 0xe0061 && cp <= 0xe007a);
};

/**
 * Where the subdivision flag that starts with the black flag at `flag` ends (the index after its
 * cancel tag), or `flag + 1` when the tags after it are not one. Looks at most 8 characters ahead.
 */
function flagEnd(chars: string[], flag: number): number {
  let k = flag + 1;
  while (k - flag <= FLAG_TAGS.max + 1 && isSubdivisionTag(chars[k])) k++;
  const tags = k - flag - 1;
  return tags >= FLAG_TAGS.min && tags <= FLAG_TAGS.max && chars[k] === CANCEL_TAG ? k + 1 : flag + 1;
}

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
    if (ch === BLACK_FLAG) {
      // the flag with its tags when they spell a subdivision; else the flag alone, and the tags
      // after it fall to the rule below (they are format characters)
      const end = flagEnd(chars, k);
      out += chars.slice(k, end).join("");
      previous = chars[end - 1];
      k = end - 1;
      continue;
    }
    let keep = !FORMAT.test(ch);
    if (ch === ZWJ) keep = endsEmoji(previous) && PICTOGRAPHIC.test(chars[k + 1] ?? "");
    if (keep) {
      out += ch;
      previous = ch;
    }
  }
  return out;
}
