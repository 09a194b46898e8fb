/** A premium account (granted by PREMIUM_EMAILS in the e2e server): all four themes. */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  baseURL,
  closeBrowser,
  newContext,
  registerViaApi,
  screenshot,
  stayOffline,
  uniqueEmail,
  watchPage,
} from "./support";

afterAll(closeBrowser);

async function premiumOnPlay(): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await newContext();
  const { user } = await registerViaApi(context, {
    email: uniqueEmail("vip").replace("@ornek.com", "@premium.e2e.test"),
  });
  expect(user.isPremium).toBe(true);
  await stayOffline(context);
  const page = await context.newPage();
  await page.goto("/");
  await page.getByTestId("csv-input").setInputFiles("tests/fixtures/csv/exportify.csv");
  await page.waitForURL(`${baseURL}/play`);
  return { page, close: () => context.close() };
}

describe("premium themes", () => {
  it("a premium user picks Aşk, gets and saves an Aşk comment, and a theme change resets the block", async () => {
    const { page, close } = await premiumOnPlay();
    const watch = watchPage(page);
    for (const id of ["ask", "kariyer", "gunluk"]) {
      expect(await page.getByTestId(`theme-${id}`).locator("input").isDisabled()).toBe(false);
      expect(await page.getByTestId(`theme-${id}`).textContent()).not.toContain("Premium");
    }
    await page.getByTestId("theme-ask").click();
    await page.getByTestId("number-input").fill("5");
    await page.getByRole("button", { name: "Falımı Çek" }).click();
    await page.getByTestId("track-result").waitFor();

    const comment = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/comment"));
    const saved = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/draws"));
    await page.getByRole("button", { name: "Fal Yorumu Oluştur" }).click();
    expect((await comment).postDataJSON().theme).toBe("ask");
    expect((await saved).postDataJSON().theme).toBe("ask");
    await page.getByTestId("share-link").waitFor();
    await screenshot(page, "play-premium-ask-dark-1280");

    // The spec: the block goes back to idle when the theme changes.
    await page.getByTestId("theme-kariyer").click();
    await expect.poll(() => page.getByTestId("comment-block").getAttribute("data-state")).toBe("idle");

    await page.goto("/history");
    const card = page.getByTestId("draw-card").first();
    await card.waitFor();
    const badge = card.getByTestId("theme-badge");
    expect(await badge.textContent()).toBe("Aşk");
    expect(await badge.locator("svg").count()).toBe(1);
    watch.assertClean();
    await close();
  });
});
