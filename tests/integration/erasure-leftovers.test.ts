/**
 * Security review 2026-11-28, N9: the export left out comments (the questions of unsaved ones),
 * the operator's Premium grant and store events waiting under the id; deleting an account left
 * its sign-in pacing row (keyed by the email), stored a later store event for the deleted id in
 * billing_pending, and never deleted the RevenueCat customer.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBillingRepository } from "@/server/billing/repository";
import { createPremiumRepository } from "@/server/premium/repository";
import {
  FAKE_REVENUECAT_WEBHOOK_AUTH,
  type FakeRevenueCat,
  revenueCatEvent,
  startRevenueCatFake,
} from "../fakes/revenuecat";
import { createTestApp, registerUser, saveCommentedDraw, type TestApp, uniqueEmail } from "./helpers";

let rc: FakeRevenueCat;
let t: TestApp;
beforeAll(async () => {
  rc = await startRevenueCatFake();
  t = await createTestApp(rc.env());
});
afterAll(async () => {
  await t?.close();
  await rc?.close();
});

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const PASSWORD = "gizli-sifre";

describe("the KVKK export holds all that is kept (N9)", () => {
  it("has every comment with its question, the operator's grant and store events waiting for the id", async () => {
    const { cookie, user } = await registerUser(t.app, { password: PASSWORD });
    const written = await t.app.inject({
      method: "POST",
      url: "/api/comment",
      headers: { cookie },
      payload: {
        track: { id: "csv:n9", title: "Gülpembe", artist: "Barış Manço" },
        theme: "genel",
        hint: "sınav",
      },
    });
    expect(written.statusCode).toBe(200);
    await createPremiumRepository(t.database.db).grant(user.id, "operator");
    const billing = createBillingRepository(t.database.db);
    await billing.transaction((tx) =>
      billing.addPending(tx, "EV-N9", [user.id, "$RCAnonymousID:n9"], "premium", {
        expiresAt: new Date("2027-01-01T00:00:00Z"),
        willRenew: true,
        productId: "sarkifali_premium_monthly",
        store: "APP_STORE",
        environment: "PRODUCTION",
        eventAt: new Date("2026-11-20T00:00:00Z"),
      }),
    );

    const res = await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.comments).toHaveLength(1);
    expect(body.comments[0]).toMatchObject({ trackTitle: "Gülpembe", hint: "sınav", theme: "genel" });
    expect(body.premiumGrants).toEqual([
      { source: "operator", grantedAt: expect.any(String), expiresAt: null },
    ]);
    expect(body.waitingStoreEvents).toEqual([
      expect.objectContaining({ entitlementId: "premium", productId: "sarkifali_premium_monthly" }),
    ]);
  });
});

describe("deleting an account leaves no pieces (N9)", () => {
  it("its sign-in pacing, its waiting store events and its RevenueCat customer go; a later store event is dropped", async () => {
    const email = uniqueEmail("silinen");
    const { cookie, user } = await registerUser(t.app, { email, password: PASSWORD });
    // a wrong password paces the account under a key naming the email
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "yanlis-sifre" },
    });
    expect(
      await count(sql`select count(*)::int as n from login_throttles where key like ${`%${email}%`}`),
    ).toBe(1);
    const billing = createBillingRepository(t.database.db);
    await billing.transaction((tx) =>
      billing.addPending(tx, "EV-N9-DEL", [user.id], "premium", {
        expiresAt: null,
        willRenew: false,
        productId: "lifetime",
        store: "APP_STORE",
        environment: "PRODUCTION",
        eventAt: new Date(),
      }),
    );

    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie },
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(
      await count(sql`select count(*)::int as n from login_throttles where key like ${`%${email}%`}`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from billing_pending where ${user.id} = any(customer_ids)`),
    ).toBe(0);
    const asked = rc.requests.filter((r) => r.method === "DELETE");
    expect(asked.map((r) => r.path)).toEqual([`/v1/subscribers/${user.id}`]);

    // RevenueCat delivers an event for the deleted id afterwards: not stored with the id
    const late = await t.app.inject({
      method: "POST",
      url: "/api/billing/revenuecat",
      headers: { authorization: FAKE_REVENUECAT_WEBHOOK_AUTH },
      payload: { api_version: "1.0", event: revenueCatEvent({ type: "RENEWAL", app_user_id: user.id }) },
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().outcome).toBe("ignored");
    expect(
      await count(sql`select count(*)::int as n from billing_pending where ${user.id} = any(customer_ids)`),
    ).toBe(0);
    // the deleted id itself is not kept, only its hash
    expect(await count(sql`select count(*)::int as n from deleted_accounts where id_hash = ${user.id}`)).toBe(
      0,
    );
    expect(await count(sql`select count(*)::int as n from deleted_accounts`)).toBeGreaterThan(0);
  });

  it("a shared cache keeps a preview image 5 minutes at most", async () => {
    const { cookie } = await registerUser(t.app);
    const id = await saveCommentedDraw(t.app, cookie, {
      track: { id: "csv:og", title: "Islak Islak", artist: "Cem Karaca" },
    });
    const og = await t.app.inject({ method: "GET", url: `/api/og/${id}` });
    expect(og.statusCode).toBe(200);
    expect(og.headers["cache-control"]).toBe("public, max-age=86400, s-maxage=300");
  }, 60_000);
});
