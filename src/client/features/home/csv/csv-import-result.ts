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

/**
 * One playlist of a library export (TuneMyMusic writes many into one file). `count` is the songs
 * it loads as: its rows, or its distinct songs when it is over the song limit (`fitSongLimit`).
 */
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
  /** With `playlists`: the songs "all of them" loads as (a song in two playlists is one song when merged). */
  allCount?: number;
  /**
   * Present when repeated songs were merged: `rows` song rows became `tracks` (each with its
   * `plays`). `history` when the file is a listening history; otherwise a list over the song limit
   * that fits once its repeats are merged. A history whose rows carry play counts has `plays`, its
   * listens; `repeats: false` when no song had more than one row (nothing was merged).
   */
  merged?: { rows: number; history: boolean; plays?: number; repeats?: boolean };
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
    const { plays = result.merged.rows, repeats = true } = result.merged;
    text += repeats ? ` (${count(plays)} dinleme, tekrarlar birleştirildi)` : ` (${count(plays)} dinleme)`;
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

/**
 * Each song once, where it first appears, without `plays`: a list naming a song twice did not
 * play it twice.
 */
function distinctSongs(tracks: readonly Track[]): Track[] {
  const seen = new Set<string>();
  const songs: Track[] = [];
  for (const track of tracks) {
    if (seen.has(track.id)) continue;
    seen.add(track.id);
    const { plays: _plays, ...song } = track;
    songs.push(song);
  }
  return songs;
}

/** How many songs a list holds, each counted once. */
export function distinctSongCount(tracks: readonly Track[]): number {
  return new Set(tracks.map((track) => track.id)).size;
}

/**
 * A list keeps its rows, so a song listed twice keeps both places and every position is the one
 * the person sees; only a list over the song limit that fits once its repeats are merged is
 * merged, which beats refusing it (ADR 032). The same for a file's only list and for each
 * playlist of a library.
 */
export function fitSongLimit(tracks: Track[]): { tracks: Track[]; mergedRows?: number } {
  if (tracks.length <= CSV_MAX_ROWS) return { tracks };
  const songs = distinctSongs(tracks);
  return songs.length < tracks.length ? { tracks: songs, mergedRows: tracks.length } : { tracks };
}

/** The songs a list of `rows` rows and `songs` distinct songs loads as (see `fitSongLimit`). */
export function fittedCount(rows: number, songs: number): number {
  return rows <= CSV_MAX_ROWS ? rows : songs;
}

/**
 * The file as the person chose it: the songs of one playlist, or of all (`"all"`), in file order,
 * merged as `fitSongLimit` merges when that is what makes the choice fit (then with `merged`, which
 * the toast tells).
 */
export function choosePlaylist(result: CsvImportSuccess, choice: number | "all"): CsvImportSuccess {
  if (!result.trackPlaylists) return result;
  const owners = result.trackPlaylists;
  const rows =
    choice === "all" ? result.tracks : result.tracks.filter((_, index) => owners[index] === choice);
  const fitted = fitSongLimit(rows);
  return fitted.mergedRows === undefined
    ? { ...result, tracks: fitted.tracks }
    : { ...result, tracks: fitted.tracks, merged: { rows: fitted.mergedRows, history: false } };
}

/** The songs of one playlist of the file, or of all, as `choosePlaylist` loads them. */
export function tracksOfPlaylist(result: CsvImportSuccess, choice: number | "all"): Track[] {
  return choosePlaylist(result, choice).tracks;
}

/** The songs a choice of a library loads as, as the chooser shows them. */
export function songsOfChoice(result: CsvLibrary, choice: number | "all"): number {
  if (choice === "all") return result.allCount ?? result.tracks.length;
  return result.playlists[choice]?.count ?? 0;
}
