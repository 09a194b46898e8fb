/**
 * `npm run bench`: speed figures, printed, never asserted in tests. Each part is a module with a
 * function returning numbers, so parts can also run alone.
 */
import { existsSync } from "node:fs";
import { printComposerVariety } from "../scripts/composer-variety";
import { benchAudioFeatures } from "./audio";
import { benchOfflineComment } from "./comment";
import { benchCsvParse } from "./csv-parse";
import { benchHintSafety } from "./hint-safety";
import { benchHistory } from "./history";
import { benchHttp } from "./http";
import { benchLighthouse, lighthouseTable } from "./lighthouse";
import { benchMixedLoad, benchRenderFlood } from "./load";
import { benchMainThread, MAIN_THREAD_GOALS, mainThreadTable } from "./main-thread";
import { benchMemory } from "./memory";
import { benchOgImage } from "./og-image";
import { benchPlaylistLoad } from "./playlist-load";
import { benchResultFlood } from "./result-flood";
import { benchReveal } from "./reveal";

function line(label: string, value: string) {
  console.info(`${label.padEnd(62, ".")} ${value}`);
}

async function main() {
  console.info("Şarkı Falı benchmarks (2-core machine; figures vary with load)\n");

  if (existsSync("dist/client/.vite/manifest.json")) {
    // @ts-expect-error: a plain .mjs script without types
    const { pageBytes, FIRST_VISIT_PAGES } = await import("../scripts/bundle-size.mjs");
    for (const page of Object.keys(FIRST_VISIT_PAGES)) {
      const { br, gz, raw } = pageBytes(page) as { br: number; gz: number; raw: number };
      line(
        `${page} page JavaScript, brotli${page === "landing" ? " (aim <= 80 KB)" : ""}`,
        `${(br / 1024).toFixed(1)} KB (gzip ${(gz / 1024).toFixed(1)} KB, ${(raw / 1024).toFixed(1)} KB raw)`,
      );
    }
  } else {
    line("landing page JavaScript", "skipped: run `npm run build` first");
  }

  const mem = await benchMemory();
  if (!mem) line("server memory", "skipped: run `npm run build` first");
  else {
    const mb = (n: number) => `${n.toFixed(0)} MB`;
    line(
      "PGlite, first start on a new folder: peak / idle (aim <= 500 / 300)",
      `${mb(mem.firstStart.peak)} / ${mb(mem.firstStart.idle)} (ready in ${(mem.firstStart.readyMs / 1000).toFixed(1)} s)`,
    );
    line(
      "PGlite, restart of the same folder: peak / idle (aim idle <= 300)",
      `${mb(mem.restart.peak)} / ${mb(mem.restart.idle)}`,
    );
    line(
      "PostgreSQL (TEST_DATABASE_URL): peak / idle (aim idle <= 120)",
      mem.postgres
        ? `${mb(mem.postgres.peak)} / ${mb(mem.postgres.idle)}`
        : "skipped: TEST_DATABASE_URL unset",
    );
  }

  if (process.env.BENCH_LIGHTHOUSE === "0") {
    line("Lighthouse (mobile)", "skipped: BENCH_LIGHTHOUSE=0");
  } else {
    console.info(
      "Lighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), signed out, median of 3 runs:",
    );
    const rows = await benchLighthouse();
    console.info(
      rows ? lighthouseTable(rows) : "  skipped: run `npm run build` first (and install chromium)",
    );
  }

  if (process.env.BENCH_MAIN_THREAD === "0") {
    line("main thread at 4x, by thread time", "skipped: BENCH_MAIN_THREAD=0");
  } else {
    console.info(
      `Main thread, 412 px, by thread time x4, blocking after the first paint (aim: as read <= ${MAIN_THREAD_GOALS.asReadMs} ms, ` +
        `the app's start on a move of the mouse <= ${MAIN_THREAD_GOALS.appStartMs} ms), median of 3 runs:`,
    );
    const rows = await benchMainThread();
    console.info(rows ? mainThreadTable(rows) : "  skipped: run `npm run build` first");
  }

  if (process.env.BENCH_REVEAL === "0") {
    line("hold-to-draw ritual and staged reveal", "skipped: BENCH_REVEAL=0");
  } else {
    const r = await benchReveal();
    if (!r) line("hold-to-draw ritual and staged reveal", "skipped: run `npm run build` first");
    else {
      line(
        `ritual + staged reveal, 390 px, CPU 4x slower, ${r.wall.length} draws by the wall clock (follows the load): long tasks`,
        r.wall
          .map((w) => (w.longTasks ? `${w.longTasks} (longest ${w.longestMs.toFixed(0)} ms)` : "0"))
          .join(", "),
      );
      line(
        "  the median draw: frames",
        `${r.frames}, p95 ${r.p95FrameMs.toFixed(1)} ms, max ${r.maxFrameMs.toFixed(1)} ms`,
      );
      line(
        "  frames over 50 ms / long tasks (aim: 0 / none over 50 ms)",
        `${r.longFrames} / ${r.longTasks} (${r.longTaskMs.toFixed(0)} ms in all, longest ${r.longestTaskMs.toFixed(0)} ms)`,
      );
      line("  longest animation frame", r.longestFrameCause);
      line(
        `  by thread time x4, ${r.thread.length} draws: tasks over 50 ms (aim: none in any)`,
        r.thread.map((t) => t.longTasks).join(", "),
      );
      r.thread.forEach((t, i) => {
        line(`    draw ${i + 1}: the longest task`, `${t.longestMs.toFixed(0)} ms (${t.longestCause})`);
      });
    }
  }

  const p = await benchPlaylistLoad();
  line(`Spotify Web API, ${p.tracks} tracks, 50 ms latency: parallel`, `${p.parallelMs.toFixed(0)} ms`);
  line("  same pages one after another", `${p.sequentialMs.toFixed(0)} ms`);
  line("  ratio (aim < 0.20)", p.ratio.toFixed(3));

  const c = benchOfflineComment();
  line(
    `offline comment (${c.count} draws; aim: mean < 2 ms)`,
    `mean ${c.meanMs.toFixed(2)} ms, p99 ${c.p99Ms.toFixed(2)} ms (first ${c.firstMs.toFixed(0)} ms)`,
  );
  const hs = benchHintSafety();
  line(
    `hint classifier (${hs.count} corpus hints, cold words; aim: < 1 ms each)`,
    `${hs.cpuMicrosPerHint.toFixed(0)} µs CPU, ${hs.wallMicrosPerHint.toFixed(0)} µs wall per hint`,
  );
  console.info("offline comment variety (400 per theme, persona 2/2/2; aim: max share <= 5%, 0 repeats):");
  printComposerVariety(400);

  const csv = benchCsvParse();
  line(
    `CSV parse, largest real file (${csv.real.tracks} songs, ${csv.real.kb.toFixed(0)} KB)`,
    `median ${csv.real.medianMs.toFixed(0)} ms`,
  );
  line(
    `CSV parse, generated Exportify file (${csv.generated.tracks} songs, ${(csv.generated.kb / 1024).toFixed(1)} MB)`,
    `median ${csv.generated.medianMs.toFixed(0)} ms`,
  );
  line(
    `CSV parse, the same with one row of broken quoting (${csv.broken.tracks} songs)`,
    `median ${csv.broken.medianMs.toFixed(0)} ms`,
  );
  line(
    `CSV parse, Last.fm history (${csv.lastfm.rows} scrobbles -> ${csv.lastfm.tracks} songs, ${(csv.lastfm.kb / 1024).toFixed(1)} MB)`,
    `median ${csv.lastfm.medianMs.toFixed(0)} ms`,
  );
  line(
    `CSV parse, 5 MB headerless Last.fm history (${csv.headerless.rows} scrobbles -> ${csv.headerless.tracks} songs)`,
    `median ${csv.headerless.medianMs.toFixed(0)} ms`,
  );

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
  const pct = (p: { p50: number; p95: number }) => `p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms`;
  line("  paged history, first page + counts (aim: p95 <= 50 ms)", pct(hi.firstPage));
  line("  paged history, a page 5,000 draws back + counts", pct(hi.deepPage));
  line("  paged favourites, first page + counts", pct(hi.favoritesPage));
  line("  history search 'BARIS manco' + counts", pct(hi.search));
  line("  history search with no match + counts", pct(hi.searchMiss));
  line("  Premium filters (theme, source, two months) + counts", pct(hi.filtered));
  line("  detailed statistics, every figure computed (aim: p95 <= 50 ms)", pct(hi.analytics));
  line("  detailed statistics, draws unchanged (memory, dropped by events)", pct(hi.analyticsCached));

  for (const r of await benchOgImage()) {
    const size = r.format === "og" ? "1200x630" : "1080x1920";
    line(
      `preview image render, ${r.theme}, ${size} (in process)`,
      `first ${r.firstMs.toFixed(0)} ms, warm ${r.warmMedianMs.toFixed(0)} ms, ${(r.bytes / 1024).toFixed(0)} KB`,
    );
  }

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
    const aim = r.name.startsWith("GET /result/") ? " (aim >= 90%)" : "";
    line(
      `  bare Fastify, same ${(r.bytes / 1024).toFixed(1)} KB: ratio${aim}`,
      `${r.bareRequestsPerSecond.toFixed(0)} req/s; ${((100 * r.requestsPerSecond) / r.bareRequestsPerSecond).toFixed(0)}%`,
    );
  }

  const f = await benchRenderFlood();
  const statuses = Object.entries(f.statuses)
    .map(([code, n]) => `${n} x ${code}`)
    .join(", ");
  line(`80 uncached preview images at once, 8 addresses`, `${(f.floodMs / 1000).toFixed(1)} s (${statuses})`);
  line(
    "  /api/health meanwhile (before: median/max)",
    `median ${f.during.medianMs.toFixed(1)} ms, p99 ${f.during.p99Ms.toFixed(0)} ms, max ${f.during.maxMs.toFixed(0)} ms ` +
      `(before ${f.before.medianMs.toFixed(1)}/${f.before.maxMs.toFixed(0)} ms)`,
  );
  line(
    "  a bare Node server meanwhile (the machine's own delay)",
    `median ${f.control.medianMs.toFixed(1)} ms, p99 ${f.control.p99Ms.toFixed(0)} ms, max ${f.control.maxMs.toFixed(0)} ms`,
  );

  const rf = await benchResultFlood();
  line(
    `/result of ${rf.draws} draws in turn, 1 visitor, 8 in flight, ${rf.seconds} s`,
    `${rf.requests} answers (${Object.entries(rf.answers)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(", ")})`,
  );
  line(
    "  /api/health median: idle / during (aim: during <= 3x idle)",
    `${rf.idle.medianMs.toFixed(1)} / ${rf.during.medianMs.toFixed(1)} ms = ${rf.ratio.toFixed(1)}x ` +
      `(p95 ${rf.during.p95Ms.toFixed(0)} ms, max ${rf.during.maxMs.toFixed(0)} ms)`,
  );
  line(
    "  a bare Node server meanwhile (the machine's own delay)",
    `median ${rf.control.idleMedianMs.toFixed(1)} ms idle, ${rf.control.duringMedianMs.toFixed(1)} ms during`,
  );

  const m = await benchMixedLoad();
  const byStatus = Object.entries(m.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, n]) => `${code}: ${n}`)
    .join(", ");
  line(
    `mixed load, ${m.requests} requests at 100 connections`,
    `${m.requestsPerSecond.toFixed(0)} req/s, p99 ${m.p99Ms} ms, ${m.durationS.toFixed(1)} s`,
  );
  line("  errors / timeouts / 5xx (aim: 0 / 0 / 0)", `${m.errors} / ${m.timeouts} / ${m.fiveXx}`);
  line("  by status", byStatus);
  const runs = m.rssMb.afterRuns;
  line(
    `  app RSS before / after each run of ${m.requests} / 10 s later`,
    `${m.rssMb.before.toFixed(0)} / ${runs.map((r) => r.toFixed(0)).join(", ")} / ${m.rssMb.afterIdle.toFixed(0)} MB`,
  );
  line(
    "  growth from the first run's end to the last's (aim: none)",
    `${(runs.at(-1)! - runs[0]!).toFixed(0)} MB (the first run fills the caches and heaps)`,
  );
  if (m.errors || m.timeouts || m.fiveXx || m.againErrors) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
