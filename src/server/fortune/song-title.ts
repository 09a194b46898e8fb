/**
 * A song's title without its version marks, for the lyrics lookup (lyrics.ts) and for the comment,
 * which quotes the song and not the recording ("Bu Akşam (Canlı)" -> "Bu Akşam").
 */

// Words that mark a version of a recording rather than a different song.
// Unicode-aware word edges: \b would not see the end of "canlı".
const VERSION_WORDS =
  /(?<![\p{L}\p{N}])(remaster(ed)?|live|canl[ıi]|feat|ft|featuring|with|version|versiyon|edit|mix|remix|mono|stereo|acoustic|akustik|unplugged|sessions?|performance|performans|demo|bonus|deluxe|official|video|audio|lyrics?|clip|klip|explicit|instrumental|karaoke|single|radio|extended|original|from|anniversary|re-?recorded|sped up|slowed|reverb|nightcore|\d{4})(?![\p{L}\p{N}])/iu;
/**
 * "(Japanese Ver.)", "(Test Ver)": K-pop's short "version", read in brackets only ("Kalbim - Boş
 * Ver" is a song's name).
 */
const BRACKET_VERSION = /(?<![\p{L}\p{N}])ver(?![\p{L}\p{N}])/iu;

/**
 * Drops version marks: "Yesterday (Remastered 2009)", "Song - Live", "Song feat. X" -> the song.
 * Titles arrive as the person's list has them (ADR 032: "Bu Akşam (Canlı)", "Heroes (Remastered
 * 2013)", "Tum Hi Ho (FILM Version)"); the lookup wants the song.
 */
export function cleanTitle(title: string): string {
  let t = title.replace(/\s+/g, " ").trim();
  // Bracketed parts that name a version; "(I Can't Get No) Satisfaction" keeps its brackets.
  t = t.replace(/\s*[([{]([^)\]}]*)[)\]}]/g, (whole, inner: string) =>
    VERSION_WORDS.test(inner) || BRACKET_VERSION.test(inner) ? "" : whole,
  );
  // " - Live at Wembley", " - 2011 Remaster", " – Radio Edit"
  t = t.replace(/\s+[-–—]\s+(.*)$/, (whole, rest: string) => (VERSION_WORDS.test(rest) ? "" : whole));
  // A bare "feat. X" to the end.
  t = t.replace(/\s+(feat\.?|ft\.|featuring)\s+.*$/i, "");
  t = t.trim();
  return t || title.trim();
}
