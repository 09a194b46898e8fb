/**
 * Security review 2026-11-28, N3: visitors' /result/{id} renders that missed the cache had no
 * budget (the question toggle's limit is tested in question-privacy.test.ts). One signed-out client rotating over 480 draws at
 * 16 requests a second raised /api/health from 16 ms to a median of 1,067 ms.
 *
 * Now a render is charged to the address (past RESULT_RENDER_LIMIT: the shell with the draw's
 * tags), renders on their way are capped per instance (beyond: the shell at once), and the
 * built renderer runs in a worker thread (result-render-budgets.test.ts in share/ shows that).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderResultPage } from "@/client/ssr";
import { RESULT_RENDER_LIMIT } from "@/server/share/routes";
import { createTestApp, registerUser, saveCommentedDraw, type TestApp } from "./helpers";

const RENDERED = '<div id="root" data-prerendered>';
/** shorter than the app's pause, long enough to tell a held answer from one sent at once */
const OVER_BUDGET_DELAY_MS = 300;

describe("visitors' result-page renders are charged per address (N3)", () => {
  let t: TestApp;
  let renders = 0;
  let id: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(
      { PUBLIC_URL: "https://fal.example", TRUST_PROXY: "1" },
      {
        renderResult: async (draw, origin) => {
          renders += 1;
          return renderResultPage(draw, origin);
        },
        // smaller than one page: nothing is kept, so every visit is a miss (as rotating over
        // more draws than the cache holds makes it)
        resultPageCache: { maxBytes: 1_000 },
        tuning: { resultOverBudgetDelayMs: OVER_BUDGET_DELAY_MS },
      },
    );
    ({ cookie } = await registerUser(t.app));
    id = await saveCommentedDraw(t.app, cookie, {
      track: { id: "csv:n3", title: "Gülpembe", artist: "Barış Manço" },
    });
  });
  afterAll(() => t?.close());

  const visit = (address: string) =>
    t.app.inject({
      method: "GET",
      url: `/result/${id}`,
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": address },
    });

  it("renders up to the limit, then sends the shell with the draw's tags; another address still gets renders", {
    timeout: 120_000,
  }, async () => {
    renders = 0;
    const bodies: string[] = [];
    // one IPv6 client walking its /64: one budget (ADR 033, N5)
    for (let i = 1; i <= RESULT_RENDER_LIMIT.count + 5; i++) {
      const res = await visit(`2001:db8:33:1::${i.toString(16)}`);
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
    expect(renders).toBe(RESULT_RENDER_LIMIT.count);
    expect(bodies.slice(0, RESULT_RENDER_LIMIT.count).every((b) => b.includes(RENDERED))).toBe(true);
    const over = bodies.at(-1)!;
    expect(over).not.toContain(RENDERED);
    expect(over).toContain('<div id="root" data-signed-out></div>');
    // the crawler's view is the same: the draw's tags are in the shell
    expect(over).toContain('property="og:title"');
    expect(over).toContain("Gülpembe");
    expect(over).toContain(`/api/og/${id}`);

    const other = await visit("198.51.100.7");
    expect(other.body).toContain(RENDERED);
    expect(renders).toBe(RESULT_RENDER_LIMIT.count + 1);
  });

  it("holds the shell past the budget for a moment, so one client cannot ask as fast as the server answers", {
    timeout: 120_000,
  }, async () => {
    const address = "2001:db8:44:1::1";
    for (let i = 0; i < RESULT_RENDER_LIMIT.count; i++) await visit(address);
    // a lower bound only: a timer never fires early, however loaded the machine
    const started = performance.now();
    const held = await visit(address);
    expect(held.statusCode).toBe(200);
    expect(held.body).not.toContain(RENDERED);
    expect(performance.now() - started).toBeGreaterThanOrEqual(OVER_BUDGET_DELAY_MS - 5);
  });

  it("the shell sent past the budget is kept in memory, and forgotten at once when the draw is deleted", {
    timeout: 60_000,
  }, async () => {
    const address = "2001:db8:33:1::ffff";
    const first = await visit(address);
    expect(first.body).not.toContain(RENDERED);
    expect((await visit(address)).body).toBe(first.body);
    const gone = await t.app.inject({ method: "DELETE", url: `/api/draws/${id}`, headers: { cookie } });
    expect(gone.statusCode).toBe(200);
    expect((await visit(address)).statusCode).toBe(404);
  });
});

describe("renders on their way are capped per instance (N3)", () => {
  let t: TestApp;
  let started = 0;
  let releaseAll: () => void = () => {};
  let gate = Promise.resolve();
  beforeAll(async () => {
    t = await createTestApp(
      { PUBLIC_URL: "https://fal.example" },
      {
        renderResult: async (draw, origin) => {
          started += 1;
          await gate;
          return renderResultPage(draw, origin);
        },
        resultPageCache: { maxRendering: 2 },
      },
    );
  });
  afterAll(() => t?.close());

  it("past the cap a visitor gets the shell at once instead of waiting behind others' renders", {
    timeout: 60_000,
  }, async () => {
    const { cookie } = await registerUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push(
        await saveCommentedDraw(t.app, cookie, {
          track: { id: `csv:cap${i}`, title: `Şarkı ${i}`, artist: "Sanatçı" },
        }),
      );
    }
    gate = new Promise((resolve) => {
      releaseAll = resolve;
    });
    const at = (id: string, n: number) =>
      t.app.inject({ method: "GET", url: `/result/${id}`, remoteAddress: `192.0.2.${n}` });
    // two visitors' renders are held; the third and fourth arrive meanwhile
    const held = [at(ids[0]!, 1), at(ids[1]!, 2)];
    await expect.poll(() => started, { timeout: 10_000 }).toBe(2);
    const [third, fourth] = await Promise.all([at(ids[2]!, 3), at(ids[3]!, 4)]);
    expect([third.statusCode, fourth.statusCode]).toEqual([200, 200]);
    expect(third.body).not.toContain(RENDERED);
    expect(third.body).toContain("Şarkı 2");
    expect(fourth.body).not.toContain(RENDERED);
    expect(started).toBe(2);
    releaseAll();
    for (const res of await Promise.all(held)) expect(res.body).toContain(RENDERED);
    // the places are given back: the next visitor is rendered again
    expect((await at(ids[2]!, 5)).body).toContain(RENDERED);
    expect(t.app.resultPages?.stats().rendering).toBe(0);
  });
});
