/**
 * The reminder scheduler (ADR 041): every tick (a minute by default) it claims, in the database,
 * the notifications due now and sends them. At most one notification a day per person: on the
 * first days of a month the recap of the month just ended (when they drew that month) instead of
 * that day's reminder. Nothing in the quiet hours, 22:00-09:00 Istanbul time. It reads the app's
 * clock (`now`), so the end-to-end tests move it with PUT /api/test/clock.
 */
import { isQuietMinute } from "@/shared/reminder-time";
import { istanbulMoment } from "./istanbul-time";
import { type PushPayload, recapPayload, reminderPayload } from "./messages";
import type { ClaimWindow, PushRepository } from "./repository";
import type { PushKind, PushSender } from "./sender";

/** A reminder still goes out this many minutes after its time (a restart, a tick that ran late). */
export const REMINDER_LATE_MINUTES = 60;
/** The recap is announced on the first days of a month only. */
export const RECAP_LAST_DAY = 7;
/** Notifications sent at once. */
const SENDS_IN_FLIGHT = 8;

export interface SchedulerDeps {
  repo: Pick<PushRepository, "claimRecaps" | "claimReminders" | "devicesOf">;
  sender: PushSender;
  now: () => Date;
  tickMs: number;
  log: { warn: (obj: object, msg: string) => void };
}

export interface TickResult {
  reminders: number;
  recaps: number;
}

export function createReminderScheduler(deps: SchedulerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickResult> | undefined;

  async function tick(): Promise<TickResult> {
    const now = deps.now();
    const at = istanbulMoment(now);
    const result = { reminders: 0, recaps: 0 };
    if (isQuietMinute(at.minute)) return result;
    const window: ClaimWindow = { date: at.date, minute: at.minute, lateMinutes: REMINDER_LATE_MINUTES };
    if (at.dayOfMonth <= RECAP_LAST_DAY) {
      const recap = { month: at.previousMonth, ...monthBounds(at.previousMonth) };
      for (;;) {
        const people = await deps.repo.claimRecaps(window, recap);
        if (people.length === 0) break;
        result.recaps += people.length;
        await sendTo(people, recapPayload(recap.month), "recap");
      }
    }
    for (;;) {
      const people = await deps.repo.claimReminders(window);
      if (people.length === 0) break;
      result.reminders += people.length;
      await sendTo(people, reminderPayload(), "reminder");
    }
    return result;
  }

  async function sendTo(people: string[], payload: PushPayload, kind: PushKind): Promise<void> {
    const devices = await deps.repo.devicesOf(people);
    await inBatches(devices, SENDS_IN_FLIGHT, (device) => deps.sender.send(device, payload, kind));
  }

  /** One tick at a time: a tick still running when the next is due is not doubled. */
  function runOnce(): Promise<TickResult> {
    if (!running) {
      running = tick().finally(() => {
        running = undefined;
      });
    }
    return running;
  }

  return {
    /** claims and sends what is due now; answers how many people were claimed */
    tick: runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runOnce().catch((err) => deps.log.warn({ err }, "reminder tick failed"));
      }, deps.tickMs);
      timer.unref();
    },
    /** stops the timer and waits for a tick in progress */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;

/** A month's first and next month's first moment, Istanbul time (UTC+3 all year since 2016). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? [y + 1, 1] : [y, m + 1];
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    from: new Date(`${y}-${pad(m)}-01T00:00:00+03:00`),
    to: new Date(`${next[0]}-${pad(next[1]!)}-01T00:00:00+03:00`),
  };
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(run));
  }
}
