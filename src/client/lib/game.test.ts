// @vitest-environment happy-dom
/**
 * The game store keeps the playlist in session storage so a reload of /play keeps it. The tracks
 * (megabytes for a big CSV) are written when the playlist changes, not again on every draw.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Track } from "@/shared/api-types";

const tracks: Track[] = Array.from({ length: 3000 }, (_, i) => ({
  id: `t${i}`,
  title: `Şarkı ${i}`,
  artist: `Sanatçı ${i % 50}`,
  image: null,
  previewUrl: null,
  externalUrl: null,
}));

async function freshStore() {
  vi.resetModules();
  return (await import("./game")).game;
}

describe("the game store", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the playlist and the last result across a reload", async () => {
    const game = await freshStore();
    game.loadPlaylist({ type: "csv", idOrUrl: "liste.csv", name: "liste.csv" }, tracks);
    const drawn = game.draw(27n, "genel");
    const reloaded = (await freshStore()).get();
    expect(reloaded.tracks).toEqual(tracks);
    expect(reloaded.lastResult).toEqual(drawn);
    expect(reloaded.round).toBe(2);
    expect(reloaded.source?.name).toBe("liste.csv");
  });

  it("does not write the tracks again on a draw", async () => {
    const game = await freshStore();
    game.loadPlaylist({ type: "csv", idOrUrl: "liste.csv", name: "liste.csv" }, tracks);
    const setItem = vi.spyOn(sessionStorage, "setItem");
    game.draw(5n, "genel");
    game.draw(6n, "genel");
    const written = setItem.mock.calls.reduce((n, [, value]) => n + value.length, 0);
    setItem.mockRestore();
    expect(written).toBeLessThan(2_000);
    expect((await freshStore()).get().round).toBe(3);
  });

  it("reads a tab's state from before the tracks had a key of their own", async () => {
    sessionStorage.setItem(
      "game_state",
      JSON.stringify({
        source: { type: "ready", idOrUrl: "arabesk" },
        tracks,
        round: 4,
        roomId: "r",
        lastResult: null,
      }),
    );
    const game = await freshStore();
    expect(game.get().tracks).toHaveLength(3000);
    expect(game.get().round).toBe(4);
    game.draw(1n, "genel");
    const reloaded = (await freshStore()).get();
    expect(reloaded.tracks).toHaveLength(3000);
    expect(reloaded.round).toBe(5);
  });

  it("a reset leaves no playlist behind", async () => {
    const game = await freshStore();
    game.loadPlaylist({ type: "csv", idOrUrl: "liste.csv" }, tracks);
    game.reset();
    const state = (await freshStore()).get();
    expect(state.source).toBeNull();
    expect(state.tracks).toEqual([]);
  });

  it("a playlist over the storage quota is never paired with the one before it", async () => {
    const game = await freshStore();
    game.loadPlaylist({ type: "ready", idOrUrl: "arabesk", name: "Arabesk" }, tracks.slice(0, 60));
    const setItem = vi.spyOn(sessionStorage, "setItem").mockImplementation((key) => {
      if (key === "game_tracks") throw new DOMException("full", "QuotaExceededError");
    });
    game.loadPlaylist({ type: "csv", idOrUrl: "dev.csv", name: "dev.csv" }, tracks);
    setItem.mockRestore();
    game.draw(3n, "genel");
    expect(game.get().tracks).toHaveLength(3000);
    const reloaded = (await freshStore()).get();
    expect(reloaded.source).toBeNull();
    expect(reloaded.tracks).toEqual([]);
  });
});
