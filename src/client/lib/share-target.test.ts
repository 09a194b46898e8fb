import { afterEach, describe, expect, it } from "vitest";
import {
  forgetSharedPlaylist,
  keepSharedPlaylist,
  readSharedPlaylist,
  sharedPlaylistFrom,
} from "./share-target";

const params = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("sharedPlaylistFrom", () => {
  it("finds a Spotify link inside the sentence the Spotify app shares as text", () => {
    expect(
      sharedPlaylistFrom(
        params({
          title: "Yaz Şarkıları",
          text: "Bu playlisti Spotify'da dinle: https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc123.",
        }),
      ),
    ).toEqual({ kind: "spotify", url: "https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc123" });
  });

  it("finds a YouTube link in text when url is empty, and prefers url when both are there", () => {
    expect(
      sharedPlaylistFrom(params({ url: "", text: "https://youtube.com/playlist?list=PLx0sYbCqOb8Q" })),
    ).toEqual({
      kind: "youtube",
      url: "https://youtube.com/playlist?list=PLx0sYbCqOb8Q",
    });
    expect(
      sharedPlaylistFrom(
        params({
          url: "https://music.youtube.com/playlist?list=PLa",
          text: "https://open.spotify.com/playlist/x",
        }),
      ),
    ).toEqual({ kind: "youtube", url: "https://music.youtube.com/playlist?list=PLa" });
  });

  it("skips links to other sites and gives null when no playlist link was shared", () => {
    expect(
      sharedPlaylistFrom(params({ text: "bak: https://example.com/x ve https://youtu.be/dQw4w9WgXcQ" })),
    ).toEqual({ kind: "youtube", url: "https://youtu.be/dQw4w9WgXcQ" });
    expect(
      sharedPlaylistFrom(params({ text: "merhaba https://spotify.evil.example/playlist/1" })),
    ).toBeNull();
    expect(sharedPlaylistFrom(params({ title: "Şarkı", text: "link yok" }))).toBeNull();
    expect(sharedPlaylistFrom(params({}))).toBeNull();
  });
});

describe("keep / read / forget", () => {
  const store = new Map<string, string>();
  globalThis.sessionStorage ??= {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  } as Storage;
  afterEach(() => sessionStorage.removeItem("shared-playlist"));

  it("keeps the link until it is forgotten", () => {
    keepSharedPlaylist({ kind: "spotify", url: "https://open.spotify.com/playlist/abc" });
    expect(readSharedPlaylist()).toEqual({ kind: "spotify", url: "https://open.spotify.com/playlist/abc" });
    expect(readSharedPlaylist()).not.toBeNull();
    forgetSharedPlaylist();
    expect(readSharedPlaylist()).toBeNull();
  });

  it("ignores a stored value it did not write", () => {
    sessionStorage.setItem("shared-playlist", '{"kind":"tidal","url":"x"}');
    expect(readSharedPlaylist()).toBeNull();
  });
});
