/**
 * The database away: requests answer 503 in Turkish within the timeouts instead of hanging or
 * answering 500, the health check sees a missing schema, the pool recovers by itself once the
 * network heals, and start-up against a stalled server fails with one line. The network faults
 * are real: a TCP proxy between the app and PostgreSQL that swallows every byte (blackhole) or
 * refuses connections. PGlite runs in this process and has no network to stall; its part here is
 * the schema check.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import { DEFAULT_TIMEOUTS, openDatabase } from "@/server/db/client";
import { DATABASE_UNAVAILABLE_MESSAGE } from "@/server/http/errors";
import { testConfig } from "../support/config";
import { runAppUntilExit } from "../support/process";
import { startTcpProxy, throughProxy } from "../support/tcp-proxy";
import {
  createPostgresDatabase,
  createTestApp,
  registerUser,
  testClientDir,
  uniqueEmail,
  usingPostgres,
} from "./helpers";

type App = Awaited<ReturnType<typeof buildApp>>;

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: Math.round(performance.now() - started) };
}

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
}

describe("the health check looks at the schema", () => {
  it("answers 503 when the migrations are missing or behind this build, 200 when they are there", async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
      // The newest migration's record gone: this build's schema is not (known to be) there.
      await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expectUnavailable(await t.app.inject({ method: "GET", url: "/api/health/ready" }));
      await t.database.db.execute(sql`drop schema drizzle cascade`);
      expectUnavailable(await t.app.inject({ method: "GET", url: "/api/health/ready" }));
    } finally {
      await t.close();
    }
  });

  it("a request on a table that is not there answers 503, not 500", async () => {
    const t = await createTestApp();
    try {
      await t.database.db.execute(sql`alter table users rename to users_moved`);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: uniqueEmail(), password: "gizli-sifre" },
      });
      expectUnavailable(res);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!usingPostgres)("PostgreSQL behind a faulty network", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  async function appThroughProxy() {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    cleanups.push(() => proxy.close());
    const database = await openDatabase({ databaseUrl: throughProxy(created.url, proxy), dataDir: "unused" });
    cleanups.push(() => database.close());
    const app: App = await buildApp({
      config: testConfig(),
      database,
      clientDir: testClientDir(),
      logger: false,
    });
    await app.ready();
    cleanups.push(() => app.close());
    return { app, proxy, created };
  }

  it("blackholed: requests answer 503 within the timeouts; healed: health is 200 again without a restart", {
    timeout: 90_000,
  }, async () => {
    const { app, proxy } = await appThroughProxy();
    const { cookie } = await registerUser(app);
    // Several connections in the pool, as after some traffic.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } }),
      ),
    );
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);

    proxy.setMode("blackhole");
    const health = await timed(app.inject({ method: "GET", url: "/api/health/ready" }));
    expectUnavailable(health.value);

    const burst = await timed(
      Promise.all([
        ...Array.from({ length: 12 }, () =>
          timed(app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })),
        ),
        timed(
          app.inject({
            method: "POST",
            url: "/api/auth/register",
            payload: { email: uniqueEmail(), password: "gizli-sifre" },
          }),
        ),
      ]),
    );
    for (const { value } of burst.value) expectUnavailable(value);
    const slowest = Math.max(...burst.value.map((r) => r.ms));
    // Bounded by the pool's waits: a stuck connection is cut after queryMs, a new or free one is
    // waited for connectMs; never longer than both one after the other.
    expect(slowest).toBeLessThan(DEFAULT_TIMEOUTS.queryMs + DEFAULT_TIMEOUTS.connectMs + 2_000);

    proxy.setMode("forward");
    const healed = performance.now();
    let status = 0;
    while (performance.now() - healed < 30_000) {
      status = (await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const recoveryMs = Math.round(performance.now() - healed);
    expect(status).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(
      200,
    );
    console.info(
      `blackhole: health 503 after ${health.ms} ms; ${burst.value.length} API requests 503, slowest ${slowest} ms; ` +
        `healed: health 200 after ${recoveryMs} ms`,
    );
  });

  it("refused connections and a dropped, re-created database answer 503 until the schema is back", {
    timeout: 60_000,
  }, async () => {
    const { app, proxy, created } = await appThroughProxy();
    const { cookie } = await registerUser(app);

    proxy.setMode("refuse");
    expectUnavailable(await app.inject({ method: "GET", url: "/api/health/ready" }));
    expectUnavailable(await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } }));
    proxy.setMode("forward");
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const name = new URL(created.url).pathname.slice(1);
      await admin.query(`drop database ${name} with (force)`);
      expectUnavailable(await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } }));
      await admin.query(`create database ${name}`);
      // An empty database answers, but has no tables: not ready.
      expectUnavailable(await app.inject({ method: "GET", url: "/api/health/ready" }));
      expectUnavailable(
        await app.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: { email: uniqueEmail(), password: "gizli-sifre" },
        }),
      );
    } finally {
      await admin.end();
    }
  });

  it("start-up against a blackholed server exits 1 with one line, naming no password", {
    timeout: 60_000,
  }, async () => {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    cleanups.push(() => proxy.close());
    proxy.setMode("blackhole");
    const url = new URL(throughProxy(created.url, proxy));
    url.username = "postgres";
    url.password = "geheim-parola";
    const dataDir = mkdtempSync(join(tmpdir(), "sf-startup-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    const run = await runAppUntilExit({
      from: "source",
      dataDir,
      env: { DATABASE_URL: url.toString() },
      timeoutMs: 40_000,
    });
    expect(run.killed).toBe(false);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Start-up failed: cannot open the PostgreSQL database at 127\\.0\\.0\\.1:${proxy.port}/sf_test_\\w+: no answer within 5 s$`,
      ),
    );
    expect(run.stderr + run.stdout).not.toContain("geheim-parola");
    console.info(`start-up against a blackholed database: exit ${run.code} after ${run.ms} ms: ${lines[0]}`);
  });
});
