/** The rate-limit SQL on both engines (PGlite here, PostgreSQL with TEST_DATABASE_URL). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { createRateLimitRepository, type RateLimitRepository } from "@/server/rate-limits/repository";
import { openTestDatabase } from "./helpers";

let database: Database;
let repo: RateLimitRepository;
beforeAll(async () => {
  database = await openTestDatabase();
  repo = createRateLimitRepository(database.db);
});
afterAll(() => database.close());

const t0 = new Date("2026-01-01T10:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const WINDOW = 60_000;
const hit = (key: string, ms: number) => repo.hit(key, at(ms), at(ms - WINDOW));

describe("rate-limit repository", () => {
  it("counts hits in one window and starts a new window once it has passed", async () => {
    expect(await hit("k1", 0)).toEqual({ count: 1, windowStart: t0 });
    expect(await hit("k1", 10_000)).toEqual({ count: 2, windowStart: t0 });
    expect(await hit("k1", 59_999)).toEqual({ count: 3, windowStart: t0 });
    // exactly one window later the old one is over
    expect(await hit("k1", 60_000)).toEqual({ count: 1, windowStart: at(60_000) });
    expect(await repo.find("k1")).toEqual({ count: 1, windowStart: at(60_000) });
    expect(await repo.find("unknown")).toBeUndefined();
  });

  it("counts hits fired at once exactly: one atomic statement each", async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => hit("k2", 1_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it("counts several counters together: hits fired at once pass them all in one order", async () => {
    // a per-minute counter of 30 and a per-account counter of 10: every attempt is counted on
    // both, and exactly the first 10 (by the one order) are under both limits
    const attempts = await Promise.all(
      Array.from({ length: 200 }, () =>
        repo.hitAll(
          [
            { key: "together-minute", windowFloor: at(-WINDOW) },
            { key: "together-account", windowFloor: at(-WINDOW) },
          ],
          at(0),
        ),
      ),
    );
    const admitted = attempts.filter(([minute, account]) => minute!.count <= 30 && account!.count <= 10);
    expect(admitted).toHaveLength(10);
    // one order: the n-th attempt is the n-th on each counter
    expect(attempts.every(([minute, account]) => minute!.count === account!.count)).toBe(true);
    expect((await repo.find("together-minute"))?.count).toBe(200);
  });

  it("deletes windows that started before a moment", async () => {
    await hit("old", -3_600_000);
    await hit("new", 0);
    await repo.deleteOlderThan(at(-60_000));
    expect(await repo.find("old")).toBeUndefined();
    expect(await repo.find("new")).toBeDefined();
  });
});

describe("sign-in pacing", () => {
  const RULE = { free: 10, baseMs: 1000, maxMs: 30_000, resetMs: 15 * 60_000 };
  const pace = (key: string, ms: number) => repo.pace(key, at(ms), RULE);

  it("lets exactly the free attempts through at once, whatever order their clocks were read in", async () => {
    // 30 requests that read the clock within 50 ms of each other and reach the database in any order
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => pace("p1", (i * 37) % 50)));
    expect(results.filter((n) => n !== undefined).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
  });

  it("then spaces attempts 1 s, 2 s, 4 s … apart, at most 30 s, and starts again after 15 quiet minutes", async () => {
    let t = 0;
    for (let i = 0; i < 10; i++) expect(await pace("p2", t)).toBe(i + 1);
    const waits: number[] = [];
    for (let n = 11; n <= 18; n++) {
      const next = (await repo.nextAttemptAt("p2"))!.getTime() - t0.getTime();
      waits.push(next - t);
      expect(await pace("p2", next - 1)).toBeUndefined();
      t = next;
      expect(await pace("p2", t)).toBe(n);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(await pace("p2", t + 15 * 60_000)).toBe(1);
    await repo.forgetPace("p2");
    expect(await repo.nextAttemptAt("p2")).toBeUndefined();
  });
});
