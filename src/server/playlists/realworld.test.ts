/**
 * Real provider answers (tests/fixtures/realworld, origins in SOURCES-providers.md) through the
 * real parsing path: a local server answers with the captured payload and the client reads it as
 * it would read Spotify or YouTube. Each test says what a person pasting that link gets.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Track } from "@/shared/api/tracks";
import { type FakeReply, type FakeServer, html, json, startFakeServer } from "../../../tests/fakes/http";
import { testConfig } from "../../../tests/support/config";
import { recordingLogger } from "../../../tests/support/logging";
import { testOutbound } from "../../../tests/support/outbound";
import { HttpError } from "../http/errors";
import { PLAYLIST_MESSAGES as M } from "./messages";
import { createPlaylistService } from "./service";
import { apiRowToTrack, createSpotifyApi } from "./spotify-api";
import { embedToTracks, fetchSpotifyEmbedTracks, parseSpotifyEmbed } from "./spotify-embed";
import { parseSpotifyPlaylistRef, parseYoutubePlaylistRef } from "./url-parsing";
import { createYoutubeClient, youtubeItemToTrack } from "./youtube";

const text = (path: string) =>
  readFileSync(new URL(`../../../tests/fixtures/realworld/${path}`, import.meta.url), "utf8");
const data = <T = unknown>(path: string) => JSON.parse(text(path)) as T;
/** The SpotifyScraper captures are the text of the page's __NEXT_DATA__ script. */
const embedPage = (path: string) =>
  `<!DOCTYPE html><html><body><script id="__NEXT_DATA__" type="application/json">${text(path)}</script></body></html>`;

const brief = (t: Track) => [t.title, t.artist];

/** A local server whose answers each test sets: path (with query) -> reply. */
let server: FakeServer;
let routes: (path: string, url: URL) => FakeReply | undefined;
beforeAll(async () => {
  server = await startFakeServer(
    (req) => routes(req.path, req.url) ?? json(404, { error: { code: 404, message: "Not Found" } }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  routes = () => undefined;
});

const failure = async (promise: Promise<unknown>) => {
  const err = await promise.catch((e: unknown) => e);
  if (!(err instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(err)}`);
  return { status: err.statusCode, message: err.message };
};

// ---------- Spotify embed pages ----------

describe("Spotify embed pages people's links lead to", () => {
  const ALBUM_ID = "6N9PS4QXF1D0OWPk0Sxtb4";
  const PLAYLIST_ID = "37i9dQZF1DXcBWIGoYBM5M";

  it("a playlist (Today's Top Hits, 2026): 50 songs with previews, artists joined by a plain space", () => {
    const entity = parseSpotifyEmbed(embedPage("spotify-embed/SpotifyScraper-embed-playlist-2026.json"))!;
    expect(entity.name).toBe("Today’s Top Hits");
    const tracks = embedToTracks(entity);
    expect(tracks).toHaveLength(50);
    expect(brief(tracks[0]!)).toEqual(["hate that i made you love me", "Ariana Grande"]);
    // the page writes "Tame Impala,\u00a0JENNIE"
    expect(brief(tracks[2]!)).toEqual(["Dracula - JENNIE Remix", "Tame Impala, JENNIE"]);
    expect(brief(tracks[25]!)).toEqual(["PASSENGER", "Alex Warren"]);
    expect(brief(tracks[49]!)).toEqual(["The Visitor", "SIENNA SPIRO"]);
    expect(tracks.every((t) => t.previewUrl?.startsWith("https://p.scdn.co/mp3-preview/"))).toBe(true);
    expect(tracks.every((t) => !/\u00a0/.test(t.artist))).toBe(true);
    // the widest image the page has (640 px), the same for every song of a playlist
    expect(tracks[0]!.image).toBe(
      "https://image-cdn-ak.spotifycdn.com/image/ab67706f000000038c9dc68bd893f9232ac4ec29",
    );
    expect(tracks[0]).toMatchObject({ id: "20jbSiX29FDX4oQxBXyUEi", durationMs: 197949 });
  });

  it("an album link loads the album's songs, each with the album's cover and name", async () => {
    routes = (path) =>
      path === `/embed/album/${ALBUM_ID}`
        ? html(200, embedPage("spotify-embed/SpotifyScraper-embed-album-2026.json"))
        : undefined;
    const ref = parseSpotifyPlaylistRef(`https://open.spotify.com/intl-tr/album/${ALBUM_ID}?si=x`);
    const { tracks, name } = await fetchSpotifyEmbedTracks(
      { outbound: testOutbound([server.host]), embedBase: server.url },
      ref,
    );
    expect(name).toBe("Whenever You Need Somebody");
    expect(tracks).toHaveLength(10);
    expect(brief(tracks[0]!)).toEqual(["Never Gonna Give You Up", "Rick Astley"]);
    expect(brief(tracks[1]!)).toEqual(["Whenever You Need Somebody", "Rick Astley"]);
    expect(brief(tracks[9]!)).toEqual(["When I Fall in Love", "Rick Astley"]);
    for (const track of tracks) {
      expect(track.album).toBe("Whenever You Need Somebody");
      expect(track.image).toBe(
        "https://image-cdn-fa.spotifycdn.com/image/ab67616d0000b273255e131abc1410833be95673",
      );
    }
  });

  it("through the service: the album link answers { id: 'album:…', tracks } and is cached like a playlist", async () => {
    routes = (path) =>
      path === `/embed/album/${ALBUM_ID}`
        ? html(200, embedPage("spotify-embed/SpotifyScraper-embed-album-2026.json"))
        : undefined;
    const service = createPlaylistService({
      config: testConfig({ SPOTIFY_EMBED_BASE: server.url }),
      outbound: testOutbound([server.host]),
      log: recordingLogger(),
    });
    const result = await service.spotifyTracks(`spotify:album:${ALBUM_ID}`);
    expect(result.id).toBe(`album:${ALBUM_ID}`);
    expect(result.tracks.map((t) => t.title).slice(0, 2)).toEqual([
      "Never Gonna Give You Up",
      "Whenever You Need Somebody",
    ]);
    await service.spotifyTracks(`https://open.spotify.com/album/${ALBUM_ID}`);
    expect(server.requests).toHaveLength(1);
    // an album that is not there says "album", not "playlist"
    expect(await failure(service.spotifyTracks("spotify:album:0000000000000000000000"))).toEqual({
      status: 404,
      message: M.spotifyAlbumNotFound,
    });
  });

  it.each([
    [
      "spotify-embed/SpotifyScraper-embed-track-2026.json (a track page, 2026)",
      "SpotifyScraper-embed-track-2026.json",
    ],
    [
      "spotify-url-info-base64-track-embed-2023.html (a track page, 2023)",
      "spotify-url-info-base64-track-embed-2023.html",
    ],
    [
      "spotify-url-info-nextjs-initial-state-2023.html (a track page with base64 initial-state)",
      "spotify-url-info-nextjs-initial-state-2023.html",
    ],
  ])("%s: a single track is not a list, and the person is told what to paste", (_, file) => {
    const page = file.endsWith(".json") ? embedPage(`spotify-embed/${file}`) : text(`spotify-embed/${file}`);
    let err: unknown;
    try {
      parseSpotifyEmbed(page);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 400, message: M.spotifyTrackLink });
  });

  it("the base64 initial-state page of 2023 is read, not refused as a changed page", () => {
    // the same page with its entity swapped for a playlist: the old format still lists songs
    const page = text("spotify-embed/spotify-url-info-nextjs-initial-state-2023.html");
    const script = /(<script id="initial-state"[^>]*>)([\s\S]*?)(<\/script>)/.exec(page)!;
    const state = JSON.parse(Buffer.from(script[2]!.trim(), "base64").toString("utf8"));
    const track = state.data.entity;
    expect(track.name).toBe("Immaterial");
    state.data.entity = {
      type: "playlist",
      name: "Eski Liste",
      coverArt: track.coverArt,
      trackList: [{ uri: track.uri, title: track.title, subtitle: "SOPHIE", duration: track.duration }],
    };
    const swapped = page.replace(script[2]!, Buffer.from(JSON.stringify(state)).toString("base64"));
    const tracks = embedToTracks(parseSpotifyEmbed(swapped)!);
    expect(tracks).toEqual([
      expect.objectContaining({
        id: "5nTtCOCds6I0PHMNtqelas",
        title: "Immaterial",
        artist: "SOPHIE",
        durationMs: 232806,
        image: "https://i.scdn.co/image/ab67616d0000b2736b03d8c63599cc94263d7d60",
      }),
    ]);
  });

  it("rust-test-chill-mix-2024.html: Spotify's Chill Mix with its one song, no entityType on the row", async () => {
    routes = (path) =>
      path === "/embed/playlist/37i9dQZF1EVHGWrwldPRtj"
        ? html(200, text("spotify-embed/rust-test-chill-mix-2024.html"))
        : undefined;
    const { tracks, name } = await fetchSpotifyEmbedTracks(
      { outbound: testOutbound([server.host]), embedBase: server.url },
      parseSpotifyPlaylistRef("https://open.spotify.com/playlist/37i9dQZF1EVHGWrwldPRtj"),
    );
    expect(name).toBe("Chill Mix");
    expect(tracks).toEqual([
      {
        id: "7uv632EkfwYhXoqf8rhYrg",
        title: "Angel",
        artist: "Massive Attack, Horace Andy",
        image: "https://seed-mix-image.spotifycdn.com/v6/img/chill/6FXMGgJwohJLUSr5nVlf9X/en/default",
        previewUrl: "https://p.scdn.co/mp3-preview/bf35426762db02d161ca834044d48ab355fc97e2",
        externalUrl: "https://open.spotify.com/track/7uv632EkfwYhXoqf8rhYrg",
        durationMs: 379533,
      },
    ]);
  });

  it("the playlist page served for its link loads through the service too", async () => {
    routes = (path) =>
      path === `/embed/playlist/${PLAYLIST_ID}`
        ? html(200, embedPage("spotify-embed/SpotifyScraper-embed-playlist-2026.json"))
        : undefined;
    const service = createPlaylistService({
      config: testConfig({ SPOTIFY_EMBED_BASE: server.url }),
      outbound: testOutbound([server.host]),
      log: recordingLogger(),
    });
    const result = await service.spotifyTracks(`https://open.spotify.com/playlist/${PLAYLIST_ID}?si=abc`);
    expect(result).toMatchObject({ id: PLAYLIST_ID });
    expect(result.tracks).toHaveLength(50);
  });
});

// ---------- Spotify Web API payloads ----------

type Row = Record<string, unknown>;

describe("Spotify Web API answers", () => {
  const tracksOf = (rows: Row[]) =>
    rows.map((row) => apiRowToTrack(row, null)).filter((t): t is Track => t !== null && t !== "unreadable");

  /** A Web API on the local server: token, playlist object, and items pages cut from `rows`. */
  function serveApi(id: string, meta: unknown, rows: Row[]) {
    routes = (path, url) => {
      if (path === "/api/token")
        return json(200, { access_token: "t", token_type: "Bearer", expires_in: 3600 });
      if (path === `/v1/playlists/${id}`) return json(200, meta);
      if (path === `/v1/playlists/${id}/items`) {
        const offset = Number(url.searchParams.get("offset") ?? 0);
        const limit = Number(url.searchParams.get("limit") ?? 20);
        return json(200, { items: rows.slice(offset, offset + limit), limit, offset, total: rows.length });
      }
      return undefined;
    };
    return createSpotifyApi({
      outbound: testOutbound([server.host]),
      apiBase: server.url,
      accountsBase: server.url,
      clientId: "id",
      clientSecret: "secret",
    });
  }

  it("hitster-big-data.json: 72 playlist rows in the older `track` shape, read in two pages of 50", async () => {
    const [page] = data<[{ items: Row[]; total: number }]>("spotify-api/hitster-big-data.json");
    expect(page.total).toBe(72);
    const api = serveApi(
      "hitster0000000000000000",
      { id: "hitster0000000000000000", name: "Hitster" },
      page.items,
    );
    const { tracks } = await api.loadPlaylist("hitster0000000000000000");
    expect(tracks).toHaveLength(72);
    expect(tracks[0]).toMatchObject({
      title: "In Your Eyes",
      artist: "The Weeknd",
      album: "After Hours",
      durationMs: 237520,
      image: expect.stringMatching(/^https:\/\/i\.scdn\.co\/image\//),
      externalUrl: "https://open.spotify.com/track/7szuecWAPwGoV1e5vGu8tl",
    });
    expect(brief(tracks[14]!)).toEqual([
      "When Love Takes Over (feat. Kelly Rowland)",
      "David Guetta, Kelly Rowland",
    ]);
    expect(brief(tracks[37]!)).toEqual([
      "Hay Algo en Ti",
      'Luny Tunes, Noriega, Zion & Lennox, Tito "El Bambino"',
    ]);
    expect(brief(tracks[71]!)).toEqual(["The Rhythm of the Night", "Corona"]);
    const pages = server.requests
      .filter((r) => r.path.endsWith("/items"))
      .map((r) => r.url.searchParams.get("offset"));
    expect(pages.sort()).toEqual(["0", "50"]);
  });

  it("learning-react-playlist.json: a whole playlist object (es-ES) with its first page inside", async () => {
    const playlist = data<{ id: string; name: string; tracks: { items: Row[]; total: number } }>(
      "spotify-api/learning-react-playlist.json",
    );
    const api = serveApi(playlist.id, playlist, playlist.tracks.items);
    const { tracks, name } = await api.loadPlaylist(playlist.id);
    expect(name).toBe("Watashi no kokoro no");
    expect(tracks).toHaveLength(5);
    expect(brief(tracks[0]!)).toEqual(["炎", "LiSA"]);
    // a song without a preview keeps its place
    expect(tracks[2]).toMatchObject({ title: "Rengoku Theme", artist: "Samuel Kim", previewUrl: null });
    expect(brief(tracks[4]!)).toEqual(["homura [Cover] - music box ver.", "A Musicbox Collection"]);
  });

  it("musica-tracks-js.json: three trimmed pages of Turkish (and Brazilian) rock, row by row", () => {
    const { playlist } = data<{ playlist: { items: Row[] }[] }>("spotify-api/musica-tracks-js.json");
    const tracks = playlist.flatMap((page) => tracksOf(page.items));
    expect(tracks).toHaveLength(30);
    expect(brief(tracks[0]!)).toEqual(["Bir Derdim Var", "mor ve ötesi"]);
    expect(tracks[0]!.album).toBe("Dünya Yalan Söylüyor");
    expect(brief(tracks[10]!)).toEqual(["Belki", "Dedublüman, Mavzer Tabancas"]);
    expect(brief(tracks[16]!)).toEqual(["Islak Islak", "Barış Akarsu"]);
    expect(brief(tracks[29]!)).toEqual(["Oi :)", "Lupa"]);
  });

  it("react-spotify-youtube-liked.json: a liked-songs page (/me/tracks rows: added_at and track only)", () => {
    const page = data<{ items: Row[]; total: number }>("spotify-api/react-spotify-youtube-liked.json");
    const tracks = tracksOf(page.items);
    expect(tracks).toHaveLength(20);
    expect(brief(tracks[0]!)).toEqual(["Deniz Üstü Köpürür", "Fasıl-ı Jazz"]);
    expect(brief(tracks[4]!)).toEqual(["No Diggity", "Nick Murphy / Chet Faker"]);
    expect(brief(tracks[9]!)).toEqual(["İnanmazsın", "Can Gox"]);
    expect(brief(tracks[19]!)).toEqual(["Man or a Monster (feat. Zayde Wølf)", "Sam Tinnesz, Zayde Wølf"]);
  });
});

// ---------- YouTube Data API payloads ----------

describe("YouTube playlistItems answers", () => {
  type Page = { items: unknown[]; nextPageToken?: string };
  const client = () =>
    createYoutubeClient({ outbound: testOutbound([server.host]), apiBase: server.url, apiKey: "k" });
  /** Serves pages by pageToken: the first without one. */
  const servePages = (pages: Record<string, Page>) => {
    routes = (path, url) =>
      path === "/youtube/v3/playlistItems"
        ? json(200, pages[url.searchParams.get("pageToken") ?? ""])
        : undefined;
  };

  it("learning-2023-RDYaEG2aWJnZ8.json: a mix link gives the mix's 50 songs from one page", async () => {
    const page = data<Page>("youtube/learning-2023-RDYaEG2aWJnZ8.json");
    expect(page.nextPageToken).toBeTruthy();
    servePages({ "": page });
    const id = parseYoutubePlaylistRef(
      "https://www.youtube.com/watch?v=YaEG2aWJnZ8&list=RDYaEG2aWJnZ8&start_radio=1",
    );
    const { tracks } = await client().loadPlaylist(id);
    // a mix goes on for ever: only its first page is read
    expect(server.requests).toHaveLength(1);
    expect(tracks).toHaveLength(50);
    expect(brief(tracks[0]!)).toEqual(["Unstoppable", "Sia"]);
    expect(brief(tracks[1]!)).toEqual(["Cheap Thrills", "Sia"]);
    expect(brief(tracks[4]!)).toEqual(["Shape of You", "Ed Sheeran"]);
    expect(brief(tracks[5]!)).toEqual(["Shoong!", "TAEYANG, LISA of BLACKPINK"]);
    expect(brief(tracks[6]!)).toEqual(["Elastic Heart", "Sia, Shia LaBeouf, Maddie Ziegler"]);
    expect(brief(tracks[7]!)).toEqual(["lovely", "Billie Eilish, Khalid"]);
    expect(brief(tracks[13]!)).toEqual(["Uptown Funk", "Mark Ronson, Bruno Mars"]);
    expect(brief(tracks[15]!)).toEqual(["Pink Venom", "BLACKPINK"]);
    expect(brief(tracks[17]!)).toEqual(["See You Again", "Wiz Khalifa, Charlie Puth"]);
    expect(brief(tracks[28]!)).toEqual(["Waka Waka (This Time for Africa)", "Shakira"]);
    expect(brief(tracks[29]!)).toEqual(["Pocket", "Foyer Red"]);
    expect(brief(tracks[43]!)).toEqual(["How You Like That", "BLACKPINK"]);
    expect(brief(tracks[47]!)).toEqual(["Hey Mama", "David Guetta, Nicki Minaj, Bebe Rexha, Afrojack"]);
    expect(brief(tracks[49]!)).toEqual(["Rockabye", "Clean Bandit, Sean Paul, Anne-Marie"]);
    // the uploader's channel never replaces an artist the title names
    expect(tracks[4]!.artist).not.toBe("Aesthetic Pop");
    expect(tracks[0]!.image).toBe("https://i.ytimg.com/vi/YaEG2aWJnZ8/maxresdefault.jpg");
  });

  it("a mix the API refuses gets the mix message, not 'not found'", async () => {
    routes = () =>
      json(404, { error: { code: 404, message: "x", errors: [{ reason: "playlistNotFound" }] } });
    expect(await failure(client().loadPlaylist("RDdQw4w9WgXcQ"))).toEqual({
      status: 400,
      message: M.youtubeMix,
    });
  });

  it("trimtube-PLbpi6ZahtOH4ANPsJ3BbLC_fpxNarTayV.json: 10 music videos, featured artists with the artist", async () => {
    servePages({ "": data<Page>("youtube/trimtube-PLbpi6ZahtOH4ANPsJ3BbLC_fpxNarTayV.json") });
    const { tracks, truncated } = await client().loadPlaylist("PLbpi6ZahtOH4ANPsJ3BbLC_fpxNarTayV");
    expect(truncated).toBe(false);
    expect(tracks.map(brief)).toEqual([
      ["Back In Blood", "Pooh Shiesty, Lil Durk"],
      ["Save Your Tears", "The Weeknd"],
      ["MONTERO (Call Me By Your Name)", "Lil Nas X"],
      ["RAPSTAR", "Polo G"],
      ["EVERY CHANCE I GET", "DJ Khaled, Lil Baby, Lil Durk"],
      ["Outside (Better Days)", "MO3 & OG Bobby Billions"],
      ["Leave the Door Open", "Bruno Mars, Anderson .Paak, Silk Sonic"],
      ["Up", "Cardi B"],
      ["drivers license", "Olivia Rodrigo"],
      ["Street Runner", "Rod Wave"],
    ]);
  });

  it("python-youtube playlist_items_paged_1/_2.json: a non-music list of 13 talks over two pages, nothing lost", async () => {
    const first = data<Page>("youtube/python-youtube-playlist_items_paged_1.json");
    const second = data<Page>("youtube/python-youtube-playlist_items_paged_2.json");
    servePages({ "": first, [first.nextPageToken!]: second });
    const { tracks } = await client().loadPlaylist("PLOU2XLYxmsIJO83u2UmyC8ud41AvUnhgj");
    expect(server.requests.map((r) => r.url.searchParams.get("pageToken"))).toEqual([null, "CAoQAA"]);
    expect(tracks).toHaveLength(13);
    // talk titles: "Talk - Pittsburgh ML Summit ‘19" reads as artist - title; every word stays
    const raw = [...first.items, ...second.items].map(
      (i) => (i as { snippet: { title: string } }).snippet.title,
    );
    tracks.forEach((track, i) => {
      expect(`${track.artist} - ${track.title}`).toBe(raw[i]);
    });
    expect(tracks[0]).toMatchObject({ id: "CvTApw9X8aA", title: "Pittsburgh ML Summit ‘19" });
    expect(tracks[12]!.artist).toBe("Closing remarks");
  });

  it("python-youtube playlist_items_multi.json: two Google I/O videos with no videoOwnerChannelTitle", () => {
    const page = data<Page>("youtube/python-youtube-playlist_items_multi.json");
    const tracks = page.items.map(youtubeItemToTrack);
    expect(tracks).toEqual([
      expect.objectContaining({
        id: "H1HZyvc0QnI",
        title: "I/O Live (Day 1 Composite)",
        artist: "Google I/O'19",
      }),
      expect.objectContaining({
        id: "5NgsfxIWNls",
        title: "I/O Live (Day 2 Composite)",
        artist: "Google I/O'19",
      }),
    ]);
  });
});
