/**
 * Nothing a person can pick may crash the import or leave it without an answer: random bytes,
 * real files cut anywhere, huge fields, headers alone, separators alone. Every answer is a
 * playlist whose tracks pass the shared track schema, or one of the Turkish messages.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { trackSchema } from "@/shared/api/tracks";
import { realworldBytes, utf8 } from "./csv.test-helpers";
import { CSV_IMPORT_MESSAGES, type CsvImportResult } from "./csv-import-result";
import { parsePlaylistCsv } from "./parse-playlist-csv";

/** mulberry32: the same "random" cases on every run, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function expectAnswer(result: CsvImportResult, label: string) {
  if (result.ok) {
    expect(result.tracks.length, label).toBeGreaterThan(0);
    for (const track of result.tracks) expect(trackSchema.safeParse(track).success, label).toBe(true);
    if (result.playlists) {
      expect(result.trackPlaylists, label).toHaveLength(result.tracks.length);
      expect(
        result.playlists.reduce((sum, playlist) => sum + playlist.count, 0),
        label,
      ).toBe(result.tracks.length);
    }
  } else if (result.error === "broken-row") {
    expect(result.message, label).toMatch(
      /^CSV dosyasının [\d.]+\. satırı okunamadı: .+ Satırı düzeltip dosyayı yeniden seç\.$/,
    );
    expect(result.line, label).toBeGreaterThan(0);
  } else {
    expect(result.message, label).toBe(CSV_IMPORT_MESSAGES[result.error]);
  }
}

const REAL_FILES = readdirSync(
  fileURLToPath(new URL("../../../../../tests/fixtures/realworld/csv", import.meta.url)),
).filter((name) => name.endsWith(".csv"));

describe("the import never crashes", () => {
  it("on random bytes", () => {
    const next = random(1);
    for (let i = 0; i < 200; i++) {
      const bytes = Uint8Array.from({ length: 1 + Math.floor(next() * 3000) }, () =>
        Math.floor(next() * 256),
      );
      expectAnswer(parsePlaylistCsv(bytes, "rastgele.csv"), `case ${i}`);
    }
  });

  it("on random text made of separators, quotes, escapes and letters", () => {
    const next = random(2);
    const alphabet = [
      ",",
      ";",
      "\t",
      "|",
      '"',
      '""',
      "\\,",
      "\n",
      "\r\n",
      " ",
      "a",
      "ş",
      "İ",
      "1",
      "-",
      " - ",
      "#",
    ];
    for (let i = 0; i < 300; i++) {
      const text = Array.from(
        { length: Math.floor(next() * 400) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join("");
      expectAnswer(parsePlaylistCsv(utf8(text), "x.csv"), `case ${i}: ${JSON.stringify(text.slice(0, 80))}`);
    }
  });

  it("on random rows under real headers", () => {
    const next = random(3);
    const headers = [
      "Track name,Artist name,Album,Playlist name,Type,ISRC,Spotify - id",
      "Video ID,Title,Channel,Duration",
      "SANATÇI 1;SANATÇI 2;ŞARKI ADI",
      '"Parça URI","Parça Adı","Sanatçı URI","Sanatçı Adı","Parça Süresi (ms)"',
    ];
    const cells = [
      "",
      "Şımarık",
      "Tarkan",
      "Album",
      "Artist",
      "Favorite",
      "spotify:track:x",
      "PT3M",
      "-1",
      '"a,b"',
      "\\,",
      "x".repeat(400),
    ];
    for (let i = 0; i < 200; i++) {
      const header = headers[i % headers.length]!;
      const separator = header.includes(";") ? ";" : ",";
      const rows = Array.from({ length: Math.floor(next() * 20) }, () =>
        Array.from({ length: Math.floor(next() * 9) }, () => cells[Math.floor(next() * cells.length)]).join(
          separator,
        ),
      );
      expectAnswer(parsePlaylistCsv(utf8([header, ...rows].join("\n")), "x.csv"), `case ${i}`);
    }
  });

  it("on every real file cut short at many places", () => {
    const next = random(4);
    for (const name of REAL_FILES) {
      const bytes = realworldBytes(name);
      for (let i = 0; i < 12; i++) {
        const cut = Math.floor(next() * bytes.length);
        expectAnswer(parsePlaylistCsv(bytes.subarray(0, cut), name), `${name} cut at ${cut}`);
      }
    }
  });

  it("on a huge field", () => {
    const huge = "ş".repeat(1_000_000);
    const result = parsePlaylistCsv(utf8(`title,artist\n"${huge}",Tarkan\nGülpembe,Barış Manço\n`), "x.csv");
    expectAnswer(result, "huge quoted title");
    expect(result.ok && result.tracks[0]?.title.length).toBe(300);
    expectAnswer(parsePlaylistCsv(utf8(`"${huge}`), "x.csv"), "unterminated huge quote");
    expectAnswer(parsePlaylistCsv(utf8(huge), "x.csv"), "one huge line");
  });

  it.each([
    ["only an Exportify header", '"Track URI","Track Name","Artist Name(s)"\n', "no-tracks"],
    [
      "only a TuneMyMusic header",
      "\ufeffTrack name,Artist name,Album,Playlist name,Type,ISRC,Spotify - id\n",
      "no-tracks",
    ],
    [
      "only a YouTube exporter's preamble and header",
      '"Playlist title","Yaz"\n"Videos","0"\nVideo ID,Title,Channel\n',
      "no-tracks",
    ],
    ["only separators", ";;;\n,,,\n\t\t\n", "empty"],
    ["only quotes", '""\n""""\n', "empty"],
    ["a lone quote", '"', "empty"],
  ])("on %s", (_, text, error) => {
    expect(parsePlaylistCsv(utf8(text), "x.csv")).toMatchObject({ ok: false, error });
  });

  it("turns away 200,001 tiny rows before building them", () => {
    const text = `title\n${"a\n".repeat(200_001)}`;
    expect(parsePlaylistCsv(utf8(text), "x.csv")).toMatchObject({ ok: false, error: "too-many-lines" });
  });
});
