/**
 * What this browser keeps of the signed-in person's own data: the history screen's last lists in
 * local storage, under the spec's keys (features/history/draw-cache.ts), and the game in session
 * storage (the loaded playlist and the last result, lib/game.ts). Logging out forgets them, and so
 * does learning that the session is gone (ended elsewhere, expired: lib/auth.ts), so on a shared
 * device they do not outlive the session (security review I-7).
 */
export const RECENT_CACHE_KEY = "cached_recent_draws";
export const FAVORITES_CACHE_KEY = "cached_favorite_draws";
/** the game's state but the tracks, written on every draw */
export const GAME_STATE_KEY = "game_state";
/** the playlist's tracks, written only when they change (a big CSV is megabytes of JSON) */
export const GAME_TRACKS_KEY = "game_tracks";

const LOCAL_KEYS = [RECENT_CACHE_KEY, FAVORITES_CACHE_KEY] as const;
const SESSION_KEYS = [GAME_STATE_KEY, GAME_TRACKS_KEY] as const;

function forget(storage: () => Storage, keys: readonly string[]) {
  for (const key of keys) {
    try {
      storage().removeItem(key);
    } catch {
      // storage may be unavailable (private mode); there is nothing to forget then
    }
  }
}

export function forgetPersonalData() {
  forget(() => localStorage, LOCAL_KEYS);
  forget(() => sessionStorage, SESSION_KEYS);
}

/** Whether any of it is still here (so a signed-out answer clears only what needs clearing). */
export function holdsPersonalData(): boolean {
  try {
    return (
      LOCAL_KEYS.some((k) => localStorage.getItem(k) !== null) ||
      SESSION_KEYS.some((k) => sessionStorage.getItem(k) !== null)
    );
  } catch {
    return false;
  }
}
