import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { loginBodySchema, registerBodySchema, userSchema } from "@/shared/api/auth";
import { messageSchema } from "@/shared/api/fields";
import { T } from "@/shared/texts";
import { byAddress } from "../http/client-address";
import { conflict, unauthorized } from "../http/errors";
import { signedInUser } from "../http/route-guards";
import type { LoginLimits } from "./login-limits";
import type { MailLinks } from "./mail-links";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import type { AuthRepository } from "./repository";
import { toUser } from "./repository";
import type { Sessions } from "./sessions";

export const EMAIL_TAKEN_MESSAGE = "Bu e-posta adresiyle kayıtlı bir hesap zaten var";
export const LOGIN_FAILED_MESSAGE = T.login.loginFailed;
export const REGISTER_LIMIT = { count: 50, windowMs: 3600_000 };
const TOO_MANY_SIGNUPS = "Çok fazla kayıt denemesi. Lütfen biraz sonra tekrar dene.";

export interface AuthRouteOptions {
  repo: AuthRepository;
  sessions: Sessions;
  /** sign-in attempts are counted here before the password is checked (login-limits.ts) */
  loginLimits: LoginLimits;
  /** with mail configured, sign-up mails a link that proves the address (ADR 028) */
  mailLinks?: MailLinks | null;
  now?: () => Date;
}

export async function authRoutes(
  fastify: FastifyInstance,
  { repo, sessions, loginLimits, mailLinks, now = () => new Date() }: AuthRouteOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/auth/register",
    {
      config: {
        rateLimit: {
          name: "register",
          ...REGISTER_LIMIT,
          key: byAddress,
          message: TOO_MANY_SIGNUPS,
        },
      },
      schema: { body: registerBodySchema, response: { 201: userSchema } },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      const inserted = await repo.insertUser({
        email,
        passwordHash: await hashPassword(password),
        firstName: firstName ?? null,
        lastName: lastName ?? null,
      });
      if (!inserted) throw conflict(EMAIL_TAKEN_MESSAGE);
      await sessions.start(reply, inserted.id);
      await mailLinks?.sendVerification(inserted);
      return reply.status(201).send(toUser(inserted));
    },
  );

  app.post(
    "/api/auth/login",
    { schema: { body: loginBodySchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const admission = await loginLimits.admit(request, email);
      const found = await repo.findUserByEmail(email, now());
      const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!found || !ok) throw unauthorized(LOGIN_FAILED_MESSAGE);
      await loginLimits.succeeded(admission, request, reply, found.id);
      await sessions.start(reply, found.id);
      return toUser(found);
    },
  );

  app.post("/api/auth/logout", { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await sessions.end(request, reply);
    return { message: "Çıkış yapıldı" };
  });

  app.get(
    "/api/auth/user",
    { config: { auth: "user" }, schema: { response: { 200: userSchema } } },
    async (request) => signedInUser(request),
  );
}
