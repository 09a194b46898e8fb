import type { Track } from "@/shared/api-types";
import { T } from "@/shared/texts";

/** Checked against the byte count, before decoding, so a huge file is never read into a string. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Songs one playlist may have (the draw's list); a library export may hold more in all. */
export const CSV_MAX_ROWS = 10_000;
/**
 * Data rows read at all, songs or not: bounds the work a 5 MB file of tiny rows can cause. A
 * listening history has a row per play, so it is far above the song limit (a 5 MB Last.fm export
 * holds about 80,000 scrobbles).
 */
export const CSV_MAX_DATA_ROWS = 200_000;
/** Same ceiling as `trackSchema` for title, artist and album. */
export const CSV_TEXT_MAX = 300;
/** Same ceiling as `trackSchema` for image, previewUrl and externalUrl. */
export const CSV_URL_MAX = 2000;

/** Shown (and stored in history) for a song whose file names no artist. */
export { UNKNOWN_ARTIST } from "@/shared/unknown-artist";

export type CsvFormat =
  | "exportify"
  | "exportify-net"
  | "tunemymusic"
  | "soundiiz"
  | "youtube"
  | "generic"
  | "headerless"
  | "title-list"
  /** Last.fm scrobbles: lastfm.ghan.nl's uts,utc_time,… or the older headerless artist,album,track,date */
  | "lastfm"
  /** Spotify's account data (endTime, msPlayed) or extended streaming history (ts, ms_played) */
  | "spotify-history";

export type CsvImportError =
  | "empty"
  | "too-large"
  | "too-many-rows"
  | "spreadsheet"
  | "not-text"
  | "not-a-playlist"
  | "no-tracks"
  | "no-songs"
  | "too-many-lines"
  | "broken-row"
  /** Google Takeout's YouTube playlists: video ids and when they were added, no titles. */
  | "video-ids-only"
  | "unreadable";

/** Toast texts; each one names the actual problem so the person knows what to do. */
export const CSV_IMPORT_MESSAGES: Record<CsvImportError, string> = {
  empty: "Dosya boş. Şarkı listesi olan bir CSV dosyası seç.",
  "too-large": "Dosya çok büyük. CSV dosyası en fazla 5 MB olabilir.",
  "too-many-rows": "Listede çok fazla şarkı var. En fazla 10.000 şarkı yüklenebilir.",
  spreadsheet:
    "Bu bir Excel ya da tablo dosyası, CSV değil. Tabloyu “Farklı Kaydet” ile CSV olarak kaydedip o dosyayı seç.",
  "not-text": "Bu dosya bir metin dosyası değil. Şarkı listeni CSV olarak kaydedip o dosyayı seç.",
  "not-a-playlist": "Bu dosya bir şarkı listesine benzemiyor: Şarkı adlarının olduğu bir sütun bulamadık.",
  "no-tracks": "Dosyada şarkı bulunamadı: Hiçbir satırda şarkı adı yok.",
  "no-songs": "Dosyada şarkı yok: Yalnızca albüm ve sanatçı satırları var.",
  "too-many-lines": "Dosyada çok fazla satır var. En fazla 200.000 satır okunabilir.",
  // The line is named by csvBrokenRow; this is the text without it.
  "broken-row": "CSV dosyasının bir satırı okunamadı. Satırı düzeltip dosyayı yeniden seç.",
  "video-ids-only":
    "Bu dosyada şarkı adları yok, yalnızca YouTube video kimlikleri var. Playlist'i YouTube bağlantısını yapıştırarak aç.",
  unreadable: "Dosya okunamadı. Tekrar dene.",
};

/** One playlist of a library export (TuneMyMusic writes many into one file). */
export type CsvPlaylist = { name: string; count: number };

export type CsvImportSuccess = {
  ok: true;
  /** File name without its extension; shown on /play as the source name. */
  name: string;
  /** Every song row, in file order. */
  tracks: Track[];
  /** Rows dropped because their title was empty (blank lines and album or artist rows are not counted). */
  skipped: number;
  format: CsvFormat;
  /**
   * Present when the file holds two or more playlists: the person picks one, or all of them,
   * before the draw. `trackPlaylists[i]` is the index in `playlists` of `tracks[i]`.
   */
  playlists?: CsvPlaylist[];
  trackPlaylists?: number[];
  /**
   * Present when repeated songs were merged: `rows` song rows became `tracks` (each with its
   * `plays`). `history` when the file is a listening history; otherwise a list over the song limit
   * that fits once its repeats are merged.
   */
  merged?: { rows: number; history: boolean };
  /**
   * Rows Papa read wrongly because of broken quoting (one such row may hold many joined lines)
   * that were read again from their lines and kept (ADR 032).
   */
  repaired?: number;
};

export type CsvImportFailure = {
  ok: false;
  error: CsvImportError;
  message: string;
  /** The line (1-based, as a text editor counts) that could not be read, for "broken-row". */
  line?: number;
};

export type CsvImportResult = CsvImportSuccess | CsvImportFailure;

export function csvImportFailure(error: CsvImportError): CsvImportFailure {
  return { ok: false, error, message: CSV_IMPORT_MESSAGES[error] };
}

const count = (n: number) => n.toLocaleString("tr-TR");

const ROW_PROBLEMS = {
  quotes: "Tırnak işaretleri eşleşmiyor, hücrelerin nerede bitip nerede başladığı anlaşılmıyor.",
  columns: "Bu satırda başlıktakinden fazla hücre var; bir addaki virgül tırnak içine alınmamış olabilir.",
} as const;

/** "CSV dosyasının 842. satırı okunamadı: …": the file is refused rather than read shifted. */
export function csvBrokenRow(line: number, problem: keyof typeof ROW_PROBLEMS): CsvImportFailure {
  return {
    ok: false,
    error: "broken-row",
    line,
    message: `CSV dosyasının ${count(line)}. satırı okunamadı: ${ROW_PROBLEMS[problem]} Satırı düzeltip dosyayı yeniden seç.`,
  };
}

/**
 * The success toast's text: the spec's "{n} şarkı yüklendi", then what the person should know
 * about how the file was read (merged plays, skipped rows).
 */
export function csvImportSummary(result: CsvImportSuccess, tracks: readonly Track[]): string {
  let text = T.home.songsLoaded(tracks.length);
  if (result.merged?.history) {
    text += ` (${count(result.merged.rows)} dinleme, tekrarlar birleştirildi)`;
  } else if (result.merged) {
    text += ` (${count(result.merged.rows)} satırdaki tekrarlar birleştirildi)`;
  }
  if (result.skipped > 0) text += ` (${count(result.skipped)} satır atlandı)`;
  const top = result.merged?.history ? mostPlayed(tracks) : undefined;
  if (top && (top.plays ?? 0) > 1)
    text += `. En çok dinlediğin: «${top.title}» (${count(top.plays!)} kez dinlendi)`;
  return text;
}

/** The song played most (the first of equals). */
function mostPlayed(tracks: readonly Track[]): Track | undefined {
  let best: Track | undefined;
  for (const track of tracks) if ((track.plays ?? 0) > (best?.plays ?? 0)) best = track;
  return best;
}

/** A file with playlists to choose from. */
export type CsvLibrary = CsvImportSuccess & { playlists: CsvPlaylist[]; trackPlaylists: number[] };

export function isCsvLibrary(result: CsvImportSuccess): result is CsvLibrary {
  return (result.playlists?.length ?? 0) >= 2 && result.trackPlaylists !== undefined;
}

/** The songs of one playlist of the file, or of all (`"all"`), in file order. */
export function tracksOfPlaylist(result: CsvImportSuccess, choice: number | "all"): Track[] {
  if (choice === "all" || !result.trackPlaylists) return result.tracks;
  const owners = result.trackPlaylists;
  return result.tracks.filter((_, index) => owners[index] === choice);
}
