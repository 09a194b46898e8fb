/**
 * The draw: the track at index (number - 1) mod count, taken mathematically (0 and negative
 * numbers land inside the list) and exactly for numbers of any length (BigInt, no floating point).
 */

/**
 * Parses like JavaScript's parseInt(text, 10), the spec's "base-10 integer", but exactly:
 * leading spaces and one sign are allowed, then the leading digits count and whatever follows
 * them is ignored ("12abc" -> 12, "7.9" -> 7, "1e5" -> 1). No leading digit -> null.
 */
export function parseDrawNumber(text: string): bigint | null {
  const match = /^\s*([+-]?)(\d+)/.exec(text);
  if (!match) return null;
  const value = BigInt(match[2]!);
  return match[1] === "-" ? -value : value;
}

export function drawIndex(number: bigint, count: number): number {
  if (!Number.isInteger(count) || count <= 0) throw new RangeError("Playlist yüklenmemiş");
  const n = BigInt(count);
  return Number((((number - 1n) % n) + n) % n);
}

export function pick<T>(number: bigint, tracks: readonly T[]): T {
  return tracks[drawIndex(number, tracks.length)]!;
}
