import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeSpotify,
  fakeSpotifyPlaylistId,
  fakeSpotifyTrack,
  SPOTIFY_FIXTURE_PLAYLIST_ID,
  startSpotifyFake,
} from "../../../tests/fakes/spotify";
import { testOutbound } from "../../../tests/support/outbound";
import { HttpError } from "../http/errors";
import { PLAYLIST_MESSAGES as M, PlaylistShapeError } from "./messages";
import { embedToTracks, fetchSpotifyEmbedTracks, parseSpotifyEmbed } from "./spotify-embed";

const fixtureHtml = readFileSync(
  new URL(
    `../../../tests/fakes/fixtures/spotify/embed-playlist-${SPOTIFY_FIXTURE_PLAYLIST_ID}.html`,
    import.meta.url,
  ),
  "utf8",
);

const page = (data: unknown, attrs = 'id="__NEXT_DATA__" type="application/json"') =>
  `<html><body><script ${attrs}>${JSON.stringify(data)}</script></body></html>`;
const withEntity = (entity: unknown) => page({ props: { pageProps: { state: { data: { entity } } } } });

describe("parseSpotifyEmbed + embedToTracks", () => {
  it("reads the fixture page: tracks only, episodes and empty titles skipped", () => {
    const entity = parseSpotifyEmbed(fixtureHtml);
    expect(entity?.name?.trim()).toBe("Türkçe Pop Klasikleri");
    const tracks = embedToTracks(entity!);
    expect(tracks.map((t) => t.title)).toEqual([
      "Gidiyorum",
      "Şımarık",
      "Gülpembe",
      "Affet",
      "Bu Akşam",
      "Everyway That I Can",
      "Cevapsız Sorular",
      "İstanbul'da Sonbahar",
      "Ben Yaşarım",
      "Sevda Çiçeği",
    ]);
    expect(tracks[0]).toEqual({
      id: "4u7EnebtmKWzUH433cf5Qv",
      title: "Gidiyorum",
      artist: "Sezen Aksu",
      image: "https://i.scdn.co/image/ab67706f00000002cover640",
      previewUrl: "https://p.scdn.co/mp3-preview/4u7enebtmkwzuh433cf5qv00",
      externalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
      durationMs: 243000,
    });
  });

  it("takes duration as a number or a numeric string, and a missing preview as null", () => {
    const tracks = embedToTracks(parseSpotifyEmbed(fixtureHtml)!);
    const affet = tracks.find((t) => t.title === "Affet")!;
    expect(affet.durationMs).toBe(301000);
    const everyway = tracks.find((t) => t.title === "Everyway That I Can")!;
    expect(everyway.previewUrl).toBeNull();
    expect(tracks.find((t) => t.title === "Ben Yaşarım")!.artist).toBe("Ajda Pekkan, Tarkan");
  });

  it("finds the script whatever the order of its attributes (nonce, type, id)", () => {
    const entity = {
      trackList: [{ uri: "spotify:track:4u7EnebtmKWzUH433cf5Qv", title: "A", subtitle: "B" }],
    };
    const data = { props: { pageProps: { state: { data: { entity } } } } };
    for (const attrs of [
      'nonce="abc" type="application/json" id="__NEXT_DATA__"',
      "id=__NEXT_DATA__ type=application/json",
      "type='application/json' id='__NEXT_DATA__' nonce='x' crossorigin",
    ]) {
      expect(embedToTracks(parseSpotifyEmbed(page(data, attrs))!)).toHaveLength(1);
    }
  });

  it("skips episodes marked only by their uri or only by entityType, and odd durations", () => {
    const tracks = embedToTracks(
      parseSpotifyEmbed(
        withEntity({
          trackList: [
            { uri: "spotify:episode:5Ep1s0deIdAbcdEfgh1234", title: "Bölüm", subtitle: "Sunucu" },
            { uri: "spotify:track:5Ep1s0deIdAbcdEfgh1234", title: "Bölüm", entityType: "episode" },
            { uri: "spotify:local:::x:1", title: "Yerel" },
            { uri: "spotify:track:4u7EnebtmKWzUH433cf5Qv", title: " Şarkı ", duration: "abc" },
            { uri: "spotify:track:1ZqHjApl3pfzwjweTfMi0g", title: "   " },
          ],
        }),
      )!,
    );
    expect(tracks).toEqual([
      expect.objectContaining({ id: "4u7EnebtmKWzUH433cf5Qv", title: "Şarkı", artist: "", durationMs: null }),
    ]);
  });

  it("says 'not there' (null) when the page has no entity", () => {
    expect(parseSpotifyEmbed(page({ props: { pageProps: { state: { data: {} } } } }))).toBeNull();
    expect(parseSpotifyEmbed(page({ props: { pageProps: { status: 404 } } }))).toBeNull();
  });

  it.each([
    ["no script", "<html><body>Bir şeyler ters gitti</body></html>"],
    ["not JSON", '<script id="__NEXT_DATA__">{"props": </script>'],
    ["no pageProps", page({ props: {} })],
    ["trackList moved", withEntity({ name: "x", content: { items: [] } })],
    ["trackList not a list", withEntity({ trackList: "x" })],
    ["no row readable", withEntity({ trackList: [{ id: 1 }, { name: "x" }] })],
  ])("throws PlaylistShapeError on a changed page (%s)", (_, html) => {
    expect(() => {
      const entity = parseSpotifyEmbed(html);
      if (entity) embedToTracks(entity);
    }).toThrow(PlaylistShapeError);
  });
});

describe("fetchSpotifyEmbedTracks against the fake", () => {
  let fake: FakeSpotify;
  beforeAll(async () => {
    fake = await startSpotifyFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const deps = () => ({ outbound: testOutbound([fake.host]), embedBase: fake.url });

  it("loads the fixture playlist", async () => {
    const { tracks, name } = await fetchSpotifyEmbedTracks(deps(), SPOTIFY_FIXTURE_PLAYLIST_ID);
    expect(tracks).toHaveLength(10);
    expect(name).toBe("Türkçe Pop Klasikleri");
    expect(fake.requests.map((r) => r.path)).toEqual([`/embed/playlist/${SPOTIFY_FIXTURE_PLAYLIST_ID}`]);
  });

  it("gives the first 100 tracks of a longer synthetic playlist", async () => {
    const id = fakeSpotifyPlaylistId(250, "embed");
    const { tracks } = await fetchSpotifyEmbedTracks(deps(), id);
    expect(tracks).toHaveLength(100);
    const expected = fakeSpotifyTrack(id, 42);
    expect(tracks[42]).toMatchObject({
      id: expected.id,
      title: expected.title,
      artist: expected.artist,
      durationMs: expected.durationMs,
      previewUrl: expected.previewUrl,
    });
  });

  it("answers a Turkish 404 for an unknown playlist", async () => {
    const err = await fetchSpotifyEmbedTracks(deps(), "0000000000000000000000").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 404, message: M.spotifyNotFound });
  });

  it("throws PlaylistShapeError when the page changed", async () => {
    fake.set({ embedShapeChanged: true });
    await expect(fetchSpotifyEmbedTracks(deps(), SPOTIFY_FIXTURE_PLAYLIST_ID)).rejects.toThrow(
      PlaylistShapeError,
    );
    await expect(fetchSpotifyEmbedTracks(deps(), fakeSpotifyPlaylistId(5))).rejects.toThrow(
      PlaylistShapeError,
    );
  });
});
