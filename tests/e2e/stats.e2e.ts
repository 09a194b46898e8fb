/**
 * Detailed statistics (/stats) and the detailed history: a free account sees them locked, with the
 * Premium dialog; a Premium account (granted the operator's way, as in premium.e2e.ts) sees its
 * own figures as charts and narrows its history with the filters.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Track } from "@/shared/api/tracks";
import {
  baseURL,
  dismissToasts,
  newContext,
  registerViaApi,
  saveDrawViaApi,
  screenshot,
  toastText,
  watchPage,
} from "./support";

async function grantPremium(email: string) {
  const { stdout } = await promisify(execFile)(process.execPath, ["dist/server/premium.js", "grant", email], {
    env: { ...process.env, DATA_DIR: inject("dataDir"), DATABASE_URL: "" },
  });
  expect(stdout.startsWith(`Premium granted to ${email}.\nAccount created `)).toBe(true);
}

const track = (id: string, title: string, artist: string): Track => ({
  id,
  title,
  artist,
  image: null,
  previewUrl: null,
  externalUrl: null,
});

/** A signed-in account with a few draws: two Spotify songs and one from a CSV file. */
async function accountWithDraws(options: { premium: boolean; width?: number; theme?: "dark" | "light" }) {
  const context = await newContext({ width: options.width ?? 390, theme: options.theme });
  const account = await registerViaApi(context, { firstName: "Ada" });
  await saveDrawViaApi(context, { track: track("4u7EnebtmKWzUH433cf5Qv", "Işık", "Duman"), number: "7" });
  await saveDrawViaApi(context, { track: track("4u7EnebtmKWzUH433cf5Qv", "Işık", "Duman"), number: "7" });
  await saveDrawViaApi(context, {
    track: track("csv:t:sabah", "Sabah Güneşi", "Gülşen"),
    number: "12",
    sourceType: "csv",
  });
  if (options.premium) await grantPremium(account.email);
  return { context, account };
}

async function open(
  context: BrowserContext,
  path: string,
): Promise<{ page: Page; watch: ReturnType<typeof watchPage> }> {
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto(path);
  return { page, watch };
}

describe("/stats for a free account", () => {
  it("shows a locked, blurred example and opens the Premium dialog; no figures are asked for", async () => {
    const { context } = await accountWithDraws({ premium: false });
    const asked: string[] = [];
    context.on("request", (r) => {
      if (r.url().includes("/api/analytics/detailed")) asked.push(r.url());
    });
    const { page, watch } = await open(context, "/stats");
    const locked = page.getByTestId("stats-locked");
    await locked.waitFor();
    expect(await locked.textContent()).toContain("Ayrıntılı istatistikler Premium'a özel");
    expect(await locked.textContent()).toContain("Örnek görünüm, senin verilerin değil");
    // the example is hidden from screen readers and cannot be reached
    expect(await page.getByTestId("stats-view").getAttribute("data-testid")).toBe("stats-view");
    expect(await page.locator("[inert] [data-testid=stats-view]").count()).toBe(1);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, "stats-locked-dark-390");

    await page.getByTestId("stats-premium").click();
    await page.getByRole("dialog").waitFor();
    expect(await page.getByRole("dialog").textContent()).toContain("Ayrıntılı geçmiş ve istatistikler");
    await expect.poll(() => toastText(page)).toContain("Premium Özellik");
    expect(asked).toEqual([]);
    // the server refuses too
    const res = await context.request.get(`${baseURL}/api/analytics/detailed`);
    expect(res.status()).toBe(403);
    watch.assertClean();
    await context.close();
  });

  it("locks the history filters and shows the two-line comment", async () => {
    const { context } = await accountWithDraws({ premium: false });
    const { page, watch } = await open(context, "/history");
    await page.getByTestId("draw-card").first().waitFor();
    expect(await page.getByTestId("history-filters-toggle").count()).toBe(0);
    await page.getByTestId("history-filters-locked").click();
    await page.getByRole("dialog").waitFor();
    await expect
      .poll(() => toastText(page))
      .toContain("Tema, kaynak ve tarih filtreleri Premium üyelere özel.");
    expect(await page.getByTestId("draw-comment").first().getAttribute("class")).toContain("line-clamp-2");
    watch.assertClean();
    await context.close();
  });

  it("is linked from the user menu and the history page", async () => {
    const { context } = await accountWithDraws({ premium: false, width: 1280 });
    const { page } = await open(context, "/history");
    await page.getByTestId("history-stats-link").click();
    await page.waitForURL(`${baseURL}/stats`);
    await page.goto("/");
    await page.getByTestId("user-menu").click();
    await page.getByTestId("menu-stats").click();
    await page.waitForURL(`${baseURL}/stats`);
    await page.getByTestId("stats-locked").waitFor();
    await context.close();
  });
});

describe("/stats for a Premium account", () => {
  it("draws its own figures as charts, each with a text alternative", async () => {
    const { context } = await accountWithDraws({ premium: true });
    const { page, watch } = await open(context, "/stats");
    const view = page.getByTestId("stats-view");
    await view.waitFor();
    expect(await page.getByTestId("stats-locked").count()).toBe(0);
    const weeks = page.getByTestId("stats-weeks");
    expect(await weeks.textContent()).toContain("Son 12 haftada 3 fal");
    // the chart's table for screen readers: 12 weeks, this one with its 3 draws
    expect(await weeks.locator("table tr").count()).toBe(12);
    expect(await weeks.locator("table tr").last().textContent()).toContain("3 fal");
    expect(await weeks.locator("figure svg rect").count()).toBe(1);
    expect(await page.getByTestId("stats-sources").textContent()).toMatch(/Spotify2 fal.*CSV dosyası1 fal/);
    expect(await page.getByTestId("stats-tracks").textContent()).toContain("Işık");
    expect(await page.getByTestId("stats-numbers").textContent()).toMatch(/^.*72 kez.*121 kez/);
    expect(await page.getByTestId("stats-streak").textContent()).toContain("1 gün");
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, "stats-premium-dark-390");
    watch.assertClean();
    await context.close();
  });

  it("filters the history by source and shows the whole comment", async () => {
    const { context } = await accountWithDraws({ premium: true, theme: "light" });
    const { page, watch } = await open(context, "/history");
    await page.getByTestId("draw-card").first().waitFor();
    expect(await page.getByRole("tab", { name: /^Tümü/ }).textContent()).toBe("Tümü (3)");
    expect(await page.getByTestId("draw-comment").first().getAttribute("class")).not.toContain("line-clamp");
    await page.getByTestId("history-filters-toggle").click();
    await page.getByTestId("filter-source").selectOption("csv");
    await expect.poll(() => page.getByTestId("draw-card").count()).toBe(1);
    expect(await page.getByTestId("draw-link").allTextContents()).toEqual(["Sabah Güneşi"]);
    expect(await page.getByRole("tab", { name: /^Tümü/ }).textContent()).toBe("Tümü (1)");
    await dismissToasts(page);
    await screenshot(page, "history-premium-filters-light-390");
    watch.assertClean();
    await context.close();
  });
});

describe("smoke: /stats in both themes (screenshots saved, not compared)", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const width of [390, 1280]) {
      it(`stats (${theme}, ${width}px)`, async () => {
        const { context } = await accountWithDraws({ premium: true, width, theme });
        const { page, watch } = await open(context, "/stats");
        await page.getByTestId("stats-view").waitFor();
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `stats-${theme}-${width}`);
        watch.assertClean();
        await context.close();
      });
    }
  }
  it("the locked preview in the light theme", async () => {
    const { context } = await accountWithDraws({ premium: false, theme: "light" });
    const { page } = await open(context, "/stats");
    await page.getByTestId("stats-locked").waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, "stats-locked-light-390");
    await context.close();
  });
});
