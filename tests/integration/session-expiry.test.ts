import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerUser, sessionCookieOf, type TestApp } from "./helpers";

const DAY = 86_400_000;
let clock = Date.parse("2026-01-01T10:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://sarkifali.example" }, { now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
});

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

describe("session lifetime", () => {
  it("marks the cookie Secure when PUBLIC_URL is https", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: `secure.${Date.now()}@ornek.com`, password: "123456" },
    });
    // and under the __Host- name (review L2): Secure, Path=/, no Domain
    const cookie = res.cookies.find((c) => c.name === "__Host-sf_session");
    expect(cookie?.secure).toBe(true);
    expect(cookie?.path).toBe("/");
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === "sf_session")).toBeUndefined();
  });

  it("stays alive while used and ends after 30 days of inactivity", async () => {
    const { cookie } = await registerUser(t.app);
    // Used every 20 days: never 30 days idle, so it lives on well past 30 days from sign-up.
    for (let i = 0; i < 3; i++) {
      clock += 20 * DAY;
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock += 30 * DAY + 60_000;
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("ends 90 days after sign-in however often it is used (absolute lifetime)", async () => {
    const { cookie } = await registerUser(t.app);
    for (let i = 0; i < 4; i++) {
      clock += 20 * DAY;
      expect((await me(cookie)).statusCode).toBe(200);
    }
    // 80 days in: the cookie's expiry never reaches past day 90
    const res = await me(cookie);
    const expires = res.cookies.find((c) => c.name === "__Host-sf_session")?.expires;
    if (expires) expect(new Date(expires).getTime()).toBeLessThanOrEqual(clock + 10 * DAY + 1000);
    clock += 9 * DAY;
    expect((await me(cookie)).statusCode).toBe(200);
    clock += DAY + 60_000;
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("a new sign-in does not lengthen an old session", async () => {
    const email = `ikinci.${Date.now()}@ornek.com`;
    const { cookie: old } = await registerUser(t.app, { email });
    for (let i = 0; i < 17; i++) {
      clock += 5 * DAY;
      expect((await me(old)).statusCode).toBe(200);
    }
    // signing in from another browser (no cookie of this one) makes a new session only
    const fresh = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "gizli-sifre" },
    });
    expect(fresh.statusCode).toBe(200);
    clock += 6 * DAY;
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(sessionCookieOf(fresh))).statusCode).toBe(200);
  });

  it("records last use at most once an hour", async () => {
    const { cookie, user } = await registerUser(t.app);
    const lastUsed = async () => {
      const { rows } = (await t.database.db.execute(
        sql`select last_used_at from sessions where user_id = ${user.id}`,
      )) as unknown as { rows: { last_used_at: string | Date }[] };
      return new Date(rows[0]!.last_used_at).getTime();
    };
    const start = await lastUsed();
    clock += 30 * 60_000;
    expect((await me(cookie)).cookies.find((c) => c.name === "__Host-sf_session")).toBeUndefined();
    expect(await lastUsed()).toBe(start);
    clock += 31 * 60_000;
    await me(cookie);
    expect(await lastUsed()).toBe(clock);
  });

  it("maintenance removes expired sessions", async () => {
    await registerUser(t.app);
    clock += 31 * DAY;
    await t.app.maintenance();
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from sessions where expires_at < ${new Date(clock).toISOString()}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
    const old = (await t.database.db.execute(
      sql`select count(*)::int as n from sessions where created_at < ${new Date(clock - 90 * DAY).toISOString()}`,
    )) as unknown as { rows: { n: number }[] };
    expect(old.rows[0]!.n).toBe(0);
  });
});
