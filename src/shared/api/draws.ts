/** Saved draws: saving, the owner's and the public views, history pages, question and design. */
import { z } from "zod";
import {
  DRAW_KINDS,
  DRAW_ORIGINS,
  DRAW_SOURCE_TYPES,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  HISTORY_SEARCH_MAX,
} from "../limits";
import { boundedText, displayText, nullableLink, shareThemeIdSchema, themeIdSchema } from "./fields";

// ---------- draws ----------
export const drawSourceTypeSchema = z.enum(DRAW_SOURCE_TYPES, { error: "Geçersiz kaynak" });

export const COMMENT_ID_MISSING =
  "Kaydedilecek fal yorumu belirtilmemiş. Önce bir fal yorumu oluştur, sonra onu kaydet.";

/** Where a saved draw (single or spread) was drawn: the browser session and the playlist's source. */
export const drawOriginFields = {
  sessionId: boundedText(100, "Oturum kimliği")
    .nullish()
    .transform((v) => v ?? null),
  /**
   * Where the playlist came from, as the client loaded it; absent (an older client): the server
   * reads it from the track id. Must agree with the track id (a 'csv:' id is a CSV track).
   */
  sourceType: drawSourceTypeSchema.nullish().transform((v) => v ?? null),
  /** the playlist's id as the server resolved it when it was loaded; ignored for CSV */
  sourceId: z
    .string({ error: "Kaynak kimliği metin olmalı" })
    .trim()
    .max(200, "Kaynak kimliği en fazla 200 karakter olabilir")
    .regex(/^[A-Za-z0-9_:.-]*$/, "Geçersiz kaynak kimliği")
    .nullish()
    .transform((v) => v || null),
};

/**
 * A draw is saved from the server's record of a comment (`commentId`): its headline, short, long and
 * comment, and the track's title and artist, are the record's, whatever the body says. The body
 * still carries the spec's fields (section 7); the texts are accepted and ignored.
 */
export const createDrawBodySchema = z.object({
  /** from POST /api/comment */
  commentId: z
    .string({ error: COMMENT_ID_MISSING })
    .trim()
    .min(1, COMMENT_ID_MISSING)
    .max(100, "Fal yorumu kimliği çok uzun"),
  number: z
    .union([
      z
        .string()
        .trim()
        .regex(/^[+-]?\d{1,60}$/, "Geçersiz sayı"),
      z.number().int(),
    ])
    .transform(String),
  trackId: boundedText(200, "Şarkı kimliği").min(1, "Şarkı kimliği gerekli"),
  trackTitle: displayText(300, "Şarkı adı"),
  trackArtist: displayText(300, "Sanatçı"),
  trackImage: nullableLink("Kapak bağlantısı"),
  trackPreviewUrl: nullableLink("Önizleme bağlantısı"),
  trackExternalUrl: nullableLink("Şarkı bağlantısı"),
  theme: themeIdSchema,
  headline: boundedText(300, "Başlık"),
  short: boundedText(1000, "Kısa yorum"),
  long: boundedText(6000, "Uzun yorum"),
  comment: boundedText(1000, "Yorum"),
  ...drawOriginFields,
});
export type CreateDrawBody = z.input<typeof createDrawBodySchema>;
/** The body as the server reads it: trimmed, links null when absent. */
export type CreateDrawData = z.output<typeof createDrawBodySchema>;
export const createDrawResponseSchema = z.object({ id: z.string() });
export type CreateDrawResponse = z.infer<typeof createDrawResponseSchema>;

// ---------- 'Geçmiş · Şimdi · Gelecek' (POST /api/spreads, Premium) ----------
/** The two songs a spread keeps beside its first one (the draw's own track columns). */
export const spreadCardSchema = z.object({
  number: z.string(),
  trackTitle: z.string(),
  trackArtist: z.string(),
  trackImage: z.string().nullable(),
  trackExternalUrl: z.string().nullable(),
});
export type SpreadCard = z.infer<typeof spreadCardSchema>;

/** A draw as its owner sees it (history, favourites). */
export const savedDrawSchema = z.object({
  id: z.string(),
  number: z.string(),
  trackId: z.string(),
  trackTitle: z.string(),
  trackArtist: z.string(),
  trackImage: z.string().nullable(),
  trackPreviewUrl: z.string().nullable(),
  trackExternalUrl: z.string().nullable(),
  theme: themeIdSchema,
  headline: z.string(),
  short: z.string(),
  long: z.string(),
  comment: z.string(),
  sessionId: z.string().nullable(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  /** where its playlist came from */
  sourceType: drawSourceTypeSchema,
  /** the friend who picked the number through a 'Bana bir sayı söyle' link; null otherwise */
  friendName: z.string().nullable(),
  /** the question the comment was written for (the hint); null when none was given */
  hint: z.string().nullable(),
  /** the owner keeps the question off the shared page */
  hintHidden: z.boolean(),
  /** the design of its shared images (share-themes.ts) */
  shareTheme: shareThemeIdSchema,
  /** "spread": 'Geçmiş · Şimdi · Gelecek' (the track above is the past; `spread` has the other two) */
  kind: z.enum(DRAW_KINDS),
  /** a spread's present and future songs, in that order; null for a single draw */
  spread: z.array(spreadCardSchema).nullable(),
  /** how it came to be: "room" a Fal Odası draw, "daily" the song of the day, "friend" a friend's pick */
  origin: z.enum(DRAW_ORIGINS),
});
export type SavedDraw = z.infer<typeof savedDrawSchema>;
/** GET /api/analytics/recent also sends the owner's total count in `x-total-count`. */
export const savedDrawListSchema = z.array(savedDrawSchema);

/** A draw as anyone with the link sees it: never the owner, the session or the favourite flag. */
export const publicDrawSchema = savedDrawSchema
  .pick({
    id: true,
    number: true,
    trackTitle: true,
    trackArtist: true,
    trackImage: true,
    trackPreviewUrl: true,
    trackExternalUrl: true,
    theme: true,
    headline: true,
    short: true,
    long: true,
    createdAt: true,
    shareTheme: true,
    /** null when none was given or the owner hid it */
    hint: true,
    kind: true,
    spread: true,
    /** the shared page says 'Günün Şarkısı' for the song of the day */
    origin: true,
  })
  .extend({
    /** the public list the draw came from, for 'Bu listeden sen de çek'; null for a CSV file */
    listSource: z.object({ type: z.enum(["spotify", "youtube", "ready"]), id: z.string() }).nullable(),
    /** the short address /r/{code} printed on the shared images; null only for a draw not yet migrated */
    shortCode: z.string().nullable(),
  });
export type PublicDraw = z.infer<typeof publicDrawSchema>;

/**
 * GET/PATCH /api/draws/:id/hint (owner): whether the question shows on the shared page (ADR 038).
 * Hidden by default; `{ "hidden": false }` shows it, except a question read as sensitive (403).
 */
export const hintVisibilityBodySchema = z.object({
  hidden: z.boolean({ error: "Sorunun gizli olup olmadığı belirtilmeli" }),
});
export const hintVisibilitySchema = z.object({
  hint: z.string().nullable(),
  /** whether the shared page leaves the question out: always true for a sensitive one */
  hidden: z.boolean(),
  /** read as sensitive: it can never be shown */
  sensitive: z.boolean(),
});
export type HintVisibility = z.infer<typeof hintVisibilitySchema>;
/** PATCH's answer also carries what the shared page now shows: the question and the texts. */
export const hintVisibilityChangeSchema = hintVisibilitySchema.extend({
  shared: publicDrawSchema.pick({ hint: true, headline: true, short: true, long: true }),
});
export type HintVisibilityChange = z.infer<typeof hintVisibilityChangeSchema>;

/** PATCH /api/draws/{id}/share-theme: the owner picks the design of the draw's shared images. */
export const shareThemeBodySchema = z.object({ shareTheme: shareThemeIdSchema });
export type ShareThemeBody = z.infer<typeof shareThemeBodySchema>;
/** The draw's design and the addresses of its images (they change with the design). */
export const shareThemeResponseSchema = z.object({
  shareTheme: shareThemeIdSchema,
  ogImagePath: z.string(),
  storyImagePath: z.string(),
});
export type ShareThemeResponse = z.infer<typeof shareThemeResponseSchema>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A day the calendar has, from year 1 on. Date.parse takes 2026-02-30 and 2026-04-31 (rolling them
 * over to March and May) and year 0, which PostgreSQL's ::date refuses with a 500 (review N7): the
 * day must come back unchanged from a Date, and year 0 is refused here.
 */
function isCalendarDay(day: string): boolean {
  if (!ISO_DAY.test(day) || Number(day.slice(0, 4)) < 1) return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}
const dayParam = (label: string) =>
  z
    .string()
    .regex(ISO_DAY, `${label} YYYY-AA-GG biçiminde olmalı`)
    .refine(isCalendarDay, `${label} geçerli bir tarih değil`)
    .optional();

/**
 * GET /api/draws: one page of the owner's draws, newest first. `cursor` is the previous page's
 * `nextCursor`. Everyone may page and search; theme, source and dates (days in Istanbul, both
 * ends included) are the Premium "detailed history" and answer 403 for a free account.
 */
export const drawListQuerySchema = z.object({
  list: z.enum(["all", "favorites"], { error: "Geçersiz liste" }).default("all"),
  q: z.string().max(HISTORY_SEARCH_MAX, `Arama en fazla ${HISTORY_SEARCH_MAX} karakter olabilir`).optional(),
  cursor: z.string().max(100, "Geçersiz sayfa").optional(),
  limit: z.coerce
    .number({ error: "Geçersiz sayfa boyutu" })
    .int("Geçersiz sayfa boyutu")
    .min(1, "Geçersiz sayfa boyutu")
    .max(HISTORY_PAGE_MAX, `Bir sayfada en fazla ${HISTORY_PAGE_MAX} fal olabilir`)
    .default(HISTORY_PAGE_SIZE),
  theme: themeIdSchema.optional(),
  source: drawSourceTypeSchema.optional(),
  from: dayParam("Başlangıç tarihi"),
  to: dayParam("Bitiş tarihi"),
});
export type DrawListQuery = z.input<typeof drawListQuerySchema>;

export const drawPageSchema = z.object({
  draws: z.array(savedDrawSchema),
  /** null on the last page */
  nextCursor: z.string().nullable(),
  /** how many draws match the search and filters, in each tab: true counts, never capped */
  counts: z.object({ all: z.number().int(), favorites: z.number().int() }),
});
export type DrawPage = z.infer<typeof drawPageSchema>;
