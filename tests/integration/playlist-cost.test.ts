/**
 * What a playlist load costs the providers (security review M4): one cache per playlist for every
 * user and instance, cheap revalidation, caps per load and the daily YouTube quota budget. Two
 * services over one database stand for two app instances; each has its own memory cache.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { HttpError } from "@/server/http/errors";
import { silentLogger } from "@/server/log";
import { nextYoutubeDay, youtubeDay } from "@/server/playlists/quota";
import { createPlaylistRepository } from "@/server/playlists/repository";
import { createPlaylistService, PLAYLIST_FRESH_MS } from "@/server/playlists/service";
import {
  FAKE_SPOTIFY_CLIENT_ID,
  FAKE_SPOTIFY_CLIENT_SECRET,
  type FakeSpotify,
  fakeSpotifyPlaylistId,
  startSpotifyFake,
} from "../fakes/spotify";
import { type FakeYoutube, fakeYoutubePlaylistId, startYoutubeFake } from "../fakes/youtube";
import { testConfig } from "../support/config";
import { testOutbound } from "../support/outbound";
import { openTestDatabase } from "./helpers";

let database: Database;
let spotify: FakeSpotify;
let youtube: FakeYoutube;
let clock: Date;

beforeAll(async () => {
  [database, spotify, youtube] = await Promise.all([
    openTestDatabase(),
    startSpotifyFake(),
    startYoutubeFake(),
  ]);
});
afterAll(async () => {
  await Promise.all([database.close(), spotify.close(), youtube.close()]);
});
beforeEach(() => {
  spotify.reset();
  youtube.reset();
  clock = new Date("2026-11-21T12:00:00Z");
});

/** One app instance's playlist service (its own memory cache) over the shared database. */
function instance(env: Record<string, string> = {}) {
  const config = testConfig({
    ...spotify.env(),
    ...youtube.env(),
    SPOTIFY_CLIENT_ID: FAKE_SPOTIFY_CLIENT_ID,
    SPOTIFY_CLIENT_SECRET: FAKE_SPOTIFY_CLIENT_SECRET,
    ...env,
  });
  return createPlaylistService({
    config,
    outbound: testOutbound([spotify.host, youtube.host]),
    log: silentLogger,
    store: createPlaylistRepository(database.db),
    now: () => clock,
  });
}

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let tagCounter = 0;
const tag = () => `t${Date.now().toString(36)}${++tagCounter}`.slice(0, 12);

describe("one cache per playlist for every user and instance", () => {
  it("a second user on another instance loading the same playlist costs no provider call", async () => {
    const ytId = fakeYoutubePlaylistId(240, tag());
    const spId = fakeSpotifyPlaylistId(300, tag());
    const first = instance();
    const a = await first.youtubeTracks(ytId);
    const b = await first.spotifyTracks(spId);
    expect(youtube.requests).toHaveLength(5);
    const spotifyCalls = spotify.requests.length;
    expect(spotifyCalls).toBe(1 + 1 + 6); // token, playlist object, 6 pages

    const second = instance();
    expect(await second.youtubeTracks(`https://www.youtube.com/playlist?list=${ytId}`)).toEqual(a);
    expect(await second.spotifyTracks(`https://open.spotify.com/playlist/${spId}`)).toEqual(b);
    expect(youtube.requests).toHaveLength(5);
    expect(spotify.requests).toHaveLength(spotifyCalls);
  });

  it("revalidates an hour-old YouTube copy with one If-None-Match request, and walks again when it changed", async () => {
    const id = `PLcache${tag()}`.padEnd(34, "x");
    youtube.set({ playlists: { [id]: 120 } });
    const first = await instance().youtubeTracks(id);
    expect(youtube.requests).toHaveLength(3);

    later(PLAYLIST_FRESH_MS + 60_000);
    youtube.requests.length = 0;
    expect(await instance().youtubeTracks(id)).toEqual(first);
    expect(youtube.requests).toHaveLength(1);
    expect(youtube.requests[0]!.headers["if-none-match"]).toMatch(/^yt/);
    // confirmed: fresh again for another hour
    later(PLAYLIST_FRESH_MS / 2);
    await instance().youtubeTracks(id);
    expect(youtube.requests).toHaveLength(1);

    youtube.set({ playlists: { [id]: 170 } });
    later(PLAYLIST_FRESH_MS + 60_000);
    youtube.requests.length = 0;
    const changed = await instance().youtubeTracks(id);
    expect(changed.tracks.length).toBeGreaterThan(first.tracks.length);
    expect(youtube.requests).toHaveLength(4);
  });

  it("revalidates an hour-old Spotify copy by its snapshot_id without reading any item page", async () => {
    const id = fakeSpotifyPlaylistId(400, tag());
    spotify.set({ playlists: { [id]: 400 } });
    const first = await instance().spotifyTracks(id);
    later(PLAYLIST_FRESH_MS + 60_000);
    spotify.requests.length = 0;
    expect(await instance().spotifyTracks(id)).toEqual(first);
    expect(spotify.requestsTo("api").map((r) => r.path)).toEqual([`/v1/playlists/${id}`]);

    spotify.set({ playlists: { [id]: 450 } });
    later(PLAYLIST_FRESH_MS + 60_000);
    spotify.requests.length = 0;
    expect((await instance().spotifyTracks(id)).tracks).toHaveLength(450);
    expect(spotify.requestsTo("api")).toHaveLength(1 + 9);
  });

  it("serves the stored copy when the provider fails, but never a playlist that is gone", async () => {
    const id = fakeYoutubePlaylistId(60, tag());
    const first = await instance().youtubeTracks(id);
    later(PLAYLIST_FRESH_MS + 60_000);
    youtube.set({ quotaExceeded: true });
    expect(await instance().youtubeTracks(id)).toEqual(first);
  });
});

describe("caps per load", () => {
  it("reads at most 1,000 rows (20 YouTube pages, 20 Spotify pages) and says the list was capped", async () => {
    const yt = await instance().youtubeTracks(fakeYoutubePlaylistId(4500, tag()));
    expect(youtube.requests).toHaveLength(20);
    expect(yt.capped).toBe(true);
    const sp = await instance().spotifyTracks(fakeSpotifyPlaylistId(9999, tag()));
    expect(spotify.requestsTo("api")).toHaveLength(21);
    expect(sp).toMatchObject({ capped: true });
    expect(sp.tracks).toHaveLength(1000);
  });
});

describe("the daily YouTube quota budget", () => {
  it("counts units in the database across instances and answers 503 in Turkish once it is spent", async () => {
    clock = new Date("2026-11-22T12:00:00Z");
    const env = { YOUTUBE_DAILY_QUOTA: "5" };
    // 3 pages on one instance, then a 3-page list on another: 2 pages fit, the walk stops there
    await instance(env).youtubeTracks(fakeYoutubePlaylistId(150, tag()));
    const partial = await instance(env).youtubeTracks(fakeYoutubePlaylistId(150, tag()));
    expect(partial.capped).toBe(true);
    expect(partial.tracks.length).toBeGreaterThan(0);
    expect(youtube.requests).toHaveLength(5);

    const err = await instance(env)
      .youtubeTracks(fakeYoutubePlaylistId(150, tag()))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    const http = err as HttpError;
    expect(http.statusCode).toBe(503);
    // midnight Pacific (08:00 UTC in November) is 11.00 in Türkiye
    expect(http.message).toBe(
      "Bugün YouTube'dan okuyabileceğimiz liste sınırına ulaştık. Sınır Türkiye saatiyle 11.00 sularında yenileniyor; o zamana kadar Spotify playlisti ya da CSV dosyasıyla devam edebilirsin.",
    );
    const resetsIn = (nextYoutubeDay(clock).getTime() - clock.getTime()) / 1000;
    expect(Number(http.headers["retry-after"])).toBe(resetsIn);
    expect(youtube.requests).toHaveLength(5);

    // the next Pacific day starts afresh
    clock = nextYoutubeDay(clock);
    await instance(env).youtubeTracks(fakeYoutubePlaylistId(50, tag()));
    expect(youtube.requests).toHaveLength(6);
    expect(await createPlaylistRepository(database.db).spent("youtube", youtubeDay(clock))).toBe(1);
  });

  it("never spends past the budget when many loads arrive at once on several instances", async () => {
    clock = new Date("2026-11-23T12:00:00Z");
    const env = { YOUTUBE_DAILY_QUOTA: "7" };
    const instances = [instance(env), instance(env), instance(env)];
    const settled = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        instances[i % 3]!.youtubeTracks(fakeYoutubePlaylistId(100, tag())),
      ),
    );
    expect(youtube.requests.length).toBeLessThanOrEqual(7);
    const refused = settled.filter((s) => s.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503 });
  });
});
