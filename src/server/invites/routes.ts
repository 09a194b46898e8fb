import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  friendAnswerBodySchema,
  friendAnswerSchema,
  friendInviteBodySchema,
  friendInviteCreatedSchema,
  friendInviteViewSchema,
} from "@/shared/api/invites";
import { byAddress, signedInUser } from "../http/route-guards";
import { INVITE_MESSAGES as M } from "./messages";
import type { InviteService } from "./service";

const tokenParams = z.object({ token: z.string().max(100) });

/** A person makes at most this many links in 10 minutes; a friend's address answers at most this many. */
export const INVITE_CREATE_LIMIT = { count: 20, windowMs: 10 * 60_000 };
export const INVITE_ANSWER_LIMIT = { count: 20, windowMs: 10 * 60_000 };

export async function inviteRoutes(fastify: FastifyInstance, { service }: { service: InviteService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/invites",
    {
      config: {
        auth: "user",
        checkAt: "onRequest",
        rateLimit: { name: "invite", ...INVITE_CREATE_LIMIT, message: M.tooManyInvites },
      },
      schema: { body: friendInviteBodySchema, response: { 201: friendInviteCreatedSchema } },
    },
    async (request, reply) => {
      const { token, expiresAt } = await service.create(signedInUser(request), request.body);
      reply.header("cache-control", "no-store");
      return reply.status(201).send({ token, expiresAt: expiresAt.toISOString() });
    },
  );

  app.get(
    "/api/invites/:token",
    { schema: { params: tokenParams, response: { 200: friendInviteViewSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.view(request.params.token);
    },
  );

  app.post(
    "/api/invites/:token/answer",
    {
      config: {
        rateLimit: {
          name: "invite-answer",
          ...INVITE_ANSWER_LIMIT,
          key: byAddress,
          message: M.tooManyAnswers,
        },
      },
      schema: { params: tokenParams, body: friendAnswerBodySchema, response: { 200: friendAnswerSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.answer(request.params.token, request.body);
    },
  );
}
