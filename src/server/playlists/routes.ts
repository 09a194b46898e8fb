/**
 * POST /api/spotify/tracks and POST /api/youtube/tracks (spec section 7): thin handlers over the
 * playlist service, for signed-in people only. Whether YouTube is configured reaches the client
 * through /api/config.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  playlistTracksResponseSchema,
  spotifyTracksBodySchema,
  youtubeTracksBodySchema,
} from "@/shared/api/playlists";
import { byAddress, type RouteGuards, TOO_MANY_FROM_ADDRESS } from "../http/route-guards";
import { PLAYLIST_MESSAGES as M } from "./messages";
import type { PlaylistService } from "./service";

export interface PlaylistRouteOptions {
  service: PlaylistService;
}

/** Per user: each load may cost provider calls and YouTube quota. */
export const PLAYLIST_LOAD_LIMIT = { count: 30, windowMs: 10 * 60_000 };
/** Accounts are free, so an address has a budget too. */
export const PLAYLIST_ADDRESS_LIMIT = { count: 90, windowMs: 10 * 60_000 };

// Checked on arrival, before the body: a signed-out caller gets 401 whatever it sent, and every
// attempt counts against the limit.
const guards: RouteGuards = {
  auth: "user",
  checkAt: "onRequest",
  rateLimit: [
    { name: "playlist", ...PLAYLIST_LOAD_LIMIT, message: M.tooManyLoads },
    { name: "playlist-address", ...PLAYLIST_ADDRESS_LIMIT, key: byAddress, message: TOO_MANY_FROM_ADDRESS },
  ],
};

export async function playlistRoutes(fastify: FastifyInstance, { service }: PlaylistRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/spotify/tracks",
    {
      config: guards,
      schema: { body: spotifyTracksBodySchema, response: { 200: playlistTracksResponseSchema } },
    },
    async (request) => service.spotifyTracks(request.body.urlOrId),
  );

  app.post(
    "/api/youtube/tracks",
    {
      config: guards,
      schema: { body: youtubeTracksBodySchema, response: { 200: playlistTracksResponseSchema } },
    },
    async (request) => service.youtubeTracks(request.body.urlOrId),
  );
}
