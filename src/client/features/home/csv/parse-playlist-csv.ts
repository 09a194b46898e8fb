import Papa from "papaparse";
import type { Track } from "@/shared/api";
import {
  type CsvColumns,
  detectCsvFormat,
  hasTitleAndArtist,
  isKnownHeaderName,
  matchColumns,
} from "./csv-columns";
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  CSV_TEXT_MAX,
  type CsvFormat,
  type CsvImportResult,
  csvImportFailure,
  UNKNOWN_ARTIST,
} from "./csv-import-result";
import {
  cleanText,
  type DurationUnit,
  FEATURE_NAMES,
  httpUrl,
  parseDurationMs,
  parseFeatures,
  spotifyTrackUrl,
} from "./csv-values";
import { decodeCsvBytes } from "./decode-csv-bytes";

/**
 * On a tie Papa keeps the first candidate. Commas turn up inside song titles far more often than
 * tabs or semicolons do, so the comma goes last.
 */
const DELIMITERS = ["\t", ";", ","] as const;

type Layout = { format: CsvFormat; columns: CsvColumns; hasHeader: boolean };

/**
 * The whole import, without I/O, so it runs the same in the worker, on the main thread and in tests.
 */
export function parsePlaylistCsv(bytes: Uint8Array, fileName: string): CsvImportResult {
  if (bytes.length === 0) return csvImportFailure("empty");
  if (bytes.length > CSV_MAX_BYTES) return csvImportFailure("too-large");

  const { text } = decodeCsvBytes(bytes);
  // Separators and quotes alone are what a spreadsheet writes when saving an empty sheet.
  if (!/[^\s,;"]/.test(text)) return csvImportFailure("empty");

  const rows = readRows(text);

  const layout = detectLayout(rows);
  if (!layout) return csvImportFailure("not-a-playlist");

  const dataRows = layout.hasHeader ? rows.slice(1) : rows;
  if (dataRows.length > CSV_MAX_ROWS) return csvImportFailure("too-many-rows");

  const tracks: Track[] = [];
  let skipped = 0;
  for (const row of dataRows) {
    const track = toTrack(row, layout, tracks.length + 1);
    if (track) tracks.push(track);
    else skipped++;
  }
  if (tracks.length === 0) return csvImportFailure("no-tracks");

  return { ok: true, name: playlistName(fileName), tracks, skipped, format: layout.format };
}

function readRows(text: string): string[][] {
  const { data } = Papa.parse<string[]>(text, {
    delimiter: headerDelimiter(text),
    delimitersToGuess: [...DELIMITERS],
    skipEmptyLines: "greedy",
  });
  return data;
}

/**
 * Papa guesses from field counts alone, which a comma inside every title can fool. A header row
 * we recognise settles the question, so try that first.
 */
function headerDelimiter(text: string): string | undefined {
  const firstLine = /[^\r\n]*\S[^\r\n]*/.exec(text)?.[0];
  if (!firstLine) return undefined;
  let best: { delimiter: string; score: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const cells = Papa.parse<string[]>(firstLine, { delimiter }).data[0] ?? [];
    const columns = matchColumns(cells);
    if (!hasTitleAndArtist(columns)) continue;
    const score = Object.keys(columns).length;
    if (!best || score > best.score) best = { delimiter, score };
  }
  return best?.delimiter;
}

function detectLayout(rows: string[][]): Layout | null {
  const first = rows[0] ?? [];
  const columns = matchColumns(first);
  if (hasTitleAndArtist(columns)) return { format: detectCsvFormat(first), columns, hasHeader: true };
  if (!looksHeaderless(rows)) return null;
  return { format: "headerless", columns: { title: 0, artist: 1 }, hasHeader: false };
}

/**
 * A file without a header is only accepted in its simplest shape, "title, artist", with words in
 * it: anything wider or numeric is more likely some other table than a playlist.
 */
function looksHeaderless(rows: string[][]): boolean {
  const first = rows[0] ?? [];
  if (first.some(isKnownHeaderName)) return false;
  if (!rows.every((row) => filledWidth(row) <= 2)) return false;
  if (filledWidth(first) !== 2 || !first.slice(0, 2).every(hasLetter)) return false;
  const titledRows = rows.filter((row) => hasLetter(row[0] ?? "")).length;
  return titledRows * 2 >= rows.length;
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

function toTrack(row: string[], { columns, format }: Layout, position: number): Track | null {
  const cell = (index: number | undefined) => (index === undefined ? undefined : row[index]);

  const title = cleanText(cell(columns.title), CSV_TEXT_MAX);
  if (!title) return null;

  let rawArtist = cell(columns.artist) ?? "";
  // exportify.net joins several artists with ";", classic Exportify (and our UI) with ", ".
  if (format === "exportify-net") {
    rawArtist = rawArtist
      .split(";")
      .map((name) => name.trim())
      .filter(Boolean)
      .join(", ");
  }
  const artist = cleanText(rawArtist, CSV_TEXT_MAX) || UNKNOWN_ARTIST;

  const featureValues = Object.fromEntries(FEATURE_NAMES.map((name) => [name, cell(columns[name])]));

  return {
    id: `csv:${position}`,
    title,
    artist,
    album: cleanText(cell(columns.album), CSV_TEXT_MAX) || null,
    image: httpUrl(cell(columns.image)),
    previewUrl: httpUrl(cell(columns.previewUrl)),
    externalUrl:
      spotifyTrackUrl(cell(columns.spotifyUri), false) ??
      spotifyTrackUrl(cell(columns.spotifyId), true) ??
      httpUrl(cell(columns.url)),
    durationMs: readDuration(row, columns),
    features: parseFeatures(featureValues),
  };
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
