/**
 * YouTube playlists through the Data API v3. Pages can only be walked one after another (each
 * pageToken comes from the previous page), so the walk is capped; deleted and private videos
 * are skipped and video titles are turned into song titles and artists.
 */
import { z } from "zod";
import type { Track } from "@/shared/api";
import type { Outbound, OutboundResponse } from "../http/outbound";
import { PlaylistShapeError } from "./messages";
import { cleanVideoTitle } from "./youtube-title";

export const YOUTUBE_PAGE_SIZE = 50;

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
  const { title, artist } = cleanVideoTitle(rawTitle, snippet.videoOwnerChannelTitle);
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
  now?: () => number;
}

export interface YoutubeLoad {
  tracks: Track[];
  /** rows read, including skipped ones */
  rows: number;
  /** the walk stopped at a cap before the end of the playlist */
  truncated: boolean;
}

export function createYoutubeClient(options: YoutubeOptions) {
  const maxItems = options.maxItems ?? 5_000;
  const maxPages = options.maxPages ?? 100;
  const now = options.now ?? Date.now;

  async function getPage(id: string, pageToken: string | undefined, signal?: AbortSignal) {
    const params = new URLSearchParams({
      part: "snippet,status",
      playlistId: id,
      maxResults: String(YOUTUBE_PAGE_SIZE),
      key: options.apiKey,
    });
    if (pageToken) params.set("pageToken", pageToken);
    const res = await options.outbound.request(`${options.apiBase}/youtube/v3/playlistItems?${params}`, {
      headers: { accept: "application/json" },
      acceptStatus: (s) => (s >= 200 && s < 300) || (s >= 400 && s < 500 && s !== 429),
      timeoutMs: options.timeoutMs,
      signal,
    });
    if (res.status >= 400) throw classify(res.status, res.text());
    const page = pageSchema.safeParse(safeJson(res));
    if (!page.success) throw new PlaylistShapeError("youtube", "playlistItems page changed");
    return page.data;
  }

  /**
   * `stopBefore` (a Date.now() time) ends the walk early with the tracks read so far: a long
   * playlist then gives a partial list instead of an error after a long wait.
   */
  async function loadPlaylist(id: string, signal?: AbortSignal, stopBefore?: number): Promise<YoutubeLoad> {
    const tracks: Track[] = [];
    const seenTokens = new Set<string>();
    let pageToken: string | undefined;
    let rows = 0;
    let unreadable = 0;
    for (let pages = 0; ; pages++) {
      if (pages >= maxPages || rows >= maxItems) return { tracks, rows, truncated: true };
      const page = await getPage(id, pageToken, signal);
      for (const raw of page.items) {
        if (rows >= maxItems) break;
        rows++;
        const track = youtubeItemToTrack(raw);
        if (track === "unreadable") unreadable++;
        else if (track) tracks.push(track);
      }
      if (unreadable > 0 && unreadable === rows) {
        throw new PlaylistShapeError("youtube", "no playlist item has the known shape");
      }
      const next = page.nextPageToken ?? undefined;
      // a token we have already followed would loop forever
      if (!next || seenTokens.has(next)) return { tracks, rows, truncated: false };
      if (stopBefore !== undefined && now() >= stopBefore) return { tracks, rows, truncated: true };
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
