/**
 * The app's daily budget of YouTube Data API units, counted in the database so every instance
 * spends from one count. A playlistItems page costs one unit; YouTube's day (and its quota) ends
 * at midnight Pacific time, so the count is kept per Pacific calendar day.
 */
import type { PlaylistRepository } from "./repository";

const PACIFIC = "America/Los_Angeles";

/** "YYYY-MM-DD" of `at` in the given time zone. */
function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** The time zone's offset from UTC at `at`, in ms (e.g. -7 h for Pacific daylight time). */
function offsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** YouTube's quota day of `at` ("YYYY-MM-DD", Pacific time). */
export function youtubeDay(at: Date): string {
  return dayIn(PACIFIC, at);
}

/** When YouTube's quota day after `at` begins: the next midnight Pacific time. */
export function nextYoutubeDay(at: Date): Date {
  const [y, m, d] = youtubeDay(at).split("-").map(Number) as [number, number, number];
  const midnightWall = Date.UTC(y, m - 1, d + 1);
  // the offset at the moment itself (daylight saving changes at 2 a.m., never at midnight)
  let guess = midnightWall - offsetMs(PACIFIC, new Date(midnightWall));
  guess = midnightWall - offsetMs(PACIFIC, new Date(guess));
  return new Date(guess);
}

/** "10.00": the time in Türkiye (UTC+3 all year) a moment falls at, the Turkish way. */
export function turkeyClock(at: Date): string {
  const [h, min] = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Istanbul",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(at)
    .split(":");
  return `${h}.${min}`;
}

export interface QuotaBudget {
  /** Counts one unit; false (and nothing more is allowed today) when the budget is spent. */
  spendUnit(): Promise<boolean>;
  /** When the budget is whole again. */
  resetsAt(): Date;
}

export function createYoutubeQuota(options: {
  repo: Pick<PlaylistRepository, "spend">;
  dailyUnits: number;
  now?: () => Date;
}): QuotaBudget {
  const now = options.now ?? (() => new Date());
  return {
    async spendUnit() {
      if (options.dailyUnits <= 0) return false;
      // counted first, then compared: instances racing for the last units never pass the budget
      const spent = await options.repo.spend("youtube", youtubeDay(now()), 1);
      return spent <= options.dailyUnits;
    },
    resetsAt: () => nextYoutubeDay(now()),
  };
}
