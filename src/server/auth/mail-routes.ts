/**
 * The mailed links' routes (ADR 028). Without mail configured (no SMTP_URL) they answer 404 and
 * 'Şifremi unuttum?' shows the spec's dialog.
 *
 *   POST /api/auth/verify-email   { token }            the link that proves the address
 *   POST /api/auth/forgot         { email }            the same answer whether or not it has an account
 *   POST /api/auth/reset          { token, password }  a new password; every session ends
 *   POST /api/account/verify-email                     signed in: send the proving link again
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { forgotPasswordBodySchema, resetPasswordBodySchema, verifyEmailBodySchema } from "@/shared/api/auth";
import { messageSchema } from "@/shared/api/fields";
import { byAddress } from "../http/client-address";
import { badRequest, notFound, tooManyRequests } from "../http/errors";
import { signedInUser } from "../http/route-guards";
import type { MailLinks } from "./mail-links";
import type { AuthRepository } from "./repository";

export const MAIL_MESSAGES = {
  disabled: "Şifre sıfırlama şu anda aktif değil.",
  verified: "E-posta adresin doğrulandı.",
  verifyInvalid: "Bu doğrulama bağlantısı geçersiz, süresi dolmuş ya da daha önce kullanılmış.",
  alreadyVerified: "E-posta adresin zaten doğrulanmış.",
  verifySent: "Doğrulama bağlantısını e-posta adresine gönderdik.",
  forgotSent:
    "Bu adrese kayıtlı bir hesap varsa şifre sıfırlama bağlantısını gönderdik. Gelen kutunu (ve istenmeyen e-postalar klasörünü) kontrol et.",
  resetInvalid:
    "Bu şifre sıfırlama bağlantısı geçersiz, süresi dolmuş ya da daha önce kullanılmış. Yeni bir bağlantı iste.",
  resetDone: "Şifren değişti ve bütün oturumların kapatıldı. Yeni şifrenle giriş yapabilirsin.",
  tooMany: "Çok fazla istek. Lütfen biraz sonra tekrar dene.",
} as const;

/** Requests per client address and hour (each typed address and account has its own limit too). */
export const FORGOT_LIMIT = { count: 10, windowMs: 3600_000 };
export const MAIL_TOKEN_LIMIT = { count: 30, windowMs: 3600_000 };

export interface MailRouteOptions {
  /** null: mail is not configured */
  links: MailLinks | null;
  repo: AuthRepository;
}

export async function mailRoutes(fastify: FastifyInstance, { links, repo }: MailRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const enabled = (): MailLinks => {
    if (!links) throw notFound(MAIL_MESSAGES.disabled);
    return links;
  };
  const limit = (name: string, l: { count: number; windowMs: number }) => ({
    name,
    ...l,
    key: byAddress,
    message: MAIL_MESSAGES.tooMany,
  });

  app.post(
    "/api/auth/verify-email",
    {
      config: { rateLimit: limit("mail-verify", MAIL_TOKEN_LIMIT) },
      schema: { body: verifyEmailBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      if (!(await enabled().verify(request.body.token))) throw badRequest(MAIL_MESSAGES.verifyInvalid);
      return { message: MAIL_MESSAGES.verified };
    },
  );

  app.post(
    "/api/auth/forgot",
    {
      config: { rateLimit: limit("mail-forgot", FORGOT_LIMIT) },
      schema: { body: forgotPasswordBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const result = await enabled().forgot(request.body.email);
      if (!result.allowed) throw tooManyRequests(MAIL_MESSAGES.tooMany, result.retryAfter);
      return { message: MAIL_MESSAGES.forgotSent };
    },
  );

  app.post(
    "/api/auth/reset",
    {
      config: { rateLimit: limit("mail-reset", MAIL_TOKEN_LIMIT) },
      schema: { body: resetPasswordBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      if (!(await enabled().reset(request.body.token, request.body.password))) {
        throw badRequest(MAIL_MESSAGES.resetInvalid);
      }
      return { message: MAIL_MESSAGES.resetDone };
    },
  );

  app.post(
    "/api/account/verify-email",
    { config: { auth: "user" }, schema: { response: { 200: messageSchema } } },
    async (request) => {
      const mail = enabled();
      const user = signedInUser(request);
      const row = await repo.findUserById(user.id);
      if (row?.emailVerifiedAt) return { message: MAIL_MESSAGES.alreadyVerified };
      const result = await mail.resendVerification(user);
      if (!result.allowed) throw tooManyRequests(MAIL_MESSAGES.tooMany, result.retryAfter);
      return { message: MAIL_MESSAGES.verifySent };
    },
  );
}
