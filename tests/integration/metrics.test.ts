/**
 * /metrics (ADR 031): there only with METRICS_TOKEN, refused without it, and its numbers move with
 * what the app does: a saved draw, a written comment, a provider call, a 429, database statements.
 * Also liveness and readiness kept apart.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import type { Database } from "@/server/db/client";
import { createMetrics } from "@/server/metrics/metrics";
import { METRICS_REFUSED_MESSAGE } from "@/server/metrics/routes";
import { type FakeLrclib, startFakeLrclib } from "../fakes/lrclib";
import { testConfig } from "../support/config";
import { metricTypes, sampleValue } from "../support/prometheus";
import {
  createTestApp,
  openTestDatabase,
  registerUser,
  saveCommentedDraw,
  testClientDir,
  usingPostgres,
} from "./helpers";

const TOKEN = "olcum-anahtari-0123456789abcdef";
const auth = { authorization: `Bearer ${TOKEN}` };

type App = Awaited<ReturnType<typeof buildApp>>;
let app: App;
let database: Database;
let lrclib: FakeLrclib;

beforeAll(async () => {
  lrclib = await startFakeLrclib();
  const metrics = createMetrics({ database: usingPostgres ? "postgres" : "pglite" });
  database = await openTestDatabase({ onQuery: metrics.query });
  app = await buildApp({
    config: testConfig({ METRICS_TOKEN: TOKEN, LRCLIB_BASE: lrclib.url }),
    database,
    clientDir: testClientDir(),
    logger: false,
    metrics,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await lrclib?.close();
});

async function scrape(): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/metrics", headers: auth });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers: auth });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("refuses a request without the token or with another one, in Turkish", async () => {
    for (const headers of [
      {},
      { authorization: "Bearer yanlis-anahtar-0123456789" },
      { authorization: TOKEN },
    ]) {
      const res = await app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: METRICS_REFUSED_MESSAGE });
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.body).not.toContain("sarkifali_");
    }
  });

  it("answers the Prometheus text format with every series the dashboards read", async () => {
    const res = await app.inject({ method: "GET", url: "/metrics", headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const types = metricTypes(res.body);
    expect(Object.fromEntries(types)).toMatchObject({
      sarkifali_http_request_duration_seconds: "histogram",
      sarkifali_draws_written_total: "counter",
      sarkifali_comments_written_total: "counter",
      sarkifali_provider_calls_total: "counter",
      sarkifali_provider_failures_total: "counter",
      sarkifali_provider_call_duration_seconds: "histogram",
      sarkifali_provider_quota_units: "gauge",
      sarkifali_rate_limit_refusals_total: "counter",
      sarkifali_db_query_duration_seconds: "histogram",
      sarkifali_db_pool_connections: "gauge",
      sarkifali_event_lag_seconds: "histogram",
      nodejs_eventloop_lag_seconds: "gauge",
      nodejs_heap_size_used_bytes: "gauge",
      process_resident_memory_bytes: "gauge",
    });
    // YouTube's daily budget, read from the database at the scrape
    expect(
      sampleValue(res.body, "sarkifali_provider_quota_units", { provider: "youtube", state: "limit" }),
    ).toBe(9000);
    // every series says which database the instance runs on
    expect(res.body).toMatch(
      new RegExp(`sarkifali_provider_quota_units\\{[^}]*database="${usingPostgres ? "postgres" : "pglite"}"`),
    );
    if (usingPostgres) {
      // the first scrape's quota read opened a connection of the pool; the next one sees it
      const again = await scrape();
      expect(sampleValue(again, "sarkifali_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(
        1,
      );
    }
  });

  it("counts a saved draw, its comment, the lyrics call and the requests, by source, kind and route", async () => {
    const before = await scrape();
    const { cookie } = await registerUser(app);
    await saveCommentedDraw(app, cookie);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);

    expect(moved("sarkifali_draws_written_total", { source: "csv", kind: "single" })).toBe(1);
    expect(moved("sarkifali_draws_written_total")).toBe(1);
    expect(moved("sarkifali_comments_written_total", { source: "offline", kind: "fortune" })).toBe(1);
    expect(moved("sarkifali_provider_calls_total", { provider: "lrclib" })).toBeGreaterThanOrEqual(1);
    expect(moved("sarkifali_provider_failures_total", { provider: "lrclib" })).toBe(0);
    const saves = { route: "/api/draws", method: "POST", status: "201" };
    expect(moved("sarkifali_http_request_duration_seconds_count", saves)).toBe(1);
    expect(moved("sarkifali_http_request_duration_seconds_count", { route: "/api/auth/register" })).toBe(1);
    expect(moved("sarkifali_db_query_duration_seconds_count", { outcome: "ok" })).toBeGreaterThan(3);

    if (usingPostgres) {
      // the draw.created NOTIFY comes back to this instance too: its round trip is the event lag
      const lag = { name: "sarkifali_event_lag_seconds_count", labels: { topic: "draw.created" } };
      let heard = 0;
      for (let i = 0; i < 50 && heard === 0; i++) {
        heard = sampleValue(await scrape(), lag.name, lag.labels) - sampleValue(before, lag.name, lag.labels);
        if (heard === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(heard).toBe(1);
    }
  });

  it("counts a provider that fails, by reason", async () => {
    lrclib.setFailure("500");
    try {
      const before = await scrape();
      const { cookie } = await registerUser(app);
      await saveCommentedDraw(app, cookie, {
        track: { id: "csv:9", title: "Arkadaşım Eşek", artist: "Barış Manço" },
      });
      const after = await scrape();
      const failures = (text: string) =>
        sampleValue(text, "sarkifali_provider_failures_total", { provider: "lrclib", reason: "status" });
      expect(failures(after) - failures(before)).toBeGreaterThanOrEqual(1);
    } finally {
      lrclib.setFailure(null);
    }
  });

  it("counts rate-limit refusals by route, and unknown addresses under one label", async () => {
    const before = await scrape();
    let refused = 0;
    for (let i = 0; i < 40 && refused === 0; i++) {
      const res = await app.inject({ method: "GET", url: `/r/yok${i}x`, remoteAddress: "203.0.113.77" });
      if (res.statusCode === 429) refused++;
    }
    expect(refused).toBe(1);
    await app.inject({ method: "GET", url: "/api/boyle-bir-yol-yok-123" });
    await app.inject({ method: "GET", url: "/api/boyle-bir-yol-yok-456" });
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved("sarkifali_rate_limit_refusals_total", { route: "/r/:code" })).toBe(1);
    expect(
      moved("sarkifali_http_request_duration_seconds_count", { route: "unmatched", status: "404" }),
    ).toBe(2);
    expect(after).not.toContain("boyle-bir-yol-yok");
  });
});

describe("liveness and readiness", () => {
  it("/api/health stays 200 while /api/health/ready answers 503 for a schema behind this build", async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).json()).toEqual({
        status: "ready",
      });
      await t.database.db.execute(sql`drop schema drizzle cascade`);
      const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(Number(ready.headers["retry-after"])).toBeGreaterThan(0);
      const live = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
    } finally {
      await t.close();
    }
  });
});
