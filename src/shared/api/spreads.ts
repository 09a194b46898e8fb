/** 'Geçmiş · Şimdi · Gelecek', the three-song spread (Premium). */
import { z } from "zod";
import { COMMENT_KINDS, DEFAULT_PERSONA, HINT_SAFETY_LEVELS } from "../limits";
import { commentResponseSchema, hintSchema, personaSchema } from "./comment";
import { drawOriginFields } from "./draws";
import { themeIdSchema } from "./fields";
import { audioFeaturesSchema, trackSchema } from "./tracks";

const SPREAD_NUMBERS_NEEDED = "Geçmiş, şimdi ve gelecek için üç sayı gerekli";
/**
 * A three-number spread: the cards in the order past, present, future, each with its number and the
 * track that number drew from the loaded list. The server writes one comment for the three and
 * saves one draw.
 */
export const createSpreadBodySchema = z.object({
  cards: z
    .array(
      z.object(
        {
          number: z
            .string({ error: "Bir sayı yaz" })
            .trim()
            .regex(/^[+-]?\d{1,60}$/, "Geçersiz sayı")
            .transform((v) => BigInt(v).toString()),
          track: z.object(trackSchema.shape, { error: "Şarkı bilgisi eksik veya hatalı" }),
          audio: audioFeaturesSchema.nullish().transform((v) => v ?? null),
        },
        { error: "Şarkı bilgisi eksik veya hatalı" },
      ),
      { error: SPREAD_NUMBERS_NEEDED },
    )
    .length(3, SPREAD_NUMBERS_NEEDED),
  theme: themeIdSchema,
  hint: hintSchema,
  persona: personaSchema.default(DEFAULT_PERSONA),
  ...drawOriginFields,
});
export type CreateSpreadBody = z.input<typeof createSpreadBodySchema>;
export type CreateSpreadData = z.output<typeof createSpreadBodySchema>;
/** The combined comment and the saved draw's id; `id` is null for a support message (never saved). */
export const spreadAnswerSchema = commentResponseSchema.extend({
  id: z.string().nullable(),
  kind: z.enum(COMMENT_KINDS),
  /** how the hint was read, as POST /api/comment answers it */
  hintSafety: z.enum(HINT_SAFETY_LEVELS),
  /** the same texts with no trace of the hint */
  publicTexts: commentResponseSchema,
});
export type SpreadAnswer = z.infer<typeof spreadAnswerSchema>;
