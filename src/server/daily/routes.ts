import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dailySongSchema, saveDailyBodySchema, saveDailyResponseSchema } from "@/shared/api/daily";
import { byAddress, signedInUser, TOO_MANY_FROM_ADDRESS } from "../http/route-guards";
import { DAILY_MESSAGES as M } from "./messages";
import type { DailyService } from "./service";

export interface DailyRouteOptions {
  service: DailyService;
}

/**
 * Asks of the song of the day per person, and per address. Only the first ask of a day does work
 * (a list loaded, a comment written); the rest read one row.
 */
export const DAILY_READ_LIMIT = { count: 60, windowMs: 10 * 60_000 };
export const DAILY_READ_ADDRESS_LIMIT = { count: 300, windowMs: 10 * 60_000 };
export const DAILY_SAVE_LIMIT = { count: 30, windowMs: 10 * 60_000 };

export async function dailyRoutes(fastify: FastifyInstance, { service }: DailyRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/daily",
    {
      config: {
        auth: "user",
        checkAt: "onRequest",
        rateLimit: [
          { name: "daily", ...DAILY_READ_LIMIT, message: M.tooMany },
          {
            name: "daily-address",
            ...DAILY_READ_ADDRESS_LIMIT,
            key: byAddress,
            message: TOO_MANY_FROM_ADDRESS,
          },
        ],
      },
      schema: { response: { 200: dailySongSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.today(signedInUser(request));
    },
  );

  app.post(
    "/api/daily/save",
    {
      config: {
        auth: "user",
        checkAt: "onRequest",
        rateLimit: { name: "daily-save", ...DAILY_SAVE_LIMIT, message: M.tooManySaves },
      },
      schema: {
        body: saveDailyBodySchema,
        response: { 200: saveDailyResponseSchema, 201: saveDailyResponseSchema },
      },
    },
    async (request, reply) => {
      const saved = await service.save(signedInUser(request), request.body.date);
      reply.header("cache-control", "no-store");
      return reply.status(saved.created ? 201 : 200).send({ id: saved.id, date: saved.date });
    },
  );
}
