/**
 * The HTTP contract between client and server: every request and response body as a zod schema.
 * Types are derived from these schemas, never written twice.
 */
import { z } from "zod";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./limits";
import { THEME_IDS } from "./themes";

export * from "./limits";

// ---------- users and auth ----------
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const emailField = z
  .string({ error: "Email gerekli" })
  .trim()
  .toLowerCase()
  .min(1, "Email gerekli")
  .max(EMAIL_MAX, "Email çok uzun")
  .pipe(z.email({ error: "Geçerli bir email adresi girin" }));

const optionalName = (label: string) =>
  z
    .string({ error: `${label} metin olmalı` })
    .trim()
    .max(NAME_MAX, `${label} en fazla ${NAME_MAX} karakter olabilir`)
    .nullish()
    .transform((v) => (v ? v : null));

export const registerBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Şifre gerekli" })
    .min(PASSWORD_MIN, "Şifre en az 6 karakter olmalı")
    .max(PASSWORD_MAX, `Şifre en fazla ${PASSWORD_MAX} karakter olabilir`),
  firstName: optionalName("Ad"),
  lastName: optionalName("Soyad"),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: z.string({ error: "Email gerekli" }).trim().toLowerCase().min(1, "Email gerekli").max(EMAIL_MAX),
  password: z.string({ error: "Şifre gerekli" }).min(1, "Şifre gerekli").max(PASSWORD_MAX),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const messageSchema = z.object({ message: z.string() });
export type ApiMessage = z.infer<typeof messageSchema>;

// ---------- tracks ----------
/** Features of a track's sound. Values from analysis of a preview or from a CSV file's columns. */
export const audioFeaturesSchema = z.object({
  /** beats per minute */
  tempo: z.number().min(0).max(400).nullish(),
  /** 0..1 */
  energy: z.number().min(0).max(1).nullish(),
  /** average loudness in dBFS (negative numbers) */
  loudness: z.number().min(-100).max(10).nullish(),
  /** 0..1, share of high frequencies (spectral centroid normalised) */
  brightness: z.number().min(0).max(1).nullish(),
  /** 0..1, Spotify-style, from CSV files only */
  valence: z.number().min(0).max(1).nullish(),
  danceability: z.number().min(0).max(1).nullish(),
  acousticness: z.number().min(0).max(1).nullish(),
  /** pitch class 0 = C ... 11 = B */
  key: z.number().int().min(0).max(11).nullish(),
  /** 1 = major, 0 = minor */
  mode: z.number().int().min(0).max(1).nullish(),
  source: z.enum(["analysis", "csv"]).optional(),
});
export type AudioFeatures = z.infer<typeof audioFeaturesSchema>;

export const trackSchema = z.object({
  /** provider id; 'csv:<n>' marks a CSV track */
  id: z.string().min(1).max(200),
  title: z.string().max(300),
  artist: z.string().max(300),
  image: z.string().max(2000).nullish(),
  previewUrl: z.string().max(2000).nullish(),
  externalUrl: z.string().max(2000).nullish(),
  /** audio features carried by a CSV file (Exportify columns) */
  features: audioFeaturesSchema.nullish(),
  /** duration in milliseconds, where known (helps the lyrics lookup) */
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .nullish(),
  album: z.string().max(300).nullish(),
});
export type Track = z.infer<typeof trackSchema>;

export const themeIdSchema = z.enum(THEME_IDS, { error: "Geçersiz tema" });
