/**
 * `npm run bench`: speed figures, printed, never asserted in tests. Each part is a module with a
 * function returning numbers, so parts can also run alone.
 */
import { existsSync } from "node:fs";
import { benchAudioFeatures } from "./audio";
import { benchOfflineComment } from "./comment";
import { benchHistory } from "./history";
import { benchHttp } from "./http";
import { benchPlaylistLoad } from "./playlist-load";

function line(label: string, value: string) {
  console.info(`${label.padEnd(62, ".")} ${value}`);
}

async function main() {
  console.info("Şarkı Falı benchmarks (2-core machine; figures vary with load)\n");

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

  const c = benchOfflineComment();
  line(`offline comment (${c.count} draws)`, `mean ${c.meanMs.toFixed(2)} ms, p99 ${c.p99Ms.toFixed(2)} ms`);

  const a = await benchAudioFeatures();
  line(
    `audio features, one 30 s preview (${(a.bytes / 1024).toFixed(0)} KB MP3)`,
    `cold ${a.coldMs.toFixed(0)} ms, warm ${a.warmMedianMs.toFixed(0)} ms (tempo ${a.tempo?.toFixed(1)} of 123)`,
  );

  const hi = await benchHistory();
  line(
    `history lists, one user with ${hi.draws} draws (PGlite)`,
    `recent ${hi.recentMs.toFixed(1)} ms, favourites ${hi.favoritesMs.toFixed(1)} ms, popular ${hi.popularMs.toFixed(1)} ms`,
  );

  const h = await benchHttp();
  if (!h) {
    line("HTTP benchmarks", "skipped: run `npm run build` first");
    return;
  }
  line("first render of one preview image (1200x630)", `${h.firstImageMs.toFixed(0)} ms`);
  for (const r of h.rows) {
    line(
      r.name,
      `${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99Ms} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ""}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
