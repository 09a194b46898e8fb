/** The account (profile page, KVKK): name, password, sessions, sign-in methods, export, erasure. */
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "../limits";
import { DELETE_CONFIRM_WORD, SIGN_IN_PROVIDERS } from "../sign-in";
import { T } from "../texts";
import { userSchema } from "./auth";
import { savedDrawSchema } from "./draws";
import { personName, themeIdSchema } from "./fields";

// ---------- the account (profile page, KVKK) ----------
export const updateAccountBodySchema = z.object({
  firstName: personName("Ad"),
  lastName: personName("Soyad"),
});
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

const newPasswordField = z
  .string({ error: "Yeni şifre gerekli" })
  .min(PASSWORD_MIN, T.login.passwordTooShort)
  .max(PASSWORD_MAX, `Şifre en fazla ${PASSWORD_MAX} karakter olabilir`);

export const changePasswordBodySchema = z.object({
  /** required when the account has a password; an account made through a provider sets its first */
  currentPassword: z.string({ error: "Mevcut şifre metin olmalı" }).max(PASSWORD_MAX).optional(),
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** `password` for an account that has one; otherwise the typed word SİL. */
export const deleteAccountBodySchema = z.object({
  password: z.string({ error: "Şifre metin olmalı" }).max(PASSWORD_MAX).optional(),
  confirm: z
    .string({ error: `Onay için ${DELETE_CONFIRM_WORD} yaz` })
    .max(20)
    .optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** POST /api/account/reauth: the password again, for a recent sign-in (ADR 028). */
export const reauthBodySchema = z.object({
  password: z.string({ error: "Şifreni yazmalısın" }).min(1, "Şifreni yazmalısın").max(PASSWORD_MAX),
});
export type ReauthBody = z.input<typeof reauthBodySchema>;

export const signInMethodSchema = z.object({
  /** "password": email and password; the others: a linked provider account */
  provider: z.enum(["password", ...SIGN_IN_PROVIDERS]),
  /** the email the provider gave for the linked account, when it gave one */
  email: z.string().nullable(),
  /** whether the provider said it verified that email (for "password": whether the address is proven) */
  emailVerified: z.boolean(),
  /** when the method was added (the account's creation for the password) */
  linkedAt: z.string(),
});
export type SignInMethod = z.infer<typeof signInMethodSchema>;

export const accountSessionSchema = z.object({
  /** a public id of its own: neither the cookie's token nor its hash */
  id: z.string(),
  /** the session of the browser asking */
  current: z.boolean(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** "Giriş yöntemlerin değişti": what changed in how one signs in, when and how (ADR 028). */
export const accountEventSchema = z.object({
  kind: z.enum([
    "method-added",
    "method-removed",
    "password-set",
    "password-changed",
    "password-reset",
    "email-verified",
    "claimed",
  ]),
  /** "password" or a provider */
  method: z.string().nullable(),
  /** how: "profile", "sign-in", "mail", or the provider whose sign-in did it */
  via: z.string().nullable(),
  at: z.string(),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

export const accountSchema = z.object({
  user: userSchema,
  /** member since */
  createdAt: z.string(),
  hasPassword: z.boolean(),
  /** whether someone proved they receive mail at the account's address (ADR 028) */
  emailVerified: z.boolean(),
  /** whether this server sends mail (verification and reset links) */
  mailEnabled: z.boolean(),
  /** until when this browser's last sign-in counts as recent (changing methods, export, erasure) */
  recentSignInUntil: z.string().nullable(),
  methods: z.array(signInMethodSchema),
  sessions: z.array(accountSessionSchema),
  events: z.array(accountEventSchema),
});
export type Account = z.infer<typeof accountSchema>;

export const revokeSessionsResponseSchema = z.object({ message: z.string(), count: z.number().int() });
export type RevokeSessionsResponse = z.infer<typeof revokeSessionsResponseSchema>;

/** GET /api/account/export: everything stored about the person (KVKK art. 11), no secrets. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isPremium: z.boolean(),
    createdAt: z.string(),
    hasPassword: z.boolean(),
    emailVerified: z.boolean(),
  }),
  signInMethods: z.array(signInMethodSchema),
  signInMethodChanges: z.array(accountEventSchema),
  sessions: z.array(accountSessionSchema.omit({ current: true })),
  draws: z.array(savedDrawSchema),
  /** Premium bought in a store, as RevenueCat last reported it (docs/decisions/017) */
  storeSubscriptions: z.array(
    z.object({
      entitlementId: z.string(),
      expiresAt: z.string().nullable(),
      willRenew: z.boolean(),
      productId: z.string().nullable(),
      store: z.string().nullable(),
      environment: z.string(),
      lastEventAt: z.string(),
    }),
  ),
  /** 'Bana bir sayı söyle' links the person made (the link itself is a secret not kept) */
  friendInvites: z.array(
    z.object({
      listName: z.string(),
      theme: themeIdSchema,
      createdAt: z.string(),
      expiresAt: z.string(),
      usedAt: z.string().nullable(),
      friendName: z.string().nullable(),
    }),
  ),
  /** every comment written for the person and still kept (7 days), saved or not, with its question */
  comments: z.array(
    z.object({
      createdAt: z.string(),
      trackTitle: z.string(),
      trackArtist: z.string(),
      theme: themeIdSchema,
      hint: z.string().nullable(),
      kind: z.string(),
      headline: z.string(),
      short: z.string(),
      long: z.string(),
    }),
  ),
  /** Premium granted by the operator (npm run premium) */
  premiumGrants: z.array(
    z.object({ source: z.string(), grantedAt: z.string(), expiresAt: z.string().nullable() }),
  ),
  /** Fal Odası rooms the person hosts or joined signed in, kept while the room lives (24 hours) */
  rooms: z.array(
    z.object({
      code: z.string(),
      listName: z.string(),
      theme: themeIdSchema,
      host: z.boolean(),
      /** the name the room showed */
      name: z.string(),
      /** the secret number picked, null when none was */
      number: z.string().nullable(),
      /** the song and comment after the reveal */
      song: z
        .object({ trackTitle: z.string(), trackArtist: z.string(), headline: z.string(), short: z.string() })
        .nullable(),
      joinedAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
  /** store events received for the account's id that wait to be applied */
  waitingStoreEvents: z.array(
    z.object({
      entitlementId: z.string(),
      expiresAt: z.string().nullable(),
      productId: z.string().nullable(),
      store: z.string().nullable(),
      eventAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
