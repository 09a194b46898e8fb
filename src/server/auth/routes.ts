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
const TOO_MANY_SIGNUPS = "Çok fazla kayıt denemesi. Lütfen biraz sonra tekrar deneyin.";

export interface AuthRouteOptions {
  repo: AuthRepository;
  sessions: Sessions;
  rateLimiter: RateLimiter;
}

export async function authRoutes(
  fastify: FastifyInstance,
  { repo, sessions, rateLimiter }: AuthRouteOptions,
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
      await sessions.start(reply, row.id);
      return reply.status(201).send(toUser(row));
    },
  );

  app.post(
    "/api/auth/login",
    { schema: { body: loginBodySchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      // Per address and per account, so neither guessing many passwords for one account nor
      // one password across many accounts goes fast.
      const [byIp, byEmail] = await Promise.all([
        rateLimiter.hit(`login-ip:${request.ip}`, 50, 15 * 60_000),
        rateLimiter.hit(`login-email:${email}`, 10, 15 * 60_000),
      ]);
      if (!byIp.allowed || !byEmail.allowed) {
        throw tooManyRequests(TOO_MANY_LOGINS, Math.max(byIp.retryAfterSeconds, byEmail.retryAfterSeconds));
      }
      const row = await repo.findUserByEmail(email);
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!row || !ok) throw unauthorized(LOGIN_FAILED_MESSAGE);
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
