/**
 * A recent sign-in (security review N8, ADR 028): adding or removing a sign-in method, setting a
 * first password, exporting the data and deleting the account need a password or a provider round
 * trip within 10 minutes; a session older than that (a stolen cookie) gets a Turkish 403 and can
 * do none of it. Every change of method is listed on the profile with when and how.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REAUTH_REQUIRED_MESSAGE } from "@/shared/sign-in";
import { defaultFakeUser, type FakeOAuth, startOAuthFake } from "../fakes/oauth";
import { createTestApp, registerUser, type TestApp, uniqueEmail } from "./helpers";
import { PUBLIC_URL, signInWith } from "./oauth-flow";

let t: TestApp;
let google: FakeOAuth;
let github: FakeOAuth;
let clock = Date.now();
let nextId = 77_000;
const later = (minutes: number) => {
  clock += minutes * 60_000;
};

beforeAll(async () => {
  [google, github] = await Promise.all([startOAuthFake("google"), startOAuthFake("github")]);
  t = await createTestApp({ PUBLIC_URL, ...google.env(), ...github.env() }, { now: () => new Date(clock) });
});
afterEach(() => {
  for (const f of [google, github]) f.reset();
});
afterAll(async () => {
  await t?.close();
  await Promise.all([google, github].map((f) => f?.close()));
});

function providerAccount(fake: FakeOAuth, over: Partial<ReturnType<typeof defaultFakeUser>> = {}) {
  nextId += 1;
  const user = { ...defaultFakeUser(fake.provider, String(nextId)), ...over };
  fake.set({ user });
  return user;
}

const call = (method: "GET" | "POST" | "DELETE", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe("a session older than 10 minutes", () => {
  it("cannot link, unlink, export or delete until the password is given again", async () => {
    const { cookie } = await registerUser(t.app, { email: uniqueEmail("eski") });
    providerAccount(github, { email: uniqueEmail("gh"), emailVerified: true });
    expect((await signInWith(t.app, "github", { cookie, link: true })).location).toBe(
      "/profile?baglandi=github",
    );
    later(11);

    // linking: refused at the start, and on the way back too
    const start = await t.app.inject({
      method: "GET",
      url: "/api/auth/google?baglan=1",
      headers: { cookie },
    });
    expect(start.headers.location).toBe("/profile?hata=yeniden");
    expect(start.cookies.find((c) => c.name === "sf_oauth")).toBeUndefined();
    for (const [method, url, body] of [
      ["DELETE", "/api/account/methods/github", undefined],
      ["GET", "/api/account/export", undefined],
    ] as const) {
      const res = await call(method, url, cookie, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(REAUTH_REQUIRED_MESSAGE);
      expect(res.headers["content-disposition"]).toBeUndefined();
    }
    const acc = (await call("GET", "/api/account", cookie)).json();
    expect(acc.recentSignInUntil).toBeNull();
    expect(acc.methods.map((m: { provider: string }) => m.provider)).toEqual(["password", "github"]);

    const wrong = await call("POST", "/api/account/reauth", cookie, { password: "yanlis-sifre" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Şifre yanlış");
    const right = await call("POST", "/api/account/reauth", cookie, { password: "gizli-sifre" });
    expect(right.statusCode, right.body).toBe(200);
    expect(Date.parse((await call("GET", "/api/account", cookie)).json().recentSignInUntil)).toBe(
      clock + 10 * 60_000,
    );
    expect((await call("DELETE", "/api/account/methods/github", cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/account/export", cookie)).statusCode).toBe(200);

    const events = (await call("GET", "/api/account", cookie)).json().events;
    expect(
      events.map((e: { kind: string; method: string; via: string }) => `${e.kind} ${e.method} ${e.via}`),
    ).toEqual(["method-removed github profile", "method-added github profile"]);
  });

  it("an account with no password re-authenticates with its provider; another provider account is refused", async () => {
    const mine = providerAccount(google, { email: uniqueEmail("sadece"), emailVerified: true });
    const { sessionCookie } = await signInWith(t.app, "google");
    const cookie = sessionCookie!;
    later(11);
    // setting a first password adds a way in: refused as well, and SİL is not enough to delete
    const set = await call("POST", "/api/account/password", cookie, { newPassword: "yeni-sifre-1" });
    expect(set.statusCode).toBe(403);
    const del = await call("DELETE", "/api/account", cookie, { confirm: "SİL" });
    expect(del.statusCode).toBe(403);
    expect((await call("POST", "/api/account/reauth", cookie, { password: "x" })).statusCode).toBe(400);

    // someone else's Google account does not prove who is at this browser
    providerAccount(google, { email: uniqueEmail("baska"), emailVerified: true });
    expect((await reauthWith(cookie)).headers.location).toBe("/profile?hata=yeniden-baska");
    expect(
      (await call("POST", "/api/account/password", cookie, { newPassword: "yeni-sifre-1" })).statusCode,
    ).toBe(403);

    google.set({ user: mine });
    const back = await reauthWith(cookie);
    expect(back.headers.location).toBe("/profile?dogrulandi=1");
    // the same session, now recent: no new session cookie was handed out
    expect(back.cookies.find((c) => c.name === "sf_session")).toBeUndefined();
    expect(
      (await call("POST", "/api/account/password", cookie, { newPassword: "yeni-sifre-1" })).statusCode,
    ).toBe(200);
    expect((await call("DELETE", "/api/account", cookie, { password: "yeni-sifre-1" })).statusCode).toBe(200);
  });

  it("a right password in the deletion form is itself a fresh proof", async () => {
    const { cookie } = await registerUser(t.app, { email: uniqueEmail("sil") });
    later(30);
    const res = await call("DELETE", "/api/account", cookie, { password: "gizli-sifre" });
    expect(res.statusCode, res.body).toBe(200);
  });
});

/** A provider round trip in re-authentication mode for the browser holding `cookie`. */
async function reauthWith(cookie: string) {
  const start = await t.app.inject({ method: "GET", url: "/api/auth/google?yeniden=1", headers: { cookie } });
  expect(start.statusCode).toBe(302);
  const state = start.cookies.find((c) => c.name === "sf_oauth")!.value;
  const authorized = await fetch(start.headers.location as string, { redirect: "manual" });
  const back = new URL(authorized.headers.get("location")!);
  return t.app.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `${cookie}; sf_oauth=${state}` },
  });
}
