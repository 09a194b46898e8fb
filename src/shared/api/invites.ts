/** 'Bana bir sayı söyle': the friend link. */
import { z } from "zod";
import { FRIEND_NAME_MAX, URL_OR_ID_MAX } from "../limits";
import { boundedText, displayText, themeIdSchema } from "./fields";

// ---------- 'Bana bir sayı söyle' (friend invites) ----------
/** POST /api/invites: a link for the list the person has loaded (not a CSV file: it is only theirs). */
export const friendInviteBodySchema = z.object({
  sourceType: z.enum(["spotify", "youtube", "ready"], {
    error: "Bu liste için arkadaş bağlantısı yapılamaz",
  }),
  sourceId: boundedText(URL_OR_ID_MAX, "Liste kimliği").trim().min(1, "Liste kimliği gerekli"),
  theme: themeIdSchema,
});
export type FriendInviteBody = z.infer<typeof friendInviteBodySchema>;
export const friendInviteCreatedSchema = z.object({
  /** the secret of the link /sayi/{token} */
  token: z.string(),
  expiresAt: z.string(),
});
export type FriendInviteCreated = z.infer<typeof friendInviteCreatedSchema>;
/** GET /api/invites/:token: what the friend is shown; nothing else of the owner's. */
export const friendInviteViewSchema = z.object({
  listName: z.string(),
  ownerName: z.string().nullable(),
  trackCount: z.number().int(),
  expiresAt: z.string(),
  state: z.enum(["open", "used", "expired"]),
});
export type FriendInviteView = z.infer<typeof friendInviteViewSchema>;
const FRIEND_NAME_BLANK = "Adını yaz: arkadaşın sayıyı kimin seçtiğini görecek";
export const friendAnswerBodySchema = z.object({
  name: displayText(FRIEND_NAME_MAX, "Ad")
    .trim()
    .min(1, FRIEND_NAME_BLANK)
    .refine((v) => !/[<>{}\\/@:]|https?|www\./i.test(v), "Ad harf ve boşluklardan oluşmalı"),
  number: z
    .string({ error: "Bir sayı yaz" })
    .trim()
    .regex(/^[+-]?\d{1,60}$/, "Geçerli bir tam sayı yaz")
    .transform((v) => BigInt(v).toString()),
});
export type FriendAnswerBody = z.output<typeof friendAnswerBodySchema>;
export const friendAnswerSchema = z.object({
  number: z.string(),
  /** 1-based place of the song in the list */
  position: z.number().int(),
  trackTitle: z.string(),
  trackArtist: z.string(),
  trackExternalUrl: z.string().nullable(),
  ownerName: z.string().nullable(),
});
export type FriendAnswer = z.infer<typeof friendAnswerSchema>;
