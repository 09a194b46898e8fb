/** The fortune comment (POST /api/comment) and the sound of tracks (POST /api/audio-features). */
import { z } from "zod";
import { stripInvisible } from "../invisible";
import {
  AUDIO_FEATURES_MAX_IDS,
  COMMENT_KINDS,
  DEFAULT_PERSONA,
  HINT_MAX,
  HINT_SAFETY_LEVELS,
} from "../limits";
import { themeIdSchema } from "./fields";
import { audioFeaturesSchema, trackSchema } from "./tracks";

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
/** The question goes into the model's prompt and onto the shared page: no invisible characters. */
export const hintSchema = z
  .string({ error: "İpucu metin olmalı" })
  .overwrite(stripInvisible)
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

/** The texts of a comment (spec section 3); also the JSON shape the model is asked to write. */
export const commentResponseSchema = z.object({
  headline: z.string(),
  short: z.string(),
  long: z.string(),
});
export type GeneratedCommentDto = z.infer<typeof commentResponseSchema>;

/** What POST /api/comment answers: the texts, and the server's record of them. */
export const commentAnswerSchema = commentResponseSchema.extend({
  /** the server's record of this comment: POST /api/draws saves the draw from it, by this id */
  commentId: z.string(),
  /**
   * "fortune", or "support" when the hint suggests self-harm: then the texts are a support message
   * (with the emergency number 112) instead of a fortune, and the comment cannot be saved or shared
   */
  kind: z.enum(COMMENT_KINDS),
  /**
   * How the hint was read: "support" (self-harm or acute distress; kind is "support" too),
   * "sensitive" (a topic a fortune stays away from: the question must never be published), "none"
   */
  hintSafety: z.enum(HINT_SAFETY_LEVELS),
  /** the same texts with no trace of the hint: what a shared page may show */
  publicTexts: commentResponseSchema,
});
export type CommentAnswer = z.infer<typeof commentAnswerSchema>;

// ---------- melody (POST /api/audio-features) ----------
export const audioFeaturesRequestSchema = z.object({
  trackIds: z
    .array(z.string({ error: "Şarkı kimliği metin olmalı" }).max(200, "Şarkı kimliği çok uzun"), {
      error: "Şarkı kimlikleri bir liste olmalı",
    })
    .max(AUDIO_FEATURES_MAX_IDS, `En fazla ${AUDIO_FEATURES_MAX_IDS} şarkı sorulabilir`),
});
/** By track id; a track that could not be analysed is left out. */
export const audioFeaturesResponseSchema = z.record(z.string(), audioFeaturesSchema);
