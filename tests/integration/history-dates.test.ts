/**
 * Security review 2026-11-28, N7: Premium history filters with days the calendar does not have
 * (2026-02-30, 2026-04-31, year 0) reached PostgreSQL's ::date and answered 500, with an error in
 * the log each time. They are a 400 with a Turkish message now, on either engine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPremiumRepository } from "@/server/premium/repository";
import { createTestApp, registerUser, saveCommentedDraw, type TestApp } from "./helpers";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const account = await registerUser(t.app);
  cookie = account.cookie;
  await createPremiumRepository(t.database.db).grant(account.user.id, "operator");
  await saveCommentedDraw(t.app, cookie);
});
afterAll(() => t?.close());

const list = (query: string) =>
  t.app.inject({ method: "GET", url: `/api/draws?${query}`, headers: { cookie } });

describe("GET /api/draws with date filters (N7)", () => {
  it.each([
    ["from=2026-02-30", "Başlangıç tarihi geçerli bir tarih değil"],
    ["to=2026-04-31", "Bitiş tarihi geçerli bir tarih değil"],
    ["from=0000-01-01", "Başlangıç tarihi geçerli bir tarih değil"],
    ["to=2025-02-29", "Bitiş tarihi geçerli bir tarih değil"],
    ["from=2026-13-01", "Başlangıç tarihi geçerli bir tarih değil"],
    ["from=2026-00-10", "Başlangıç tarihi geçerli bir tarih değil"],
    ["to=2026-06-00", "Bitiş tarihi geçerli bir tarih değil"],
    ["from=2026-2-3", "Başlangıç tarihi YYYY-AA-GG biçiminde olmalı"],
  ])("%s answers 400 with a Turkish message", async (query, message) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it("real days answer 200, from year 1 to year 9999, and a leap day in a leap year", async () => {
    for (const query of [
      "from=0001-01-01",
      "to=9999-12-31",
      "from=2024-02-29&to=2024-02-29",
      "from=0001-01-01&to=9999-12-31",
    ]) {
      const res = await list(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    }
    const all = await list("from=0001-01-01&to=9999-12-31");
    expect(all.json().counts.all).toBe(1);
  });
});
