/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the built app started as
 * `npm start` would: the landing page, the sign-in page, the privacy policy and a real shared
 * draw's /result/{id}, all as a visitor without a session; each page three times, the median of
 * each figure (issue 24: its Total Blocking Time swings from run to run). Debian's Chromium through
 * chrome-launcher (CHROME_PATH, default /usr/bin/chromium). `BENCH_LIGHTHOUSE=0 npm run bench`
 * skips it (about 20 s a run on this machine); BENCH_LIGHTHOUSE_RUNS sets the runs a page.
 */

import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { withBuiltApp } from "./built-app";
import { saveBenchDraw } from "./http";

export interface LighthouseRow {
  page: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** issue 16's goals, and issue 24's Total Blocking Time */
export const LIGHTHOUSE_GOALS = {
  performance: 98,
  tbtMs: 150,
  fcpMs: 1000,
  lcpMs: 1500,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

/** Runs a page is measured; the table shows each figure's median over them. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function medianRow(runs: LighthouseRow[]): LighthouseRow {
  const of = (key: Exclude<keyof LighthouseRow, "page">) => median(runs.map((r) => r[key]));
  return {
    page: runs[0]!.page,
    performance: of("performance"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    cls: of("cls"),
    tbtMs: of("tbtMs"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
  };
}

export async function benchLighthouse(): Promise<LighthouseRow[] | null> {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) return null;
  return withBuiltApp("lighthouse", async (base) => {
    const drawId = await saveBenchDraw(base);
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    try {
      const rows: LighthouseRow[] = [];
      for (const path of ["/", "/login", "/privacy-policy", `/result/${drawId}`]) {
        const runs: LighthouseRow[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measure(chrome.port, `${base}${path}`, path));
        rows.push(medianRow(runs));
      }
      return rows;
    } finally {
      chrome.kill();
    }
  });
}

/** One Lighthouse run of one page. */
async function measure(port: number, url: string, path: string): Promise<LighthouseRow> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const row: LighthouseRow = {
    page: path.startsWith("/result/") ? "/result/{id}" : path,
    performance: score("performance"),
    fcpMs: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
  // what kept a score below 100, for the one reading the table
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.info(`  ${path} ${id}: ${audit.id} (${audit.title})`);
      }
    }
  }
  return row;
}

/** The table `npm run bench` prints: each figure with its goal beside it. */
export function lighthouseTable(rows: LighthouseRow[]): string {
  const g = LIGHTHOUSE_GOALS;
  const head = [
    "page",
    `performance (>=${g.performance})`,
    `FCP (<=${g.fcpMs / 1000} s)`,
    `LCP (<=${g.lcpMs / 1000} s)`,
    `CLS (<=${g.cls})`,
    `TBT (<=${g.tbtMs} ms)`,
    `accessibility (${g.accessibility})`,
    `best practices (${g.bestPractices})`,
    `SEO (${g.seo})`,
  ];
  const lines = rows.map((r) => [
    r.page,
    String(r.performance),
    `${(r.fcpMs / 1000).toFixed(2)} s`,
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    r.cls.toFixed(3),
    `${r.tbtMs.toFixed(0)} ms`,
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [fmt(head), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...lines.map(fmt)].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchLighthouse();
  console.info(
    rows ? lighthouseTable(rows) : "Lighthouse: skipped, run `npm run build` first (and install chromium)",
  );
}
