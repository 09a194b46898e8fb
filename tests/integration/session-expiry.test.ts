import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerUser, type TestApp } from "./helpers";

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
    expect(res.cookies.find((c) => c.name === "sf_session")?.secure).toBe(true);
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

  it("maintenance removes expired sessions", async () => {
    await registerUser(t.app);
    clock += 31 * DAY;
    await t.app.maintenance();
    const { sql } = await import("drizzle-orm");
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from sessions where expires_at < ${new Date(clock).toISOString()}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
  });
});
