/**
 * 'Bu listeden sen de çek': a shared draw names its public list (type and id); a visitor loads the
 * same list and draws from it. Signed out, the list waits in this tab's session storage until the
 * home page (after sign-in) loads it.
 */
import type { PublicDraw, Track } from "@/shared/api-types";
import { readyListById, readyListTracks } from "@/shared/ready-lists";
import type { Source } from "./game";
import { callApi } from "./query-client";

export type ListSource = NonNullable<PublicDraw["listSource"]>;

const STORAGE_KEY = "pending-list";

export function keepPendingList(source: ListSource): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(source));
  } catch {}
}

/** The list a visitor asked for before signing in, once: reading it forgets it. */
export function takePendingList(): ListSource | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ListSource>;
    if (
      (parsed.type === "spotify" || parsed.type === "youtube" || parsed.type === "ready") &&
      typeof parsed.id === "string" &&
      parsed.id.length <= 200
    ) {
      return { type: parsed.type, id: parsed.id };
    }
  } catch {}
  return null;
}

/** What the playlist endpoints take for a stored id: albums travel as "album:{id}". */
function spotifyRef(id: string): string {
  return id.startsWith("album:") ? `spotify:album:${id.slice("album:".length)}` : id;
}

/** The list's tracks and the game's source for it (ready-made lists need no request). */
export async function loadListSource(source: ListSource): Promise<{ source: Source; tracks: Track[] }> {
  if (source.type === "ready") {
    const list = readyListById(source.id);
    const tracks = readyListTracks(source.id);
    if (!list || !tracks) throw new Error("Bu hazır liste artık yok.");
    return { source: { type: "ready", idOrUrl: list.id, resolvedId: list.id, name: list.name }, tracks };
  }
  const urlOrId = source.type === "spotify" ? spotifyRef(source.id) : source.id;
  const data =
    source.type === "spotify"
      ? await callApi("POST /api/spotify/tracks", { body: { urlOrId } })
      : await callApi("POST /api/youtube/tracks", { body: { urlOrId } });
  return { source: { type: source.type, idOrUrl: urlOrId, resolvedId: data.id }, tracks: data.tracks };
}
