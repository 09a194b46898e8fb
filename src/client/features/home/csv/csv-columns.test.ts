import { describe, expect, it } from "vitest";
import { detectCsvFormat, isKnownHeaderName, matchColumns, normalizeHeader } from "./csv-columns";

describe("normalizeHeader", () => {
  it.each([
    ["SANATÇI", "sanatci"],
    ["Sanatçı", "sanatci"],
    ["sanatci", "sanatci"],
    ["ŞARKI ADI", "sarki adi"],
    ["Şarkı Adı", "sarki adi"],
    ["TITLE", "title"],
    ["Track URI", "track uri"],
    ["Artist Name(s)", "artist name s"],
    ["Spotify - id", "spotify id"],
    ["  Şarkıcı  ", "sarkici"],
    ["İSİM", "isim"],
  ])("%s -> %s", (header, expected) => {
    expect(normalizeHeader(header)).toBe(expected);
  });
});

describe("matchColumns", () => {
  it("finds title and artist whatever the case and accents", () => {
    for (const [title, artist] of [
      ["şarkı", "sanatçı"],
      ["Şarkı Adı", "Sanatçı"],
      ["SARKI", "SANATCI"],
      ["song", "singer"],
      ["Track", "Artist"],
      ["Name", "Şarkıcı"],
      ["TITLE", "ARTIST"],
    ] as const) {
      expect(matchColumns(["x", title, artist]), `${title}, ${artist}`).toMatchObject({
        title: 1,
        artist: 2,
      });
    }
  });

  it("prefers the specific name over a generic one", () => {
    expect(matchColumns(["Name", "Artist", "Track Name"]).title).toBe(2);
  });

  it("does not take Exportify's album columns for title or artist", () => {
    const columns = matchColumns(["Album Name", "Album Artist Name(s)", "Track Name", "Artist Name(s)"]);
    expect(columns).toMatchObject({ title: 2, artist: 3, album: 0 });
  });
});

describe("isKnownHeaderName", () => {
  it("knows header words and not song titles", () => {
    expect(isKnownHeaderName("Sanatçı")).toBe(true);
    expect(isKnownHeaderName("Şımarık")).toBe(false);
  });
});

describe("detectCsvFormat", () => {
  it("tells the two Exportify layouts apart", () => {
    expect(detectCsvFormat(["Track URI", "Track Name", "Artist URI(s)", "Artist Name(s)"])).toBe("exportify");
    expect(
      detectCsvFormat(["Track URI", "Track Name", "Album Name", "Artist Name(s)", "Duration (ms)"]),
    ).toBe("exportify-net");
  });

  it("recognises TuneMyMusic, Soundiiz and the rest", () => {
    expect(detectCsvFormat(["Track name", "Artist name", "Album", "Playlist name", "Spotify - id"])).toBe(
      "tunemymusic",
    );
    expect(detectCsvFormat(["title", "artist", "album", "isrc", "addedDate", "duration", "url"])).toBe(
      "soundiiz",
    );
    expect(detectCsvFormat(["şarkı", "sanatçı"])).toBe("generic");
  });
});
