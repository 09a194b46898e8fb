import { describe, expect, it } from "vitest";
import { type Track, trackSchema } from "@/shared/api/tracks";
import { fixtureBytes, utf8, windows1254 } from "./csv.test-helpers";
import {
  CSV_IMPORT_MESSAGES,
  CSV_MAX_BYTES,
  type CsvImportResult,
  type CsvImportSuccess,
  UNKNOWN_ARTIST,
} from "./csv-import-result";
import { parsePlaylistCsv } from "./parse-playlist-csv";

function expectOk(result: CsvImportResult): CsvImportSuccess {
  if (!result.ok) throw new Error(`expected success, got ${result.error}`);
  for (const track of result.tracks) expect(trackSchema.parse(track)).toEqual(track);
  return result;
}

function parseText(text: string, fileName = "liste.csv"): CsvImportResult {
  return parsePlaylistCsv(utf8(text), fileName);
}

function titlesAndArtists(tracks: Track[]): [string, string][] {
  return tracks.map((track) => [track.title, track.artist]);
}

describe("fixtures", () => {
  it("classic Exportify", () => {
    const result = expectOk(parsePlaylistCsv(fixtureBytes("exportify.csv"), "exportify.csv"));
    expect(result).toMatchObject({ name: "exportify", format: "exportify", skipped: 0 });
    expect(result.tracks).toHaveLength(10);
    expect(result.tracks[0]).toEqual({
      id: "csv:sp:4u7EnebtmKWzUH433cf5Qv",
      title: "Gidiyorum",
      artist: "Sezen Aksu",
      album: "Gidiyorum",
      image: "https://i.scdn.co/image/ab67616d0000b2734u7enebtmkwzuh433cf5qv",
      previewUrl: null,
      externalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
      durationMs: 243000,
      features: null,
    });
    expect(titlesAndArtists(result.tracks.slice(7))).toEqual([
      ["İstanbul'da Sonbahar", "Teoman"],
      ["Ben Yaşarım", "Ajda Pekkan, Tarkan"],
      ["Sevda Çiçeği", "MFÖ"],
    ]);
    // Ids name the song (its Spotify track), not the row.
    expect(result.tracks.map((track) => track.id)).toEqual(
      result.tracks.map((track) => `csv:sp:${track.externalUrl?.split("/").at(-1)}`),
    );
  });

  it("exportify.net 2026, with audio features", () => {
    const result = expectOk(parsePlaylistCsv(fixtureBytes("exportify-net.csv"), "exportify-net.csv"));
    expect(result).toMatchObject({ format: "exportify-net", skipped: 0 });
    expect(result.tracks).toHaveLength(6);
    expect(result.tracks[0]).toEqual({
      id: "csv:sp:4u7EnebtmKWzUH433cf5Qv",
      title: "Gidiyorum",
      artist: "Sezen Aksu",
      album: "Gidiyorum",
      image: null,
      previewUrl: null,
      externalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
      durationMs: 243000,
      features: {
        danceability: 0.6,
        energy: 0.5,
        key: 0,
        loudness: -6,
        mode: 0,
        acousticness: 0.2,
        valence: 0.4,
        tempo: 100,
        source: "csv",
      },
    });
    expect(result.tracks[2]).toMatchObject({ title: "Gülpembe", artist: "Barış Manço" });
    expect(result.tracks[5]?.features).toMatchObject({ key: 5, mode: 1, tempo: 125 });
  });

  it("TuneMyMusic, with its byte-order mark", () => {
    const result = expectOk(parsePlaylistCsv(fixtureBytes("tunemymusic.csv"), "tunemymusic.csv"));
    expect(result).toMatchObject({ name: "tunemymusic", format: "tunemymusic", skipped: 0 });
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Gidiyorum", "Sezen Aksu"],
      ["Şımarık", "Tarkan"],
      ["Gülpembe", "Barış Manço"],
      ["Affet", "Müslüm Gürses"],
      ["Bu Akşam", "Duman"],
    ]);
    expect(result.tracks[1]).toMatchObject({
      album: "Şımarık",
      externalUrl: "https://open.spotify.com/track/1ZqHjApl3pfzwjweTfMi0g",
    });
  });

  it("Soundiiz, semicolon-separated, duration in seconds", () => {
    const result = expectOk(parsePlaylistCsv(fixtureBytes("soundiiz.csv"), "soundiiz.csv"));
    expect(result).toMatchObject({ format: "soundiiz", skipped: 0 });
    expect(result.tracks).toHaveLength(4);
    expect(result.tracks[3]).toEqual({
      id: "csv:sp:0VjIjW4GlUZAMYd2vXMi3b",
      title: "Affet",
      artist: "Müslüm Gürses",
      album: "Affet",
      image: null,
      previewUrl: null,
      externalUrl: "https://open.spotify.com/track/0VjIjW4GlUZAMYd2vXMi3b",
      durationMs: 301000,
      features: null,
    });
  });

  it("Turkish headers with quoted separators", () => {
    const result = expectOk(parsePlaylistCsv(fixtureBytes("simple-turkish-headers.csv"), "x.csv"));
    expect(result).toMatchObject({ format: "generic", skipped: 0 });
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Gülpembe", "Barış Manço"],
      ["Sen, Ben, Biz", "Deneme; Sanatçı"],
      ["Affet", "Müslüm Gürses"],
    ]);
  });

  it("Windows-1254 with Turkish letters", () => {
    const result = expectOk(parsePlaylistCsv(fixtureBytes("windows-1254.csv"), "windows-1254.csv"));
    expect(result.format).toBe("generic");
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Gülpembe", "Barış Manço"],
      ["Şımarık", "Tarkan"],
      ["Çiçek Dağı", "İbrahim Tatlıses"],
    ]);
  });

  it("header-less two columns with a blank line", () => {
    const result = expectOk(parsePlaylistCsv(fixtureBytes("headerless.csv"), "headerless.csv"));
    expect(result).toMatchObject({ format: "headerless", skipped: 0 });
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Bu Akşam", "Duman"],
      ["İstanbul'da Sonbahar", "Teoman"],
    ]);
    const ids = result.tracks.map((track) => track.id);
    expect(ids.every((id) => /^csv:t:[0-9a-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });

  it("a table that is not a playlist", () => {
    expect(parsePlaylistCsv(fixtureBytes("not-a-playlist.csv"), "not-a-playlist.csv")).toEqual({
      ok: false,
      error: "not-a-playlist",
      message: CSV_IMPORT_MESSAGES["not-a-playlist"],
    });
  });
});

describe("separators and quoting", () => {
  it("keeps commas and semicolons inside quoted fields", () => {
    const result = expectOk(parseText('title,artist\n"Sen, Ben, Biz","A; B"\n"Say ""Merhaba""",Tarkan\n'));
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Sen, Ben, Biz", "A; B"],
      ['Say "Merhaba"', "Tarkan"],
    ]);
  });

  it("keeps unquoted commas in names of a semicolon file", () => {
    const result = expectOk(parseText("şarkı;sanatçı\nSen, Ben, Biz;Tarkan\nAffet;Müslüm Gürses\n"));
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Sen, Ben, Biz", "Tarkan"],
      ["Affet", "Müslüm Gürses"],
    ]);
  });

  it("reads a semicolon file where every title holds a comma", () => {
    const result = expectOk(parseText("Şarkı;Sanatçı\nBir, İki;Tarkan\nÜç, Dört;Duman\n"));
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Bir, İki", "Tarkan"],
      ["Üç, Dört", "Duman"],
    ]);
  });

  it("reads a semicolon file without a header where some titles hold commas", () => {
    const result = expectOk(parseText("Sen, Ben, Biz;Tarkan\nAffet;Müslüm Gürses\nGülpembe;Barış Manço\n"));
    expect(result.format).toBe("headerless");
    expect(titlesAndArtists(result.tracks)[0]).toEqual(["Sen, Ben, Biz", "Tarkan"]);
  });

  it("reads tab-separated files", () => {
    const result = expectOk(
      parseText("Şarkı Adı\tSanatçı\tAlbüm\nSen, Ben\tTarkan\tKaradayı\nAffet\tMüslüm Gürses\t\n"),
    );
    expect(result.tracks).toMatchObject([
      { title: "Sen, Ben", artist: "Tarkan", album: "Karadayı" },
      { title: "Affet", artist: "Müslüm Gürses", album: null },
    ]);
  });

  it("reads a header-less tab file", () => {
    const result = expectOk(parseText("Şımarık\tTarkan\nBu Akşam\tDuman\n"));
    expect(result.format).toBe("headerless");
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Bu Akşam", "Duman"],
    ]);
  });

  it("keeps a quoted line break as a space", () => {
    const result = expectOk(parseText('title,artist\n"İki\nSatır",Duman\n'));
    expect(result.tracks[0]?.title).toBe("İki Satır");
  });
});

describe("headers", () => {
  it.each(["SANATÇI", "sanatci", "Sanatçı", "Artist", "singer", "şarkıcı"])(
    "matches the artist column %s",
    (artistHeader) => {
      const result = expectOk(parseText(`Şarkı Adı,${artistHeader}\nAffet,Müslüm Gürses\n`));
      expect(titlesAndArtists(result.tracks)).toEqual([["Affet", "Müslüm Gürses"]]);
    },
  );

  it.each(["ŞARKI", "şarki", "Şarkı Adı", "song", "track", "name", "TITLE"])(
    "matches the title column %s",
    (titleHeader) => {
      const result = expectOk(parseText(`${titleHeader};Sanatçı\nAffet;Müslüm Gürses\n`));
      expect(titlesAndArtists(result.tracks)).toEqual([["Affet", "Müslüm Gürses"]]);
    },
  );

  it("finds the columns in any order among others", () => {
    const result = expectOk(parseText("No,Sanatçı,Yıl,Şarkı\n1,Duman,2005,Bu Akşam\n"));
    expect(titlesAndArtists(result.tracks)).toEqual([["Bu Akşam", "Duman"]]);
  });

  it("loads a header with a title but no artist column, the artist unknown", () => {
    const result = expectOk(parseText("title,album\nAffet,Affet\n"));
    expect(result.tracks[0]).toMatchObject({ title: "Affet", artist: UNKNOWN_ARTIST, album: "Affet" });
  });

  it("reads a single column as a list of titles", () => {
    const result = expectOk(parseText("Affet\nGülpembe\n"));
    expect(result.format).toBe("title-list");
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Affet", UNKNOWN_ARTIST],
      ["Gülpembe", UNKNOWN_ARTIST],
    ]);
  });

  it("rejects numbers without a header", () => {
    expect(parseText("1,2\n3,4\n")).toMatchObject({ ok: false, error: "not-a-playlist" });
  });
});

describe("rows", () => {
  it("ignores blank and whitespace-only lines and trims fields", () => {
    const result = expectOk(
      parseText("\n\ntitle,artist\r\n\r\n  Affet  ,  Müslüm Gürses \r\n   \r\n\t\r\nGülpembe,Barış Manço"),
    );
    expect(result.skipped).toBe(0);
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Affet", "Müslüm Gürses"],
      ["Gülpembe", "Barış Manço"],
    ]);
  });

  it("skips rows without a title", () => {
    const result = expectOk(parseText("title,artist\nAffet,Müslüm Gürses\n ,Tarkan\n,Duman\nGülpembe,\n"));
    expect(result.skipped).toBe(2);
    expect(result.tracks).toMatchObject([
      { title: "Affet", artist: "Müslüm Gürses" },
      { title: "Gülpembe", artist: UNKNOWN_ARTIST },
    ]);
  });

  it("uses the unknown artist in a header-less file with a missing artist", () => {
    const result = expectOk(parseText("Şımarık,Tarkan\nGülpembe\n"));
    expect(result.tracks[1]).toMatchObject({ title: "Gülpembe", artist: "Bilinmeyen sanatçı" });
  });

  it("caps title, artist and album at 300 characters", () => {
    const long = "ş".repeat(500);
    const result = expectOk(parseText(`title,artist,album\n${long},${long},${long}\n`));
    expect(result.tracks[0]?.title).toHaveLength(300);
    expect(result.tracks[0]?.artist).toHaveLength(300);
    expect(result.tracks[0]?.album).toHaveLength(300);
  });

  it("accepts 10,000 rows and rejects 10,001", () => {
    const rows = (count: number) =>
      `title,artist\n${Array.from({ length: count }, (_, i) => `Şarkı ${i + 1},Sanatçı ${i + 1}`).join("\n")}\n`;
    const ok = expectOk(parseText(rows(10_000)));
    expect(ok.tracks).toHaveLength(10_000);
    expect(ok.tracks[9_999]).toMatchObject({ title: "Şarkı 10000", artist: "Sanatçı 10000" });
    expect(parseText(rows(10_001))).toEqual({
      ok: false,
      error: "too-many-rows",
      message: CSV_IMPORT_MESSAGES["too-many-rows"],
    });
  });

  it("reads a file whose later lines end differently (CRLF lines, then LF lines appended)", () => {
    const result = expectOk(
      parseText(
        "Title,Artist\r\nŞımarık,Tarkan\r\nGülpembe,Barış Manço\r\nBu Akşam,Duman\nKuzu Kuzu,Tarkan\n",
      ),
    );
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Gülpembe", "Barış Manço"],
      ["Bu Akşam", "Duman"],
      ["Kuzu Kuzu", "Tarkan"],
    ]);
    // a broken line keeps the number an editor shows it at
    expect(
      parseText("Title,Artist\r\nŞımarık,Tarkan\r\nBu Akşam,Duman\nA,B,C,D\nKuzu Kuzu,Tarkan\n"),
    ).toMatchObject({
      ok: false,
      error: "broken-row",
      line: 4,
    });
  });

  it("reads a headerless 'title,artist' file with an unquoted comma in one title", () => {
    const rows = ["Şımarık,Tarkan", "Gülpembe,Barış Manço", "Hello, Goodbye,The Beatles", "Bu Akşam,Duman"];
    const result = expectOk(parseText(`${rows.join("\n")}\n`));
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Gülpembe", "Barış Manço"],
      ["Hello, Goodbye", "The Beatles"],
      ["Bu Akşam", "Duman"],
    ]);
    expect(result.repaired).toBe(1);
    // one that cannot be read is named by its line
    expect(parseText("Şımarık,Tarkan\nGülpembe,Barış Manço\nA,B,C\nBu Akşam,Duman\n")).toMatchObject({
      ok: false,
      error: "broken-row",
      line: 3,
    });
  });

  it("counts rows without a header too", () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `Şarkı ${i + 1},Tarkan`).join("\n");
    expect(parseText(rows)).toMatchObject({ ok: false, error: "too-many-rows" });
  });
});

describe("failures", () => {
  it("rejects files over 5 MB before decoding", () => {
    const bytes = new Uint8Array(CSV_MAX_BYTES + 1).fill(0x61);
    expect(parsePlaylistCsv(bytes, "big.csv")).toEqual({
      ok: false,
      error: "too-large",
      message: CSV_IMPORT_MESSAGES["too-large"],
    });
  });

  it("accepts a file of exactly 5 MB", () => {
    const header = "title,artist,album\n";
    const row = `Affet,Müslüm Gürses,${"a".repeat(600)}\n`;
    const rowBytes = utf8(row).length;
    const count = Math.floor((CSV_MAX_BYTES - header.length) / rowBytes);
    const padding = CSV_MAX_BYTES - header.length - count * rowBytes;
    const text = header + row.repeat(count) + " ".repeat(padding);
    expect(utf8(text).length).toBe(CSV_MAX_BYTES);
    expect(expectOk(parseText(text)).tracks).toHaveLength(count);
  });

  it.each([
    ["no bytes", new Uint8Array()],
    ["only a BOM", new Uint8Array([0xef, 0xbb, 0xbf])],
    ["only blank lines", utf8("\n \r\n\t\n")],
    ["only separators and quotes", utf8(',,\n;;\n\t\n""\n')],
  ])("calls a file with %s empty", (_, bytes) => {
    expect(parsePlaylistCsv(bytes, "bos.csv")).toEqual({
      ok: false,
      error: "empty",
      message: CSV_IMPORT_MESSAGES.empty,
    });
  });

  it("finds no tracks in a file with only a header", () => {
    expect(parseText("Track name,Artist name\n")).toEqual({
      ok: false,
      error: "no-tracks",
      message: CSV_IMPORT_MESSAGES["no-tracks"],
    });
  });

  it("finds no tracks when every title is empty", () => {
    expect(parseText('şarkı,sanatçı\n,Tarkan\n"",Duman\n')).toMatchObject({ ok: false, error: "no-tracks" });
  });

  it("has a Turkish sentence for every error", () => {
    for (const message of Object.values(CSV_IMPORT_MESSAGES)) expect(message).toMatch(/^\p{Lu}.*\.$/u);
  });
});

describe("encodings", () => {
  it("reads a UTF-8 file with a BOM and Turkish headers", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("Şarkı,Sanatçı\nGönül Dağı,Neşet Ertaş\n")]);
    const result = expectOk(parsePlaylistCsv(bytes, "bom.csv"));
    expect(titlesAndArtists(result.tracks)).toEqual([["Gönül Dağı", "Neşet Ertaş"]]);
  });

  it("reads every Turkish letter from Windows-1254", () => {
    const bytes = windows1254("ŞARKI;SANATÇI\nğüşıöç;ĞÜŞİÖÇ\nGönül Dağı;Neşet Ertaş\n");
    const result = expectOk(parsePlaylistCsv(bytes, "eski.csv"));
    expect(titlesAndArtists(result.tracks)).toEqual([
      ["ğüşıöç", "ĞÜŞİÖÇ"],
      ["Gönül Dağı", "Neşet Ertaş"],
    ]);
  });
});

describe("track fields", () => {
  const EXPORTIFY_HEADER =
    "Track URI,Track Name,Artist URI(s),Artist Name(s),Album URI,Album Name,Album Artist URI(s),Album Artist Name(s),Album Release Date,Album Image URL,Disc Number,Track Number,Track Duration (ms),Track Preview URL,Explicit,Popularity,ISRC,Added By,Added At,Danceability,Energy,Key,Loudness,Mode,Speechiness,Acousticness,Instrumentalness,Liveness,Valence,Tempo,Time Signature";

  it("carries classic Exportify audio features, preview and image", () => {
    const row =
      'spotify:track:1ZqHjApl3pfzwjweTfMi0g,Şımarık,spotify:artist:x,"Tarkan, Ajda Pekkan",spotify:album:y,Ölürüm Sana,spotify:artist:x,Tarkan,1997-01-01,https://i.scdn.co/image/abc,1,3,236000,https://p.scdn.co/mp3-preview/abc,false,70,TR1,spotify:user:me,2025-01-01T00:00:00Z,0.78,0.85,-1,-5.5,1,0.05,0.12,0.0,0.3,0.9,128.02,4';
    const result = expectOk(parseText(`${EXPORTIFY_HEADER}\n${row}\n`));
    expect(result.format).toBe("exportify");
    expect(result.tracks[0]).toEqual({
      id: "csv:sp:1ZqHjApl3pfzwjweTfMi0g",
      title: "Şımarık",
      artist: "Tarkan, Ajda Pekkan",
      album: "Ölürüm Sana",
      image: "https://i.scdn.co/image/abc",
      previewUrl: "https://p.scdn.co/mp3-preview/abc",
      externalUrl: "https://open.spotify.com/track/1ZqHjApl3pfzwjweTfMi0g",
      durationMs: 236000,
      // key -1 means "no key" and is left out
      features: {
        danceability: 0.78,
        energy: 0.85,
        loudness: -5.5,
        mode: 1,
        acousticness: 0.12,
        valence: 0.9,
        tempo: 128.02,
        source: "csv",
      },
    });
  });

  it("drops out-of-range features, non-http links and local Spotify files", () => {
    const row =
      'spotify:local:Tarkan:Şımarık::236,Şımarık,,Tarkan,,,,,,javascript:alert(1),1,1,abc,ftp://x/y.mp3,false,0,,,,1.4,0.5,12,-200,2,,"0,25",,,,999,4';
    const result = expectOk(parseText(`${EXPORTIFY_HEADER}\n${row}\n`));
    expect(result.tracks[0]).toMatchObject({
      image: null,
      previewUrl: null,
      externalUrl: null,
      durationMs: null,
      features: { energy: 0.5, acousticness: 0.25, source: "csv" },
    });
  });

  it("joins exportify.net artists with a comma", () => {
    const header = "Track URI,Track Name,Album Name,Artist Name(s),Release Date,Duration (ms),Popularity";
    const row =
      'spotify:track:0nrRP2bk19rLc0orkWPQk2,Ben Yaşarım,Ben Yaşarım,"Ajda Pekkan;Tarkan; ",2001,214000,50';
    const result = expectOk(parseText(`${header}\n${row}\n`));
    expect(result.tracks[0]).toMatchObject({ artist: "Ajda Pekkan, Tarkan", durationMs: 214000 });
  });

  it("reads decimal commas in a semicolon file", () => {
    const result = expectOk(
      parseText("title;artist;energy;valence;tempo\nAffet;Müslüm Gürses;0,5;0,25;98,5\n"),
    );
    expect(result.tracks[0]?.features).toEqual({ energy: 0.5, valence: 0.25, tempo: 98.5, source: "csv" });
  });

  it("reads Soundiiz durations written as minutes and seconds", () => {
    const text =
      "title;artist;album;isrc;addedDate;duration;url\nAffet;Müslüm Gürses;Affet;TR1;2025-01-01;5:01;https://www.deezer.com/track/1\n";
    const result = expectOk(parseText(text));
    expect(result.tracks[0]).toMatchObject({
      durationMs: 301000,
      externalUrl: "https://www.deezer.com/track/1",
    });
  });

  it("names the playlist after the file", () => {
    expect(expectOk(parseText("Şımarık,Tarkan\n", "Yaz Listem.CSV")).name).toBe("Yaz Listem");
    expect(expectOk(parseText("Şımarık,Tarkan\n", "liste.tsv")).name).toBe("liste");
    expect(expectOk(parseText("Şımarık,Tarkan\n", ".csv")).name).toBe("CSV");
  });
});
