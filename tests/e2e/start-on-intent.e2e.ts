/**
 * A page sent with its content starts its app only when it is wanted (client/inline/paint-first-boot.ts,
 * ADR 043): on the first sign of a person, or once it has lain still, or at once when its address
 * carries something for the app to do. Before that, links are plain links, and a press on a button
 * is held and answered once the app is live (lib/held-press.ts): never lost, never made twice.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { APP_START_MARK, HYDRATED_MARK, STILL_START_MS } from "@/shared/document";
import { baseURL, hold, newContext, registerViaApi, saveDrawViaApi, toastText, watchPage } from "./support";

const isLive = (page: Page) =>
  page.evaluate((mark) => mark in document.documentElement.dataset, HYDRATED_MARK);
const waitLive = (page: Page) =>
  page.waitForFunction((mark) => mark in document.documentElement.dataset, HYDRATED_MARK);
const started = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, APP_START_MARK);

/** A visitor's page opened without a sign of a person (the frame's goto: the page's own moves the mouse). */
async function openStill(path: string, theme: "dark" | "light" = "dark") {
  const context = await newContext({ width: 390, height: 844, theme });
  const page = await context.newPage();
  const watch = watchPage(page);
  // the app's React (its largest module) held back, as on a slow connection, until the test lets it through
  const release = await hold(page, "**/assets/react-*.js");
  await page.mainFrame().goto(`${baseURL}${path}`);
  return { context, page, watch, release };
}

describe("a page sent with its content starts its app when it is wanted", () => {
  it("not while the page is only read: then on the first sign of a person", async () => {
    const { context, page, watch, release } = await openStill("/privacy-policy");
    release();
    await page.waitForLoadState("networkidle");
    expect(await started(page)).toBe(false);
    expect(await isLive(page)).toBe(false);
    await page.mouse.move(100, 300);
    await waitLive(page);
    expect(await started(page)).toBe(true);
    watch.assertClean();
    await context.close();
  });

  it("answers a press on a button made before the app was live, once, when it is", async () => {
    const { context, page, watch, release } = await openStill("/");
    const toggle = page.getByTestId("theme-toggle");
    // pressed twice while nothing seemed to happen: one wish
    await toggle.click();
    await toggle.click();
    expect(await isLive(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    release();
    await waitLive(page);
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    await expect.poll(() => toggle.getAttribute("aria-label")).toBe("Koyu görünüme geç");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    // and from now on, presses are the app's own
    await toggle.click();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    watch.assertClean();
    await context.close();
  });

  it("answers a press on the shared page's 'Kopyala' made before the app was live", async () => {
    const maker = await newContext();
    await registerViaApi(maker);
    const { id } = await saveDrawViaApi(maker, {
      track: {
        id: "spotify-start-on-intent",
        title: "Yalnızlık Senfonisi",
        artist: "Sezen Aksu",
        image: "https://i.scdn.co/image/yalnizlik",
        externalUrl: "https://open.spotify.com/track/yalnizlik",
      },
      number: "12",
    });
    await maker.close();
    const { context, page, watch, release } = await openStill(`/result/${id}`);
    await page.getByTestId("share-copy-link").click();
    expect(await isLive(page)).toBe(false);
    release();
    await expect.poll(() => toastText(page)).toContain("kopyalandı");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/result/${id}`);
    watch.assertClean();
    await context.close();
  });

  it("follows a link before the app is live, as a plain link", async () => {
    const { context, page, release } = await openStill("/");
    await page.getByRole("link", { name: "Giriş Yap & Başla" }).click();
    await page.waitForURL(`${baseURL}/login`);
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).waitFor();
    release();
    await context.close();
  });

  it("keeps the page as sent for a visitor who chose the light theme: a press made before the app was live is answered", async () => {
    // The theme is the visitor's own (stored), the page was prerendered dark: the app must not
    // throw away the page's HTML when it learns the stored theme, or the held press would be made
    // on a button no longer on the page, and lost.
    const { context, page, watch, release } = await openStill("/login", "light");
    // the toggle shows the visitor's theme's icon already (the page was prerendered dark)
    const shownIcon = () => page.getByTestId("theme-toggle").locator("svg:visible").getAttribute("class");
    expect(await shownIcon()).toContain("lucide-moon");
    const register = page.getByRole("button", { name: "Kaydol" });
    await register.evaluate((button) => {
      (window as unknown as { pressed?: Element }).pressed = button;
    });
    await register.click();
    release();
    await waitLive(page);
    await page.getByRole("heading", { name: "Hesap Oluştur" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { pressed: Element }).pressed.isConnected)).toBe(
      true,
    );
    expect(await page.getByTestId("theme-toggle").getAttribute("aria-label")).toBe("Koyu görünüme geç");
    expect(await shownIcon()).toContain("lucide-moon");
    watch.assertClean();
    await context.close();
  });

  it("starts by itself once the page has lain still, and at once when the address asks for it", async () => {
    const still = await openStill("/privacy-policy");
    still.release();
    await waitLive(still.page);
    still.watch.assertClean();
    await still.context.close();

    // a sign-in provider's error comes in the address: the app shows it without a person's sign
    const context = await newContext({ width: 390, height: 844 });
    const page = await context.newPage();
    await page.mainFrame().goto(`${baseURL}/login?hata=iptal`);
    await waitLive(page);
    const { appStart, loaded } = await page.evaluate((mark) => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return { appStart: performance.getEntriesByName(mark)[0]!.startTime, loaded: navigation!.loadEventEnd };
    }, APP_START_MARK);
    // started before a page lying still would have
    expect(appStart).toBeLessThan(loaded + STILL_START_MS);
    await context.close();
  });
});
