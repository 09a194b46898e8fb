/** Istanbul's calendar and clock at a moment (the reminders' time zone, like the draws' days). */

const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Istanbul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export interface IstanbulMoment {
  /** "YYYY-MM-DD" */
  date: string;
  /** "YYYY-MM" */
  month: string;
  /** "YYYY-MM" of the month before */
  previousMonth: string;
  /** 1-31 */
  dayOfMonth: number;
  /** minutes after midnight, 0-1439 */
  minute: number;
}

export function istanbulMoment(at: Date): IstanbulMoment {
  const part: Record<string, string> = {};
  for (const p of PARTS.formatToParts(at)) part[p.type] = p.value;
  const year = Number(part.year);
  const month = Number(part.month);
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    month: `${part.year}-${part.month}`,
    previousMonth: `${previous.year}-${String(previous.month).padStart(2, "0")}`,
    dayOfMonth: Number(part.day),
    minute: Number(part.hour) * 60 + Number(part.minute),
  };
}

const MONTH_NAME = new Intl.DateTimeFormat("tr-TR", { month: "long", timeZone: "UTC" });

/** "Kasım" for "2026-11". */
export function turkishMonthName(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return MONTH_NAME.format(new Date(Date.UTC(y, m - 1, 15)));
}
