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
  uuid,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** trimmed and lower-cased before it is stored */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  isPremium: boolean("is_premium").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random token, hex; the token itself is never stored */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** moved forward as the session is used: 30 days of inactivity end it */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
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
    theme: text("theme").notNull(),
    headline: text("headline").notNull(),
    short: text("short").notNull(),
    long: text("long").notNull(),
    comment: text("comment").notNull(),
    sessionId: text("session_id"),
    isFavorite: boolean("is_favorite").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("draws_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("draws_user_favorite_idx").on(t.userId, t.createdAt.desc()).where(sql`${t.isFavorite}`),
    index("draws_user_track_idx").on(t.userId, t.trackId),
  ],
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
  features: jsonb("features"),
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

/** Rendered preview images, one per draw, format and renderer version. */
export const ogImages = pgTable(
  "og_images",
  {
    drawId: uuid("draw_id")
      .notNull()
      .references(() => draws.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    version: integer("version").notNull(),
    png: bytea("png").notNull(),
    etag: text("etag").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.format, t.version] })],
);
