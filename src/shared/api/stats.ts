/** Statistics: popular tracks and the Premium detailed figures. */
import { z } from "zod";
import { drawSourceTypeSchema } from "./draws";
import { themeIdSchema } from "./fields";

export const popularTrackSchema = z.object({
  trackTitle: z.string(),
  trackArtist: z.string(),
  trackImage: z.string().nullable(),
  count: z.number().int(),
});
export const statsSchema = z.object({ popularTracks: z.array(popularTrackSchema) });
export type Stats = z.infer<typeof statsSchema>;

const countOf = z.number().int();
/** GET /api/analytics/detailed (Premium): the owner's own draws in figures. */
export const detailedStatsSchema = z.object({
  total: countOf,
  favorites: countOf,
  /** the last weeks (Monday to Sunday in Istanbul), oldest first, this week last */
  weeks: z.array(z.object({ start: z.string(), count: countOf })),
  themes: z.array(z.object({ theme: themeIdSchema, count: countOf })),
  topArtists: z.array(z.object({ artist: z.string(), count: countOf })),
  topTracks: z.array(popularTrackSchema),
  /** the numbers they think of most, and how often each came up */
  numbers: z.array(z.object({ number: z.string(), count: countOf })),
  sources: z.array(z.object({ sourceType: drawSourceTypeSchema, count: countOf })),
  /** the longest run of days (Istanbul) with at least one draw, and the run that reaches today */
  streak: z.object({
    longest: countOf,
    longestStart: z.string().nullable(),
    longestEnd: z.string().nullable(),
    current: countOf,
  }),
  /** the sound of the drawn songs where a preview was analysed */
  melody: z.object({
    /** draws whose song has melody features */
    measured: countOf,
    tempoAverage: z.number().nullable(),
    energyAverage: z.number().nullable(),
    /** tempo: under 90, 90-120, over 120 BPM */
    tempo: z.object({ slow: countOf, medium: countOf, fast: countOf }),
    /** energy: under 0.4, 0.4-0.7, over 0.7 */
    energy: z.object({ low: countOf, medium: countOf, high: countOf }),
    /** mood by key: major (bright) and minor (wistful), where the key was clear */
    mood: z.object({ major: countOf, minor: countOf }),
  }),
});
export type DetailedStats = z.infer<typeof detailedStatsSchema>;
