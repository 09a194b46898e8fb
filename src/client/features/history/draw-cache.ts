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

/** How many draws each tab holds (GET /api/draws' `counts`: the same for both tabs). */
export interface DrawCounts {
  all: number;
  favorites: number;
}

interface CachedDraws {
  owner: string;
  draws: SavedDraw[];
  /** the true counts when the copy was written (the draws are only the first page) */
  counts?: DrawCounts;
}

export interface CachedList {
  draws: SavedDraw[];
  counts: DrawCounts | undefined;
}

function looksLikeCounts(value: unknown): value is DrawCounts {
  if (typeof value !== "object" || value === null) return false;
  const c = value as Record<string, unknown>;
  return Number.isSafeInteger(c.all) && Number.isSafeInteger(c.favorites);
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

export function readCachedDraws(key: DrawCacheKey, owner: string): CachedList | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<CachedDraws>;
    if (parsed.owner !== owner || !Array.isArray(parsed.draws)) return undefined;
    const draws = parsed.draws.filter(looksLikeDraw);
    if (draws.length === 0) return undefined;
    return { draws, counts: looksLikeCounts(parsed.counts) ? parsed.counts : undefined };
  } catch {
    return undefined;
  }
}

/** Written whenever the list is non-empty (spec section 3); an emptied list forgets its copy. */
export function writeCachedDraws(key: DrawCacheKey, owner: string, draws: SavedDraw[], counts: DrawCounts) {
  try {
    if (draws.length > 0) {
      localStorage.setItem(key, JSON.stringify({ owner, draws, counts } satisfies CachedDraws));
    } else {
      localStorage.removeItem(key);
    }
  } catch {
    // storage full or unavailable: the page simply waits for the network next time
  }
}
