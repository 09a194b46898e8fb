/**
 * Time to read a playlist CSV (decode, find the header, parse, build tracks): the largest real
 * file in tests/fixtures/realworld/csv, a generated 10,000-song Exportify export, the same with
 * one row of broken quoting (read again, ADR 032), and listening histories: a Last.fm export of
 * 11,387 scrobbles of 1,980 songs, and 5 MB of the older headerless Last.fm rows (the most rows
 * a file can hold). In the browser this runs in a worker for files over 128 KB, so it never
 * blocks the page; the figure is how long the person waits for /play.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parsePlaylistCsv } from "../src/client/features/home/csv/parse-playlist-csv";

const REALWORLD = "tests/fixtures/realworld/csv";

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(bytes: Uint8Array, name: string, runs: number): { medianMs: number; tracks: number } {
  let tracks = 0;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = parsePlaylistCsv(bytes, name);
    times.push(performance.now() - start);
    if (!result.ok) throw new Error(`${name}: ${result.error}`);
    tracks = result.tracks.length;
  }
  return { medianMs: median(times), tracks };
}

/** Classic Exportify columns, with the kind of values a real export has. */
function generatedExport(rows: number): Uint8Array {
  const header =
    '"Track URI","Track Name","Artist URI(s)","Artist Name(s)","Album URI","Album Name","Album Image URL","Track Duration (ms)","Track Preview URL","ISRC","Added At"';
  const id = (n: number) => n.toString(36).padStart(22, "0");
  const lines = [header];
  for (let i = 0; i < rows; i++) {
    lines.push(
      [
        `spotify:track:${id(i)}`,
        `Şarkı ${i}, bir gece`,
        `spotify:artist:${id(i % 500)}`,
        `Sanatçı ${i % 500}, Konuk ${i % 7}`,
        `spotify:album:${id(i % 900)}`,
        `Albüm ${i % 900}`,
        `https://i.scdn.co/image/ab67616d0000b273${id(i)}`,
        String(150_000 + (i % 120_000)),
        `https://p.scdn.co/mp3-preview/${id(i)}`,
        `TRA01${String(2_000_000 + i).padStart(7, "0")}`,
        "2025-01-01T00:00:00Z",
      ]
        .map((cell) => `"${cell}"`)
        .join(","),
    );
  }
  return new TextEncoder().encode(lines.join("\n"));
}

/** Last.fm's uts,utc_time,… export: `plays` scrobbles of `songs` songs, newest first. */
function lastfmExport(plays: number, songs: number): Uint8Array {
  const lines = ["uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid"];
  let uts = 1_767_217_094;
  for (let i = 0; i < plays; i++) {
    const song = (i * 7919) % songs;
    uts -= 180 + (i % 7) * 60;
    const mbid = `${song.toString(16).padStart(8, "0")}-1a1a-e408-6632-d019da7c7d7e`;
    lines.push(
      `"${uts}","${new Date(uts * 1000).toUTCString().slice(5, 22)}","Sanatçı ${song % 300}","${mbid}","Albüm ${song % 500}","${mbid}","Şarkı ${song}","${mbid}"`,
    );
  }
  return new TextEncoder().encode(lines.join("\n"));
}

const SYLLABLES = [
  "ka",
  "de",
  "mi",
  "ro",
  "su",
  "la",
  "ne",
  "yi",
  "tu",
  "ba",
  "şe",
  "gö",
  "lü",
  "çi",
  "ar",
  "on",
];

/** A made-up name from a number ("Kade Miro"): real rows hold words, not "Artist 12". */
function name(n: number, words: number): string {
  const out: string[] = [];
  for (let w = 0; w < words; w++) {
    let word = "";
    for (let s = 0; s < 2 + ((n >> w) & 1); s++) word += SYLLABLES[(n * (7 + w * 13) + s * 5) % 16];
    out.push(word[0]!.toUpperCase() + word.slice(1));
  }
  return out.join(" ");
}

/** The older headerless artist,album,track,date Last.fm rows, as many as fit in `bytes`. */
function headerlessHistory(bytes: number): Uint8Array {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; ; i++) {
    const song = (i * 7919) % 4000;
    const line = `${name(song % 300, 2)},${name(song % 500, 3)},${name(song, 2)} ${song},"19 Aug 2026, 20:${String(i % 60).padStart(2, "0")}"`;
    size += encoder.encode(line).length + 1;
    if (size > bytes) break;
    lines.push(line);
  }
  return encoder.encode(lines.join("\n"));
}

/** The generated export with one record label-like cell written with unescaped quotes. */
function withBrokenRow(bytes: Uint8Array): Uint8Array {
  const lines = new TextDecoder().decode(bytes).split("\n");
  lines[5000] = lines[5000]!.replace(/"Albüm (\d+)"/, '"Albüm "$1""');
  return new TextEncoder().encode(lines.join("\n"));
}

export function benchCsvParse(runs = 7) {
  const largest = readdirSync(REALWORLD)
    .filter((name) => name.endsWith(".csv"))
    .map((name) => ({ name, size: statSync(join(REALWORLD, name)).size }))
    .sort((a, b) => b.size - a.size)[0]!;
  const realBytes = new Uint8Array(readFileSync(join(REALWORLD, largest.name)));
  const real = time(realBytes, largest.name, runs);
  const generatedBytes = generatedExport(10_000);
  const generated = time(generatedBytes, "on-bin.csv", runs);
  const brokenBytes = withBrokenRow(generatedBytes);
  const broken = time(brokenBytes, "bozuk.csv", runs);
  const lastfmBytes = lastfmExport(11_387, 1980);
  const lastfm = time(lastfmBytes, "recenttracks.csv", runs);
  const headerlessBytes = headerlessHistory(5 * 1024 * 1024 - 1024);
  const headerless = time(headerlessBytes, "scrobbles.csv", 3);
  const rows = (bytes: Uint8Array) => new TextDecoder().decode(bytes).split("\n").length;
  return {
    real: { name: largest.name, kb: realBytes.length / 1024, ...real },
    generated: { kb: generatedBytes.length / 1024, ...generated },
    broken: { kb: brokenBytes.length / 1024, ...broken },
    lastfm: { kb: lastfmBytes.length / 1024, rows: rows(lastfmBytes) - 1, ...lastfm },
    headerless: { kb: headerlessBytes.length / 1024, rows: rows(headerlessBytes), ...headerless },
  };
}
