/**
 * Ayın Falı's arithmetic (ADR 042), without I/O: the repository gives each figure's groups (only
 * those tied for the most draws) and the month's days; this picks the winners, the longest run of
 * days, the melody's words and the closing line. Months are Istanbul's (the draws' time zone).
 */
import type { PublicRecap } from "@/shared/api/recaps";
import { monthLabel } from "@/shared/recap-dates";
import type { ThemeId } from "@/shared/themes";
import { hash32 } from "../text";

/** One group of the month's draws: a theme, song, artist or number, how often, and when last. */
export interface Ranked<K extends string = string> {
  key: K;
  count: number;
  /** the latest draw of the group, "YYYY-MM-DDTHH:MM:SS.ffffff" in UTC (sorts as text) */
  last: string;
}

export interface MonthFigures {
  total: number;
  /** Istanbul days ("YYYY-MM-DD") with at least one draw; days of other months are ignored */
  days: string[];
  themes: Ranked<ThemeId>[];
  tracks: (Ranked & { trackTitle: string; trackArtist: string; trackImage: string | null })[];
  artists: Ranked[];
  numbers: Ranked[];
  melody: {
    measured: number;
    tempoSum: number | null;
    tempoN: number;
    energySum: number | null;
    energyN: number;
  };
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-11" as it is, or null for anything that is not a month (years 1970-9999). */
export function parseMonth(text: string): string | null {
  const m = MONTH.exec(text);
  return m && Number(m[1]) >= 1970 ? text : null;
}

/** The Istanbul month of a moment: "2026-11". */
const istanbulMonth = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Istanbul",
  year: "numeric",
  month: "2-digit",
});
export function monthOf(at: Date): string {
  const parts = istanbulMonth.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}`;
}

/** The month before: "2026-01" -> "2025-12". */
export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

export { monthLabel };

/**
 * The month a link to 'Ayın Falı' opens: this month when it has draws, else last month, else the
 * latest month with draws (`months` newest first); null when there are none.
 */
export function suggestedMonth(current: string, months: readonly string[]): string | null {
  if (months.includes(current)) return current;
  const last = previousMonth(current);
  if (months.includes(last)) return last;
  return months[0] ?? null;
}

/**
 * The winner of a figure: the most draws; a tie goes to the group drawn last (the same order as the
 * statistics page's lists), and a tie there too to the smaller key, so the answer never depends on
 * the database's row order.
 */
export function top<R extends Ranked>(groups: readonly R[]): R | undefined {
  let best: R | undefined;
  for (const g of groups) {
    if (
      !best ||
      g.count > best.count ||
      (g.count === best.count && (g.last > best.last || (g.last === best.last && g.key < best.key)))
    ) {
      best = g;
    }
  }
  return best;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS;

/**
 * The longest run of consecutive days with a draw, counted within the month only: a run that began
 * in the month before counts from the 1st, one that goes on into the next month up to the last day.
 * Of two runs as long, the later one.
 */
export function longestRun(days: readonly string[], month: string): PublicRecap["streak"] | null {
  const inMonth = [...new Set(days.filter((d) => d.startsWith(`${month}-`)))].sort();
  let best: PublicRecap["streak"] | null = null;
  let start = 0;
  for (let i = 0; i < inMonth.length; i++) {
    if (i > 0 && dayNumber(inMonth[i]!) !== dayNumber(inMonth[i - 1]!) + 1) start = i;
    const length = i - start + 1;
    if (!best || length >= best.days) best = { days: length, start: inMonth[start]!, end: inMonth[i]! };
  }
  return best;
}

/** Tempo in BPM and energy (0-1), the same bands as the statistics page's melody profile. */
function tempoWord(bpm: number): string {
  if (bpm < 90) return "ağır tempolu";
  if (bpm <= 120) return "orta tempolu";
  return "hızlı tempolu";
}
function energyWord(energy: number): string {
  if (energy < 0.4) return "sakin";
  if (energy <= 0.7) return "dengeli";
  return "enerjik";
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase("tr-TR") + text.slice(1);

/** The month's melody in a few words; null when no song of the month had melody data. */
export function melodyOf(m: MonthFigures["melody"]): PublicRecap["melody"] {
  const tempo = m.tempoN > 0 && m.tempoSum !== null ? m.tempoSum / m.tempoN : null;
  const energy = m.energyN > 0 && m.energySum !== null ? m.energySum / m.energyN : null;
  if (tempo === null && energy === null) return null;
  const words = [energy === null ? null : energyWord(energy), tempo === null ? null : tempoWord(tempo)]
    .filter(Boolean)
    .join(" ve ");
  return {
    measured: m.measured,
    tempoAverage: tempo === null ? null : Math.round(tempo),
    energyAverage: energy === null ? null : Number(energy.toFixed(2)),
    words: `${capitalised(words)} bir ay`,
  };
}

/**
 * Closing lines in the app's voice (ADR 027): a music game looking back at its own rounds, never a
 * reading of the person's month or a word about what comes. `{n}`: the month's draws.
 */
export const CLOSING_LINES = [
  "Sayılar senden, şarkılar listeden: bu ayın çalma listesi böyle çıktı.",
  "{n} sayı tuttun, {n} şarkı çaldı. Sıradaki sayıyı yine sen seçeceksin.",
  "Bu ayın şarkıları çalındı; yeni ay, yeni sayılar ister.",
  "Ayın özeti bu kadar. Kulaklığı çıkarmadan bir sayı daha tut istersen.",
  "Bir ay, bir liste, bir sürü sayı: hangi şarkının çıkacağını kimse bilmiyordu, sen de bilmiyordun.",
  "Bu ayki turlar bitti; liste hâlâ açık, sayılar hâlâ senin.",
] as const;

/** One of the closing lines, chosen by the month and its figures: months differ, a month stays put. */
export function closingLine(month: string, total: number, topTrack: string): string {
  const line = CLOSING_LINES[hash32(`${month}|${total}|${topTrack}`) % CLOSING_LINES.length]!;
  return line.replaceAll("{n}", String(total));
}

/** The month's recap, or null for a month without draws. */
export function summarize(month: string, f: MonthFigures): PublicRecap | null {
  const theme = top(f.themes);
  const track = top(f.tracks);
  const artist = top(f.artists);
  const number = top(f.numbers);
  const streak = longestRun(f.days, month);
  if (f.total === 0 || !theme || !track || !artist || !number || !streak) return null;
  return {
    month,
    label: monthLabel(month),
    total: f.total,
    topTheme: { theme: theme.key, count: theme.count },
    topTrack: {
      trackTitle: track.trackTitle,
      trackArtist: track.trackArtist,
      trackImage: track.trackImage,
      count: track.count,
    },
    topArtist: { artist: artist.key, count: artist.count },
    luckyNumber: { number: number.key, count: number.count },
    streak,
    melody: melodyOf(f.melody),
    closing: closingLine(month, f.total, track.key),
  };
}
