/**
 * The reminder's time of day (ADR 041), shared by the server (validation, scheduler) and the
 * client (the picker): "HH:MM" in Istanbul time, never in the quiet hours 22:00-09:00.
 */

/** 09:00: the first minute a reminder may go out (minutes after midnight, Istanbul time) */
export const REMINDER_FIRST_MINUTE = 9 * 60;
/** 22:00: from here until 09:00 nothing is sent */
export const REMINDER_QUIET_FROM = 22 * 60;
/** the time the picker offers first */
export const REMINDER_DEFAULT_TIME = "10:00";

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:MM", or null when it is not such a time. */
export function minuteOfTime(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "HH:MM" of minutes after midnight. */
export function timeOfMinute(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Whether a minute of the day falls in the quiet hours (22:00 up to 09:00). */
export function isQuietMinute(minute: number): boolean {
  return minute < REMINDER_FIRST_MINUTE || minute >= REMINDER_QUIET_FROM;
}

/** The times the picker offers: every half hour from 09:00 to 21:30. */
export function reminderTimeChoices(): string[] {
  const times: string[] = [];
  for (let m = REMINDER_FIRST_MINUTE; m < REMINDER_QUIET_FROM; m += 30) times.push(timeOfMinute(m));
  return times;
}
