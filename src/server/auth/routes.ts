import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { loginBodySchema, messageSchema, registerBodySchema, userSchema } from "@/shared/api";
import { conflict, tooManyRequests, unauthorized } from "../http/errors";
import type { RateLimiter } from "../http/rate-limit";
import { requireUser } from "./guards";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import type { AuthRepository } from "./repository";
import { toUser } from "./repository";
import type { Sessions } from "./sessions";

export const EMAIL_TAKEN_MESSAGE = "Bu email adresiyle kayıtlı bir hesap zaten var";
export const LOGIN_FAILED_MESSAGE = "Email veya şifre yanlış";
const TOO_MANY_LOGINS = "Çok fazla başarısız giriş denemesi. Lütfen biraz sonra tekrar deneyin.";
export const LOGIN_LIMITS = {
  accountAndAddress: { count: 10, windowMs: 15 * 60_000 },
  account: { count: 50, windowMs: 15 * 60_000 },
  address: { count: 100, windowMs: 15 * 60_000 },
};
const TOO_MANY_SIGNUPS = "Çok fazla kayıt denemesi. Lütfen biraz sonra tekrar deneyin.";

export interface AuthRouteOptions {
  repo: AuthRepository;
  sessions: Sessions;
  rateLimiter: RateLimiter;
  /** PREMIUM_EMAILS: exact emails or "*@domain" */
  premiumEmails?: readonly string[];
}

export function grantedPremium(email: string, entries: readonly string[] = []): boolean {
  return entries.some((e) => (e.startsWith("*@") ? email.endsWith(e.slice(1)) : e === email));
}

export async function authRoutes(
  fastify: FastifyInstance,
  { repo, sessions, rateLimiter, premiumEmails }: AuthRouteOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/auth/register",
    { schema: { body: registerBodySchema, response: { 201: userSchema } } },
    async (request, reply) => {
      const limit = await rateLimiter.hit(`register:${request.ip}`, 50, 3600_000);
      if (!limit.allowed) throw tooManyRequests(TOO_MANY_SIGNUPS, limit.retryAfterSeconds);
      const { email, password, firstName, lastName } = request.body;
      const row = await repo.insertUser({
        email,
        passwordHash: await hashPassword(password),
        firstName: firstName ?? null,
        lastName: lastName ?? null,
      });
      if (!row) throw conflict(EMAIL_TAKEN_MESSAGE);
      if (grantedPremium(row.email, premiumEmails)) {
        await repo.setPremium(row.id, true);
        row.isPremium = true;
      }
      await sessions.start(reply, row.id);
      return reply.status(201).send(toUser(row));
    },
  );

  app.post(
    "/api/auth/login",
    { schema: { body: loginBodySchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      // Only failures count against an account, and per account and address, so a stranger
      // cannot lock someone out by guessing; a looser per-account cap slows guessing spread over
      // many addresses, and a per-address cap slows one password tried across many accounts.
      const keys = [
        { key: `login-fail:${email}:${request.ip}`, ...LOGIN_LIMITS.accountAndAddress },
        { key: `login-fail:${email}`, ...LOGIN_LIMITS.account },
        { key: `login-fail-ip:${request.ip}`, ...LOGIN_LIMITS.address },
      ];
      const checks = await Promise.all(keys.map((k) => rateLimiter.peek(k.key, k.count, k.windowMs)));
      const blocked = checks.filter((c) => !c.allowed);
      if (blocked.length > 0) {
        throw tooManyRequests(TOO_MANY_LOGINS, Math.max(...blocked.map((c) => c.retryAfterSeconds)));
      }
      const row = await repo.findUserByEmail(email);
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!row || !ok) {
        await Promise.all(keys.map((k) => rateLimiter.hit(k.key, k.count, k.windowMs)));
        throw unauthorized(LOGIN_FAILED_MESSAGE);
      }
      if (!row.isPremium && grantedPremium(row.email, premiumEmails)) {
        await repo.setPremium(row.id, true);
        row.isPremium = true;
      }
      await sessions.start(reply, row.id);
      return toUser(row);
    },
  );

  app.post("/api/auth/logout", { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await sessions.end(request, reply);
    return { message: "Çıkış yapıldı" };
  });

  app.get("/api/auth/user", { schema: { response: { 200: userSchema } } }, async (request) => {
    return requireUser(request);
  });
}
