/**
 * Listening histories (issue 24: a Last.fm export of 11,387 scrobbles, 1,980 songs, was refused
 * by the 10,000-row limit). The fixtures in tests/fixtures/csv/history hold the same 60 plays of
 * 20 songs in the shapes real exports have: lastfm.ghan.nl's `uts,utc_time,artist,…`, the older
 * headerless `artist,album,track,date`, Spotify's account data (`endTime,artistName,…`) and its
 * extended streaming history (`ts,…,master_metadata_track_name,…`, podcasts among the songs).
 */
import { describe, expect, it } from "vitest";
import { trackSchema } from "@/shared/api/tracks";
import { fixtureBytes, utf8 } from "./csv.test-helpers";
import { isMoment } from "./csv-history";
import {
  CSV_MAX_ROWS,
  type CsvImportResult,
  type CsvImportSuccess,
  csvImportSummary,
} from "./csv-import-result";
import { parsePlaylistCsv } from "./parse-playlist-csv";

function expectOk(result: CsvImportResult): CsvImportSuccess {
  if (!result.ok) throw new Error(`expected success, got ${result.error}: ${result.message}`);
  for (const track of result.tracks) expect(trackSchema.parse(track)).toEqual(track);
  return result;
}

const history = (name: string) => expectOk(parsePlaylistCsv(fixtureBytes(`history/${name}`), name));

/** How often each of the 20 songs is played in every fixture. */
const PLAYS: Record<string, number> = {
  Gülpembe: 9,
  Şımarık: 7,
  Gidiyorum: 6,
  "Bu Akşam": 5,
  "Heroes - 2017 Remaster": 4,
  "Cevapsız Sorular": 4,
  Airbag: 3,
  "Paranoid Android": 3,
  "Bohemian Rhapsody - Remastered 2011": 3,
  "Resimdeki Gözyaşları": 2,
  "Body Talk": 2,
  Vaziyetler: 2,
  "Hey Jude - Remastered 2015": 2,
  "Ele Güne Karşı": 1,
  "Tum Hi Ho (FILM Version)": 1,
  "Say It Right": 1,
  "Nothing Else Matters - Live": 1,
  "Modern Lust": 1,
  "Yeniden Başlasın": 1,
  "Positive Tension": 2,
};

const playsOf = (result: CsvImportSuccess) =>
  Object.fromEntries(result.tracks.map((t) => [t.title, t.plays]));

describe("listening histories become their songs, each with how often it was played", () => {
  it("Last.fm (lastfm.ghan.nl: uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid)", () => {
    const result = history("lastfm-recent-tracks.csv");
    expect(result).toMatchObject({ format: "lastfm", merged: { rows: 60, history: true }, skipped: 0 });
    expect(result.tracks).toHaveLength(20);
    expect(playsOf(result)).toEqual(PLAYS);
    // newest plays first, as Last.fm lists them: the song played last comes first
    expect(result.tracks[0]).toMatchObject({
      title: "Bohemian Rhapsody - Remastered 2011",
      artist: "Queen",
      album: "A Night At The Opera (2011 Remaster)",
      plays: 3,
    });
    expect(result.tracks.find((t) => t.title === "Body Talk")?.artist).toBe("Ofenbach, Svea");
  });

  it("Last.fm's older export without a header (artist,album,track,date) reads the same", () => {
    const headerless = history("lastfm-to-csv-headerless.csv");
    const withHeader = history("lastfm-recent-tracks.csv");
    expect(headerless.format).toBe("lastfm");
    expect(headerless.tracks).toEqual(withHeader.tracks);
  });

  it("Spotify's account data (endTime,artistName,trackName,msPlayed), oldest plays first", () => {
    const result = history("spotify-streaming-history.csv");
    expect(result).toMatchObject({ format: "spotify-history", merged: { rows: 60, history: true } });
    expect(playsOf(result)).toEqual(PLAYS);
    expect(result.tracks[0]).toMatchObject({ title: "Gülpembe", artist: "Barış Manço", plays: 9 });
    // msPlayed is how long a play lasted, not the song's length
    expect(result.tracks.every((t) => t.durationMs === null)).toBe(true);
  });

  it("Spotify's extended streaming history: songs by their Spotify ids, podcasts left out", () => {
    const result = history("spotify-extended-streaming-history.csv");
    expect(result).toMatchObject({
      format: "spotify-history",
      merged: { rows: 60, history: true },
      skipped: 0,
    });
    expect(playsOf(result)).toEqual(PLAYS);
    expect(result.tracks[0]).toMatchObject({
      title: "Gülpembe",
      album: "Sarı Çizmeli Mehmet Ağa",
      id: expect.stringMatching(/^csv:sp:[A-Za-z0-9]{22}$/),
      externalUrl: expect.stringMatching(/^https:\/\/open\.spotify\.com\/track\//),
    });
    expect(result.tracks.some((t) => /Podcast|Bölüm/.test(`${t.title} ${t.artist}`))).toBe(false);
  });

  it("Last.fm's API answers turned into CSV (date.uts, artist.#text, name)", () => {
    const text = [
      "artist.#text,album.#text,name,date.uts,date.#text,url",
      'Tarkan,Ölürüm Sana,Şımarık,1767217094,"31 Dec 2025, 21:38",https://www.last.fm/music/Tarkan/_/%C5%9E%C4%B1mar%C4%B1k',
      'Duman,Belki Alışman Lazım,Bu Akşam,1767216000,"31 Dec 2025, 21:20",https://www.last.fm/music/Duman/_/Bu+Ak%C5%9Fam',
      'Tarkan,Ölürüm Sana,Şımarık,1767215000,"31 Dec 2025, 21:03",https://www.last.fm/music/Tarkan/_/%C5%9E%C4%B1mar%C4%B1k',
    ].join("\n");
    const result = expectOk(parsePlaylistCsv(utf8(text), "recenttracks.csv"));
    expect(result.tracks.map((t) => [t.title, t.artist, t.plays])).toEqual([
      ["Şımarık", "Tarkan", 2],
      ["Bu Akşam", "Duman", 1],
    ]);
  });

  it("tells the person in the import summary, with the song played most", () => {
    const result = history("lastfm-recent-tracks.csv");
    expect(csvImportSummary(result, result.tracks)).toBe(
      "20 şarkı yüklendi (60 dinleme, tekrarlar birleştirildi). En çok dinlediğin: «Gülpembe» (9 kez dinlendi)",
    );
  });

  it("counts the song limit in songs: 11,387 scrobbles of 1,980 songs load as 1,980 songs", () => {
    const lines = ["uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid"];
    let uts = 1_767_217_094;
    for (let i = 0; i < 11_387; i++) {
      const song = (i * 7919) % 1980;
      uts -= 180 + (i % 7) * 60;
      lines.push(
        `"${uts}","${new Date(uts * 1000).toUTCString().slice(5, 22)}","Sanatçı ${song % 300}","","Albüm ${song % 500}","","Şarkı ${song}",""`,
      );
    }
    const result = expectOk(parsePlaylistCsv(utf8(lines.join("\n")), "recenttracks.csv"));
    expect(result.tracks).toHaveLength(1980);
    expect(result.merged).toEqual({ rows: 11_387, history: true });
    expect(result.tracks.reduce((sum, t) => sum + (t.plays ?? 0), 0)).toBe(11_387);
    expect(csvImportSummary(result, result.tracks)).toMatch(/^1\.980 şarkı yüklendi \(11\.387 dinleme,/);
  });

  it("refuses a history of more than 10,000 different songs", () => {
    const lines = ["endTime,artistName,trackName,msPlayed"];
    for (let i = 0; i <= CSV_MAX_ROWS; i++)
      lines.push(`2024-01-01 10:${String(i % 60).padStart(2, "0")},Sanatçı,Şarkı ${i},200000`);
    expect(parsePlaylistCsv(utf8(lines.join("\n")), "x.csv")).toMatchObject({
      ok: false,
      error: "too-many-rows",
    });
  });
});

describe("what is a history and what is a playlist", () => {
  it("a playlist keeps a song listed twice in both places (Exportify's 'Added At' is no play time)", () => {
    const text = [
      "Track Name,Artist Name(s),Added At",
      "Şımarık,Tarkan,2024-01-05T18:22:00Z",
      "Gülpembe,Barış Manço,2024-01-05T18:25:00Z",
      "Şımarık,Tarkan,2024-01-06T18:22:00Z",
    ].join("\n");
    const result = expectOk(parsePlaylistCsv(utf8(text), "x.csv"));
    expect(result.tracks.map((t) => t.title)).toEqual(["Şımarık", "Gülpembe", "Şımarık"]);
    expect(result.merged).toBeUndefined();
    expect(result.tracks.every((t) => t.plays === undefined)).toBe(true);
  });

  it("a bare 'Date' column of moments is a history only when songs repeat", () => {
    const rows = [
      "Artist,Track,Album,Date",
      "Tarkan,Şımarık,Ölürüm Sana,2024-01-05 18:22",
      "Sezen Aksu,Gülümse,Gülümse,2024-01-05 18:25",
    ];
    const once = expectOk(parsePlaylistCsv(utf8(rows.join("\n")), "x.csv"));
    expect(once.merged).toBeUndefined();
    const twice = expectOk(
      parsePlaylistCsv(utf8([...rows, "Tarkan,Şımarık,Ölürüm Sana,2024-01-06 09:00"].join("\n")), "x.csv"),
    );
    expect(twice.merged).toEqual({ rows: 3, history: true });
    expect(twice.tracks.map((t) => [t.title, t.plays])).toEqual([
      ["Şımarık", 2],
      ["Gülümse", 1],
    ]);
  });

  it("a library's 'Last Played' is one date per song, no play time: its repeats stay", () => {
    // iTunes' "Library.txt" (tab-separated); a library may hold a song twice
    const text = [
      "Name\tArtist\tAlbum\tPlays\tLast Played",
      "Şımarık\tTarkan\tÖlürüm Sana\t12\t12/05/2023 18:22",
      "Şımarık\tTarkan\tÖlürüm Sana\t3\t12/06/2023 18:22",
      "Gülpembe\tBarış Manço\tSarı Çizmeli Mehmet Ağa\t5\t12/05/2023 19:22",
    ].join("\n");
    const result = expectOk(parsePlaylistCsv(utf8(text), "Library.txt"));
    expect(result.tracks).toHaveLength(3);
    expect(result.merged).toBeUndefined();
  });

  it("Apple's 'Play History Daily Tracks': a row per song and day, its plays counted", () => {
    const header =
      "Country,Track Identifier,Media type,Date Played,Hours,Play Duration Milliseconds,End Reason Type,Source Type,Play Count,Skip Count,Ignore For Recommendations,Track Reference,Track Description";
    const row = (id: number, day: string, plays: number, song: string) =>
      `TR,${id},AUDIO,${day},"14, 15",180000,NATURAL_END_OF_TRACK,IPHONE,${plays},0,false,${id},${song}`;
    const text = [
      header,
      row(1440800408, "20230105", 2, "Tarkan - Şımarık"),
      row(1440800532, "20230105", 1, "Barış Manço - Gülpembe"),
      row(1440800408, "20230106", 3, "Tarkan - Şımarık"),
    ].join("\n");
    const result = expectOk(parsePlaylistCsv(utf8(text), "Apple Music - Play History Daily Tracks.csv"));
    expect(result.tracks.map((t) => [t.title, t.artist, t.plays])).toEqual([
      ["Şımarık", "Tarkan", 5],
      ["Gülpembe", "Barış Manço", 1],
    ]);
    expect(result.merged).toMatchObject({ rows: 3, history: true, plays: 6 });
    // six listens, not three rows
    expect(csvImportSummary(result, result.tracks)).toBe(
      "2 şarkı yüklendi (6 dinleme, tekrarlar birleştirildi). En çok dinlediğin: «Şımarık» (5 kez dinlendi)",
    );
    // one day, no song twice: nothing was merged, the listens are still counted
    const oneDay = [header, row(1440800408, "20230105", 2, "Tarkan - Şımarık")].join("\n");
    const single = expectOk(parsePlaylistCsv(utf8(oneDay), "Apple Music - Play History Daily Tracks.csv"));
    expect(csvImportSummary(single, single.tracks)).toBe(
      "1 şarkı yüklendi (2 dinleme). En çok dinlediğin: «Şımarık» (2 kez dinlendi)",
    );
  });

  it("a day alone is a play time only under a header that says so", () => {
    const text = ["Title,Artist,Date", "Şımarık,Tarkan,20230105", "Şımarık,Tarkan,20230106"].join("\n");
    expect(expectOk(parsePlaylistCsv(utf8(text), "x.csv")).tracks).toHaveLength(2);
  });

  it("a release date is no play time", () => {
    const text = ["Title,Artist,Release Date", "Şımarık,Tarkan,1997-06-01", "Şımarık,Tarkan,1997-06-01"].join(
      "\n",
    );
    expect(expectOk(parsePlaylistCsv(utf8(text), "x.csv")).tracks).toHaveLength(2);
  });

  it("a list over the song limit that fits once its repeats are merged loads, without play counts", () => {
    const lines = ["Title,Artist"];
    for (let i = 0; i < 12_000; i++) lines.push(`Şarkı ${i % 9000},Sanatçı`);
    const result = expectOk(parsePlaylistCsv(utf8(lines.join("\n")), "x.csv"));
    expect(result.tracks).toHaveLength(9000);
    expect(result.merged).toEqual({ rows: 12_000, history: false });
    expect(result.tracks.every((t) => t.plays === undefined)).toBe(true);
    expect(csvImportSummary(result, result.tracks)).toBe(
      "9.000 şarkı yüklendi (12.000 satırdaki tekrarlar birleştirildi)",
    );
  });

  it.each([
    ["1767217094", true],
    ["1767217094000", true],
    ["2023-01-05T18:22:31Z", true],
    ["2023-01-05 18:22", true],
    ["31 Dec 2025, 21:38", true],
    ["19 Ağu 2026 20:48", true],
    ["05.01.2024 18:22", true],
    ["1/5/2024 6:22 PM", true],
    ["2024/01/05 18:22:31", true],
    ["2023-01-05", false],
    ["1999", false],
    ["3:45", false],
    ["Gülpembe", false],
  ])("isMoment(%j) is %j", (value, expected) => {
    expect(isMoment(value)).toBe(expected);
  });
});
