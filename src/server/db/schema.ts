import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { SpreadCard } from "@/shared/api/draws";
import type { AudioFeatures, Track } from "@/shared/api/tracks";
import { COMMENT_KINDS, DRAW_KINDS, DRAW_SOURCE_TYPES } from "@/shared/limits";
import { SHARE_THEME_IDS } from "@/shared/share-themes";
import { THEME_IDS } from "@/shared/themes";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
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

export const draws = pgTable(
  "draws",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** text: a person may think of a number longer than 15 digits */
    number: text("number").notNull(),
    trackId: text("track_id").notNull(),
    trackTitle: text("track_title").notNull(),
    trackArtist: text("track_artist").notNull(),
    trackImage: text("track_image"),
    trackPreviewUrl: text("track_preview_url"),
    trackExternalUrl: text("track_external_url"),
    /** a type, not a database constraint: the column stays plain text (no migration) */
    theme: text("theme", { enum: THEME_IDS }).notNull(),
    headline: text("headline").notNull(),
    short: text("short").notNull(),
    long: text("long").notNull(),
    comment: text("comment").notNull(),
    sessionId: text("session_id"),
    isFavorite: boolean("is_favorite").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The server's comment this draw was saved from (comments.id). Unique, so one comment becomes at
     * most one draw even when two saves race; no foreign key, as the comment row is pruned while the
     * draw (which copied its text) stays. Null for draws saved before comments were recorded.
     */
    commentId: uuid("comment_id"),
    /** the person's question (the hint the comment was written for); null when none was given */
    hint: text("hint"),
    /** the question stays off the shared page unless the owner shows it (never a sensitive one: ADR 038) */
    hintHidden: boolean("hint_hidden").notNull().default(true),
    /**
     * Where the playlist came from. Draws saved before it was recorded were given theirs by the
     * migration, from the track id and link (a 'csv:' id, a YouTube video, else Spotify).
     */
    sourceType: text("source_type", { enum: DRAW_SOURCE_TYPES }).notNull(),
    /** the playlist's id as the server resolved it ("album:…" for an album); null for CSV and old draws */
    sourceId: text("source_id"),
    /**
     * Title, artist and comment folded for search (shared/search.ts drawSearchText): written with
     * the draw, which never changes after; the migration filled it for older draws.
     */
    searchText: text("search_text").notNull().default(""),
    /** 'Bana bir sayı söyle': the given name of the friend who picked the number (invites); else null */
    friendName: text("friend_name"),
    /** the design of the draw's shared images, chosen by its owner (premium ones need Premium) */
    shareTheme: text("share_theme", { enum: SHARE_THEME_IDS }).notNull().default("klasik"),
    /**
     * The draw's short address, /r/{code}, printed on its shared images for people who type it
     * (draws/short-code.ts). Given at insert; the migration gave older draws one.
     */
    shortCode: text("short_code"),
    /** "spread": 'Geçmiş · Şimdi · Gelecek' (Premium); the track columns above hold its past song */
    kind: text("kind", { enum: DRAW_KINDS }).notNull().default("single"),
    /** a spread's present and future songs (number, title, artist, cover, link); null for a single draw */
    spread: jsonb("spread").$type<SpreadCard[]>(),
    /**
     * 1 at insert, one more with every change (draws/repository.ts, the only writer): events about
     * a draw carry it, so a reader can tell an older word about the draw from a newer one.
     */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("draws_comment_id_idx").on(t.commentId),
    uniqueIndex("draws_short_code_idx").on(t.shortCode),
    index("draws_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("draws_user_favorite_idx").on(t.userId, t.createdAt.desc()).where(sql`${t.isFavorite}`),
    index("draws_user_track_idx").on(t.userId, t.trackId),
  ],
);

/**
 * Every comment /api/comment wrote, as the server wrote it: a draw is saved from this record (by its
 * id), never from text a client sends, so a shared page only ever shows the app's own words. Kept
 * for a week (maintenance prunes older rows); saving is allowed for the first 24 hours.
 */
export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trackId: text("track_id").notNull(),
    /** the title and artist the comment was written for; a saved draw shows these */
    trackTitle: text("track_title").notNull(),
    trackArtist: text("track_artist").notNull(),
    theme: text("theme", { enum: THEME_IDS }).notNull(),
    /** null when none was given, and always for a support message (a self-harm hint is not kept) */
    hint: text("hint"),
    headline: text("headline").notNull(),
    short: text("short").notNull(),
    long: text("long").notNull(),
    /** "support": a support message instead of a fortune; never saved as a draw */
    kind: text("kind", { enum: COMMENT_KINDS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("comments_created_idx").on(t.createdAt)],
);

/** Preview URLs the server itself read from a provider, by track id (never taken from a client). */
export const trackPreviews = pgTable("track_previews", {
  trackId: text("track_id").primaryKey(),
  previewUrl: text("preview_url").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Melody features computed from a track's preview; a failed analysis is remembered too. */
export const audioFeatures = pgTable("audio_features", {
  trackId: text("track_id").primaryKey(),
  version: integer("version").notNull(),
  /** null when the preview could not be analysed */
  features: jsonb("features").$type<AudioFeatures>(),
  analyzedAt: timestamp("analyzed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Lyrics lookups (hits and misses) shared by every instance; only a short excerpt is kept. */
export const lyricsCache = pgTable(
  "lyrics_cache",
  {
    key: text("key").primaryKey(),
    /** null = a remembered miss */
    value: jsonb("value"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("lyrics_cache_expires_idx").on(t.expiresAt)],
);

/**
 * Rendered preview images, one per draw, format, share theme and renderer version: a cache (any row can be
 * drawn again), pruned by `maintenance()` when not read for a while.
 */
export const ogImages = pgTable(
  "og_images",
  {
    drawId: uuid("draw_id")
      .notNull()
      .references(() => draws.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    /** the share theme it was drawn in; rows of a theme the draw no longer has are deleted */
    theme: text("theme").notNull().default("klasik"),
    version: integer("version").notNull(),
    png: bytea("png").notNull(),
    etag: text("etag").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** last served from the database (updated at most daily); retention counts from it */
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.format, t.theme, t.version] }),
    index("og_images_read_at_idx").on(t.readAt),
  ],
);

/**
 * Playlists read from a provider, shared by every user and every instance: a second person
 * loading the same playlist costs no provider call while the row is fresh, and a stale row is
 * revalidated cheaply by the provider's version (playlists/playlist-cache.ts). A cache: pruned by
 * `maintenance()`.
 */
export const playlistCache = pgTable(
  "playlist_cache",
  {
    /** "spotify:{id}", "spotify:album:{id}" or "youtube:{id}" */
    key: text("key").primaryKey(),
    /** the provider's version of the list (Spotify snapshot_id, YouTube first-page ETag); null: none */
    version: text("version"),
    tracks: jsonb("tracks").$type<Track[]>().notNull(),
    /** the load stopped at the cap on rows; the list holds its first rows */
    capped: boolean("capped").notNull().default(false),
    /** when the provider last gave or confirmed these tracks */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("playlist_cache_fetched_at_idx").on(t.fetchedAt)],
);

/**
 * Units of a provider's daily quota spent, counted by every instance in one row per provider day
 * (YouTube's day ends at midnight Pacific time).
 */
export const providerQuota = pgTable(
  "provider_quota",
  {
    provider: text("provider").notNull(),
    /** the provider's calendar day, "YYYY-MM-DD" */
    day: text("day").notNull(),
    units: integer("units").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day] })],
);

/**
 * 'Bana bir sayı söyle': a link a person sends a friend, who picks a number for them once, within 7
 * days. The link's token is stored only as its SHA-256 (the link is the secret). The list is a copy
 * of the tracks loaded when the link was made, so the friend's pick needs no provider. The friend
 * sees the list's name and the owner's first name, nothing else of the owner's.
 */
/**
 * The list a person's friend invites draw from, once per (person, list) however many links point
 * to it (ADR 033, review N4): a new link of the same list writes the list as it is now over the
 * old copy. Deleted by maintenance once no invite points to it.
 */
export const inviteLists = pgTable(
  "invite_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "spotify" | "youtube" | "ready" */
    sourceType: text("source_type").notNull(),
    /** the playlist's or ready list's id */
    sourceId: text("source_id").notNull(),
    tracks: jsonb("tracks").$type<Track[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("invite_lists_user_source_idx").on(t.userId, t.sourceType, t.sourceId)],
);

export const friendInvites = pgTable(
  "friend_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "spotify" | "youtube" | "csv" | "ready", as the owner loaded it */
    sourceType: text("source_type").notNull(),
    listName: text("list_name").notNull(),
    /** invites made before invite_lists kept their own copy; newer ones point to their list */
    tracks: jsonb("tracks").$type<Track[]>(),
    listId: uuid("list_id").references(() => inviteLists.id, { onDelete: "cascade" }),
    theme: text("theme", { enum: THEME_IDS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** set once, atomically, when the friend answers */
    usedAt: timestamp("used_at", { withTimezone: true }),
    friendName: text("friend_name"),
    drawId: uuid("draw_id"),
  },
  (t) => [
    uniqueIndex("friend_invites_token_idx").on(t.tokenHash),
    index("friend_invites_user_idx").on(t.userId, t.createdAt.desc()),
    index("friend_invites_expires_idx").on(t.expiresAt),
    index("friend_invites_list_idx").on(t.listId),
  ],
);

/** Fal Odası (rooms/): a live room of up to 12 people on one list; every row lives 24 hours. */
export const rooms = pgTable(
  "rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 6 characters without look-alikes (rooms/code.ts) */
    code: text("code").notNull(),
    hostUserId: uuid("host_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sourceType: text("source_type", { enum: DRAW_SOURCE_TYPES }).notNull(),
    sourceId: text("source_id"),
    listName: text("list_name").notNull(),
    /** the room's own copy of the list: the reveal reads only this */
    tracks: jsonb("tracks").$type<Track[]>().notNull(),
    theme: text("theme", { enum: THEME_IDS }).notNull(),
    /** "open" | "revealing" | "revealed" | "closed" */
    state: text("state").notNull().default("open"),
    /** the id of the room's last event (room_events.seq) */
    lastSeq: integer("last_seq").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("rooms_code_idx").on(t.code),
    index("rooms_host_idx").on(t.hostUserId, t.createdAt.desc()),
    index("rooms_expires_idx").on(t.expiresAt),
  ],
);

export const roomMembers = pgTable(
  "room_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    /** a signed-in member (their history gets the draw); null for a guest */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** sha-256 of the guest's room cookie; null for a signed-in member */
    tokenHash: text("token_hash"),
    name: text("name").notNull(),
    isHost: boolean("is_host").notNull().default(false),
    /** the secret number until the reveal */
    number: text("number"),
    /** after the reveal: the member's song and comment */
    result: jsonb("result").$type<RoomResult>(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("room_members_room_idx").on(t.roomId, t.joinedAt),
    uniqueIndex("room_members_user_idx").on(t.roomId, t.userId),
    uniqueIndex("room_members_token_idx").on(t.roomId, t.tokenHash),
  ],
);

/** A member's song after the reveal, as every screen of the room shows it. */
export interface RoomResult {
  number: string;
  position: number;
  trackId: string;
  trackTitle: string;
  trackArtist: string;
  trackImage: string | null;
  trackExternalUrl: string | null;
  headline: string;
  short: string;
  drawId: string | null;
}

/** Everything a room's stream sent, so a reconnect with Last-Event-ID misses nothing. */
export const roomEvents = pgTable(
  "room_events",
  {
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.seq] })],
);
