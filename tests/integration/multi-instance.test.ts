/**
 * Several app instances on one PostgreSQL database, as behind a load balancer: they migrate
 * together safely, and sessions and rate limits are shared (nothing lives in process memory).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import { type Database, openDatabase } from "@/server/db/client";
import { escapeHtml } from "@/server/pages/html";
import { createPremiumRepository } from "@/server/premium/repository";
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

  /**
   * Asks `look` again until `ok` holds, and says how long after `since` the request that saw it was
   * made: what the other instance needed to follow, without the time that answer took to make (a
   * new preview image is drawn in seconds on a busy machine).
   */
  async function followed<T>(since: number, look: () => Promise<T>, ok: (value: T) => boolean) {
    for (;;) {
      const asked = Date.now();
      const value = await look();
      if (ok(value)) return { value, after: asked - since };
      if (asked - since > 5_000) return { value, after: Number.POSITIVE_INFINITY };
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it("a draw changed through A: B's result page, preview image and statistics follow within 1 s", async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const reg = await a.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: "123456" },
    });
    const cookie = sessionCookieOf(reg);
    const me = (await a.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json();
    await createPremiumRepository(databases[0]!.db).grant(me.id, "operator");
    const id = await saveCommentedDraw(a, cookie, { number: "7" });

    // B reads the draw three ways and keeps each in memory
    const page = () => b.inject({ method: "GET", url: `/result/${id}` });
    const image = () => b.inject({ method: "GET", url: `/api/og/${id}` });
    const stats = async () =>
      (await b.inject({ method: "GET", url: "/api/analytics/detailed", headers: { cookie } })).json() as {
        total: number;
        favorites: number;
      };
    expect((await page()).body).toContain("v=klasik-");
    const klasik = (await image()).headers.etag;
    expect((await image()).headers["x-og-cache"]).toBe("hit");
    expect(await stats()).toMatchObject({ total: 1, favorites: 0 });

    // a new design and a favourite, through A
    const patched = await a.inject({
      method: "PATCH",
      url: `/api/draws/${id}/share-theme`,
      headers: { cookie },
      payload: { shareTheme: "altin" },
    });
    expect(patched.statusCode).toBe(200);
    expect(
      (await a.inject({ method: "PATCH", url: `/api/draws/${id}/favorite`, headers: { cookie } })).statusCode,
    ).toBe(200);
    const changed = Date.now();
    const [newPage, newImage, newStats] = await Promise.all([
      followed(changed, page, (r) => r.body.includes("v=altin-")),
      followed(changed, image, (r) => r.statusCode === 200 && r.headers.etag !== klasik),
      followed(changed, stats, (s) => s.favorites === 1),
    ]);
    expect(newStats.value).toMatchObject({ total: 1, favorites: 1 });
    expect([newPage.after, newImage.after, newStats.after].map((ms) => ms < 1_000)).toEqual([
      true,
      true,
      true,
    ]);

    // deleted through A: gone from B
    expect(
      (await a.inject({ method: "DELETE", url: `/api/draws/${id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    const deleted = Date.now();
    const gone = await Promise.all([
      followed(deleted, page, (r) => r.statusCode === 404),
      followed(deleted, image, (r) => r.statusCode === 404),
      followed(
        deleted,
        () => b.inject({ method: "GET", url: `/api/draws/${id}` }),
        (r) => r.statusCode === 404,
      ),
      followed(deleted, stats, (s) => s.total === 0),
    ]);
    expect(gone.map((g) => g.after < 1_000)).toEqual([true, true, true, true]);
  });

  it("an account erased through A: B hears every one of its draws as deleted (one NOTIFY statement)", async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const reg = await a.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: "123456" },
    });
    const cookie = sessionCookieOf(reg);
    const ids: string[] = [];
    for (const number of ["1", "2", "3"]) ids.push(await saveCommentedDraw(a, cookie, { number }));
    const heard: string[] = [];
    const all = new Promise<void>((resolve) => {
      const stop = b.events.subscribe("draw.deleted", (e, meta) => {
        if (!ids.includes(e.id) || meta.local) return;
        heard.push(e.id);
        if (heard.length === ids.length) {
          stop();
          resolve();
        }
      });
    });
    const res = await a.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie },
      payload: { password: "123456" },
    });
    expect(res.statusCode).toBe(200);
    await all;
    expect(heard.sort()).toEqual([...ids].sort());
  });

  it("a lost LISTEN connection comes back with a resync, and events flow again", async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const resynced = new Promise<void>((resolve) => {
      const stop = b.events.onResync(() => {
        stop();
        resolve();
      });
    });
    // the server ends every LISTEN connection of this database (a restart, a network cut)
    const ended = await databases[0]!.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    expect((ended as unknown as { rows: unknown[] }).rows.length).toBe(2);
    await resynced;
    // listening again: an event published on A reaches B, in order
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const heard: number[] = [];
    const reached = new Promise<void>((resolve) => {
      const stop = b.events.subscribe("draw.deleted", (e, meta) => {
        if (e.id !== id) return;
        expect(meta.local).toBe(false);
        heard.push(e.version);
        if (heard.length === 3) {
          stop();
          resolve();
        }
      });
    });
    for (const version of [1, 2, 3]) await a.events.publish("draw.deleted", { id, ownerId: id, version });
    await reached;
    expect(heard).toEqual([1, 2, 3]);
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
