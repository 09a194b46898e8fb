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
import { tooManyRequests } from "../http/errors";
import type { RateLimiter } from "../http/rate-limit";
import { byAddress, signedInUser, TOO_MANY_FROM_ADDRESS } from "../http/route-guards";
import { PLAYLIST_MESSAGES } from "../playlists/messages";
import { PLAYLIST_ADDRESS_LIMIT, PLAYLIST_LOAD_LIMIT } from "../playlists/routes";
import { INVITE_MESSAGES as M } from "./messages";
import type { InviteService } from "./service";

export interface InviteRouteOptions {
  service: InviteService;
  /** null: limits not enforced (a bare app in a unit test) */
  rateLimiter: RateLimiter | null;
}

const tokenParams = z.object({ token: z.string().max(100) });

/** A person makes at most this many links in 10 minutes; a friend's address answers at most this many. */
export const INVITE_CREATE_LIMIT = { count: 20, windowMs: 10 * 60_000 };
export const INVITE_ANSWER_LIMIT = { count: 20, windowMs: 10 * 60_000 };
/** Links made from one address (ADR 033, review N4): accounts are free, an address is not. */
export const INVITE_CREATE_ADDRESS_LIMIT = { count: 60, windowMs: 10 * 60_000 };

export async function inviteRoutes(fastify: FastifyInstance, { service, rateLimiter }: InviteRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/invites",
    {
      config: {
        auth: "user",
        checkAt: "onRequest",
        rateLimit: [
          { name: "invite", ...INVITE_CREATE_LIMIT, message: M.tooManyInvites },
          {
            name: "invite-address",
            ...INVITE_CREATE_ADDRESS_LIMIT,
            key: byAddress,
            message: TOO_MANY_FROM_ADDRESS,
          },
        ],
      },
      schema: { body: friendInviteBodySchema, response: { 201: friendInviteCreatedSchema } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // A link made from a Spotify or YouTube list loads that list as the playlist routes do, so it
      // is one of the person's and the address's playlist loads (the same counters, review N4).
      if (rateLimiter && request.body.sourceType !== "ready") {
        for (const [key, { count, windowMs }, message] of [
          [`playlist:${user.id}`, PLAYLIST_LOAD_LIMIT, PLAYLIST_MESSAGES.tooManyLoads],
          [`playlist-address:${byAddress(request)}`, PLAYLIST_ADDRESS_LIMIT, TOO_MANY_FROM_ADDRESS],
        ] as const) {
          const limit = await rateLimiter.hit(key, count, windowMs);
          if (!limit.allowed) throw tooManyRequests(message, limit.retryAfterSeconds);
        }
      }
      const { token, expiresAt } = await service.create(user, request.body);
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
