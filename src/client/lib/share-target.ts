/**
 * Web Share Target (manifest.webmanifest, share_target): Android's "Share → Şarkı Falı" from the
 * Spotify or YouTube app opens /share-target?title=…&text=…&url=…. Those apps put the link in
 * `text` (often after a sentence), rarely in `url`; the link is kept in this tab's session storage
 * until the home page (after sign-in, if need be) fills it in and asks whether to load it: any site
 * can open /share-target, so nothing is loaded without a tap (features/home/shared-playlist-dialog).
 */
export type SharedPlaylistKind = "spotify" | "youtube";

export interface SharedPlaylist {
  kind: SharedPlaylistKind;
  url: string;
}

const STORAGE_KEY = "shared-playlist";
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/gi;

function kindOf(href: string): SharedPlaylistKind | null {
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host === "open.spotify.com" || host === "spotify.link" || host.endsWith(".spotify.com"))
    return "spotify";
  if (host === "youtu.be" || host === "youtube.com" || host.endsWith(".youtube.com")) return "youtube";
  return null;
}

/** The first Spotify or YouTube link among the shared fields (url, then text, then title). */
export function sharedPlaylistFrom(params: URLSearchParams): SharedPlaylist | null {
  for (const field of ["url", "text", "title"]) {
    const value = params.get(field);
    if (!value) continue;
    for (const [match] of value.matchAll(URL_IN_TEXT)) {
      // a sentence may end right after the link
      const url = match.replace(/[.,;:!?)\]]+$/, "");
      const kind = kindOf(url);
      if (kind) return { kind, url };
    }
  }
  return null;
}

export function keepSharedPlaylist(shared: SharedPlaylist): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(shared));
  } catch {}
}

/** The link shared into this tab and not loaded yet. */
export function readSharedPlaylist(): SharedPlaylist | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SharedPlaylist>;
    if ((parsed.kind === "spotify" || parsed.kind === "youtube") && typeof parsed.url === "string") {
      return { kind: parsed.kind, url: parsed.url };
    }
  } catch {}
  return null;
}

/** Called once the person has answered the home page's question: a reload does not ask again. */
export function forgetSharedPlaylist(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {}
}
