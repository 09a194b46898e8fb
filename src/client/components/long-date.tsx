import { useHydrated } from "@/client/lib/use-hydrated";
import { cn } from "@/client/lib/utils";

/**
 * Written here rather than with Intl.DateTimeFormat: the first Intl call of a page loads the
 * browser's locale data, measured at 150-460 ms of one task on this machine (ADR 035), and the
 * shared page would pay it while it hydrates. These are the words and order of Intl's tr-TR long
 * date (long-date.test.ts compares them with Intl over every day of fourteen years).
 */
const MONTHS = [
  "Ocak",
  "Şubat",
  "Mart",
  "Nisan",
  "Mayıs",
  "Haziran",
  "Temmuz",
  "Ağustos",
  "Eylül",
  "Ekim",
  "Kasım",
  "Aralık",
] as const;

/** Turkey has kept UTC+3 all year since September 2016 (no daylight saving time). */
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * '21 Kasım 2026', in the browser's time zone, or Turkey's for `inTurkey`: the server's render (and
 * the hydration of it) says the date in Turkey's time, not the server's.
 */
export function formatLongDate(iso: string, inTurkey = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (inTurkey) {
    const turkey = new Date(date.getTime() + TURKEY_OFFSET_MS);
    return `${turkey.getUTCDate()} ${MONTHS[turkey.getUTCMonth()]} ${turkey.getUTCFullYear()}`;
  }
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

export function LongDate({ iso, className }: { iso: string; className?: string }) {
  const text = formatLongDate(iso, !useHydrated());
  if (!text) return null;
  return (
    <time dateTime={iso} className={cn("tabular-nums", className)}>
      {text}
    </time>
  );
}
