/**
 * A person's figures: the latest draws, the most drawn tracks, and the detailed statistics
 * (Premium, ADR 018). Read-only projections of the owner's draws; their caches follow the draws'
 * events (analytics/repository.ts, draws/repository.ts).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { savedDrawSchema } from "@/shared/api/draws";
import { detailedStatsSchema, statsSchema } from "@/shared/api/stats";
import { POPULAR_TRACKS_LIMIT, RECENT_LIST_LIMIT } from "@/shared/limits";
import { T } from "@/shared/texts";
import { type DrawRepository, toSavedDraw } from "../draws/repository";
import { signedInUser } from "../http/route-guards";
import type { StatsRepository } from "./repository";

export interface AnalyticsRouteOptions {
  draws: DrawRepository;
  stats: StatsRepository;
  now?: () => Date;
}

export async function analyticsRoutes(
  fastify: FastifyInstance,
  { draws: repo, stats, now = () => new Date() }: AnalyticsRouteOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/analytics/recent",
    { config: { auth: "user" }, schema: { response: { 200: z.array(savedDrawSchema) } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const [rows, counts] = await Promise.all([
        repo.listRecent(user.id, RECENT_LIST_LIMIT),
        repo.count(user.id),
      ]);
      reply.header("x-total-count", String(counts.all));
      return rows.map(toSavedDraw);
    },
  );

  app.get(
    "/api/analytics/stats",
    { config: { auth: "user" }, schema: { response: { 200: statsSchema } } },
    async (request) => ({
      popularTracks: await repo.popularTracks(signedInUser(request).id, POPULAR_TRACKS_LIMIT),
    }),
  );

  app.get(
    "/api/analytics/detailed",
    {
      config: { auth: "premium", premiumMessage: T.stats.premiumOnly },
      schema: { response: { 200: detailedStatsSchema } },
    },
    async (request) => {
      return stats.detailedCached(signedInUser(request).id, now());
    },
  );
}
