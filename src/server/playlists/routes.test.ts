import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeSpotify,
  fakeSpotifyPlaylistId,
  SPOTIFY_FIXTURE_PLAYLIST_ID,
  startSpotifyFake,
} from "../../../tests/fakes/spotify";
import {
  type FakeYoutube,
  startYoutubeFake,
  YOUTUBE_FIXTURE_PLAYLIST_ID,
} from "../../../tests/fakes/youtube";
import { testConfig } from "../../../tests/support/config";
import { recordingLogger } from "../../../tests/support/logging";
import { testOutbound } from "../../../tests/support/outbound";
import { authGuards } from "../auth/guards";
import { errorHandler } from "../http/errors";
import { registerRouteGuards } from "../http/route-guards";
import { PLAYLIST_MESSAGES as M } from "./messages";
import { playlistRoutes } from "./routes";
import { createPlaylistService } from "./service";

let spotify: FakeSpotify;
let youtube: FakeYoutube;
beforeAll(async () => {
  [spotify, youtube] = await Promise.all([startSpotifyFake(), startYoutubeFake()]);
});
afterAll(async () => {
  await Promise.all([spotify.close(), youtube.close()]);
});
beforeEach(() => {
  spotify.reset();
  youtube.reset();
});

const user = {
  id: "u1",
  email: "ayse@example.com",
  firstName: "Ayşe",
  lastName: null,
  profileImageUrl: null,
  isPremium: false,
};

/**
 * A bare app: the zod type provider, the real error handler, the route guards (without rate
 * limits) and a stand-in for the session hook.
 */
async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (request) => {
    request.user = request.headers["x-test-user"] === "yes" ? user : null;
  });
  registerRouteGuards(app, { rateLimiter: null, auth: authGuards });
  const service = createPlaylistService({
    config: testConfig({ ...spotify.env(), ...youtube.env(), ...env }),
    outbound: testOutbound([spotify.host, youtube.host]),
    log: recordingLogger(),
    requestTimeoutMs: 300,
  });
  await app.register(playlistRoutes, { service });
  await app.ready();
  return app;
}

const signedIn = { "x-test-user": "yes" };

describe("playlist routes", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("POST /api/spotify/tracks answers { id, tracks }", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/spotify/tracks",
      headers: signedIn,
      payload: { urlOrId: `https://open.spotify.com/playlist/${SPOTIFY_FIXTURE_PLAYLIST_ID}?si=x` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(SPOTIFY_FIXTURE_PLAYLIST_ID);
    expect(body.tracks).toHaveLength(10);
    expect(body.tracks[0]).toEqual({
      id: "4u7EnebtmKWzUH433cf5Qv",
      title: "Gidiyorum",
      artist: "Sezen Aksu",
      image: "https://i.scdn.co/image/ab67706f00000002cover640",
      previewUrl: "https://p.scdn.co/mp3-preview/4u7enebtmkwzuh433cf5qv00",
      externalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
      durationMs: 243000,
    });
  });

  it("POST /api/youtube/tracks answers { id, tracks }", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/youtube/tracks",
      headers: signedIn,
      payload: { urlOrId: `https://www.youtube.com/playlist?list=${YOUTUBE_FIXTURE_PLAYLIST_ID}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(YOUTUBE_FIXTURE_PLAYLIST_ID);
    expect(res.json().tracks).toHaveLength(5);
  });

  it.each(["/api/spotify/tracks", "/api/youtube/tracks"])("%s is for signed-in people only", async (url) => {
    for (const payload of [{ urlOrId: SPOTIFY_FIXTURE_PLAYLIST_ID }, {}]) {
      const res = await app.inject({ method: "POST", url, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Bu işlem için giriş yapmalısın" });
    }
    expect(spotify.requests).toHaveLength(0);
  });

  it.each([
    ["/api/spotify/tracks", { urlOrId: "   " }, M.spotifyBlank],
    ["/api/spotify/tracks", {}, M.spotifyBlank],
    ["/api/spotify/tracks", { urlOrId: 42 }, M.spotifyBlank],
    ["/api/spotify/tracks", { urlOrId: "x".repeat(501) }, M.urlTooLong],
    [
      "/api/spotify/tracks",
      { urlOrId: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv" },
      M.spotifyTrackLink,
    ],
    ["/api/youtube/tracks", { urlOrId: "" }, M.youtubeBlank],
    ["/api/youtube/tracks", {}, M.youtubeBlank],
    [
      "/api/youtube/tracks",
      { urlOrId: "https://www.youtube.com/watch?v=x&list=RDxxxxxxxxxxxx" },
      M.youtubeMix,
    ],
  ])("%s with %j -> 400 %j", async (url, payload, message) => {
    const res = await app.inject({ method: "POST", url, headers: signedIn, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it("turns a provider failure into 502 { message } without internals", async () => {
    spotify.set({ embedShapeChanged: true });
    const res = await app.inject({
      method: "POST",
      url: "/api/spotify/tracks",
      headers: signedIn,
      payload: { urlOrId: fakeSpotifyPlaylistId(5, "changed") },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: "Playlist yüklenemedi" });
  });

  it("answers 404 for an unknown playlist", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/spotify/tracks",
      headers: signedIn,
      payload: { urlOrId: "spotify:playlist:0000000000000000000000" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.spotifyNotFound });
  });

  it("has no /api/youtube/status: /api/config says whether YouTube is configured", async () => {
    expect((await app.inject({ method: "GET", url: "/api/youtube/status" })).statusCode).toBe(404);
  });
});

describe("playlist routes without a YouTube key", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ YOUTUBE_API_KEY: "" });
  });
  afterAll(() => app.close());

  it("answers 503 to a load", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/youtube/tracks",
      headers: signedIn,
      payload: { urlOrId: YOUTUBE_FIXTURE_PLAYLIST_ID },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: M.youtubeNotConfigured });
  });
});
