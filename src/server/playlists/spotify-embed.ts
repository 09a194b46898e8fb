/**
 * The keyless Spotify path: the public embed page of a playlist or an album carries its songs as
 * Next.js page data (`<script id="__NEXT_DATA__">`; pages from before mid-2023 carried the same
 * state base64-encoded in `<script id="initial-state">`). Every field we read is validated, so a
 * redesign of the page gives a PlaylistShapeError (502 and a log line), not a crash or an empty
 * list. A single track's page is not a list: it gets a Turkish message saying so.
 */
import { z } from "zod";
import type { Track } from "@/shared/api/tracks";
import { badRequest, notFound } from "../http/errors";
import type { Outbound } from "../http/outbound";
import { PLAYLIST_MESSAGES as M, PlaylistShapeError } from "./messages";
import { spotifyRefFromString } from "./url-parsing";

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

// the page's colour-and-image block: `maxWidth` instead of `width`
const visualImageSchema = z.object({ url: z.string(), maxWidth: z.number().nullish() });

const entitySchema = z.object({
  /** "playlist" | "album" | "track" | "episode" | "show" | "artist" (missing on some pages) */
  type: z.string().nullish(),
  id: z.string().nullish(),
  name: z.string().nullish(),
  coverArt: z.object({ sources: z.array(imageSchema) }).nullish(),
  visualIdentity: z.object({ image: z.array(visualImageSchema).nullish() }).nullish(),
  trackList: z.array(z.unknown()),
});
export type EmbedEntity = z.infer<typeof entitySchema>;

/** Whatever the page says it shows: enough to tell a single track from a list. */
const anyEntitySchema = z.object({ type: z.string().nullish(), uri: z.string().nullish() });

const nextDataSchema = z.object({
  props: z.object({
    pageProps: z.object({
      state: z.object({ data: z.object({ entity: z.unknown().optional() }).nullish() }).nullish(),
    }),
  }),
});
// the 2023 page: base64 JSON `{ data: { entity } }`
const initialStateSchema = z.object({ data: z.object({ entity: z.unknown().optional() }).nullish() });

const scriptById = (id: string) =>
  new RegExp(`<script\\b[^>]*\\bid\\s*=\\s*["']?${id}["']?[^>]*>([\\s\\S]*?)<\\/script\\s*>`, "i");
const NEXT_DATA = scriptById("__NEXT_DATA__");
const INITIAL_STATE = scriptById("initial-state");

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new PlaylistShapeError("spotify-embed", `${what} is not JSON`);
  }
}

/** The page's entity as it is, from `__NEXT_DATA__` or the older base64 `initial-state`. */
function pageEntity(html: string): unknown {
  const nextData = NEXT_DATA.exec(html)?.[1];
  if (nextData !== undefined) {
    const page = nextDataSchema.safeParse(parseJson(nextData, "__NEXT_DATA__"));
    if (!page.success) throw new PlaylistShapeError("spotify-embed", "props.pageProps is missing");
    return page.data.props.pageProps.state?.data?.entity;
  }
  const initialState = INITIAL_STATE.exec(html)?.[1]?.trim();
  if (initialState !== undefined) {
    const decoded = /^[A-Za-z0-9+/=\s]+$/.test(initialState)
      ? Buffer.from(initialState, "base64").toString("utf8")
      : initialState;
    const state = initialStateSchema.safeParse(parseJson(decoded, "initial-state"));
    if (!state.success) throw new PlaylistShapeError("spotify-embed", "initial-state has no data");
    return state.data.data?.entity;
  }
  throw new PlaylistShapeError("spotify-embed", "no __NEXT_DATA__ or initial-state script on the page");
}

const KIND_MESSAGES: Record<string, string> = {
  track: M.spotifyTrackLink,
  episode: M.spotifyPodcastLink,
  show: M.spotifyPodcastLink,
  artist: M.spotifyArtistLink,
};

/**
 * Reads the list out of an embed page. Null means the page says the playlist or album is not
 * there (no entity); a single track's (or podcast's) page is a 400 with a Turkish message saying
 * what it is; a page we cannot read throws PlaylistShapeError.
 */
export function parseSpotifyEmbed(html: string): EmbedEntity | null {
  const entity = pageEntity(html);
  if (entity === undefined || entity === null) return null;
  const kind = anyEntitySchema.safeParse(entity);
  const type = kind.success ? (kind.data.type ?? kind.data.uri?.split(":")[1] ?? "") : "";
  const message = KIND_MESSAGES[type.toLowerCase()];
  if (message) throw badRequest(message);
  const parsed = entitySchema.safeParse(entity);
  if (!parsed.success) {
    throw new PlaylistShapeError(
      "spotify-embed",
      `entity changed: ${parsed.error.issues[0]?.path.join(".")}`,
    );
  }
  return parsed.data;
}

/** The widest image the page offers: the cover art's sources or the colour block's images. */
function bestCover(entity: EmbedEntity): string | null {
  const images = [
    ...(entity.coverArt?.sources ?? []).map((i) => ({ url: i.url, width: i.width ?? 0 })),
    ...(entity.visualIdentity?.image ?? []).map((i) => ({ url: i.url, width: i.maxWidth ?? 0 })),
  ];
  if (images.length === 0) return null;
  return images.reduce((best, img) => (img.width > best.width ? img : best)).url;
}

/** "Tame Impala,\u00a0JENNIE" -> "Tame Impala, JENNIE" */
const cleanText = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** Tracks of the page; episodes, rows without a title and rows we cannot read are skipped. */
export function embedToTracks(entity: EmbedEntity): Track[] {
  // rows carry no cover: the playlist's (or the album's, which is every song's) is the best there is
  const cover = bestCover(entity);
  const album = entity.type === "album" ? cleanText(entity.name) || null : null;
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
    const name = cleanText(title);
    if (!name) continue;
    const id = match[2]!;
    tracks.push({
      id,
      title: name,
      artist: cleanText(subtitle),
      image: cover,
      previewUrl: audioPreview?.url || null,
      externalUrl: `https://open.spotify.com/track/${id}`,
      durationMs: duration,
      ...(album ? { album } : {}),
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

/**
 * At most the first 100 items of a playlist (all the embed page lists), or an album's songs.
 * `ref` is a playlist id or "album:{id}" (see parseSpotifyPlaylistRef).
 */
export async function fetchSpotifyEmbedTracks(deps: EmbedDeps, ref: string, signal?: AbortSignal) {
  const { kind, id } = spotifyRefFromString(ref);
  const missing = kind === "album" ? M.spotifyAlbumNotFound : M.spotifyNotFound;
  const res = await deps.outbound.request(`${deps.embedBase}/embed/${kind}/${encodeURIComponent(id)}`, {
    headers: { accept: "text/html", "accept-language": "tr-TR,tr;q=0.9" },
    acceptStatus: (s) => (s >= 200 && s < 300) || s === 404,
    timeoutMs: deps.timeoutMs,
    signal,
  });
  if (res.status === 404) throw notFound(missing);
  const entity = parseSpotifyEmbed(res.text());
  if (!entity) throw notFound(missing);
  return { tracks: embedToTracks(entity), name: cleanText(entity.name) || null };
}
