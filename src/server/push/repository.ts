/**
 * All SQL of push_subscriptions and push_reminders (db/schema-push.ts, ADR 041): a device's
 * subscription, a person's reminder, and the scheduler's claims. A claim is one UPDATE … RETURNING
 * over rows picked with FOR UPDATE SKIP LOCKED: with several instances on one PostgreSQL, a row
 * one instance claims is skipped by the others, and the day it records keeps it from being claimed
 * again, so each notification goes out once.
 */
import { and, count, desc, eq, exists, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { draws, pushReminders, pushSubscriptions, users } from "../db/schema";

/** A device's subscription as the sender needs it. */
export interface PushTarget {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface ReminderState {
  /** minutes after midnight (Istanbul), null when the person has no reminder */
  minute: number | null;
  devices: number;
  /** the endpoint asked about is one of the person's devices */
  thisDevice: boolean;
}

/** Devices one person may keep subscribed; a new one beyond it replaces the longest unused. */
export const MAX_DEVICES_PER_PERSON = 10;
/** Reminders claimed by one statement; a tick claims again until none is left. */
const CLAIM_BATCH = 200;

const target = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** What a claim asks: the Istanbul day and minute now, and how late a reminder may still go. */
export interface ClaimWindow {
  date: string;
  minute: number;
  /** a reminder goes out from its minute up to this many minutes later (a restart, a slow tick) */
  lateMinutes: number;
}

/** The recap's month: "YYYY-MM" and its bounds as moments. */
export interface RecapMonth {
  month: string;
  from: Date;
  to: Date;
}

export function createPushRepository(db: Db) {
  async function state(userId: string, endpoint?: string): Promise<ReminderState> {
    const [reminder] = await db
      .select({ minute: pushReminders.minute })
      .from(pushReminders)
      .where(eq(pushReminders.userId, userId));
    const [devices] = await db
      .select({
        n: count(),
        mine: sql<boolean>`coalesce(bool_or(${pushSubscriptions.endpoint} = ${endpoint ?? ""}), false)`,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    const n = devices?.n ?? 0;
    return {
      minute: reminder && n > 0 ? reminder.minute : null,
      devices: n,
      thisDevice: Boolean(endpoint) && devices?.mine === true,
    };
  }

  /** Rows that are due: their minute has come within the window, not yet sent today. */
  const due = (w: ClaimWindow) =>
    and(
      lte(pushReminders.minute, w.minute),
      gt(pushReminders.minute, w.minute - w.lateMinutes),
      or(isNull(pushReminders.lastSentOn), lt(pushReminders.lastSentOn, w.date)),
      exists(
        db
          .select({ one: sql`1` })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, pushReminders.userId)),
      ),
    );

  return {
    state,

    /**
     * Stores this device's subscription for `userId` (a device subscribed by someone else before
     * becomes theirs) and the person's time of day. `skipToday`: the time has passed today, so the
     * first reminder is tomorrow's (never one the moment someone opts in).
     */
    async subscribe(input: {
      userId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      minute: number;
      today: string;
      skipToday: boolean;
      now: Date;
    }): Promise<ReminderState> {
      await db.transaction(async (tx) => {
        // the person's row first: subscriptions of one person are counted one after another
        await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
        await tx
          .insert(pushSubscriptions)
          .values({
            userId: input.userId,
            endpoint: input.endpoint,
            p256dh: input.p256dh,
            auth: input.auth,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId: input.userId, p256dh: input.p256dh, auth: input.auth, updatedAt: input.now },
          });
        const kept = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, input.userId))
          .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
          .offset(MAX_DEVICES_PER_PERSON);
        if (kept.length > 0) {
          await tx.delete(pushSubscriptions).where(
            inArray(
              pushSubscriptions.id,
              kept.map((k) => k.id),
            ),
          );
        }
        await tx
          .insert(pushReminders)
          .values({
            userId: input.userId,
            minute: input.minute,
            lastSentOn: input.skipToday ? input.today : null,
            updatedAt: input.now,
          })
          .onConflictDoUpdate({
            target: pushReminders.userId,
            set: {
              minute: input.minute,
              updatedAt: input.now,
              ...(input.skipToday
                ? { lastSentOn: sql`greatest(${pushReminders.lastSentOn}, ${input.today}::date)` }
                : {}),
            },
          });
      });
      return state(input.userId, input.endpoint);
    },

    /** Removes one device's subscription of this person (another person's is left alone). */
    async unsubscribe(userId: string, endpoint: string): Promise<ReminderState> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
      return state(userId, endpoint);
    },

    /** The push service said the subscription is gone (404/410). */
    async deleteSubscription(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    devicesOf(userIds: readonly string[]): Promise<PushTarget[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select(target)
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },

    /**
     * Claims the recaps due now: people whose reminder is due, who had draws in `recap.month` and
     * were not told of that month's recap yet. Records the day and the month; answers their ids.
     */
    async claimRecaps(w: ClaimWindow, recap: RecapMonth): Promise<string[]> {
      const picked = db
        .select({ userId: pushReminders.userId })
        .from(pushReminders)
        .where(
          and(
            due(w),
            or(isNull(pushReminders.recapMonth), lt(pushReminders.recapMonth, recap.month)),
            exists(
              db
                .select({ one: sql`1` })
                .from(draws)
                .where(
                  and(
                    eq(draws.userId, pushReminders.userId),
                    sql`${draws.createdAt} >= ${recap.from.toISOString()}::timestamptz`,
                    sql`${draws.createdAt} < ${recap.to.toISOString()}::timestamptz`,
                  ),
                ),
            ),
          ),
        )
        .orderBy(pushReminders.minute)
        .limit(CLAIM_BATCH)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(pushReminders)
        .set({ lastSentOn: w.date, recapMonth: recap.month })
        .where(and(inArray(pushReminders.userId, picked), due(w)))
        .returning({ userId: pushReminders.userId });
      return rows.map((r) => r.userId);
    },

    /** Claims the daily reminders due now: records today on each; answers the people's ids. */
    async claimReminders(w: ClaimWindow): Promise<string[]> {
      const picked = db
        .select({ userId: pushReminders.userId })
        .from(pushReminders)
        .where(due(w))
        .orderBy(pushReminders.minute)
        .limit(CLAIM_BATCH)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(pushReminders)
        .set({ lastSentOn: w.date })
        .where(and(inArray(pushReminders.userId, picked), due(w)))
        .returning({ userId: pushReminders.userId });
      return rows.map((r) => r.userId);
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
