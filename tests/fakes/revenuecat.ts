/**
 * A fake RevenueCat: a real HTTP server on 127.0.0.1 answering `GET /v1/subscribers/{app_user_id}`
 * (and `DELETE` of it, which forgets the customer)
 * as RevenueCat's REST API v1 does (`{ request_date, request_date_ms, subscriber: { entitlements,
 * subscriptions, non_subscriptions, original_app_user_id, … } }`; an unknown customer is created
 * with no entitlements; a wrong key is 401 `{ code: 7225, message }`). A test sets what each
 * customer owns with `setCustomer`. Point REVENUECAT_API_BASE at `url` and set REVENUECAT_API_KEY
 * to FAKE_REVENUECAT_API_KEY.
 *
 * It also builds webhook bodies as RevenueCat sends them (`revenueCatEvent`), and sends them to
 * the app (`sendRevenueCatWebhook`, used by the end-to-end test).
 */
import { randomUUID } from "node:crypto";
import {
  clearRequestLog,
  configurableFake,
  type FakeControls,
  type FakeReply,
  json,
  type RecordedRequest,
  startFakeServer,
} from "./http";

export const FAKE_REVENUECAT_API_KEY = "sk_fake_revenuecat_secret";
export const FAKE_REVENUECAT_WEBHOOK_AUTH = "Bearer fake-webhook-secret";

/** What one customer owns, as the test describes it. */
export interface FakeCustomer {
  /** entitlement id -> its purchase; `expires: null` is a lifetime purchase */
  entitlements: Record<
    string,
    { productId: string; expires: Date | null; store?: string; sandbox?: boolean; cancelled?: boolean }
  >;
  originalAppUserId?: string;
}

export interface FakeRevenueCatOptions {
  apiKey: string;
  /** "500" / "503": that status with RevenueCat's error body; "hang": never answers */
  failure: "500" | "503" | "hang" | null;
  /** the answer's request_date (default: the time of the request) */
  requestDate: Date | null;
}

const DEFAULTS: FakeRevenueCatOptions = { apiKey: FAKE_REVENUECAT_API_KEY, failure: null, requestDate: null };

export interface FakeRevenueCat extends FakeControls<FakeRevenueCatOptions> {
  url: string;
  host: string;
  requests: RecordedRequest[];
  setCustomer(appUserId: string, customer: FakeCustomer): void;
  /** the environment pointing the app at this fake */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startRevenueCatFake(
  initial: Partial<FakeRevenueCatOptions> = {},
): Promise<FakeRevenueCat> {
  const customers = new Map<string, FakeCustomer>();
  const controls = configurableFake(DEFAULTS, initial, {
    onReset: () => {
      customers.clear();
      clearRequestLog(server);
    },
  });

  function subscriber(req: RecordedRequest): FakeReply | "hang" {
    const { options } = controls;
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return json(401, { code: 7225, message: "Invalid API Key." });
    }
    if (options.failure === "hang") return "hang";
    if (options.failure) {
      return json(Number(options.failure), { code: 7110, message: "Internal server error." });
    }
    const match = /^\/v1\/subscribers\/([^/]+)$/.exec(req.path);
    if (match && req.method === "DELETE") {
      // RevenueCat's "Delete a Customer": the customer and its purchase history are gone
      const appUserId = decodeURIComponent(match[1]!);
      customers.delete(appUserId);
      return json(200, { app_user_id: appUserId, deleted: true });
    }
    if (req.method !== "GET" || !match) return json(404, { code: 7259, message: "Not found." });
    const appUserId = decodeURIComponent(match[1]!);
    const customer = customers.get(appUserId) ?? { entitlements: {} };
    const now = options.requestDate ?? new Date();
    const entitlements: Record<string, unknown> = {};
    const subscriptions: Record<string, unknown> = {};
    const nonSubscriptions: Record<string, unknown[]> = {};
    for (const [id, e] of Object.entries(customer.entitlements)) {
      entitlements[id] = {
        expires_date: e.expires?.toISOString().replace(/\.\d{3}Z$/, "Z") ?? null,
        grace_period_expires_date: null,
        product_identifier: e.productId,
        purchase_date: new Date(now.getTime() - 86_400_000).toISOString(),
      };
      const store = e.store ?? "APP_STORE";
      if (e.expires === null) {
        nonSubscriptions[e.productId] = [{ id: "np1", is_sandbox: Boolean(e.sandbox), store }];
      } else {
        subscriptions[e.productId] = {
          expires_date: e.expires.toISOString(),
          is_sandbox: Boolean(e.sandbox),
          store,
          period_type: "normal",
          unsubscribe_detected_at: e.cancelled ? now.toISOString() : null,
          billing_issues_detected_at: null,
        };
      }
    }
    return json(200, {
      request_date: now.toISOString(),
      request_date_ms: now.getTime(),
      subscriber: {
        entitlements,
        subscriptions,
        non_subscriptions: nonSubscriptions,
        first_seen: now.toISOString(),
        original_app_user_id: customer.originalAppUserId ?? appUserId,
        management_url: null,
        other_purchases: {},
      },
    });
  }

  const server = await startFakeServer(subscriber);
  return Object.assign(controls, {
    url: server.url,
    host: server.host,
    requests: server.requests,
    setCustomer(appUserId: string, customer: FakeCustomer) {
      customers.set(appUserId, customer);
    },
    env: () => ({
      REVENUECAT_API_BASE: server.url,
      REVENUECAT_API_KEY: FAKE_REVENUECAT_API_KEY,
      REVENUECAT_WEBHOOK_AUTH: FAKE_REVENUECAT_WEBHOOK_AUTH,
    }),
    close: () => server.close(),
  });
}

/** A webhook event as RevenueCat sends it; `overrides` on top of a production App Store purchase. */
export function revenueCatEvent(
  overrides: Record<string, unknown> & { type: string },
): Record<string, unknown> {
  const now = Date.now();
  return {
    id: randomUUID().toUpperCase(),
    app_user_id: null,
    original_app_user_id: null,
    aliases: [],
    entitlement_ids: ["premium"],
    entitlement_id: null,
    product_id: "sarkifali_premium_monthly",
    period_type: "NORMAL",
    purchased_at_ms: now,
    expiration_at_ms: now + 30 * 86_400_000,
    event_timestamp_ms: now,
    environment: "PRODUCTION",
    store: "APP_STORE",
    currency: "USD",
    price: 4.99,
    country_code: "TR",
    transaction_id: "2000000123456789",
    ...overrides,
  };
}

/** Sends one event to the app's webhook, as RevenueCat does (the e2e test's way to grant Premium). */
export async function sendRevenueCatWebhook(
  baseUrl: string,
  event: Record<string, unknown>,
  auth = FAKE_REVENUECAT_WEBHOOK_AUTH,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseUrl}/api/billing/revenuecat`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: auth },
    body: JSON.stringify({ api_version: "1.0", event }),
  });
  return { status: res.status, body: await res.json() };
}
