import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { trackSchema } from "@/shared/api/tracks";
import {
  FAKE_SPOTIFY_CLIENT_ID,
  FAKE_SPOTIFY_CLIENT_SECRET,
  type FakeSpotify,
  fakeSpotifyPlaylistId,
  SPOTIFY_FIXTURE_PLAYLIST_ID,
  startSpotifyFake,
} from "../../../tests/fakes/spotify";
import {
  type FakeYoutube,
  fakeYoutubePlaylistId,
  startYoutubeFake,
  YOUTUBE_FIXTURE_PLAYLIST_ID,
} from "../../../tests/fakes/youtube";
import { testConfig } from "../../../tests/support/config";
import { recordingLogger } from "../../../tests/support/logging";
import { testOutbound } from "../../../tests/support/outbound";
import { HttpError } from "../http/errors";
import { PLAYLIST_MESSAGES as M } from "./messages";
import { createPlaylistService, fitToContract, type PlaylistServiceOptions } from "./service";

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

type Mode = "embed" | "web-api";

function setup(
  mode: Mode = "embed",
  overrides: Partial<PlaylistServiceOptions> = {},
  env: Record<string, string> = {},
) {
  const log = recordingLogger();
  const config = testConfig({
    ...spotify.env(),
    ...youtube.env(),
    ...(mode === "web-api"
      ? { SPOTIFY_CLIENT_ID: FAKE_SPOTIFY_CLIENT_ID, SPOTIFY_CLIENT_SECRET: FAKE_SPOTIFY_CLIENT_SECRET }
      : {}),
    ...env,
  });
  const service = createPlaylistService({
    config,
    outbound: testOutbound([spotify.host, youtube.host], { maxRetryWaitMs: 2_000 }),
    log,
    ...overrides,
  });
  return { service, log };
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const err = await promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: unknown) => e,
  );
  if (!(err instanceof HttpError)) throw err;
  return { status: err.statusCode, message: err.message };
}

describe("Spotify without credentials (embed page)", () => {
  it("answers { id, tracks } for any accepted reference", async () => {
    const { service } = setup();
    const result = await service.spotifyTracks(
      `https://open.spotify.com/intl-tr/playlist/${SPOTIFY_FIXTURE_PLAYLIST_ID}?si=1`,
    );
    expect(result.id).toBe(SPOTIFY_FIXTURE_PLAYLIST_ID);
    expect(result.tracks).toHaveLength(10);
    expect(spotify.requestsTo("api")).toHaveLength(0);
    expect(spotify.requestsTo("token")).toHaveLength(0);
  });

  it("rejects blank and foreign input with Turkish messages before any request", async () => {
    const { service } = setup();
    expect(await failure(service.spotifyTracks("  "))).toEqual({ status: 400, message: M.spotifyBlank });
    expect(await failure(service.spotifyTracks("https://example.com/x"))).toEqual({
      status: 400,
      message: M.spotifyInvalid,
    });
    expect(spotify.requests).toHaveLength(0);
  });

  it("answers 404 for an unknown or private playlist, and for one without tracks", async () => {
    const { service } = setup();
    expect(await failure(service.spotifyTracks("0000000000000000000000"))).toEqual({
      status: 404,
      message: M.spotifyNotFound,
    });
    expect(await failure(service.spotifyTracks(fakeSpotifyPlaylistId(0)))).toEqual({
      status: 404,
      message: M.spotifyEmpty,
    });
  });

  it("answers 502 'Playlist yüklenemedi' with a log line when the page changed", async () => {
    const { service, log } = setup();
    spotify.set({ embedShapeChanged: true });
    expect(await failure(service.spotifyTracks(SPOTIFY_FIXTURE_PLAYLIST_ID))).toEqual({
      status: 502,
      message: "Playlist yüklenemedi",
    });
    expect(log.lines).toEqual([
      expect.objectContaining({ level: "error", msg: "playlist provider answered in an unknown shape" }),
    ]);
  });

  it("answers 502 'Playlist yüklenemedi' when the page never comes", async () => {
    const { service, log } = setup("embed", { requestTimeoutMs: 200 });
    spotify.set({ hang: ["embed"] });
    const started = Date.now();
    expect(await failure(service.spotifyTracks(SPOTIFY_FIXTURE_PLAYLIST_ID))).toEqual({
      status: 502,
      message: "Playlist yüklenemedi",
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(log.lines[0]).toMatchObject({ level: "warn", msg: "playlist provider timed out" });
  });
});

describe("cache and in-flight sharing", () => {
  it("serves a playlist opened again from the cache", async () => {
    const { service } = setup();
    const a = await service.spotifyTracks(SPOTIFY_FIXTURE_PLAYLIST_ID);
    const b = await service.spotifyTracks(`spotify:playlist:${SPOTIFY_FIXTURE_PLAYLIST_ID}`);
    expect(b).toEqual(a);
    expect(spotify.requests).toHaveLength(1);
  });

  it("lets ten concurrent identical requests share one provider call", async () => {
    const { service } = setup();
    spotify.set({ latencyMs: 50 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        service.spotifyTracks(`open.spotify.com/playlist/${SPOTIFY_FIXTURE_PLAYLIST_ID}`),
      ),
    );
    expect(new Set(results.map((r) => r.tracks.length))).toEqual(new Set([10]));
    expect(spotify.requests).toHaveLength(1);
  });

  it("shares a failure too, but does not keep it", async () => {
    const { service } = setup();
    spotify.set({ latencyMs: 30 });
    const failures = await Promise.all(
      [1, 2, 3].map(() => failure(service.spotifyTracks("0000000000000000000000"))),
    );
    expect(failures.every((f) => f.status === 404)).toBe(true);
    expect(spotify.requests).toHaveLength(1);
    await failure(service.spotifyTracks("0000000000000000000000"));
    expect(spotify.requests).toHaveLength(2);
  });

  it("asks again once the entry is older than the TTL", async () => {
    const { service } = setup("embed", { cacheTtlMs: 40 });
    await service.spotifyTracks(SPOTIFY_FIXTURE_PLAYLIST_ID);
    await new Promise((r) => setTimeout(r, 60));
    await service.spotifyTracks(SPOTIFY_FIXTURE_PLAYLIST_ID);
    expect(spotify.requests).toHaveLength(2);
  });

  it("is bounded: the least recently used playlist leaves first", async () => {
    const { service } = setup("embed", { cacheMaxPlaylists: 2 });
    const [a, b, c] = ["a", "b", "c"].map((tag) => fakeSpotifyPlaylistId(3, tag));
    await service.spotifyTracks(a!);
    await service.spotifyTracks(b!);
    await service.spotifyTracks(c!);
    await service.spotifyTracks(c!);
    await service.spotifyTracks(b!);
    expect(spotify.requests).toHaveLength(3);
    await service.spotifyTracks(a!);
    expect(spotify.requests).toHaveLength(4);
  });

  it("is bounded by tracks too, so a few huge playlists cannot fill the memory", async () => {
    const { service } = setup("embed", { cacheMaxTracks: 150 });
    const [a, b] = ["big1", "big2"].map((tag) => fakeSpotifyPlaylistId(100, tag));
    await service.spotifyTracks(a!);
    await service.spotifyTracks(b!);
    await service.spotifyTracks(a!);
    expect(spotify.requests).toHaveLength(3);
  });
});

describe("Spotify with credentials (Web API)", () => {
  it("loads a long playlist through the API, reading its first 1,000 rows (20 pages)", async () => {
    const { service } = setup("web-api");
    const { tracks, capped } = await service.spotifyTracks(fakeSpotifyPlaylistId(5000, "svc"));
    expect(tracks).toHaveLength(1000);
    expect(capped).toBe(true);
    // the playlist object and 20 pages: a 10,000-row playlist used to cost 202 requests
    expect(spotify.requestsTo("api")).toHaveLength(21);
    expect(spotify.requestsTo("token")).toHaveLength(1);
    expect(spotify.requestsTo("embed")).toHaveLength(0);
    const short = await service.spotifyTracks(fakeSpotifyPlaylistId(120, "svc"));
    expect(short).toMatchObject({ capped: false });
    expect(short.tracks).toHaveLength(120);
  });

  it("falls back to the embed page on 403 items (Development-Mode app)", async () => {
    const { service, log } = setup("web-api");
    spotify.set({ itemsForbidden: true });
    const { tracks } = await service.spotifyTracks(fakeSpotifyPlaylistId(250, "dev"));
    expect(tracks).toHaveLength(100);
    expect(spotify.requestsTo("embed")).toHaveLength(1);
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "Spotify Web API cannot read this playlist; using the embed page",
      }),
    ]);
  });

  it("falls back to the embed page on 404 (Spotify-owned playlists)", async () => {
    const { service } = setup("web-api");
    spotify.set({ apiNotFound: true });
    const { tracks } = await service.spotifyTracks(SPOTIFY_FIXTURE_PLAYLIST_ID);
    expect(tracks).toHaveLength(10);
  });

  it("says 404 when neither the API nor the embed page knows the playlist", async () => {
    const { service } = setup("web-api");
    expect(await failure(service.spotifyTracks("0000000000000000000000"))).toEqual({
      status: 404,
      message: M.spotifyNotFound,
    });
  });

  it("falls back to the embed page, with a warning, when the credentials are refused", async () => {
    const { service, log } = setup("web-api", {}, { SPOTIFY_CLIENT_SECRET: "wrong" });
    const { tracks } = await service.spotifyTracks(SPOTIFY_FIXTURE_PLAYLIST_ID);
    expect(tracks).toHaveLength(10);
    expect(log.lines[0]).toMatchObject({ level: "warn" });
  });

  it("answers 502 when 429s outlast the retries", async () => {
    const { service, log } = setup("web-api");
    spotify.set({ rateLimit: { count: 1000, retryAfterSeconds: 0 } });
    expect(await failure(service.spotifyTracks(fakeSpotifyPlaylistId(3)))).toEqual({
      status: 502,
      message: "Playlist yüklenemedi",
    });
    expect(log.lines[0]).toMatchObject({ level: "warn", msg: "playlist provider failed" });
  });

  it("answers 502 when a long Retry-After would pass the deadline", async () => {
    const { service } = setup("web-api", { spotifyDeadlineMs: 300 });
    spotify.set({ rateLimit: { count: 1000, retryAfterSeconds: 1 } });
    const started = Date.now();
    expect(await failure(service.spotifyTracks(fakeSpotifyPlaylistId(3)))).toEqual({
      status: 502,
      message: "Playlist yüklenemedi",
    });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("answers 502 with a log line when the API's page changed", async () => {
    const { service, log } = setup("web-api");
    spotify.set({ apiShapeChanged: true });
    expect(await failure(service.spotifyTracks(fakeSpotifyPlaylistId(3)))).toEqual({
      status: 502,
      message: "Playlist yüklenemedi",
    });
    expect(log.lines[0]).toMatchObject({ level: "error" });
  });

  it("answers 502 when the API hangs", async () => {
    const { service } = setup("web-api", { requestTimeoutMs: 200 });
    spotify.set({ hang: ["api"] });
    expect(await failure(service.spotifyTracks(fakeSpotifyPlaylistId(3)))).toEqual({
      status: 502,
      message: "Playlist yüklenemedi",
    });
  });
});

describe("YouTube", () => {
  it("answers 503 with a Turkish message when no key is configured", async () => {
    const { service } = setup("embed", {}, { YOUTUBE_API_KEY: "" });
    expect(
      await failure(
        service.youtubeTracks(`https://www.youtube.com/playlist?list=${YOUTUBE_FIXTURE_PLAYLIST_ID}`),
      ),
    ).toEqual({
      status: 503,
      message: M.youtubeNotConfigured,
    });
    // a blank field is still the person's mistake
    expect(await failure(service.youtubeTracks(" "))).toEqual({ status: 400, message: M.youtubeBlank });
    expect(youtube.requests).toHaveLength(0);
  });

  it("loads a playlist and caches it", async () => {
    const { service } = setup();
    const a = await service.youtubeTracks(
      `https://music.youtube.com/playlist?list=${YOUTUBE_FIXTURE_PLAYLIST_ID}`,
    );
    expect(a.id).toBe(YOUTUBE_FIXTURE_PLAYLIST_ID);
    expect(a.tracks).toHaveLength(5);
    await service.youtubeTracks(YOUTUBE_FIXTURE_PLAYLIST_ID);
    expect(youtube.requests).toHaveLength(2);
  });

  it("explains mixes", async () => {
    const { service } = setup();
    expect(
      await failure(service.youtubeTracks("https://www.youtube.com/watch?v=abc&list=RDabcdefghijk")),
    ).toEqual({
      status: 400,
      message: M.youtubeMix,
    });
  });

  it.each([
    ["an unknown playlist", {}, "PLunknownunknownunknown", 404, M.youtubeNotFound, null],
    ["an empty playlist", {}, "EMPTY", 404, M.youtubeEmpty, null],
    ["quota exceeded", { quotaExceeded: true }, YOUTUBE_FIXTURE_PLAYLIST_ID, 503, M.youtubeQuota, "warn"],
    ["a refused key", { apiKey: "rotated" }, YOUTUBE_FIXTURE_PLAYLIST_ID, 503, M.youtubeUnavailable, "error"],
    ["a changed page", { shapeChanged: true }, YOUTUBE_FIXTURE_PLAYLIST_ID, 502, M.youtubeFailed, "error"],
  ] as const)("maps %s to a Turkish message", async (_, options, ref, status, message, logLevel) => {
    const { service, log } = setup();
    youtube.set(options);
    const id = ref === "EMPTY" ? fakeYoutubePlaylistId(0, "empty") : ref;
    expect(await failure(service.youtubeTracks(id))).toEqual({ status, message });
    if (logLevel) expect(log.lines[0]).toMatchObject({ level: logLevel });
  });

  it("says YouTube did not answer in time", async () => {
    const { service } = setup("embed", { requestTimeoutMs: 200 });
    youtube.set({ hang: true });
    expect(await failure(service.youtubeTracks(YOUTUBE_FIXTURE_PLAYLIST_ID))).toEqual({
      status: 502,
      message: M.youtubeTimeout,
    });
  });

  it("keeps what it has when the walk reaches its cap", async () => {
    const { service, log } = setup("embed", { youtubeMaxPages: 2 });
    const { tracks } = await service.youtubeTracks(fakeYoutubePlaylistId(300, "long"));
    expect(tracks).toHaveLength(90);
    expect(log.lines[0]).toMatchObject({ level: "info", msg: "YouTube playlist walk stopped at a cap" });
  });
});

describe("fitToContract", () => {
  it("makes an odd provider row fit the response schema instead of failing the whole list", () => {
    const [fitted] = fitToContract({
      id: "x",
      title: "ş".repeat(400),
      artist: "a".repeat(301),
      album: "b".repeat(500),
      image: `https://i.scdn.co/${"c".repeat(2100)}`,
      previewUrl: null,
      externalUrl: "https://open.spotify.com/track/x",
    });
    expect(trackSchema.safeParse(fitted).success).toBe(true);
    expect(fitted!.title).toHaveLength(300);
    expect(fitted!.image).toBeNull();
    expect(fitted!.externalUrl).toBe("https://open.spotify.com/track/x");
    expect(fitToContract({ id: "i".repeat(201), title: "t", artist: "a" })).toEqual([]);
  });
});
