/**
 * Premium from the stores (ADR 017): RevenueCat's webhook events against a real database (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL) and restore purchases against a fake RevenueCat.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingEvents, storeEntitlements } from "@/server/db/schema";
import { createPremiumRepository, type PremiumRepository } from "@/server/premium/repository";
import { MAX_TIMESTAMP_MS } from "@/shared/api/billing";
import {
  FAKE_REVENUECAT_API_KEY,
  FAKE_REVENUECAT_WEBHOOK_AUTH,
  type FakeRevenueCat,
  revenueCatEvent,
  startRevenueCatFake,
} from "../fakes/revenuecat";
import { runAppUntilExit } from "../support/process";
import { createTestApp, registerUser, type TestApp } from "./helpers";

const DAY = 86_400_000;
const T0 = new Date("2026-11-20T12:00:00.000Z").getTime();
/** the app's clock: tests move it to see a subscription lapse */
let clock = T0;

let rc: FakeRevenueCat;
let t: TestApp;
let premiumRule: PremiumRepository;
beforeAll(async () => {
  rc = await startRevenueCatFake();
  t = await createTestApp(rc.env(), {
    now: () => new Date(clock),
    tuning: { revenueCatTimeoutMs: 400 },
  });
  premiumRule = createPremiumRepository(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await rc?.close();
});
beforeEach(() => {
  clock = T0;
  rc.reset();
});

type Event = Record<string, unknown> & { type: string };
const event = (overrides: Event) =>
  revenueCatEvent({
    purchased_at_ms: T0,
    event_timestamp_ms: T0,
    expiration_at_ms: T0 + 30 * DAY,
    ...overrides,
  });

const deliver = (app: TestApp["app"], body: unknown, auth: string | null = FAKE_REVENUECAT_WEBHOOK_AUTH) =>
  app.inject({
    method: "POST",
    url: "/api/billing/revenuecat",
    headers: auth === null ? {} : { authorization: auth },
    payload: body as Record<string, unknown>,
  });

async function send(ev: Record<string, unknown>, app = t.app): Promise<string> {
  const res = await deliver(app, { api_version: "1.0", event: ev });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().outcome;
}

const me = async (cookie: string, app = t.app) =>
  (await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json();
const status = async (cookie: string, app = t.app) =>
  (await app.inject({ method: "GET", url: "/api/billing/status", headers: { cookie } })).json();
const restore = (cookie: string, app = t.app) =>
  app.inject({ method: "POST", url: "/api/billing/restore", headers: { cookie } });
const askComment = (cookie: string, theme = "ask", remoteAddress = "127.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/comment",
    remoteAddress,
    headers: { cookie },
    payload: {
      track: { id: "csv:1", title: "Şarkı", artist: "Sanatçı" },
      theme,
      audio: null,
      salt: randomUUID(),
    },
  });

const iso = (ms: number) => new Date(ms).toISOString();

describe("POST /api/billing/revenuecat: who may call it", () => {
  it("answers 401 without the configured Authorization value, before reading the body", async () => {
    const { user } = await registerUser(t.app);
    const body = { event: event({ type: "INITIAL_PURCHASE", app_user_id: user.id }) };
    for (const auth of [
      null,
      "",
      "Bearer wrong",
      `${FAKE_REVENUECAT_WEBHOOK_AUTH}x`,
      FAKE_REVENUECAT_WEBHOOK_AUTH.slice(0, -1),
      "bearer fake-webhook-secret",
    ]) {
      const res = await deliver(t.app, body, auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.json().message).toBe("Yetkisiz istek");
    }
    expect((await deliver(t.app, "not json at all", "Bearer wrong")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("answers 400 to a malformed body from RevenueCat (so it retries), and nothing is stored", async () => {
    const res = await deliver(t.app, { event: { id: "x", type: "RENEWAL" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("is a 404 while REVENUECAT_WEBHOOK_AUTH is unset, whatever is sent", async () => {
    const bare = await createTestApp();
    try {
      const res = await deliver(bare.app, { event: event({ type: "TEST" }) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Bulunamadı" });
      expect((await deliver(bare.app, {}, null)).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("POST /api/billing/revenuecat: timestamps no date can hold (review I-2)", () => {
  it.each([
    ["event_timestamp_ms", Number.MAX_SAFE_INTEGER],
    ["expiration_at_ms", Number.MAX_SAFE_INTEGER],
    ["purchased_at_ms", Number.MAX_SAFE_INTEGER],
    ["expiration_at_ms", MAX_TIMESTAMP_MS + 1],
  ])("%s = %d answers 400 in Turkish, stores nothing, and the event can come again", async (field, value) => {
    const { cookie, user } = await registerUser(t.app);
    const purchase = event({ type: "INITIAL_PURCHASE", app_user_id: user.id });
    const res = await deliver(t.app, { api_version: "1.0", event: { ...purchase, [field]: value } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: "Zaman damgası 9999 yılından sonrasını gösteremez" });
    const stored = await t.database.db.$count(billingEvents, eq(billingEvents.id, String(purchase.id)));
    expect(stored).toBe(0);
    expect((await me(cookie)).isPremium).toBe(false);
    // the same event with sane values is handled as new: the refused delivery left no trace
    expect(await send(purchase)).toBe("applied");
    expect((await me(cookie)).isPremium).toBe(true);
  });

  it("the last millisecond of year 9999 is still a date: a subscription that long is applied", async () => {
    const { cookie, user } = await registerUser(t.app);
    expect(
      await send(
        event({ type: "INITIAL_PURCHASE", app_user_id: user.id, expiration_at_ms: MAX_TIMESTAMP_MS }),
      ),
    ).toBe("applied");
    expect((await status(cookie)).subscription.expiresAt).toBe("9999-12-31T23:59:59.999Z");
  });
});

describe("REVENUECAT_WEBHOOK_AUTH at start-up (review I-2)", () => {
  it("a one-character secret stops the server with one line, exit 1, the secret not shown", {
    timeout: 90_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sf-webhook-secret-"));
    try {
      const run = await runAppUntilExit({
        from: "source",
        dataDir,
        env: { REVENUECAT_WEBHOOK_AUTH: "Q" },
        timeoutMs: 60_000,
      });
      expect(run.killed).toBe(false);
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split("\n");
      expect(lines).toEqual([
        expect.stringMatching(
          /^Invalid configuration: REVENUECAT_WEBHOOK_AUTH must be at least 16 characters: .*\(got a value that is not shown\)$/,
        ),
      ]);
      expect(run.stderr).not.toContain('"Q"');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("webhook events", () => {
  it("TEST answers 200 and stores nothing", async () => {
    const before = await t.database.db.$count(billingEvents);
    expect(await send(event({ type: "TEST", app_user_id: "$RCAnonymousID:test" }))).toBe("test");
    expect(await t.database.db.$count(billingEvents)).toBe(before);
  });

  it("INITIAL_PURCHASE makes the signed-in person Premium on their next request, without signing in again", async () => {
    const { cookie, user } = await registerUser(t.app);
    expect((await me(cookie)).isPremium).toBe(false);
    expect((await askComment(cookie)).statusCode).toBe(403);

    expect(await send(event({ type: "INITIAL_PURCHASE", app_user_id: user.id }))).toBe("applied");
    expect((await me(cookie)).isPremium).toBe(true);
    expect((await askComment(cookie)).statusCode).toBe(200);
    expect(await status(cookie)).toEqual({
      isPremium: true,
      source: "store",
      subscription: {
        active: true,
        expiresAt: iso(T0 + 30 * DAY),
        willRenew: true,
        store: "APP_STORE",
        productId: "sarkifali_premium_monthly",
      },
      restoreAvailable: true,
    });
  });

  it("a redelivered event changes nothing, even after a newer event ended the subscription", async () => {
    const { cookie, user } = await registerUser(t.app);
    const purchase = event({ type: "INITIAL_PURCHASE", app_user_id: user.id });
    expect(await send(purchase)).toBe("applied");
    expect(await send(purchase)).toBe("duplicate");
    expect(
      await send(
        event({
          type: "EXPIRATION",
          app_user_id: user.id,
          event_timestamp_ms: T0 + 1000,
          expiration_at_ms: T0 + 1000,
        }),
      ),
    ).toBe("applied");
    clock = T0 + 1000;
    expect((await me(cookie)).isPremium).toBe(false);
    // RevenueCat retries the purchase (a lost answer): still not Premium
    expect(await send(purchase)).toBe("duplicate");
    expect((await me(cookie)).isPremium).toBe(false);
  });

  it("two deliveries of one event fired at once apply it once", async () => {
    const { user } = await registerUser(t.app);
    const purchase = event({ type: "INITIAL_PURCHASE", app_user_id: user.id });
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => deliver(t.app, { event: purchase }).then((r) => r.json().outcome)),
    );
    expect(outcomes.sort()).toEqual([
      "applied",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
    ]);
  });

  it("different events for one account fired at once end in the newest state, whichever lands last", async () => {
    const { cookie, user } = await registerUser(t.app);
    const events = Array.from({ length: 8 }, (_, i) =>
      event({
        type: i % 2 ? "RENEWAL" : "CANCELLATION",
        app_user_id: user.id,
        event_timestamp_ms: T0 + i * DAY,
        expiration_at_ms: T0 + (30 + i) * DAY,
      }),
    );
    const outcomes = await Promise.all(events.reverse().map((ev) => deliver(t.app, { event: ev })));
    expect(outcomes.every((r) => r.statusCode === 200)).toBe(true);
    // the newest (i = 7, a RENEWAL) wins
    expect((await status(cookie)).subscription).toMatchObject({
      expiresAt: iso(T0 + 37 * DAY),
      willRenew: true,
    });
  });

  it("an event older than the state applied never overrides it (out of order)", async () => {
    const { cookie, user } = await registerUser(t.app);
    const renewal = event({
      type: "RENEWAL",
      app_user_id: user.id,
      event_timestamp_ms: T0 + 30 * DAY,
      expiration_at_ms: T0 + 60 * DAY,
    });
    const purchase = event({ type: "INITIAL_PURCHASE", app_user_id: user.id });
    const cancellation = event({
      type: "CANCELLATION",
      app_user_id: user.id,
      event_timestamp_ms: T0 + 10 * DAY,
      expiration_at_ms: T0 + 30 * DAY,
    });
    expect(await send(renewal)).toBe("applied");
    expect(await send(purchase)).toBe("stale");
    expect(await send(cancellation)).toBe("stale");
    const s = await status(cookie);
    expect(s.subscription).toMatchObject({ expiresAt: iso(T0 + 60 * DAY), willRenew: true });
  });

  it("CANCELLATION keeps access until the period ends; EXPIRATION ends it; the next request is refused", async () => {
    const { cookie, user } = await registerUser(t.app);
    await send(event({ type: "INITIAL_PURCHASE", app_user_id: user.id }));
    expect(
      await send(
        event({
          type: "CANCELLATION",
          app_user_id: user.id,
          event_timestamp_ms: T0 + 5 * DAY,
          cancel_reason: "UNSUBSCRIBE",
        }),
      ),
    ).toBe("applied");
    clock = T0 + 5 * DAY + 1;
    expect((await me(cookie)).isPremium).toBe(true);
    expect((await status(cookie)).subscription).toMatchObject({
      active: true,
      willRenew: false,
      expiresAt: iso(T0 + 30 * DAY),
    });
    expect((await askComment(cookie, "kariyer")).statusCode).toBe(200);

    // BILLING_ISSUE changes nothing
    expect(
      await send(event({ type: "BILLING_ISSUE", app_user_id: user.id, event_timestamp_ms: T0 + 6 * DAY })),
    ).toBe("no-change");
    expect((await me(cookie)).isPremium).toBe(true);

    clock = T0 + 30 * DAY + 1;
    expect(
      await send(
        event({
          type: "EXPIRATION",
          app_user_id: user.id,
          event_timestamp_ms: T0 + 30 * DAY,
          expiration_reason: "UNSUBSCRIBE",
        }),
      ),
    ).toBe("applied");
    expect((await me(cookie)).isPremium).toBe(false);
    expect((await askComment(cookie, "kariyer")).statusCode).toBe(403);
    expect((await status(cookie)).subscription).toMatchObject({ active: false, willRenew: false });
  });

  it("a subscription that lapses loses the premium themes on the next request, with no event at all", async () => {
    const { cookie, user } = await registerUser(t.app);
    await send(event({ type: "INITIAL_PURCHASE", app_user_id: user.id, expiration_at_ms: T0 + DAY }));
    clock = T0 + DAY - 1;
    expect((await askComment(cookie, "gunluk")).statusCode).toBe(200);
    clock = T0 + DAY;
    expect((await me(cookie)).isPremium).toBe(false);
    const refused = await askComment(cookie, "gunluk");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Bu tema sadece premium kullanıcılar için geçerlidir");
    // UNCANCELLATION / RENEWAL bring it back
    expect(
      await send(
        event({
          type: "RENEWAL",
          app_user_id: user.id,
          event_timestamp_ms: T0 + DAY,
          expiration_at_ms: T0 + 31 * DAY,
        }),
      ),
    ).toBe("applied");
    expect((await me(cookie)).isPremium).toBe(true);
  });

  it("NON_RENEWING_PURCHASE grants until its expiration; one without an end is lifetime; PRODUCT_CHANGE takes the new product", async () => {
    const a = await registerUser(t.app);
    await send(
      event({ type: "NON_RENEWING_PURCHASE", app_user_id: a.user.id, expiration_at_ms: T0 + 7 * DAY }),
    );
    expect((await status(a.cookie)).subscription).toMatchObject({
      active: true,
      willRenew: false,
      expiresAt: iso(T0 + 7 * DAY),
    });

    const b = await registerUser(t.app);
    await send(
      event({
        type: "NON_RENEWING_PURCHASE",
        app_user_id: b.user.id,
        expiration_at_ms: null,
        product_id: "omur_boyu",
      }),
    );
    // years later (the same rule the session lookup runs; a session itself ends after 90 days)
    expect(await premiumRule.isPremium(b.user.id, new Date(T0 + 3650 * DAY))).toBe(true);
    expect((await status(b.cookie)).subscription).toMatchObject({
      active: true,
      expiresAt: null,
      productId: "omur_boyu",
    });

    clock = T0;
    await send(event({ type: "INITIAL_PURCHASE", app_user_id: a.user.id, event_timestamp_ms: T0 + 1 }));
    await send(
      event({
        type: "PRODUCT_CHANGE",
        app_user_id: a.user.id,
        event_timestamp_ms: T0 + 2,
        new_product_id: "sarkifali_premium_yearly",
        expiration_at_ms: T0 + 365 * DAY,
      }),
    );
    expect((await status(a.cookie)).subscription).toMatchObject({
      productId: "sarkifali_premium_yearly",
      expiresAt: iso(T0 + 365 * DAY),
    });
  });

  it("ignores an event for another entitlement and an unknown type (200, nothing changes)", async () => {
    const { cookie, user } = await registerUser(t.app);
    expect(
      await send(event({ type: "INITIAL_PURCHASE", app_user_id: user.id, entitlement_ids: ["baska"] })),
    ).toBe("ignored");
    expect(await send(event({ type: "SOMETHING_NEW", app_user_id: user.id }))).toBe("ignored");
    expect((await me(cookie)).isPremium).toBe(false);
    // the older single-entitlement field counts too
    expect(
      await send(
        event({
          type: "INITIAL_PURCHASE",
          app_user_id: user.id,
          entitlement_ids: null,
          entitlement_id: "premium",
        }),
      ),
    ).toBe("applied");
    expect((await me(cookie)).isPremium).toBe(true);
  });

  it("TRANSFER moves the subscription to the new account", async () => {
    const from = await registerUser(t.app);
    const to = await registerUser(t.app);
    await send(event({ type: "INITIAL_PURCHASE", app_user_id: from.user.id }));
    const transfer = event({
      type: "TRANSFER",
      app_user_id: undefined,
      transferred_from: [from.user.id],
      transferred_to: [to.user.id],
      event_timestamp_ms: T0 + DAY,
      expiration_at_ms: undefined,
    });
    expect(await send(transfer)).toBe("applied");
    clock = T0 + DAY;
    expect((await me(from.cookie)).isPremium).toBe(false);
    expect((await status(from.cookie)).subscription).toMatchObject({ active: false });
    expect((await me(to.cookie)).isPremium).toBe(true);
    expect((await status(to.cookie)).subscription).toMatchObject({
      expiresAt: iso(T0 + 30 * DAY),
      store: "APP_STORE",
    });
    // an event older than the transfer, delivered late, does not give it back to the old account
    expect(
      await send(event({ type: "RENEWAL", app_user_id: from.user.id, event_timestamp_ms: T0 + 1 })),
    ).toBe("stale");
    expect((await me(from.cookie)).isPremium).toBe(false);
  });

  it("an event for a customer who is no account here waits (200) and reaches the account once RevenueCat links them", async () => {
    const anonymous = `$RCAnonymousID:${randomUUID().replace(/-/g, "")}`;
    expect(
      await send(event({ type: "INITIAL_PURCHASE", app_user_id: anonymous, aliases: [anonymous] })),
    ).toBe("pending");
    const { cookie, user } = await registerUser(t.app);
    expect((await me(cookie)).isPremium).toBe(false);
    // the app signs the customer in as our user: RevenueCat's next event names both ids
    expect(
      await send(
        event({
          type: "BILLING_ISSUE",
          app_user_id: user.id,
          original_app_user_id: anonymous,
          aliases: [anonymous, user.id],
          event_timestamp_ms: T0 + DAY,
        }),
      ),
    ).toBe("no-change");
    expect((await me(cookie)).isPremium).toBe(true);
    expect((await status(cookie)).subscription).toMatchObject({ expiresAt: iso(T0 + 30 * DAY) });
  });

  it("an account id given only among the aliases is found, and a TRANSFER from a waiting customer carries what waited", async () => {
    const a = await registerUser(t.app);
    expect(
      await send(
        event({
          type: "INITIAL_PURCHASE",
          app_user_id: "$RCAnonymousID:x1",
          aliases: ["$RCAnonymousID:x1", a.user.id],
        }),
      ),
    ).toBe("applied");
    expect((await me(a.cookie)).isPremium).toBe(true);

    const anonymous = `$RCAnonymousID:${randomUUID()}`;
    const b = await registerUser(t.app);
    expect(
      await send(event({ type: "INITIAL_PURCHASE", app_user_id: anonymous, expiration_at_ms: T0 + 9 * DAY })),
    ).toBe("pending");
    expect(
      await send(
        event({
          type: "TRANSFER",
          transferred_from: [anonymous],
          transferred_to: [b.user.id],
          event_timestamp_ms: T0 + 1,
        }),
      ),
    ).toBe("applied");
    expect((await status(b.cookie)).subscription).toMatchObject({
      active: true,
      expiresAt: iso(T0 + 9 * DAY),
    });
  });

  it("applies SANDBOX events only with REVENUECAT_ALLOW_SANDBOX=true", async () => {
    const { cookie, user } = await registerUser(t.app);
    expect(
      await send(event({ type: "INITIAL_PURCHASE", app_user_id: user.id, environment: "SANDBOX" })),
    ).toBe("ignored");
    expect((await me(cookie)).isPremium).toBe(false);

    const sandbox = await createTestApp(
      { ...rc.env(), REVENUECAT_ALLOW_SANDBOX: "true" },
      { now: () => new Date(clock) },
    );
    try {
      const s = await registerUser(sandbox.app);
      expect(
        await send(
          event({ type: "INITIAL_PURCHASE", app_user_id: s.user.id, environment: "SANDBOX" }),
          sandbox.app,
        ),
      ).toBe("applied");
      expect((await me(s.cookie, sandbox.app)).isPremium).toBe(true);
    } finally {
      await sandbox.close();
    }
  });

  it("gives a Premium account 120 comments per 10 minutes instead of 20, and the free limit again once it lapses", async () => {
    const { cookie, user } = await registerUser(t.app);
    await send(event({ type: "INITIAL_PURCHASE", app_user_id: user.id, expiration_at_ms: T0 + DAY }));
    // an address of its own: other tests' windows, opened at other times on the test clock, stay out
    const address = "203.0.113.5";
    for (let i = 0; i < 120; i++) {
      const res = await askComment(cookie, "genel", address);
      expect(res.statusCode, `comment ${i + 1}`).toBe(200);
    }
    const over = await askComment(cookie, "genel", address);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);

    // a free account in the same window, from another address (the Premium account used up more
    // than a free address's 60): 20
    const free = await registerUser(t.app);
    const elsewhere = "198.51.100.7";
    for (let i = 0; i < 20; i++) {
      expect((await askComment(free.cookie, "genel", elsewhere)).statusCode).toBe(200);
    }
    expect((await askComment(free.cookie, "genel", elsewhere)).statusCode).toBe(429);
    // a free account on the Premium account's address meets the address's free budget
    const neighbour = await registerUser(t.app);
    const refused = await askComment(neighbour.cookie, "genel", address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Bu adresten çok fazla istek geldi. Lütfen biraz sonra tekrar dene.");

    // the Premium account, a new window later but lapsed: held to the free 20 again
    clock = T0 + DAY + 1;
    for (let i = 0; i < 20; i++) {
      const res = await askComment(cookie, "genel", address);
      expect(res.statusCode, `${i}: ${res.body}`).toBe(200);
    }
    expect((await askComment(cookie, "genel", address)).statusCode).toBe(429);
  });
});

describe("the person's own data", () => {
  it("the KVKK export lists the store subscription, and deleting the account removes it", async () => {
    const { cookie, user } = await registerUser(t.app);
    await send(event({ type: "INITIAL_PURCHASE", app_user_id: user.id }));
    const exported = (
      await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie } })
    ).json();
    expect(exported.storeSubscriptions).toEqual([
      {
        entitlementId: "premium",
        expiresAt: iso(T0 + 30 * DAY),
        willRenew: true,
        productId: "sarkifali_premium_monthly",
        store: "APP_STORE",
        environment: "PRODUCTION",
        lastEventAt: iso(T0),
      },
    ]);
    const gone = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie },
      payload: { password: "gizli-sifre" },
    });
    expect(gone.statusCode).toBe(200);
    expect(await premiumRule.isPremium(user.id, new Date(T0))).toBe(false);
    expect(await t.database.db.$count(storeEntitlements, eq(storeEntitlements.userId, user.id))).toBe(0);
    // a later event for the deleted account is dropped (answered 200, not kept with the deleted
    // id: review N9, ADR 033) instead of failing
    expect(await send(event({ type: "RENEWAL", app_user_id: user.id, event_timestamp_ms: T0 + 1 }))).toBe(
      "ignored",
    );
  });
});

describe("POST /api/billing/restore", () => {
  it("needs a signed-in person", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/billing/restore" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/billing/status" })).statusCode).toBe(401);
  });

  it("restores an active subscription from RevenueCat, asking with the secret key for this account only", async () => {
    const { cookie, user } = await registerUser(t.app);
    rc.setCustomer(user.id, {
      entitlements: {
        premium: {
          productId: "sarkifali_premium_monthly",
          expires: new Date(T0 + 20 * DAY),
          store: "PLAY_STORE",
        },
      },
    });
    const res = await restore(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      outcome: "restored",
      message: "Premium üyeliğin geri yüklendi.",
      status: {
        isPremium: true,
        source: "store",
        subscription: {
          active: true,
          expiresAt: iso(T0 + 20 * DAY),
          willRenew: true,
          store: "PLAY_STORE",
          productId: "sarkifali_premium_monthly",
        },
        restoreAvailable: true,
      },
    });
    const asked = rc.requests.at(-1)!;
    expect(asked.method).toBe("GET");
    expect(asked.path).toBe(`/v1/subscribers/${user.id}`);
    expect(asked.headers.authorization).toBe(`Bearer ${FAKE_REVENUECAT_API_KEY}`);
    expect((await me(cookie)).isPremium).toBe(true);
  });

  it("reports an expired subscription and ends one the server still thought active", async () => {
    const { cookie, user } = await registerUser(t.app);
    await send(event({ type: "INITIAL_PURCHASE", app_user_id: user.id }));
    rc.setCustomer(user.id, {
      entitlements: {
        premium: { productId: "sarkifali_premium_monthly", expires: new Date(T0 - DAY), cancelled: true },
      },
    });
    rc.set({ requestDate: new Date(T0 + DAY) });
    const res = await restore(cookie);
    expect(res.json()).toMatchObject({
      outcome: "expired",
      message: "Aboneliğinin süresi dolmuş. Mobil uygulamadan yenileyebilirsin.",
      status: { isPremium: false, source: null, subscription: { active: false, expiresAt: iso(T0 - DAY) } },
    });
    expect((await me(cookie)).isPremium).toBe(false);
  });

  it("restores a lifetime purchase (expires_date null)", async () => {
    const { cookie, user } = await registerUser(t.app);
    rc.setCustomer(user.id, { entitlements: { premium: { productId: "omur_boyu", expires: null } } });
    const res = await restore(cookie);
    expect(res.json()).toMatchObject({
      outcome: "restored",
      status: {
        isPremium: true,
        subscription: { active: true, expiresAt: null, willRenew: false, productId: "omur_boyu" },
      },
    });
    expect(await premiumRule.isPremium(user.id, new Date(T0 + 3650 * DAY))).toBe(true);
  });

  it("says so when the account has no purchase, and an operator grant stays what it is", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await restore(cookie);
    expect(res.json()).toEqual({
      outcome: "none",
      message: "Bu hesaba bağlı bir satın alım bulunamadı.",
      status: { isPremium: false, source: null, subscription: null, restoreAvailable: true },
    });
  });

  it.each([
    ["500", "a 500"],
    ["503", "a 503 (retried once)"],
    ["hang", "no answer in time"],
  ] as const)(
    "answers 502 in Turkish and changes nothing when RevenueCat gives %s (%s)",
    async (failure, _what) => {
      const { cookie, user } = await registerUser(t.app);
      await send(event({ type: "INITIAL_PURCHASE", app_user_id: user.id }));
      const before = await status(cookie);
      rc.set({ failure });
      const res = await restore(cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: "Satın alımlarına şu an ulaşılamadı; hiçbir şey değişmedi. Biraz sonra tekrar dene.",
      });
      expect(await status(cookie)).toEqual(before);
      expect((await me(cookie)).isPremium).toBe(true);
    },
  );

  it("is rate limited per account", async () => {
    const { cookie } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expect((await restore(cookie)).statusCode).toBe(200);
    const res = await restore(cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe("Çok sık denedin. Birkaç dakika sonra tekrar dene.");
  });

  it("without REVENUECAT_API_KEY answers that purchases come with the mobile app", async () => {
    const bare = await createTestApp();
    try {
      const { cookie } = await registerUser(bare.app);
      const res = await restore(cookie, bare.app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        outcome: "unavailable",
        message:
          "Satın alımlar mobil uygulamada, uygulama mağazası üzerinden yapılır. Mobil uygulama çok yakında mağazalarda!",
        status: { isPremium: false, source: null, subscription: null, restoreAvailable: false },
      });
    } finally {
      await bare.close();
    }
  });
});
