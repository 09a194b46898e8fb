/** Field helpers and small schemas the contract's resources share (texts for people, links, themes). */
import { z } from "zod";
import { stripInvisible } from "../invisible";
import { NAME_MAX } from "../limits";
import { SHARE_THEME_IDS } from "../share-themes";
import { THEME_IDS } from "../themes";

export const messageSchema = z.object({ message: z.string() });
export type ApiMessage = z.infer<typeof messageSchema>;

export const boundedText = (max: number, label: string) =>
  z.string({ error: `${label} metin olmalı` }).max(max, `${label} en fazla ${max} karakter olabilir`);
/** Text shown to people (titles, names): bidi and zero-width characters removed before the limit. */
export const displayText = (max: number, label: string) =>
  z
    .string({ error: `${label} metin olmalı` })
    .overwrite(stripInvisible)
    .max(max, `${label} en fazla ${max} karakter olabilir`);
export const optionalLink = (label: string) => boundedText(2000, label).nullish();
/** A link a stored row keeps: absent becomes null. */
export const nullableLink = (label: string) => optionalLink(label).transform((v) => v ?? null);

export const themeIdSchema = z.enum(THEME_IDS, { error: "Geçersiz tema" });
export const shareThemeIdSchema = z.enum(SHARE_THEME_IDS, { error: "Geçersiz paylaşım teması" });

const NAME_CHARACTERS = /^[\p{L}\p{M}' .\-’]*$/u;
/**
 * A person's name, at sign-up and on the profile alike (review I-5: sign-up took any text):
 * trimmed, inner spaces collapsed, letters of any alphabet (ç ğ ı İ ö ş ü) with apostrophes, dots
 * and hyphens (so no bidi or zero-width character either); absent or empty is null.
 */
export const personName = (label: string) =>
  z
    .string({ error: `${label} metin olmalı` })
    .transform((v) => stripInvisible(v).replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .max(NAME_MAX, `${label} en fazla ${NAME_MAX} karakter olabilir`)
        .regex(NAME_CHARACTERS, `${label} yalnızca harf, boşluk, kesme işareti, nokta ve tire içerebilir`),
    )
    .nullish()
    .transform((v) => (v ? v : null));
