/**
 * The keyless Spotify path: the public embed page carries the playlist as Next.js page data
 * (`<script id="__NEXT_DATA__">`). Every field we read is validated, so a redesign of the page
 * gives a PlaylistShapeError (502 and a log line), not a crash or an empty list.
 */
import { z } from "zod";
import type { Track } from "@/shared/api";
import { notFound } from "../http/errors";
import type { Outbound } from "../http/outbound";
import { PLAYLIST_MESSAGES as M, PlaylistShapeError } from "./messages";

const imageSchema = z.object({
  url: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

// duration has been seen both as a number and as a numeric string
const durationSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    const n = typeof v === "string" ? Number(v) : v;
    return typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= 24 * 3600 * 1000
      ? Math.round(n)
      : null;
  });

const rowSchema = z.object({
  uri: z.string(),
  title: z.string().nullish(),
  subtitle: z.string().nullish(),
  duration: durationSchema,
  entityType: z.string().nullish(),
  audioPreview: z.object({ url: z.string().nullish() }).nullish(),
});

const entitySchema = z.object({
  id: z.string().nullish(),
  name: z.string().nullish(),
  coverArt: z.object({ sources: z.array(imageSchema) }).nullish(),
  trackList: z.array(z.unknown()),
});
export type EmbedEntity = z.infer<typeof entitySchema>;

const pagePropsSchema = z.object({
  props: z.object({
    pageProps: z.object({
      state: z.object({ data: z.object({ entity: z.unknown().optional() }).nullish() }).nullish(),
    }),
  }),
});

const NEXT_DATA = /<script\b[^>]*\bid\s*=\s*["']?__NEXT_DATA__["']?[^>]*>([\s\S]*?)<\/script\s*>/i;

/**
 * Reads the playlist out of an embed page. Null means the page says the playlist is not
 * there (no entity); a page we cannot read throws PlaylistShapeError.
 */
export function parseSpotifyEmbed(html: string): EmbedEntity | null {
  const script = NEXT_DATA.exec(html)?.[1];
  if (script === undefined)
    throw new PlaylistShapeError("spotify-embed", "no __NEXT_DATA__ script on the page");
  let data: unknown;
  try {
    data = JSON.parse(script);
  } catch {
    throw new PlaylistShapeError("spotify-embed", "__NEXT_DATA__ is not JSON");
  }
  const page = pagePropsSchema.safeParse(data);
  if (!page.success) throw new PlaylistShapeError("spotify-embed", "props.pageProps is missing");
  const entity = page.data.props.pageProps.state?.data?.entity;
  if (entity === undefined || entity === null) return null;
  const parsed = entitySchema.safeParse(entity);
  if (!parsed.success) {
    throw new PlaylistShapeError(
      "spotify-embed",
      `entity changed: ${parsed.error.issues[0]?.path.join(".")}`,
    );
  }
  return parsed.data;
}

function largest<T extends { width?: number | null }>(
  images: readonly T[] | null | undefined,
): T | undefined {
  if (!images?.length) return undefined;
  return images.reduce((best, img) => ((img.width ?? 0) > (best.width ?? 0) ? img : best));
}

/** Tracks of the page; episodes, rows without a title and rows we cannot read are skipped. */
export function embedToTracks(entity: EmbedEntity): Track[] {
  // rows carry no cover: the playlist's is the best image the page offers
  const cover = largest(entity.coverArt?.sources)?.url ?? null;
  const tracks: Track[] = [];
  let unreadable = 0;
  for (const raw of entity.trackList) {
    const row = rowSchema.safeParse(raw);
    if (!row.success) {
      unreadable++;
      continue;
    }
    const { uri, title, subtitle, duration, entityType, audioPreview } = row.data;
    const match = /^spotify:(track|episode):([A-Za-z0-9]+)$/.exec(uri);
    if (match?.[1] !== "track" || (entityType && entityType !== "track")) continue;
    const name = title?.trim();
    if (!name) continue;
    const id = match[2]!;
    tracks.push({
      id,
      title: name,
      artist: subtitle?.trim() ?? "",
      image: cover,
      previewUrl: audioPreview?.url || null,
      externalUrl: `https://open.spotify.com/track/${id}`,
      durationMs: duration,
    });
  }
  // A list where no row can be read is a changed page, not an empty playlist.
  if (unreadable > 0 && unreadable === entity.trackList.length) {
    throw new PlaylistShapeError("spotify-embed", "no trackList row has the known shape");
  }
  return tracks;
}

export interface EmbedDeps {
  outbound: Outbound;
  embedBase: string;
  timeoutMs?: number;
}

/** At most the first 100 items of a playlist: that is all the embed page lists. */
export async function fetchSpotifyEmbedTracks(deps: EmbedDeps, id: string, signal?: AbortSignal) {
  const res = await deps.outbound.request(`${deps.embedBase}/embed/playlist/${encodeURIComponent(id)}`, {
    headers: { accept: "text/html", "accept-language": "tr-TR,tr;q=0.9" },
    acceptStatus: (s) => (s >= 200 && s < 300) || s === 404,
    timeoutMs: deps.timeoutMs,
    signal,
  });
  if (res.status === 404) throw notFound(M.spotifyNotFound);
  const entity = parseSpotifyEmbed(res.text());
  if (!entity) throw notFound(M.spotifyNotFound);
  return { tracks: embedToTracks(entity), name: entity.name?.trim() ?? null };
}
