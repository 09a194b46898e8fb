/**
 * The last recent and favourite lists, kept in local storage under the spec's keys so /history
 * shows them at once while the fresh lists load. Each entry remembers whose lists they are: a
 * second account signing in on the same browser never sees the first one's draws.
 */

import { FAVORITES_CACHE_KEY, RECENT_CACHE_KEY } from "@/client/lib/personal-storage";
import type { SavedDraw } from "@/shared/api-types";

// defined with what logout forgets (lib/personal-storage.ts)
export { FAVORITES_CACHE_KEY, RECENT_CACHE_KEY };
export type DrawCacheKey = typeof RECENT_CACHE_KEY | typeof FAVORITES_CACHE_KEY;

interface CachedDraws {
  owner: string;
  draws: SavedDraw[];
}

function looksLikeDraw(value: unknown): value is SavedDraw {
  if (typeof value !== "object" || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.id === "string" &&
    typeof d.trackTitle === "string" &&
    typeof d.trackArtist === "string" &&
    typeof d.theme === "string" &&
    typeof d.createdAt === "string"
  );
}

export function readCachedDraws(key: DrawCacheKey, owner: string): SavedDraw[] | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<CachedDraws>;
    if (parsed.owner !== owner || !Array.isArray(parsed.draws)) return undefined;
    const draws = parsed.draws.filter(looksLikeDraw);
    return draws.length > 0 ? draws : undefined;
  } catch {
    return undefined;
  }
}

/** Written whenever the list is non-empty (spec section 3); an emptied list forgets its copy. */
export function writeCachedDraws(key: DrawCacheKey, owner: string, draws: SavedDraw[]) {
  try {
    if (draws.length > 0) {
      localStorage.setItem(key, JSON.stringify({ owner, draws } satisfies CachedDraws));
    } else {
      localStorage.removeItem(key);
    }
  } catch {
    // storage full or unavailable: the page simply waits for the network next time
  }
}
