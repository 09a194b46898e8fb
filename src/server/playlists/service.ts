/**
 * Playlist loading behind the two routes: picks the provider path, caches results per playlist
 * for a few minutes (ten people opening one shared playlist cost one provider call), shares one
 * in-flight load between identical concurrent requests, and turns every provider failure into
 * an HttpError with a Turkish message, logging what the operator needs to know.
 */
import { LRUCache } from "lru-cache";
import type { Track } from "@/shared/api";
import type { Config } from "../config";
import { badGateway, badRequest, HttpError, notFound, serviceUnavailable } from "../http/errors";
import { type Outbound, OutboundError } from "../http/outbound";
import { PLAYLIST_MESSAGES as M, PlaylistShapeError } from "./messages";
import { createSpotifyApi, SpotifyApiUnavailable } from "./spotify-api";
import { fetchSpotifyEmbedTracks } from "./spotify-embed";
import { parseSpotifyPlaylistRef, parseYoutubePlaylistRef } from "./url-parsing";
import { createYoutubeClient, YoutubeApiError } from "./youtube";

/** The parts of a pino/Fastify logger we use; `app.log.child({ module: "playlists" })` fits. */
export interface PlaylistLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface PlaylistResult {
  /** the resolved playlist id */
  id: string;
  tracks: Track[];
}

export interface PlaylistServiceOptions {
  config: Config;
  outbound: Outbound;
  log: PlaylistLogger;
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
  /**
   * Called with the tracks of every playlist read from a provider (not for cache hits), e.g. to
   * remember which preview belongs to which track id. Its failure never fails the load.
   */
  onLoaded?: (tracks: Track[]) => Promise<void>;
}

export interface PlaylistService {
  spotifyTracks(urlOrId: string): Promise<PlaylistResult>;
  youtubeTracks(urlOrId: string): Promise<PlaylistResult>;
  readonly youtubeConfigured: boolean;
  readonly spotifyMode: "web-api" | "embed";
  /** for tests and operations */
  clearCache(): void;
}

type Provider = "spotify" | "youtube";

export function createPlaylistService(options: PlaylistServiceOptions): PlaylistService {
  const { config, outbound, log } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const spotifyDeadlineMs = options.spotifyDeadlineMs ?? 20_000;
  const youtubeWalkBudgetMs = options.youtubeWalkBudgetMs ?? 20_000;
  // the schema gives these defaults; its inferred type still says "maybe undefined"
  const embedBase = config.SPOTIFY_EMBED_BASE ?? "https://open.spotify.com";

  const cache = new LRUCache<string, PlaylistResult>({
    max: options.cacheMaxPlaylists ?? 200,
    maxSize: options.cacheMaxTracks ?? 200_000,
    sizeCalculation: (result) => Math.max(1, result.tracks.length),
    ttl: options.cacheTtlMs ?? 5 * 60_000,
  });
  const inFlight = new Map<string, Promise<PlaylistResult>>();

  const spotifyApi =
    config.SPOTIFY_CLIENT_ID && config.SPOTIFY_CLIENT_SECRET
      ? createSpotifyApi({
          outbound,
          apiBase: config.SPOTIFY_API_BASE ?? "https://api.spotify.com",
          accountsBase: config.SPOTIFY_ACCOUNTS_BASE ?? "https://accounts.spotify.com",
          clientId: config.SPOTIFY_CLIENT_ID,
          clientSecret: config.SPOTIFY_CLIENT_SECRET,
          pageConcurrency: options.pageConcurrency,
          timeoutMs: requestTimeoutMs,
        })
      : null;

  const youtube = config.YOUTUBE_API_KEY
    ? createYoutubeClient({
        outbound,
        apiBase: config.YOUTUBE_API_BASE ?? "https://www.googleapis.com",
        apiKey: config.YOUTUBE_API_KEY,
        timeoutMs: requestTimeoutMs,
        maxItems: options.youtubeMaxItems,
        maxPages: options.youtubeMaxPages,
      })
    : null;

  function cached(key: string, load: () => Promise<PlaylistResult>): Promise<PlaylistResult> {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load()
        .then(({ id, tracks }) => {
          const result = { id, tracks: tracks.flatMap(fitToContract) };
          cache.set(key, result);
          options.onLoaded?.(result.tracks).catch((err: unknown) => {
            log.warn({ err: describe(err) }, "recording the loaded tracks failed");
          });
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  /** Every failure ends here: a Turkish message for the person, a log line for the operator. */
  function toHttpError(err: unknown, provider: Provider, playlistId: string, timedOut: boolean): HttpError {
    const failed = provider === "spotify" ? M.spotifyFailed : M.youtubeFailed;
    if (err instanceof HttpError) return err;
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

  async function loadSpotify(id: string): Promise<PlaylistResult> {
    const deadline = AbortSignal.timeout(spotifyDeadlineMs);
    try {
      let tracks: Track[] | undefined;
      if (spotifyApi) {
        try {
          tracks = (await spotifyApi.loadPlaylist(id, deadline)).tracks;
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
      tracks ??= (
        await fetchSpotifyEmbedTracks({ outbound, embedBase, timeoutMs: requestTimeoutMs }, id, deadline)
      ).tracks;
      if (tracks.length === 0) throw notFound(M.spotifyEmpty);
      return { id, tracks };
    } catch (err) {
      throw toHttpError(err, "spotify", id, deadline.aborted);
    }
  }

  async function loadYoutube(id: string): Promise<PlaylistResult> {
    if (!youtube) throw serviceUnavailable(M.youtubeNotConfigured);
    try {
      const result = await youtube.loadPlaylist(id, undefined, Date.now() + youtubeWalkBudgetMs);
      if (result.truncated) {
        log.info(
          { provider: "youtube", playlistId: id, rows: result.rows },
          "YouTube playlist walk stopped at a cap",
        );
      }
      if (result.tracks.length === 0) throw notFound(M.youtubeEmpty);
      return { id, tracks: result.tracks };
    } catch (err) {
      throw toHttpError(err, "youtube", id, false);
    }
  }

  return {
    spotifyTracks(urlOrId) {
      try {
        const id = parseSpotifyPlaylistRef(urlOrId);
        return cached(`spotify:${id}`, () => loadSpotify(id));
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
        return cached(`youtube:${id}`, () => loadYoutube(id));
      } catch (err) {
        return Promise.reject(err);
      }
    },
    youtubeConfigured: youtube !== null,
    spotifyMode: spotifyApi ? "web-api" : "embed",
    clearCache() {
      cache.clear();
    },
  };
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);
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
      title: clip(track.title),
      artist: clip(track.artist),
      image: urlOrNull(track.image),
      previewUrl: urlOrNull(track.previewUrl),
      externalUrl: urlOrNull(track.externalUrl),
      ...(track.album != null ? { album: clip(track.album) } : {}),
    },
  ];
}

function describe(err: unknown) {
  if (err instanceof OutboundError) return { kind: err.kind, status: err.status, message: err.message };
  if (err instanceof Error) return { name: err.name, message: err.message };
  return { message: String(err) };
}
