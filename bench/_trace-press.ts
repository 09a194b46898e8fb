import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "/work/wt/tbt/tests/e2e/chromium";
import { CLOSED_PORT_URL } from "/work/wt/tbt/tests/support/config";
import { startAppProcess } from "/work/wt/tbt/tests/support/process";
import { saveBenchDraw } from "/work/wt/tbt/bench/http";

const dataDir = mkdtempSync(join(tmpdir(), "sf-tr-"));
const app = await startAppProcess({ from: "built", dataDir, env: { LRCLIB_BASE: CLOSED_PORT_URL, LLM_BASE_URL: "" } });
const drawId = await saveBenchDraw(app.base);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
const paths = (process.env.PATHS ?? "/,/login,/privacy-policy,result").split(",");
for (const p of paths) {
  const path = p === "result" ? `/result/${drawId}` : p;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "tr-TR" });
  const page = await context.newPage();
  await page.goto(app.base + path);
  await page.waitForLoadState("networkidle");
  const cdp = await context.newCDPSession(page);
  const events: any[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as any[])));
  const complete = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,loading,blink.user_timing,disabled-by-default-devtools.timeline,v8", transferMode: "ReportEvents" });
  await page.mouse.move(200, 400);
  await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await cdp.send("Tracing.end");
  await complete;
  const mark = events.find((e) => e.name === "app-start");
  const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid);
  const tasks = main.filter((e) => e.name === "RunTask" && e.ph === "X").sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
  let blocking = 0;
  for (const t of tasks) blocking += Math.max(0, (t.tdur / 1000) * 4 - 50);
  console.log(`${p}: ${tasks.length} tasks, blocking ${blocking.toFixed(0)}`);
  const t0 = tasks.length ? Math.min(...tasks.map((t) => t.ts)) : 0;
  for (const t of tasks.slice(0, 8)) {
    const inner = main
      .filter((e) => e.ts >= t.ts && e.ts <= t.ts + t.dur && e !== t && (e.ph !== "X" || (e.tdur ?? e.dur) > 500))
      .map((e) => `${e.name}/${e.ph}${(e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url) ? "(" + (e.args.data.url || e.args.data.stackTrace[0].url).split("/").pop() + ")" : ""}${e.args?.data?.functionName ? "[" + e.args.data.functionName + "]" : ""} ${(((e.tdur ?? e.dur) ?? 0) / 1000).toFixed(1)}`)
      .slice(0, 14);
    console.log(`  ${(t.tdur / 1000).toFixed(1)} ms at ${((t.ts - t0) / 1000).toFixed(0)}: ${inner.join(", ")}`);
  }
  await context.close();
}
await browser.close();
await app.stop();
