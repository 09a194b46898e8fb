/**
 * Several app instances on one PostgreSQL database, as behind a load balancer: they migrate
 * together safely, and sessions and rate limits are shared (nothing lives in process memory).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import { testConfig } from "@/server/config";
import { type Database, openDatabase } from "@/server/db/client";
import {
  createPostgresDatabase,
  sessionCookieOf,
  testClientDir,
  uniqueEmail,
  usingPostgres,
} from "./helpers";

describe.skipIf(!usingPostgres)("two instances on one PostgreSQL database", () => {
  let drop: () => Promise<void> = async () => {};
  const databases: Database[] = [];
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

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
});
