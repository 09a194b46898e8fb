import type { CsvFormat } from "./csv-import-result";
import { FEATURE_NAMES, type FeatureName } from "./csv-values";
import { CONCEPT_WORDS, type ColumnRole, type Concept, knownHeaderTable } from "./header-words";

/**
 * Lower-cases with Turkish rules and drops diacritics, so "SANATÇI", "Sanatçı" and "sanatci" meet.
 * Words are split where the writer glued them ("channelName", "Artist2"); punctuation becomes a
 * space ("Artist Name(s)" -> "artist name s"). Letters of every script are kept.
 */
export function normalizeHeader(cell: string): string {
  return (
    cell
      .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
      .replace(/(\p{L})(\p{N})/gu, "$1 $2")
      .toLocaleLowerCase("tr-TR")
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      // Dotless ı has no decomposition; tr-TR lower-casing also turns every English "I" into it.
      .replace(/ı/g, "i")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}

const KNOWN = knownHeaderTable(normalizeHeader);

const WORDS: ReadonlyMap<string, Concept> = new Map(
  (Object.entries(CONCEPT_WORDS) as [Concept, readonly string[]][]).flatMap(([concept, words]) =>
    words.map((word) => [normalizeHeader(word), concept] as const),
  ),
);
/** Words long enough to be recognised as the start of a longer word, longest first. */
const PREFIX_WORDS = [...WORDS.keys()]
  .filter((word) => [...word].length >= 4)
  .sort((a, b) => b.length - a.length);

function longestPrefix(token: string): string | undefined {
  return PREFIX_WORDS.find((word) => token.startsWith(word));
}

/** The concepts of a normalised header; a glued compound ("kunstlername") gives both of its words. */
export function headerConcepts(normalized: string): Set<Concept> {
  const concepts = new Set<Concept>();
  for (const token of normalized.split(" ")) {
    const exact = WORDS.get(token);
    if (exact) {
      concepts.add(exact);
      continue;
    }
    const prefix = longestPrefix(token);
    if (!prefix) continue;
    concepts.add(WORDS.get(prefix)!);
    // The second word of a compound ("…name", "…名"); a Latin ending of one or two letters is an
    // inflection ("artists", "artistas"), not a word.
    const rest = token.slice(prefix.length);
    if ([...rest].length < 3 && /^[a-z0-9]*$/.test(rest)) continue;
    const restPrefix = WORDS.has(rest) ? rest : longestPrefix(rest);
    if (restPrefix) concepts.add(WORDS.get(restPrefix)!);
  }
  return concepts;
}

/** What a header means when no known header name matched it, from its words. */
function roleFromConcepts(c: Set<Concept>): ColumnRole | null {
  if (c.size === 0) return null;
  const has = (concept: Concept) => c.has(concept);
  if (has("added") || has("last")) return "ignore";
  // "Played At (UTC)", "Scrobble Date"; "ms played" is how long, not when
  if (has("played"))
    return has("ms") || has("seconds") || has("duration") || has("number") ? "ignore" : "playedAt";
  if (has("number") || has("genre") || has("date")) return "ignore";
  if (has("preview")) return "previewUrl";
  if (has("image")) return has("artist") && !has("album") ? "ignore" : "image";
  if (has("uri") || has("url") || has("id")) {
    if (has("artist") || has("album") || has("channel") || has("playlist")) return "ignore";
    if (has("video")) return has("id") ? "videoId" : "url";
    if (has("id")) return has("spotify") || has("song") ? "spotifyId" : "ignore";
    if (has("uri")) return "spotifyUri";
    return "url";
  }
  if (has("playlist")) return has("song") || has("artist") ? "ignore" : "playlist";
  if (has("album")) return has("artist") ? "albumArtist" : "album";
  if (has("duration")) return has("ms") ? "durationMs" : has("seconds") ? "durationSeconds" : "duration";
  if (has("channel")) return "channel";
  if (has("artist")) return has("song") || has("title") ? "artistTitle" : "artist";
  if (has("song") || has("title")) return "title";
  if (has("name")) return "name";
  if (has("type")) return "type";
  return null;
}

export type CellMatch = {
  role: ColumnRole;
  /** 3: a known header name; 2: a known name with a number ("Sanatçı 2"); 1: read from its words. */
  strength: 1 | 2 | 3;
  /** Named as Exportify names its columns, in any of its languages. */
  fromExportify: boolean;
};

const cellCache = new Map<string, CellMatch | null>();

export function matchHeaderCell(cell: string): CellMatch | null {
  const cached = cellCache.get(cell);
  if (cached !== undefined) return cached;
  const match = matchUncached(cell);
  // Data rows are tried as headers too; bound the cache so a huge file cannot grow it without end.
  if (cellCache.size < 5000) cellCache.set(cell, match);
  return match;
}

function matchUncached(cell: string): CellMatch | null {
  // A header cell is a few words; a long cell is data (and would only slow the word search down).
  if (cell.length > 80) return null;
  const normalized = normalizeHeader(cell);
  if (!normalized) return null;
  const known = KNOWN.get(normalized);
  // "Song - Artist" is a title-first column only as written, with its dash: "Track Artist" and
  // "song_artist" name an artist column
  const dashless = known?.role === "titleArtist" && !/[-–—]/.test(cell);
  if (known && !dashless) return { role: known.role, strength: 3, fromExportify: known.fromExportify };
  // "Sanatçı 1", "SANATÇI 2", "Artist2": numbered columns of one kind.
  const base = normalized.replace(/(?:\s+\d+)+$/, "");
  if (base && base !== normalized) {
    const numbered = KNOWN.get(base);
    if (numbered) return { role: numbered.role, strength: 2, fromExportify: false };
  }
  const role = roleFromConcepts(headerConcepts(base || normalized));
  return role ? { role, strength: 1, fromExportify: false } : null;
}

/** Column index per role; absent when the file has no such column. */
export type CsvColumns = {
  title?: number;
  /** How the title column was recognised: a bare "Name" is weaker evidence than "Track Name". */
  titleKind?: "title" | "name" | "artistTitle" | "titleArtist";
  /** Every artist column, in file order ("Sanatçı 1", "Sanatçı 2"); their values are joined. */
  artists: number[];
  /** The artist cell lists several artists the way Exportify writes them. */
  exportifyArtists: boolean;
  albumArtist?: number;
  album?: number;
  durationMs?: number;
  durationSeconds?: number;
  duration?: number;
  image?: number;
  previewUrl?: number;
  spotifyUri?: number;
  spotifyId?: number;
  isrc?: number;
  url?: number;
  videoId?: number;
  channel?: number;
  playlist?: number;
  type?: number;
  playedAt?: number;
  playCount?: number;
  features: Partial<Record<FeatureName, number>>;
};

type SingleRole = Exclude<
  keyof CsvColumns,
  "title" | "titleKind" | "artists" | "exportifyArtists" | "features"
>;

const SINGLE_ROLES: readonly SingleRole[] = [
  "albumArtist",
  "album",
  "durationMs",
  "durationSeconds",
  "duration",
  "image",
  "previewUrl",
  "spotifyUri",
  "spotifyId",
  "isrc",
  "url",
  "videoId",
  "channel",
  "playlist",
  "type",
  "playedAt",
  "playCount",
];

/** The kinds of title column, the stronger evidence of a title first among equally named ones. */
const TITLE_KINDS = ["title", "artistTitle", "titleArtist", "name"] as const;

/**
 * Whether a column's values read as song titles: not when nearly all of them are empty or whole
 * numbers (iTunes's "Work" is empty for pop songs, a "Track Count" holds 12 on every row).
 */
function holdsTitles(rows: readonly (readonly string[])[], column: number): boolean {
  let real = 0;
  for (const row of rows) {
    const value = row[column]?.trim() ?? "";
    if (value && !/^\d+$/.test(value)) real++;
  }
  return real * 4 >= rows.length;
}

/**
 * The columns the header names. `sampleRows`, the first data rows when known, settle which of
 * several title columns holds the titles.
 */
export function matchColumns(
  headerCells: readonly string[],
  sampleRows: readonly (readonly string[])[] = [],
): CsvColumns {
  const matches = headerCells.map((cell) => matchHeaderCell(cell));
  /** The strongest column of a role; the leftmost among equals. */
  const best = (role: ColumnRole): number | undefined => {
    let found: number | undefined;
    matches.forEach((match, index) => {
      if (match?.role !== role) return;
      if (found === undefined || match.strength > matches[found]!.strength) found = index;
    });
    return found;
  };

  const columns: CsvColumns = { artists: [], exportifyArtists: false, features: {} };
  // A column holding titles before one that holds none (iTunes's empty "Work", a "Track Count"),
  // then by kind (a song column read from its words, "Favorite song", beats a form's "Name"), then
  // the strongest ("Name" named outright beats "Movement Name"), then from the left.
  const rows = sampleRows.slice(0, 200);
  const candidates = matches.flatMap((match, index) => {
    const kind = TITLE_KINDS.find((k) => k === match?.role);
    if (!match || !kind) return [];
    const filled = rows.length === 0 || holdsTitles(rows, index);
    return [{ index, kind, filled, strength: match.strength, rank: TITLE_KINDS.indexOf(kind) }];
  });
  candidates.sort(
    (a, b) =>
      Number(b.filled) - Number(a.filled) || a.rank - b.rank || b.strength - a.strength || a.index - b.index,
  );
  const title = candidates[0];
  if (title) {
    columns.title = title.index;
    columns.titleKind = title.kind;
  }

  // Columns named outright ("Artist", "Sanatçı 2") are trusted; one read from its words only
  // when nothing better is there ("Artist Country" next to "Artist" is not a second artist).
  const artistColumns = matches.flatMap((match, index) =>
    match?.role === "artist" ? [{ match, index }] : [],
  );
  const named = artistColumns.filter(({ match }) => match.strength >= 2);
  columns.artists = (named.length > 0 ? named : artistColumns).map(({ index }) => index);
  columns.exportifyArtists = columns.artists.some((index) => matches[index]?.fromExportify);

  for (const role of SINGLE_ROLES) {
    const index = best(role);
    if (index !== undefined) columns[role] = index;
  }
  for (const name of FEATURE_NAMES) {
    const index = best(name);
    if (index !== undefined) columns.features[name] = index;
  }
  return columns;
}

/**
 * How strongly a row reads as a header row, or 0 when it cannot be one (it names no title column).
 * One recognised cell is enough only when it is a title named outright ("Şarkılar") and the row
 * is the first or has nothing else in it: a song called "Song 2" by Blur stays a song, and so does
 * "Şarkı 1,Tarkan" read whole with the wrong separator.
 */
export function headerScore(cells: readonly string[], isFirstRow: boolean): number {
  let score = 0;
  let hasTitle = false;
  let strongTitle = false;
  let titleStrength = 0;
  let unknown = 0;
  let known = 0;
  for (const cell of cells) {
    if (!cell.trim()) continue;
    const match = matchHeaderCell(cell);
    if (!match) {
      unknown++;
      continue;
    }
    known++;
    if (
      match.role === "title" ||
      match.role === "name" ||
      match.role === "artistTitle" ||
      match.role === "titleArtist"
    ) {
      hasTitle = true;
      titleStrength = Math.max(titleStrength, match.strength);
      if (match.role !== "name" && match.strength === 3) strongTitle = true;
    }
    score += match.role === "ignore" ? 0.5 : match.strength === 1 ? 0.75 : 1;
  }
  if (!hasTitle) return 0;
  // A title read only from its words ("Yaz Şarkıları") next to one other cell is more likely a
  // preamble's value ("Playlist title","Yaz Şarkıları") than a header.
  const named = unknown === 0 && known >= 2 && titleStrength >= 2;
  if (score >= 2 || named || (strongTitle && (unknown === 0 || isFirstRow))) {
    return score;
  }
  return 0;
}

/** Only informative (tests, logs); the columns drive the import. */
export function detectCsvFormat(headerCells: readonly string[], columns: CsvColumns): CsvFormat {
  const normalized = new Set(headerCells.map(normalizeHeader));
  const has = (name: string) => normalized.has(name);
  if (columns.exportifyArtists) {
    // Classic Exportify has artist URIs and an album image; exportify.net dropped both.
    const classic = headerCells.some((cell) => {
      const match = matchHeaderCell(cell);
      return match?.fromExportify && match.role === "image";
    });
    return classic ? "exportify" : "exportify-net";
  }
  if (columns.playlist !== undefined && columns.type !== undefined && has("track name")) return "tunemymusic";
  if (has("title") && has("artist") && has("isrc")) return "soundiiz";
  if (columns.videoId !== undefined || columns.channel !== undefined) return "youtube";
  return "generic";
}
