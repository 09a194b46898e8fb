/**
 * Listening histories: one row per play (a Last.fm export of 11,387 scrobbles, Spotify's streaming
 * history turned into CSV) rather than one per song. They are recognised by their shape, a column
 * of play times, and become their songs, each with how often it was played (ADR 032).
 */
import type { Track } from "@/shared/api-types";
import { normalizeHeader } from "./csv-columns";

/**
 * A moment, as the exporters write one: Unix seconds or milliseconds ("1767217094"), ISO
 * ("2023-01-05T18:22:31Z", "2023-01-05 18:22"), Last.fm's "31 Dec 2025, 21:38", and day-month-year
 * or year-month-day with a time ("05.01.2024 18:22", "1/5/2024 6:22 PM", "2024/01/05 18:22:31").
 * A date alone is not one: a release date does not make a history.
 */
const MOMENT = [
  /^\d{9,10}$|^\d{12,13}$/,
  /^\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}/,
  /^\d{1,2} \p{L}{3,9}\.? \d{4},? \d{1,2}:\d{2}/u,
  /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4},? \d{1,2}:\d{2}/,
  /^\d{4}[./]\d{1,2}[./]\d{1,2},? \d{1,2}:\d{2}/,
];

export function isMoment(value: string | undefined): boolean {
  const text = value?.trim() ?? "";
  return text !== "" && MOMENT.some((pattern) => pattern.test(text));
}

/**
 * A day alone, as a history that counts plays per day writes it (Apple's "Play History Daily
 * Tracks": "20230105"), or ISO "2023-01-05". A play time only under a header that says so.
 */
const DAY = /^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$|^\d{4}-\d{2}-\d{2}$/;

/**
 * Most filled cells of the column, among the first rows, are moments; with `days`, under a header
 * that names play times ("Date Played"), days alone count too.
 */
export function columnOfMoments(rows: readonly string[][], column: number, days = false): boolean {
  let filled = 0;
  let moments = 0;
  for (const row of rows.slice(0, 300)) {
    const value = row[column]?.trim();
    if (!value) continue;
    filled++;
    if (isMoment(value) || (days && DAY.test(value))) moments++;
  }
  return filled > 0 && moments >= filled * 0.8;
}

/**
 * A column of play times under a header that only says "date" or "time" ("Date", "Tarih",
 * "Zeitpunkt"), not when a song was added, released or made: a history only if songs repeat.
 */
const GENERIC_TIME =
  /(?:^| )(?:date|time|datetime|tarih|zaman|saat|datum|zeit|zeitpunkt|fecha|hora|heure)(?: |$)/;
const NOT_PLAY_TIME =
  /(?:^| )(?:added|eklenme|eklendi|release|released|yayin|published|publish|created|olusturulma|birth|modified|guncelleme)(?: |$)/;

export function genericTimeColumn(header: readonly string[], rows: readonly string[][]): number | undefined {
  for (let column = 0; column < header.length; column++) {
    const name = normalizeHeader(header[column] ?? "");
    if (GENERIC_TIME.test(name) && !NOT_PLAY_TIME.test(name) && columnOfMoments(rows, column)) return column;
  }
  return undefined;
}

/** The most plays a song may have (`trackSchema`). */
const MAX_PLAYS = 100_000_000;

/**
 * One track per song, in the order each song first appears (Last.fm lists the newest plays
 * first: the songs played last come first), each with how often it was played: one play per row,
 * or `weights[i]` plays for `tracks[i]` when a row counts several (a day's plays).
 */
export function mergePlays(tracks: readonly Track[], weights?: readonly number[]): Track[] {
  const byId = new Map<string, Track & { plays: number }>();
  const songs: Track[] = [];
  for (const [index, track] of tracks.entries()) {
    const plays = weights?.[index] ?? 1;
    const seen = byId.get(track.id);
    if (seen) {
      seen.plays = Math.min(MAX_PLAYS, seen.plays + plays);
      continue;
    }
    const song = { ...track, plays };
    byId.set(track.id, song);
    songs.push(song);
  }
  return songs;
}

/** True when some song is listed more than once. */
export function hasRepeats(tracks: readonly Track[]): boolean {
  const ids = new Set<string>();
  for (const track of tracks) {
    if (ids.has(track.id)) return true;
    ids.add(track.id);
  }
  return false;
}
