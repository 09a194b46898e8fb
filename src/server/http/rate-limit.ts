/**
 * Fixed-window rate limits kept in the database, so every app instance behind a load balancer
 * counts against the same window. One atomic upsert per hit.
 */
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export function createRateLimiter(db: Db, now: () => Date = () => new Date()) {
  return {
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const t = now();
      const windowFloor = new Date(t.getTime() - windowMs);
      const result = (await db.execute(sql`
        insert into rate_limits (key, window_start, count) values (${key}, ${t.toISOString()}, 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= ${windowFloor.toISOString()} then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= ${windowFloor.toISOString()} then ${t.toISOString()}::timestamptz else rate_limits.window_start end
        returning count, window_start`)) as unknown as {
        rows: { count: number; window_start: string | Date }[];
      };
      const row = result.rows[0]!;
      const count = Number(row.count);
      const windowStart = new Date(row.window_start);
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((windowStart.getTime() + windowMs - t.getTime()) / 1000),
      );
      return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
    },

    /** Whether the key is over its limit now, without counting this look as a hit. */
    async peek(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const t = now();
      const rows = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
      const row = rows[0];
      if (!row || row.windowStart.getTime() <= t.getTime() - windowMs) {
        return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
      }
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((row.windowStart.getTime() + windowMs - t.getTime()) / 1000),
      );
      return { allowed: row.count < limit, remaining: Math.max(0, limit - row.count), retryAfterSeconds };
    },

    async prune(olderThan: Date): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
