import { describe, expect, it } from "vitest";
import { csvTrackId, songKey } from "./csv-track-id";

const base = { spotifyId: null, isrc: null, videoId: null };

describe("csvTrackId", () => {
  it("names a song by its Spotify track, then its ISRC, then its video", () => {
    expect(
      csvTrackId({
        ...base,
        spotifyId: "4u7EnebtmKWzUH433cf5Qv",
        isrc: "TRA019500001",
        title: "Gidiyorum",
        artist: "Sezen Aksu",
      }),
    ).toBe("csv:sp:4u7EnebtmKWzUH433cf5Qv");
    expect(
      csvTrackId({ ...base, isrc: "TRA019500001", videoId: "dQw4w9WgXcQ", title: "x", artist: "y" }),
    ).toBe("csv:isrc:TRA019500001");
    expect(csvTrackId({ ...base, videoId: "dQw4w9WgXcQ", title: "x", artist: "y" })).toBe(
      "csv:yt:dQw4w9WgXcQ",
    );
  });

  it("otherwise names it by title and artist, whatever their case, accents and punctuation", () => {
    const id = csvTrackId({ ...base, title: "Şımarık", artist: "Tarkan" });
    expect(id).toMatch(/^csv:t:[0-9a-z]+$/);
    expect(csvTrackId({ ...base, title: "ŞIMARIK", artist: "TARKAN" })).toBe(id);
    expect(csvTrackId({ ...base, title: "simarik", artist: "tarkan " })).toBe(id);
    expect(csvTrackId({ ...base, title: "Şımarık!", artist: "Tarkan" })).toBe(id);
    expect(csvTrackId({ ...base, title: "Şımarık", artist: "Sezen Aksu" })).not.toBe(id);
    expect(csvTrackId({ ...base, title: "Gülpembe", artist: "" })).not.toBe(
      csvTrackId({ ...base, title: "Gülpembe", artist: "Barış Manço" }),
    );
  });

  it("keeps title and artist apart", () => {
    expect(csvTrackId({ ...base, title: "a b", artist: "c" })).not.toBe(
      csvTrackId({ ...base, title: "a", artist: "b c" }),
    );
  });

  it("gives 10,000 different songs 10,000 different ids", () => {
    const ids = new Set(
      Array.from({ length: 10_000 }, (_, i) =>
        csvTrackId({ ...base, title: `Şarkı ${i}`, artist: "Sanatçı" }),
      ),
    );
    expect(ids.size).toBe(10_000);
  });
});

describe("songKey", () => {
  it("folds Turkish letters the Turkish way", () => {
    expect(songKey("İSTANBUL'DA Sonbahar")).toBe("istanbul da sonbahar");
    expect(songKey("ığüşöç ĞÜŞİÖÇ")).toBe("igusoc gusioc");
    expect(songKey("Beyoncé")).toBe("beyonce");
  });
});
