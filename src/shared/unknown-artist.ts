/**
 * A song whose artist nobody wrote down (a plain list of titles, an export with an empty artist
 * column) carries this text as its artist. Everything that reads artists treats it, and the usual
 * placeholders people or exporters write, as "no artist": the composer names no one, and the
 * lyrics lookup asks nothing (a title alone would find another song's words).
 */
export const UNKNOWN_ARTIST = "Bilinmeyen sanatçı";

const UNKNOWN_ARTISTS = new Set([
  "bilinmeyen sanatçı",
  "bilinmeyen sanatci",
  "bilinmeyen",
  "sanatçı",
  "unknown",
  "unknown artist",
  "various artists",
  "various",
  "çeşitli sanatçılar",
  "anonim",
  "anonymous",
  "n/a",
  "-",
  "?",
]);

export function isUnknownArtist(artist: string | null | undefined): boolean {
  const key = (artist ?? "").replace(/\s+/g, " ").trim().toLocaleLowerCase("tr-TR");
  return key === "" || UNKNOWN_ARTISTS.has(key);
}
