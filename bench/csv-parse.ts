/**
 * Time to read a playlist CSV (decode, find the header, parse, build tracks): the largest real
 * file in tests/fixtures/realworld/csv and a generated 10,000-song Exportify export. In the
 * browser this runs in a worker for files over 128 KB, so it never blocks the page; the figure
 * is how long the person waits for /play.
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

export function benchCsvParse(runs = 7) {
  const largest = readdirSync(REALWORLD)
    .filter((name) => name.endsWith(".csv"))
    .map((name) => ({ name, size: statSync(join(REALWORLD, name)).size }))
    .sort((a, b) => b.size - a.size)[0]!;
  const realBytes = new Uint8Array(readFileSync(join(REALWORLD, largest.name)));
  const real = time(realBytes, largest.name, runs);
  const generatedBytes = generatedExport(10_000);
  const generated = time(generatedBytes, "on-bin.csv", runs);
  return {
    real: { name: largest.name, kb: realBytes.length / 1024, ...real },
    generated: { kb: generatedBytes.length / 1024, ...generated },
  };
}
