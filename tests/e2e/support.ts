import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";

export const baseURL = inject("baseURL");
export const fakeUrls = inject("fakes");
const SCREENSHOT_DIR = "test-results/screenshots";

let browser: Browser | undefined;
export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject("wsEndpoint"));
  return browser;
}

export interface ContextOptions {
  theme?: "dark" | "light";
  width?: number;
  height?: number;
}

export async function newContext({
  theme,
  width = 1280,
  height = 900,
}: ContextOptions = {}): Promise<BrowserContext> {
  const b = await getBrowser();
  const context = await b.newContext({
    baseURL,
    viewport: { width, height },
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  if (theme) await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
  return context;
}

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

/** Signs a context in through the API (the fixture way); one test types into the form instead. */
export async function registerViaApi(
  context: BrowserContext,
  body: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
) {
  const payload = { email: uniqueEmail(), password: "e2e-sifre", ...body };
  const res = await context.request.post(`${baseURL}/api/auth/register`, { data: payload });
  expect(res.status()).toBe(201);
  return { ...payload, user: await res.json() };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** The text of the toast on screen (one at a time). */
export function toast(page: Page) {
  return page.locator("[data-state=open][role=status], li[data-state=open]").first();
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/** A cover for an image URL of a provider's CDN, drawn locally (a hue from the URL). */
export function coverSvg(url: string): string {
  let hash = 0;
  for (const ch of url) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 55% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 22%)"/>
</linearGradient></defs><rect width="300" height="300" fill="url(#g)"/>
<circle cx="150" cy="150" r="92" fill="none" stroke="rgba(255,255,255,.25)" stroke-width="2"/>
<circle cx="150" cy="150" r="20" fill="rgba(255,255,255,.35)"/></svg>`;
}

/** Nothing leaves the machine: images from other hosts are drawn locally, the rest refused. */
export async function stayOffline(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) =>
      route.request().resourceType() === "image"
        ? route.fulfill({ contentType: "image/svg+xml", body: coverSvg(route.request().url()) })
        : route.abort(),
  );
}
