import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { json, startFakeServer } from "../../../tests/fakes/http";
import {
  FAKE_YOUTUBE_API_KEY,
  type FakeYoutube,
  fakeYoutubePlaylistId,
  fakeYoutubeRow,
  fakeYoutubeVideoCount,
  startYoutubeFake,
  YOUTUBE_FIXTURE_PLAYLIST_ID,
} from "../../../tests/fakes/youtube";
import { testOutbound } from "../../../tests/support/outbound";
import { OutboundError } from "../http/outbound";
import { PLAYLIST_MESSAGES as M, PlaylistShapeError } from "./messages";
import {
  bestThumbnail,
  createYoutubeClient,
  YoutubeApiError,
  type YoutubeOptions,
  youtubeItemToTrack,
} from "./youtube";

let fake: FakeYoutube;
beforeAll(async () => {
  fake = await startYoutubeFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = (overrides: Partial<YoutubeOptions> = {}) =>
  createYoutubeClient({
    outbound: testOutbound([fake.host]),
    apiBase: fake.url,
    apiKey: FAKE_YOUTUBE_API_KEY,
    ...overrides,
  });

describe("YouTube playlist walk", () => {
  it("walks the fixture pages by pageToken, skipping deleted and private videos", async () => {
    const { tracks, rows, truncated } = await client().loadPlaylist(YOUTUBE_FIXTURE_PLAYLIST_ID);
    expect(rows).toBe(7);
    expect(truncated).toBe(false);
    expect(tracks.map((t) => [t.id, t.title, t.artist])).toEqual([
      ["dQw4w9WgXcQ", "Şımarık", "Tarkan"],
      ["kXYiU_JCYtU", "Bu Akşam", "Duman"],
      ["fJ9rUzIMcZQ", "Gidiyorum", "Sezen Aksu"],
      ["9bZkp7q19f0", "Cevapsız Sorular", "maNga"],
      ["hTWKbfoikeg", "Gülpembe", "Barış Manço"],
    ]);
    expect(tracks[0]).toEqual({
      id: "dQw4w9WgXcQ",
      title: "Şımarık",
      artist: "Tarkan",
      image: "https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg",
      previewUrl: null,
      externalUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });

    const [first, second] = fake.requests;
    expect(fake.requests).toHaveLength(2);
    expect(first!.path).toBe("/youtube/v3/playlistItems");
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({
      part: "snippet,status",
      playlistId: YOUTUBE_FIXTURE_PLAYLIST_ID,
      maxResults: "50",
      key: FAKE_YOUTUBE_API_KEY,
    });
    expect(second!.url.searchParams.get("pageToken")).toBe("EAAaBlBUOkNBVQ");
  });

  it("walks a synthetic playlist 50 at a time", async () => {
    const id = fakeYoutubePlaylistId(120, "walk");
    const { tracks, rows } = await client().loadPlaylist(id);
    expect(rows).toBe(120);
    expect(fake.requests).toHaveLength(3);
    expect(tracks).toHaveLength(fakeYoutubeVideoCount(id, 120));
    const expected = Array.from({ length: 120 }, (_, p) => fakeYoutubeRow(id, p)).filter(
      (r) => r.kind === "video",
    );
    expect(tracks.map((t) => ({ id: t.id, title: t.title, artist: t.artist }))).toEqual(
      expected.map((r) => ({ id: r.videoId, ...r.expected })),
    );
  });

  it("stops at the item cap and at the page cap", async () => {
    const id = fakeYoutubePlaylistId(400, "cap");
    const byItems = await client({ maxItems: 120 }).loadPlaylist(id);
    expect(byItems).toMatchObject({ rows: 120, truncated: true });
    expect(fake.requests).toHaveLength(3);

    fake.reset();
    const byPages = await client({ maxPages: 2 }).loadPlaylist(id);
    expect(byPages).toMatchObject({ rows: 100, truncated: true });
    expect(fake.requests).toHaveLength(2);
  });

  it("stops asking for pages once its time is up, keeping what it has", async () => {
    let clock = 0;
    const walk = client({ now: () => clock });
    fake.set({ latencyMs: 1 });
    const load = walk.loadPlaylist(fakeYoutubePlaylistId(400, "time"), undefined, 10);
    clock = 11;
    const result = await load;
    expect(result).toMatchObject({ rows: 50, truncated: true });
  });

  it.each([
    ["an unknown playlist", {}, "0000000000000000000000PLunknown", "not-found", 404],
    ["quota exceeded", { quotaExceeded: true }, YOUTUBE_FIXTURE_PLAYLIST_ID, "quota", 403],
    ["a wrong key", { apiKey: "other-key" }, YOUTUBE_FIXTURE_PLAYLIST_ID, "key-invalid", 400],
  ] as const)("classifies %s", async (_, options, id, failure, status) => {
    fake.set(options);
    const err = await client()
      .loadPlaylist(id)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(YoutubeApiError);
    expect(err).toMatchObject({ failure, status });
  });

  it("throws PlaylistShapeError when the page changed", async () => {
    fake.set({ shapeChanged: true });
    await expect(client().loadPlaylist(YOUTUBE_FIXTURE_PLAYLIST_ID)).rejects.toBeInstanceOf(
      PlaylistShapeError,
    );
  });

  it("times out a page that never answers", async () => {
    fake.set({ hang: true });
    const err = await client({ timeoutMs: 200 })
      .loadPlaylist(YOUTUBE_FIXTURE_PLAYLIST_ID)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: "timeout" });
    expect(err).toBeInstanceOf(OutboundError);
  });
});

describe("YouTube mixes", () => {
  const video = (videoId: string, title: string) => ({
    snippet: { title, resourceId: { videoId }, thumbnails: {}, videoOwnerChannelTitle: "Kanal" },
    status: { privacyStatus: "public" },
  });

  it("reads a mix's first page only and lists a repeated video once", async () => {
    const server = await startFakeServer(() =>
      json(200, {
        nextPageToken: "more",
        items: [
          video("aaaaaaaaaaa", "Tarkan - Şımarık"),
          video("bbbbbbbbbbb", "Sezen Aksu - Gidiyorum"),
          video("aaaaaaaaaaa", "Tarkan - Şımarık"),
        ],
      }),
    );
    try {
      const mixClient = createYoutubeClient({
        outbound: testOutbound([server.host]),
        apiBase: server.url,
        apiKey: "k",
      });
      const { tracks, truncated } = await mixClient.loadPlaylist("RDaaaaaaaaaaa");
      expect(tracks.map((t) => t.id)).toEqual(["aaaaaaaaaaa", "bbbbbbbbbbb"]);
      expect(truncated).toBe(false);
      expect(server.requests).toHaveLength(1);
      // YouTube Music's fixed "RDCLAK5uy_" playlists are walked like any other
      server.requests.length = 0;
      await mixClient.loadPlaylist("RDCLAK5uy_kmPRjHDECIcuVwnKsx2Ng7fyNgFKWNJFs").catch(() => null);
      expect(server.requests.length).toBeGreaterThan(1);
    } finally {
      await server.close();
    }
  });

  it("says what a mix is when the API will not list it", async () => {
    const err = await client()
      .loadPlaylist("RDunknownmix0")
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 400, message: M.youtubeMix });
  });
});

describe("youtubeItemToTrack", () => {
  const item = (snippet: object, privacyStatus = "public") => ({
    snippet: { resourceId: { videoId: "abcdefghijk" }, thumbnails: {}, ...snippet },
    status: { privacyStatus },
  });

  it("skips deleted and private videos", () => {
    expect(youtubeItemToTrack(item({ title: "Deleted video" }, "privacyStatusUnspecified"))).toBeNull();
    expect(youtubeItemToTrack(item({ title: "Private video" }, "private"))).toBeNull();
    expect(youtubeItemToTrack(item({ title: "Deleted video" }, "public"))).toBeNull();
    expect(youtubeItemToTrack(item({ title: "" }))).toBeNull();
    expect(youtubeItemToTrack({ snippet: { title: "x", resourceId: {} } })).toBeNull();
  });

  it("keeps unlisted videos, and a real song that happens to be called 'Private video'", () => {
    expect(youtubeItemToTrack(item({ title: "Sıla - Yara Bandı" }, "unlisted"))).toMatchObject({
      title: "Yara Bandı",
      artist: "Sıla",
    });
    expect(
      youtubeItemToTrack(item({ title: "Private video", videoOwnerChannelTitle: "Band - Topic" })),
    ).toMatchObject({ title: "Private video", artist: "Band" });
  });

  it("carries the title as the list shows the song: the version stays, the upload's labels go (ADR 032)", () => {
    const read = (title: string, videoOwnerChannelTitle: string) => {
      const track = youtubeItemToTrack(item({ title, videoOwnerChannelTitle }));
      return track && track !== "unreadable" ? [track.title, track.artist] : track;
    };
    expect(read("Duman - Bu Akşam (Canlı) [4K]", "Duman")).toEqual(["Bu Akşam (Canlı)", "Duman"]);
    expect(read("Bohemian Rhapsody - Remastered 2011", "Queen - Topic")).toEqual([
      "Bohemian Rhapsody - Remastered 2011",
      "Queen",
    ]);
    expect(read("Sıla - Vaziyetler | Akustik", "Sıla")).toEqual(["Vaziyetler (Akustik)", "Sıla"]);
    expect(read("Tarkan - Şımarık (Official Video) [1080p]", "Tarkan")).toEqual(["Şımarık", "Tarkan"]);
    expect(read("Gülpembe I Anadolu Rock © 2019 Kalan Müzik", "Kalan Müzik")).toEqual(["Gülpembe", ""]);
    expect(read("Sezen Aksu / Gülümse - Official Video", "Sezen Aksu")).toEqual(["Gülümse", "Sezen Aksu"]);
  });

  it("marks items it cannot read", () => {
    expect(youtubeItemToTrack({ snippet: "x" })).toBe("unreadable");
    expect(youtubeItemToTrack(null)).toBe("unreadable");
  });
});

describe("bestThumbnail", () => {
  it("takes the widest, and ranks by name when widths are missing", () => {
    expect(
      bestThumbnail({
        default: { url: "d", width: 120 },
        high: { url: "h", width: 480 },
        medium: { url: "m", width: 320 },
      }),
    ).toBe("h");
    expect(bestThumbnail({ default: { url: "d" }, standard: { url: "s" }, high: { url: "h" } })).toBe("s");
    expect(bestThumbnail({})).toBeNull();
  });
});
