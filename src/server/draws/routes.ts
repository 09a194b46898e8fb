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
import { requireThemeAllowed, requireUser } from "../auth/guards";
import { notFound, tooManyRequests } from "../http/errors";
import { hostAllowed } from "../http/outbound";
import type { RateLimiter } from "../http/rate-limit";
import { type DrawRepository, toSavedDraw } from "./repository";

export const DRAW_NOT_FOUND = "Fal bulunamadı";
const idParams = z.object({ id: z.string().max(100) });

export const DRAW_SAVE_LIMIT = { count: 60, windowMs: 10 * 60_000 };
const TOO_MANY_DRAWS = "Çok fazla fal kaydı isteği. Lütfen biraz sonra tekrar deneyin.";

/** Music pages a shared draw may link to; anything else is dropped rather than shown. */
const EXTERNAL_HOSTS = [
  "open.spotify.com",
  "www.youtube.com",
  "youtube.com",
  "music.youtube.com",
  "youtu.be",
  "www.deezer.com",
  "deezer.com",
  "music.apple.com",
  "tidal.com",
  "soundcloud.com",
];

export interface DrawRouteOptions {
  repo: DrawRepository;
  rateLimiter: RateLimiter;
  /** covers and previews of a saved draw must come from these hosts (they are shown publicly) */
  mediaHosts: readonly string[];
}

export async function drawRoutes(
  fastify: FastifyInstance,
  { repo, rateLimiter, mediaHosts }: DrawRouteOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const allowedUrl = (value: string | null, hosts: readonly string[], httpsOnly = false) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      if (httpsOnly && url.protocol !== "https:") return null;
      return hostAllowed(url, hosts) ? value : null;
    } catch {
      return null;
    }
  };

  app.post(
    "/api/draws",
    { schema: { body: createDrawBodySchema, response: { 201: createDrawResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      requireThemeAllowed(user, body.theme);
      const limit = await rateLimiter.hit(`draw:${user.id}`, DRAW_SAVE_LIMIT.count, DRAW_SAVE_LIMIT.windowMs);
      if (!limit.allowed) throw tooManyRequests(TOO_MANY_DRAWS, limit.retryAfterSeconds);
      // A draw is shown to anyone with its link: links and media must point where we expect.
      const row = await repo.insert({
        ...body,
        trackImage: allowedUrl(body.trackImage, mediaHosts),
        trackPreviewUrl: allowedUrl(body.trackPreviewUrl, mediaHosts),
        trackExternalUrl: allowedUrl(body.trackExternalUrl, EXTERNAL_HOSTS, true),
        userId: user.id,
      });
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
    async (request) => {
      const user = requireUser(request);
      return (await repo.listFavorites(user.id, FAVORITES_LIST_LIMIT)).map(toSavedDraw);
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
      const draw = await repo.findPublic(request.params.id);
      if (!draw) throw notFound(DRAW_NOT_FOUND);
      reply.header("cache-control", "public, max-age=60");
      return draw;
    },
  );
}
