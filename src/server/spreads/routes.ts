import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createSpreadBodySchema, spreadAnswerSchema } from "@/shared/api/spreads";
import { T } from "@/shared/texts";
import { requirePublishable } from "../fortune/published-text";
import { COMMENT_ADDRESS_LIMIT, COMMENT_LIMIT, TOO_MANY_COMMENTS } from "../fortune/routes";
import { byAddress, signedInUser, TOO_MANY_FROM_ADDRESS } from "../http/route-guards";
import type { SpreadService } from "./service";

export interface SpreadRouteOptions {
  service: SpreadService;
}

export async function spreadRoutes(fastify: FastifyInstance, { service }: SpreadRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/spreads",
    {
      config: {
        // Premium, checked before the body is read: a free account gets 403 whatever it sent,
        // and spends nothing of its comment budget.
        auth: "premium",
        premiumMessage: T.spread.premiumOnly,
        checkAt: "onRequest",
        // A spread is one comment: the same counters as /api/comment (the names share them).
        rateLimit: [
          { name: "comment", ...COMMENT_LIMIT, message: TOO_MANY_COMMENTS, exposeRemaining: true },
          {
            name: "comment-address",
            ...COMMENT_ADDRESS_LIMIT,
            key: byAddress,
            message: TOO_MANY_FROM_ADDRESS,
          },
        ],
      },
      schema: {
        body: createSpreadBodySchema,
        response: { 200: spreadAnswerSchema, 201: spreadAnswerSchema },
      },
    },
    async (request, reply) => {
      requirePublishable(
        request.body.cards.map((card) => card.track),
        request.body.hint,
      );
      const { answer, created, source } = await service.create(signedInUser(request), request.body);
      reply.header("x-comment-source", source);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );
}
