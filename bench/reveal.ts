/**
 * The reveal on a slow phone: the built app, a new account, a ready-made list, then 'Falımı Çek'
 * held for the ritual and the staged reveal, in Debian's Chromium at 390x844 with the CPU slowed
 * 4x (CDP Emulation.setCPUThrottlingRate). Frames are timed in the page with requestAnimationFrame
 * and long tasks with a PerformanceObserver, from pressing the button until the reveal has played.
 * The goal: no long task (a task of 50 ms or more) in that time. What made the longest one long is
 * read from the Long Animation Frames API (its scripts by their invoker, then style and layout).
 * `BENCH_REVEAL=0 npm run bench` skips it.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/chromium";
import { CLOSED_PORT_URL } from "../tests/support/config";
import { startAppProcess } from "../tests/support/process";

export interface RevealFigures {
  frames: number;
  /** the 95th percentile of the time between frames */
  p95FrameMs: number;
  maxFrameMs: number;
  /** frames that took longer than 50 ms (a visible stutter) */
  longFrames: number;
  longTasks: number;
  longTaskMs: number;
  /** the longest task, 0 when none reached 50 ms */
  longestTaskMs: number;
  /** what the longest animation frame spent its time on, e.g. "script TimerHandler 31 ms, style+layout 22 ms" */
  longestFrameCause: string;
}

interface PageProbe {
  frames: number[];
  longTasks: number[];
  /** long animation frames: duration, the scripts' invokers and times, style and layout */
  loafs: { duration: number; scripts: string[]; styleLayout: number }[];
  running: boolean;
}

export async function benchReveal(): Promise<RevealFigures | null> {
  if (!existsSync("dist/server/main.js")) return null;
  const dataDir = mkdtempSync(join(tmpdir(), "sf-reveal-"));
  const app = await startAppProcess({
    from: "built",
    dataDir,
    env: { LRCLIB_BASE: CLOSED_PORT_URL, LLM_BASE_URL: "" },
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "tr-TR" });
    const registered = await context.request.post(`${app.base}/api/auth/register`, {
      data: { email: `reveal.${Date.now()}@ornek.com`, password: "bench-sifre", firstName: "Ece" },
    });
    if (registered.status() !== 201) throw new Error(`register: ${registered.status()}`);
    const page = await context.newPage();
    await page.goto(`${app.base}/`);
    await page.getByTestId("ready-list-arabesk").click();
    await page.waitForURL(`${app.base}/play`);
    await page.getByTestId("number-input").fill("27");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

    // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
    await page.evaluate(`(() => {
      const probe = { frames: [], longTasks: [], loafs: [], running: true };
      window.__probe = probe;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) probe.longTasks.push(e.duration);
      }).observe({ type: "longtask" });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const end = e.startTime + e.duration;
          probe.loafs.push({
            duration: e.duration,
            scripts: e.scripts.map((s) => (s.invokerType + " " + s.invoker).slice(0, 60) + " " + Math.round(s.duration) + " ms"),
            styleLayout: e.styleAndLayoutStart ? end - e.styleAndLayoutStart : 0,
          });
        }
      }).observe({ type: "long-animation-frame" });
      const tick = (t) => {
        probe.frames.push(t);
        if (probe.running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    const box = (await page.getByTestId("draw-button").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.getByTestId("staged-reveal").waitFor({ timeout: 10_000 });
    await page.mouse.up();
    // the stages play for about 2.6 s
    await page.waitForTimeout(3000);
    const probe = (await page.evaluate(
      "(() => { window.__probe.running = false; return window.__probe; })()",
    )) as PageProbe;
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    const gaps = probe.frames.slice(1).map((t, i) => t - probe.frames[i]!);
    const worst = [...probe.loafs].sort((a, b) => b.duration - a.duration)[0];
    const sorted = [...gaps].sort((a, b) => a - b);
    return {
      frames: probe.frames.length,
      p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      maxFrameMs: sorted.at(-1) ?? 0,
      longFrames: gaps.filter((g) => g > 50).length,
      longTasks: probe.longTasks.length,
      longTaskMs: probe.longTasks.reduce((a, b) => a + b, 0),
      longestTaskMs: Math.max(0, ...probe.longTasks),
      longestFrameCause: worst
        ? `${Math.round(worst.duration)} ms: ${[...worst.scripts, `style+layout ${Math.round(worst.styleLayout)} ms`].join(", ")}`
        : "none",
    };
  } finally {
    await browser.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
