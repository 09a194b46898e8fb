/** 'Günün Şarkısı' (ADR 040): each signed-in person's song of the day, and saving it as a draw. */
import { z } from "zod";
import { DRAW_SOURCE_TYPES } from "../limits";
import { themeIdSchema } from "./fields";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /api/daily: the song of the day. `date` is the Istanbul day (YYYY-MM-DD; a new day begins at
 * 00:00 Istanbul time); asking again the same day answers the same. `comment` is the short text (a
 * draw's comment); `headline` and `long` are the rest of the same comment.
 */
export const dailySongSchema = z.object({
  date: z.string(),
  number: z.number().int(),
  /** the song's place in its list, from 1: (number - 1) mod count + 1 */
  position: z.number().int(),
  track: z.object({
    id: z.string(),
    title: z.string(),
    artist: z.string(),
    image: z.string().nullable(),
    previewUrl: z.string().nullable(),
    externalUrl: z.string().nullable(),
  }),
  /** the list it was drawn from: the one the person used last, or a ready-made list */
  list: z.object({
    sourceType: z.enum(DRAW_SOURCE_TYPES),
    name: z.string(),
    count: z.number().int(),
  }),
  theme: themeIdSchema,
  headline: z.string(),
  comment: z.string(),
  long: z.string(),
  /** saved as a draw (in history); `drawId` is that draw, null while it is not saved */
  saved: z.boolean(),
  drawId: z.string().nullable(),
});
export type DailySong = z.infer<typeof dailySongSchema>;

/**
 * POST /api/daily/save: saves the song of `date` (default today; the day before is accepted too, for
 * a save that crosses midnight) as a draw. Saving twice answers the same draw (200).
 */
export const saveDailyBodySchema = z
  .object({
    date: z
      .string({ error: "Tarih YYYY-AA-GG biçiminde olmalı" })
      .regex(ISO_DAY, "Tarih YYYY-AA-GG biçiminde olmalı")
      .optional(),
  })
  // no body at all is today's song
  .nullish()
  .transform((body) => body ?? {});
export type SaveDailyBody = z.input<typeof saveDailyBodySchema>;
export const saveDailyResponseSchema = z.object({ id: z.string(), date: z.string() });
export type SaveDailyResponse = z.infer<typeof saveDailyResponseSchema>;
