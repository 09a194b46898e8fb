/**
 * Files whose exporter broke its quoting (issue 24: a record label written with unescaped quotes
 * made the import drop one song and shift every later position). Each fixture in
 * tests/fixtures/csv/broken-quoting is an exporter's real shape (exportify.net, classic
 * Exportify, TuneMyMusic, Soundiiz) with the kinds of breakage real files have; the songs are
 * the same 30 in every file, so each test knows what every position must hold.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { trackSchema } from "@/shared/api/tracks";
import { fixtureBytes, realworldBytes, utf8 } from "./csv.test-helpers";
import type { CsvImportFailure, CsvImportResult, CsvImportSuccess } from "./csv-import-result";
import { parsePlaylistCsv } from "./parse-playlist-csv";

const SONGS: [string, string][] = [
  ["Gülpembe", "Barış Manço"],
  ["Şımarık", "Tarkan"],
  ["Gidiyorum", "Sezen Aksu"],
  ["Bu Akşam", "Duman"],
  ["Heroes - 2017 Remaster", "David Bowie"],
  ["Cevapsız Sorular", "maNga"],
  ["Yalnızlık Senfonisi", "Mustafa Sandal"],
  ["Dönence", "Barış Manço"],
  ["Bohemian Rhapsody - Remastered 2011", "Queen"],
  ["Resimdeki Gözyaşları", "Cem Karaca"],
  ["Put Your Records On", "Corinne Bailey Rae"],
  ["Vaziyetler", "Sıla"],
  ["Hey Jude - Remastered 2015", "The Beatles"],
  ["Ele Güne Karşı", "MFÖ"],
  ["Tum Hi Ho (FILM Version)", "Arijit Singh"],
  ["Everyway That I Can", "Sertab Erener"],
  ["Kuzu Kuzu", "Tarkan"],
  ["Yıldızların Altında", "Kargo"],
  ["Nothing Else Matters - Live", "Metallica"],
  ["Aşkın Olayım", "Simge"],
  ["Oh No, Not I", "Stan Rogers"],
  ["İstanbul'da Sonbahar", "Teoman"],
  ["Halley", "Sezen Aksu"],
  ["Gel Gel Gel", "Tarkan"],
  ["Yeniden Başlasın", "Mor ve Ötesi"],
  ["Firuze", "Sezen Aksu"],
  ["Sigara", "Şebnem Ferah"],
  ["Islak Islak", "Barış Akarsu"],
  ["Hadi Bakalım", "Sezen Aksu"],
  ["Unutulmuyor", "Gripin"],
];

const songs = (result: CsvImportSuccess) => result.tracks.map((track) => [track.title, track.artist]);

function load(name: string): CsvImportSuccess {
  const result = parsePlaylistCsv(fixtureBytes(`broken-quoting/${name}`), name);
  if (!result.ok) throw new Error(`${name}: ${result.message}`);
  for (const track of result.tracks) expect(trackSchema.parse(track)).toEqual(track);
  return result;
}

function refused(result: CsvImportResult): CsvImportFailure {
  if (result.ok) throw new Error(`expected a refusal, got ${result.tracks.length} songs`);
  return result;
}

/** How many rows Papa alone reads: the count the import used to give. */
function papaRows(name: string, delimiter: string): number {
  const text = new TextDecoder().decode(fixtureBytes(`broken-quoting/${name}`)).replace(/^\uFEFF/, "");
  return Papa.parse(text, { delimiter, skipEmptyLines: "greedy" }).data.length - 1;
}

describe("files with broken quoting from real exporters' shapes", () => {
  it("exportify.net with record labels written with unescaped quotes: all 30 songs in place", () => {
    const name = "exportify-net-unescaped-labels.csv";
    // 'Label "Records"' ends in two quotes: read as standard CSV it swallows the next line
    expect(papaRows(name, ",")).toBe(29);
    const result = load(name);
    expect(songs(result)).toEqual(SONGS);
    expect(result.repaired).toBeGreaterThanOrEqual(3);
    expect(result.tracks[4]?.album).toBe('"Heroes" (2017 Remaster)');
    expect(result.tracks[12]?.durationMs).toBe(192_000);
    expect(result.tracks[29]?.externalUrl).toMatch(/^https:\/\/open\.spotify\.com\/track\/[A-Za-z0-9]{22}$/);
  });

  it("classic Exportify, every cell quoted, a title and an album with unescaped quotes", () => {
    const result = load("exportify-classic-unescaped-names.csv");
    expect(papaRows("exportify-classic-unescaped-names.csv", ",")).toBe(30);
    const expected = SONGS.map(([title, artist], i) => [i === 16 ? 'Kuzu Kuzu "Remix"' : title, artist]);
    expect(songs(result)).toEqual(expected);
    expect(result.tracks[4]?.album).toBe('"Heroes" (2017 Remaster)');
    expect(result.tracks[17]?.durationMs).toBe(200_000 + 17 * 997);
  });

  it("TuneMyMusic with a title whose closing quote is missing", () => {
    const result = load("tunemymusic-unclosed-title.csv");
    expect(songs(result)).toEqual(SONGS.slice(0, 20));
    expect(result.tracks[6]).toMatchObject({ title: "Yalnızlık Senfonisi", album: "Yalnızlık Senfonisi" });
  });

  it("Soundiiz with a quoted word at a cell's start and a stray quote Papa reads to the end of the file", () => {
    const name = "soundiiz-stray-quotes.csv";
    expect(papaRows(name, ";")).toBe(4);
    const result = load(name);
    const expected = SONGS.slice(0, 20).map(([title, artist], i) => [
      i === 3 ? '"Bu Akşam" (Canlı)' : title,
      artist,
    ]);
    expect(songs(result)).toEqual(expected);
    // one row as Papa read it, holding both broken lines and everything after them
    expect(result.repaired).toBe(1);
  });

  it("refuses a file whose broken line has no reading that fits, naming the line", () => {
    const result = refused(
      parsePlaylistCsv(fixtureBytes("broken-quoting/tunemymusic-lost-separator-line-842.csv"), "x.csv"),
    );
    expect(result).toMatchObject({ error: "broken-row", line: 842 });
    expect(result.message).toBe(
      "CSV dosyasının 842. satırı okunamadı: Tırnak işaretleri eşleşmiyor, hücrelerin nerede bitip nerede başladığı anlaşılmıyor. Satırı düzeltip dosyayı yeniden seç.",
    );
  });
});

describe("what is recovered and what is refused", () => {
  const EXPORTIFY_NET =
    "Track URI,Track Name,Album Name,Artist Name(s),Release Date,Duration (ms),Popularity,Explicit,Added By,Added At,Genres,Record Label";
  const row = (i: number, label: string) =>
    `spotify:track:${String(i).padStart(22, "A")},"Şarkı ${i}","Albüm ${i}","Sanatçı ${i % 40}",2020-01-01,${180_000 + i},${i % 100},false,,2026-01-01T00:00:00Z,"pop","${label}"`;

  it("keeps 1,194 of 1,194 songs when one label's quotes are not escaped, the last song last", () => {
    const lines = [EXPORTIFY_NET];
    for (let i = 1; i <= 1194; i++) lines.push(row(i, i === 600 ? 'Label "Records"' : "Plak"));
    const result = parsePlaylistCsv(utf8(lines.join("\n")), "x.csv");
    if (!result.ok) throw new Error(result.message);
    expect(result.tracks).toHaveLength(1194);
    expect(result.tracks[600]).toMatchObject({ title: "Şarkı 601", durationMs: 180_601 });
    expect(result.tracks[1193]).toMatchObject({ title: "Şarkı 1194", artist: "Sanatçı 34" });
    expect(result.repaired).toBe(1);
  });

  it("reads a broken row of any width the file's rows have (exportify.net leaves empty cells out)", () => {
    const header =
      "Spotify ID,Artist IDs,Track Name,Album Name,Artist Name(s),Release Date,Duration (ms),Popularity,Added By,Added At,Genres,Danceability,Energy";
    const lines = [header];
    for (let i = 0; i < 40; i++) {
      const cells = [
        String(i).padStart(22, "A"),
        "6I63R76ouyFvUIwPggQxxT",
        `"Şarkı ${i}"`,
        i === 21 ? '"Albüm "Bir""' : '"Albüm"',
        '"Sanatçı"',
        "2025-04-04",
        String(149_000 + i),
        "56",
        "ben",
        "2025-04-04T06:06:00Z",
      ];
      // only some songs have genres: those rows are one cell wider
      if (i % 7 === 0) cells.push('"pop,rock"');
      lines.push(cells.join(","));
    }
    const result = parsePlaylistCsv(utf8(lines.join("\n")), "x.csv");
    if (!result.ok) throw new Error(result.message);
    expect(result.tracks).toHaveLength(40);
    expect(result.tracks[21]).toMatchObject({ title: "Şarkı 21", album: 'Albüm "Bir"', durationMs: 149_021 });
    expect(result.tracks[22]?.title).toBe("Şarkı 22");
  });

  it("reads a file whose exporter never escapes quotes: every row broken, one Papa row in all", () => {
    const lines = [EXPORTIFY_NET];
    for (let i = 1; i <= 300; i++) lines.push(row(i, `Label "Records ${i % 9}"`));
    const result = parsePlaylistCsv(utf8(lines.join("\n")), "x.csv");
    if (!result.ok) throw new Error(result.message);
    // the joined lines hold cells like "Şarkı 12" and "Sanatçı 3": they are not taken for a header
    expect(result.format).toBe("exportify-net");
    expect(result.tracks).toHaveLength(300);
    expect(result.tracks[299]).toMatchObject({ title: "Şarkı 300", durationMs: 180_300 });
  });

  it("counts lines as a text editor does: the header, blank lines and Windows line ends", () => {
    const text = [
      "Track Name,Artist Name",
      "Gülpembe,Barış Manço",
      "",
      "Şımarık,Tarkan",
      "",
      "",
      'Dudu,"Tarkan"x"y,z',
      "Kuzu Kuzu,Tarkan",
    ].join("\r\n");
    expect(refused(parsePlaylistCsv(utf8(text), "x.csv"))).toMatchObject({ error: "broken-row", line: 7 });
  });

  it('reads ", " inside an unquoted name as text when that is the only reading that fits', () => {
    const result = parsePlaylistCsv(
      utf8("Title,Artist\nOh No, Not I,Stan Rogers\nGülpembe,Barış Manço\n"),
      "x.csv",
    );
    expect(result.ok && songs(result)).toEqual([
      ["Oh No, Not I", "Stan Rogers"],
      ["Gülpembe", "Barış Manço"],
    ]);
  });

  it("refuses a row two readings fit equally, rather than picking one", () => {
    const result = refused(
      parsePlaylistCsv(utf8("Title,Artist\nGülpembe,Barış Manço\nOh, Darling, The Beatles\n"), "x.csv"),
    );
    expect(result).toMatchObject({ error: "broken-row", line: 3 });
    expect(result.message).toContain("başlıktakinden fazla hücre var");
  });

  it("refuses a row with more cells than the header and no other reading", () => {
    const rows = ["Title,Artist", ...Array.from({ length: 30 }, (_, i) => `Şarkı ${i},Sanatçı`)];
    rows.splice(12, 0, "Gülpembe,Barış Manço,çok güzel");
    expect(refused(parsePlaylistCsv(utf8(rows.join("\n")), "x.csv"))).toMatchObject({ line: 13 });
  });

  it("prefers the reading whose cells hold what their column always holds", () => {
    // Either ", " could be part of a name; only one reading leaves a number in the duration column.
    const text = [
      "Title,Artist,Label,Duration (ms)",
      ...Array.from({ length: 8 }, (_, i) => `Şarkı ${i},Sanatçı,Plak,${200_000 + i}`),
      "Gülpembe,Barış Manço, Cem Karaca,Yavuz Plak, 243000",
    ].join("\n");
    const result = parsePlaylistCsv(utf8(text), "x.csv");
    expect(result.ok && result.tracks[8]).toMatchObject({
      title: "Gülpembe",
      artist: "Barış Manço, Cem Karaca",
      durationMs: 243_000,
    });
  });

  it("keeps a quoted line break in a row that also holds a stray quote", () => {
    const text = [
      '"Track Name","Artist Name(s)","Album Name"',
      '"İki\nSatır","Tarkan","Albüm "Bir""',
      '"Dudu","Tarkan","Dudu"',
    ].join("\n");
    const result = parsePlaylistCsv(utf8(text), "x.csv");
    expect(result.ok && result.tracks.map((t) => [t.title, t.album])).toEqual([
      ["İki Satır", 'Albüm "Bir"'],
      ["Dudu", "Dudu"],
    ]);
  });

  it("reads a plain list's quotes as the titles' own, one title per line", () => {
    const result = parsePlaylistCsv(
      utf8('"Heroes" - David Bowie\nLet\'s Dance\nModern Love "Live"\n"Ashes, to Ashes"\n'),
      "x.csv",
    );
    expect(result.ok && result.tracks.map((t) => t.title)).toEqual([
      '"Heroes" - David Bowie',
      "Let's Dance",
      'Modern Love "Live"',
      "Ashes, to Ashes",
    ]);
  });

  it("reads every real file without repairing anything", () => {
    const folder = fileURLToPath(new URL("../../../../../tests/fixtures/realworld/csv", import.meta.url));
    for (const name of readdirSync(folder).filter((n) => n.endsWith(".csv"))) {
      const result = parsePlaylistCsv(realworldBytes(name), name);
      expect(result.ok && result.repaired, name).toBeUndefined();
    }
  });
});
