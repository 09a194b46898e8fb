/**
 * Premium from the stores (ADR 017): RevenueCat's webhook events and the restore button turn into
 * one entitlement row per account (repository.ts); premium/repository.ts `premiumAt` reads it on
 * every request.
 *
 * Each state-changing event becomes a whole state stamped with its `event_timestamp_ms`, written
 * only over an older one, so redeliveries, events out of order and deliveries racing each other end
 * in the newest state. Events for a customer who is not (yet) an account here wait in
 * billing_pending until a later event or a restore names that customer together with an account.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { User } from "@/shared/api/auth";
import {
  MAX_TIMESTAMP_MS,
  type PremiumStatus,
  type RestoreAnswer,
  type RevenueCatEvent,
} from "@/shared/api/billing";
import type { Config } from "../config";
import { badGateway } from "../http/errors";
import { type Outbound, OutboundError } from "../http/outbound";
import type { PremiumRepository } from "../premium/repository";
import type { BillingRepository, BillingTx, EntitlementRow, EntitlementState } from "./repository";

export type EventOutcome = "applied" | "stale" | "pending" | "duplicate" | "no-change" | "ignored" | "test";

/** Events that grant the entitlement until `expiration_at_ms` (null: no end). */
const GRANTS = new Set([
  "INITIAL_PURCHASE",
  "RENEWAL",
  "UNCANCELLATION",
  "PRODUCT_CHANGE",
  "NON_RENEWING_PURCHASE",
  // RevenueCat's later additions that mean the same: the entitlement runs until expiration_at_ms
  "SUBSCRIPTION_EXTENDED",
  "TEMPORARY_ENTITLEMENT_GRANT",
  "REFUND_REVERSED",
]);
/** Informational: the state stays as it is (a billing issue keeps access through the grace period). */
const NO_CHANGE = new Set(["BILLING_ISSUE", "SUBSCRIPTION_PAUSED"]);
/** Grants that do not renew by themselves. */
const ONE_OFF = new Set(["NON_RENEWING_PURCHASE", "TEMPORARY_ENTITLEMENT_GRANT"]);

export const BILLING_MESSAGES = {
  restored: "Premium üyeliğin geri yüklendi.",
  expired: "Aboneliğinin süresi dolmuş. Mobil uygulamadan yenileyebilirsin.",
  none: "Bu hesaba bağlı bir satın alım bulunamadı.",
  unavailable:
    "Satın alımlar mobil uygulamada, uygulama mağazası üzerinden yapılır. Mobil uygulama çok yakında mağazalarda!",
  storeDown: "Satın alımlarına şu an ulaşılamadı; hiçbir şey değişmedi. Biraz sonra tekrar dene.",
} as const;

/** The parts of RevenueCat's GET /v1/subscribers/{id} answer that restore reads. */
const subscriberAnswerSchema = z.object({
  request_date_ms: z.number().int().nonnegative().max(MAX_TIMESTAMP_MS).optional(),
  subscriber: z.object({
    original_app_user_id: z.string().nullish(),
    entitlements: z
      .record(
        z.string(),
        z.object({
          expires_date: z.string().nullable(),
          grace_period_expires_date: z.string().nullish(),
          product_identifier: z.string().nullish(),
        }),
      )
      .default({}),
    subscriptions: z
      .record(
        z.string(),
        z.object({
          store: z.string().nullish(),
          is_sandbox: z.boolean().nullish(),
          unsubscribe_detected_at: z.string().nullish(),
        }),
      )
      .default({}),
    non_subscriptions: z
      .record(
        z.string(),
        z.array(z.object({ store: z.string().nullish(), is_sandbox: z.boolean().nullish() })),
      )
      .default({}),
  }),
});

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether the webhook's Authorization header is the configured secret, in constant time: both are
 * hashed first, so neither the length nor any prefix of the secret shows in the timing.
 */
export function webhookAuthorized(header: string | undefined, secret: string): boolean {
  return timingSafeEqual(sha256(header ?? ""), sha256(secret)) && header !== undefined;
}

export interface BillingServiceOptions {
  config: Pick<
    Config,
    "REVENUECAT_API_KEY" | "REVENUECAT_API_BASE" | "REVENUECAT_ENTITLEMENT" | "REVENUECAT_ALLOW_SANDBOX"
  >;
  repo: BillingRepository;
  /** the one Premium rule, for the answer after a restore */
  premium: Pick<PremiumRepository, "isPremium">;
  outbound: Outbound;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** per attempt (default 8 s); tests of the timeout use a short one */
  restoreTimeoutMs?: number;
}

/** Handled event ids and waiting events are kept this long (RevenueCat retries for far less). */
export const BILLING_EVENT_RETENTION_MS = 90 * 24 * 3600_000;

export function createBillingService({
  config,
  repo,
  premium,
  outbound,
  log,
  now = () => new Date(),
  restoreTimeoutMs = 8_000,
}: BillingServiceOptions) {
  const entitlementId = config.REVENUECAT_ENTITLEMENT;

  const coversOurs = (event: RevenueCatEvent) =>
    (event.entitlement_ids ?? []).includes(entitlementId) || event.entitlement_id === entitlementId;

  /** The event's customer ids, the app user id first. */
  const customerIdsOf = (event: RevenueCatEvent) => [
    ...new Set(
      [event.app_user_id, event.original_app_user_id, ...(event.aliases ?? [])].filter((id): id is string =>
        Boolean(id),
      ),
    ),
  ];

  /** What a state-changing event leaves; null for events that change nothing. */
  function stateOf(event: RevenueCatEvent): EntitlementState | null {
    const eventAt = new Date(event.event_timestamp_ms);
    const expiration = event.expiration_at_ms == null ? null : new Date(event.expiration_at_ms);
    const base = {
      productId: event.new_product_id ?? event.product_id ?? null,
      store: event.store ?? null,
      environment: event.environment ?? "PRODUCTION",
      eventAt,
    };
    if (GRANTS.has(event.type)) {
      return { ...base, expiresAt: expiration, willRenew: expiration !== null && !ONE_OFF.has(event.type) };
    }
    if (event.type === "CANCELLATION") {
      // Cancelled is not expired: access stays until the period's end (for a refund RevenueCat sets
      // the expiration to the refund's time). A lifetime purchase cancelled is a refund: it ends.
      return { ...base, expiresAt: expiration ?? eventAt, willRenew: false };
    }
    if (event.type === "EXPIRATION") {
      const end = expiration && expiration < eventAt ? expiration : eventAt;
      return { ...base, expiresAt: end, willRenew: false };
    }
    return null;
  }

  /**
   * Applies a state to the account among `customerIds`, with what was waiting for those ids; or
   * keeps it waiting when none of them is an account here.
   */
  async function applyToCustomer(
    tx: BillingTx,
    eventId: string,
    customerIds: string[],
    state: EntitlementState,
  ): Promise<EventOutcome> {
    const [userId] = await repo.knownUsers(tx, customerIds);
    if (!userId) return keepWaiting(tx, eventId, customerIds, state);
    await applyPending(tx, userId, customerIds);
    return (await repo.applyState(tx, userId, entitlementId, state)) ? "applied" : "stale";
  }

  /**
   * Keeps a change for a customer who is not an account here until one is; dropped when one of
   * the ids is an account deleted lately (review N9): its id is not written down again.
   */
  async function keepWaiting(
    tx: BillingTx,
    eventId: string,
    customerIds: string[],
    state: EntitlementState,
  ): Promise<EventOutcome> {
    if (await repo.anyDeleted(tx, customerIds)) {
      log.info({ eventId }, "billing: event for a deleted account, dropped");
      return "ignored";
    }
    await repo.addPending(tx, eventId, customerIds, entitlementId, state);
    return "pending";
  }

  async function applyPending(tx: BillingTx, userId: string, customerIds: string[]) {
    for (const waiting of await repo.takePending(tx, [...new Set([userId, ...customerIds])])) {
      const applied = await repo.applyState(tx, userId, waiting.entitlementId, waiting);
      log.info({ eventId: waiting.eventId, applied }, "billing: waiting event reached its account");
    }
  }

  async function transfer(tx: BillingTx, event: RevenueCatEvent): Promise<EventOutcome> {
    const from = event.transferred_from ?? [];
    const to = event.transferred_to ?? [];
    const eventAt = new Date(event.event_timestamp_ms);
    const losing = await repo.knownUsers(tx, from);
    const [moved] = await repo.takeStates(tx, losing, entitlementId, eventAt);
    // what waited for the old customer now waits for the new one
    await repo.movePending(tx, from, to);
    const [gaining] = await repo.knownUsers(tx, to);
    if (gaining) await applyPending(tx, gaining, to);
    if (!moved) return "applied";
    const state: EntitlementState = {
      expiresAt: moved.expiresAt,
      willRenew: moved.willRenew,
      productId: moved.productId,
      store: moved.store,
      environment: moved.environment,
      eventAt,
    };
    return applyToCustomer(tx, event.id, to, state);
  }

  return {
    /** Handles one webhook event; the answer is always 200 once it is authorised and well formed. */
    async handleEvent(event: RevenueCatEvent): Promise<EventOutcome> {
      const where = { eventId: event.id, type: event.type };
      if (event.type === "TEST") {
        log.info(where, "billing: RevenueCat test event");
        return "test";
      }
      if (event.environment === "SANDBOX" && !config.REVENUECAT_ALLOW_SANDBOX) {
        log.info(where, "billing: sandbox event ignored (REVENUECAT_ALLOW_SANDBOX is not true)");
        return "ignored";
      }
      const outcome = await repo.transaction(async (tx): Promise<EventOutcome> => {
        if (!(await repo.recordEvent(tx, event.id, event.type, "applied"))) return "duplicate";
        if (event.type === "TRANSFER") {
          const result = await transfer(tx, event);
          if (result !== "applied") await repo.setOutcome(tx, event.id, result);
          return result;
        }
        const customerIds = customerIdsOf(event);
        const [userId] = await repo.knownUsers(tx, customerIds);
        // Any event naming an account together with other ids of the customer (RevenueCat's
        // aliases of an anonymous purchase) brings what waited under those ids to the account.
        if (userId) await applyPending(tx, userId, customerIds);
        let result: EventOutcome;
        if (NO_CHANGE.has(event.type)) {
          result = "no-change";
        } else if (!GRANTS.has(event.type) && event.type !== "CANCELLATION" && event.type !== "EXPIRATION") {
          log.warn(where, "billing: unknown RevenueCat event type, ignored");
          result = "ignored";
        } else if (!coversOurs(event)) {
          log.info({ ...where, entitlementId }, "billing: event for another entitlement, ignored");
          result = "ignored";
        } else if (!userId) {
          result = await keepWaiting(tx, event.id, customerIds, stateOf(event)!);
        } else {
          result = (await repo.applyState(tx, userId, entitlementId, stateOf(event)!)) ? "applied" : "stale";
        }
        if (result !== "applied") await repo.setOutcome(tx, event.id, result);
        return result;
      });
      if (outcome !== "duplicate") log.info({ ...where, outcome }, "billing: event handled");
      return outcome;
    },

    /**
     * After the account is deleted: RevenueCat's customer record of it is deleted too (its
     * DELETE /v1/subscribers/{id}), when an API key is configured. A failure is logged, not
     * thrown: the account is gone either way, and the operator can repeat it by hand.
     */
    async forgetCustomer(userId: string): Promise<void> {
      await repo.forgetCustomer(userId, now());
      if (!config.REVENUECAT_API_KEY) return;
      try {
        await outbound.request(`${config.REVENUECAT_API_BASE}/v1/subscribers/${encodeURIComponent(userId)}`, {
          method: "DELETE",
          headers: { authorization: `Bearer ${config.REVENUECAT_API_KEY}`, accept: "application/json" },
          timeoutMs: restoreTimeoutMs,
          retries: 1,
        });
      } catch (err) {
        const detail =
          err instanceof OutboundError ? { kind: err.kind, status: err.status } : { kind: "bad-answer" };
        log.warn(detail, "billing: RevenueCat customer of a deleted account could not be deleted");
      }
    },

    /** The account's Premium as the profile card shows it. */
    async status(user: User): Promise<PremiumStatus> {
      const row = await repo.find(user.id, entitlementId);
      return statusOf(user.isPremium, row, now(), Boolean(config.REVENUECAT_API_KEY));
    },

    /**
     * Asks RevenueCat for the account's entitlement and writes it. When RevenueCat fails nothing
     * changes and the answer is a 502.
     */
    async restore(user: User): Promise<RestoreAnswer> {
      if (!config.REVENUECAT_API_KEY) {
        return {
          outcome: "unavailable",
          message: BILLING_MESSAGES.unavailable,
          status: await this.status(user),
        };
      }
      let answer: z.infer<typeof subscriberAnswerSchema>;
      try {
        const res = await outbound.request(
          `${config.REVENUECAT_API_BASE}/v1/subscribers/${encodeURIComponent(user.id)}`,
          {
            headers: { authorization: `Bearer ${config.REVENUECAT_API_KEY}`, accept: "application/json" },
            timeoutMs: restoreTimeoutMs,
            retries: 1,
          },
        );
        answer = subscriberAnswerSchema.parse(res.json());
      } catch (err) {
        const detail =
          err instanceof OutboundError ? { kind: err.kind, status: err.status } : { kind: "bad-answer" };
        log.warn(detail, "billing: RevenueCat restore failed");
        throw badGateway(BILLING_MESSAGES.storeDown);
      }
      const t = now();
      const eventAt = answer.request_date_ms ? new Date(answer.request_date_ms) : t;
      const found = answer.subscriber.entitlements[entitlementId];
      const state = found ? restoredState(found, answer.subscriber, eventAt) : null;
      const usable = state && (state.environment !== "SANDBOX" || config.REVENUECAT_ALLOW_SANDBOX);
      await repo.transaction(async (tx) => {
        const ids = [user.id, answer.subscriber.original_app_user_id ?? ""].filter(Boolean);
        await applyPending(tx, user.id, ids);
        // RevenueCat knows no such entitlement (any more): a row we hold ends then
        if (usable) await repo.applyState(tx, user.id, entitlementId, state);
        else await repo.endState(tx, user.id, entitlementId, eventAt);
      });
      const row = await repo.find(user.id, entitlementId);
      const status = statusOf(await premium.isPremium(user.id, t), row, t, true);
      const outcome = status.subscription?.active ? "restored" : status.subscription ? "expired" : "none";
      return { outcome, message: BILLING_MESSAGES[outcome], status };
    },

    async prune(olderThan: Date) {
      await repo.prune(olderThan);
      await repo.pruneDeletedBefore(olderThan);
    },
  };
}

function restoredState(
  found: {
    expires_date: string | null;
    grace_period_expires_date?: string | null;
    product_identifier?: string | null;
  },
  subscriber: z.infer<typeof subscriberAnswerSchema>["subscriber"],
  eventAt: Date,
): EntitlementState {
  const productId = found.product_identifier ?? null;
  const subscription = productId ? subscriber.subscriptions[productId] : undefined;
  const oneOff = productId ? subscriber.non_subscriptions[productId]?.at(-1) : undefined;
  const ends = [found.expires_date, found.grace_period_expires_date]
    .filter((d): d is string => Boolean(d))
    .map((d) => new Date(d).getTime())
    .filter((ms) => Number.isFinite(ms));
  const expiresAt = found.expires_date === null ? null : new Date(Math.max(...ends));
  const sandbox = subscription?.is_sandbox ?? oneOff?.is_sandbox ?? false;
  return {
    expiresAt,
    willRenew: Boolean(subscription) && expiresAt !== null && !subscription?.unsubscribe_detected_at,
    productId,
    store: subscription?.store ?? oneOff?.store ?? null,
    environment: sandbox ? "SANDBOX" : "PRODUCTION",
    eventAt,
  };
}

function statusOf(
  isPremium: boolean,
  row: EntitlementRow | undefined,
  now: Date,
  restoreAvailable: boolean,
): PremiumStatus {
  const active = row ? row.expiresAt === null || row.expiresAt > now : false;
  return {
    isPremium,
    source: active ? "store" : isPremium ? "operator" : null,
    subscription: row
      ? {
          active,
          expiresAt: row.expiresAt?.toISOString() ?? null,
          willRenew: active && row.willRenew,
          store: row.store,
          productId: row.productId,
        }
      : null,
    restoreAvailable,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
