/** Sign-in: the user, register and login bodies, provider sign-ins waiting for an email. */
import { z } from "zod";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../limits";
import { SIGN_IN_PROVIDERS } from "../sign-in";
import { T } from "../texts";
import { personName } from "./fields";

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
  .string({ error: "E-posta gerekli" })
  .trim()
  .toLowerCase()
  .min(1, "E-posta gerekli")
  .max(EMAIL_MAX, "E-posta adresi çok uzun")
  .pipe(z.email({ error: "Geçerli bir e-posta adresi gir" }));

export const registerBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Şifre gerekli" })
    .min(PASSWORD_MIN, T.login.passwordTooShort)
    .max(PASSWORD_MAX, `Şifre en fazla ${PASSWORD_MAX} karakter olabilir`),
  firstName: personName("Ad"),
  lastName: personName("Soyad"),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: z
    .string({ error: "E-posta gerekli" })
    .trim()
    .toLowerCase()
    .min(1, "E-posta gerekli")
    .max(EMAIL_MAX, "E-posta adresi çok uzun"),
  password: z.string({ error: "Şifre gerekli" }).min(1, "Şifre gerekli").max(PASSWORD_MAX),
});
export type LoginBody = z.input<typeof loginBodySchema>;

// ---------- sign-in with Google, GitHub and X ----------
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS);

/** GET /api/auth/pending: a provider sign-in that gave no email, waiting for one. */
export const pendingSignupSchema = z.object({
  provider: signInProviderSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type PendingSignup = z.infer<typeof pendingSignupSchema>;
export const pendingSignupBodySchema = z.object({ email: emailField });
export type PendingSignupBody = z.input<typeof pendingSignupBodySchema>;

// ---------- links sent by mail (ADR 028) ----------
const mailToken = z
  .string({ error: "Bağlantı geçersiz" })
  .min(20, "Bağlantı geçersiz")
  .max(200, "Bağlantı geçersiz")
  .regex(/^[A-Za-z0-9_-]+$/, "Bağlantı geçersiz");

/** POST /api/auth/verify-email: the token of the mailed link that proves the address. */
export const verifyEmailBodySchema = z.object({ token: mailToken });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** POST /api/auth/forgot: 'Şifremi unuttum?' with mail configured. */
export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /api/auth/reset: the mailed reset link's token and the new password. */
export const resetPasswordBodySchema = z.object({
  token: mailToken,
  password: z
    .string({ error: "Yeni şifre gerekli" })
    .min(PASSWORD_MIN, T.login.passwordTooShort)
    .max(PASSWORD_MAX, `Şifre en fazla ${PASSWORD_MAX} karakter olabilir`),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
