/**
 * Mail (ADR 028) against the local SMTP sink: the link that proves an address (after sign-up and
 * for an address typed for X), and 'Şifremi unuttum?' as a real reset: one-time, 30 minutes,
 * every session ends, the same answer whether or not the address has an account, limits per typed
 * address and per account. Without SMTP_URL the routes answer 404 and nothing is sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAIL_MESSAGES } from "@/server/auth/mail-routes";
import { defaultFakeUser, type FakeOAuth, startOAuthFake } from "../fakes/oauth";
import { type SmtpSink, startSmtpSink } from "../fakes/smtp";
import { testConfig } from "../support/config";
import { createTestApp, registerUser, type TestApp, uniqueEmail } from "./helpers";
import { PUBLIC_URL, signInWith } from "./oauth-flow";

let t: TestApp;
let sink: SmtpSink;
let google: FakeOAuth;
let x: FakeOAuth;
let clock = Date.now();
let nextId = 88_000;

beforeAll(async () => {
  [sink, google, x] = await Promise.all([startSmtpSink(), startOAuthFake("google"), startOAuthFake("x")]);
  t = await createTestApp(
    { PUBLIC_URL, ...sink.env(), ...google.env(), ...x.env() },
    { now: () => new Date(clock) },
  );
});
beforeEach(() => sink.clear());
afterAll(async () => {
  await t?.close();
  await Promise.all([sink?.close(), google?.close(), x?.close()]);
});

const post = (url: string, payload: object, cookie?: string, remoteAddress?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {}, remoteAddress });
const tokenOf = (link: string, name: string) => new URL(link).hash.slice(`#${name}=`.length);
const login = (email: string, password: string) => post("/api/auth/login", { email, password });

describe("configuration", () => {
  it("SMTP_URL and MAIL_FROM go together, and need PUBLIC_URL", () => {
    const mail = { SMTP_URL: "smtp://127.0.0.1:25", MAIL_FROM: "a@b.co", PUBLIC_URL };
    expect(() => testConfig({ ...mail, MAIL_FROM: undefined })).toThrow(/set together/);
    expect(() => testConfig({ ...mail, SMTP_URL: "http://127.0.0.1:25" })).toThrow(/smtp:\/\//);
    expect(() => testConfig({ ...mail, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL/);
    expect(() => testConfig({ ...mail, MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM/);
    expect(testConfig(mail).SMTP_URL).toBe(mail.SMTP_URL);
  });

  it("/api/config says mail is on", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/config" })).json().mailEnabled).toBe(true);
  });

  it("without mail the routes answer 404 in Turkish, and sign-up sends nothing", async () => {
    const bare = await createTestApp({ PUBLIC_URL });
    try {
      const res = await bare.app.inject({
        method: "POST",
        url: "/api/auth/forgot",
        payload: { email: "a@b.co" },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MAIL_MESSAGES.disabled);
      expect((await bare.app.inject({ method: "GET", url: "/api/config" })).json().mailEnabled).toBe(false);
      await registerUser(bare.app, { email: uniqueEmail("bare") });
      await new Promise((r) => setTimeout(r, 200));
      expect(sink.mails()).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});

describe("proving the address", () => {
  it("sign-up mails a Turkish link (text and HTML); following it once marks the address verified", async () => {
    const email = uniqueEmail("dogrula");
    const { cookie } = await registerUser(t.app, { email });
    const link = await sink.link(email, "#dogrula=");
    expect(link.startsWith(`${PUBLIC_URL}/login#dogrula=`)).toBe(true);
    const [mail] = sink.mails(email);
    expect(mail!.subject).toBe("Şarkı Falı: e-posta adresini doğrula");
    expect(mail!.text).toContain("Bu hesabı sen açmadıysan");
    expect(mail!.html).toContain("Adresimi Doğrula");
    expect(mail!.html).toContain(link.replace(/&/g, "&amp;"));
    expect(mail!.from).toBe("bildirim@sarkifali.test");

    const before = (await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie } })).json();
    expect(before.emailVerified).toBe(false);
    const token = tokenOf(link, "dogrula");
    const ok = await post("/api/auth/verify-email", { token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(MAIL_MESSAGES.verified);
    const again = await post("/api/auth/verify-email", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MAIL_MESSAGES.verifyInvalid);
    const after = (await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie } })).json();
    expect(after.emailVerified).toBe(true);
    expect(after.events[0]).toMatchObject({ kind: "email-verified", via: "mail" });

    // a proven address keeps its password when a verified Google sign-in joins it
    google.set({ user: { ...defaultFakeUser("google", String(++nextId)), email, emailVerified: true } });
    expect((await signInWith(t.app, "google")).location).toBe("/");
    expect((await login(email, "gizli-sifre")).statusCode).toBe(200);
  });

  it("an address typed for X gets a link too; the profile can ask for another, within a limit", async () => {
    const email = uniqueEmail("xdogrula");
    x.set({ user: { ...defaultFakeUser("x", String(++nextId)) } });
    const parked = await signInWith(t.app, "x");
    const made = await post("/api/auth/pending", { email }, `sf_oauth_pending=${parked.pendingCookie}`);
    expect(made.statusCode).toBe(201);
    const cookie = `sf_session=${made.cookies.find((c) => c.name === "sf_session")!.value}`;
    await sink.waitForMails(email, 1);
    for (let i = 0; i < 3; i++) {
      expect((await post("/api/account/verify-email", {}, cookie)).statusCode).toBe(200);
    }
    const over = await post("/api/account/verify-email", {}, cookie);
    expect(over.statusCode).toBe(429);
    expect(over.headers["retry-after"]).toBeTruthy();
    await sink.waitForMails(email, 4);
    // only the newest link works: each new one replaces the one before
    const links = sink.mails(email).map((m) => /https?:\/\/\S+/.exec(m.text)![0]);
    expect((await post("/api/auth/verify-email", { token: tokenOf(links[0]!, "dogrula") })).statusCode).toBe(
      400,
    );
    expect((await post("/api/auth/verify-email", { token: tokenOf(links[3]!, "dogrula") })).statusCode).toBe(
      200,
    );
  });

  it("an account made with an address the provider did not verify gets the link too", async () => {
    const email = uniqueEmail("gdogrulanmamis");
    google.set({ user: { ...defaultFakeUser("google", String(++nextId)), email, emailVerified: false } });
    expect((await signInWith(t.app, "google")).location).toBe("/");
    const link = await sink.link(email, "#dogrula=");
    expect((await post("/api/auth/verify-email", { token: tokenOf(link, "dogrula") })).statusCode).toBe(200);
  });

  it("an expired link proves nothing", async () => {
    const email = uniqueEmail("eski");
    await registerUser(t.app, { email });
    const token = tokenOf(await sink.link(email, "#dogrula="), "dogrula");
    clock += 25 * 3600_000;
    expect((await post("/api/auth/verify-email", { token })).statusCode).toBe(400);
  });
});

describe("'Şifremi unuttum?'", () => {
  it("the same answer for an address with and without an account; only the account gets a mail", async () => {
    const email = uniqueEmail("unuttum");
    await registerUser(t.app, { email });
    await sink.waitForMails(email, 1);
    const nobody = uniqueEmail("yok");
    const a = await post("/api/auth/forgot", { email }, undefined, "10.1.0.1");
    const b = await post("/api/auth/forgot", { email: nobody }, undefined, "10.1.0.2");
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    expect(a.json().message).toBe(MAIL_MESSAGES.forgotSent);
    await sink.waitForMails(email, 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.mails(nobody)).toHaveLength(0);
    expect(sink.mails(email)[1]!.subject).toBe("Şarkı Falı: şifre sıfırlama bağlantın");
  });

  it("a one-time link sets a new password, ends every session, and dies after 30 minutes", async () => {
    const email = uniqueEmail("sifirla");
    const first = await registerUser(t.app, { email });
    const second = await login(email, "gizli-sifre");
    expect(second.statusCode).toBe(200);
    await post("/api/auth/forgot", { email }, undefined, "10.2.0.1");
    const token = tokenOf(await sink.link(email, "#sifirla="), "sifirla");
    expect(
      (await post("/api/auth/reset", { token: "x".repeat(43), password: "yeni-sifre-1" })).statusCode,
    ).toBe(400);
    const done = await post("/api/auth/reset", { token, password: "yeni-sifre-1" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(MAIL_MESSAGES.resetDone);
    expect(done.cookies.find((c) => c.name === "sf_session")).toBeUndefined();
    for (const cookie of [
      first.cookie,
      `sf_session=${second.cookies.find((c) => c.name === "sf_session")!.value}`,
    ]) {
      expect(
        (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode,
      ).toBe(401);
    }
    expect((await login(email, "gizli-sifre")).statusCode).toBe(401);
    const fresh = await login(email, "yeni-sifre-1");
    expect(fresh.statusCode).toBe(200);
    // used once: the same link cannot set another password
    expect((await post("/api/auth/reset", { token, password: "ucuncu-sifre" })).statusCode).toBe(400);

    await post("/api/auth/forgot", { email }, undefined, "10.2.0.2");
    await sink.waitForMails(email, 3);
    const late = tokenOf(await sink.link(email, "#sifirla="), "sifirla");
    clock += 31 * 60_000;
    const expired = await post("/api/auth/reset", { token: late, password: "ucuncu-sifre" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MAIL_MESSAGES.resetInvalid);
  });

  it("a reset on an account nobody had proven removes the methods that did not prove the address", async () => {
    const email = uniqueEmail("squat");
    // a squatter types the owner's address for X; the owner resets the password from the mail
    x.set({ user: { ...defaultFakeUser("x", String(++nextId)) } });
    const parked = await signInWith(t.app, "x");
    const made = await post("/api/auth/pending", { email }, `sf_oauth_pending=${parked.pendingCookie}`);
    expect(made.statusCode).toBe(201);
    await post("/api/auth/forgot", { email }, undefined, "10.3.0.1");
    const token = tokenOf(await sink.link(email, "#sifirla="), "sifirla");
    expect((await post("/api/auth/reset", { token, password: "sahibin-sifresi" })).statusCode).toBe(200);
    const owner = await login(email, "sahibin-sifresi");
    const cookie = `sf_session=${owner.cookies.find((c) => c.name === "sf_session")!.value}`;
    const account = (await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie } })).json();
    expect(account.methods.map((m: { provider: string }) => m.provider)).toEqual(["password"]);
    expect(account.emailVerified).toBe(true);
    // the squatter's X now asks for an address again
    expect((await signInWith(t.app, "x")).location).toBe("/login/email");
  });

  it("limited per typed address (429 for any address, account or not) and per account (silently)", async () => {
    const email = uniqueEmail("sinir");
    await registerUser(t.app, { email });
    await sink.waitForMails(email, 1);
    const answers: number[] = [];
    for (let i = 0; i < 4; i++)
      answers.push((await post("/api/auth/forgot", { email }, undefined, `10.4.0.${i + 1}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    const nobody = uniqueEmail("kimse");
    const other: number[] = [];
    for (let i = 0; i < 4; i++)
      other.push(
        (await post("/api/auth/forgot", { email: nobody }, undefined, `10.5.0.${i + 1}`)).statusCode,
      );
    expect(other).toEqual(answers);
    await sink.waitForMails(email, 4);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.mails(email)).toHaveLength(4);
  });

  it("limited per client address too", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await post("/api/auth/forgot", { email: uniqueEmail("ip") }, undefined, "10.6.0.1")).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
