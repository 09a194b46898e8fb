/**
 * Several app instances on one PostgreSQL database, as behind a load balancer: they migrate
 * together safely, and sessions and rate limits are shared (nothing lives in process memory).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import { type Database, openDatabase } from "@/server/db/client";
import { escapeHtml } from "@/server/pages/html";
import { testConfig } from "../support/config";
import {
  createPostgresDatabase,
  saveCommentedDraw,
  sessionCookieOf,
  testClientDir,
  uniqueEmail,
  usingPostgres,
} from "./helpers";

describe.skipIf(!usingPostgres)("two instances on one PostgreSQL database", () => {
  let drop: () => Promise<void> = async () => {};
  const databases: Database[] = [];
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const clock = Date.now();

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    // Both open (and migrate) at the same moment: the advisory lock lets one migrate at a time.
    databases.push(
      ...(await Promise.all([
        openDatabase({ databaseUrl: created.url, dataDir: "unused" }),
        openDatabase({ databaseUrl: created.url, dataDir: "unused" }),
      ])),
    );
    for (const database of databases) {
      const app = await buildApp({
        config: testConfig(),
        database,
        clientDir: testClientDir(),
        logger: false,
        // One clock for both, held still: "at once" then means the same instant however long a
        // burst takes to get through this busy machine (else a turn of the sign-in pace opens).
        now: () => new Date(clock),
        renderResult: async (draw) => `<main><h1>${escapeHtml(draw.trackTitle)}</h1></main>`,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const d of databases) await d.close();
    await drop();
  });

  it("a draw deleted on one instance is at once gone from the other's memory (NOTIFY)", async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const reg = await a.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: "123456" },
    });
    const cookie = sessionCookieOf(reg);
    const id = await saveCommentedDraw(a, cookie, { number: "7" });
    // B renders and keeps the page (and its view of the draw) in memory
    expect((await b.inject({ method: "GET", url: `/result/${id}` })).body).toContain("ssr-data");
    expect((await b.inject({ method: "GET", url: `/api/draws/${id}` })).statusCode).toBe(200);
    const heard = new Promise<void>((resolve) => {
      const stop = b.drawChanges.subscribe((ids) => {
        if (ids !== "all" && ids.includes(id)) {
          stop();
          resolve();
        }
      });
    });
    expect(
      (await a.inject({ method: "DELETE", url: `/api/draws/${id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    await heard;
    expect((await b.inject({ method: "GET", url: `/result/${id}` })).statusCode).toBe(404);
    expect((await b.inject({ method: "GET", url: `/api/draws/${id}` })).statusCode).toBe(404);
  });

  it("a lost LISTEN connection comes back, and the caches are cleared for what it may have missed", async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const heard = (app: typeof b, want: (ids: readonly string[] | "all") => boolean) =>
      new Promise<void>((resolve) => {
        const stop = app.drawChanges.subscribe((ids) => {
          if (want(ids)) {
            stop();
            resolve();
          }
        });
      });
    const cleared = heard(b, (ids) => ids === "all");
    // the server ends every LISTEN connection of this database (a restart, a network cut)
    await databases[0]!.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    await cleared;
    // listening again: a change on A reaches B
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const reached = heard(b, (ids) => ids !== "all" && ids.includes(id));
    await a.drawChanges.publish([id]);
    await reached;
  });

  it("a session made on one instance works on the other, and logout ends it everywhere", async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const reg = await a.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: "123456" },
    });
    const cookie = sessionCookieOf(reg);
    expect((await b.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(
      200,
    );
    await b.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect((await a.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it("rate limits count across instances", async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const email = uniqueEmail();
    await a.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "dogru-sifre" },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push(
        (await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "yanlis" } }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("200 guesses fired at once through both instances: exactly 10 are checked, from one address or from 200", {
    timeout: 60_000,
  }, async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    for (const spread of [false, true]) {
      const email = uniqueEmail();
      await a.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password: "dogru-sifre" },
        remoteAddress: spread ? "192.0.2.2" : "192.0.2.1",
      });
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          (i % 2 === 0 ? a : b).inject({
            method: "POST",
            url: "/api/auth/login",
            // the right password last, as an attacker's 200th guess
            payload: { email, password: i === 199 ? "dogru-sifre" : `yanlis-${i}` },
            remoteAddress: spread ? `10.9.${i >> 8}.${i & 255}` : "198.51.100.80",
          }),
        ),
      );
      const statuses = replies.map((r) => r.statusCode);
      const checked = statuses.filter((s) => s === 401 || s === 200).length;
      expect({ spread, checked, refused: statuses.filter((s) => s === 429).length }).toEqual({
        spread,
        checked: 10,
        refused: 190,
      });
    }
  });
});
