/**
 * POST /api/spotify/tracks and POST /api/youtube/tracks (spec section 7): thin handlers over the
 * playlist service. Signed-in people only; GET /api/youtube/status is public so the home card
 * can say YouTube is not configured before anyone types.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { trackSchema } from "@/shared/api";
import { requireUser } from "../auth/guards";
import { tooManyRequests } from "../http/errors";
import type { RateLimiter } from "../http/rate-limit";
import { PLAYLIST_MESSAGES as M } from "./messages";
import type { PlaylistService } from "./service";

export const URL_OR_ID_MAX = 500;

const bodySchema = (blankMessage: string) =>
  z.object({
    urlOrId: z.string({ error: blankMessage }).trim().min(1, blankMessage).max(URL_OR_ID_MAX, M.urlTooLong),
  });

export const spotifyTracksBodySchema = bodySchema(M.spotifyBlank);
export const youtubeTracksBodySchema = bodySchema(M.youtubeBlank);

export const playlistTracksResponseSchema = z.object({
  id: z.string(),
  tracks: z.array(trackSchema),
});
export type PlaylistTracksResponse = z.infer<typeof playlistTracksResponseSchema>;

export const youtubeStatusResponseSchema = z.object({ configured: z.boolean() });

export interface PlaylistRouteOptions {
  service: PlaylistService;
  /** per-user limit on loads: each may cost provider calls and YouTube quota */
  rateLimiter?: RateLimiter;
}

export const PLAYLIST_LOAD_LIMIT = { count: 30, windowMs: 10 * 60_000 };
const TOO_MANY_LOADS = "Çok fazla playlist yükleme isteği. Lütfen birkaç dakika sonra tekrar deneyin.";

export async function playlistRoutes(
  fastify: FastifyInstance,
  { service, rateLimiter }: PlaylistRouteOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The session hook (app-level onRequest) has run by now; checking here, before body validation,
  // gives a signed-out caller 401 whatever the body.
  const signedIn = async (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!rateLimiter) return;
    const limit = await rateLimiter.hit(
      `playlist:${user.id}`,
      PLAYLIST_LOAD_LIMIT.count,
      PLAYLIST_LOAD_LIMIT.windowMs,
    );
    if (!limit.allowed) throw tooManyRequests(TOO_MANY_LOADS, limit.retryAfterSeconds);
  };

  app.post(
    "/api/spotify/tracks",
    {
      onRequest: signedIn,
      schema: { body: spotifyTracksBodySchema, response: { 200: playlistTracksResponseSchema } },
    },
    async (request) => service.spotifyTracks(request.body.urlOrId),
  );

  app.post(
    "/api/youtube/tracks",
    {
      onRequest: signedIn,
      schema: { body: youtubeTracksBodySchema, response: { 200: playlistTracksResponseSchema } },
    },
    async (request) => service.youtubeTracks(request.body.urlOrId),
  );

  app.get(
    "/api/youtube/status",
    { schema: { response: { 200: youtubeStatusResponseSchema } } },
    async () => ({
      configured: service.youtubeConfigured,
    }),
  );
}
