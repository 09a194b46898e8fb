import Papa from "papaparse";
import type { Track } from "@/shared/api-types";
import { listedVideoTitle } from "@/shared/youtube-title/engine";
import {
  type CsvColumns,
  detectCsvFormat,
  headerConcepts,
  headerScore,
  matchColumns,
  normalizeHeader,
} from "./csv-columns";
import {
  CSV_MAX_BYTES,
  CSV_MAX_DATA_ROWS,
  CSV_MAX_ROWS,
  CSV_TEXT_MAX,
  type CsvFormat,
  type CsvImportResult,
  type CsvPlaylist,
  csvImportFailure,
  UNKNOWN_ARTIST,
} from "./csv-import-result";
import { csvTrackId } from "./csv-track-id";
import {
  cleanText,
  type DurationUnit,
  FEATURE_NAMES,
  httpUrl,
  normalizeIsrc,
  parseDurationMs,
  parseFeatures,
  spotifyTrackId,
  youtubeVideoId,
} from "./csv-values";
import { decodeCsvBytes, sniffBinary } from "./decode-csv-bytes";

/** Separators a header row is tried with. On a tie the earlier one wins: commas turn up inside song titles far more often than the others. */
const HEADER_DELIMITERS = ["\t", ";", "|", ","] as const;
/** Without a header, Papa guesses among these from how evenly they split the lines. */
const GUESS_DELIMITERS = ["\t", ";", ","];
/** YouTube exporters write a few "Key","Value" lines before the header; hand-made files a title. */
const HEADER_SEARCH_ROWS = 40;
const HEADER_SEARCH_BYTES = 64 * 1024;

type Layout = {
  format: CsvFormat;
  columns: CsvColumns;
  /** The "Artist - Title" shape is read from the title ("Tarkan - Şımarık" lists, video titles). */
  splitTitles: "never" | "when-no-artist" | "always";
};

/**
 * The whole import, without I/O, so it runs the same in the worker, on the main thread and in tests.
 */
export function parsePlaylistCsv(bytes: Uint8Array, fileName: string): CsvImportResult {
  if (bytes.length === 0) return csvImportFailure("empty");
  if (bytes.length > CSV_MAX_BYTES) return csvImportFailure("too-large");
  const binary = sniffBinary(bytes);
  if (binary) return csvImportFailure(binary);

  const { text } = decodeCsvBytes(bytes);
  // Separators and quotes alone are what a spreadsheet writes when saving an empty sheet.
  if (!/[^\s,;|"]/.test(text)) return csvImportFailure("empty");
  if (looksBinary(text)) return csvImportFailure("not-text");

  const found = findHeader(text) ?? findHeaderless(text);
  if (!found) return csvImportFailure("not-a-playlist");
  const { layout, dataRows } = found;
  if (dataRows.length > CSV_MAX_DATA_ROWS) return csvImportFailure("too-many-rows");

  const tracks: Track[] = [];
  const trackPlaylists: number[] = [];
  const playlists: CsvPlaylist[] = [];
  const playlistIndex = new Map<string, number>();
  let skipped = 0;
  let notSongs = 0;
  for (const row of dataRows) {
    const track = toTrack(row, layout);
    if (track === "not-a-song") {
      notSongs++;
      continue;
    }
    if (!track) {
      skipped++;
      continue;
    }
    tracks.push(track);
    const columns = layout.columns;
    if (columns.playlist !== undefined) {
      const name = cleanText(row[columns.playlist], CSV_TEXT_MAX);
      let index = playlistIndex.get(name);
      if (index === undefined) {
        index = playlists.length;
        playlistIndex.set(name, index);
        playlists.push({ name, count: 0 });
      }
      playlists[index]!.count++;
      trackPlaylists.push(index);
    }
  }
  if (tracks.length === 0) return csvImportFailure(notSongs > 0 ? "no-songs" : "no-tracks");

  const name = playlistName(fileName);
  if (playlists.length >= 2) {
    // Each playlist must fit the draw's limit on its own; "all" is offered only when it fits too.
    if (playlists.every((playlist) => playlist.count > CSV_MAX_ROWS))
      return csvImportFailure("too-many-rows");
    return { ok: true, name, tracks, skipped, format: layout.format, playlists, trackPlaylists };
  }
  if (tracks.length > CSV_MAX_ROWS) return csvImportFailure("too-many-rows");
  return { ok: true, name, tracks, skipped, format: layout.format };
}

type Found = { layout: Layout; dataRows: string[][] };

function parseRows(text: string, delimiter: string, preview = 0): string[][] {
  return Papa.parse<string[]>(text, {
    delimiter,
    preview,
    newline: lineEnding(text),
    skipEmptyLines: "greedy",
  }).data;
}

/**
 * Papa guesses the line ending by rewriting the first megabyte of the text on every call, which
 * costs more than the parse itself; the first line ending tells it just as well.
 */
function lineEnding(text: string): "\r\n" | "\n" | "\r" {
  const newline = text.indexOf("\n");
  if (newline > 0 && text[newline - 1] === "\r") return "\r\n";
  if (newline === -1 && text.includes("\r")) return "\r";
  return "\n";
}

/**
 * The header row may be anywhere in the first rows, after a preamble, and its separator is not
 * known: every separator is tried, and the row that names the most columns we know wins.
 */
function findHeader(text: string): Found | null {
  let best: { delimiter: string; index: number; score: number } | null = null;
  // With a wrong separator a quoted cell may not close where Papa expects and it reads on to the
  // end of the file: the search reads only the start.
  const sample = text.slice(0, HEADER_SEARCH_BYTES);
  for (const delimiter of HEADER_DELIMITERS) {
    const rows = parseRows(sample, delimiter, HEADER_SEARCH_ROWS);
    rows.forEach((row, index) => {
      const score = headerScore(row, index === 0);
      if (score > 0 && (!best || score > best.score)) best = { delimiter, index, score };
    });
  }
  if (!best) return null;
  const { delimiter, index } = best;
  const rows = parseRows(text, delimiter);
  const header = rows[index]!;
  const columns = matchColumns(header);
  if (columns.titleKind === "name" && columns.artists.length === 0 && !hasMusicColumns(columns)) {
    // "Ad, Soyad, Telefon" is a list of people, not of songs.
    return null;
  }
  const dataRows = rows.slice(index + 1);
  const video = columns.videoId !== undefined || columns.channel !== undefined;
  let splitTitles: Layout["splitTitles"] = "when-no-artist";
  if (columns.titleKind === "artistTitle" || video) splitTitles = "always";
  else if (columns.artists.length === 0) {
    splitTitles = mostlyArtistDashTitle(dataRows.map((row) => row[columns.title!] ?? ""))
      ? "always"
      : "never";
  }
  return { layout: { format: detectCsvFormat(header, columns), columns, splitTitles }, dataRows };
}

/**
 * A list written as "Artist - Title" throughout is read that way; a stray dash in a few titles
 * ("Tik Tok - Kesha") is more likely part of how the person wrote that one title.
 */
function mostlyArtistDashTitle(titles: readonly string[]): boolean {
  const dashed = titles.filter((title) => /\s[-–—]\s/.test(title)).length;
  return dashed * 2 > titles.length;
}

function hasMusicColumns(columns: CsvColumns): boolean {
  return [
    columns.album,
    columns.durationMs,
    columns.durationSeconds,
    columns.spotifyUri,
    columns.spotifyId,
    columns.isrc,
    columns.videoId,
    columns.previewUrl,
    columns.playlist,
  ].some((index) => index !== undefined);
}

/**
 * A file without a header is read in its two simplest shapes: "title, artist" rows, or one song
 * per line ("Gülpembe", or "Barış Manço - Gülpembe"). Anything wider or without words is more
 * likely some other table than a playlist.
 */
function findHeaderless(text: string): Found | null {
  const newline = lineEnding(text);
  const { data: rows } = Papa.parse<string[]>(text, {
    delimitersToGuess: GUESS_DELIMITERS,
    newline,
    skipEmptyLines: "greedy",
  });
  if (rows.length === 0) return null;
  // "1,Gülpembe,Barış Manço": a numbered list; the numbers are not part of the songs.
  const numbered = rows.filter((row) => /^\s*\d{1,5}[.)]?\s*$/.test(row[0] ?? "")).length;
  const first = numbered * 10 >= rows.length * 9 ? 1 : 0;
  const widths = rows.map((row) => filledWidth(row.slice(first)));
  const singles = widths.filter((width) => width <= 1).length;
  const wide = widths.filter((width) => width >= 3).length;
  const pairs = widths.filter((width) => width === 2).length;
  const titled = rows.filter((row) => hasLetter(row[first] ?? "")).length;

  const mostlySingles = singles * 10 >= rows.length * 7;
  if (!mostlySingles && wide === 0 && pairs * 2 >= rows.length && titled * 2 >= rows.length) {
    return {
      layout: {
        format: "headerless",
        columns: {
          title: first,
          titleKind: "title",
          artists: [first + 1],
          exportifyArtists: false,
          features: {},
        },
        splitTitles: "never",
      },
      dataRows: rows,
    };
  }
  // Mostly one cell per line: one song per line, and the separators some titles hold are theirs.
  if (singles * 2 < rows.length) return null;

  const lines = Papa.parse<string[]>(text, {
    delimiter: Papa.UNIT_SEP,
    newline,
    skipEmptyLines: "greedy",
  }).data;
  let titles = lines.map((line) => (line[0] ?? "").trim());
  // "1. Gülpembe", "2) Şımarık", "03 - Affet": a list the person numbered.
  const NUMBERING = /^#?\d{1,4}\s*[.):-]\s*(?=\S)/;
  if (titles.filter((title) => NUMBERING.test(title)).length * 10 >= titles.length * 6) {
    titles = titles.map((title) => title.replace(NUMBERING, ""));
  }
  if (!looksLikeTitles(titles)) return null;
  return {
    layout: {
      format: "title-list",
      columns: { title: 0, titleKind: "title", artists: [], exportifyArtists: false, features: {} },
      splitTitles: mostlyArtistDashTitle(titles) ? "always" : "never",
    },
    dataRows: titles.map((title) => [title]),
  };
}

/** Words, not numbers, addresses or long prose. */
function looksLikeTitles(titles: string[]): boolean {
  if (titles.length === 0) return false;
  const worded = titles.filter((title) => hasLetter(title) && !/^(?:https?:\/\/|www\.)|@\S+\./i.test(title));
  if (worded.length * 10 < titles.length * 8) return false;
  const lengths = titles.map((title) => title.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)]! <= 120;
}

/** Ignores trailing empty cells, which a trailing separator produces. */
function filledWidth(row: string[]): number {
  let width = row.length;
  while (width > 0 && (row[width - 1] ?? "").trim() === "") width--;
  return width;
}

function hasLetter(value: string): boolean {
  return /\p{L}/u.test(value);
}

/** Control characters in quantity mean the bytes were never text (a picture, a database). */
function looksBinary(text: string): boolean {
  const length = Math.min(text.length, 65_536);
  let controls = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    // Tab, line breaks and form feeds are text; other C0 and C1 controls and U+FFFD are not.
    if (code < 9 || (code > 13 && code < 32) || (code >= 0x7f && code <= 0x9f) || code === 0xfffd) controls++;
  }
  return controls * 20 > length;
}

/**
 * Library exports list the person's saved albums and artists next to the songs; only songs become
 * tracks. Everything else in the column (TuneMyMusic: "Playlist", liked songs "Favorite") is a song.
 * Album and artist are recognised in any language the header words know ("Álbum", "Künstler").
 */
const NOT_SONG_TYPES = new Set([
  "podcast",
  "podcasts",
  "episode",
  "episodes",
  "show",
  "shows",
  "audiobook",
  "audiobooks",
]);

const notSongCache = new Map<string, boolean>();

function isNotSongType(value: string): boolean {
  let answer = notSongCache.get(value);
  if (answer === undefined) {
    const normalized = normalizeHeader(value);
    const concepts = headerConcepts(normalized);
    answer =
      NOT_SONG_TYPES.has(normalized) ||
      ((concepts.has("album") || concepts.has("artist")) && !concepts.has("song"));
    if (notSongCache.size < 1000) notSongCache.set(value, answer);
  }
  return answer;
}

function toTrack(row: string[], { columns, splitTitles }: Layout): Track | "not-a-song" | null {
  const cell = (index: number | undefined) => (index === undefined ? undefined : row[index]);

  const type = cell(columns.type)?.trim();
  if (type && isNotSongType(type)) return "not-a-song";

  let title = cleanText(unescapeCommas(cell(columns.title)), CSV_TEXT_MAX);
  if (!title) return null;
  let artist = readArtists(row, columns);

  const split =
    splitTitles === "always" ||
    columns.titleKind === "artistTitle" ||
    (splitTitles === "when-no-artist" && !artist && columns.artists.length > 0);
  if (split && !artist) {
    // The YouTube path's reading of video titles: "Artist - Title (Official Video)", channel names.
    const clean = listedVideoTitle(title, cell(columns.channel));
    title = cleanText(clean.title, CSV_TEXT_MAX) || title;
    artist = cleanText(clean.artist, CSV_TEXT_MAX);
  }
  if (!artist && columns.albumArtist !== undefined) {
    artist = cleanText(unescapeCommas(cell(columns.albumArtist)), CSV_TEXT_MAX);
  }

  const spotifyId =
    spotifyTrackId(cell(columns.spotifyUri), false) ??
    spotifyTrackId(cell(columns.spotifyId), true) ??
    spotifyTrackId(cell(columns.url), false);
  const videoId = youtubeVideoId(cell(columns.videoId)) ?? youtubeVideoId(cell(columns.url));
  const isrc = normalizeIsrc(cell(columns.isrc));

  const externalUrl = spotifyId
    ? `https://open.spotify.com/track/${spotifyId}`
    : videoId
      ? `https://www.youtube.com/watch?v=${videoId}`
      : httpUrl(cell(columns.url));
  const image =
    httpUrl(cell(columns.image)) ??
    (videoId && !spotifyId ? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` : null);

  const featureValues = Object.fromEntries(FEATURE_NAMES.map((name) => [name, cell(columns.features[name])]));

  return {
    id: csvTrackId({ spotifyId, isrc, videoId, title, artist }),
    title,
    artist: artist || UNKNOWN_ARTIST,
    album: cleanText(unescapeCommas(cell(columns.album)), CSV_TEXT_MAX) || null,
    image,
    previewUrl: httpUrl(cell(columns.previewUrl)),
    externalUrl,
    durationMs: readDuration(row, columns),
    features: parseFeatures(featureValues),
  };
}

/** Classic Exportify escapes a comma inside a name as "\,"; the backslash is not part of the name. */
function unescapeCommas(value: string | undefined): string | undefined {
  return value?.includes("\\,") ? value.replace(/\\,/g, ",") : value;
}

const ESCAPED_COMMA = "\u0000";

/**
 * Every artist column, joined with ", " (hand-made files number them: "Sanatçı 1", "Sanatçı 2").
 * An Exportify artist cell is itself a list: classic Exportify joins with ", " (escaping commas in
 * names as "\,"), exportify.net with ";" since 2025-07 and with "," before.
 */
function readArtists(row: string[], columns: CsvColumns): string {
  // The common case, one artist column holding one name, needs no list work.
  if (columns.artists.length === 1 && !columns.exportifyArtists) {
    return cleanText(unescapeCommas(row[columns.artists[0]!]), CSV_TEXT_MAX);
  }
  const names: string[] = [];
  const seen = new Set<string>();
  for (const index of columns.artists) {
    const value = row[index] ?? "";
    // An escaped comma is set aside before splitting (no look-behind: Safari 16.3 and older lack it).
    const parts = columns.exportifyArtists
      ? value.replace(/\\,/g, ESCAPED_COMMA).split(/;|,(?!\s)/)
      : [unescapeCommas(value) ?? ""];
    for (const part of parts) {
      const name = cleanText(part.replaceAll(ESCAPED_COMMA, ","), CSV_TEXT_MAX);
      const key = name.toLocaleLowerCase("tr-TR");
      if (name && !seen.has(key)) {
        seen.add(key);
        names.push(name);
      }
    }
  }
  return cleanText(names.join(", "), CSV_TEXT_MAX);
}

function readDuration(row: string[], columns: CsvColumns): number | null {
  const sources: [number | undefined, DurationUnit][] = [
    [columns.durationMs, "ms"],
    [columns.durationSeconds, "s"],
    [columns.duration, "unknown"],
  ];
  for (const [index, unit] of sources) {
    if (index === undefined) continue;
    const ms = parseDurationMs(row[index], unit);
    if (ms !== null) return ms;
  }
  return null;
}

function playlistName(fileName: string): string {
  return cleanText(fileName.replace(/\.(csv|tsv|txt)$/i, ""), CSV_TEXT_MAX) || "CSV";
}
