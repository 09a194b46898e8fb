import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

const _bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** trimmed and lower-cased before it is stored */
  email: text("email").notNull().unique(),
  /** null for an account made through Google, GitHub or X that has not set a password */
  passwordHash: text("password_hash"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  /** https, on a sign-in provider's image host only (oauth/profile.ts) */
  profileImageUrl: text("profile_image_url"),
  /**
   * No longer read: whether someone is Premium comes from premium_grants at each request
   * (premium/repository.ts, ADR 016). The column stays because schema changes are additive; its
   * field name is not `isPremium`, so code cannot take it for the answer by mistake.
   */
  legacyIsPremium: boolean("is_premium").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * When someone proved they receive mail at `email` (a provider that verified this very address,
   * or the mailed link; ADR 028). Null: nobody has, and a provider sign-in never simply joins it.
   */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random token, hex; the token itself is never stored */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * What the profile page and its API call this session: neither the cookie's token nor its hash,
     * so a session list leaks nothing that could be replayed or matched against the table.
     */
    publicId: uuid("public_id").notNull().unique().defaultRandom(),
    /** sessions end 90 days after this whatever their use (sessions.ts) */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** moved forward as the session is used: 30 days of inactivity end it */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** updated at most once an hour (sessions.ts), so reads do not all become writes */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** the browser's User-Agent at sign-in, cut to 300 characters: "which device" on the profile */
    userAgent: text("user_agent"),
    /**
     * The last time this browser proved who it is (a password or a provider round trip): changing
     * sign-in methods, export and erasure need it within 10 minutes (ADR 028).
     */
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId, t.createdAt.desc()),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/** A Google, GitHub or X account linked to a user: signing in with it signs in as that user. */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["google", "github", "x"] }).notNull(),
    /** the provider's stable id of the account (Google's sub, GitHub's and X's numeric id) */
    providerUserId: text("provider_user_id").notNull(),
    /** the email the provider gave, when it gave one (for the profile page only) */
    email: text("email"),
    /** whether the provider said it verified `email`: only a verified one proves an address (ADR 028) */
    emailVerified: boolean("email_verified").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_identities_provider_account_idx").on(t.provider, t.providerUserId),
    uniqueIndex("user_identities_user_provider_idx").on(t.userId, t.provider),
  ],
);

/**
 * What changed in how one can sign in to an account, shown on the profile ("sign-in methods
 * changed", ADR 028): `kind` says what, `method` which method ("password", "google", …), `via`
 * how it came about ("google" for a provider sign-in that claimed the address, "mail", "profile").
 */
export const accountEvents = pgTable(
  "account_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: [
        "method-added",
        "method-removed",
        "password-set",
        "password-changed",
        "password-reset",
        "email-verified",
        "claimed",
      ],
    }).notNull(),
    method: text("method"),
    via: text("via"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_events_user_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * One-time links sent by mail (ADR 028): "verify" proves the address, "reset" sets a new
 * password. Only the SHA-256 of the token is kept; a link is deleted when used.
 */
export const mailTokens = pgTable(
  "mail_tokens",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify", "reset"] }).notNull(),
    /** the address the link was sent to: a verify link proves only this address */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("mail_tokens_user_idx").on(t.userId), index("mail_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * A sign-in through X that gave no email, waiting (15 minutes) for the person to type one. The
 * browser holds a random token in a cookie; only its SHA-256 is kept here.
 */
export const pendingSignups = pgTable(
  "pending_signups",
  {
    id: text("id").primaryKey(),
    provider: text("provider", { enum: ["google", "github", "x"] }).notNull(),
    providerUserId: text("provider_user_id").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("pending_signups_expires_idx").on(t.expiresAt)],
);

/**
 * Premium, one row per account and source. "operator": granted with `npm run premium -- grant`
 * (no end); store subscriptions will add rows of their own source with an end. premium/repository.ts
 * holds the one rule that reads it.
 */
export const premiumGrants = pgTable(
  "premium_grants",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    grantedAt: timestamptz("granted_at").notNull().defaultNow(),
    /** null: until revoked */
    expiresAt: timestamptz("expires_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);

/** A store subscription's state, as store_entitlements holds it and billing_pending keeps it waiting. */
const entitlementStateColumns = () => ({
  /** null: no end (a lifetime purchase); in the past: lapsed */
  expiresAt: timestamptz("expires_at"),
  /** false once cancelled (access stays until expires_at) or for a purchase that does not renew */
  willRenew: boolean("will_renew").notNull(),
  productId: text("product_id"),
  /** RevenueCat's name of the store: APP_STORE, PLAY_STORE, … */
  store: text("store"),
  /** PRODUCTION or SANDBOX */
  environment: text("environment").notNull(),
});

/**
 * Store subscriptions (RevenueCat, ADR 017): one row per account and RevenueCat entitlement, the
 * state the newest applied event (or restore) left. premium/repository.ts `premiumAt` reads it
 * together with premium_grants: Premium while `expires_at` is null (lifetime) or ahead.
 */
export const storeEntitlements = pgTable(
  "store_entitlements",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entitlementId: text("entitlement_id").notNull(),
    ...entitlementStateColumns(),
    /** event_timestamp_ms of the event (or the restore's request date) that set this state */
    lastEventAt: timestamptz("last_event_at").notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entitlementId] })],
);

/**
 * RevenueCat events already handled, by RevenueCat's event id: a redelivery finds its id here and
 * changes nothing. Kept 90 days (RevenueCat retries for far less).
 */
export const billingEvents = pgTable(
  "billing_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** applied | stale (older than the state) | pending (no such account yet) | ignored */
    outcome: text("outcome").notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
  },
  (t) => [index("billing_events_received_idx").on(t.receivedAt)],
);

/**
 * A change from an event whose customer is no account of ours (yet): kept with every id RevenueCat
 * gave for that customer, and applied when one of them turns out to be an account's (a later event
 * or a restore naming it together with the account, ADR 017).
 */
export const billingPending = pgTable(
  "billing_pending",
  {
    eventId: text("event_id").primaryKey(),
    /** app_user_id, original_app_user_id, aliases (or a transfer's destination) */
    customerIds: text("customer_ids").array().notNull(),
    entitlementId: text("entitlement_id").notNull(),
    ...entitlementStateColumns(),
    eventAt: timestamptz("event_at").notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
  },
  (t) => [index("billing_pending_customer_ids_idx").using("gin", t.customerIds)],
);

/**
 * Accounts deleted lately, by the SHA-256 of their id only (ADR 033, review N9): a store event that
 * arrives for one later is dropped, not kept in billing_pending with the id. Kept 90 days, the
 * longest RevenueCat retries and billing_pending keeps a row.
 */
export const deletedAccounts = pgTable(
  "deleted_accounts",
  {
    idHash: text("id_hash").primaryKey(),
    deletedAt: timestamptz("deleted_at").notNull().defaultNow(),
  },
  (t) => [index("deleted_accounts_deleted_at_idx").on(t.deletedAt)],
);

/**
 * Browsers an account has signed in from (the sf_device cookie, ADR 016): their sign-ins skip the
 * per-account slowdown, so an attack on the account does not keep its owner out.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    /** SHA-256 of the cookie's random token, hex */
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSeenAt: timestamptz("last_seen_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.userId] }),
    index("known_devices_last_seen_idx").on(t.lastSeenAt),
  ],
);

/**
 * Per-account pacing of sign-in attempts (ADR 016): how many came in a row and when the next may
 * start. Checked and moved on in one statement, so every instance keeps the same pace.
 */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull(),
    lastAttemptAt: timestamptz("last_attempt_at").notNull(),
    nextAttemptAt: timestamptz("next_attempt_at").notNull(),
  },
  (t) => [index("login_throttles_last_attempt_idx").on(t.lastAttemptAt)],
);

/** Fixed-window counters shared by every app instance (login attempts, comments). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});
