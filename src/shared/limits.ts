/**
 * Limits and fixed values of the contract (spec sections 3 and 9, and the issues). Plain values with no
 * imports, so the client can use them without pulling the schemas (and zod) into its bundle.
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const HINT_MAX = 30;
/** 'Bana bir sayı söyle': a friend's link works once, for this long (7 days). */
export const FRIEND_INVITE_LIFETIME_MS = 7 * 24 * 3600_000;
/** the friend's given name, as the owner's history shows it ('Ayşe seçti') */
export const FRIEND_NAME_MAX = 30;
/** The playlist link or id a person types (POST /api/spotify/tracks, /api/youtube/tracks). */
export const URL_OR_ID_MAX = 500;

/** Fal Odası: a room's code is 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const ROOM_CODE_LENGTH = 6;
/** a room member's name, at most */
export const ROOM_NAME_MAX = 24;
/** Track ids one POST /api/audio-features may ask about. */
export const AUDIO_FEATURES_MAX_IDS = 50;

/** How many draws the lists return at most (newest first); see docs/decisions. */
export const RECENT_LIST_LIMIT = 200;
export const FAVORITES_LIST_LIMIT = 500;
/** Spec section 9: popular tracks shown. */
export const POPULAR_TRACKS_LIMIT = 5;

/** Spec section 9: Premium costs $4.99 a month (sold in the mobile app only). */
export const PREMIUM_MONTHLY_USD = 4.99;

/**
 * Fortune comments one account may ask for per window: the free budget, and Premium's "Sınırsız fal
 * çekme", a count nobody reaches by hand that still stops a runaway script (server/fortune/routes.ts).
 */
export const COMMENT_WINDOW_MINUTES = 10;
export const FREE_COMMENTS_PER_WINDOW = 20;
export const PREMIUM_COMMENTS_PER_WINDOW = 120;

/** Spec section 3: the comment's persona is fixed at 2, 2, 2. */
export const DEFAULT_PERSONA = Object.freeze({ mysticLevel: 2, directness: 2, optimism: 2 });

/**
 * What /api/comment wrote: a fortune, or (for a hint that suggests self-harm) a support message
 * with the emergency number instead of a fortune, which is never saved or shared.
 */
export const COMMENT_KINDS = ["fortune", "support"] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];
/**
 * How the server read the hint of a comment: "support" (self-harm or acute distress: the texts
 * carry the 112 line), "sensitive" (health, death, pregnancy, court, money trouble, investment,
 * crypto, gambling: the comment does not touch it), or "none".
 */
export const HINT_SAFETY_LEVELS = ["none", "sensitive", "support"] as const;
export type HintSafetyLevel = (typeof HINT_SAFETY_LEVELS)[number];
/** A comment can be saved as a draw for this long after it was written. */
export const COMMENT_SAVE_WINDOW_MS = 24 * 3600_000;
/** The server keeps its record of a comment this long (the hourly maintenance deletes older rows). */
export const COMMENT_RETENTION_MS = 7 * 24 * 3600_000;

/** Where a draw's playlist came from (draws.source_type); "ready": a list shipped with the app. */
export const DRAW_SOURCE_TYPES = ["spotify", "youtube", "csv", "ready"] as const;
export type DrawSourceType = (typeof DRAW_SOURCE_TYPES)[number];
/**
 * What a saved draw is: one song ("single"), or 'Geçmiş · Şimdi · Gelecek' ("spread", Premium):
 * three numbers, three songs and one comment.
 */
export const DRAW_KINDS = ["single", "spread"] as const;
export type DrawKind = (typeof DRAW_KINDS)[number];
/**
 * How a saved draw came to be (draws.origin): one's own draw or spread, a friend's pick ('Bana bir
 * sayı söyle'), a live room (Fal Odası) or the song of the day ('Günün Şarkısı', ADR 040).
 */
export const DRAW_ORIGINS = ["single", "spread", "friend", "room", "daily"] as const;
export type DrawOrigin = (typeof DRAW_ORIGINS)[number];
/** The labels of a spread's three songs, in order (past, present, future). */
export const SPREAD_LABELS = ["Geçmiş", "Şimdi", "Gelecek"] as const;

/** The history's pages (GET /api/draws): draws per page by default and at most. */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 50;
/** A history search longer than this is cut (it would match nothing anyway). */
export const HISTORY_SEARCH_MAX = 100;
/** Detailed statistics (GET /api/analytics/detailed): weeks in the chart, rows in each top list. */
export const STATS_WEEKS = 12;
export const STATS_TOP_LIMIT = 10;
