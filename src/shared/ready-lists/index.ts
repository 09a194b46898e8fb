/**
 * Ready-made lists as the game uses them: a summary for the home screen and each list's songs as
 * tracks. No provider is called: the data ships with the app (data.ts). A track links to a
 * YouTube search for the song, not to a video we would have to pick, and has no cover (the
 * vinyl placeholder is shown).
 */
import type { Track } from "../api-types";
import { READY_LIST_DATA } from "./data";

export interface ReadyListSummary {
  id: string;
  name: string;
  description: string;
  count: number;
  /** a few artists of the list, for the card */
  artists: string[];
}

export const READY_LIST_TRACK_PREFIX = "ready:";

/** The words that make a song's id: lower-cased the Turkish way, letters and digits only. */
function slug(text: string): string {
  return text
    .toLocaleLowerCase("tr-TR")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ı/g, "i")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function youtubeSearchUrl(artist: string, title: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(`${artist} ${title}`)}`;
}

export const READY_LISTS: readonly ReadyListSummary[] = READY_LIST_DATA.map((l) => ({
  id: l.id,
  name: l.name,
  description: l.description,
  count: l.songs.length,
  artists: [...new Set(l.songs.map(([artist]) => artist.split(" & ")[0] ?? artist))].slice(0, 4),
}));

export function readyListById(id: string): ReadyListSummary | undefined {
  return READY_LISTS.find((l) => l.id === id);
}

/** The list's songs as tracks, in the list's order; undefined for an unknown id. */
export function readyListTracks(id: string): Track[] | undefined {
  const list = READY_LIST_DATA.find((l) => l.id === id);
  if (!list) return undefined;
  return list.songs.map(([artist, title]) => ({
    id: `${READY_LIST_TRACK_PREFIX}${list.id}:${slug(`${artist} ${title}`)}`,
    title,
    artist,
    externalUrl: youtubeSearchUrl(artist, title),
  }));
}

export function isReadyListTrackId(id: string): boolean {
  return id.startsWith(READY_LIST_TRACK_PREFIX);
}
