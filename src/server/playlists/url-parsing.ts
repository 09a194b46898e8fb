/**
 * Turns what people paste (share links, app URIs, bare ids) into a playlist id, or a 400 that
 * says in Turkish what was wrong with it.
 */
import { badRequest } from "../http/errors";
import { PLAYLIST_MESSAGES as M } from "./messages";

const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SPOTIFY_HOSTS = new Set(["open.spotify.com", "play.spotify.com"]);
const SPOTIFY_OTHER_KINDS = new Set(["track", "album", "artist", "show", "episode", "audiobook", "user"]);

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

export function parseSpotifyPlaylistRef(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) throw badRequest(M.spotifyBlank);
  const text = pickReference(
    trimmed,
    /^(https?:\/\/|(www\.)?(open|play)\.spotify\.com\/|spotify:|spotify\.link\/)/i,
  );
  if (SPOTIFY_ID.test(text)) return text;

  // spotify:playlist:{id} and the old spotify:user:{name}:playlist:{id}
  if (/^spotify:/i.test(text)) {
    const parts = text.split(":");
    const kindIndex = parts.findIndex((p, i) => i > 0 && p.toLowerCase() === "playlist");
    const id = kindIndex > 0 ? parts[kindIndex + 1] : undefined;
    if (id && SPOTIFY_ID.test(id)) return id;
    if (parts[1] && SPOTIFY_OTHER_KINDS.has(parts[1].toLowerCase()) && kindIndex < 0) {
      throw badRequest(M.spotifyNotPlaylist);
    }
    throw badRequest(M.spotifyInvalid);
  }

  const url = parseLooseUrl(text);
  if (!url) throw badRequest(M.spotifyInvalid);
  const host = hostOf(url);
  if (host === "spotify.link" || host === "spotify.app.link") throw badRequest(M.spotifyShortLink);
  if (!SPOTIFY_HOSTS.has(host)) throw badRequest(M.spotifyInvalid);

  // /playlist/{id}, /intl-tr/playlist/{id}, /embed/playlist/{id}, /user/{name}/playlist/{id}
  const segments = url.pathname.split("/").filter(Boolean);
  const at = segments.findIndex((s) => s.toLowerCase() === "playlist");
  if (at >= 0) {
    const id = segments[at + 1];
    if (id && SPOTIFY_ID.test(id)) return id;
    throw badRequest(M.spotifyInvalid);
  }
  if (segments.some((s) => SPOTIFY_OTHER_KINDS.has(s.toLowerCase()))) throw badRequest(M.spotifyNotPlaylist);
  throw badRequest(M.spotifyInvalid);
}

// Playlist ids of YouTube: PL… (made by people), OLAK5uy_… (albums), UU… (a channel's uploads),
// FL… (favourites); RD… are mixes generated per viewer, LL/WL are private personal lists.
const YOUTUBE_LIST_ID = /^[A-Za-z0-9_-]{2,80}$/;
const YOUTUBE_BARE_ID = /^(PL|OLAK5uy_|UU|FL)[A-Za-z0-9_-]{10,80}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "music.youtube.com", "youtu.be", "youtube-nocookie.com"]);

function checkYoutubeListId(id: string): string {
  if (id.startsWith("RD")) throw badRequest(M.youtubeMix);
  if (id === "LL" || id === "WL" || id === "LM") throw badRequest(M.youtubePersonalList);
  if (!YOUTUBE_LIST_ID.test(id) || id.length < 10) throw badRequest(M.youtubeInvalid);
  return id;
}

export function parseYoutubePlaylistRef(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) throw badRequest(M.youtubeBlank);
  const text = pickReference(trimmed, /^(https?:\/\/|((www|m|music)\.)?youtube\.com\/|youtu\.be\/)/i);
  if (YOUTUBE_BARE_ID.test(text)) return text;
  if (/^RD[A-Za-z0-9_-]{10,}$/.test(text)) throw badRequest(M.youtubeMix);

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
