/**
 * The HTTP contract between client and server: every request and response body as a zod schema.
 * Types are derived from these schemas, never written twice.
 */
import { z } from "zod";
import { EMAIL_MAX, HINT_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./limits";
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

const boundedText = (max: number, label: string) =>
  z.string({ error: `${label} metin olmalı` }).max(max, `${label} en fazla ${max} karakter olabilir`);
const optionalLink = (label: string) => boundedText(2000, label).nullish();

export const trackSchema = z.object({
  /** provider id; 'csv:<n>' marks a CSV track */
  id: boundedText(200, "Şarkı kimliği").min(1, "Şarkı kimliği gerekli"),
  title: boundedText(300, "Şarkı adı"),
  artist: boundedText(300, "Sanatçı"),
  image: optionalLink("Kapak bağlantısı"),
  previewUrl: optionalLink("Önizleme bağlantısı"),
  externalUrl: optionalLink("Şarkı bağlantısı"),
  /** audio features carried by a CSV file (Exportify columns) */
  features: audioFeaturesSchema.nullish(),
  /** duration in milliseconds, where known (helps the lyrics lookup) */
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .nullish(),
  album: boundedText(300, "Albüm adı").nullish(),
});
export type Track = z.infer<typeof trackSchema>;

export const themeIdSchema = z.enum(THEME_IDS, { error: "Geçersiz tema" });

// ---------- the comment (POST /api/comment) ----------
const personaLevel = z
  .number({ error: "Persona seviyesi 1 ile 3 arasında bir tam sayı olmalı" })
  .int()
  .min(1)
  .max(3);
export const personaSchema = z.object(
  {
    mysticLevel: personaLevel,
    directness: personaLevel,
    optimism: personaLevel,
  },
  { error: "Persona bilgisi hatalı" },
);
export type Persona = z.infer<typeof personaSchema>;
/** Spec section 3: the persona is fixed at 2, 2, 2. */
export const DEFAULT_PERSONA: Persona = { mysticLevel: 2, directness: 2, optimism: 2 };

export const hintSchema = z
  .string({ error: "İpucu metin olmalı" })
  .trim()
  .max(HINT_MAX, `İpucu en fazla ${HINT_MAX} karakter olabilir`)
  .nullish()
  .transform((v) => (v ? v : null));

export const commentRequestSchema = z.object({
  track: z.object(trackSchema.shape, { error: "Şarkı bilgisi eksik veya hatalı" }),
  theme: themeIdSchema,
  audio: audioFeaturesSchema.nullish(),
  hint: hintSchema,
  /** spec section 3: fixed at 2, 2, 2; a client that leaves it out gets that */
  persona: personaSchema.default(DEFAULT_PERSONA),
  /** the draw's salt (roomId-sourceId-round): makes the comment of one draw reproducible */
  salt: z.string().max(300).nullish(),
  /** the number the person chose, as text (may be longer than 15 digits) */
  number: z.string().max(60).nullish(),
});
export type CommentRequest = z.input<typeof commentRequestSchema>;

export const commentResponseSchema = z.object({
  headline: z.string(),
  short: z.string(),
  long: z.string(),
});
export type GeneratedCommentDto = z.infer<typeof commentResponseSchema>;

// ---------- melody (POST /api/audio-features) ----------
export const AUDIO_FEATURES_MAX_IDS = 50;
export const audioFeaturesRequestSchema = z.object({
  trackIds: z
    .array(z.string({ error: "Şarkı kimliği metin olmalı" }).max(200, "Şarkı kimliği çok uzun"), {
      error: "trackIds bir liste olmalı",
    })
    .max(AUDIO_FEATURES_MAX_IDS, `En fazla ${AUDIO_FEATURES_MAX_IDS} şarkı sorulabilir`),
});
export const audioFeaturesResponseSchema = z.record(z.string(), audioFeaturesSchema);

// ---------- draws ----------
const text = boundedText;
const optionalUrlText = z
  .string()
  .max(2000)
  .nullish()
  .transform((v) => v ?? null);

export const createDrawBodySchema = z.object({
  number: z
    .union([
      z
        .string()
        .trim()
        .regex(/^[+-]?\d{1,60}$/, "Geçersiz sayı"),
      z.number().int(),
    ])
    .transform(String),
  trackId: text(200, "Şarkı kimliği").min(1, "Şarkı kimliği gerekli"),
  trackTitle: text(300, "Şarkı adı"),
  trackArtist: text(300, "Sanatçı"),
  trackImage: optionalUrlText,
  trackPreviewUrl: optionalUrlText,
  trackExternalUrl: optionalUrlText,
  theme: themeIdSchema,
  headline: text(300, "Başlık"),
  short: text(1000, "Kısa yorum"),
  long: text(6000, "Uzun yorum"),
  comment: text(1000, "Yorum"),
  sessionId: text(100, "Oturum kimliği")
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateDrawBody = z.input<typeof createDrawBodySchema>;
export const createDrawResponseSchema = z.object({ id: z.string() });

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
});
export type SavedDraw = z.infer<typeof savedDrawSchema>;

/** A draw as anyone with the link sees it: never the owner, the session or the favourite flag. */
export const publicDrawSchema = savedDrawSchema.pick({
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
});
export type PublicDraw = z.infer<typeof publicDrawSchema>;

export const popularTrackSchema = z.object({
  trackTitle: z.string(),
  trackArtist: z.string(),
  trackImage: z.string().nullable(),
  count: z.number().int(),
});
export const statsSchema = z.object({ popularTracks: z.array(popularTrackSchema) });
export type Stats = z.infer<typeof statsSchema>;

/** How many draws the lists return at most (newest first); see docs/decisions. */
export const RECENT_LIST_LIMIT = 200;
export const FAVORITES_LIST_LIMIT = 500;
export const POPULAR_TRACKS_LIMIT = 5;
