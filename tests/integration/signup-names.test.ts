/**
 * Security review 2026-11-28, I-5: sign-up took any text as a name (`<img src=x onerror=alert(9)>`
 * was stored and shown to invite recipients as ownerName), while the profile allowed letters only.
 * Both now use one rule (shared/api/fields.ts personName).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const register = (firstName: string, lastName?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: uniqueEmail("ad"), password: "gizli-sifre", firstName, lastName },
  });

describe("names at sign-up follow the profile's rule (I-5)", () => {
  it.each(["<img src=x onerror=alert(9)>", "https://kotu.example", "{{7*7}}", "Ayşe@ornek"])(
    "refuses %j with a Turkish 400",
    async (name) => {
      const res = await register(name);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Ad yalnızca harf, boşluk, kesme işareti, nokta ve tire içerebilir");
    },
  );

  it("takes names of any alphabet, collapsing spaces, as the profile does", async () => {
    const res = await register("  Ayşe   Nur ", "O'Brien-Çağlar");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ firstName: "Ayşe Nur", lastName: "O'Brien-Çağlar" });
  });
});
