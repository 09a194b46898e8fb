// @vitest-environment happy-dom
/** What logging out, or learning that the session is gone, forgets (security review I-7). */
import { beforeEach, describe, expect, it } from "vitest";
import {
  FAVORITES_CACHE_KEY,
  forgetPersonalData,
  GAME_STATE_KEY,
  GAME_TRACKS_KEY,
  holdsPersonalData,
  RECENT_CACHE_KEY,
} from "./personal-storage";

describe("personal data kept in the browser", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("forgets the history caches and the game (playlist and last result), and nothing else", () => {
    localStorage.setItem(RECENT_CACHE_KEY, '{"owner":"u1","draws":[]}');
    localStorage.setItem(FAVORITES_CACHE_KEY, '{"owner":"u1","draws":[]}');
    localStorage.setItem("theme", "dark");
    sessionStorage.setItem(GAME_STATE_KEY, '{"lastResult":{"number":7}}');
    sessionStorage.setItem(GAME_TRACKS_KEY, "[]");
    expect(holdsPersonalData()).toBe(true);
    forgetPersonalData();
    expect(localStorage.getItem(RECENT_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem(FAVORITES_CACHE_KEY)).toBeNull();
    expect(sessionStorage.getItem(GAME_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(GAME_TRACKS_KEY)).toBeNull();
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(holdsPersonalData()).toBe(false);
  });

  it("the game writes the playlist and the result under the keys that are forgotten", async () => {
    const { game } = await import("./game");
    game.loadPlaylist({ type: "csv", idOrUrl: "liste.csv" }, [
      { id: "t1", title: "Gülpembe", artist: "Barış Manço" },
    ] as never);
    game.draw(7n, "genel");
    expect(sessionStorage.getItem(GAME_TRACKS_KEY)).toContain("Gülpembe");
    expect(sessionStorage.getItem(GAME_STATE_KEY)).toContain("lastResult");
    forgetPersonalData();
    expect(holdsPersonalData()).toBe(false);
  });
});
