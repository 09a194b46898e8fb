/**
 * Security review 2026-11-28, I-3: with PUBLIC_URL unset, the OAuth redirect_uri followed the
 * Host header (`Host: evil.example` gave redirect_uri=http://evil.example/api/auth/google/callback).
 * Now it is the address the connection reached, or the sign-in is refused.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OAUTH_ERRORS } from "@/shared/sign-in";
import { type FakeOAuth, startOAuthFake } from "../fakes/oauth";
import { createTestApp, type TestApp } from "./helpers";

let t: TestApp;
let google: FakeOAuth;
let port: number;
beforeAll(async () => {
  google = await startOAuthFake("google");
  t = await createTestApp({ PUBLIC_URL: undefined, ...google.env() });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await Promise.all([t?.close(), google?.close()]);
});

/** GET with a Host header of our choosing (fetch does not let one be set). */
const get = (path: string, host: string) =>
  new Promise<{ status: number; location: string; cookies: string[] }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      res.resume();
      resolve({
        status: res.statusCode ?? 0,
        location: String(res.headers.location ?? ""),
        cookies: res.headers["set-cookie"] ?? [],
      });
    });
    req.on("error", reject);
    req.end();
  });

describe("the OAuth redirect_uri without PUBLIC_URL (I-3)", () => {
  it("a forged Host gets no redirect_uri of its own: the sign-in is refused and no state is set", async () => {
    const res = await get("/api/auth/google", "evil.example");
    expect(res.status).toBe(302);
    expect(res.location).toBe("/login?hata=adres");
    expect(res.location).not.toContain("evil.example");
    expect(res.cookies.join(";")).not.toContain("sf_oauth=");
    expect(OAUTH_ERRORS.adres).toBe(
      "Giriş bu adresten başlatılamadı. Lütfen sitenin kendi adresinden tekrar dene.",
    );
    // the callback too: the code would be exchanged with a redirect_uri the Host chose
    const back = await get("/api/auth/google/callback?code=c&state=s", "evil.example");
    expect(back.location).not.toContain("evil.example");
  });

  it("the address the connection reached is used as it is", async () => {
    const res = await get("/api/auth/google", `127.0.0.1:${port}`);
    expect(res.status).toBe(302);
    const url = new URL(res.location);
    expect(url.searchParams.get("redirect_uri")).toBe(`http://127.0.0.1:${port}/api/auth/google/callback`);
    const local = await get("/api/auth/google", `localhost:${port}`);
    expect(new URL(local.location).searchParams.get("redirect_uri")).toBe(
      `http://localhost:${port}/api/auth/google/callback`,
    );
  });
});
