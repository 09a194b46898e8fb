/**
 * The pages a visitor lands on are interactive at once (issue 24, ADR 035): after the first paint,
 * the main thread's work comes in tasks short enough that, at Lighthouse's mobile 4x CPU slowdown,
 * they block for at most 150 ms in all (its Total Blocking Time goal).
 *
 * Measured from a Chromium trace by each task's thread time (the CPU the main thread really spent),
 * not its wall time: on a machine shared with other work a task's wall time grows with whatever
 * else runs, its thread time hardly does, so the figure says what the page asks of a phone.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Track } from "@/shared/api/tracks";
import type { PageAddress } from "@/shared/routes";
import { newContext, registerViaApi, saveDrawViaApi, watchPage } from "./support";

const TRACK: Track = {
  id: "spotify-main-thread",
  title: "Gülpembe",
  artist: "Barış Manço",
  image: "https://i.scdn.co/image/gulpembe",
  externalUrl: "https://open.spotify.com/track/gulpembe",
};

/** Lighthouse 12's mobile preset */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const BLOCKING_GOAL_MS = 150;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Loads `path` while tracing, lets the app settle, and returns the main thread's tasks after the first paint. */
async function tasksAfterFirstPaint(page: Page, path: PageAddress): Promise<{ ms: number; at: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,loading,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  await page.goto(path); // waits until the app marks the page live (support.ts)
  // the route's own code and whatever the page fetches after hydration
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await cdp.send("Tracing.end");
  await complete;
  await cdp.detach();

  // the renderer's main thread: the one that parsed the page (the context's first)
  const parse = events.find((e) => e.name === "ParseHTML");
  expect(parse, "the trace holds the page's parsing").toBeDefined();
  const paints = events.filter((e) => e.name === "firstContentfulPaint" && e.pid === parse!.pid);
  expect(paints.length, "the trace holds the first contentful paint").toBeGreaterThan(0);
  const firstPaint = Math.min(...paints.map((e) => e.ts));
  return events
    .filter((e) => e.name === "RunTask" && e.ph === "X" && e.pid === parse!.pid && e.tid === parse!.tid)
    .filter((e) => e.ts >= firstPaint)
    .map((e) => ({ ms: (e.tdur ?? e.dur ?? 0) / 1000, at: (e.ts - firstPaint) / 1000 }));
}

let resultPath: PageAddress = "/";

beforeAll(async () => {
  const owner = await newContext();
  await registerViaApi(owner);
  const { id } = await saveDrawViaApi(owner, { track: TRACK, number: "7", hint: "Bu hafta ne getirecek?" });
  resultPath = `/result/${id}`;
  await owner.close();
});

describe("the first pages block a 4x slower phone for at most 150 ms after the first paint", () => {
  const pages = ["/", "/login", "/privacy-policy", "result"] as const;
  const figures: string[] = [];

  afterAll(() => {
    // the figures, for the one who reads the run (thread time; x4 as Lighthouse's mobile preset)
    console.info(figures.join("\n"));
  });

  for (const path of pages) {
    it(path, async () => {
      const context = await newContext({ width: 412, height: 823 });
      const page = await context.newPage();
      const watch = watchPage(page);
      const target = path === "result" ? resultPath : path;
      const tasks = await tasksAfterFirstPaint(page, target);
      const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.ms * CPU_SLOWDOWN - LONG_TASK_MS), 0);
      const longest = tasks.reduce((max, t) => Math.max(max, t.ms), 0);
      figures.push(
        `${path}: ${tasks.length} tasks after the first paint, longest ${longest.toFixed(1)} ms, ` +
          `blocking at ${CPU_SLOWDOWN}x ${blocking.toFixed(0)} ms`,
      );
      expect(blocking, figures.at(-1)).toBeLessThanOrEqual(BLOCKING_GOAL_MS);
      watch.assertClean();
      await context.close();
    });
  }
});
