/**
 * The game state of spec section 4, shared by the home and fortune screens. Kept in session
 * storage so a reload of /play keeps the playlist; a new tab starts fresh.
 */
import { useSyncExternalStore } from "react";
import type { Track } from "@/shared/api-types";
import { pick } from "@/shared/draw";
import type { ThemeId } from "@/shared/themes";
import { GAME_STATE_KEY, GAME_TRACKS_KEY } from "./personal-storage";

/** "ready": a ready-made list shipped with the app (src/shared/ready-lists). */
export type SourceType = "spotify" | "youtube" | "csv" | "ready";

export interface Source {
  type: SourceType;
  /** what the person entered (URL or id); for CSV the file name */
  idOrUrl: string;
  /** the id the server resolved; absent for CSV */
  resolvedId?: string;
  /** CSV: the file's name; ready-made list: the list's name */
  name?: string;
}

export interface DrawResult {
  id: string;
  number: string;
  track: Track;
  round: number;
  salt: string;
  createdAt: string;
  theme: ThemeId;
}

export interface GameState {
  source: Source | null;
  tracks: Track[];
  round: number;
  roomId: string;
  lastResult: DrawResult | null;
}

const STORAGE_KEY = GAME_STATE_KEY;
const TRACKS_KEY = GAME_TRACKS_KEY;

function newRoomId(): string {
  return crypto.randomUUID();
}

function initialState(): GameState {
  return { source: null, tracks: [], round: 1, roomId: newRoomId(), lastResult: null };
}

function load(): GameState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Omit<GameState, "tracks"> & { tracks?: unknown };
      let tracks: unknown = parsed.tracks;
      if (Array.isArray(tracks)) {
        // a tab from before the tracks had a key of their own: they move there
        sessionStorage.setItem(TRACKS_KEY, JSON.stringify(tracks));
      } else {
        tracks = JSON.parse(sessionStorage.getItem(TRACKS_KEY) ?? "null");
      }
      if (Array.isArray(tracks) && typeof parsed.roomId === "string")
        return { ...parsed, tracks: tracks as Track[] };
    }
  } catch {
    // unreadable or unavailable storage: start fresh
  }
  return initialState();
}

let state: GameState = typeof window === "undefined" ? initialState() : load();
const listeners = new Set<() => void>();

function setState(next: GameState) {
  const tracksChanged = next.tracks !== state.tracks;
  state = next;
  try {
    if (tracksChanged) {
      // the old state first: a reload between the two writes must not pair it with new tracks
      sessionStorage.removeItem(STORAGE_KEY);
      sessionStorage.setItem(TRACKS_KEY, JSON.stringify(next.tracks));
    }
    const { tracks: _, ...rest } = next;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(rest));
  } catch {
    // A very large CSV can exceed the storage quota: the game still works until a reload, which
    // then starts fresh (no state is left to pair with another playlist's tracks).
    try {
      sessionStorage.removeItem(TRACKS_KEY);
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // storage unavailable
    }
  }
  for (const l of listeners) l();
}

export const game = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Loading a playlist sets source and tracks, resets the round to 1 and clears the last result. */
  loadPlaylist(source: Source, tracks: Track[]) {
    setState({ ...state, source, tracks, round: 1, lastResult: null });
  },
  /** Stores the track at (number - 1) mod count as the last result and moves to the next round. */
  draw(number: bigint, theme: ThemeId): DrawResult {
    if (!state.source || state.tracks.length === 0) throw new Error("Playlist yüklenmemiş");
    const sourceId = state.source.type === "csv" ? "csv" : (state.source.resolvedId ?? state.source.idOrUrl);
    const result: DrawResult = {
      id: crypto.randomUUID(),
      number: number.toString(),
      track: pick(number, state.tracks),
      round: state.round,
      salt: `${state.roomId}-${sourceId}-${state.round}`,
      createdAt: new Date().toISOString(),
      theme,
    };
    setState({ ...state, lastResult: result, round: state.round + 1 });
    return result;
  },
  /** Clears everything and starts a new room. */
  reset() {
    setState(initialState());
  },
};

export function useGame(): GameState {
  return useSyncExternalStore(game.subscribe, game.get, game.get);
}
