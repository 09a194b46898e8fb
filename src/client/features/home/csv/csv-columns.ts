import type { CsvFormat } from "./csv-import-result";

/**
 * Header names are compared after `normalizeHeader`, so every entry below is lower-case ASCII
 * with single spaces. Within a role the order is the priority: the first name present wins.
 */
const HEADER_NAMES = {
  title: [
    "track name",
    "title",
    "song",
    "song name",
    "song title",
    "track title",
    "track",
    "sarki",
    "sarki adi",
    "sarki ismi",
    "sarkinin adi",
    "sarki basligi",
    "parca",
    "parca adi",
    "parca ismi",
    "eser",
    "eser adi",
    "baslik",
    // Generic words last: a file with both "Track Name" and "Name" means the former.
    "name",
    "isim",
    "ad",
  ],
  artist: [
    "artist name s",
    "artist names",
    "artist name",
    "artist",
    "artists",
    "artist s",
    "singer",
    "performer",
    "band",
    "creator",
    "sanatci",
    "sanatcilar",
    "sanatci lar",
    "sanatci adi",
    "sarkici",
    "sarkicilar",
    "sarkici adi",
    "yorumcu",
    "icraci",
    "grup",
  ],
  album: ["album name", "album", "album adi"],
  durationMs: ["track duration ms", "duration ms", "duration in ms", "length ms", "sure ms"],
  durationSeconds: [
    "duration s",
    "duration sec",
    "duration seconds",
    "duration in seconds",
    "sure sn",
    "sure saniye",
  ],
  /** Unit unknown: Soundiiz writes seconds, hand-made files write "3:45"; see `parseDurationMs`. */
  duration: ["duration", "length", "time", "sure", "uzunluk"],
  image: [
    "album image url",
    "image url",
    "image",
    "cover",
    "cover url",
    "album cover",
    "album art",
    "artwork",
    "artwork url",
    "thumbnail",
    "kapak",
    "kapak resmi",
  ],
  previewUrl: ["track preview url", "preview url", "preview"],
  spotifyUri: ["track uri", "spotify uri", "uri"],
  spotifyId: ["spotify id", "spotify track id", "track id"],
  url: ["url", "link", "track url", "song url", "spotify url", "spotify link", "external url", "baglanti"],
  tempo: ["tempo"],
  energy: ["energy"],
  valence: ["valence"],
  danceability: ["danceability"],
  acousticness: ["acousticness"],
  loudness: ["loudness"],
  key: ["key"],
  mode: ["mode"],
} as const satisfies Record<string, readonly string[]>;

export type ColumnRole = keyof typeof HEADER_NAMES;

/** Column index per role; a role is absent when the file has no such column. */
export type CsvColumns = Partial<Record<ColumnRole, number>>;

const KNOWN_HEADER_NAMES: ReadonlySet<string> = new Set(Object.values(HEADER_NAMES).flat());

/**
 * Lower-cases with Turkish rules and drops diacritics, so "SANATÇI", "Sanatçı" and "sanatci" meet.
 * Punctuation becomes a space: "Artist Name(s)" -> "artist name s", "Spotify - id" -> "spotify id".
 */
export function normalizeHeader(cell: string): string {
  return (
    cell
      .toLocaleLowerCase("tr-TR")
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      // Dotless ı has no decomposition; tr-TR lower-casing also turns every English "I" into it.
      .replace(/ı/g, "i")
      .replace(/[^a-z0-9]+/g, " ")
      .trim()
  );
}

export function isKnownHeaderName(cell: string): boolean {
  return KNOWN_HEADER_NAMES.has(normalizeHeader(cell));
}

export function matchColumns(headerCells: readonly string[]): CsvColumns {
  const normalized = headerCells.map(normalizeHeader);
  const columns: CsvColumns = {};
  for (const role of Object.keys(HEADER_NAMES) as ColumnRole[]) {
    for (const name of HEADER_NAMES[role]) {
      const index = normalized.indexOf(name);
      if (index !== -1) {
        columns[role] = index;
        break;
      }
    }
  }
  return columns;
}

export function hasTitleAndArtist(columns: CsvColumns): boolean {
  return columns.title !== undefined && columns.artist !== undefined;
}

/** Only informative (and used for the exportify.net artist separator); unknown layouts are "generic". */
export function detectCsvFormat(headerCells: readonly string[]): CsvFormat {
  const names = new Set(headerCells.map(normalizeHeader));
  const has = (name: string) => names.has(name);
  if (has("track uri") && has("track name") && has("artist name s")) {
    // The 2026 exportify.net layout dropped the URI and image columns of the classic one.
    return has("artist uri s") || has("album image url") || has("track duration ms")
      ? "exportify"
      : "exportify-net";
  }
  if (has("track name") && has("artist name") && has("playlist name")) return "tunemymusic";
  if (has("title") && has("artist") && has("isrc") && (has("addeddate") || has("added date"))) {
    return "soundiiz";
  }
  return "generic";
}
