import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTER_LIMIT } from "@/server/auth/routes";
import { createRateLimitRepository } from "@/server/rate-limits/repository";
import { createTestApp, registerUser, sessionCookieOf, type TestApp, uniqueEmail } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/argon2|password|passwordHash|sf_session|token/i);
}

describe("POST /api/auth/register", () => {
  it("creates the account, signs it in and answers the user", async () => {
    const email = uniqueEmail("Yeni");
    const res = await post("/api/auth/register", {
      email: `  ${email.toUpperCase()}  `,
      password: "123456",
      firstName: "  Ayşe ",
      lastName: " Yılmaz ",
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      firstName: "Ayşe",
      lastName: "Yılmaz",
      profileImageUrl: null,
      isPremium: false,
    });
    expectNoSecrets(res.body);
    const cookie = res.cookies.find((c) => c.name === "sf_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.secure).toBeFalsy();
    expect(cookie.path).toBe("/");
    const days = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it("stores empty names as null and allows leaving them out", async () => {
    const a = await post("/api/auth/register", {
      email: uniqueEmail(),
      password: "123456",
      firstName: "   ",
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().firstName).toBeNull();
    expect(a.json().lastName).toBeNull();
  });

  it.each([
    [{ email: "not-an-email", password: "123456" }, "Geçerli bir e-posta adresi gir"],
    [{ email: "", password: "123456" }, "E-posta gerekli"],
    [{ password: "123456" }, "E-posta gerekli"],
    [{ email: "a@b.co", password: "12345" }, "Şifre en az 6 karakter olmalı"],
    [{ email: "a@b.co" }, "Şifre gerekli"],
    [{ email: "a@b.co", password: "x".repeat(201) }, "Şifre en fazla 200 karakter olabilir"],
    [{ email: "a@b.co", password: "123456", firstName: "x".repeat(51) }, "Ad en fazla 50 karakter olabilir"],
    [
      { email: "a@b.co", password: "123456", lastName: "x".repeat(51) },
      "Soyad en fazla 50 karakter olabilir",
    ],
    [{ email: 42, password: "123456" }, "E-posta gerekli"],
    [{ email: "a@b.co", password: 123456 }, "Şifre gerekli"],
    [{ email: "a@b.co", password: "123456", firstName: 7 }, "Ad metin olmalı"],
  ])("refuses %j with a Turkish 400", async (body, message) => {
    const res = await post("/api/auth/register", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it("accepts exactly 6, 200 and 50 characters", async () => {
    const res = await post("/api/auth/register", {
      email: uniqueEmail(),
      password: "p".repeat(200),
      firstName: "a".repeat(50),
    });
    expect(res.statusCode).toBe(201);
  });

  it("answers 409 with a Turkish message for a taken email, whatever its case", async () => {
    const email = uniqueEmail();
    expect((await post("/api/auth/register", { email, password: "123456" })).statusCode).toBe(201);
    const again = await post("/api/auth/register", { email: email.toUpperCase(), password: "abcdef" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "Bu e-posta adresiyle kayıtlı bir hesap zaten var" });
    expect(again.cookies.find((c) => c.name === "sf_session")).toBeUndefined();
  });

  it("keeps the account when two sign-ups race for one email", async () => {
    const email = uniqueEmail();
    const results = await Promise.all([
      post("/api/auth/register", { email, password: "123456" }),
      post("/api/auth/register", { email, password: "654321" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, whatever the email's case and spaces", async () => {
    const email = uniqueEmail();
    await post("/api/auth/register", { email, password: "dogru-sifre" });
    const res = await post("/api/auth/login", { email: ` ${email.toUpperCase()} `, password: "dogru-sifre" });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(email);
    expectNoSecrets(res.body);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(me.json().email).toBe(email);
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    const email = uniqueEmail();
    await post("/api/auth/register", { email, password: "dogru-sifre" });
    const wrong = await post("/api/auth/login", { email, password: "yanlis-sifre" });
    const unknown = await post("/api/auth/login", { email: uniqueEmail("yok"), password: "yanlis-sifre" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: "Email veya şifre yanlış" });
    expect(wrong.cookies).toEqual([]);
  });

  it("slows down repeated wrong passwords for one account with a 429 and Retry-After", async () => {
    const email = uniqueEmail();
    await post("/api/auth/register", { email, password: "dogru-sifre" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post("/api/auth/login", { email, password: "yanlis" })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const blocked = await post("/api/auth/login", { email, password: "dogru-sifre" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Çok fazla/);
  });
});

describe("sign-up limit", () => {
  it("refuses the 51st sign-up from one address in an hour with 429 and Retry-After", async () => {
    const address = "203.0.113.50";
    // 50 sign-ups' worth of counting without 50 password hashes
    const counters = createRateLimitRepository(t.database.db);
    for (let i = 0; i < REGISTER_LIMIT.count; i++) {
      await counters.hit(`register:${address}`, new Date(), new Date(Date.now() - REGISTER_LIMIT.windowMs));
    }
    const payload = () => ({ email: uniqueEmail(), password: "123456" });
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: payload(),
      remoteAddress: address,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: "Çok fazla kayıt denemesi. Lütfen biraz sonra tekrar dene.",
    });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: payload(),
      remoteAddress: "203.0.113.51",
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe("sessions", () => {
  it("logout ends the session on the server: the old cookie no longer works", async () => {
    const { cookie } = await registerUser(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === "sf_session");
    expect(cleared?.value).toBe("");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toMatch(/giriş/);
  });

  it("answers 401 without a cookie and with a forged one", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: "sf_session=abc" },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("logout without a session is harmless", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
  });

  it("stores only a hash of the token", async () => {
    const { cookie } = await registerUser(t.app);
    const token = cookie.split("=")[1]!;
    const rows = (await t.database.db.execute(
      (
        await import("drizzle-orm")
      ).sql`select id from sessions`,
    )) as unknown as { rows: { id: string }[] };
    expect(rows.rows.some((r) => r.id === token)).toBe(false);
    expect(rows.rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });
});

describe("bad input never makes a 5xx", () => {
  it("malformed JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "İstek gövdesi geçerli bir JSON değil" });
  });

  it("a body that is not an object", async () => {
    for (const payload of ["[]", "null", '"x"', "12"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload,
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toBeTypeOf("string");
    }
  });

  it("no body at all", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("İstek gövdesi eksik veya hatalı");
  });

  it("a 1 MB body is refused with 413", async () => {
    const res = await post("/api/auth/register", { email: "a@b.co", password: "x".repeat(1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "İstek gövdesi çok büyük" });
  });

  it("another content type is refused with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "email=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
  });

  it("an unknown API path is a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/yok" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Bulunamadı" });
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request from another origin", async () => {
    const res = await post(
      "/api/auth/register",
      { email: uniqueEmail(), password: "123456" },
      { origin: "https://evil.example", host: "localhost:5000" },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/başka bir siteden/);
  });

  it("refuses Sec-Fetch-Site: cross-site even without Origin", async () => {
    const res = await post("/api/auth/logout", {}, { "sec-fetch-site": "cross-site" });
    expect(res.statusCode).toBe(403);
  });

  it("accepts same-origin requests", async () => {
    const res = await post(
      "/api/auth/register",
      { email: uniqueEmail(), password: "123456" },
      { origin: "http://localhost:5000", host: "localhost:5000", "sec-fetch-site": "same-origin" },
    );
    expect(res.statusCode).toBe(201);
  });
});

describe("pages", () => {
  it.each([
    "/",
    "/login",
    "/login/email",
    "/play",
    "/history",
    "/profile",
    "/sayi/AbCdEfGhIjKlMnOpQrStUv_-",
    "/privacy-policy",
    "/terms-of-service",
  ])("%s is a client route (200)", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
  });

  it("an unknown path answers 404 with the app's page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/boyle-bir-sayfa-yok" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"');
  });

  it("sends security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("health and config", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ method: "GET", url: "/api/config" })).json()).toEqual({
      supportEmail: "destek@sarkifali.app",
      privacyEmail: "kvkk@sarkifali.app",
      youtubeConfigured: false,
      signInProviders: [],
      modelProvider: null,
      mailEnabled: false,
      remindersEnabled: false,
    });
  });
});
