import { describe, expect, it } from "vitest";
import {
  capLength,
  cleanText,
  httpUrl,
  normalizeIsrc,
  parseCsvNumber,
  parseDurationMs,
  parseFeatures,
  spotifyTrackId,
  spotifyTrackUrl,
  youtubeVideoId,
} from "./csv-values";

describe("parseCsvNumber", () => {
  it.each([
    ["0.5", 0.5],
    ["0,5", 0.5],
    [" -6.1 ", -6.1],
    ["120", 120],
    [".5", 0.5],
    ["1e2", 100],
    ["", null],
    ["abc", null],
    ["1.2.3", null],
    ["NaN", null],
    ["Infinity", null],
  ])("%j -> %j", (value, expected) => {
    expect(parseCsvNumber(value)).toBe(expected);
  });
});

describe("parseDurationMs", () => {
  it("reads milliseconds, seconds and clock times", () => {
    expect(parseDurationMs("243000", "ms")).toBe(243000);
    expect(parseDurationMs("243", "s")).toBe(243000);
    expect(parseDurationMs("243", "unknown")).toBe(243000);
    expect(parseDurationMs("243,5", "unknown")).toBe(243500);
    expect(parseDurationMs("243000", "unknown")).toBe(243000);
    expect(parseDurationMs("4:03", "unknown")).toBe(243000);
    expect(parseDurationMs("04:03", "ms")).toBe(243000);
    expect(parseDurationMs("1:02:03", "unknown")).toBe(3723000);
    expect(parseDurationMs("4:03.5", "unknown")).toBe(243500);
  });

  it("drops junk and impossible values", () => {
    expect(parseDurationMs("", "ms")).toBeNull();
    expect(parseDurationMs("uzun", "ms")).toBeNull();
    expect(parseDurationMs("-5", "s")).toBeNull();
    expect(parseDurationMs("4:75", "unknown")).toBeNull();
    expect(parseDurationMs("90000000", "ms")).toBeNull();
  });
});

describe("urls", () => {
  it("keeps only http(s) links", () => {
    expect(httpUrl("https://i.scdn.co/image/x")).toBe("https://i.scdn.co/image/x");
    expect(httpUrl("http://example.com/a.mp3")).toBe("http://example.com/a.mp3");
    expect(httpUrl("javascript:alert(1)")).toBeNull();
    expect(httpUrl("data:image/png;base64,AAAA")).toBeNull();
    expect(httpUrl("not a url")).toBeNull();
    expect(httpUrl(`https://example.com/${"a".repeat(2000)}`)).toBeNull();
  });

  it("builds Spotify track links", () => {
    const link = "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv";
    expect(spotifyTrackUrl("spotify:track:4u7EnebtmKWzUH433cf5Qv", false)).toBe(link);
    expect(spotifyTrackUrl(`${link}?si=abc`, false)).toBe(link);
    expect(spotifyTrackUrl("4u7EnebtmKWzUH433cf5Qv", true)).toBe(link);
    expect(spotifyTrackUrl("4u7EnebtmKWzUH433cf5Qv", false)).toBeNull();
    expect(spotifyTrackUrl("spotify:local:Tarkan:Simarik:Simarik:236", false)).toBeNull();
    expect(spotifyTrackUrl("dQw4w9WgXcQ", true)).toBeNull();
  });
});

describe("text", () => {
  it("flattens whitespace and caps the length", () => {
    expect(cleanText("  Sen,\n Ben\t Biz ", 300)).toBe("Sen, Ben Biz");
    expect(cleanText("x".repeat(400), 300)).toHaveLength(300);
    expect(cleanText(undefined, 300)).toBe("");
  });

  it("never leaves half of a surrogate pair", () => {
    expect(capLength(`${"a".repeat(299)}🎵`, 300)).toBe("a".repeat(299));
  });
});

describe("parseFeatures", () => {
  it("keeps values in the schema's ranges and drops the rest", () => {
    expect(
      parseFeatures({
        tempo: "120,5",
        energy: "0.8",
        valence: "1.5",
        danceability: "",
        acousticness: "abc",
        loudness: "-7.2",
        key: "-1",
        mode: "1",
      }),
    ).toEqual({ tempo: 120.5, energy: 0.8, loudness: -7.2, mode: 1, source: "csv" });
  });

  it("rejects a fractional key or mode", () => {
    expect(parseFeatures({ key: "2.5", mode: "0.5" })).toBeNull();
    expect(parseFeatures({ key: "11", mode: "0" })).toEqual({ key: 11, mode: 0, source: "csv" });
  });

  it("gives null without any feature", () => {
    expect(parseFeatures({})).toBeNull();
  });
});

describe("YouTube-exporter durations", () => {
  it("reads ISO 8601 durations", () => {
    expect(parseDurationMs("PT3M45S", "unknown")).toBe(225000);
    expect(parseDurationMs("PT1H2M3S", "unknown")).toBe(3723000);
    expect(parseDurationMs("PT59S", "ms")).toBe(59000);
    expect(parseDurationMs("PT", "unknown")).toBeNull();
    expect(parseDurationMs("P", "unknown")).toBeNull();
  });
});

describe("identifiers", () => {
  it("finds the Spotify track id in a URI, a link or a bare id", () => {
    expect(spotifyTrackId("spotify:track:4u7EnebtmKWzUH433cf5Qv", false)).toBe("4u7EnebtmKWzUH433cf5Qv");
    expect(spotifyTrackId("https://open.spotify.com/intl-tr/track/4u7EnebtmKWzUH433cf5Qv?si=x", false)).toBe(
      "4u7EnebtmKWzUH433cf5Qv",
    );
    expect(spotifyTrackId("4u7EnebtmKWzUH433cf5Qv", true)).toBe("4u7EnebtmKWzUH433cf5Qv");
    expect(spotifyTrackId("4u7EnebtmKWzUH433cf5Qv", false)).toBeNull();
    expect(spotifyTrackId("spotify:artist:4u7EnebtmKWzUH433cf5Qv", false)).toBeNull();
  });

  it("finds the video id in YouTube links of every kind", () => {
    for (const value of [
      "dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1",
      "https://www.youtube.com/watch?list=PL1&v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?t=3",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      expect(youtubeVideoId(value), value).toBe("dQw4w9WgXcQ");
    }
    expect(youtubeVideoId("https://example.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youtubeVideoId("Şımarık")).toBeNull();
  });

  it("accepts ISRCs with dashes or in lower case", () => {
    expect(normalizeIsrc("usdy41674488")).toBe("USDY41674488");
    expect(normalizeIsrc("TR-A01-95-00001")).toBe("TRA019500001");
    expect(normalizeIsrc("648401032666")).toBeNull();
    expect(normalizeIsrc("")).toBeNull();
  });
});

describe("cleanText", () => {
  it("composes letters written as a base and a combining accent", () => {
    expect(cleanText("L'empord\u0061\u0300", 300)).toBe("L'empord\u00e0");
    expect(cleanText("S\u0327ark\u0131", 300)).toBe("Şarkı");
  });
});
