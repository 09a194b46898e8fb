/**
 * A Premium account: made through the API, then granted Premium the operator's way, with the built
 * `npm run premium` command against the running e2e app (it reaches the app through its data folder's
 * operator socket). The grant shows without signing in again.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { baseURL, newContext, type OpenPage, registerViaApi, screenshot, watchPage } from "./support";

async function grantPremium(email: string) {
  const { stdout } = await promisify(execFile)(process.execPath, ["dist/server/premium.js", "grant", email], {
    env: { ...process.env, DATA_DIR: inject("dataDir"), DATABASE_URL: "" },
  });
  expect(stdout.startsWith(`Premium granted to ${email}.\nAccount created `)).toBe(true);
}

async function premiumOnPlay(): Promise<OpenPage> {
  const context = await newContext();
  const account = await registerViaApi(context);
  expect(account.user.isPremium).toBe(false);
  await grantPremium(account.email);
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto("/");
  // the same session, now Premium
  const me = await context.request.get(`${baseURL}/api/auth/user`);
  expect((await me.json()).isPremium).toBe(true);
  await page.getByTestId("csv-input").setInputFiles("tests/fixtures/csv/exportify.csv");
  await page.waitForURL(`${baseURL}/play`);
  return { context, page, watch, account };
}

describe("premium themes", () => {
  it("a premium user picks Aşk, gets and saves an Aşk comment, and a theme change resets the block", async () => {
    const { context, page, watch } = await premiumOnPlay();
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
    await context.close();
  });
});
