import { describe, expect, it } from "vitest";
import { coverSource, imageProvider, linkProvider } from "./media-attribution";

describe("whose artwork a track may show (ADR 020)", () => {
  it("knows the providers' links and image hosts, and nothing else", () => {
    expect(linkProvider("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC")).toBe("spotify");
    expect(linkProvider("https://music.youtube.com/watch?v=abc")).toBe("youtube");
    expect(linkProvider("https://youtu.be/abc")).toBe("youtube");
    expect(linkProvider("https://notspotify.com/track/1")).toBeNull();
    expect(linkProvider("javascript:alert(1)")).toBeNull();
    expect(imageProvider("https://i.scdn.co/image/ab67")).toBe("spotify");
    expect(imageProvider("https://image-cdn-ak.spotifycdn.com/image/ab67")).toBe("spotify");
    expect(imageProvider("https://i.ytimg.com/vi/abc/hqdefault.jpg")).toBe("youtube");
    expect(imageProvider("https://example.com/cover.jpg")).toBeNull();
  });

  it("shows a cover only with a link to the same provider; else the vinyl", () => {
    const spotifyLink = "https://open.spotify.com/track/1";
    expect(coverSource("https://i.scdn.co/image/a", spotifyLink)).toEqual({
      src: "https://i.scdn.co/image/a",
      provider: "spotify",
      link: spotifyLink,
    });
    // Spotify art without a link back: not shown
    expect(coverSource("https://i.scdn.co/image/a", null)).toEqual({ src: null, provider: null, link: null });
    // a CSV file's own picture beside a Spotify link: the vinyl, the mark still names Spotify
    expect(coverSource("https://example.com/a.jpg", spotifyLink)).toEqual({
      src: null,
      provider: "spotify",
      link: spotifyLink,
    });
    // a YouTube thumbnail with a Spotify link: not Spotify's art
    expect(coverSource("https://i.ytimg.com/vi/a/hqdefault.jpg", spotifyLink).src).toBeNull();
  });
});
