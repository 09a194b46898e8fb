import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_SPOTIFY_CLIENT_ID,
  FAKE_SPOTIFY_CLIENT_SECRET,
  type FakeSpotify,
  fakeSpotifyPlaylistId,
  fakeSpotifyTrack,
  SPOTIFY_FIXTURE_PLAYLIST_ID,
  startSpotifyFake,
} from "../../../tests/fakes/spotify";
import { testOutbound } from "../../../tests/support/outbound";
import { OutboundError } from "../http/outbound";
import { PlaylistShapeError } from "./messages";
import {
  apiRowToTrack,
  createSpotifyApi,
  mapWithConcurrency,
  type SpotifyApiOptions,
  SpotifyApiUnavailable,
} from "./spotify-api";

let fake: FakeSpotify;
beforeAll(async () => {
  fake = await startSpotifyFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const api = (overrides: Partial<SpotifyApiOptions> = {}) =>
  createSpotifyApi({
    outbound: testOutbound([fake.host]),
    apiBase: fake.url,
    accountsBase: fake.url,
    clientId: FAKE_SPOTIFY_CLIENT_ID,
    clientSecret: FAKE_SPOTIFY_CLIENT_SECRET,
    ...overrides,
  });

const itemRequests = () => fake.requestsTo("api").filter((r) => r.path.endsWith("/items"));

describe("Spotify Web API path", () => {
  it("loads every page of a playlist, in order, with album covers and names", async () => {
    const id = fakeSpotifyPlaylistId(237, "order");
    const { tracks, name } = await api().loadPlaylist(id);
    expect(name).toBe("Sahte Liste 237");
    expect(tracks).toHaveLength(237);
    tracks.forEach((t, i) => {
      expect(t.id).toBe(fakeSpotifyTrack(id, i).id);
    });
    const t = fakeSpotifyTrack(id, 10);
    expect(tracks[10]).toEqual({
      id: t.id,
      title: t.title,
      artist: t.artist,
      image: t.image,
      previewUrl: null,
      externalUrl: `https://open.spotify.com/track/${t.id}`,
      durationMs: t.durationMs,
      album: t.album,
    });
    expect(fake.requestsTo("token")).toHaveLength(1);
    const offsets = itemRequests().map((r) => Number(r.url.searchParams.get("offset")));
    expect(offsets.sort((a, b) => a - b)).toEqual([0, 50, 100, 150, 200]);
    expect(itemRequests().every((r) => r.url.searchParams.get("limit") === "50")).toBe(true);
  });

  it("fetches the pages after the first in parallel, never more than the bound at once", async () => {
    fake.set({ latencyMs: 40 });
    const id = fakeSpotifyPlaylistId(1000, "parallel");
    const { tracks } = await api({ pageConcurrency: 4 }).loadPlaylist(id);
    expect(tracks).toHaveLength(1000);
    // exactly the bound: pages overlapped, and never more of them (timings are the bench's job)
    expect(fake.concurrency.max).toBe(4);
    expect(itemRequests()).toHaveLength(20);
  });

  it("loads the fixture playlist through the API", async () => {
    const { tracks } = await api().loadPlaylist(SPOTIFY_FIXTURE_PLAYLIST_ID);
    expect(tracks.map((t) => [t.title, t.artist, t.album])).toEqual([
      ["Gidiyorum", "Sezen Aksu", "Gidiyorum - Single"],
      ["Şımarık", "Tarkan", "Şımarık - Single"],
      ["Gülpembe", "Barış Manço", "Gülpembe - Single"],
    ]);
    expect(tracks[0]!.image).toBe("https://i.scdn.co/image/ab67616d0000b2734u7enebtmkwzuh433cf5qv");
  });

  it("sends the client credentials and caches the token until it expires", async () => {
    let clock = 1_000_000;
    const client = api({ now: () => clock });
    await client.loadPlaylist(fakeSpotifyPlaylistId(3, "a"));
    await client.loadPlaylist(fakeSpotifyPlaylistId(3, "b"));
    expect(fake.requestsTo("token")).toHaveLength(1);
    const tokenRequest = fake.requestsTo("token")[0]!;
    expect(tokenRequest.method).toBe("POST");
    expect(tokenRequest.body).toBe("grant_type=client_credentials");
    expect(tokenRequest.headers.authorization).toBe(
      `Basic ${Buffer.from(`${FAKE_SPOTIFY_CLIENT_ID}:${FAKE_SPOTIFY_CLIENT_SECRET}`).toString("base64")}`,
    );
    expect(fake.requestsTo("api").every((r) => r.headers.authorization === "Bearer BQ-fake-token-1")).toBe(
      true,
    );

    clock += 3600_000; // past expires_in
    await client.loadPlaylist(fakeSpotifyPlaylistId(3, "c"));
    expect(fake.requestsTo("token")).toHaveLength(2);
  });

  it("shares one token request between parallel loads", async () => {
    fake.set({ latencyMs: 20 });
    const client = api();
    await Promise.all([1, 2, 3, 4].map((n) => client.loadPlaylist(fakeSpotifyPlaylistId(60, `p${n}`))));
    expect(fake.requestsTo("token")).toHaveLength(1);
  });

  it("fetches a new token once on 401 and carries on", async () => {
    const client = api();
    await client.loadPlaylist(fakeSpotifyPlaylistId(3, "warm"));
    fake.expireTokens();
    const { tracks } = await client.loadPlaylist(fakeSpotifyPlaylistId(120, "after"));
    expect(tracks).toHaveLength(120);
    // the playlist request and page 0 both met the 401; one new token served them both
    expect(fake.requestsTo("token")).toHaveLength(2);
  });

  it("gives up (credentials) when a fresh token is refused too", async () => {
    fake.set({ tokensRejected: true });
    const err = await api()
      .loadPlaylist(fakeSpotifyPlaylistId(3))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SpotifyApiUnavailable);
    expect(err).toMatchObject({ kind: "credentials" });
  });

  it("reports refused credentials as unavailable", async () => {
    const err = await api({ clientSecret: "wrong" })
      .loadPlaylist(fakeSpotifyPlaylistId(3))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SpotifyApiUnavailable);
    expect(err).toMatchObject({ kind: "credentials" });
  });

  it("waits Retry-After on 429 and tries again", async () => {
    fake.set({ rateLimit: { count: 2, retryAfterSeconds: 1 } });
    const started = Date.now();
    const { tracks } = await api().loadPlaylist(fakeSpotifyPlaylistId(80, "slow"));
    expect(tracks).toHaveLength(80);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.options.rateLimit?.count).toBe(0);
  });

  it("stops retrying 429 after a bound", async () => {
    fake.set({ rateLimit: { count: 1000, retryAfterSeconds: 0 } });
    const err = await api({ rateLimitRetries: 2 })
      .loadPlaylist(fakeSpotifyPlaylistId(3))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundError);
    expect(err).toMatchObject({ status: 429 });
    // 1 + 2 retries for the first of the two first requests to give up; its sibling is cancelled
    expect(fake.requestsTo("api").length).toBeGreaterThanOrEqual(3);
    expect(fake.requestsTo("api").length).toBeLessThanOrEqual(6);
  });

  it("says the app may not read the playlist on 403 items (Development Mode)", async () => {
    fake.set({ itemsForbidden: true });
    const err = await api()
      .loadPlaylist(fakeSpotifyPlaylistId(3))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SpotifyApiUnavailable);
    expect(err).toMatchObject({ kind: "no-access" });
  });

  it("says the app may not read the playlist on 404 (Spotify-owned or unknown)", async () => {
    fake.set({ apiNotFound: true });
    await expect(api().loadPlaylist(SPOTIFY_FIXTURE_PLAYLIST_ID)).rejects.toBeInstanceOf(
      SpotifyApiUnavailable,
    );
    fake.set({ apiNotFound: false });
    await expect(api().loadPlaylist("0000000000000000000000")).rejects.toBeInstanceOf(SpotifyApiUnavailable);
  });

  it("leaves albums to the embed page without spending a request", async () => {
    const err = await api()
      .loadPlaylist("album:6N9PS4QXF1D0OWPk0Sxtb4")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SpotifyApiUnavailable);
    expect(err).toMatchObject({ kind: "no-access" });
    expect(fake.requests).toHaveLength(0);
  });

  it("throws PlaylistShapeError when the items page changed", async () => {
    fake.set({ apiShapeChanged: true });
    await expect(api().loadPlaylist(fakeSpotifyPlaylistId(3))).rejects.toBeInstanceOf(PlaylistShapeError);
  });

  it("times out a page that never answers", async () => {
    fake.set({ hang: ["api"] });
    const err = await api({ timeoutMs: 200 })
      .loadPlaylist(fakeSpotifyPlaylistId(3))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundError);
    expect(err).toMatchObject({ kind: "timeout" });
  });
});

describe("apiRowToTrack", () => {
  const track = {
    id: "4u7EnebtmKWzUH433cf5Qv",
    name: "Gidiyorum",
    type: "track",
    duration_ms: 243000,
    artists: [{ name: "Sezen Aksu" }, { name: "Konuk" }],
    album: {
      name: "Albüm",
      images: [
        { url: "small", width: 64, height: 64 },
        { url: "big", width: 640, height: 640 },
      ],
    },
    preview_url: "https://p.scdn.co/mp3-preview/x",
  };

  it("maps a row (the `item` key of 2026 and the older `track`)", () => {
    for (const row of [{ item: track }, { track }]) {
      expect(apiRowToTrack(row, "cover")).toEqual({
        id: track.id,
        title: "Gidiyorum",
        artist: "Sezen Aksu, Konuk",
        image: "big",
        previewUrl: "https://p.scdn.co/mp3-preview/x",
        externalUrl: `https://open.spotify.com/track/${track.id}`,
        durationMs: 243000,
        album: "Albüm",
      });
    }
  });

  it("falls back to the playlist cover when the album has no image", () => {
    expect(apiRowToTrack({ item: { ...track, album: { name: "A", images: [] } } }, "cover")).toMatchObject({
      image: "cover",
    });
  });

  it("skips episodes, local files, removed tracks and empty names", () => {
    expect(apiRowToTrack({ item: { ...track, type: "episode" } }, null)).toBeNull();
    expect(apiRowToTrack({ is_local: true, item: { ...track, id: null } }, null)).toBeNull();
    expect(apiRowToTrack({ item: null }, null)).toBeNull();
    expect(apiRowToTrack({ item: { ...track, name: "  " } }, null)).toBeNull();
  });

  it("marks rows it cannot read", () => {
    expect(apiRowToTrack({ item: { id: 5 } }, null)).toBe("unreadable");
    expect(apiRowToTrack("x", null)).toBe("unreadable");
  });
});

describe("mapWithConcurrency", () => {
  it("keeps the order and the bound", async () => {
    let running = 0;
    let most = 0;
    const out = await mapWithConcurrency([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n * 3));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
  });

  it("stops handing out work after a failure", async () => {
    const seen: number[] = [];
    await expect(
      mapWithConcurrency([1, 2, 3, 4, 5, 6], 2, async (n) => {
        seen.push(n);
        if (n === 2) throw new Error("boom");
        await new Promise((r) => setTimeout(r, 5));
        return n;
      }),
    ).rejects.toThrow("boom");
    expect(seen.length).toBeLessThanOrEqual(3);
  });

  it("copes with an empty list", async () => {
    expect(await mapWithConcurrency([], 6, async (n: number) => n)).toEqual([]);
  });
});
