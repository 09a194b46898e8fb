import { describe, expect, it } from "vitest";
import { safeExternalUrl, safeMediaUrl } from "./links";

const MEDIA = ["i.scdn.co", "*.ytimg.com"];

describe("safeMediaUrl", () => {
  it("keeps covers and previews from the media hosts, as written", () => {
    expect(safeMediaUrl("https://i.scdn.co/image/ab67", MEDIA)).toBe("https://i.scdn.co/image/ab67");
    expect(safeMediaUrl("https://i9.ytimg.com/vi/x/hq.jpg", MEDIA)).toBe("https://i9.ytimg.com/vi/x/hq.jpg");
  });

  it.each([
    null,
    "",
    "https://evil.example/cover.png",
    "https://i.scdn.co.evil.example/x",
    "https://127.0.0.1/x",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://i.scdn.co/x",
    "not a url",
    // media over https only, and on the default port unless the entry names another (review L7)
    "http://i.scdn.co/x",
    "https://I.SCDN.CO:22/x",
    "https://a.ytimg.com:8443/x",
  ])("drops %j", (value) => {
    expect(safeMediaUrl(value, MEDIA)).toBeNull();
  });
});

describe("safeExternalUrl", () => {
  it("keeps https pages of known music services", () => {
    for (const url of [
      "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://music.apple.com/tr/album/x/1",
    ]) {
      expect(safeExternalUrl(url)).toBe(url);
    }
  });

  it.each([
    null,
    "http://open.spotify.com/track/x",
    "https://open.spotify.com.evil.example/track/x",
    "https://evil.example/?u=https://open.spotify.com",
    "javascript://open.spotify.com/%0aalert(1)",
    "https://i.scdn.co/image/x",
  ])("drops %j", (value) => {
    expect(safeExternalUrl(value)).toBeNull();
  });
});
