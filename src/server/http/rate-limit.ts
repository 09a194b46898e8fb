/**
 * Rate limits kept in the database (rate-limits/repository.ts), so every app instance behind a
 * load balancer counts against the same numbers.
 *
 * - `hit`: a fixed-window counter, one atomic upsert per request. A request is counted *before*
 *   the work it asks for, so requests fired at once are held to the limit exactly.
 * - `pace`: spaces attempts on one key further and further apart instead of refusing them for a
 *   whole window (sign-in per account, ADR 016).
 *
 * Routes ask for counters with `config.rateLimit` (http/route-guards.ts).
 */
import type { PaceRule, RateLimitRepository } from "../rate-limits/repository";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export function createRateLimiter(repo: RateLimitRepository, now: () => Date = () => new Date()) {
  const secondsUntil = (moment: number, t: Date) => Math.max(1, Math.ceil((moment - t.getTime()) / 1000));

  return {
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const t = now();
      const { count, windowStart } = await repo.hit(key, t, new Date(t.getTime() - windowMs));
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: secondsUntil(windowStart.getTime() + windowMs, t),
      };
    },

    /**
     * One hit on each counter, counted together (repository hitAll): requests fired at once pass
     * every counter in the same order, so together they admit exactly what the tightest allows.
     */
    async hitAll(limits: { key: string; limit: number; windowMs: number }[]): Promise<RateLimitResult[]> {
      const t = now();
      const windows = await repo.hitAll(
        limits.map((l) => ({ key: l.key, windowFloor: new Date(t.getTime() - l.windowMs) })),
        t,
      );
      return windows.map(({ count, windowStart }, i) => {
        const { limit, windowMs } = limits[i]!;
        return {
          allowed: count <= limit,
          remaining: Math.max(0, limit - count),
          retryAfterSeconds: secondsUntil(windowStart.getTime() + windowMs, t),
        };
      });
    },

    /** Gives one hit back, for a request that turned out not to be what the counter is for. */
    refund(key: string): Promise<void> {
      return repo.refund(key);
    },

    /** Starts the key's window again from nothing. */
    forget(key: string): Promise<void> {
      return repo.forget(key);
    },

    /** Whether this attempt's turn has come (and if so, it is counted and the next turn moves on). */
    async pace(key: string, rule: PaceRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const t = now();
      if ((await repo.pace(key, t, rule)) !== undefined) return { allowed: true, retryAfterSeconds: 0 };
      const next = await repo.nextAttemptAt(key);
      return { allowed: false, retryAfterSeconds: secondsUntil(next?.getTime() ?? 0, t) };
    },

    forgetPace(key: string): Promise<void> {
      return repo.forgetPace(key);
    },

    prune(olderThan: Date): Promise<void> {
      return repo.deleteOlderThan(olderThan);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
