/**
 * Sign-in with Google, GitHub and X against the fake providers (tests/fakes/oauth.ts): the flow,
 * its refusals (state, reused code, PKCE, cancel, provider failure) and the linking rules.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PENDING_EMAIL_TAKEN } from "@/server/auth/oauth/routes";
import { hashToken } from "@/server/auth/sessions";
import { defaultFakeUser, type FakeOAuth, startOAuthFake } from "../fakes/oauth";
import { createTestApp, registerUser, type TestApp, uniqueEmail } from "./helpers";
import { authorize, callback, cookieValue, PUBLIC_URL, signInWith, startFlow } from "./oauth-flow";

let t: TestApp;
let google: FakeOAuth;
let github: FakeOAuth;
let x: FakeOAuth;
let nextId = 5000;

beforeAll(async () => {
  [google, github, x] = await Promise.all([
    startOAuthFake("google"),
    startOAuthFake("github"),
    startOAuthFake("x"),
  ]);
  t = await createTestApp({ PUBLIC_URL, ...google.env(), ...github.env(), ...x.env() });
});
afterEach(() => {
  for (const f of [google, github, x]) f.reset();
});
afterAll(async () => {
  await t?.close();
  await Promise.all([google, github, x].map((f) => f?.close()));
});

/** A fresh person at the provider (a new account id each time). */
function person(fake: FakeOAuth, over: Partial<ReturnType<typeof defaultFakeUser>> = {}) {
  nextId += 1;
  const user = { ...defaultFakeUser(fake.provider, String(nextId)), ...over };
  fake.set({ user });
  return user;
}

const me = (cookie: string | undefined) =>
  t.app.inject({ method: "GET", url: "/api/auth/user", headers: cookie ? { cookie } : {} });
const account = (cookie: string) => t.app.inject({ method: "GET", url: "/api/account", headers: { cookie } });

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const res = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]!.n);
}

describe("configuration", () => {
  it("/api/config names the providers whose keys are set", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json().signInProviders).toEqual(["google", "github", "x"]);
  });

  it("a provider without keys has no routes, and an unknown one is 404", async () => {
    const bare = await createTestApp({ PUBLIC_URL, ...google.env() });
    try {
      expect((await bare.app.inject({ method: "GET", url: "/api/config" })).json().signInProviders).toEqual([
        "google",
      ]);
      for (const url of ["/api/auth/github", "/api/auth/x/callback?code=a&state=b", "/api/auth/facebook"]) {
        const res = await bare.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe("Bu giriş yöntemi bu sunucuda açık değil");
      }
    } finally {
      await bare.close();
    }
  });
});

describe("GET /api/auth/{provider}", () => {
  it("Google: redirects with state, PKCE S256 and the redirect address built from PUBLIC_URL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/google", remoteAddress: "127.9.0.1" });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get("client_id")).toBe(google.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = url.searchParams.get("state")!;
    const cookie = res.cookies.find((c) => c.name === "sf_oauth")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.path).toBe("/api/auth/");
    expect(cookie.maxAge).toBe(600);
    // The cookie carries the state and the verifier; the address carries only the challenge.
    expect(cookie.value.split(".")[1]).toBe(state);
    expect(res.headers.location).not.toContain(cookie.value.split(".")[2]);
  });

  it("GitHub: no PKCE (its documented flow has none), the user:email scope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/github", remoteAddress: "127.9.0.2" });
    const url = new URL(res.headers.location as string);
    expect(url.pathname).toBe("/login/oauth/authorize");
    expect(url.searchParams.get("code_challenge")).toBeNull();
    expect(url.searchParams.get("scope")).toContain("user:email");
  });

  it("starts are limited per address", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await t.app.inject({ method: "GET", url: "/api/auth/x", remoteAddress: "127.9.9.9" }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("a new account through a provider", () => {
  it("Google: makes the account (names, picture), signs in with the session cookie and lands on /", async () => {
    const who = person(google, { firstName: "Çağla", lastName: "Şenöz" });
    const { location, sessionCookie } = await signInWith(t.app, "google");
    expect(location).toBe("/");
    expect(sessionCookie).toBeTruthy();
    const user = (await me(sessionCookie)).json();
    expect(user).toMatchObject({
      email: who.email,
      firstName: "Çağla",
      lastName: "Şenöz",
      profileImageUrl: who.picture,
      isPremium: false,
    });
    const acc = (await account(sessionCookie!)).json();
    expect(acc.hasPassword).toBe(false);
    expect(acc.methods).toEqual([
      { provider: "google", email: who.email, emailVerified: true, linkedAt: expect.any(String) },
    ]);
  });

  it("the same provider account signs in to the same user the next time", async () => {
    person(google);
    const first = await signInWith(t.app, "google");
    const second = await signInWith(t.app, "google");
    expect((await me(second.sessionCookie)).json().id).toBe((await me(first.sessionCookie)).json().id);
  });

  it("an unverified email with no account behind it makes a new account", async () => {
    const who = person(google, { emailVerified: false });
    const { location, sessionCookie } = await signInWith(t.app, "google");
    expect(location).toBe("/");
    expect((await me(sessionCookie)).json().email).toBe(who.email);
  });

  it("keeps a picture only when it is https on the provider's own image host", async () => {
    for (const picture of [
      "https://evil.example/a.png",
      "http://lh3.googleusercontent.com/a/x",
      "https://avatars.githubusercontent.com/u/1", // GitHub's host, not Google's
      "javascript:alert(1)",
    ]) {
      person(google, { picture });
      const { sessionCookie } = await signInWith(t.app, "google");
      expect((await me(sessionCookie)).json().profileImageUrl, picture).toBeNull();
    }
  });

  it("GitHub: reads the primary verified address from /user/emails and splits the one name field", async () => {
    const who = person(github, { firstName: "Ayşe Nur", lastName: "Kılıç" });
    const { sessionCookie } = await signInWith(t.app, "github");
    expect((await me(sessionCookie)).json()).toMatchObject({
      email: who.email,
      firstName: "Ayşe Nur",
      lastName: "Kılıç",
      profileImageUrl: who.picture,
    });
    expect(github.requests.some((r) => r.path === "/user/emails")).toBe(true);
  });
});

describe("linking by email", () => {
  const login = (email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

  it("a verified email joins the existing account; the password nobody verified and its sessions go", async () => {
    // Sign-up never checks the address: whoever registered it (the owner or a squatter) has not
    // proven it. The person Google vouches for keeps the account (pre-hijacking, ADR 012).
    const email = uniqueEmail("bagla");
    const { user, cookie: earlier } = await registerUser(t.app, { email, password: "gizli-sifre" });
    person(google, { email, emailVerified: true });
    const { location, sessionCookie } = await signInWith(t.app, "google");
    expect(location).toBe("/?sifre=kaldirildi");
    expect((await me(sessionCookie)).json().id).toBe(user.id);
    const acc = (await account(sessionCookie!)).json();
    expect(acc.methods.map((m: { provider: string }) => m.provider)).toEqual(["google"]);
    expect((await me(earlier)).statusCode).toBe(401);
    expect((await login(email, "gizli-sifre")).statusCode).toBe(401);
  });

  it("an account whose address a provider vouched for keeps its password when another provider joins", async () => {
    const email = uniqueEmail("iki");
    const { user } = await registerUser(t.app, { email, password: "gizli-sifre" });
    person(google, { email, emailVerified: true });
    await signInWith(t.app, "google");
    // a new password set by the verified owner on /profile
    const again = await login(email, "gizli-sifre");
    expect(again.statusCode).toBe(401);
    const owner = (await signInWith(t.app, "google")).sessionCookie!;
    const set = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie: owner },
      payload: { newPassword: "yeni-sifre-1" },
    });
    expect(set.statusCode, set.body).toBe(200);
    person(github, { email, emailVerified: true });
    const { location, sessionCookie } = await signInWith(t.app, "github");
    expect(location).toBe("/");
    expect((await me(sessionCookie)).json().id).toBe(user.id);
    expect((await login(email, "yeni-sifre-1")).statusCode).toBe(200);
  });

  it("a provider linked while signed in with another address does not vouch for the account's own", async () => {
    const email = uniqueEmail("squat");
    const { user, cookie } = await registerUser(t.app, { email, password: "gizli-sifre" });
    person(github, { email: uniqueEmail("baska"), emailVerified: true });
    expect((await signInWith(t.app, "github", { cookie, link: true })).location).toMatch(/^\/profile/);
    person(google, { email, emailVerified: true });
    const { location, sessionCookie } = await signInWith(t.app, "google");
    expect(location).toBe("/?sifre=kaldirildi");
    expect((await me(sessionCookie)).json().id).toBe(user.id);
    expect((await login(email, "gizli-sifre")).statusCode).toBe(401);
  });

  it("an unverified email never joins an existing account (no takeover)", async () => {
    const email = uniqueEmail("kurban");
    const { user } = await registerUser(t.app, { email });
    person(google, { email, emailVerified: false });
    const { location, sessionCookie } = await signInWith(t.app, "google");
    expect(location).toBe("/login?hata=dogrulanmamis");
    expect(sessionCookie).toBeUndefined();
    expect(await count(sql`select count(*)::int as n from user_identities where user_id = ${user.id}`)).toBe(
      0,
    );
  });

  it("GitHub: an unverified primary address never joins either", async () => {
    const email = uniqueEmail("gh");
    await registerUser(t.app, { email });
    person(github, { email, emailVerified: false });
    const { location, sessionCookie } = await signInWith(t.app, "github");
    expect(location).toBe("/login?hata=dogrulanmamis");
    expect(sessionCookie).toBeUndefined();
  });
});

describe("refusals on the way back", () => {
  it("a state that does not match the cookie is refused (durum), and nothing is made", async () => {
    person(google);
    const flow = await startFlow(t.app, "google");
    const back = await authorize(flow);
    back.searchParams.set("state", "A".repeat(43));
    const res = await callback(t.app, back, flow.stateCookie);
    expect(res.headers.location).toBe("/login?hata=durum");
    expect(cookieValue(res, "sf_session")).toBeUndefined();
    // the token endpoint was never asked
    expect(google.requests.some((r) => r.path === "/token")).toBe(false);
  });

  it("no state cookie (another browser, or expired) is refused", async () => {
    person(google);
    const flow = await startFlow(t.app, "google");
    const back = await authorize(flow);
    expect((await callback(t.app, back, undefined)).headers.location).toBe("/login?hata=durum");
  });

  it("the state cookie of another provider is refused", async () => {
    person(github);
    const flow = await startFlow(t.app, "google");
    const ghFlow = await startFlow(t.app, "github");
    const back = await authorize(ghFlow);
    back.searchParams.set("state", flow.authorizeUrl.searchParams.get("state")!);
    expect((await callback(t.app, back, flow.stateCookie)).headers.location).toBe("/login?hata=durum");
  });

  it("the callback clears the state cookie", async () => {
    person(google);
    const flow = await startFlow(t.app, "google");
    const res = await callback(t.app, await authorize(flow), flow.stateCookie);
    const cleared = res.cookies.find((c) => c.name === "sf_oauth");
    expect(cleared?.value).toBe("");
  });

  it("a code used a second time is refused by the provider (kod)", async () => {
    person(google);
    const flow = await startFlow(t.app, "google");
    const back = await authorize(flow);
    const first = await callback(t.app, back, flow.stateCookie);
    expect(first.headers.location).toBe("/");
    // A replay with the same cookie (copied by an attacker) reaches the provider and is refused.
    const again = await callback(t.app, back, flow.stateCookie);
    expect(again.headers.location).toBe("/login?hata=kod");
    expect(cookieValue(again, "sf_session")).toBeUndefined();
  });

  it("GitHub's 200-with-error for a reused code is a refusal too", async () => {
    person(github);
    const flow = await startFlow(t.app, "github");
    const back = await authorize(flow);
    expect((await callback(t.app, back, flow.stateCookie)).headers.location).toBe("/");
    expect((await callback(t.app, back, flow.stateCookie)).headers.location).toBe("/login?hata=kod");
  });

  it("a wrong PKCE verifier is refused by the provider", async () => {
    person(x);
    const flow = await startFlow(t.app, "x");
    const back = await authorize(flow);
    const [p, s, , m] = flow.stateCookie.slice("sf_oauth=".length).split(".");
    const forged = `sf_oauth=${[p, s, "B".repeat(43), m].join(".")}`;
    expect((await callback(t.app, back, forged)).headers.location).toBe("/login?hata=kod");
  });

  it("cancel at the provider says so (iptal)", async () => {
    google.set({ outcome: "cancel" });
    const flow = await startFlow(t.app, "google");
    const back = await authorize(flow);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect((await callback(t.app, back, flow.stateCookie)).headers.location).toBe("/login?hata=iptal");
  });

  it.each([
    ["an error at authorize", { outcome: "error" as const }],
    ["a failing token endpoint", { tokenFails: true }],
    ["a failing profile endpoint", { profileFails: true }],
  ])("%s lands on /login?hata=saglayici", async (_name, options) => {
    person(google);
    google.set(options);
    const { location, sessionCookie } = await signInWith(t.app, "google");
    expect(location).toBe("/login?hata=saglayici");
    expect(sessionCookie).toBeUndefined();
  });
});

describe("X with no email", () => {
  it("asks for an email once, then makes the account; X then signs in to it", async () => {
    const who = person(x, { firstName: "Mert", lastName: "Öz" });
    const first = await signInWith(t.app, "x");
    expect(first.location).toBe("/login/email");
    expect(first.sessionCookie).toBeUndefined();
    const pending = `sf_oauth_pending=${first.pendingCookie}`;
    const info = await t.app.inject({
      method: "GET",
      url: "/api/auth/pending",
      headers: { cookie: pending },
    });
    expect(info.json()).toEqual({ provider: "x", firstName: "Mert", lastName: "Öz" });
    expect(
      await count(sql`select count(*)::int as n from users where first_name = 'Mert' and last_name = 'Öz'`),
    ).toBe(0);

    const email = uniqueEmail("x");
    const done = await t.app.inject({
      method: "POST",
      url: "/api/auth/pending",
      payload: { email: `  ${email.toUpperCase()} ` },
      headers: { cookie: pending },
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({
      email: email.toLowerCase(),
      firstName: "Mert",
      profileImageUrl: expect.stringContaining("_400x400"),
    });
    const session = `sf_session=${cookieValue(done, "sf_session")}`;
    expect((await me(session)).json().email).toBe(email.toLowerCase());
    // used once: the same waiting sign-up is gone
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/pending", headers: { cookie: pending } }))
        .statusCode,
    ).toBe(404);

    fakeSame(who);
    const again = await signInWith(t.app, "x");
    expect(again.location).toBe("/");
    expect((await me(again.sessionCookie)).json().email).toBe(email.toLowerCase());
  });

  it("an email typed there that belongs to an existing account does NOT link to it", async () => {
    const email = uniqueEmail("sahip");
    const { user } = await registerUser(t.app, { email });
    person(x);
    const { pendingCookie } = await signInWith(t.app, "x");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/pending",
      payload: { email },
      headers: { cookie: `sf_oauth_pending=${pendingCookie}` },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PENDING_EMAIL_TAKEN);
    expect(cookieValue(res, "sf_session")).toBeUndefined();
    expect(await count(sql`select count(*)::int as n from user_identities where user_id = ${user.id}`)).toBe(
      0,
    );
  });

  it("without the waiting sign-up (or with a bad email) it answers a Turkish refusal", async () => {
    const none = await t.app.inject({
      method: "POST",
      url: "/api/auth/pending",
      payload: { email: "a@b.co" },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/süresi doldu/);
    person(x);
    const { pendingCookie } = await signInWith(t.app, "x");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/pending",
      payload: { email: "bu-bir-email-değil" },
      headers: { cookie: `sf_oauth_pending=${pendingCookie}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Geçerli bir e-posta adresi gir");
  });

  it("with the approved email scope, X's confirmed email is used and no question is asked", async () => {
    const scoped = await createTestApp({ PUBLIC_URL, ...x.env(), X_EMAIL_SCOPE: "true" });
    try {
      const who = person(x, { email: uniqueEmail("onayli"), emailVerified: true });
      const { location, sessionCookie } = await signInWith(scoped.app, "x");
      expect(location).toBe("/");
      const res = await scoped.app.inject({
        method: "GET",
        url: "/api/auth/user",
        headers: { cookie: sessionCookie! },
      });
      expect(res.json().email).toBe(who.email);
    } finally {
      await scoped.close();
    }
  });
});

/** The fake signs in the same X account again. */
function fakeSame(user: ReturnType<typeof defaultFakeUser>) {
  x.set({ user });
}

describe("linking from the profile (signed in)", () => {
  it("links a provider account whatever its email, then it signs in to this account", async () => {
    const { cookie, user } = await registerUser(t.app);
    const who = person(github, { email: uniqueEmail("baska"), emailVerified: false });
    const linked = await signInWith(t.app, "github", { cookie, link: true });
    expect(linked.location).toBe("/profile?baglandi=github");
    expect(linked.sessionCookie).toBeUndefined(); // the session stays the same
    github.set({ user: who });
    const again = await signInWith(t.app, "github");
    expect((await me(again.sessionCookie)).json().id).toBe(user.id);
  });

  it("refuses a provider account linked to someone else, back on /profile", async () => {
    person(google);
    await signInWith(t.app, "google");
    const { cookie } = await registerUser(t.app);
    const res = await signInWith(t.app, "google", { cookie, link: true });
    expect(res.location).toBe("/profile?hata=baska-hesap");
  });

  it("linking needs a session", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/google?baglan=1",
      remoteAddress: "127.9.1.1",
    });
    expect(res.headers.location).toBe("/profile?hata=oturum");
  });
});

describe("sessions on provider sign-in", () => {
  it("ends the session the browser already had (fixation), the new one lives", async () => {
    const { cookie: old } = await registerUser(t.app);
    person(google);
    const { sessionCookie } = await signInWith(t.app, "google", { cookie: old });
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(sessionCookie)).statusCode).toBe(200);
    const token = old.slice("sf_session=".length);
    expect(await count(sql`select count(*)::int as n from sessions where id = ${hashToken(token)}`)).toBe(0);
  });
});

describe("DELETE /api/account/methods/{provider}", () => {
  const unlink = (cookie: string, provider: string) =>
    t.app.inject({ method: "DELETE", url: `/api/account/methods/${provider}`, headers: { cookie } });

  it("refuses to remove the last way to sign in, allows it once another remains", async () => {
    person(google);
    const { sessionCookie } = await signInWith(t.app, "google");
    const last = await unlink(sessionCookie!, "google");
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toMatch(/tek yolu/);

    person(github, { email: uniqueEmail("ikinci") });
    await signInWith(t.app, "github", { cookie: sessionCookie, link: true });
    expect((await unlink(sessionCookie!, "google")).statusCode).toBe(200);
    const acc = (await account(sessionCookie!)).json();
    expect(acc.methods.map((m: { provider: string }) => m.provider)).toEqual(["github"]);
    expect((await unlink(sessionCookie!, "github")).statusCode).toBe(400);
  });

  it("with a password set, the provider can go; a provider not linked is 404", async () => {
    person(google);
    const { sessionCookie } = await signInWith(t.app, "google");
    const set = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      payload: { newPassword: "yeni-sifre" },
      headers: { cookie: sessionCookie! },
    });
    expect(set.statusCode).toBe(200);
    expect((await unlink(sessionCookie!, "x")).statusCode).toBe(404);
    expect((await unlink(sessionCookie!, "facebook")).statusCode).toBe(404);
    expect((await unlink(sessionCookie!, "google")).statusCode).toBe(200);
  });

  it("two unlinks at once never leave an account with no way in", async () => {
    person(google);
    const { sessionCookie } = await signInWith(t.app, "google");
    person(github, { email: uniqueEmail("yaris") });
    await signInWith(t.app, "github", { cookie: sessionCookie, link: true });
    const results = await Promise.all([unlink(sessionCookie!, "google"), unlink(sessionCookie!, "github")]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await account(sessionCookie!)).json().methods).toHaveLength(1);
  });

  it("signed out: 401", async () => {
    expect((await t.app.inject({ method: "DELETE", url: "/api/account/methods/google" })).statusCode).toBe(
      401,
    );
  });
});
