/** All SQL of the rate-limit counters (rate_limits) and the sign-in pacing (login_throttles). */
import { eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginThrottles, rateLimits } from "../db/schema";

export interface RateLimitWindow {
  count: number;
  windowStart: Date;
}

/**
 * How attempts on one key are spaced: the first `free` may come at once; after the n-th
 * (n >= free) the next waits min(maxMs, baseMs * 2^(n - free)). A key left alone for `resetMs`
 * starts again.
 */
export interface PaceRule {
  free: number;
  baseMs: number;
  maxMs: number;
  resetMs: number;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The wait after the n-th attempt, in milliseconds, as SQL (so the statement decides it). */
function waitAfter(n: SQL, rule: PaceRule): SQL {
  // The exponent is capped so the power never overflows, however long an attack goes on.
  return sql`(case when ${n} < ${rule.free}::int then 0
    else least(${rule.maxMs}::float8, ${rule.baseMs}::float8 * power(2, least(${n} - ${rule.free}::int, 30))) end)`;
}

/** One hit on one key (see hit below), on the database or inside a transaction. */
async function hitOn(db: Db, key: string, now: Date, windowFloor: Date): Promise<RateLimitWindow> {
  const expired = sql`${rateLimits.windowStart} <= ${windowFloor.toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return rows[0]!;
}

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one hit in one statement: a window that started at or before `windowFloor` starts
     * again at `now` with 1, otherwise the count goes up. Atomic, so every app instance sharing
     * the database counts against the same window.
     */
    async hit(key: string, now: Date, windowFloor: Date): Promise<RateLimitWindow> {
      return hitOn(db, key, now, windowFloor);
    },

    /**
     * Counts one hit on each key in one transaction, keys in a fixed order: each counter's row
     * stays locked until the commit, so attempts fired at once pass every counter in the same
     * order, and the n-th attempt is the n-th on each. Counted one by one, two counters could
     * admit different attempts and together admit fewer than either allows.
     */
    async hitAll(hits: { key: string; windowFloor: Date }[], now: Date): Promise<RateLimitWindow[]> {
      const order = hits.map((_, i) => i).sort((a, b) => (hits[a]!.key < hits[b]!.key ? -1 : 1));
      return db.transaction(async (tx) => {
        const windows: RateLimitWindow[] = new Array(hits.length);
        for (const i of order)
          windows[i] = await hitOn(tx as unknown as Db, hits[i]!.key, now, hits[i]!.windowFloor);
        return windows;
      });
    },

    /** Takes one hit back (an attempt that turned out fine). */
    async refund(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },

    async find(key: string): Promise<RateLimitWindow | undefined> {
      const rows = await db
        .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
        .from(rateLimits)
        .where(eq(rateLimits.key, key))
        .limit(1);
      return rows[0];
    },

    /**
     * Deletes the counters whose key names one of `parts` as a whole ':'-separated segment (keys
     * look like "draw:<user id>" or "login-fail:<email>:<address>"): a deleted account's counters.
     * position() rather than LIKE, so "_" and "%" in an email are plain characters.
     */
    async deleteKeysNaming(parts: readonly string[]): Promise<number> {
      const wanted = parts.filter(Boolean);
      if (wanted.length === 0) return 0;
      const naming = (key: typeof rateLimits.key | typeof loginThrottles.key) =>
        or(...wanted.map((p) => sql`position(${`:${p}:`} in ':' || ${key} || ':') > 0`));
      const rows = await db
        .delete(rateLimits)
        .where(naming(rateLimits.key))
        .returning({ key: rateLimits.key });
      // the sign-in pacing of the account ("login:<email>", review N9) too
      const paced = await db
        .delete(loginThrottles)
        .where(naming(loginThrottles.key))
        .returning({ key: loginThrottles.key });
      return rows.length + paced.length;
    },

    async forget(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /**
     * Claims the next attempt on a paced key in one statement: it is allowed only when its turn
     * has come, and then the following turn moves on. Gives the attempt's number in the run, or
     * undefined when it must wait (nothing is changed then).
     */
    async pace(key: string, now: Date, rule: PaceRule): Promise<number | undefined> {
      const stale = sql`${loginThrottles.lastAttemptAt} <= ${at(now)} - ${rule.resetMs}::float8 * interval '1 millisecond'`;
      const attempts = sql`(case when ${stale} then 1 else ${loginThrottles.attempts} + 1 end)`;
      const nextAfter = (n: SQL) => sql`${at(now)} + ${waitAfter(n, rule)} * interval '1 millisecond'`;
      const rows = await db
        .insert(loginThrottles)
        .values({ key, attempts: 1, lastAttemptAt: now, nextAttemptAt: nextAfter(sql`1`) })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            attempts,
            lastAttemptAt: sql`greatest(${loginThrottles.lastAttemptAt}, ${at(now)})`,
            nextAttemptAt: nextAfter(attempts),
          },
          // The free attempts go by count, not by time: requests that read the clock in one order
          // may reach the database in another, and must not refuse each other for it.
          setWhere: sql`${loginThrottles.attempts} < ${rule.free}::int or ${loginThrottles.nextAttemptAt} <= ${at(now)}`,
        })
        .returning({ attempts: loginThrottles.attempts });
      return rows[0]?.attempts;
    },

    async nextAttemptAt(key: string): Promise<Date | undefined> {
      const rows = await db
        .select({ next: loginThrottles.nextAttemptAt })
        .from(loginThrottles)
        .where(eq(loginThrottles.key, key))
        .limit(1);
      return rows[0]?.next;
    },

    /** Ends a paced run (the account's owner got in): the next attempt is the first again. */
    async forgetPace(key: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
    },

    async deleteOlderThan(olderThan: Date): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
      await db.delete(loginThrottles).where(lt(loginThrottles.lastAttemptAt, olderThan));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
