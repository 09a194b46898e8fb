/** Small pure text helpers used across the server. Lengths are in code points unless said otherwise. */

/** Number of code points: close enough to user-perceived characters, and an emoji counts once. */
export function charLength(text: string): number {
  return Array.from(text).length;
}

/** Collapses every run of whitespace (newlines included) to one space and trims the ends. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Spaces and punctuation that would dangle before an ellipsis ("Yol, …", "Aşk & …"). */
const DANGLING = /[\s,.;:!?\-–—(/&]+$/u;

/**
 * Shortens `text` to at most `max` code points, the ending "…" included, and never splits an emoji.
 * The cut falls at the last space within the first `max` characters when that space lies at least `minWordShare`
 * of the way in (else mid-word), and punctuation left dangling before the "…" is dropped.
 * Text that fits is returned unchanged.
 */
export function clip(text: string, max: number, { minWordShare = 0.5 } = {}): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const room = max - 1;
  let kept = chars.slice(0, room).join("");
  // Look one character further: a space right after the room means its last word fits whole.
  const head = chars.slice(0, max).join("");
  const space = head.lastIndexOf(" ");
  if (space >= room * minWordShare) kept = head.slice(0, space);
  return `${kept.replace(DANGLING, "")}…`;
}

/**
 * A well-mixed 32-bit hash of a string (cyrb53, folded to 32 bits); `salt` gives an independent
 * hash of the same text. For seeding, spreading and picking, never for security.
 */
export function hash32(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return ((h2 & 0x1fffff) * 0x100000000 + (h1 >>> 0)) >>> 0;
}
