/**
 * A fake Spotify: one real HTTP server on 127.0.0.1 playing the embed page
 * (`/embed/playlist/{id}`, `/oembed`), the accounts service (`POST /api/token`) and the Web API
 * (`/v1/playlists/{id}`, `/v1/playlists/{id}/items`), in the shapes of docs/external-services.md.
 * Point SPOTIFY_EMBED_BASE, SPOTIFY_ACCOUNTS_BASE and SPOTIFY_API_BASE at `url` (see `env()`).
 *
 * Playlist ids it knows:
 * - `37i9dQZF1DX0XUsuxWHRQd` (SPOTIFY_FIXTURE_PLAYLIST_ID): the fixture files. The fixture
 *   items page is a 3-row sample claiming `total: 237`; the fake corrects total to 3 so the
 *   playlist is consistent (offsets past 0 answer an empty page).
 * - synthetic: "FAKE" + six digits (the track count) + 12 base62 characters of free tag,
 *   22 characters in all; build them with `fakeSpotifyPlaylistId(5000, "bench")`. Their tracks
 *   are generated deterministically (`fakeSpotifyTrack(id, index)`); the embed page lists the
 *   first 100, as the real one does. Every third track has no audio preview.
 * - any id given in `options.playlists` (id -> track count), generated the same way.
 * - ids starting with "FAIL500" (SPOTIFY_FAILING_PLAYLIST_ID): the embed page answers 500, a
 *   provider outage that a test in another process (e2e) can trigger without changing options.
 * Everything else is an unknown or private playlist: 404 on both the embed page and the API.
 */
import { readFileSync } from "node:fs";
import {
  base62From,
  clearRequestLog,
  configurableFake,
  type FakeControls,
  type FakeReply,
  type FakeServer,
  html,
  json,
  type RecordedRequest,
  startFakeServer,
} from "./http";

export const SPOTIFY_FIXTURE_PLAYLIST_ID = "37i9dQZF1DX0XUsuxWHRQd";
export const SPOTIFY_FAILING_PLAYLIST_ID = "FAIL500xxxxxxxxxxxxxxx";
export const FAKE_SPOTIFY_CLIENT_ID = "fake-client-id";
export const FAKE_SPOTIFY_CLIENT_SECRET = "fake-client-secret";
/** the embed page lists at most this many items of a playlist */
export const EMBED_TRACK_LIMIT = 100;

export type FakeSpotifyEndpoint = "embed" | "oembed" | "token" | "api";

export interface FakeSpotifyOptions {
  /** delay before every answer, in ms */
  latencyMs: number;
  /** credentials the token endpoint accepts */
  clientId: string;
  clientSecret: string;
  /** lifetime of issued tokens, in seconds (real: 3600) */
  tokenExpiresIn: number;
  /** every bearer token answers 401, even a fresh one (a revoked app) */
  tokensRejected: boolean;
  /** the next `count` Web API requests (/v1/…) answer 429 with this Retry-After */
  rateLimit: { count: number; retryAfterSeconds: number } | null;
  /** items answer 403, as for a Development-Mode app since 2026 (the playlist object still answers) */
  itemsForbidden: boolean;
  /** the playlist object answers 404 too, as for Spotify-owned playlists and new apps since Nov 2024 */
  apiNotFound: boolean;
  /** the embed page's entity no longer has `trackList` (a redesign) */
  embedShapeChanged: boolean;
  /** items pages come without `items` (a changed API) */
  apiShapeChanged: boolean;
  /** endpoints that accept the connection and never answer */
  hang: FakeSpotifyEndpoint[];
  /** extra synthetic playlists: id -> track count */
  playlists: Record<string, number>;
}

/** `reset()` also empties the request log and forgets every token issued. */
export interface FakeSpotify extends FakeControls<FakeSpotifyOptions> {
  /** base URL for SPOTIFY_EMBED_BASE, SPOTIFY_ACCOUNTS_BASE and SPOTIFY_API_BASE */
  url: string;
  /** "127.0.0.1:<port>", for an outbound allow-list */
  host: string;
  requests: RecordedRequest[];
  /** requests being answered right now, and the most there have been at once */
  concurrency: { current: number; max: number };
  /** every token issued so far now answers 401 (as if it had expired) */
  expireTokens(): void;
  /** requests to one endpoint kind, in arrival order */
  requestsTo(endpoint: FakeSpotifyEndpoint): RecordedRequest[];
  env(): { SPOTIFY_EMBED_BASE: string; SPOTIFY_ACCOUNTS_BASE: string; SPOTIFY_API_BASE: string };
  close(): Promise<void>;
}

const DEFAULTS: FakeSpotifyOptions = {
  latencyMs: 0,
  clientId: FAKE_SPOTIFY_CLIENT_ID,
  clientSecret: FAKE_SPOTIFY_CLIENT_SECRET,
  tokenExpiresIn: 3600,
  tokensRejected: false,
  rateLimit: null,
  itemsForbidden: false,
  apiNotFound: false,
  embedShapeChanged: false,
  apiShapeChanged: false,
  hang: [],
  playlists: {},
};

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/spotify/${name}`, import.meta.url), "utf8");

/** "FAKE" + 6-digit track count + 12 base62 characters of tag: a valid 22-character playlist id. */
export function fakeSpotifyPlaylistId(size: number, tag = ""): string {
  if (!Number.isInteger(size) || size < 0 || size > 999_999) throw new Error(`size out of range: ${size}`);
  if (!/^[A-Za-z0-9]{0,12}$/.test(tag)) throw new Error(`tag must be up to 12 base62 characters: ${tag}`);
  return `FAKE${String(size).padStart(6, "0")}${tag.padEnd(12, "0")}`;
}

export interface FakeSpotifyTrack {
  id: string;
  title: string;
  artist: string;
  album: string;
  durationMs: number;
  /** album cover, 640 wide */
  image: string;
  /** on the embed page (the Web API gives none since Nov 2024) */
  previewUrl: string | null;
}

/** The synthetic track at `index` of a synthetic playlist. */
export function fakeSpotifyTrack(playlistId: string, index: number): FakeSpotifyTrack {
  const id = base62From(`${playlistId}:${index}`, 22);
  return {
    id,
    title: `Şarkı ${index + 1}`,
    artist:
      index % 7 === 3 ? `Sanatçı ${(index % 40) + 1}, Konuk ${index % 5}` : `Sanatçı ${(index % 40) + 1}`,
    album: `Albüm ${(index % 60) + 1}`,
    durationMs: 150_000 + ((index * 7919) % 150_000),
    image: `https://i.scdn.co/image/ab67616d0000b273${id.toLowerCase()}`,
    previewUrl: index % 3 === 2 ? null : `https://p.scdn.co/mp3-preview/${id.toLowerCase()}`,
  };
}

function syntheticSize(id: string, options: FakeSpotifyOptions): number | null {
  const extra = options.playlists[id];
  if (extra !== undefined) return extra;
  const m = /^FAKE(\d{6})[A-Za-z0-9]{12}$/.exec(id);
  return m ? Number(m[1]) : null;
}

const coverOf = (id: string) => `https://i.scdn.co/image/ab67706f00000002${id.toLowerCase()}`;

function embedPage(id: string, size: number, shapeChanged: boolean): string {
  const rows = Array.from({ length: Math.min(size, EMBED_TRACK_LIMIT) }, (_, i) => {
    const t = fakeSpotifyTrack(id, i);
    return {
      uri: `spotify:track:${t.id}`,
      uid: i.toString(16).padStart(16, "0"),
      title: t.title,
      subtitle: t.artist,
      isExplicit: false,
      isNineteenPlus: false,
      duration: i % 2 === 0 ? t.durationMs : String(t.durationMs),
      isPlayable: true,
      playabilityReason: "PLAYABLE",
      entityType: "track",
      ...(t.previewUrl ? { audioPreview: { format: "MP3_96", url: t.previewUrl } } : {}),
    };
  });
  const entity: Record<string, unknown> = {
    type: "playlist",
    name: `Sahte Liste ${size}`,
    uri: `spotify:playlist:${id}`,
    id,
    title: `Sahte Liste ${size}`,
    subtitle: "Fake",
    coverArt: { sources: [{ url: coverOf(id), width: 640, height: 640 }] },
    ...(shapeChanged ? { content: { items: rows } } : { trackList: rows }),
  };
  const data = {
    props: { pageProps: { state: { data: { entity, embeded_entity_uri: `spotify:playlist:${id}` } } } },
    page: "/playlist/[id]",
    query: { id },
    buildId: "fake",
  };
  return `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><title>Spotify Embed</title></head><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json" nonce="ZmFrZQ==">${JSON.stringify(data)}</script></body></html>`;
}

const NOT_FOUND_PAGE = html(
  404,
  '<!DOCTYPE html><html><head><title>Page not found</title></head><body><div id="__next"></div></body></html>',
);
const apiError = (status: number, message: string, extra: Record<string, string> = {}) =>
  json(status, { error: { status, message } }, extra);

function apiRow(playlistId: string, index: number) {
  const t = fakeSpotifyTrack(playlistId, index);
  return {
    added_at: "2025-03-01T10:00:00Z",
    added_by: { id: "owner" },
    is_local: false,
    item: {
      id: t.id,
      name: t.title,
      type: "track",
      duration_ms: t.durationMs,
      artists: t.artist.split(", ").map((name, k) => ({ id: `a${k}`, name, type: "artist" })),
      album: {
        id: `al${index % 60}`,
        name: t.album,
        images: [
          { url: t.image, width: 640, height: 640 },
          { url: t.image.replace("b273", "1e02"), width: 300, height: 300 },
          { url: t.image.replace("b273", "4851"), width: 64, height: 64 },
        ],
      },
      preview_url: null,
      external_urls: { spotify: `https://open.spotify.com/track/${t.id}` },
      uri: `spotify:track:${t.id}`,
    },
  };
}

export async function startSpotifyFake(initial: Partial<FakeSpotifyOptions> = {}): Promise<FakeSpotify> {
  const tokens = new Map<string, number>(); // token -> expiry time
  let issued = 0;
  const controls = configurableFake(DEFAULTS, initial, {
    onReset() {
      clearRequestLog(server);
      tokens.clear();
      issued = 0;
    },
  });

  const endpointOf = (path: string): FakeSpotifyEndpoint | null => {
    if (path.startsWith("/embed/")) return "embed";
    if (path === "/oembed") return "oembed";
    if (path === "/api/token") return "token";
    if (path.startsWith("/v1/")) return "api";
    return null;
  };

  function token(req: RecordedRequest): FakeReply {
    const { options } = controls;
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;
    const form = new URLSearchParams(req.body);
    if (req.method !== "POST") return apiError(405, "Method not allowed");
    if (form.get("grant_type") !== "client_credentials") {
      return json(400, {
        error: "unsupported_grant_type",
        error_description: "grant_type parameter is missing",
      });
    }
    if (req.headers.authorization !== expected) {
      return json(400, { error: "invalid_client", error_description: "Invalid client" });
    }
    issued++;
    const value = `BQ-fake-token-${issued}`;
    tokens.set(value, Date.now() + options.tokenExpiresIn * 1000);
    return json(200, { access_token: value, token_type: "Bearer", expires_in: options.tokenExpiresIn });
  }

  function embed(req: RecordedRequest): FakeReply {
    const { options } = controls;
    const m = /^\/embed\/playlist\/([A-Za-z0-9]+)\/?$/.exec(req.path);
    if (!m) return NOT_FOUND_PAGE;
    const id = m[1]!;
    if (id.startsWith("FAIL500")) return html(500, "<html><body>Internal Server Error</body></html>");
    if (id === SPOTIFY_FIXTURE_PLAYLIST_ID) {
      if (!options.embedShapeChanged) return html(200, fixture(`embed-playlist-${id}.html`));
      return html(200, fixture(`embed-playlist-${id}.html`).replace('"trackList"', '"content"'));
    }
    const size = syntheticSize(id, options);
    if (size === null) return NOT_FOUND_PAGE;
    return html(200, embedPage(id, size, options.embedShapeChanged));
  }

  function oembed(req: RecordedRequest): FakeReply {
    const target = req.url.searchParams.get("url") ?? "";
    const m = /^https:\/\/open\.spotify\.com\/track\/([A-Za-z0-9]{22})/.exec(target);
    if (!m) return json(404, { error: "not found" });
    const body = JSON.parse(fixture("oembed-track.json")) as Record<string, unknown>;
    if (m[1] === "4u7EnebtmKWzUH433cf5Qv") return json(200, body);
    return json(200, {
      ...body,
      title: `Şarkı ${m[1]}`,
      thumbnail_url: `https://image-cdn-ak.spotifycdn.com/image/ab67616d00001e02${m[1]!.toLowerCase()}`,
    });
  }

  function api(req: RecordedRequest): FakeReply {
    const { options } = controls;
    if (options.rateLimit && options.rateLimit.count > 0) {
      const { count, retryAfterSeconds } = options.rateLimit;
      controls.set({ rateLimit: { count: count - 1, retryAfterSeconds } });
      return {
        ...json(429, JSON.parse(fixture("error-429.json"))),
        headers: { "retry-after": String(retryAfterSeconds), "content-type": "application/json" },
      };
    }
    const auth = req.headers.authorization ?? "";
    if (!auth.startsWith("Bearer ")) return apiError(401, "No token provided");
    const expiry = tokens.get(auth.slice(7));
    if (expiry === undefined || options.tokensRejected) return apiError(401, "Invalid access token");
    if (expiry <= Date.now()) return apiError(401, "The access token expired");

    const m = /^\/v1\/playlists\/([A-Za-z0-9]+)(\/items|\/tracks)?\/?$/.exec(req.path);
    if (!m) return apiError(404, "Service not found");
    const [, id, sub] = m as unknown as [string, string, string | undefined];
    const isFixture = id === SPOTIFY_FIXTURE_PLAYLIST_ID;
    const size = isFixture ? 3 : syntheticSize(id, options);
    if (size === null || options.apiNotFound) return apiError(404, "Resource not found");

    if (!sub) {
      if (isFixture) {
        const meta = JSON.parse(fixture(`api-playlist-${id}.json`));
        return json(200, { ...meta, items: { total: size } });
      }
      return json(200, {
        id,
        name: `Sahte Liste ${size}`,
        // changes with the playlist, as the real one does (here: with its length)
        snapshot_id: `AAAAfake${size}`,
        images: [{ url: coverOf(id), width: 640, height: 640 }],
        owner: { id: "fake", display_name: "Fake" },
        public: true,
        items: { total: size },
      });
    }
    // the old /tracks path is deprecated and refused to Development-Mode apps
    if (sub === "/tracks" || options.itemsForbidden) return json(403, JSON.parse(fixture("error-403.json")));

    const limit = Number(req.url.searchParams.get("limit") ?? "20");
    const offset = Number(req.url.searchParams.get("offset") ?? "0");
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) return apiError(400, "Invalid limit");
    if (!Number.isInteger(offset) || offset < 0) return apiError(400, "Invalid offset");
    const href = (o: number) => `https://api.spotify.com/v1/playlists/${id}/items?offset=${o}&limit=${limit}`;

    let items: unknown[];
    if (isFixture) {
      const page = JSON.parse(fixture(`api-items-${id}-offset-0.json`)) as { items: unknown[] };
      items = offset === 0 ? page.items.slice(0, limit) : [];
    } else {
      items = [];
      for (let i = offset; i < Math.min(offset + limit, size); i++) items.push(apiRow(id, i));
    }
    if (options.apiShapeChanged) return json(200, { href: href(offset), data: items, paging: { size } });
    return json(200, {
      href: href(offset),
      items,
      limit,
      next: offset + limit < size ? href(offset + limit) : null,
      offset,
      previous: offset > 0 ? href(Math.max(0, offset - limit)) : null,
      total: size,
    });
  }

  const server: FakeServer = await startFakeServer(
    (req) => {
      const endpoint = endpointOf(req.path);
      if (endpoint && controls.options.hang.includes(endpoint)) return "hang";
      switch (endpoint) {
        case "token":
          return token(req);
        case "embed":
          return embed(req);
        case "oembed":
          return oembed(req);
        case "api":
          return api(req);
        default:
          return apiError(404, "Service not found");
      }
    },
    { latencyMs: () => controls.options.latencyMs },
  );

  return Object.assign(controls, {
    url: server.url,
    host: server.host,
    requests: server.requests,
    concurrency: server.concurrency,
    expireTokens() {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    requestsTo(endpoint: FakeSpotifyEndpoint) {
      return server.requests.filter((r) => endpointOf(r.path) === endpoint);
    },
    env: () => ({
      SPOTIFY_EMBED_BASE: server.url,
      SPOTIFY_ACCOUNTS_BASE: server.url,
      SPOTIFY_API_BASE: server.url,
    }),
    close: server.close,
  });
}
