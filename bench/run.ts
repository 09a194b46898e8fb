/**
 * `npm run bench`: speed figures, printed, never asserted in tests. Each part is a module with a
 * function returning numbers, so parts can also run alone.
 */
import { existsSync } from "node:fs";
import { benchPlaylistLoad } from "./playlist-load";

function line(label: string, value: string) {
  console.info(`${label.padEnd(58, ".")} ${value}`);
}

async function main() {
  console.info("Şarkı Falı benchmarks\n");

  if (existsSync("dist/client/.vite/manifest.json")) {
    // @ts-expect-error: a plain .mjs script without types
    const { landingBytes } = await import("../scripts/bundle-size.mjs");
    const { gz, raw } = landingBytes() as { gz: number; raw: number };
    line(
      "landing page JavaScript (gzip)",
      `${(gz / 1024).toFixed(1)} KB (${(raw / 1024).toFixed(1)} KB raw)`,
    );
  } else {
    line("landing page JavaScript", "skipped: run `npm run build` first");
  }

  const p = await benchPlaylistLoad();
  line(`Spotify Web API, ${p.tracks} tracks, 50 ms latency: parallel`, `${p.parallelMs.toFixed(0)} ms`);
  line("  same pages one after another", `${p.sequentialMs.toFixed(0)} ms`);
  line("  ratio (aim < 0.20)", p.ratio.toFixed(3));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
