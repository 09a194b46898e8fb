/** The profile page's API (/api/account/…); every route is the signed-in user's own account. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountExportSchema,
  accountSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  reauthBodySchema,
  revokeSessionsResponseSchema,
  updateAccountBodySchema,
} from "@/shared/api/account";
import { userSchema } from "@/shared/api/auth";
import { messageSchema } from "@/shared/api/fields";
import { isSignInProvider } from "@/shared/sign-in";
import type { Sessions } from "../auth/sessions";
import { notFound } from "../http/errors";
import { signedInUser } from "../http/route-guards";
import { type AccountService, ACCOUNT_MESSAGES as M, type SessionFacts } from "./service";

const sessionOf = (request: FastifyRequest): SessionFacts => ({
  id: request.sessionId,
  authenticatedAt: request.authenticatedAt,
});

/** Guesses of the current password (changing it, deleting the account) per account. */
export const PASSWORD_CHECK_LIMIT = { count: 10, windowMs: 15 * 60_000 };

export interface AccountRouteOptions {
  service: AccountService;
  sessions: Sessions;
  now?: () => Date;
}

export async function accountRoutes(
  fastify: FastifyInstance,
  { service, sessions, now }: AccountRouteOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const passwordLimit = (name: string) => ({ name, ...PASSWORD_CHECK_LIMIT, message: M.tooManyAttempts });

  app.get(
    "/api/account",
    { config: { auth: "user" }, schema: { response: { 200: accountSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.get(signedInUser(request), sessionOf(request));
    },
  );

  app.patch(
    "/api/account",
    { config: { auth: "user" }, schema: { body: updateAccountBodySchema, response: { 200: userSchema } } },
    async (request) => service.updateNames(signedInUser(request), request.body),
  );

  app.post(
    "/api/account/password",
    {
      config: { auth: "user", rateLimit: passwordLimit("account-password") },
      schema: { body: changePasswordBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const message = await service.changePassword(
        signedInUser(request),
        sessionOf(request),
        currentPassword,
        newPassword,
      );
      return { message };
    },
  );

  app.delete(
    "/api/account/sessions/:id",
    {
      config: { auth: "user" },
      schema: { params: z.object({ id: z.string().max(100) }), response: { 200: messageSchema } },
    },
    async (request, reply) => {
      const wasCurrent = await service.endSession(
        signedInUser(request),
        request.params.id,
        request.sessionId,
      );
      if (wasCurrent) sessions.clearCookie(reply);
      return { message: M.sessionEnded };
    },
  );

  app.post(
    "/api/account/sessions/revoke-others",
    { config: { auth: "user" }, schema: { response: { 200: revokeSessionsResponseSchema } } },
    async (request) => {
      const count = await service.endOtherSessions(signedInUser(request), request.sessionId);
      return { message: M.othersEnded(count), count };
    },
  );

  app.delete(
    "/api/account/methods/:provider",
    {
      config: { auth: "user" },
      schema: { params: z.object({ provider: z.string().max(20) }), response: { 200: messageSchema } },
    },
    async (request) => {
      const { provider } = request.params;
      if (!isSignInProvider(provider)) throw notFound(M.methodMissing);
      await service.unlink(signedInUser(request), sessionOf(request), provider);
      return { message: M.methodUnlinked };
    },
  );

  app.get(
    "/api/account/export",
    { config: { auth: "user" }, schema: { response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const data = await service.export(signedInUser(request), sessionOf(request));
      const date = (now?.() ?? new Date()).toISOString().slice(0, 10);
      reply.header("cache-control", "no-store");
      reply.header("content-disposition", `attachment; filename="sarki-fali-verilerim-${date}.json"`);
      return data;
    },
  );

  app.delete(
    "/api/account",
    {
      config: { auth: "user", rateLimit: passwordLimit("account-delete") },
      schema: { body: deleteAccountBodySchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      await service.deleteAccount(signedInUser(request), sessionOf(request), request.body);
      sessions.clearCookie(reply);
      return { message: M.deleted };
    },
  );

  app.post(
    "/api/account/reauth",
    {
      config: { auth: "user", rateLimit: passwordLimit("account-reauth") },
      schema: { body: reauthBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await service.reauthenticate(signedInUser(request), request.body.password);
      await sessions.markAuthenticated(request);
      return { message: M.reauthenticated };
    },
  );
}
