/**
 * What every end-to-end file shares: the browser (closed after each file by tests/e2e/setup.ts),
 * contexts that never leave the machine, signing in, opening a page with a console watch, holding
 * a request, toasts and screenshots.
 */
import { mkdirSync } from "node:fs";
import {
  type Browser,
  type BrowserContext,
  type Cookie,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { expect, inject } from "vitest";
import type { CommentAnswer } from "@/shared/api/comment";
import type { CreateDrawBody } from "@/shared/api/draws";
import type { Track } from "@/shared/api/tracks";
import { dataAttribute, HYDRATED_MARK, ROOT_ID } from "@/shared/document";
import { drawBody } from "@/shared/draw-body";
import type { PageAddress } from "@/shared/routes";
import type { ThemeId } from "@/shared/themes";
import { hash32 } from "../fakes/http";

export const baseURL = inject("baseURL");
export const SCREENSHOT_DIR = "test-results/screenshots";

let browser: Browser | undefined;
export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject("wsEndpoint"));
  return browser;
}

export interface ContextOptions {
  theme?: "dark" | "light";
  width?: number;
  height?: number;
  /** the app's service worker: blocked unless a test is about it (tests/e2e/pwa.e2e.ts) */
  serviceWorkers?: "allow" | "block";
}

/**
 * Each context is a person of their own, at an address of their own: the app runs behind a
 * pretend proxy (TRUST_PROXY=1, global-setup.ts) and each context sends its X-Forwarded-For, so
 * the per-address sign-up and sign-in budgets (30 a minute) count people, not the whole suite.
 */
let contextCount = 0;
function nextAddress(): string {
  contextCount++;
  const pool = Number(process.env.VITEST_POOL_ID ?? 1) % 200;
  return `198.18.${pool}.${(contextCount % 250) + 1}`;
}

/**
 * Toasts stay until a test has read them: the spec's 5 s pass quickly on a loaded machine between
 * a step and the read that follows, and a closed toast is gone from the page. Radix pauses every
 * toast while the window is blurred, so each new toast gets a window 'blur' (a string: no helper of
 * the test bundle may be needed in the page). At most one toast shows (spec), so none pile up;
 * tests close them with dismissToasts().
 */
const HOLD_TOASTS = `(() => {
  const hold = () => window.dispatchEvent(new Event("blur"));
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes)
        if (n instanceof HTMLElement && (n.matches("li[data-state]") || n.querySelector("li[data-state]"))) {
          setTimeout(hold, 30);
          setTimeout(hold, 300);
        }
  }).observe(document, { childList: true, subtree: true });
})();`;

export async function newContext({
  theme,
  width = 1280,
  height = 900,
  serviceWorkers = "block",
}: ContextOptions = {}): Promise<BrowserContext> {
  const b = await getBrowser();
  const context = await b.newContext({
    baseURL,
    serviceWorkers,
    viewport: { width, height },
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    permissions: ["clipboard-read", "clipboard-write"],
    extraHTTPHeaders: { "x-forwarded-for": nextAddress() },
  });
  if (theme) await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await context.addInitScript(HOLD_TOASTS);
  await stayOffline(context);
  context.on("page", waitForHydrationOnLoad);
  return context;
}

/**
 * A prerendered page (server/pages/) shows its buttons before React runs, and starts the app only
 * on the first sign of a person (client/inline/paint-first-boot.ts). goto and reload therefore
 * move the mouse, as a person at the page would, and wait until the app marks the page live
 * (app.tsx), so a test starts from a live page.
 */
function waitForHydrationOnLoad(page: Page) {
  const prerenderedRoot = `#${ROOT_ID}[${dataAttribute("prerendered")}]`;
  const live = async () => {
    if (await page.locator(prerenderedRoot).count()) {
      // two moves: one of them is to a new place, which is what makes a pointermove
      await page.mouse.move(1, 1);
      await page.mouse.move(2, 2);
    }
    await page.waitForFunction(
      ([root, hydrated]) => !document.querySelector(root) || hydrated in document.documentElement.dataset,
      [prerenderedRoot, HYDRATED_MARK] as const,
    );
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
}

export type PageWatch = ReturnType<typeof watchPage>;

/**
 * Collects what would be a bug on the page: uncaught exceptions and console errors. The 401 of
 * the current-user call while signed out is expected (spec: it decides the signed-out state).
 */
export function watchPage(page: Page): { errors: string[]; assertClean(): void } {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const text = m.text();
    if (
      /Failed to load resource: the server responded with a status of (401|404|409|429|400|403|502|503)/.test(
        text,
      )
    )
      return;
    errors.push(`console.error: ${text}`);
  });
  return {
    errors,
    assertClean() {
      expect(errors).toEqual([]);
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@ornek.com`;
}

export interface NewAccount {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** Signs a context in through the API (the fixture way); one test types into the form instead. */
export async function registerViaApi(context: BrowserContext, body: NewAccount = {}) {
  const payload = { email: uniqueEmail(), password: "e2e-sifre", ...body };
  const res = await context.request.post(`${baseURL}/api/auth/register`, { data: payload });
  expect(res.status()).toBe(201);
  return { ...payload, user: await res.json() };
}

export interface DrawSeed {
  track: Track;
  number?: string;
  theme?: ThemeId;
  hint?: string;
  sessionId?: string | null;
  /** what the app sends from the loaded playlist; absent: the server reads it from the track id */
  sourceType?: CreateDrawBody["sourceType"];
  /** the playlist's id as the server resolved it (ready-made list: its id) */
  sourceId?: string;
}

/**
 * Saves a draw through the API the way the app does: /api/comment writes the comment (the server
 * keeps it), then /api/draws saves that record by its commentId. The signed-in context's cookies
 * are used. Answers the draw's id and the comment as written.
 */
export async function saveDrawViaApi(
  context: BrowserContext,
  { track, number = "7", theme = "genel", hint, sessionId = null, sourceType, sourceId }: DrawSeed,
): Promise<{ id: string; comment: CommentAnswer }> {
  const written = await context.request.post(`${baseURL}/api/comment`, {
    data: { track, theme, ...(hint ? { hint } : {}), salt: `seed-${track.id}-${number}`, number },
  });
  expect(written.status()).toBe(200);
  const comment = (await written.json()) as CommentAnswer;
  const body = drawBody(comment, track, { number, theme, sessionId, sourceType, sourceId });
  const saved = await context.request.post(`${baseURL}/api/draws`, { data: body });
  expect(saved.status()).toBe(201);
  return { id: ((await saved.json()) as { id: string }).id, comment };
}

export interface OpenOptions extends ContextOptions {
  /** sign in first: a new account (fields optional) or the cookies of a saved session */
  signIn?: NewAccount | Cookie[];
  reducedMotion?: boolean;
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** watching from before the first navigation */
  watch: PageWatch;
  /** the account made by `signIn`, when it made one */
  account?: Awaited<ReturnType<typeof registerViaApi>>;
}

/**
 * A fresh context (offline), signed in when asked, and a watched page on `path`: a page of the
 * route table (shared/routes.ts; a path of no page is opened with page.goto, on purpose).
 */
export async function openPage(path: PageAddress, options: OpenOptions = {}): Promise<OpenPage> {
  const context = await newContext(options);
  let account: OpenPage["account"];
  if (Array.isArray(options.signIn)) await context.addCookies(options.signIn);
  else if (options.signIn) account = await registerViaApi(context, options.signIn);
  const page = await context.newPage();
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  const watch = watchPage(page);
  await page.goto(path);
  return { context, page, watch, account };
}

/**
 * Holds every request matching `pattern` until the returned function is called, so a test can
 * look at a loading state for as long as it needs.
 */
export async function hold(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    // the test may have closed the page meanwhile
    await route.continue().catch(() => {});
  });
  return release;
}

/** A full-page screenshot from the top, so the sticky header sits where a person sees it. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** A screenshot of one element. */
export async function screenshotOf(locator: Locator, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await locator.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

/**
 * The text of the toast on screen (one at a time), "" when none is open. It reads without
 * waiting, so `expect.poll(() => toastText(page))` retries until its own timeout and then says
 * what was there (a waiting locator read inside a poll outlives the poll and hangs the test).
 */
export async function toastText(page: Page): Promise<string> {
  const texts = await page.locator("[data-state=open][role=status], li[data-state=open]").allTextContents();
  return texts[0] ?? "";
}

/** Closes every toast on screen, waiting for each to go rather than for a fixed time. */
export async function dismissToasts(page: Page) {
  const close = page.getByRole("button", { name: "Bildirimi kapat" });
  for (let open = await close.count(); open > 0; open = await close.count()) {
    await close
      .first()
      .click({ timeout: 1000 })
      .catch(() => {}); // it may be closing by itself
    await expect.poll(() => close.count()).toBeLessThan(open);
  }
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/** A cover for an image URL of a provider's CDN, drawn locally (a hue from the URL). */
function coverSvg(url: string): string {
  const hue = hash32(url) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 55% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 22%)"/>
</linearGradient></defs><rect width="300" height="300" fill="url(#g)"/>
<circle cx="150" cy="150" r="92" fill="none" stroke="rgba(255,255,255,.25)" stroke-width="2"/>
<circle cx="150" cy="150" r="20" fill="rgba(255,255,255,.35)"/></svg>`;
}

/**
 * Nothing leaves the machine: images from other hosts are drawn locally, the rest refused.
 * Every context from newContext() has it.
 */
export async function stayOffline(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) =>
      route.request().resourceType() === "image"
        ? route.fulfill({ contentType: "image/svg+xml", body: coverSvg(route.request().url()) })
        : route.abort(),
  );
}
