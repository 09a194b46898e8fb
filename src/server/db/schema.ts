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
import { COMMENT_KINDS, DRAW_KINDS, DRAW_ORIGINS, DRAW_SOURCE_TYPES } from "@/shared/limits";
import { SHARE_THEME_IDS } from "@/shared/share-themes";
import { THEME_IDS } from "@/shared/themes";
import { users } from "./schema-accounts";

export * from "./schema-accounts";

const _timestamptz = (name: string) => timestamp(name, { withTimezone: true });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
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
    /**
     * How it came to be (shared/limits.ts DRAW_ORIGINS): the history marks a friend's pick, a Fal
     * Odası draw ("room") and the song of the day ("daily"). Migration 0018 gave older draws theirs
     * from what they kept (a spread, a friend's name).
     */
    origin: text("origin", { enum: DRAW_ORIGINS }).notNull().default("single"),
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

/**
 * 'Günün Şarkısı' (daily/, ADR 040): each person's song of the day, written once on the first ask
 * of an Istanbul day so every later ask (on any instance) answers the same, comment included.
 * Saving it makes a draw from `commentId` (the comments record written with it). Kept two days.
 */
export const dailySongs = pgTable(
  "daily_songs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the Istanbul day, YYYY-MM-DD */
    day: text("day").notNull(),
    /** 1..99 (at most the list's length), from the person's key and the day */
    number: integer("number").notNull(),
    track: jsonb("track").$type<Track>().notNull(),
    sourceType: text("source_type", { enum: DRAW_SOURCE_TYPES }).notNull(),
    sourceId: text("source_id"),
    listName: text("list_name").notNull(),
    /** how many songs the list had (the song's place is (number - 1) mod this, plus one) */
    trackCount: integer("track_count").notNull(),
    theme: text("theme", { enum: THEME_IDS }).notNull(),
    commentId: uuid("comment_id").notNull(),
    headline: text("headline").notNull(),
    short: text("short").notNull(),
    long: text("long").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("daily_songs_day_idx").on(t.day)],
);

/** Each person's secret key for the number of the day: another person cannot work it out. */
export const dailyKeys = pgTable("daily_keys", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  key: bytea("key").notNull(),
});
