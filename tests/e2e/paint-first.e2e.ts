/**
 * Pages sent paint first (src/server/pages/critical-css.ts, ADR 025): the first paint comes from the HTML
 * and its inlined rules alone; the app's script and the full stylesheet are fetched only after it
 * (and applied and run when the app starts, ADR 043), and the inlined rules draw the page exactly as
 * the full stylesheet does (nothing moves when it arrives).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Track } from "@/shared/api/tracks";
import { APP_START_MARK, HYDRATED_MARK, STILL_START_MS } from "@/shared/document";
import type { PageAddress } from "@/shared/routes";
import {
  baseURL,
  newContext,
  openPage,
  registerViaApi,
  SCREENSHOT_DIR,
  saveDrawViaApi,
  watchPage,
} from "./support";

const TRACK: Track = {
  id: "spotify-paint-first",
  title: "Bir Derdim Var",
  artist: "mor ve ötesi",
  image: "https://i.scdn.co/image/bir-derdim-var",
  externalUrl: "https://open.spotify.com/track/birderdimvar",
};

let owner: BrowserContext;
let resultPath: PageAddress = "/";

beforeAll(async () => {
  owner = await newContext();
  await registerViaApi(owner);
  const { id } = await saveDrawViaApi(owner, { track: TRACK, number: "27", hint: "Bu yaz ne olacak?" });
  resultPath = `/result/${id}`;
});

afterAll(async () => {
  await owner.close();
});

/** When the first contentful paint came, and when the page asked for its script and full stylesheet. */
function loadTimes(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const started = (pattern: RegExp) =>
      performance
        .getEntriesByType("resource")
        .filter((e) => pattern.test(new URL(e.name).pathname))
        .map((e) => ({ url: e.name, start: e.startTime }));
    return {
      paint,
      scripts: started(/^\/assets\/.+\.js$/),
      stylesheets: started(/^\/assets\/.+\.css$/),
      fullStylesheetApplied: [...document.styleSheets].some((s) => s.href?.endsWith(".css")),
    };
  });
}

describe("pages sent paint first", () => {
  for (const path of ["/", "/login", "/privacy-policy", "result"] as const) {
    it(`${path}: paints before its script and full stylesheet are asked for, then hydrates with both`, async () => {
      const { context, page, watch } = await openPage(path === "result" ? resultPath : path, { width: 390 });
      // openPage waited for hydration
      const t = await loadTimes(page);
      expect(t.paint).not.toBeNull();
      expect(t.scripts.length).toBeGreaterThan(0);
      // one stylesheet, fetched ahead after the paint and applied from the cache when the app starts
      expect(new Set(t.stylesheets.map((s) => s.url)).size).toBe(1);
      for (const { start } of [...t.scripts, ...t.stylesheets])
        expect(start).toBeGreaterThanOrEqual(t.paint!);
      expect(t.fullStylesheetApplied).toBe(true);
      watch.assertClean();
      await context.close();
    });
  }

  it("a sign of a person before the first paint starts the app once the page is on screen, not before", async () => {
    const context = await newContext({ width: 390 });
    // A move of the mouse sent as the boot script's last act, in the task that parsed it, so no
    // paint can come between: the boot script listens for signs on the window as it runs.
    await context.addInitScript(`{
      const add = window.addEventListener;
      let sent = false;
      window.addEventListener = function (type, ...rest) {
        add.call(this, type, ...rest);
        if (sent || type !== "pointermove" || document.currentScript?.dataset.entry === undefined) return;
        sent = true;
        window.signBeforePaint = performance.getEntriesByName("first-contentful-paint").length === 0;
        queueMicrotask(() => dispatchEvent(new PointerEvent("pointermove")));
      };
    }`);
    const page = await context.newPage();
    const watch = watchPage(page);
    // the frame's goto: the page's own moves the mouse (support.ts)
    await page.mainFrame().goto(`${baseURL}${resultPath}`);
    // no other sign: the one sent starts the app, long before the page has lain still (STILL_START_MS)
    await page.waitForFunction((mark) => mark in document.documentElement.dataset, HYDRATED_MARK);
    const t = await loadTimes(page);
    const started = await page.evaluate(
      (mark) => ({
        signBeforePaint: (window as unknown as { signBeforePaint?: boolean }).signBeforePaint,
        at: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      }),
      APP_START_MARK,
    );
    expect(started.signBeforePaint).toBe(true);
    expect(started.at).not.toBeNull();
    expect(started.at!).toBeGreaterThanOrEqual(t.paint!);
    expect(started.at!).toBeLessThan(started.load + STILL_START_MS);
    expect(t.scripts.length).toBeGreaterThan(0);
    for (const { start } of [...t.scripts, ...t.stylesheets]) expect(start).toBeGreaterThanOrEqual(t.paint!);
    watch.assertClean();
    await context.close();
  });

  it("runs the app only once the full stylesheet is in, so nothing it renders later is unstyled", async () => {
    const context = await newContext({ width: 390 });
    // when the app marks the page live (app.tsx), on the page's own clock
    // (a string: no helper of the test bundle may be needed in the page; <html> is not there yet)
    await context.addInitScript(`new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated === undefined) return;
      window.hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });`);
    const page = await context.newPage();
    await page.goto("/login");
    const order = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const css = entries.find((e) => new URL(e.name).pathname.endsWith(".css"));
      return {
        cssEnd: css?.responseEnd ?? null,
        hydratedAt: (window as unknown as { hydratedAt?: number }).hydratedAt ?? null,
      };
    });
    expect(order.cssEnd).not.toBeNull();
    expect(order.hydratedAt).not.toBeNull();
    expect(order.hydratedAt!).toBeGreaterThanOrEqual(order.cssEnd!);
    await context.close();
  });

  describe("the inlined rules alone draw the page as the full stylesheet does", () => {
    for (const theme of ["dark", "light"] as const) {
      for (const path of ["/", "/login", "/privacy-policy", "result"] as const) {
        it(`${path}, ${theme}, 390 px`, async () => {
          const target = path === "result" ? resultPath : path;
          // both without the app (it would change what only a browser knows, e.g. the date's
          // time zone); one with the full stylesheet, one with the page's inlined rules alone
          const withFull = await shot(target, theme, { blockStylesheet: false });
          const inlinedOnly = await shot(target, theme, { blockStylesheet: true });
          const name = `paint-first-${path === "/" ? "landing" : path.replace(/\W/g, "")}-${theme}-390`;
          const differing = await visibleDifferences(withFull, inlinedOnly);
          if (differing > 0) {
            mkdirSync(SCREENSHOT_DIR, { recursive: true });
            writeFileSync(`${SCREENSHOT_DIR}/${name}-full.png`, withFull);
            writeFileSync(`${SCREENSHOT_DIR}/${name}-inlined.png`, inlinedOnly);
          }
          expect(differing, `${name}: see test-results/screenshots`).toBe(0);
        });
      }
    }
  });
});

/**
 * Pixels whose colour differs by more than 8 of 255 in a channel between two screenshots of one
 * size. Chromium's software rendering dithers gradients under translucent cards by 1-2 between
 * two loads of the same page; the landing's blurred glow moved by up to 21 in a few dozen pixels
 * (both shots with the full stylesheet), so it is masked. A missing rule changes a size, a colour
 * or a place (the theme button's icon: ~300 pixels).
 */
async function visibleDifferences(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
  );
  const { width, height, channels } = x!.info;
  if (width !== y!.info.width || height !== y!.info.height) return Number.POSITIVE_INFINITY;
  let differing = 0;
  for (let p = 0; p < width * height * channels; p += channels) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(x!.data[p + c]! - y!.data[p + c]!) > 8) {
        differing++;
        break;
      }
    }
  }
  return differing;
}

async function shot(
  path: string,
  theme: "dark" | "light",
  { blockStylesheet }: { blockStylesheet: boolean },
) {
  const context = await newContext({ width: 390, theme });
  const page = await context.newPage();
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  let refused = () => {};
  const stylesheetRefused = new Promise<void>((resolve) => {
    refused = resolve;
  });
  if (blockStylesheet) {
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      await route.abort();
      refused();
    });
  }
  // the frame's goto: the page's own waits for hydration (support.ts), which never comes here
  await page.mainFrame().goto(`${baseURL}${path}`);
  // a sign of a person (in a corner, on no element that changes on hover): the boot script applies
  // the full stylesheet and starts the app (refused here)
  await page.mouse.move(1, 1);
  // the boot script has run: the stylesheet it asked for is applied, or was refused
  if (blockStylesheet) await stylesheetRefused;
  else await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith(".css")));
  await page.evaluate(() => document.fonts.ready);
  // animations (the stars, the glow) at their start, so the two pictures are taken at the same moment
  const png = await page.screenshot({
    fullPage: true,
    animations: "disabled",
    caret: "hide",
    // the landing's glow (a 60 px blurred shadow): not drawn the same twice (visibleDifferences)
    mask: [page.locator('[class*="shadow-[0_0_60px"]')],
  });
  await context.close();
  return png;
}
