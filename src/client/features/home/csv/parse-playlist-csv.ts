import Papa from "papaparse";
import type { Track } from "@/shared/api-types";
import { isTitleWithVersion, listedVideoTitle } from "@/shared/youtube-title/engine";
import {
  type CsvColumns,
  detectCsvFormat,
  headerConcepts,
  headerScore,
  matchColumns,
  matchHeaderCell,
  normalizeHeader,
} from "./csv-columns";
import { columnOfMoments, genericTimeColumn, hasRepeats, isMoment, mergePlays } from "./csv-history";
import {
  CSV_MAX_BYTES,
  CSV_MAX_DATA_ROWS,
  CSV_MAX_ROWS,
  CSV_TEXT_MAX,
  type CsvFormat,
  type CsvImportFailure,
  type CsvImportResult,
  type CsvImportSuccess,
  type CsvPlaylist,
  csvBrokenRow,
  csvImportFailure,
  distinctSongCount,
  fitSongLimit,
  fittedCount,
  UNKNOWN_ARTIST,
} from "./csv-import-result";
import { checkRows, filledWidth, lineEnding, type Newline, parseRows, unifyLineEndings } from "./csv-rows";
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
  /**
   * A listening history (one row per play) becomes its songs: "yes" for a column of play times
   * under a history's header, "if-repeats" under a header that only says "Date".
   */
  history: "yes" | "if-repeats" | "no";
};

/**
 * The whole import, without I/O, so it runs the same in the worker, on the main thread and in tests.
 */
export function parsePlaylistCsv(bytes: Uint8Array, fileName: string): CsvImportResult {
  if (bytes.length === 0) return csvImportFailure("empty");
  if (bytes.length > CSV_MAX_BYTES) return csvImportFailure("too-large");
  const binary = sniffBinary(bytes);
  if (binary) return csvImportFailure(binary);

  const text = unifyLineEndings(decodeCsvBytes(bytes).text);
  // Separators and quotes alone are what a spreadsheet writes when saving an empty sheet.
  if (!/[^\s,;|"]/.test(text)) return csvImportFailure("empty");
  if (looksBinary(text)) return csvImportFailure("not-text");

  const found = findHeader(text) ?? findHeaderless(text);
  if (!found) return csvImportFailure("not-a-playlist");
  if ("ok" in found) return found;
  const { layout, dataRows, repaired } = found;
  if (dataRows.length > CSV_MAX_DATA_ROWS) return csvImportFailure("too-many-lines");

  const history = layout.history !== "no";
  const tracks: Track[] = [];
  /** plays each track's row stands for, in a history that counts them per row */
  const weights: number[] = [];
  const trackPlaylists: number[] = [];
  const playlists: CsvPlaylist[] = [];
  const playlistIndex = new Map<string, number>();
  let skipped = 0;
  let notSongs = 0;
  // A history repeats its rows, a play time apart: each song is read once.
  const read = history ? memoizedByCells(layout) : (row: string[]) => toTrack(row, layout);
  const playlistNames =
    layout.columns.playlist === undefined ? undefined : playlistCells(dataRows, layout.columns.playlist);
  for (const [rowIndex, row] of dataRows.entries()) {
    const track = read(row);
    // a history's rows without a song are its podcasts and audiobooks
    if (track === "not-a-song" || (!track && history)) {
      notSongs++;
      continue;
    }
    if (!track) {
      skipped++;
      continue;
    }
    tracks.push(track);
    const columns = layout.columns;
    if (history && columns.playCount !== undefined) weights.push(playCount(row[columns.playCount]));
    if (columns.playlist !== undefined) {
      const name = playlistNames![rowIndex]!;
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
  const outcome = { name, skipped, format: layout.format, ...(repaired > 0 ? { repaired } : {}) };
  if (playlists.length >= 2) {
    // Each playlist must fit the draw's limit on its own, counted as it loads (its repeats merged
    // when that makes it fit); "all" is offered only when it fits too.
    const songIds = playlists.map(() => new Set<string>());
    for (const [index, track] of tracks.entries()) songIds[trackPlaylists[index]!]!.add(track.id);
    for (const [index, playlist] of playlists.entries()) {
      playlist.count = fittedCount(playlist.count, songIds[index]!.size);
    }
    if (playlists.every((playlist) => playlist.count > CSV_MAX_ROWS))
      return csvImportFailure("too-many-rows");
    const allCount = fittedCount(tracks.length, distinctSongCount(tracks));
    return { ok: true, ...outcome, tracks, playlists, trackPlaylists, allCount };
  }
  const songs = mergeRepeats(tracks, layout, weights.length === tracks.length ? weights : undefined);
  if (songs.tracks.length > CSV_MAX_ROWS) return csvImportFailure("too-many-rows");
  return { ok: true, ...outcome, ...songs };
}

/**
 * Each row's playlist. A spreadsheet with the playlist's cells merged saves the name on the
 * group's first row only ("Yaz;Şımarık", ";Kuzu Kuzu", "Kış;Gidiyorum"): when the column is
 * mostly empty in that pattern (it starts with a name, a name never repeats on the next row, and
 * half the rows or more are empty), an empty cell belongs to the name above it. An exporter
 * writes the name on every row (TuneMyMusic), so a playlist named "" stays one there.
 */
function playlistCells(rows: readonly string[][], column: number): string[] {
  const names = rows.map((row) => cleanText(row[column], CSV_TEXT_MAX));
  let empty = 0;
  for (const [index, name] of names.entries()) {
    if (!name) empty++;
    else if (index > 0 && names[index - 1] === name) return names;
  }
  if (!names[0] || empty === 0 || empty * 2 < names.length) return names;
  let current = "";
  return names.map((name) => {
    if (name) current = name;
    return current;
  });
}

/** A history row's play count ("3"); a row without one is one play. */
function playCount(value: string | undefined): number {
  const text = value?.trim() ?? "";
  return /^\d{1,8}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

/** toTrack, remembered by the cells it reads (not the play time), for a history's repeated rows. */
function memoizedByCells(layout: Layout): (row: string[]) => ReturnType<typeof toTrack> {
  const {
    features,
    playedAt: _playedAt,
    playCount: _playCount,
    titleKind: _kind,
    exportifyArtists: _joined,
    artists,
    ...single
  } = layout.columns;
  const used = [...artists, ...Object.values(single), ...Object.values(features)].filter(
    (index): index is number => typeof index === "number",
  );
  const seen = new Map<string, ReturnType<typeof toTrack>>();
  return (row) => {
    const key = used.map((index) => row[index] ?? "").join("\u0001");
    let track = seen.get(key);
    if (track === undefined) {
      track = toTrack(row, layout);
      seen.set(key, track);
    }
    return track;
  };
}

/**
 * A listening history becomes its songs, each with its plays; any other list keeps its rows, so
 * a song listed twice keeps both places, unless merging its repeats is what makes it fit the
 * song limit (ADR 032).
 */
function mergeRepeats(
  tracks: Track[],
  layout: Layout,
  weights: readonly number[] | undefined,
): Pick<CsvImportSuccess, "tracks" | "merged"> {
  const history = layout.history === "yes" || (layout.history === "if-repeats" && hasRepeats(tracks));
  const repeats = hasRepeats(tracks);
  if (history && (repeats || weights?.some((plays) => plays > 1))) {
    // a row with a play count ("Play Count" 3) is that many listens
    const plays = weights?.reduce((sum, n) => sum + n, 0);
    return {
      tracks: mergePlays(tracks, weights),
      merged: {
        rows: tracks.length,
        history: true,
        ...(plays !== undefined && { plays }),
        ...(!repeats && { repeats: false }),
      },
    };
  }
  const fitted = fitSongLimit(tracks);
  return fitted.mergedRows === undefined
    ? { tracks }
    : { tracks: fitted.tracks, merged: { rows: fitted.mergedRows, history: false } };
}

type Found = { layout: Layout; dataRows: string[][]; repaired: number };

/**
 * The header row may be anywhere in the first rows, after a preamble, and its separator is not
 * known: every separator is tried, and the row that names the most columns we know wins.
 */
function findHeader(text: string): Found | CsvImportFailure | null {
  let best: { delimiter: string; index: number; score: number } | null = null;
  let videoIds: { delimiter: string; index: number } | null = null;
  const newline = lineEnding(text);
  // With a wrong separator a quoted cell may not close where Papa expects and it reads on to the
  // end of the file: the search reads only the start.
  const sample = text.slice(0, HEADER_SEARCH_BYTES);
  for (const delimiter of HEADER_DELIMITERS) {
    const { rows, quoteErrors } = parseRows(sample, delimiter, newline, HEADER_SEARCH_ROWS);
    rows.forEach((row, index) => {
      // lines a broken quote joined are no header, however many header-like cells they hold
      if (quoteErrors.has(index)) return;
      const score = headerScore(row, index === 0);
      if (score > 0 && (!best || score > best.score)) best = { delimiter, index, score };
      if (!videoIds && isVideoIdTable(row, rows[index + 1])) videoIds = { delimiter, index };
    });
  }
  // Google Takeout's YouTube playlists ("Video ID,Playlist Video Creation Timestamp", once after a
  // preamble about the playlist) hold no song names; the playlist itself has them.
  type Place = { delimiter: string; index: number };
  // (assigned in the callbacks above, which TypeScript's narrowing does not see)
  const ids = videoIds as Place | null;
  const found = best as Place | null;
  if (ids && (!found || (found.delimiter === ids.delimiter && found.index < ids.index))) {
    return csvImportFailure("video-ids-only");
  }
  if (!best) return null;
  const { delimiter, index } = best;
  const parsed = parseRows(text, delimiter, newline);
  const header = parsed.rows[index]!;
  const columns = matchColumns(header, parsed.rows.slice(index + 1, index + 201));
  if (columns.titleKind === "name" && columns.artists.length === 0 && !hasMusicColumns(columns)) {
    // "Ad, Soyad, Telefon" is a list of people, not of songs.
    return null;
  }
  const checked = checkRows(text, delimiter, newline, parsed, index, header.length);
  if (!checked.ok) return csvBrokenRow(checked.line, checked.problem);
  const dataRows = checked.rows;
  const video = columns.videoId !== undefined || columns.channel !== undefined;
  let splitTitles: Layout["splitTitles"] = "when-no-artist";
  // "Şarkı - Sanatçı": the title comes first, toTrack splits it that way round (beside a video
  // column too)
  if (columns.titleKind === "titleArtist") splitTitles = "never";
  else if (columns.titleKind === "artistTitle" || video) splitTitles = "always";
  else if (columns.artists.length === 0) {
    splitTitles = mostlyArtistDashTitle(dataRows.map((row) => row[columns.title!] ?? ""))
      ? "always"
      : "never";
  }
  const history = historyOf(header, columns, dataRows);
  const format = history === "no" ? detectCsvFormat(header, columns) : historyFormat(header, columns);
  return { layout: { format, columns, splitTitles, history }, dataRows, repaired: checked.repaired };
}

/** A column of play times under a history's header; a bare "Date" column of moments only if songs repeat. */
function historyOf(
  header: readonly string[],
  columns: CsvColumns,
  rows: readonly string[][],
): Layout["history"] {
  if (columns.playedAt !== undefined && columnOfMoments(rows, columns.playedAt, true)) return "yes";
  return genericTimeColumn(header, rows) === undefined ? "no" : "if-repeats";
}

function historyFormat(header: readonly string[], columns: CsvColumns): CsvFormat {
  const names = new Set(header.map(normalizeHeader));
  if (names.has("uts") || names.has("utc time")) return "lastfm";
  if (names.has("ms played") || names.has("ts") || names.has("end time")) return "spotify-history";
  return detectCsvFormat(header, columns);
}

/**
 * A list written as "Artist - Title" throughout is read that way; a stray dash in a few titles
 * ("Tik Tok - Kesha") is more likely part of how the person wrote that one title, and a store's
 * "Come Together - Remastered 2009" is a title with its version.
 */
function mostlyArtistDashTitle(titles: readonly string[]): boolean {
  const dashed = titles.filter((title) => /\s[-–—]\s/.test(title) && !isTitleWithVersion(title)).length;
  return dashed * 2 > titles.length;
}

/**
 * A header naming a video id column and nothing a song could be read from (no title, artist or
 * channel), over rows of video ids.
 */
function isVideoIdTable(header: readonly string[], next: readonly string[] | undefined): boolean {
  const roles = header.map((cell) => matchHeaderCell(cell)?.role);
  const idColumn = roles.indexOf("videoId");
  if (idColumn === -1) return false;
  const songRoles = ["title", "name", "artistTitle", "titleArtist", "artist", "albumArtist", "channel"];
  if (roles.some((role) => role && songRoles.includes(role))) return false;
  return next === undefined || youtubeVideoId(next[idColumn]) !== null;
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
 * A file without a header is read in its simplest shapes: "title, artist" rows, one song per line
 * ("Gülpembe", or "Barış Manço - Gülpembe"), or Last.fm's older export of scrobbles ("artist,
 * album, track, date"). Anything else wider or without words is more likely some other table.
 */
function findHeaderless(text: string): Found | CsvImportFailure | null {
  const newline = lineEnding(text);
  const { delimiter } = Papa.parse<string[]>(text, {
    delimitersToGuess: GUESS_DELIMITERS,
    newline,
    skipEmptyLines: "greedy",
    preview: 1000,
  }).meta;
  const parsed = parseRows(text, delimiter, newline);
  const sample = parsed.rows;
  if (sample.length === 0) return null;
  // A first row of header words ("Video ID,Time Added") is a header without a title column, not a song.
  if ((sample[0] ?? []).filter((cell) => cell.trim() && matchHeaderCell(cell)).length >= 2) return null;
  // "1,Gülpembe,Barış Manço": a numbered list; the numbers are not part of the songs.
  const numbered = sample.filter((row) => /^\s*\d{1,5}[.)]?\s*$/.test(row[0] ?? "")).length;
  const first = numbered * 10 >= sample.length * 9 ? 1 : 0;
  const widths = sample.map((row) => filledWidth(row.slice(first)));
  const singles = widths.filter((width) => width <= 1).length;
  const wide = widths.filter((width) => width >= 3).length;
  const pairs = widths.filter((width) => width === 2).length;
  const titled = sample.filter((row) => hasLetter(row[first] ?? "")).length;
  const scrobbles = sample.filter((row) => row.length === 4 && isMoment(row[3])).length;

  const table = (layout: Omit<Layout, "splitTitles">, width: number): Found | CsvImportFailure => {
    const checked = checkRows(text, delimiter, newline, parsed, -1, width);
    if (!checked.ok) return csvBrokenRow(checked.line, checked.problem);
    return {
      layout: { ...layout, splitTitles: "never" },
      dataRows: checked.rows,
      repaired: checked.repaired,
    };
  };
  if (scrobbles * 10 >= sample.length * 8) {
    const columns: CsvColumns = {
      title: 2,
      titleKind: "title",
      artists: [0],
      album: 1,
      playedAt: 3,
      exportifyArtists: false,
      features: {},
    };
    return table({ format: "lastfm", columns, history: "yes" }, 4);
  }
  const mostlySingles = singles * 10 >= sample.length * 7;
  // A few wider rows are titles with an unquoted comma ("Hello, Goodbye,The Beatles"): they are
  // read again, or refused with their line, as in a file with a header.
  const fewWide = wide <= Math.max(1, Math.floor(sample.length / 20));
  if (!mostlySingles && fewWide && pairs * 2 >= sample.length && titled * 2 >= sample.length) {
    const columns: CsvColumns = {
      title: first,
      titleKind: "title",
      artists: [first + 1],
      exportifyArtists: false,
      features: {},
    };
    return table({ format: "headerless", columns, history: "no" }, first + 2);
  }
  // Mostly one cell per line: one song per line, and the separators some titles hold are theirs.
  if (singles * 2 < sample.length) return null;

  let titles = titleLines(text, newline);
  // "1. Gülpembe", "2) Şımarık", "03 - Affet": a list the person numbered.
  const NUMBERING = /^#?\d{1,4}\s*[.):-]\s*(?=\S)/;
  if (titles.filter((title) => NUMBERING.test(title)).length * 10 >= titles.length * 6) {
    titles = titles.map((title) => title.replace(NUMBERING, ""));
  }
  // "Şarkı Listem", "Yaz Şarkıları": the list's name written above it, not its first song
  if (titles.length >= 3 && isListHeading(titles[0]!)) titles = titles.slice(1);
  if (!looksLikeTitles(titles)) return null;
  return {
    layout: {
      format: "title-list",
      columns: { title: 0, titleKind: "title", artists: [], exportifyArtists: false, features: {} },
      splitTitles: mostlyArtistDashTitle(titles) ? "always" : "never",
      history: "no",
    },
    dataRows: titles.map((title) => [title]),
    repaired: 0,
  };
}

/**
 * Words that name a list ("Şarkı Listem", "Favorilerim", "Playlist"); a heading holds one. Not a
 * singular song ("Şarkı", "Şarkısı", "Şarkım"), nor "List", "Music" or "Favorite": "Yaz Şarkısı",
 * "En Sevdiğim Şarkı", Toby Keith's "My List" and Madonna's "Music" are songs' names.
 */
const LIST_NOUNS = new Set([
  "sarkilar",
  "sarkilari",
  "sarkilarim",
  "sarkilarimiz",
  "parcalar",
  "parcalarim",
  "liste",
  "listem",
  "listesi",
  "listemiz",
  "playlist",
  "playlistim",
  "favoriler",
  "favorilerim",
  "songs",
]);
/** Words that may stand next to one ("Favori Şarkılarım", "En Sevdiğim Şarkılar", "My Playlist"). */
const LIST_WORDS = new Set([
  // "Şarkı Listem"; alone, or in "En Sevdiğim Şarkı", a song's name
  "sarki",
  "calma",
  "favori",
  "sevdigim",
  "sevdiklerim",
  "en",
  "benim",
  "muzik",
  "my",
  "favorite",
  "favourite",
  "music",
]);
/** When the list is for ("Yaz Şarkıları", "Gece Listesi"): seasons and times of day. */
const LIST_TIMES = new Set([
  "yaz",
  "kis",
  "bahar",
  "ilkbahar",
  "sonbahar",
  "sabah",
  "aksam",
  "gece",
  "summer",
  "winter",
  "spring",
  "autumn",
  "morning",
  "evening",
  "night",
]);

/**
 * A first line made only of list words, with at least one that names a list ("Şarkı Listem",
 * "Playlist", "Yaz Şarkıları"). "Liste Başı" is not one: "başı" is no list word.
 */
function isListHeading(line: string): boolean {
  const words = normalizeHeader(line).split(" ").filter(Boolean);
  if (words.length === 0 || words.length > 4) return false;
  return (
    words.every((word) => LIST_NOUNS.has(word) || LIST_WORDS.has(word) || LIST_TIMES.has(word)) &&
    words.some((word) => LIST_NOUNS.has(word))
  );
}

/**
 * One title per line. Quotes inside a line are the title's own ('"Heroes" - David Bowie'); only
 * a line quoted whole, as a spreadsheet saves a title holding its separator, loses its quotes.
 */
function titleLines(text: string, newline: Newline): string[] {
  const titles: string[] = [];
  for (const raw of text.split(newline)) {
    const line = raw.trim();
    if (!line) continue;
    const whole = /^"((?:[^"]|"")*)"$/.exec(line);
    titles.push(whole ? whole[1]!.replaceAll('""', '"').trim() : line);
  }
  return titles;
}

/** Words, not numbers, addresses or long prose. */
function looksLikeTitles(titles: string[]): boolean {
  if (titles.length === 0) return false;
  const worded = titles.filter((title) => hasLetter(title) && !/^(?:https?:\/\/|www\.)|@\S+\./i.test(title));
  if (worded.length * 10 < titles.length * 8) return false;
  const lengths = titles.map((title) => title.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)]! <= 120;
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
  if (columns.titleKind === "titleArtist" && !artist) ({ title, artist } = splitTitleArtist(title));
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

/**
 * "Şımarık - Tarkan" under a "Şarkı - Sanatçı" header: the artist follows the last dash, since a
 * title holds one more often than a name ("Come Together - Remastered 2009 - The Beatles").
 */
function splitTitleArtist(value: string): { title: string; artist: string } {
  const dashes = [...value.matchAll(/\s+[-–—]\s+/g)];
  const last = dashes.at(-1);
  if (!last || last.index === 0) return { title: value, artist: "" };
  const title = cleanText(value.slice(0, last.index), CSV_TEXT_MAX);
  const artist = cleanText(value.slice(last.index + last[0].length), CSV_TEXT_MAX);
  return title && artist ? { title, artist } : { title: value, artist: "" };
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
