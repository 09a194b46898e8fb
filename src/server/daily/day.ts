/**
 * The song of the day's clock and number (ADR 040). A day is Istanbul's (Europe/Istanbul, UTC+3 all
 * year since 2016): it begins at 00:00 there. The number is the person's own: an HMAC-SHA256 of the
 * day under their secret key (daily_keys), so it stays the same all day and nobody can work out
 * another person's number from their id or the date.
 */
import { createHmac } from "node:crypto";

export const DAILY_TIME_ZONE = "Europe/Istanbul";
/** The numbers of the day run 1..DAILY_NUMBER_MAX (fewer for a shorter list: one number per song). */
export const DAILY_NUMBER_MAX = 99;

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: DAILY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Istanbul day of an instant, YYYY-MM-DD. */
export function istanbulDay(at: Date): string {
  return dayFormat.format(at);
}

/** The calendar day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const t = Date.parse(`${day}T12:00:00Z`);
  return new Date(t - 24 * 3600_000).toISOString().slice(0, 10);
}

/** 1..max from the key and the day alone. */
function rawNumber(key: Uint8Array, day: string, max: number): number {
  const mac = createHmac("sha256", key).update(`gunun-sarkisi|${day}`).digest();
  // 48 bits, exact in a double; the bias of the modulo is under 1 in 10^12
  return (mac.readUIntBE(0, 6) % max) + 1;
}

/** Days the number of the day looks back over (see dailyNumber). */
const CHAIN_DAYS = 64;

/**
 * The number of the day in 1..min(count, 99). One number per song, and never yesterday's number:
 * the same list never gives the same song two days running (a list of one song aside). A day whose
 * own number is yesterday's takes the next one; as yesterday's may have moved the same way, the
 * rule is walked forward from 64 days back. Two walks that start apart meet on the first day whose
 * own number is neither of theirs, so today's walk and yesterday's agree but for (2/3)^64 with three
 * songs, less with more. Two songs simply take turns, the person's key choosing who starts.
 */
export function dailyNumber(key: Uint8Array, day: string, count: number): number {
  const max = Math.max(1, Math.min(count, DAILY_NUMBER_MAX));
  if (max === 1) return 1;
  if (max === 2) return ((Date.parse(`${day}T00:00:00Z`) / 86_400_000 + (key[0]! & 1)) % 2) + 1;
  const days = [day];
  for (let i = 0; i < CHAIN_DAYS; i++) days.unshift(dayBefore(days[0]!));
  let n = rawNumber(key, days[0]!, max);
  for (const d of days.slice(1)) {
    const own = rawNumber(key, d, max);
    n = own === n ? (own % max) + 1 : own;
  }
  return n;
}
