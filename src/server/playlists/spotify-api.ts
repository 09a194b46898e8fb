/**
 * The Spotify Web API path, for operators whose app may read playlist items (Extended Quota).
 * Client-credentials token cached until it expires; pages of 50 fetched in parallel, bounded,
 * once the first page has told the total. Whenever the API will not serve this playlist to this
 * app (403/404, refused credentials) it throws SpotifyApiUnavailable and the caller falls back
 * to the embed page.
 */
import { z } from "zod";
import type { Track } from "@/shared/api/tracks";
import type { Outbound, OutboundResponse } from "../http/outbound";
import { PlaylistShapeError } from "./messages";
import { spotifyRefFromString } from "./url-parsing";

export const SPOTIFY_PAGE_SIZE = 50;
/** Spotify's own limit on playlist length. */
export const SPOTIFY_MAX_TRACKS = 10_000;
/**
 * Rows read from one playlist by default: 20 pages. Nobody needs 10,000 rows to pick one song,
 * and a 10,000-row walk cost 202 requests (security review M4).
 */
export const SPOTIFY_DEFAULT_MAX_ROWS = 1_000;

export class SpotifyApiUnavailable extends Error {
  constructor(
    /** "no-access": this app may not read this playlist (normal for Development-Mode apps);
     *  "credentials": the operator's client id/secret or token are refused */
    readonly kind: "no-access" | "credentials",
    readonly reason: string,
  ) {
    super(`Spotify Web API unavailable: ${reason}`);
    this.name = "SpotifyApiUnavailable";
  }
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive().optional(),
});

const imageSchema = z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() });

const metaSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  images: z.array(imageSchema).nullish(),
  /** changes whenever the playlist does */
  snapshot_id: z.string().nullish(),
});

const pageSchema = z.object({
  items: z.array(z.unknown()),
  total: z.number().int().min(0),
});

const trackObjectSchema = z.object({
  id: z.string().nullish(),
  name: z.string().nullish(),
  type: z.string().nullish(),
  duration_ms: z.number().nullish(),
  artists: z.array(z.object({ name: z.string().nullish() })).nullish(),
  album: z.object({ name: z.string().nullish(), images: z.array(imageSchema).nullish() }).nullish(),
  preview_url: z.string().nullish(),
});

const rowSchema = z.object({
  is_local: z.boolean().nullish(),
  // `item` since 2026; `track` for older apps
  item: trackObjectSchema.nullish(),
  track: trackObjectSchema.nullish(),
});

function largestImage(images: readonly z.infer<typeof imageSchema>[] | null | undefined): string | null {
  if (!images?.length) return null;
  return images.reduce((best, img) => ((img.width ?? 0) > (best.width ?? 0) ? img : best)).url;
}

/** One playlist row to a Track; null for rows that are not playable tracks (episodes, local files, removed). */
export function apiRowToTrack(raw: unknown, playlistCover: string | null): Track | null | "unreadable" {
  const row = rowSchema.safeParse(raw);
  if (!row.success) return "unreadable";
  const t = row.data.item ?? row.data.track;
  if (!t || row.data.is_local || !t.id || (t.type && t.type !== "track")) return null;
  const title = t.name?.trim();
  if (!title) return null;
  const duration = t.duration_ms;
  return {
    id: t.id,
    title,
    artist: (t.artists ?? [])
      .map((a) => a.name?.trim())
      .filter(Boolean)
      .join(", "),
    image: largestImage(t.album?.images) ?? playlistCover,
    previewUrl: t.preview_url || null,
    externalUrl: `https://open.spotify.com/track/${t.id}`,
    durationMs:
      typeof duration === "number" && duration >= 0 && duration <= 24 * 3600 * 1000
        ? Math.round(duration)
        : null,
    album: t.album?.name?.trim() || null,
  };
}

/**
 * Runs fn over items with at most `limit` calls at a time, keeping the order of results.
 * The first failure stops the hand-out of further items (siblings are cancelled by the caller).
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index]!);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

export interface SpotifyApiOptions {
  outbound: Outbound;
  apiBase: string;
  accountsBase: string;
  clientId: string;
  clientSecret: string;
  /**
   * pages in flight at once (default 8): a 5,000-track playlist then takes about 15 round trips
   * instead of 102. Spotify limits requests per rolling 30 s window rather than in parallel, and
   * a 429 is waited out (Retry-After) by each page on its own.
   */
  pageConcurrency?: number;
  /** per request (default: the outbound client's) */
  timeoutMs?: number;
  /** extra attempts after a 429/503, each after Retry-After (default 3) */
  rateLimitRetries?: number;
  /** rows read from one playlist at most (default 1,000); more are left and the load is `capped` */
  maxRows?: number;
  now?: () => number;
}

export interface SpotifyApiLoad {
  tracks: Track[];
  name: string | null;
  /** the playlist's snapshot_id, to revalidate a stored copy later */
  snapshotId: string | null;
  /** the playlist has more rows than were read */
  capped: boolean;
}

export type SpotifyApi = ReturnType<typeof createSpotifyApi>;

export function createSpotifyApi(options: SpotifyApiOptions) {
  const { outbound } = options;
  const now = options.now ?? Date.now;
  const concurrency = options.pageConcurrency ?? 8;
  const retries = options.rateLimitRetries ?? 3;
  const maxRows = Math.min(options.maxRows ?? SPOTIFY_DEFAULT_MAX_ROWS, SPOTIFY_MAX_TRACKS);
  let token: { value: string; expiresAt: number } | null = null;
  let tokenInFlight: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const res = await outbound.request(`${options.accountsBase}/api/token`, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials" }),
      acceptStatus: (s) => (s >= 200 && s < 300) || s === 400 || s === 401 || s === 403,
      timeoutMs: options.timeoutMs,
      retries,
    });
    if (res.status !== 200)
      throw new SpotifyApiUnavailable("credentials", `token endpoint answered ${res.status}`);
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = null;
    }
    const parsed = tokenSchema.safeParse(body);
    if (!parsed.success) throw new SpotifyApiUnavailable("credentials", "token answer has an unknown shape");
    const lifetimeMs = (parsed.data.expires_in ?? 3600) * 1000;
    // renew a minute early so a token never expires between our check and Spotify's
    token = { value: parsed.data.access_token, expiresAt: now() + Math.max(0, lifetimeMs - 60_000) };
    return token.value;
  }

  /** One token request at a time, shared by everyone waiting (and not tied to one caller's abort). */
  function getToken(): Promise<string> {
    if (token && token.expiresAt > now()) return Promise.resolve(token.value);
    tokenInFlight ??= requestToken().finally(() => {
      tokenInFlight = null;
    });
    return tokenInFlight;
  }

  function dropToken(value: string) {
    // only the token that failed: a parallel page may already have fetched a fresh one
    if (token?.value === value) token = null;
  }

  async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const value = await getToken();
      const res = await outbound.request(`${options.apiBase}${path}`, {
        headers: { authorization: `Bearer ${value}`, accept: "application/json" },
        acceptStatus: (s) => (s >= 200 && s < 300) || s === 401 || s === 403 || s === 404,
        timeoutMs: options.timeoutMs,
        retries,
        signal,
      });
      if (res.status === 401) {
        dropToken(value);
        if (attempt === 0) continue;
        throw new SpotifyApiUnavailable("credentials", "401 again with a fresh token");
      }
      if (res.status === 403 || res.status === 404) {
        throw new SpotifyApiUnavailable("no-access", `${res.status} on ${path.split("?")[0]}`);
      }
      return safeJson(res);
    }
  }

  async function getPage(id: string, offset: number, signal: AbortSignal) {
    const path = `/v1/playlists/${encodeURIComponent(id)}/items?limit=${SPOTIFY_PAGE_SIZE}&offset=${offset}`;
    const page = pageSchema.safeParse(await getJson(path, signal));
    if (!page.success) throw new PlaylistShapeError("spotify-api", `items page at offset ${offset} changed`);
    return page.data;
  }

  const metaPath = (id: string) =>
    `/v1/playlists/${encodeURIComponent(id)}?fields=id,name,images,snapshot_id`;

  function parseMeta(raw: unknown) {
    const meta = metaSchema.safeParse(raw);
    if (!meta.success) throw new PlaylistShapeError("spotify-api", "playlist object changed");
    return meta.data;
  }

  /**
   * Reads a playlist. With `knownSnapshot` (the snapshot_id of a stored copy) the playlist object
   * is read first, alone: when its snapshot_id is the same the answer is "unchanged" and no item
   * page is read (one request instead of up to 21).
   */
  function loadPlaylist(id: string, signal?: AbortSignal): Promise<SpotifyApiLoad>;
  function loadPlaylist(
    id: string,
    signal: AbortSignal | undefined,
    knownSnapshot: string | null | undefined,
  ): Promise<SpotifyApiLoad | "unchanged">;
  async function loadPlaylist(
    id: string,
    signal?: AbortSignal,
    knownSnapshot?: string | null,
  ): Promise<SpotifyApiLoad | "unchanged"> {
    // "album:{id}": the embed page lists an album's songs with previews, keyless; no need to spend
    // Web API requests on it
    if (spotifyRefFromString(id).kind === "album") {
      throw new SpotifyApiUnavailable("no-access", "albums are read from the embed page");
    }
    // one failed page cancels its siblings instead of letting them run on for nothing
    const siblings = new AbortController();
    const combined = signal ? AbortSignal.any([signal, siblings.signal]) : siblings.signal;
    try {
      let meta: z.infer<typeof metaSchema>;
      let first: z.infer<typeof pageSchema>;
      if (knownSnapshot) {
        meta = parseMeta(await getJson(metaPath(id), combined));
        if (meta.snapshot_id && meta.snapshot_id === knownSnapshot) return "unchanged";
        first = await getPage(id, 0, combined);
      } else {
        const [metaRaw, page] = await Promise.all([
          getJson(metaPath(id), combined),
          getPage(id, 0, combined),
        ]);
        meta = parseMeta(metaRaw);
        first = page;
      }
      const cover = largestImage(meta.images);

      const total = Math.min(first.total, maxRows);
      const offsets: number[] = [];
      for (let o = SPOTIFY_PAGE_SIZE; o < total; o += SPOTIFY_PAGE_SIZE) offsets.push(o);
      const rest = await mapWithConcurrency(offsets, concurrency, (o) => getPage(id, o, combined));

      const tracks: Track[] = [];
      let rows = 0;
      let unreadable = 0;
      for (const page of [first, ...rest]) {
        for (const raw of page.items) {
          if (rows >= maxRows) break;
          rows++;
          const track = apiRowToTrack(raw, cover);
          if (track === "unreadable") unreadable++;
          else if (track) tracks.push(track);
        }
      }
      if (unreadable > 0 && unreadable === rows) {
        throw new PlaylistShapeError("spotify-api", "no playlist row has the known shape");
      }
      return {
        tracks,
        name: meta.name?.trim() || null,
        snapshotId: meta.snapshot_id ?? null,
        capped: first.total > maxRows,
      };
    } catch (err) {
      siblings.abort();
      throw err;
    }
  }

  return { loadPlaylist, getToken };
}

function safeJson(res: OutboundResponse): unknown {
  try {
    return res.json();
  } catch {
    throw new PlaylistShapeError("spotify-api", `answer from ${new URL(res.url).pathname} is not JSON`);
  }
}
