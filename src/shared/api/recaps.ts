/** Ayın Falı: a month of one's draws in a few figures (GET /api/recap/{yyyy-mm}), and its public link. */
import { z } from "zod";
import { themeIdSchema } from "./fields";

const countOf = z.number().int();

/** What anyone with the recap's link sees: figures of the month, never a question or a name. */
export const publicRecapSchema = z.object({
  /** the Istanbul month, "YYYY-MM" */
  month: z.string(),
  /** 'Kasım 2026' */
  label: z.string(),
  /** draws in the month (a three-song spread counts once) */
  total: countOf,
  /** the theme drawn most (ties: the one drawn last) */
  topTheme: z.object({ theme: themeIdSchema, count: countOf }),
  /** the song drawn most, as its latest draw in the month shows it (ties: the one drawn last) */
  topTrack: z.object({
    trackTitle: z.string(),
    trackArtist: z.string(),
    trackImage: z.string().nullable(),
    count: countOf,
  }),
  /** the artist drawn most (ties: the one drawn last) */
  topArtist: z.object({ artist: z.string(), count: countOf }),
  /** the number thought of most (ties: the one thought of last) */
  luckyNumber: z.object({ number: z.string(), count: countOf }),
  /** the longest run of Istanbul days within the month with a draw each (ties: the later run) */
  streak: z.object({ days: countOf, start: z.string(), end: z.string() }),
  /** the sound of the month's songs where a preview was analysed; null when none was */
  melody: z
    .object({
      /** draws whose song has melody features */
      measured: countOf,
      tempoAverage: z.number().nullable(),
      energyAverage: z.number().nullable(),
      /** 'Enerjik ve hızlı tempolu bir ay' */
      words: z.string(),
    })
    .nullable(),
  /** a closing line in the app's voice */
  closing: z.string(),
});
export type PublicRecap = z.infer<typeof publicRecapSchema>;

/** The month's public link; null while the recap is private. */
export const recapShareSchema = z.object({
  /** the shared recap's id: its page /ozet/{id} and its image /api/og/recap/{id} */
  id: z.string(),
  shortCode: z.string(),
  /** the short address, absolute when the server knows its own address: https://…/r/{code} */
  url: z.string(),
  /** the story image (1080x1920): /api/og/recap/{id}?format=story&v={renderer version} */
  imagePath: z.string(),
});
export type RecapShare = z.infer<typeof recapShareSchema>;

/** The owner's recap: the public figures and whether (and where) it is shared. */
export const recapSchema = publicRecapSchema.extend({ share: recapShareSchema.nullable() });
export type Recap = z.infer<typeof recapSchema>;

/** GET /api/recap: the months with draws, newest first (the month picker). */
export const recapMonthsSchema = z.object({
  /** this month in Istanbul, by the server's clock */
  current: z.string(),
  /** the month a link to 'Ayın Falı' opens: this month's when it has draws, else the latest one's; null: none */
  suggested: z.string().nullable(),
  months: z.array(z.object({ month: z.string(), label: z.string(), total: countOf })),
});
export type RecapMonths = z.infer<typeof recapMonthsSchema>;
