/**
 * Ayın Falı's months and runs of days as people read them, on the page, the story image and in
 * the API alike. Written out rather than with Intl.DateTimeFormat: a page's first Intl call loads
 * the browser's locale data (150-460 ms on this machine, ADR 035), and the shared view is a page
 * people land on from a link.
 */
export const MONTH_NAMES = [
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

/** "2026-11" -> 'Kasım 2026' */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** '3–7 Kasım' for a run within a month ("YYYY-MM-DD" days), or '12 Kasım' for one day. */
export function runDates(start: string, end: string): string {
  const last = `${Number(end.slice(8, 10))} ${MONTH_NAMES[Number(end.slice(5, 7)) - 1]}`;
  return start === end ? last : `${Number(start.slice(8, 10))}–${last}`;
}
