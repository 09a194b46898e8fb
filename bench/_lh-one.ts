import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CLOSED_PORT_URL } from "../tests/support/config";
import { startAppProcess } from "../tests/support/process";
import { saveBenchDraw } from "./http";

const dataDir = mkdtempSync(join(tmpdir(), "sf-lh1-"));
const app = await startAppProcess({ from: "built", dataDir, env: { LRCLIB_BASE: CLOSED_PORT_URL, LLM_BASE_URL: "" } });
const drawId = await saveBenchDraw(app.base);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
for (const p of (process.env.PATHS ?? "/").split(",")) {
  const path = p === "result" ? `/result/${drawId}` : p;
  for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
    const r = await lighthouse(app.base + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const a = r!.lhr.audits;
    console.log(`${p}: perf ${Math.round(r!.lhr.categories.performance!.score! * 100)} TBT ${a["total-blocking-time"]!.numericValue!.toFixed(0)} FCP ${a["first-contentful-paint"]!.numericValue!.toFixed(0)} LCP ${a["largest-contentful-paint"]!.numericValue!.toFixed(0)} TTI ${a["interactive"]?.numericValue?.toFixed(0)}`);
    const lt = (a["long-tasks"]?.details as any)?.items ?? [];
    for (const t of lt) console.log(`   long task ${t.url} start ${t.startTime?.toFixed(0)} dur ${t.duration?.toFixed(0)}`);
    const reqs = ((a["network-requests"]?.details as any)?.items ?? []).map((x: any) => `${x.url.replace(app.base, "")}@${x.networkRequestTime?.toFixed(0)}`);
    console.log("   requests:", reqs.join(" "));
  }
}
chrome.kill();
await app.stop();
