/**
 * Turns what people paste (share links, app URIs, bare ids) into a playlist id, or a 400 that
 * says in Turkish what was wrong with it.
 */
import { badRequest } from "../http/errors";
import { PLAYLIST_MESSAGES as M } from "./messages";

const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SPOTIFY_HOSTS = new Set(["open.spotify.com", "play.spotify.com"]);

/** What a Spotify link that is neither a playlist nor an album points at, and what to say. */
const SPOTIFY_OTHER_KINDS: Record<string, string> = {
  track: M.spotifyTrackLink,
  artist: M.spotifyArtistLink,
  show: M.spotifyPodcastLink,
  episode: M.spotifyPodcastLink,
  audiobook: M.spotifyOtherLink,
  chapter: M.spotifyOtherLink,
  user: M.spotifyOtherLink,
  collection: M.spotifyOtherLink,
};

export interface SpotifyRef {
  kind: "playlist" | "album";
  id: string;
}

/** Albums travel through the playlist path as "album:{id}"; a playlist is its bare id. */
export const ALBUM_REF_PREFIX = "album:";

export function spotifyRefToString(ref: SpotifyRef): string {
  return ref.kind === "album" ? `${ALBUM_REF_PREFIX}${ref.id}` : ref.id;
}

export function spotifyRefFromString(ref: string): SpotifyRef {
  return ref.startsWith(ALBUM_REF_PREFIX)
    ? { kind: "album", id: ref.slice(ALBUM_REF_PREFIX.length) }
    : { kind: "playlist", id: ref };
}

/** Parses "host/path?query" with or without a scheme; null when it is not URL-like. */
function parseLooseUrl(input: string): URL | null {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    // "abc" becomes https://abc/ — a host without a dot is not a link someone copied
    if (!url.hostname.includes(".")) return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * Share sheets sometimes paste a sentence around the link ("Bu listeyi dinle: https://…").
 * When the text has spaces, the first link-looking word is the reference.
 */
function pickReference(text: string, linkStart: RegExp): string {
  if (!/\s/.test(text)) return text;
  const word = text.split(/\s+/).find((w) => linkStart.test(w));
  return word ?? text;
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www|m)\./, "");
}

/**
 * A playlist or an album (an album is a list of songs too: its embed page carries them). A track,
 * artist, podcast or profile link gets a Turkish message saying what it is and what to paste.
 */
export function parseSpotifyRef(input: string): SpotifyRef {
  const trimmed = input.trim();
  if (!trimmed) throw badRequest(M.spotifyBlank);
  const text = pickReference(
    trimmed,
    /^(https?:\/\/|(www\.)?(open|play)\.spotify\.com\/|spotify:|spotify\.link\/)/i,
  );
  if (SPOTIFY_ID.test(text)) return { kind: "playlist", id: text };

  // spotify:playlist:{id}, spotify:album:{id} and the old spotify:user:{name}:playlist:{id}
  if (/^spotify:/i.test(text)) {
    const parts = text.split(":");
    for (const kind of ["playlist", "album"] as const) {
      const at = parts.findIndex((p, i) => i > 0 && p.toLowerCase() === kind);
      if (at < 0) continue;
      const id = parts[at + 1];
      if (id && SPOTIFY_ID.test(id)) return { kind, id };
      throw badRequest(M.spotifyInvalid);
    }
    const other = SPOTIFY_OTHER_KINDS[parts[1]?.toLowerCase() ?? ""];
    throw badRequest(other ?? M.spotifyInvalid);
  }

  const url = parseLooseUrl(text);
  if (!url) throw badRequest(M.spotifyInvalid);
  const host = hostOf(url);
  if (host === "spotify.link" || host === "spotify.app.link") throw badRequest(M.spotifyShortLink);
  if (!SPOTIFY_HOSTS.has(host)) throw badRequest(M.spotifyInvalid);

  // /playlist/{id}, /intl-tr/playlist/{id}, /embed/playlist/{id}, /user/{name}/playlist/{id},
  // /album/{id}, /intl-tr/album/{id}, /embed/album/{id}
  const segments = url.pathname.split("/").filter(Boolean);
  for (const kind of ["playlist", "album"] as const) {
    const at = segments.findIndex((s) => s.toLowerCase() === kind);
    if (at < 0) continue;
    const id = segments[at + 1];
    if (id && SPOTIFY_ID.test(id)) return { kind, id };
    throw badRequest(M.spotifyInvalid);
  }
  // "/user/{name}" alone is a profile; "/user/{name}/playlist/{id}" was handled above
  const other = segments.map((s) => SPOTIFY_OTHER_KINDS[s.toLowerCase()]).find(Boolean);
  throw badRequest(other ?? M.spotifyInvalid);
}

/**
 * The reference the playlist service loads: a playlist id, or "album:{id}" for an album (the
 * embed path reads both; the Web API path leaves albums to the embed page).
 */
export function parseSpotifyPlaylistRef(input: string): string {
  return spotifyRefToString(parseSpotifyRef(input));
}

// Playlist ids of YouTube: PL… (made by people), OLAK5uy_… (albums), UU… (a channel's uploads),
// FL… (favourites), RD… (mixes: the Data API lists the first page of many of them, see
// youtube.ts; the ones it refuses get the mix message there); LL/WL/LM are private personal lists.
const YOUTUBE_LIST_ID = /^[A-Za-z0-9_-]{2,80}$/;
const YOUTUBE_BARE_ID = /^(PL|OLAK5uy_|UU|FL|RD)[A-Za-z0-9_-]{10,80}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "music.youtube.com", "youtu.be", "youtube-nocookie.com"]);

function checkYoutubeListId(id: string): string {
  if (id === "LL" || id === "WL" || id === "LM") throw badRequest(M.youtubePersonalList);
  if (!YOUTUBE_LIST_ID.test(id) || id.length < 10) throw badRequest(M.youtubeInvalid);
  return id;
}

export function parseYoutubePlaylistRef(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) throw badRequest(M.youtubeBlank);
  const text = pickReference(trimmed, /^(https?:\/\/|((www|m|music)\.)?youtube\.com\/|youtu\.be\/)/i);
  if (YOUTUBE_BARE_ID.test(text)) return text;

  const url = parseLooseUrl(text);
  if (!url) throw badRequest(M.youtubeInvalid);
  if (!YOUTUBE_HOSTS.has(hostOf(url))) throw badRequest(M.youtubeInvalid);

  const list = url.searchParams.get("list")?.trim();
  if (list) return checkYoutubeListId(list);

  const path = url.pathname.toLowerCase();
  const isVideo =
    url.searchParams.has("v") ||
    hostOf(url) === "youtu.be" ||
    path.startsWith("/shorts/") ||
    path.startsWith("/live/") ||
    path.startsWith("/embed/");
  throw badRequest(isVideo ? M.youtubeVideoOnly : M.youtubeInvalid);
}
