/**
 * Pre-hijacking (security review N1, ADR 028): the review's three ways to prepare an account under
 * someone else's address, replayed through the HTTP API with the fake providers. In each, the
 * owner then arrives with a Google sign-in that verified the address; the squatter must never
 * reach the owner's account again, and the owner is told what was removed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { defaultFakeUser, type FakeOAuth, startOAuthFake } from "../fakes/oauth";
import { createTestApp, registerUser, type TestApp, uniqueEmail } from "./helpers";
import { PUBLIC_URL, signInWith } from "./oauth-flow";

let t: TestApp;
let google: FakeOAuth;
let github: FakeOAuth;
let x: FakeOAuth;
let nextId = 66_000;

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

type FakeUser = ReturnType<typeof defaultFakeUser>;
function providerAccount(fake: FakeOAuth, over: Partial<FakeUser> = {}): FakeUser {
  nextId += 1;
  return { ...defaultFakeUser(fake.provider, String(nextId)), ...over };
}
/** Signs in at `fake` as `user` (the fake answers as whoever was set last). */
async function as(fake: FakeOAuth, user: FakeUser, options: { cookie?: string; link?: boolean } = {}) {
  fake.set({ user });
  return signInWith(t.app, fake.provider, options);
}

const get = (url: string, cookie: string | undefined) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const userIdOf = async (cookie: string | undefined) => {
  const res = await get("/api/auth/user", cookie);
  return res.statusCode === 200 ? (res.json().id as string) : null;
};

/** The owner arrives with Google (verified), saves a private draw; returns the owner's session. */
async function ownerArrives(email: string) {
  const victimGoogle = providerAccount(google, { email, emailVerified: true });
  const arrived = await as(google, victimGoogle);
  expect(arrived.sessionCookie).toBeTruthy();
  const account = (await get("/api/account", arrived.sessionCookie)).json();
  return { ...arrived, providerUser: victimGoogle, userId: account.user.id as string, account };
}

/** Whatever the squatter tries with what they prepared, none of it reaches `victimId`. */
async function squatterLocksOut(
  victimId: string,
  attempts: Array<() => Promise<{ sessionCookie?: string }>>,
) {
  for (const attempt of attempts) {
    const { sessionCookie } = await attempt();
    expect(await userIdOf(sessionCookie)).not.toBe(victimId);
    const draws = await get("/api/draws", sessionCookie);
    expect(draws.statusCode === 401 || !JSON.stringify(draws.json()).includes("Ahmet")).toBe(true);
  }
}

describe("N1: an account prepared under someone else's address", () => {
  it("scenario 1: a password account with the squatter's own GitHub linked loses both when the owner comes", async () => {
    const email = uniqueEmail("victim1");
    const squatter = await registerUser(t.app, { email, password: "squatter-pw-1" });
    const squatterGithub = providerAccount(github, { email: uniqueEmail("attacker1"), emailVerified: true });
    const linked = await as(github, squatterGithub, { cookie: squatter.cookie, link: true });
    expect(linked.location).toBe("/profile?baglandi=github");

    const owner = await ownerArrives(email);
    expect(owner.location).toBe("/?sifre=kaldirildi");
    expect(owner.userId).toBe(squatter.user.id);
    expect(owner.account.methods.map((m: { provider: string }) => m.provider)).toEqual(["google"]);
    expect(owner.account.emailVerified).toBe(true);
    // the profile says what went, when and how
    const events = owner.account.events.map((e: { kind: string; method: string; via: string }) =>
      [e.kind, e.method, e.via].join(" "),
    );
    expect(events).toEqual(
      expect.arrayContaining([
        "claimed google google",
        "method-removed password google",
        "method-removed github google",
      ]),
    );

    await squatterLocksOut(owner.userId, [
      () => as(github, squatterGithub),
      async () => {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email, password: "squatter-pw-1" },
        });
        expect(res.statusCode).toBe(401);
        return {};
      },
      async () => ({ sessionCookie: squatter.cookie }),
    ]);
    // and the owner's Google still signs in to the account
    expect(await userIdOf((await as(google, owner.providerUser)).sessionCookie)).toBe(owner.userId);
  });

  it("scenario 2: an address typed for X (no email scope) is claimed by the owner's Google; X is gone", async () => {
    const email = uniqueEmail("victim2");
    const squatterX = providerAccount(x, { email: null, emailVerified: false });
    const parked = await as(x, squatterX);
    expect(parked.location).toBe("/login/email");
    const typed = await t.app.inject({
      method: "POST",
      url: "/api/auth/pending",
      headers: { cookie: `sf_oauth_pending=${parked.pendingCookie}` },
      payload: { email },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const squatterSession = `sf_session=${typed.cookies.find((c) => c.name === "sf_session")!.value}`;
    expect((await get("/api/account", squatterSession)).json().emailVerified).toBe(false);

    const owner = await ownerArrives(email);
    // no password was involved, and the owner is still told a method went
    expect(owner.location).toBe("/?yontemler=kaldirildi");
    expect(owner.account.methods.map((m: { provider: string }) => m.provider)).toEqual(["google"]);

    await squatterLocksOut(owner.userId, [
      async () => ({ sessionCookie: squatterSession }),
      async () => {
        // X again: no linked identity any more, so it asks for an address, and this one is taken
        const again = await as(x, squatterX);
        expect(again.location).toBe("/login/email");
        const retyped = await t.app.inject({
          method: "POST",
          url: "/api/auth/pending",
          headers: { cookie: `sf_oauth_pending=${again.pendingCookie}` },
          payload: { email },
        });
        expect(retyped.statusCode).toBe(409);
        return {};
      },
    ]);
  });

  it("scenario 3: a GitHub account whose primary address GitHub never verified proves nothing", async () => {
    const email = uniqueEmail("victim3");
    const squatterGithub = providerAccount(github, { email, emailVerified: false });
    const made = await as(github, squatterGithub);
    expect(made.location).toBe("/");
    const prepared = (await get("/api/account", made.sessionCookie)).json();
    expect(prepared.emailVerified).toBe(false);
    // shown, but not as proof of the address
    expect(prepared.methods).toEqual([expect.objectContaining({ provider: "github", emailVerified: false })]);

    const owner = await ownerArrives(email);
    expect(owner.userId).toBe(prepared.user.id);
    expect(owner.location).toBe("/?yontemler=kaldirildi");
    expect(owner.account.methods.map((m: { provider: string }) => m.provider)).toEqual(["google"]);

    await squatterLocksOut(owner.userId, [
      async () => ({ sessionCookie: made.sessionCookie }),
      async () => {
        const again = await as(github, squatterGithub);
        expect(again.location).toBe("/login?hata=dogrulanmamis");
        return again;
      },
    ]);
  });

  it("an account whose address is proven is joined without removing anything", async () => {
    const email = uniqueEmail("proven");
    const first = await as(google, providerAccount(google, { email, emailVerified: true }));
    expect(first.location).toBe("/");
    const second = await as(github, providerAccount(github, { email, emailVerified: true }));
    expect(second.location).toBe("/");
    const account = (await get("/api/account", second.sessionCookie)).json();
    expect(account.methods.map((m: { provider: string }) => m.provider)).toEqual(["google", "github"]);
    expect(await userIdOf(first.sessionCookie)).toBe(account.user.id);
  });

  it("two verified sign-ins claiming the same unproven account at once leave one claim and no squatter", async () => {
    const email = uniqueEmail("race");
    const squatter = await registerUser(t.app, { email, password: "squatter-pw-2" });
    // the two fakes answer at the same time for two different provider accounts of the owner
    google.set({ user: providerAccount(google, { email, emailVerified: true }) });
    github.set({ user: providerAccount(github, { email, emailVerified: true }) });
    const [a, b] = await Promise.all([signInWith(t.app, "google"), signInWith(t.app, "github")]);
    const ids = [await userIdOf(a.sessionCookie), await userIdOf(b.sessionCookie)].filter(Boolean);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toBe(squatter.user.id);
    expect(await userIdOf(squatter.cookie)).toBeNull();
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "squatter-pw-2" },
    });
    expect(login.statusCode).toBe(401);
  });
});
