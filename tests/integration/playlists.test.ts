import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAYLIST_LOAD_LIMIT } from "@/server/playlists/routes";
import { SPOTIFY_FAILING_PLAYLIST_ID, SPOTIFY_FIXTURE_PLAYLIST_ID, startSpotifyFake } from "../fakes/spotify";
import {
  FAKE_YOUTUBE_API_KEY,
  fakeYoutubePlaylistId,
  startYoutubeFake,
  YOUTUBE_FIXTURE_PLAYLIST_ID,
} from "../fakes/youtube";
import { createTestApp, registerUser, type TestApp } from "./helpers";

let t: TestApp;
let keyless: TestApp;
let spotify: Awaited<ReturnType<typeof startSpotifyFake>>;
let youtube: Awaited<ReturnType<typeof startYoutubeFake>>;
let cookie: string;

beforeAll(async () => {
  [spotify, youtube] = await Promise.all([startSpotifyFake(), startYoutubeFake()]);
  const allowed = { MEDIA_ALLOWED_HOSTS: "127.0.0.1" };
  t = await createTestApp({
    ...spotify.env(),
    ...youtube.env(),
    YOUTUBE_API_KEY: FAKE_YOUTUBE_API_KEY,
    ...allowed,
  });
  keyless = await createTestApp({ ...spotify.env(), YOUTUBE_API_BASE: youtube.url, ...allowed });
  cookie = (await registerUser(t.app)).cookie;
});
afterAll(async () => {
  await Promise.all([t.close(), keyless.close(), spotify.close(), youtube.close()]);
});

const load = (app: TestApp, kind: string, urlOrId: unknown, c: string | null = cookie) =>
  app.app.inject({
    method: "POST",
    url: `/api/${kind}/tracks`,
    payload: { urlOrId },
    headers: c ? { cookie: c } : {},
  });

describe("playlists through the whole app", () => {
  it("needs a signed-in user", async () => {
    const res = await load(t, "spotify", SPOTIFY_FIXTURE_PLAYLIST_ID, null);
    expect(res.statusCode).toBe(401);
  });

  it("limits loads per user, every attempt counting: the 31st in 10 minutes gets 429", async () => {
    const own = (await registerUser(t.app)).cookie;
    for (let i = 0; i < PLAYLIST_LOAD_LIMIT.count; i++) {
      expect((await load(t, i % 2 ? "spotify" : "youtube", "   ", own)).statusCode).toBe(400);
    }
    const blocked = await load(t, "spotify", SPOTIFY_FIXTURE_PLAYLIST_ID, own);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: "Çok fazla playlist yükleme isteği. Lütfen birkaç dakika sonra tekrar dene.",
    });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await load(t, "spotify", SPOTIFY_FIXTURE_PLAYLIST_ID)).statusCode).toBe(200);
  });

  it("loads a Spotify playlist from the keyless embed page", async () => {
    const res = await load(
      t,
      "spotify",
      `https://open.spotify.com/intl-tr/playlist/${SPOTIFY_FIXTURE_PLAYLIST_ID}?si=abc`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(SPOTIFY_FIXTURE_PLAYLIST_ID);
    expect(body.tracks.length).toBeGreaterThan(0);
    for (const track of body.tracks) {
      expect(track.id).toMatch(/^[A-Za-z0-9]{22}$/);
      expect(track.externalUrl).toBe(`https://open.spotify.com/track/${track.id}`);
      expect(track.title).not.toBe("");
    }
  });

  it("answers a blank or malformed reference with a Turkish 400", async () => {
    const blank = await load(t, "spotify", "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Lütfen bir Spotify playlist URL'si girin");
    const bad = await load(t, "spotify", "https://example.com/nope");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Spotify/);
    const wrongType = await load(t, "spotify", 42);
    expect(wrongType.statusCode).toBe(400);
  });

  it("maps an unknown playlist to 404 and a failing provider to 502", async () => {
    const missing = await load(t, "spotify", "0000000000000000000000");
    expect(missing.statusCode).toBe(404);
    const failing = await load(t, "spotify", SPOTIFY_FAILING_PLAYLIST_ID);
    expect(failing.statusCode).toBe(502);
    expect(failing.json()).toEqual({ message: "Playlist yüklenemedi" });
  });

  it("loads a YouTube playlist when a key is configured", async () => {
    const res = await load(
      t,
      "youtube",
      `https://www.youtube.com/playlist?list=${YOUTUBE_FIXTURE_PLAYLIST_ID}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tracks.length).toBeGreaterThan(0);
    expect(body.tracks.every((tr: { previewUrl?: string | null }) => !tr.previewUrl)).toBe(true);
    const config = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(config.json().youtubeConfigured).toBe(true);
  });

  it("says YouTube is not configured without a key (503)", async () => {
    const { cookie: c } = await registerUser(keyless.app);
    const res = await load(keyless, "youtube", YOUTUBE_FIXTURE_PLAYLIST_ID, c);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/YouTube/);
    const config = await keyless.app.inject({ method: "GET", url: "/api/config" });
    expect(config.json().youtubeConfigured).toBe(false);
  });

  it("explains that YouTube mixes cannot be listed", async () => {
    const res = await load(t, "youtube", "https://www.youtube.com/watch?v=abc&list=RDabcdefghijk");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Mix|mix|karışık/);
  });

  it("says when a long playlist was cut at 1,000 rows (capped), and shares the load with other users", async () => {
    const id = fakeYoutubePlaylistId(1500, "capped");
    const before = youtube.requests.length;
    const res = await load(t, "youtube", id);
    expect(res.statusCode).toBe(200);
    expect(res.json().capped).toBe(true);
    expect(youtube.requests.length - before).toBe(20);
    const other = (await registerUser(t.app)).cookie;
    const again = await load(t, "youtube", id, other);
    expect(again.json()).toEqual(res.json());
    expect(youtube.requests.length - before).toBe(20);
    const short = await load(t, "spotify", SPOTIFY_FIXTURE_PLAYLIST_ID);
    expect(short.json().capped).toBe(false);
  });

  it("answers 503 with Retry-After and a Turkish message when the day's YouTube budget is spent", async () => {
    const spent = await createTestApp({
      ...youtube.env(),
      YOUTUBE_API_KEY: FAKE_YOUTUBE_API_KEY,
      YOUTUBE_DAILY_QUOTA: "0",
    });
    try {
      const before = youtube.requests.length;
      const { cookie: c } = await registerUser(spent.app);
      const res = await load(spent, "youtube", fakeYoutubePlaylistId(10, "budget"), c);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^Bugün YouTube'dan okuyabileceğimiz liste sınırına ulaştık\./);
      expect(res.json().message).toMatch(/Türkiye saatiyle 1[01]\.00 sularında/);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(24 * 3600);
      expect(youtube.requests.length).toBe(before);
    } finally {
      await spent.close();
    }
  });
});
