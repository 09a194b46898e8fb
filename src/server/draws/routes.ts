import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createDrawBodySchema,
  createDrawResponseSchema,
  FAVORITES_LIST_LIMIT,
  POPULAR_TRACKS_LIMIT,
  publicDrawSchema,
  RECENT_LIST_LIMIT,
  savedDrawSchema,
  statsSchema,
} from "@/shared/api";
import { isPremiumTheme } from "@/shared/themes";
import { PREMIUM_ONLY_MESSAGE, requireUser } from "../auth/guards";
import { HttpError, notFound } from "../http/errors";
import { type DrawRepository, toPublicDraw, toSavedDraw } from "./repository";

export const DRAW_NOT_FOUND = "Fal bulunamadı";
const idParams = z.object({ id: z.string().max(100) });

export async function drawRoutes(fastify: FastifyInstance, { repo }: { repo: DrawRepository }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/draws",
    { schema: { body: createDrawBodySchema, response: { 201: createDrawResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      if (isPremiumTheme(body.theme) && !user.isPremium) throw new HttpError(403, PREMIUM_ONLY_MESSAGE);
      const row = await repo.insert({ ...body, userId: user.id });
      return reply.status(201).send({ id: row.id });
    },
  );

  app.get(
    "/api/analytics/recent",
    { schema: { response: { 200: z.array(savedDrawSchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const [rows, counts] = await Promise.all([
        repo.listRecent(user.id, RECENT_LIST_LIMIT),
        repo.count(user.id),
      ]);
      reply.header("x-total-count", String(counts.all));
      return rows.map(toSavedDraw);
    },
  );

  app.get(
    "/api/draws/favorites",
    { schema: { response: { 200: z.array(savedDrawSchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const [rows, counts] = await Promise.all([
        repo.listFavorites(user.id, FAVORITES_LIST_LIMIT),
        repo.count(user.id),
      ]);
      reply.header("x-total-count", String(counts.favorites));
      return rows.map(toSavedDraw);
    },
  );

  app.get("/api/analytics/stats", { schema: { response: { 200: statsSchema } } }, async (request) => {
    const user = requireUser(request);
    return { popularTracks: await repo.popularTracks(user.id, POPULAR_TRACKS_LIMIT) };
  });

  app.patch(
    "/api/draws/:id/favorite",
    { schema: { params: idParams, response: { 200: savedDrawSchema } } },
    async (request) => {
      const user = requireUser(request);
      // Someone else's draw answers exactly like a draw that does not exist.
      const row = await repo.toggleFavorite(user.id, request.params.id);
      if (!row) throw notFound(DRAW_NOT_FOUND);
      return toSavedDraw(row);
    },
  );

  app.get(
    "/api/draws/:id",
    { schema: { params: idParams, response: { 200: publicDrawSchema } } },
    async (request, reply) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound(DRAW_NOT_FOUND);
      reply.header("cache-control", "public, max-age=60");
      return toPublicDraw(row);
    },
  );
}
