import type { Track } from "@/shared/api";

/** Checked against the byte count, before decoding, so a huge file is never read into a string. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows (blank lines and the header row excluded). */
export const CSV_MAX_ROWS = 10_000;
/** Same ceiling as `trackSchema` for title, artist and album. */
export const CSV_TEXT_MAX = 300;
/** Same ceiling as `trackSchema` for image, previewUrl and externalUrl. */
export const CSV_URL_MAX = 2000;

export const UNKNOWN_ARTIST = "Bilinmeyen Sanatçı";

export type CsvFormat = "exportify" | "exportify-net" | "tunemymusic" | "soundiiz" | "generic" | "headerless";

export type CsvImportError =
  | "empty"
  | "too-large"
  | "too-many-rows"
  | "not-a-playlist"
  | "no-tracks"
  | "unreadable";

/** Toast texts; each one names the actual problem so the user knows what to fix. */
export const CSV_IMPORT_MESSAGES: Record<CsvImportError, string> = {
  empty: "Dosya boş. Lütfen şarkı listesi içeren bir CSV dosyası seçin.",
  "too-large": "Dosya çok büyük. CSV dosyası en fazla 5 MB olabilir.",
  "too-many-rows": "Dosyada çok fazla satır var. En fazla 10.000 şarkı yüklenebilir.",
  "not-a-playlist": "Bu dosya bir playlist'e benzemiyor: şarkı adı ve sanatçı sütunları bulunamadı.",
  "no-tracks": "Dosyada şarkı bulunamadı: hiçbir satırda şarkı adı yok.",
  unreadable: "Dosya okunamadı. Lütfen tekrar deneyin.",
};

export type CsvImportSuccess = {
  ok: true;
  /** File name without its extension; shown on /play as the source name. */
  name: string;
  tracks: Track[];
  /** Rows dropped because their title was empty (blank lines are not counted). */
  skipped: number;
  format: CsvFormat;
};

export type CsvImportFailure = { ok: false; error: CsvImportError; message: string };

export type CsvImportResult = CsvImportSuccess | CsvImportFailure;

export function csvImportFailure(error: CsvImportError): CsvImportFailure {
  return { ok: false, error, message: CSV_IMPORT_MESSAGES[error] };
}
