/**
 * Security review 2026-11-28, L2 and L5: the session cookie had no __Host- prefix, and without
 * PUBLIC_URL it had no Secure even behind TLS. Over HTTPS it is now `__Host-sf_session` (Secure,
 * Path=/, no Domain), whether HTTPS is known from PUBLIC_URL or from a trusted proxy's
 * X-Forwarded-Proto; over plain HTTP (a developer's machine) it stays `sf_session`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: undefined, TRUST_PROXY: "1" });
});
afterAll(() => t?.close());

const register = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: uniqueEmail("cerez"), password: "gizli-sifre" },
    remoteAddress: "10.0.0.2",
    headers: { "x-forwarded-for": "203.0.113.50", ...headers },
  });

describe("the session cookie (L2, L5)", () => {
  it("behind a TLS proxy without PUBLIC_URL: __Host-sf_session, Secure, Path=/, no Domain, and it signs in", async () => {
    const res = await register({ "x-forwarded-proto": "https" });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === "__Host-sf_session");
    expect(cookie).toMatchObject({ secure: true, path: "/", httpOnly: true, sameSite: "Lax" });
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === "sf_session")).toBeUndefined();
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `__Host-sf_session=${cookie!.value}` },
    });
    expect(me.statusCode).toBe(200);
    // the device cookie is Secure there too
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: res.json().email, password: "gizli-sifre" },
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": "203.0.113.50", "x-forwarded-proto": "https" },
    });
    expect(login.statusCode).toBe(200);
    for (const c of login.cookies) expect(c.secure, c.name).toBe(true);
  });

  it("over plain HTTP: sf_session without Secure (a developer's machine still signs in)", async () => {
    const res = await register({});
    const cookie = res.cookies.find((c) => c.name === "sf_session");
    expect(cookie?.secure).toBeFalsy();
    expect(res.cookies.find((c) => c.name === "__Host-sf_session")).toBeUndefined();
  });

  it("a session made before the switch (sf_session) still works over HTTPS, and signing out clears both", async () => {
    const res = await register({});
    const old = res.cookies.find((c) => c.name === "sf_session")!;
    const headers = {
      cookie: `sf_session=${old.value}`,
      "x-forwarded-proto": "https",
      "x-forwarded-for": "203.0.113.50",
    };
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers,
      remoteAddress: "10.0.0.2",
    });
    expect(me.statusCode).toBe(200);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers,
      remoteAddress: "10.0.0.2",
    });
    expect(out.statusCode).toBe(200);
    const cleared = new Map(out.cookies.map((c) => [c.name, c.value]));
    expect(cleared.get("sf_session")).toBe("");
    expect(cleared.get("__Host-sf_session")).toBe("");
  });
});
