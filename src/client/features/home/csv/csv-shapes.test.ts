/**
 * The kinds of files people have, each in the shape its exporter writes (real files of every kind
 * are in realworld-csv.test.ts; these cover the variations a single file cannot).
 */
import { describe, expect, it } from "vitest";
import { type Track, trackSchema } from "@/shared/api/tracks";
import { pick } from "@/shared/draw";
import { utf8 } from "./csv.test-helpers";
import {
  CSV_IMPORT_MESSAGES,
  type CsvImportResult,
  type CsvImportSuccess,
  choosePlaylist,
  csvImportSummary,
  isCsvLibrary,
  songsOfChoice,
  tracksOfPlaylist,
  UNKNOWN_ARTIST,
} from "./csv-import-result";
import { EXPORTIFY_TRACK_LABELS, type ExportifyTrackKey } from "./exportify-headers";
import { parsePlaylistCsv } from "./parse-playlist-csv";

function parseText(text: string, fileName = "liste.csv"): CsvImportResult {
  return parsePlaylistCsv(utf8(text), fileName);
}

function expectOk(result: CsvImportResult): CsvImportSuccess {
  if (!result.ok) throw new Error(`expected success, got ${result.error}`);
  for (const track of result.tracks) expect(trackSchema.parse(track)).toEqual(track);
  return result;
}

const songs = (tracks: Track[]) => tracks.map((track) => [track.title, track.artist]);
const quote = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(",");

describe("classic Exportify in each of its interface languages", () => {
  const CLASSIC_KEYS: ExportifyTrackKey[] = [
    "track_uri",
    "track_name",
    "artist_uris",
    "artist_names",
    "album_uri",
    "album_name",
    "album_artist_uris",
    "album_artist_names",
    "album_release_date",
    "album_image_url",
    "disc_number",
    "track_number",
    "track_duration",
    "track_preview_url",
    "explicit",
    "popularity",
    "isrc",
    "added_by",
    "added_at",
  ];
  const row = [
    "spotify:track:1ZqHjApl3pfzwjweTfMi0g",
    "Şımarık",
    "spotify:artist:a, spotify:artist:b",
    "Tarkan, Crosby\\, Stills & Nash",
    "spotify:album:c",
    "Ölürüm Sana",
    "spotify:artist:a",
    "Tarkan",
    "1997",
    "https://i.scdn.co/image/cover",
    "1",
    "3",
    "236000",
    "https://p.scdn.co/mp3-preview/x",
    "false",
    "70",
    "TRA019700001",
    "",
    "2025-01-01T00:00:00Z",
  ];
  // Each language's header is the one label of every key that language writes.
  const localeCount = EXPORTIFY_TRACK_LABELS.track_name.length;
  for (let locale = 0; locale < localeCount; locale++) {
    const header = CLASSIC_KEYS.map((key) => {
      const labels = EXPORTIFY_TRACK_LABELS[key];
      return labels[Math.min(locale, labels.length - 1)]!;
    });
    it(`header starting ${header.slice(0, 2).join(", ")}`, () => {
      const result = expectOk(parseText(`${quote(header)}\n${quote(row)}\n`));
      expect(result.format).toBe("exportify");
      expect(result.tracks[0]).toEqual({
        id: "csv:sp:1ZqHjApl3pfzwjweTfMi0g",
        title: "Şımarık",
        artist: "Tarkan, Crosby, Stills & Nash",
        album: "Ölürüm Sana",
        image: "https://i.scdn.co/image/cover",
        previewUrl: "https://p.scdn.co/mp3-preview/x",
        externalUrl: "https://open.spotify.com/track/1ZqHjApl3pfzwjweTfMi0g",
        durationMs: 236000,
        features: null,
      });
    });
  }
});

describe("exportify.net artists", () => {
  const header = "Track URI,Track Name,Album Name,Artist Name(s),Release Date,Duration (ms)";
  it("splits ';' (2025-07 on) and ',' without a space (before)", () => {
    const result = expectOk(
      parseText(
        `${header}\nspotify:track:0nrRP2bk19rLc0orkWPQk2,Ben Yaşarım,x,"Ajda Pekkan;Tarkan",2001,214000\n` +
          `spotify:track:1ZqHjApl3pfzwjweTfMi0g,Şımarık,x,"Tarkan,Sezen Aksu",1997,236000\n`,
      ),
    );
    expect(songs(result.tracks)).toEqual([
      ["Ben Yaşarım", "Ajda Pekkan, Tarkan"],
      ["Şımarık", "Tarkan, Sezen Aksu"],
    ]);
  });
});

describe("TuneMyMusic library exports", () => {
  const HEADER = "\ufeffTrack name,Artist name,Album,Playlist name,Type,ISRC,Spotify - id";
  const library = [
    HEADER,
    '"Şımarık","Tarkan","Ölürüm Sana","Beğenilenler","Favorite","TRA019700001","1ZqHjApl3pfzwjweTfMi0g"',
    '"Gidiyorum","Sezen Aksu","Gidiyorum","Yolculuk","Playlist","TRA019500002","4u7EnebtmKWzUH433cf5Qv"',
    '"Ölürüm Sana","Tarkan","Ölürüm Sana","Favorite Albums","Album","886443","3pAIdAqCDvE5RZCrPXzW3g"',
    '"Barış Manço","","","Favorite Artists","Artist","","2pBsHlR9LJ7N4ZrsbUzBGJ"',
    '"Gülpembe","Barış Manço","Sahibinden İhtiyaçtan","Yolculuk","Playlist","TRA018500003","6habFhsOp2NvshLv26DqMb"',
    '"Affet","Müslüm Gürses","Affet","Beğenilenler","Favorite","","0VjIjW4GlUZAMYd2vXMi3b"',
  ].join("\n");

  it("keeps songs and liked songs; albums and artists are not songs", () => {
    const result = expectOk(parseText(library, "My Spotify Library.csv"));
    expect(result.format).toBe("tunemymusic");
    expect(songs(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Gidiyorum", "Sezen Aksu"],
      ["Gülpembe", "Barış Manço"],
      ["Affet", "Müslüm Gürses"],
    ]);
    expect(result.skipped).toBe(0);
    expect(
      result.tracks.every((track) => track.externalUrl?.startsWith("https://open.spotify.com/track/")),
    ).toBe(true);
  });

  it("offers its playlists with their song counts, in file order", () => {
    const result = expectOk(parseText(library, "My Spotify Library.csv"));
    expect(isCsvLibrary(result)).toBe(true);
    expect(result.playlists).toEqual([
      { name: "Beğenilenler", count: 2 },
      { name: "Yolculuk", count: 2 },
    ]);
    expect(songs(tracksOfPlaylist(result, 1))).toEqual([
      ["Gidiyorum", "Sezen Aksu"],
      ["Gülpembe", "Barış Manço"],
    ]);
    expect(songs(tracksOfPlaylist(result, 0))).toEqual([
      ["Şımarık", "Tarkan"],
      ["Affet", "Müslüm Gürses"],
    ]);
    expect(tracksOfPlaylist(result, "all")).toEqual(result.tracks);
  });

  it("knows album and artist rows in other languages, and keeps unknown kinds as songs", () => {
    const rows = [
      HEADER,
      '"A","X","A","Favoritos","Álbum","",""',
      '"B","","","Favoriten","Künstler","",""',
      '"C","Y","C","Lieblingsalben","Alben","",""',
      '"Şımarık","Tarkan","","Beğenilenler","Beğenilen şarkı","",""',
      '"Gidiyorum","Sezen Aksu","","Liste","Track","",""',
      '"Bir Bölüm","Podcast","","Liste","Episode","",""',
    ];
    expect(songs(expectOk(parseText(rows.join("\n"))).tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Gidiyorum", "Sezen Aksu"],
    ]);
  });

  it("keeps a library whose whole is over the limit when one of its playlists fits", () => {
    const big = Array.from(
      { length: 10_001 },
      (_, i) => `"Şarkı ${i}","Sanatçı","","Dev Liste","Playlist","",""`,
    );
    const text = [HEADER, ...big, '"Gülpembe","Barış Manço","","Kısa","Playlist","",""'].join("\n");
    const result = expectOk(parseText(text));
    expect(result.playlists).toEqual([
      { name: "Dev Liste", count: 10_001 },
      { name: "Kısa", count: 1 },
    ]);
    expect(songs(tracksOfPlaylist(result, 1))).toEqual([["Gülpembe", "Barış Manço"]]);
    const tooBig = [HEADER, ...big, ...big.map((row) => row.replace("Dev Liste", "Dev Liste 2"))].join("\n");
    expect(parseText(tooBig)).toMatchObject({ ok: false, error: "too-many-rows" });
  });

  /** `rows` rows of `playlist`, song `i` of `songs` on row `i` (from `from`), so songs repeat past `songs`. */
  const playlistRows = (playlist: string, rows: number, songs: number, from = 0) =>
    Array.from(
      { length: rows },
      (_, i) => `"Şarkı ${from + (i % songs)}","Sanatçı","","${playlist}","Playlist","",""`,
    );

  it("counts a playlist over the limit by its songs, and merges its repeats when it is chosen", () => {
    // 10,050 rows, 9,990 songs: 60 songs listed twice (ADR 032, as for a file's only list)
    const text = [HEADER, ...playlistRows("Dev Liste", 10_050, 9_990), ...playlistRows("Kısa", 1, 1, 50_000)];
    const result = expectOk(parseText(text.join("\n")));
    expect(result.playlists).toEqual([
      { name: "Dev Liste", count: 9_990 },
      { name: "Kısa", count: 1 },
    ]);
    const chosen = tracksOfPlaylist(result, 0);
    const chosenFile = choosePlaylist(result, 0);
    expect(chosen).toHaveLength(9_990);
    expect(chosen.map((track) => track.title).slice(0, 2)).toEqual(["Şarkı 0", "Şarkı 1"]);
    expect(chosen.at(-1)?.title).toBe("Şarkı 9989");
    expect(chosen.some((track) => track.plays !== undefined)).toBe(false);
    expect(csvImportSummary(chosenFile, chosenFile.tracks)).toBe(
      "9.990 şarkı yüklendi (10.050 satırdaki tekrarlar birleştirildi)",
    );
    expect(csvImportSummary(result, tracksOfPlaylist(result, 1))).toBe("1 şarkı yüklendi");
  });

  it("keeps a library whose every playlist fits once its repeats are merged", () => {
    const text = [
      HEADER,
      ...playlistRows("Bir", 10_050, 9_990),
      ...playlistRows("İki", 10_050, 9_990, 20_000),
    ];
    const result = expectOk(parseText(text.join("\n")));
    expect(result.playlists).toEqual([
      { name: "Bir", count: 9_990 },
      { name: "İki", count: 9_990 },
    ]);
    expect(tracksOfPlaylist(result, 1)).toHaveLength(9_990);
  });

  it("counts a song in several playlists once in 'all' when the whole is over the limit", () => {
    // 12,000 rows; songs 3000-5999 are in both playlists: 9,000 songs
    const text = [HEADER, ...playlistRows("Yaz", 6_000, 6_000), ...playlistRows("Kış", 6_000, 6_000, 3_000)];
    const result = expectOk(parseText(text.join("\n")));
    if (!isCsvLibrary(result)) throw new Error("expected a library");
    expect(songsOfChoice(result, "all")).toBe(9_000);
    const all = tracksOfPlaylist(result, "all");
    expect(all).toHaveLength(9_000);
    expect(new Set(all.map((track) => track.id)).size).toBe(9_000);
    expect(csvImportSummary(choosePlaylist(result, "all"), all)).toBe(
      "9.000 şarkı yüklendi (12.000 satırdaki tekrarlar birleştirildi)",
    );
  });

  it("keeps a playlist's repeats, and 'all' its shared songs, when they are under the limit", () => {
    const text = [HEADER, ...playlistRows("Yaz", 4, 3), ...playlistRows("Kış", 2, 2, 1)];
    const result = expectOk(parseText(text.join("\n")));
    if (!isCsvLibrary(result)) throw new Error("expected a library");
    expect(result.playlists).toEqual([
      { name: "Yaz", count: 4 },
      { name: "Kış", count: 2 },
    ]);
    expect(tracksOfPlaylist(result, 0).map((track) => track.title)).toEqual([
      "Şarkı 0",
      "Şarkı 1",
      "Şarkı 2",
      "Şarkı 0",
    ]);
    expect(songsOfChoice(result, "all")).toBe(6);
    expect(tracksOfPlaylist(result, "all")).toBe(result.tracks);
    expect(csvImportSummary(result, result.tracks)).toBe("6 şarkı yüklendi");
  });

  it("reads a playlist column saved from merged cells: the name on each group's first row only", () => {
    const text = [
      "Çalma Listesi;Şarkı;Sanatçı",
      "Yaz;Şımarık;Tarkan",
      ";Kuzu Kuzu;Tarkan",
      ";Bu Akşam;Duman",
      "Kış;Gidiyorum;Sezen Aksu",
      ";Gülpembe;Barış Manço",
      "Bahar;Affet;Müslüm Gürses",
    ].join("\n");
    const result = expectOk(parseText(text));
    expect(result.playlists).toEqual([
      { name: "Yaz", count: 3 },
      { name: "Kış", count: 2 },
      { name: "Bahar", count: 1 },
    ]);
    expect(songs(tracksOfPlaylist(result, 1))).toEqual([
      ["Gidiyorum", "Sezen Aksu"],
      ["Gülpembe", "Barış Manço"],
    ]);
  });

  it("keeps a playlist named '' where the exporter writes the name on every row", () => {
    const text = [
      HEADER,
      ...playlistRows("Yaz", 2, 2),
      ...playlistRows("", 3, 3, 10),
      ...playlistRows("Kış", 1, 1, 20),
    ].join("\n");
    const result = expectOk(parseText(text));
    expect(result.playlists).toEqual([
      { name: "Yaz", count: 2 },
      { name: "", count: 3 },
      { name: "Kış", count: 1 },
    ]);
  });

  it("says so when a library has albums and artists but no songs", () => {
    const onlyAlbums = [
      HEADER,
      '"Ölürüm Sana","Tarkan","Ölürüm Sana","Favorite Albums","Album","886443","x"',
    ];
    expect(parseText(onlyAlbums.join("\n"))).toEqual({
      ok: false,
      error: "no-songs",
      message: CSV_IMPORT_MESSAGES["no-songs"],
    });
  });

  it("reads a library exported from YouTube: 'Artist - Title' in the title, no artist", () => {
    const result = expectOk(
      parseText(
        [
          "Track name,Artist name,Album,Playlist name,Type,ISRC",
          "Tarkan - Şımarık (Official Video),,,Liked videos,Favorite,",
          "Sezen Aksu - Gidiyorum,,,Liked videos,Favorite,",
          ",,,Liked videos,Favorite,",
        ].join("\n"),
      ),
    );
    expect(songs(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Gidiyorum", "Sezen Aksu"],
    ]);
    expect(result.skipped).toBe(1);
  });
});

describe("YouTube playlist exporters", () => {
  it("skip the 'Key','Value' lines before the header and read videos like the YouTube source", () => {
    const text = [
      '"Playlist title","Yaz Şarkıları"',
      '"Playlist URL","https://www.youtube.com/playlist?list=PL123"',
      '"Videos","3"',
      "",
      "Video ID,Title,Channel,Duration,Views",
      'kJQP7kiw5Fk,"Tarkan - Şımarık (Official Video)",TarkanVEVO,PT3M56S,1000',
      "dQw4w9WgXcQ,Gidiyorum,Sezen Aksu - Topic,PT4M3S,2000",
      'abcdefghijk,"MFÖ | Ele Güne Karşı",MFÖ,,3',
    ].join("\r\n");
    const result = expectOk(parseText(text, "yaz.csv"));
    expect(result.format).toBe("youtube");
    expect(songs(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Gidiyorum", "Sezen Aksu"],
      ["Ele Güne Karşı", "MFÖ"],
    ]);
    expect(result.tracks[0]).toMatchObject({
      id: "csv:yt:kJQP7kiw5Fk",
      externalUrl: "https://www.youtube.com/watch?v=kJQP7kiw5Fk",
      image: "https://i.ytimg.com/vi/kJQP7kiw5Fk/hqdefault.jpg",
      durationMs: 236000,
      album: null,
    });
  });

  it("skip '#' comment lines and read snake_case headers", () => {
    const text = [
      "\ufeff# Playlist Export: Yaz",
      "# Total Videos: 2",
      "#",
      "video_id,title,channel_id,channel_title,duration,thumbnail_url",
      "kJQP7kiw5Fk,Tarkan - Şımarık,UC1,TarkanVEVO,3:56,https://i.ytimg.com/vi/kJQP7kiw5Fk/maxresdefault.jpg",
      "dQw4w9WgXcQ,Bu Akşam,UC2,Duman,4:10,",
    ].join("\n");
    const result = expectOk(parseText(text));
    expect(songs(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Bu Akşam", "Duman"],
    ]);
    expect(result.tracks[0]?.image).toBe("https://i.ytimg.com/vi/kJQP7kiw5Fk/maxresdefault.jpg");
  });

  it.each([
    [
      "Google Takeout's YouTube playlist",
      "Video ID,Playlist Video Creation Timestamp\nkJQP7kiw5Fk,2024-01-01T10:00:00+00:00\ndQw4w9WgXcQ,2024-01-02T10:00:00+00:00\n",
    ],
    [
      "Google Takeout's older YouTube playlist, after its playlist lines",
      "Playlist ID,Channel ID,Time Created,Time Updated,Title,Description,Visibility\r\n" +
        "PLabc,UCdef,2020-01-01 10:00:00 UTC,2020-01-02 10:00:00 UTC,Yaz Şarkıları,,Public\r\n\r\n" +
        "Video ID,Time Added\r\nkJQP7kiw5Fk,2020-01-01 10:00:00 UTC\r\ndQw4w9WgXcQ,2020-01-01 10:05:00 UTC\r\n",
    ],
  ])("refuse %s: it holds video ids, not song names", (_, text) => {
    expect(parseText(text)).toEqual({
      ok: false,
      error: "video-ids-only",
      message: CSV_IMPORT_MESSAGES["video-ids-only"],
    });
  });

  it("read a 'Title, Video ID, URL' list", () => {
    const result = expectOk(
      parseText(
        "Title,Video ID,URL\nDuman - Bu Akşam,dQw4w9WgXcQ,https://www.youtube.com/watch?v=dQw4w9WgXcQ\n",
      ),
    );
    expect(result.tracks[0]).toMatchObject({ title: "Bu Akşam", artist: "Duman", id: "csv:yt:dQw4w9WgXcQ" });
  });
});

describe("other exporters", () => {
  it("YouTube Music in Google Takeout: numbered artist columns and a video id", () => {
    const result = expectOk(
      parseText(
        "Video ID,Song Title,Album Title,Artist Name 1,Artist Name 2,Artist Name 3\n" +
          "kJQP7kiw5Fk,Şımarık,Ölürüm Sana,Tarkan,,\n" +
          "dQw4w9WgXcQ,Kelebek,Kelebek,Cem Adrian,Mark Eliyahu,\n",
      ),
    );
    expect(songs(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Kelebek", "Cem Adrian, Mark Eliyahu"],
    ]);
    expect(result.tracks[1]).toMatchObject({ album: "Kelebek", id: "csv:yt:dQw4w9WgXcQ" });
  });

  it("Apple Music / iTunes 'Export Playlist' text: UTF-16, tabs, Name and Time in seconds", () => {
    const text =
      "Name\tArtist\tComposer\tAlbum\tGenre\tSize\tTime\tTrack Number\tYear\tKind\tPlays\n" +
      "Şımarık\tTarkan\tSezen Aksu\tÖlürüm Sana\tPop\t5693440\t236\t3\t1997\tApple Music AAC audio file\t12\n";
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++)
      bytes.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + i * 2);
    const result = expectOk(parsePlaylistCsv(bytes, "Yaz.txt"));
    expect(result.tracks).toEqual([
      expect.objectContaining({
        title: "Şımarık",
        artist: "Tarkan",
        album: "Ölürüm Sana",
        durationMs: 236000,
      }),
    ]);
  });

  /** UTF-16LE with a BOM, lines ended as given: how iTunes and Apple Music save "Export Playlist". */
  const utf16 = (lines: string[], newline: string) => {
    const text = lines.join(newline) + newline;
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++)
      bytes.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + i * 2);
    return bytes;
  };

  it.each([
    ["iTunes for Windows (CRLF)", "\r\n"],
    ["Apple Music for Mac (CR)", "\r"],
  ])("Apple Music / iTunes 'Export Playlist' with its full header: %s", (_, newline) => {
    // Every column it writes: "Movement Name", "Track Count" and "Disc Count" must not pass for titles.
    const header =
      "Name\tArtist\tComposer\tAlbum\tGrouping\tWork\tMovement Number\tMovement Count\tMovement Name\tGenre\tSize\tTime\tDisc Number\tDisc Count\tTrack Number\tTrack Count\tYear\tDate Modified\tDate Added\tBit Rate\tSample Rate\tVolume Adjustment\tKind\tEqualiser\tComments\tPlays\tLast Played\tSkips\tLast Skipped\tMy Rating\tLocation";
    const row = (title: string, artist: string, album: string, seconds: number, track: number) =>
      `${title}\t${artist}\t\t${album}\t\t\t\t\t\tPop\t5693440\t${seconds}\t1\t1\t${track}\t12\t1997\t2/18/17, 5:31 PM\t2/18/17, 11:19 AM\t256\t44100\t\tApple Music AAC audio file\t\t\t4\t12/13/17, 2:59 PM\t\t\t\t`;
    const result = expectOk(
      parsePlaylistCsv(
        utf16(
          [
            header,
            row("Şımarık", "Tarkan", "Ölürüm Sana", 236, 3),
            row("Kuzu Kuzu", "Tarkan", "Karma", 262, 1),
          ],
          newline,
        ),
        "Yaz.txt",
      ),
    );
    expect(result.tracks).toEqual([
      expect.objectContaining({
        title: "Şımarık",
        artist: "Tarkan",
        album: "Ölürüm Sana",
        durationMs: 236000,
      }),
      expect.objectContaining({ title: "Kuzu Kuzu", artist: "Tarkan", album: "Karma", durationMs: 262000 }),
    ]);
  });

  it("Apple Music's 'Export Playlist' in Turkish: 'Ad' is the title, not the empty 'Eser'", () => {
    const header =
      "Ad\tSanatçı\tBesteci\tAlbüm\tGruplama\tEser\tBölüm Numarası\tBölüm Sayısı\tBölüm Adı\tTür\tBoyut\tSüre\tDisk Numarası\tDisk Sayısı\tParça Numarası\tParça Sayısı\tYıl\tÇalma Sayısı";
    const result = expectOk(
      parsePlaylistCsv(
        utf16(
          [
            header,
            "Şımarık\tTarkan\t\tÖlürüm Sana\t\t\t\t\t\tPop\t5693440\t236\t1\t1\t3\t12\t1997\t7",
            "Gülpembe\tBarış Manço\t\tDöne Döne\t\t\t\t\t\tPop\t5693441\t250\t1\t1\t1\t12\t1985\t3",
          ],
          "\r\n",
        ),
        "Liste.txt",
      ),
    );
    expect(songs(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Gülpembe", "Barış Manço"],
    ]);
    // "Çalma Sayısı" is how often each was played, not a playlist to choose from
    expect(result.playlists).toBeUndefined();
  });

  it("Deezer's field names", () => {
    const result = expectOk(
      parseText("SNG_ID,SNG_TITLE,ART_NAME,ALB_TITLE,DURATION\n1,Şımarık,Tarkan,Ölürüm Sana,236\n"),
    );
    expect(result.tracks[0]).toMatchObject({
      title: "Şımarık",
      artist: "Tarkan",
      album: "Ölürüm Sana",
      durationMs: 236000,
    });
  });
});

describe("hand-made files", () => {
  it("join numbered artist columns, skipping empty and repeated names", () => {
    const result = expectOk(
      parseText(
        "SANATÇI 1;SANATÇI 2;ŞARKI ADI;TÜR1\nCem Adrian;Mark Eliyahu;Kelebek;POP\nTarkan;;Şımarık;POP\nDuman;duman;Bu Akşam;ROCK\n",
      ),
    );
    expect(songs(result.tracks)).toEqual([
      ["Kelebek", "Cem Adrian, Mark Eliyahu"],
      ["Şımarık", "Tarkan"],
      ["Bu Akşam", "Duman"],
    ]);
  });

  it("read a title-only list with a header word", () => {
    const result = expectOk(parseText("Şarkılar\nGülpembe\nŞımarık\n"));
    expect(songs(result.tracks)).toEqual([
      ["Gülpembe", UNKNOWN_ARTIST],
      ["Şımarık", UNKNOWN_ARTIST],
    ]);
  });

  it.each([
    "Şarkı Listem",
    "Yaz Şarkıları",
    "Playlist",
    "Favori Şarkılarım",
    "ÇALMA LİSTESİ",
    "My Playlist:",
  ])("read a title list without its heading line '%s'", (heading) => {
    const result = expectOk(parseText(`${heading}\nŞımarık\nGülpembe\nBu Akşam\n`));
    expect(result.format).toBe("title-list");
    expect(result.tracks.map((track) => track.title)).toEqual(["Şımarık", "Gülpembe", "Bu Akşam"]);
    expect(result.skipped).toBe(0);
    const split = expectOk(parseText(`${heading}\nTarkan - Şımarık\nBarış Manço - Gülpembe\n`));
    expect(songs(split.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Gülpembe", "Barış Manço"],
    ]);
  });

  it.each([
    "Liste Başı",
    "Yaz Şarkısı",
    "Music",
    "Favorite",
    "Yaz",
    "Şarkım",
    "My List",
    "En Sevdiğim Şarkı",
  ])("keep a first line '%s' that is a song's name, not a heading", (first) => {
    const result = expectOk(parseText(`${first}\nŞımarık\nGülpembe\n`));
    expect(result.tracks.map((track) => track.title)).toEqual([first, "Şımarık", "Gülpembe"]);
  });

  it("drop only a first line of list words, and only before a list", () => {
    // later lines are songs, whatever their words
    const later = expectOk(parseText("Şımarık\nŞarkı Listem\nGülpembe\n"));
    expect(later.tracks.map((track) => track.title)).toEqual(["Şımarık", "Şarkı Listem", "Gülpembe"]);
    // one line after it is too little to call it a list's heading
    const short = expectOk(parseText("Şarkı Listem\nŞımarık\n"));
    expect(short.tracks.map((track) => track.title)).toEqual(["Şarkı Listem", "Şımarık"]);
  });

  it("read a list written 'Artist - Title' on every line", () => {
    const result = expectOk(parseText("Tarkan - Şımarık\nSezen Aksu - Gidiyorum\nDuman – Bu Akşam\n"));
    expect(songs(result.tracks)).toEqual([
      ["Şımarık", "Tarkan"],
      ["Gidiyorum", "Sezen Aksu"],
      ["Bu Akşam", "Duman"],
    ]);
  });

  it("drop the numbers of a numbered list", () => {
    const result = expectOk(parseText("1. Gülpembe\n2) Şımarık\n3 - Tarkan - Kuzu Kuzu\n10. Affet\n"));
    expect(songs(result.tracks)).toEqual([
      ["Gülpembe", UNKNOWN_ARTIST],
      ["Şımarık", UNKNOWN_ARTIST],
      ["Tarkan - Kuzu Kuzu", UNKNOWN_ARTIST],
      ["Affet", UNKNOWN_ARTIST],
    ]);
    const table = expectOk(parseText("1;Gülpembe;Barış Manço\n2;Şımarık;Tarkan\n3;Affet;Müslüm Gürses\n"));
    expect(songs(table.tracks)).toEqual([
      ["Gülpembe", "Barış Manço"],
      ["Şımarık", "Tarkan"],
      ["Affet", "Müslüm Gürses"],
    ]);
  });

  it("join a guest artist column", () => {
    const result = expectOk(
      parseText("Şarkı,Sanatçı,Düet\nAman Aman,Sezen Aksu,Tarkan\nGülpembe,Barış Manço,\n"),
    );
    expect(songs(result.tracks)).toEqual([
      ["Aman Aman", "Sezen Aksu, Tarkan"],
      ["Gülpembe", "Barış Manço"],
    ]);
  });

  it("keep commas in a one-song-per-line list", () => {
    const result = expectOk(parseText("Sen, Ben, Biz\nGülpembe\nAffet\n"));
    expect(result.tracks.map((track) => track.title)).toEqual(["Sen, Ben, Biz", "Gülpembe", "Affet"]);
  });

  it("read a bare 'Name' column when other columns say it is music", () => {
    const result = expectOk(parseText("Name,Album,Duration\nŞımarık,Ölürüm Sana,3:56\n"));
    expect(result.tracks[0]).toMatchObject({ title: "Şımarık", artist: UNKNOWN_ARTIST, durationMs: 236000 });
  });

  it("read an 'Artist - Title' column", () => {
    const result = expectOk(parseText("Sanatçı - Şarkı;Yıl\nTarkan - Şımarık;1997\n"));
    expect(songs(result.tracks)).toEqual([["Şımarık", "Tarkan"]]);
  });

  it.each(["Şarkı - Sanatçı", "Title - Artist", "Song - Artist", "ŞARKI - SANATÇI", "Şarkı Adı – Sanatçı"])(
    "read a one-column list under a '%s' header, the title first",
    (header) => {
      const result = expectOk(
        parseText(
          `${header}\nŞımarık - Tarkan\nGülpembe – Barış Manço\nCome Together - Remastered 2009 - The Beatles\nAffet\n`,
        ),
      );
      expect(songs(result.tracks)).toEqual([
        ["Şımarık", "Tarkan"],
        ["Gülpembe", "Barış Manço"],
        ["Come Together - Remastered 2009", "The Beatles"],
        ["Affet", UNKNOWN_ARTIST],
      ]);
    },
  );

  it.each(["Sanatçı - Şarkı", "Artist - Title", "Artist - Song"])(
    "read a one-column list under a '%s' header, the artist first",
    (header) => {
      const result = expectOk(parseText(`${header}\nTarkan - Şımarık\nBarış Manço - Gülpembe\n`));
      expect(songs(result.tracks)).toEqual([
        ["Şımarık", "Tarkan"],
        ["Gülpembe", "Barış Manço"],
      ]);
    },
  );

  it("read a 'Şarkı - Sanatçı' column next to others", () => {
    const result = expectOk(parseText("Sıra;Şarkı - Sanatçı;Yıl\n1;Şımarık - Tarkan;1997\n"));
    expect(songs(result.tracks)).toEqual([["Şımarık", "Tarkan"]]);
    // beside a YouTube video column too, whose titles are otherwise read artist first
    const video = expectOk(parseText("Video ID,Şarkı - Sanatçı\ncpp69ghR1IM,Şımarık - Tarkan\n"));
    expect(songs(video.tracks)).toEqual([["Şımarık", "Tarkan"]]);
  });
});

describe("files that are not playlists", () => {
  it.each([
    ["a list of people", "Ad,Soyad,Telefon\nAyşe,Yılmaz,05551112233\nMehmet,Kaya,05554445566\n"],
    ["a table of numbers", "a,b,c\n1,2,3\n4,5,6\n"],
    ["a list of links", "https://example.com/a\nhttps://example.com/b\n"],
    // a header with no title column is not a first song
    ["a header of words without titles", "Artist,Album\nTarkan,Karma\nDuman,Belki\n"],
  ])("%s", (_, text) => {
    expect(parseText(text)).toEqual({
      ok: false,
      error: "not-a-playlist",
      message: CSV_IMPORT_MESSAGES["not-a-playlist"],
    });
  });

  it("an Excel workbook saved as .xlsx", () => {
    const zip = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      0x14,
      0x00,
      0x06,
      0x00,
      ...utf8("[Content_Types].xml"),
    ]);
    expect(parsePlaylistCsv(zip, "liste.xlsx")).toEqual({
      ok: false,
      error: "spreadsheet",
      message: CSV_IMPORT_MESSAGES.spreadsheet,
    });
  });

  it("bytes that are not text", () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 7919) % 32);
    expect(parsePlaylistCsv(bytes, "x.csv")).toMatchObject({ ok: false, error: "not-text" });
  });
});

describe("ids", () => {
  it("are the same for the same song in different files and at different positions", () => {
    const a = expectOk(parseText("title,artist\nBu Akşam,Duman\nŞımarık,Tarkan\n"));
    const b = expectOk(parseText("Sanatçı;Şarkı\nTARKAN;ŞIMARIK\n"));
    expect(b.tracks[0]?.id).toBe(a.tracks[1]?.id);
    expect(a.tracks[0]?.id).not.toBe(a.tracks[1]?.id);
  });

  it("are different for different songs at the same position of different files", () => {
    const ids = ["Bu Akşam,Duman", "Şımarık,Tarkan", "Gülpembe,Barış Manço"].map(
      (row) => expectOk(parseText(`title,artist\n${row}\n`)).tracks[0]?.id,
    );
    expect(new Set(ids).size).toBe(3);
  });

  it("may repeat when a file lists a song twice; both rows stay and the draw still reaches each", () => {
    const result = expectOk(parseText("title,artist\nŞımarık,Tarkan\nBu Akşam,Duman\nŞımarık,Tarkan\n"));
    expect(result.tracks).toHaveLength(3);
    expect(result.tracks[0]?.id).toBe(result.tracks[2]?.id);
    expect([1n, 2n, 3n].map((n) => pick(n, result.tracks).title)).toEqual(["Şımarık", "Bu Akşam", "Şımarık"]);
  });
});
