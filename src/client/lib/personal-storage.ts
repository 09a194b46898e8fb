/**
 * What this browser keeps of the signed-in person's own data in local storage: the history
 * screen's last lists, under the spec's keys (features/history/draw-cache.ts). Logging out forgets
 * them, so on a shared device they do not outlive the session.
 */
export const RECENT_CACHE_KEY = "cached_recent_draws";
export const FAVORITES_CACHE_KEY = "cached_favorite_draws";

const PERSONAL_KEYS = [RECENT_CACHE_KEY, FAVORITES_CACHE_KEY] as const;

export function forgetPersonalData() {
  for (const key of PERSONAL_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // storage may be unavailable (private mode); there is nothing to forget then
    }
  }
}
