/**
 * YouTube playlists through the Data API v3. Pages can only be walked one after another (each
 * pageToken comes from the previous page), so the walk is capped; deleted and private videos
 * are skipped and video titles are turned into song titles and artists.
 */
import { z } from "zod";
import type { Track } from "@/shared/api/tracks";
import { listedVideoTitle } from "@/shared/youtube-title/engine";
import { badRequest } from "../http/errors";
import type { Outbound, OutboundResponse } from "../http/outbound";
import { PLAYLIST_MESSAGES as M, PlaylistShapeError } from "./messages";

export const YOUTUBE_PAGE_SIZE = 50;
/**
 * Caps of one walk: each page costs a quota unit out of 10,000 a day, and a walk of 100 pages
 * (the old cap) let a handful of accounts spend the day's quota (security review M4).
 */
export const YOUTUBE_DEFAULT_MAX_ITEMS = 1_000;
export const YOUTUBE_DEFAULT_MAX_PAGES = 20;

/** The app's own daily budget of YouTube quota units is spent (playlists/quota.ts). */
export class YoutubeBudgetSpent extends Error {
  constructor() {
    super("the daily YouTube quota budget is spent");
    this.name = "YoutubeBudgetSpent";
  }
}

/**
 * "RD" + a video id and the other generated mixes (RDMM…, RDEM…, RDAMVM…). The Data API lists
 * the first page of many of them (a real answer for RDYaEG2aWJnZ8 had 50 songs). "RDCLAK5uy_…"
 * lists are YouTube Music's fixed playlists, read in full like any other.
 */
export const isMix = (id: string) => id.startsWith("RD") && !id.startsWith("RDCLAK5uy_");

export type YoutubeFailure = "not-found" | "quota" | "key-invalid" | "forbidden" | "bad-request";

/** An error the API answered with, by its reason; the service turns it into a Turkish message. */
export class YoutubeApiError extends Error {
  constructor(
    readonly failure: YoutubeFailure,
    readonly status: number,
    readonly reason: string,
  ) {
    super(`YouTube answered ${status} (${reason})`);
    this.name = "YoutubeApiError";
  }
}

const errorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

const thumbnailSchema = z.object({
  url: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

const itemSchema = z.object({
  snippet: z.object({
    title: z.string().nullish(),
    thumbnails: z.record(z.string(), thumbnailSchema.nullish()).nullish(),
    videoOwnerChannelTitle: z.string().nullish(),
    resourceId: z.object({ videoId: z.string().nullish() }).nullish(),
  }),
  status: z.object({ privacyStatus: z.string().nullish() }).nullish(),
});

const pageSchema = z.object({
  items: z.array(z.unknown()),
  nextPageToken: z.string().nullish(),
  /** the first page's ETag stands for the list: totalResults is on it, so it changes with it */
  etag: z.string().nullish(),
});

const UNAVAILABLE_TITLES = new Set(["Deleted video", "Private video"]);
const HIDDEN_STATUSES = new Set(["private", "privacyStatusUnspecified"]);
const THUMBNAIL_ORDER = ["maxres", "standard", "high", "medium", "default"];

/** The widest thumbnail (maxres 1280 wide when there is one). */
export function bestThumbnail(
  thumbnails: Record<string, z.infer<typeof thumbnailSchema> | null | undefined>,
) {
  let best: { url: string; width: number } | null = null;
  for (const [name, thumb] of Object.entries(thumbnails)) {
    if (!thumb?.url) continue;
    const width = thumb.width ?? 1000 - THUMBNAIL_ORDER.indexOf(name) * 100;
    if (!best || width > best.width) best = { url: thumb.url, width };
  }
  return best?.url ?? null;
}

/** One playlist item to a Track; null for deleted and private videos. */
export function youtubeItemToTrack(raw: unknown): Track | null | "unreadable" {
  const parsed = itemSchema.safeParse(raw);
  if (!parsed.success) return "unreadable";
  const { snippet, status } = parsed.data;
  const videoId = snippet.resourceId?.videoId;
  const rawTitle = snippet.title?.trim() ?? "";
  if (!videoId || !rawTitle) return null;
  if (status?.privacyStatus && HIDDEN_STATUSES.has(status.privacyStatus)) return null;
  if (UNAVAILABLE_TITLES.has(rawTitle) && !snippet.videoOwnerChannelTitle) return null;
  const { title, artist } = listedVideoTitle(rawTitle, snippet.videoOwnerChannelTitle);
  return {
    id: videoId,
    title: title.slice(0, 300),
    artist: artist.slice(0, 300),
    image: bestThumbnail(snippet.thumbnails ?? {}),
    previewUrl: null,
    externalUrl: `https://www.youtube.com/watch?v=${videoId}`,
  };
}

function classify(status: number, body: string): YoutubeApiError {
  let reason = "";
  try {
    const parsed = errorSchema.safeParse(JSON.parse(body));
    if (parsed.success) reason = parsed.data.error.errors?.[0]?.reason ?? "";
  } catch {
    // not JSON: the status alone decides
  }
  if (status === 404 || reason === "playlistNotFound")
    return new YoutubeApiError("not-found", status, reason);
  if (reason === "playlistItemsNotAccessible") return new YoutubeApiError("not-found", status, reason);
  if (reason === "quotaExceeded" || reason === "rateLimitExceeded" || reason === "dailyLimitExceeded") {
    return new YoutubeApiError("quota", status, reason);
  }
  if (reason === "keyInvalid" || reason === "keyExpired" || (status === 400 && /key/i.test(reason))) {
    return new YoutubeApiError("key-invalid", status, reason);
  }
  if (status === 403) return new YoutubeApiError("forbidden", status, reason || "forbidden");
  return new YoutubeApiError("bad-request", status, reason || "badRequest");
}

export interface YoutubeOptions {
  outbound: Outbound;
  apiBase: string;
  apiKey: string;
  timeoutMs?: number;
  /** caps of the walk: one quota unit per page, and no fortune needs more than this */
  maxItems?: number;
  maxPages?: number;
  /**
   * Asked before every page request (each costs one quota unit); false means the day's budget is
   * spent: the walk stops with what it has, or throws YoutubeBudgetSpent before the first page.
   */
  spendUnit?: () => Promise<boolean>;
  now?: () => number;
}

export interface YoutubeLoad {
  tracks: Track[];
  /** rows read, including skipped ones */
  rows: number;
  /** the walk stopped at a cap (rows, pages, time or quota) before the end of the playlist */
  truncated: boolean;
  /** the first page's ETag, to revalidate a stored copy later */
  etag: string | null;
}

export function createYoutubeClient(options: YoutubeOptions) {
  const maxItems = options.maxItems ?? YOUTUBE_DEFAULT_MAX_ITEMS;
  const maxPages = options.maxPages ?? YOUTUBE_DEFAULT_MAX_PAGES;
  const now = options.now ?? Date.now;

  async function getPage(
    id: string,
    pageToken: string | undefined,
    signal?: AbortSignal,
    ifNoneMatch?: string,
  ) {
    const params = new URLSearchParams({
      part: "snippet,status",
      playlistId: id,
      maxResults: String(YOUTUBE_PAGE_SIZE),
      key: options.apiKey,
    });
    if (pageToken) params.set("pageToken", pageToken);
    const res = await options.outbound.request(`${options.apiBase}/youtube/v3/playlistItems?${params}`, {
      headers: { accept: "application/json", ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}) },
      acceptStatus: (s) => (s >= 200 && s < 300) || s === 304 || (s >= 400 && s < 500 && s !== 429),
      timeoutMs: options.timeoutMs,
      signal,
    });
    if (res.status === 304) return "not-modified" as const;
    if (res.status >= 400) throw classify(res.status, res.text());
    const page = pageSchema.safeParse(safeJson(res));
    if (!page.success) throw new PlaylistShapeError("youtube", "playlistItems page changed");
    return { ...page.data, etag: page.data.etag ?? res.headers.get("etag") };
  }

  /**
   * `stopBefore` (a Date.now() time) ends the walk early with the tracks read so far: a long
   * playlist then gives a partial list instead of an error after a long wait. With `knownEtag`
   * (the ETag of a stored copy's first page) the first page is asked for with If-None-Match: a
   * 304 answers "unchanged" for one quota unit instead of a walk.
   */
  function loadPlaylist(id: string, signal?: AbortSignal, stopBefore?: number): Promise<YoutubeLoad>;
  function loadPlaylist(
    id: string,
    signal: AbortSignal | undefined,
    stopBefore: number | undefined,
    knownEtag: string | null | undefined,
  ): Promise<YoutubeLoad | "unchanged">;
  async function loadPlaylist(
    id: string,
    signal?: AbortSignal,
    stopBefore?: number,
    knownEtag?: string | null,
  ): Promise<YoutubeLoad | "unchanged"> {
    const mix = isMix(id);
    let etag: string | null = null;
    const tracks: Track[] = [];
    const seenVideos = new Set<string>();
    const seenTokens = new Set<string>();
    let pageToken: string | undefined;
    let rows = 0;
    let unreadable = 0;
    for (let pages = 0; ; pages++) {
      if (pages >= maxPages || rows >= maxItems) return { tracks, rows, truncated: true, etag };
      if (options.spendUnit && !(await options.spendUnit())) {
        if (pages === 0) throw new YoutubeBudgetSpent();
        return { tracks, rows, truncated: true, etag };
      }
      let answer: Awaited<ReturnType<typeof getPage>>;
      try {
        answer = await getPage(id, pageToken, signal, pages === 0 ? (knownEtag ?? undefined) : undefined);
      } catch (err) {
        // a mix the API will not list: say what a mix is rather than "not found"
        if (mix && err instanceof YoutubeApiError && err.failure === "not-found")
          throw badRequest(M.youtubeMix);
        throw err;
      }
      if (answer === "not-modified") return "unchanged";
      const page = answer;
      if (pages === 0) etag = page.etag ?? null;
      for (const raw of page.items) {
        if (rows >= maxItems) break;
        rows++;
        const track = youtubeItemToTrack(raw);
        if (track === "unreadable") unreadable++;
        // a mix may list a video twice
        else if (track && !(mix && seenVideos.has(track.id))) {
          seenVideos.add(track.id);
          tracks.push(track);
        }
      }
      if (unreadable > 0 && unreadable === rows) {
        throw new PlaylistShapeError("youtube", "no playlist item has the known shape");
      }
      // A mix goes on for ever (its next pages are fresh suggestions): its first page is the mix.
      if (mix) return { tracks, rows, truncated: false, etag };
      const next = page.nextPageToken ?? undefined;
      // a token we have already followed would loop forever
      if (!next || seenTokens.has(next)) return { tracks, rows, truncated: false, etag };
      if (stopBefore !== undefined && now() >= stopBefore) return { tracks, rows, truncated: true, etag };
      seenTokens.add(next);
      pageToken = next;
    }
  }

  return { loadPlaylist };
}

function safeJson(res: OutboundResponse): unknown {
  try {
    return res.json();
  } catch {
    throw new PlaylistShapeError("youtube", "playlistItems answer is not JSON");
  }
}
