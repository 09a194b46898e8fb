/**
 * The main thread of the pages a visitor lands on (issue 24, ADR 035, ADR 043), by thread time x4
 * (bench/trace.ts), in Debian's Chromium at 412x823 against the built app, as a visitor without a
 * session, on `/`, `/login`, `/privacy-policy` and a saved draw's `/result/{id}`:
 *  - **as read**: the page loaded with no sign of a person; its tasks from the first paint until
 *    the app's start, if the page lay still long enough for it to come (aim: at most 50 ms
 *    blocking: the browser's own work, fonts swapped in and modules compiled ahead);
 *  - **the app's start**: then the mouse moved over the page, from the task that started the app
 *    until it is live and the network settled (aim: at most 150 ms blocking, the TBT goal).
 * Each page three times, the median by blocking. `BENCH_MAIN_THREAD=0 npm run bench` skips it.
 */

import type { Browser, Page } from "playwright-core";
import { APP_START_MARK, HYDRATED_MARK } from "../src/shared/document";
import { withBuiltApp, withChromium } from "./built-app";
import { saveBenchDraw } from "./http";
import { type Blocking, blocking, mainThreadTasks, traced } from "./trace";

export const MAIN_THREAD_GOALS = { asReadMs: 50, appStartMs: 150 } as const;
const RUNS = 3;

export interface MainThreadRow {
  page: string;
  asRead: Blocking & { appStarted: boolean };
  appStart: Blocking;
}

const isLive = (page: Page) =>
  page.evaluate((mark) => mark in document.documentElement.dataset, HYDRATED_MARK);

/** The page loaded with no sign of a person: its tasks from the first paint to the app's start. */
async function asRead(page: Page, url: string): Promise<MainThreadRow["asRead"]> {
  const events = await traced(page, async () => {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
  });
  // the renderer's main thread: the one that parsed the page
  const thread = events.find((e) => e.name === "ParseHTML");
  if (!thread) throw new Error(`${url}: the trace holds no parsing`);
  const paints = events.filter((e) => e.name === "firstContentfulPaint" && e.pid === thread.pid);
  if (paints.length === 0) throw new Error(`${url}: the trace holds no first contentful paint`);
  const appStart = events.find((e) => e.name === APP_START_MARK && e.pid === thread.pid);
  const from = Math.min(...paints.map((e) => e.ts));
  return {
    ...blocking(mainThreadTasks(events, thread, from, appStart?.ts)),
    appStarted: appStart !== undefined,
  };
}

/** Then a move of the mouse: from the task that started the app until it is live and settled. */
async function appStart(page: Page, url: string): Promise<Blocking> {
  if (await isLive(page))
    throw new Error(`${url}: the app started before a person came (the page lay still)`);
  const events = await traced(page, async () => {
    await page.mouse.move(200, 400);
    await page.waitForFunction((mark) => mark in document.documentElement.dataset, HYDRATED_MARK);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
  });
  const mark = events.find((e) => e.name === APP_START_MARK);
  if (!mark) throw new Error(`${url}: the trace holds no app start`);
  const all = mainThreadTasks(events, mark, 0);
  const startTask = all.find((t) => t.event.ts <= mark.ts && t.event.ts + (t.event.dur ?? 0) >= mark.ts);
  return blocking(mainThreadTasks(events, mark, startTask?.event.ts ?? mark.ts));
}

async function measure(browser: Browser, url: string, page: string): Promise<MainThreadRow> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "tr-TR" });
  try {
    const tab = await context.newPage();
    const read = await asRead(tab, url);
    return { page, asRead: read, appStart: await appStart(tab, url) };
  } finally {
    await context.close();
  }
}

const median = <T>(runs: T[], by: (run: T) => number): T =>
  [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)]!;

export function benchMainThread(): Promise<MainThreadRow[] | null> {
  return withBuiltApp("main-thread", (base) =>
    withChromium(async (browser) => {
      const drawId = await saveBenchDraw(base);
      const rows: MainThreadRow[] = [];
      for (const path of ["/", "/login", "/privacy-policy", `/result/${drawId}`]) {
        const page = path.startsWith("/result/") ? "/result/{id}" : path;
        const runs: MainThreadRow[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, `${base}${path}`, page));
        rows.push({
          page,
          asRead: median(runs, (r) => r.asRead.blockingMs).asRead,
          appStart: median(runs, (r) => r.appStart.blockingMs).appStart,
        });
      }
      return rows;
    }),
  );
}

export function mainThreadTable(rows: MainThreadRow[]): string {
  const cell = (b: Blocking) =>
    `${b.blockingMs.toFixed(0)} ms (${b.tasks} tasks, longest ${b.longestMs.toFixed(0)} ms)`;
  return rows
    .map(
      (r) =>
        `  ${r.page.padEnd(16)} as read ${cell(r.asRead)}${r.asRead.appStarted ? ", the app started by itself" : ""}; ` +
        `the app's start ${cell(r.appStart)}`,
    )
    .join("\n");
}
