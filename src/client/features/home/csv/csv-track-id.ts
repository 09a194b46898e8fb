import { fold } from "@/shared/youtube-title/text";

/**
 * A CSV track's id names the song, not its row: the same song keeps its id in every file and at
 * every position, so history and popular tracks count it once, and different songs never share
 * one. The `csv:` prefix marks a CSV track (spec: no audio-features request for it).
 *
 * - `csv:sp:{Spotify track id}` when the file names the Spotify track,
 * - `csv:isrc:{ISRC}` when it gives the recording's ISRC,
 * - `csv:yt:{video id}` for a YouTube video,
 * - `csv:t:{hash}` of the title and artist otherwise, compared without case, accents or
 *   punctuation and with Turkish letters folded ("ŞIMARIK" = "şımarık" = "Simarik").
 */
export type TrackIdParts = {
  spotifyId: string | null;
  isrc: string | null;
  videoId: string | null;
  title: string;
  /** Empty when the artist is unknown, so "Gülpembe" with no artist is one song in every file. */
  artist: string;
};

export function csvTrackId({ spotifyId, isrc, videoId, title, artist }: TrackIdParts): string {
  if (spotifyId) return `csv:sp:${spotifyId}`;
  if (isrc) return `csv:isrc:${isrc}`;
  if (videoId) return `csv:yt:${videoId}`;
  return `csv:t:${hash53(`${songKey(title)}\u0000${songKey(artist)}`)}`;
}

/** The comparable form of a title or artist. */
export function songKey(text: string): string {
  return fold(text)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * cyrb53 (public domain): 53 well-mixed bits, base 36. Enough for a person's songs: two different
 * songs share an id with a chance of about n² / 2⁵⁴ (one in 10⁸ for 10,000 songs).
 */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
