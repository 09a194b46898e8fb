/** Premium from the stores (RevenueCat, docs/decisions/017). */
import { z } from "zod";

// ---------- Premium from the stores (RevenueCat, docs/decisions/017) ----------
/** What RevenueCat's webhook sends (fields the server reads; others are ignored). */
const customerId = z.string().min(1).max(500);
/**
 * The last millisecond of year 9999: any later instant is no date the server can store or show
 * (a Date ends at year 275760, PostgreSQL reads at most four-digit years from ISO text), and
 * 9007199254740991 answered 500 for ever-retried deliveries (review I-2).
 */
export const MAX_TIMESTAMP_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const timestampMs = z
  .number()
  .int()
  .nonnegative()
  .max(MAX_TIMESTAMP_MS, "Zaman damgası 9999 yılından sonrasını gösteremez");
export const revenueCatEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  app_user_id: customerId.nullish(),
  original_app_user_id: customerId.nullish(),
  aliases: z.array(customerId).max(100).nullish(),
  entitlement_ids: z.array(z.string().max(200)).max(50).nullish(),
  /** older payloads: one entitlement */
  entitlement_id: z.string().max(200).nullish(),
  product_id: z.string().max(200).nullish(),
  /** PRODUCT_CHANGE: the product switched to */
  new_product_id: z.string().max(200).nullish(),
  event_timestamp_ms: timestampMs,
  purchased_at_ms: timestampMs.nullish(),
  /** null: no end (lifetime) */
  expiration_at_ms: timestampMs.nullish(),
  environment: z.string().max(50).nullish(),
  store: z.string().max(50).nullish(),
  /** TRANSFER: the customer ids the purchases moved from and to */
  transferred_from: z.array(customerId).max(100).nullish(),
  transferred_to: z.array(customerId).max(100).nullish(),
});
export type RevenueCatEvent = z.infer<typeof revenueCatEventSchema>;
export const revenueCatWebhookSchema = z.object({
  api_version: z.string().max(20).optional(),
  event: revenueCatEventSchema,
});

export const BILLING_EVENT_OUTCOMES = [
  "applied",
  "stale",
  "pending",
  "duplicate",
  "no-change",
  "ignored",
  "test",
] as const;
export const billingWebhookAnswerSchema = z.object({ outcome: z.enum(BILLING_EVENT_OUTCOMES) });

/** Premium as the profile card and the Premium dialog show it. */
export const premiumStatusSchema = z.object({
  isPremium: z.boolean(),
  /** what makes the account Premium now: a store subscription first, else the operator's grant */
  source: z.enum(["store", "operator"]).nullable(),
  /** the store subscription as last known, active or lapsed; null: none */
  subscription: z
    .object({
      active: z.boolean(),
      /** null: no end (a lifetime purchase) */
      expiresAt: z.string().nullable(),
      willRenew: z.boolean(),
      /** RevenueCat's store name: APP_STORE, PLAY_STORE, … */
      store: z.string().nullable(),
      productId: z.string().nullable(),
    })
    .nullable(),
  /** false when the server cannot ask RevenueCat (no API key): purchases come with the mobile app */
  restoreAvailable: z.boolean(),
});
export type PremiumStatus = z.infer<typeof premiumStatusSchema>;

export const restoreAnswerSchema = z.object({
  /** restored: an active subscription; expired: one that lapsed; none: no purchase; unavailable: not set up */
  outcome: z.enum(["restored", "expired", "none", "unavailable"]),
  message: z.string(),
  status: premiumStatusSchema,
});
export type RestoreAnswer = z.infer<typeof restoreAnswerSchema>;
