/**
 * Playlist loading behind the two routes: picks the provider path, turns every provider failure
 * into an HttpError with a Turkish message (logging what the operator needs to know), and keeps
 * the providers' cost down:
 * - one cache per playlist for every user and instance (playlist_cache in the database): a
 *   fresh row (under an hour old) is served without calling the provider; an older one is
 *   revalidated cheaply where the provider allows it (Spotify: the playlist's snapshot_id, one
 *   request; YouTube: If-None-Match with the first page's ETag, one quota unit), and served
 *   as it is when the provider fails;
 * - a memory LRU in front of it, which also shares one load between identical concurrent requests;
 * - caps on the rows read per load (1,000: 20 pages), reported as `capped`;
 * - a daily budget of YouTube quota units shared by every instance (quota.ts).
 */
import { LRUCache } from "lru-cache";
import type { Track } from "@/shared/api/tracks";
import type { Config } from "../config";
import { badGateway, badRequest, HttpError, notFound, serviceUnavailable } from "../http/errors";
import { type Outbound, OutboundError } from "../http/outbound";
import type { Logger } from "../log";
import { clip } from "../text";
import { PLAYLIST_MESSAGES as M, PlaylistShapeError, youtubeBudgetSpentMessage } from "./messages";
import { createYoutubeQuota, turkeyClock } from "./quota";
import type { PlaylistRepository, StoredPlaylist } from "./repository";
import { createSpotifyApi, SpotifyApiUnavailable } from "./spotify-api";
import { fetchSpotifyEmbedTracks } from "./spotify-embed";
import { parseSpotifyPlaylistRef, parseYoutubePlaylistRef } from "./url-parsing";
import { createYoutubeClient, YoutubeApiError, YoutubeBudgetSpent } from "./youtube";

export interface PlaylistResult {
  /** the resolved playlist id */
  id: string;
  tracks: Track[];
  /** the playlist is longer than the rows read (its first rows are given) */
  capped: boolean;
}

/** What a provider load gives, or "unchanged" when the stored copy's version is still current. */
interface Loaded {
  tracks: Track[];
  version: string | null;
  capped: boolean;
}

/** A stored copy this young is served without asking the provider. */
export const PLAYLIST_FRESH_MS = 60 * 60_000;
/** Stored copies not confirmed for this long are pruned by maintenance() (and never served). */
export const PLAYLIST_KEEP_MS = 7 * 24 * 3600_000;

export interface PlaylistServiceOptions {
  config: Config;
  outbound: Outbound;
  log: Logger;
  /** default 5 minutes */
  cacheTtlMs?: number;
  /** default 200 playlists */
  cacheMaxPlaylists?: number;
  /** bound on the tracks held by the cache altogether (default 200,000, roughly 100 MB at most) */
  cacheMaxTracks?: number;
  /** per provider request (default 10 s) */
  requestTimeoutMs?: number;
  /** a whole Spotify load (token, pages, fallback) gives up after this (default 20 s) */
  spotifyDeadlineMs?: number;
  /** a YouTube walk stops asking for further pages after this and keeps what it has (default 20 s) */
  youtubeWalkBudgetMs?: number;
  /** Web API pages in flight at once (default 8) */
  pageConcurrency?: number;
  youtubeMaxItems?: number;
  youtubeMaxPages?: number;
  /** rows read from one Spotify playlist through the Web API (default 1,000) */
  spotifyMaxRows?: number;
  /**
   * The cache shared by every user and instance, and the quota counters (the database). Without
   * it (unit tests) only the memory cache is used and YouTube quota is not counted.
   */
  store?: Pick<PlaylistRepository, "find" | "save" | "confirm" | "spend">;
  /** a stored copy younger than this is served without asking the provider (default 1 h) */
  freshMs?: number;
  now?: () => Date;
  /**
   * Called with the tracks of every playlist read from a provider (not for cache hits), e.g. to
   * remember which preview belongs to which track id. Its failure never fails the load.
   */
  onLoaded?: (tracks: Track[]) => Promise<void>;
}

export interface PlaylistService {
  spotifyTracks(urlOrId: string): Promise<PlaylistResult>;
  youtubeTracks(urlOrId: string): Promise<PlaylistResult>;
}

type Provider = "spotify" | "youtube";

export function createPlaylistService(options: PlaylistServiceOptions): PlaylistService {
  const { config, outbound, log } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const spotifyDeadlineMs = options.spotifyDeadlineMs ?? 20_000;
  const youtubeWalkBudgetMs = options.youtubeWalkBudgetMs ?? 20_000;
  const now = options.now ?? (() => new Date());
  const freshMs = options.freshMs ?? PLAYLIST_FRESH_MS;
  const store = options.store;
  const quota = store
    ? createYoutubeQuota({ repo: store, dailyUnits: config.YOUTUBE_DAILY_QUOTA, now })
    : null;

  interface LoadJob {
    id: string;
    provider: Provider;
    /** reads the playlist; with a stored copy's version it may answer "unchanged" */
    load: (known: StoredPlaylist | undefined) => Promise<Loaded | "unchanged">;
  }

  /**
   * The database copy first: fresh, it is the answer; older, the provider is asked with its
   * version; when the provider then fails (not "not found"), the older copy still answers.
   */
  async function loadThroughStore(key: string, job: LoadJob): Promise<PlaylistResult> {
    let stored: StoredPlaylist | undefined;
    try {
      stored = await store?.find(key);
    } catch (err) {
      log.warn({ err: describe(err) }, "reading the playlist cache failed");
    }
    const age = stored ? now().getTime() - stored.fetchedAt.getTime() : Number.POSITIVE_INFINITY;
    if (stored && age > PLAYLIST_KEEP_MS) stored = undefined;
    if (stored && age < freshMs) return { id: job.id, tracks: stored.tracks, capped: stored.capped };

    let loaded: Loaded | "unchanged";
    try {
      loaded = await job.load(stored);
    } catch (err) {
      if (stored && err instanceof HttpError && err.statusCode >= 500) {
        log.warn(
          { provider: job.provider, playlistId: job.id, status: err.statusCode },
          "provider failed; serving the stored copy of the playlist",
        );
        return { id: job.id, tracks: stored.tracks, capped: stored.capped };
      }
      throw err;
    }
    if (loaded === "unchanged" && stored) {
      await store?.confirm(key, now()).catch((err: unknown) => {
        log.warn({ err: describe(err) }, "confirming the playlist cache failed");
      });
      return { id: job.id, tracks: stored.tracks, capped: stored.capped };
    }
    if (loaded === "unchanged") throw new Error("provider answered 'unchanged' without a stored copy");
    const result = { id: job.id, tracks: loaded.tracks.flatMap(fitToContract), capped: loaded.capped };
    await store
      ?.save(key, { version: loaded.version, tracks: result.tracks, capped: result.capped }, now())
      .catch((err: unknown) => {
        log.warn({ err: describe(err) }, "storing the playlist cache failed");
      });
    options.onLoaded?.(result.tracks).catch((err: unknown) => {
      log.warn({ err: describe(err) }, "recording the loaded tracks failed");
    });
    return result;
  }

  // fetch() shares one load between identical concurrent requests; a failure is not kept.
  const cache = new LRUCache<string, PlaylistResult, LoadJob>({
    max: options.cacheMaxPlaylists ?? 200,
    maxSize: options.cacheMaxTracks ?? 200_000,
    sizeCalculation: (result) => Math.max(1, result.tracks.length),
    ttl: options.cacheTtlMs ?? 5 * 60_000,
    fetchMethod: (key, _stale, { context: job }) => loadThroughStore(key, job),
  });

  const spotifyApi =
    config.SPOTIFY_CLIENT_ID && config.SPOTIFY_CLIENT_SECRET
      ? createSpotifyApi({
          outbound,
          apiBase: config.SPOTIFY_API_BASE,
          accountsBase: config.SPOTIFY_ACCOUNTS_BASE,
          clientId: config.SPOTIFY_CLIENT_ID,
          clientSecret: config.SPOTIFY_CLIENT_SECRET,
          pageConcurrency: options.pageConcurrency,
          timeoutMs: requestTimeoutMs,
          maxRows: options.spotifyMaxRows,
        })
      : null;

  const youtube = config.YOUTUBE_API_KEY
    ? createYoutubeClient({
        outbound,
        apiBase: config.YOUTUBE_API_BASE,
        apiKey: config.YOUTUBE_API_KEY,
        timeoutMs: requestTimeoutMs,
        maxItems: options.youtubeMaxItems,
        maxPages: options.youtubeMaxPages,
        spendUnit: quota ? () => quota.spendUnit() : undefined,
      })
    : null;

  function cached(key: string, job: LoadJob): Promise<PlaylistResult> {
    return cache.forceFetch(key, { context: job });
  }

  /** Every failure ends here: a Turkish message for the person, a log line for the operator. */
  function toHttpError(err: unknown, provider: Provider, playlistId: string, timedOut: boolean): HttpError {
    const failed = provider === "spotify" ? M.spotifyFailed : M.youtubeFailed;
    if (err instanceof HttpError) return err;
    if (err instanceof YoutubeBudgetSpent) {
      const resetsAt = quota?.resetsAt() ?? new Date(now().getTime() + 3600_000);
      log.warn(
        { provider, playlistId, resetsAt },
        "the daily YouTube quota budget is spent (YOUTUBE_DAILY_QUOTA)",
      );
      const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now().getTime()) / 1000));
      return new HttpError(503, youtubeBudgetSpentMessage(turkeyClock(resetsAt)), {
        "retry-after": String(seconds),
      });
    }
    if (timedOut || (err instanceof OutboundError && err.kind === "timeout")) {
      log.warn({ provider, playlistId, err: describe(err) }, "playlist provider timed out");
      return badGateway(provider === "youtube" ? M.youtubeTimeout : failed);
    }
    if (err instanceof PlaylistShapeError) {
      log.error(
        { provider, playlistId, detail: err.message },
        "playlist provider answered in an unknown shape",
      );
      return badGateway(failed);
    }
    if (err instanceof YoutubeApiError) {
      switch (err.failure) {
        case "not-found":
          return notFound(M.youtubeNotFound);
        case "quota":
          log.warn({ provider, playlistId, reason: err.reason }, "YouTube quota exceeded");
          return serviceUnavailable(M.youtubeQuota);
        case "key-invalid":
        case "forbidden":
          log.error(
            { provider, playlistId, status: err.status, reason: err.reason },
            "YouTube refused the API key (check YOUTUBE_API_KEY and that the Data API is enabled)",
          );
          return serviceUnavailable(M.youtubeUnavailable);
        default:
          log.warn(
            { provider, playlistId, status: err.status, reason: err.reason },
            "YouTube refused the request",
          );
          return badGateway(failed);
      }
    }
    if (err instanceof OutboundError) {
      log.warn({ provider, playlistId, err: describe(err) }, "playlist provider failed");
      return badGateway(failed);
    }
    log.error({ provider, playlistId, err: describe(err) }, "unexpected error while loading a playlist");
    return badGateway(failed);
  }

  async function loadSpotify(id: string, known: StoredPlaylist | undefined): Promise<Loaded | "unchanged"> {
    const deadline = AbortSignal.timeout(spotifyDeadlineMs);
    try {
      if (spotifyApi) {
        try {
          const loaded = await spotifyApi.loadPlaylist(id, deadline, known?.version);
          if (loaded === "unchanged") return loaded;
          if (loaded.tracks.length === 0) throw notFound(M.spotifyEmpty);
          return { tracks: loaded.tracks, version: loaded.snapshotId, capped: loaded.capped };
        } catch (err) {
          if (!(err instanceof SpotifyApiUnavailable)) throw err;
          const line = { provider: "spotify", playlistId: id, reason: err.reason };
          // Development-Mode apps get 403 on items all the time: that is normal, not a problem
          if (err.kind === "credentials") {
            log.warn(line, "Spotify Web API refused our credentials; using the embed page");
          } else {
            log.info(line, "Spotify Web API cannot read this playlist; using the embed page");
          }
        }
      }
      // the embed page has no version to compare: it is read again (one request)
      const { tracks } = await fetchSpotifyEmbedTracks(
        { outbound, embedBase: config.SPOTIFY_EMBED_BASE, timeoutMs: requestTimeoutMs },
        id,
        deadline,
      );
      if (tracks.length === 0) throw notFound(M.spotifyEmpty);
      return { tracks, version: null, capped: false };
    } catch (err) {
      throw toHttpError(err, "spotify", id, deadline.aborted);
    }
  }

  async function loadYoutube(id: string, known: StoredPlaylist | undefined): Promise<Loaded | "unchanged"> {
    if (!youtube) throw serviceUnavailable(M.youtubeNotConfigured);
    try {
      const result = await youtube.loadPlaylist(
        id,
        undefined,
        Date.now() + youtubeWalkBudgetMs,
        known?.version,
      );
      if (result === "unchanged") return result;
      if (result.truncated) {
        log.info(
          { provider: "youtube", playlistId: id, rows: result.rows },
          "YouTube playlist walk stopped at a cap",
        );
      }
      if (result.tracks.length === 0) throw notFound(M.youtubeEmpty);
      return { tracks: result.tracks, version: result.etag, capped: result.truncated };
    } catch (err) {
      throw toHttpError(err, "youtube", id, false);
    }
  }

  return {
    spotifyTracks(urlOrId) {
      try {
        const id = parseSpotifyPlaylistRef(urlOrId);
        return cached(`spotify:${id}`, { id, provider: "spotify", load: (known) => loadSpotify(id, known) });
      } catch (err) {
        return Promise.reject(err);
      }
    },
    youtubeTracks(urlOrId) {
      try {
        // a blank field is the person's mistake whatever the configuration; anything else waits on it
        if (!urlOrId.trim()) throw badRequest(M.youtubeBlank);
        if (!youtube) throw serviceUnavailable(M.youtubeNotConfigured);
        const id = parseYoutubePlaylistRef(urlOrId);
        return cached(`youtube:${id}`, { id, provider: "youtube", load: (known) => loadYoutube(id, known) });
      } catch (err) {
        return Promise.reject(err);
      }
    },
  };
}

const clipField = (text: string) => clip(text, 300, { minWordShare: 1 });
const urlOrNull = (url: string | null | undefined) => (url && url.length <= 2000 ? url : null);

/**
 * The response schema (trackSchema) caps lengths; one odd row from a provider must not turn a
 * whole playlist into a serialisation error, so rows are made to fit here.
 */
export function fitToContract(track: Track): Track[] {
  if (track.id.length > 200) return [];
  return [
    {
      ...track,
      title: clipField(track.title),
      artist: clipField(track.artist),
      image: urlOrNull(track.image),
      previewUrl: urlOrNull(track.previewUrl),
      externalUrl: urlOrNull(track.externalUrl),
      ...(track.album != null ? { album: clipField(track.album) } : {}),
    },
  ];
}

function describe(err: unknown) {
  if (err instanceof OutboundError) return { kind: err.kind, status: err.status, message: err.message };
  if (err instanceof Error) return { name: err.name, message: err.message };
  return { message: String(err) };
}
