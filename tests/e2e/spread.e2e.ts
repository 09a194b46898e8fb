/**
 * 'Geçmiş · Şimdi · Gelecek' (Premium): a Premium person loads a ready-made list, makes a
 * three-song spread and sees the three labelled songs and one comment; history holds it as one
 * draw and its shared page shows all three. A free person sees the option locked.
 */
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import type { BrowserContext } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { readyListTracks } from "@/shared/ready-lists";
import { baseURL, dismissToasts, openPage, screenshot, toastText } from "./support";

const LIST = "anadolu-rock";

async function grantPremium(email: string) {
  const { stdout } = await promisify(execFile)(process.execPath, ["dist/server/premium.js", "grant", email], {
    env: { ...process.env, DATA_DIR: inject("dataDir"), DATABASE_URL: "" },
  });
  expect(stdout.startsWith(`Premium granted to ${email}.\nAccount created `)).toBe(true);
}

async function saveImage(context: BrowserContext, id: string, format: "og" | "story", name: string) {
  const res = await context.request.get(`${baseURL}/api/og/${id}?format=${format}`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  mkdirSync("test-results/screenshots", { recursive: true });
  writeFileSync(`test-results/screenshots/${name}.png`, await res.body());
}

describe("Geçmiş · Şimdi · Gelecek", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`a Premium person makes a three-song spread, finds it in history and on its shared page (${theme})`, async () => {
      const { context, page, watch, account } = await openPage("/", {
        signIn: { firstName: "Deniz" },
        width: 390,
        theme,
      });
      await grantPremium(account!.email);
      await page.reload();
      await page.getByTestId(`ready-list-${LIST}`).click();
      await page.waitForURL(`${baseURL}/play`);
      await dismissToasts(page);

      const spreadMode = page.getByTestId("mode-spread");
      expect(await spreadMode.getAttribute("data-locked")).toBeNull();
      await spreadMode.click();
      const tracks = readyListTracks(LIST)!;
      const numbers = [3, 52, 7];
      for (const [i, n] of numbers.entries()) await page.getByTestId(`spread-number-${i}`).fill(String(n));
      await page.getByTestId("theme-ask").click();
      await screenshot(page, `spread-play-form-${theme}-390`);

      const request = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/spreads"));
      await page.getByTestId("spread-button").click();
      const body = (await request).postDataJSON();
      expect(body.theme).toBe("ask");
      expect(body.cards.map((c: { number: string }) => c.number)).toEqual(["3", "52", "7"]);
      await page.getByTestId("spread-comment").waitFor();

      // (n - 1) mod 50: the 3rd, 2nd and 7th songs, under their labels.
      const expected = [tracks[2]!, tracks[1]!, tracks[6]!];
      for (const [i, label] of ["Geçmiş", "Şimdi", "Gelecek"].entries()) {
        const song = page.getByTestId(`spread-song-${i}`);
        expect(await song.textContent()).toContain(label);
        expect(await song.getByTestId("track-title").textContent()).toBe(expected[i]!.title);
      }
      const comment = await page.getByTestId("spread-comment").textContent();
      for (const label of ["Geçmiş:", "Şimdi:", "Gelecek:"]) expect(comment).toContain(label);
      expect(comment).toContain("eğlence amaçlıdır");
      // the three come one after another, then the comment
      const delays = await page.evaluate(() =>
        ["spread-song-0", "spread-song-1", "spread-song-2"].map((id) => {
          const style = getComputedStyle(document.querySelector(`[data-testid="${id}"]`)!);
          return `${style.animationName} ${style.animationDelay}`;
        }),
      );
      expect(delays).toEqual(["reveal-rise 0s", "reveal-rise 0.4s", "reveal-rise 0.8s"]);
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      await screenshot(page, `spread-play-result-${theme}-390`);

      // One draw in history, with the three songs.
      const shareHref = await page.getByTestId("spread-share-link").getAttribute("href");
      const id = shareHref!.replace("/result/", "");
      await page.goto("/history");
      const cards = page.getByTestId("draw-card");
      await cards.first().waitFor();
      expect(await cards.count()).toBe(1);
      const lines = await cards.first().getByTestId("spread-lines").textContent();
      for (const t of expected) expect(lines).toContain(t.title);

      // The shared page, signed out: the three songs and the comment.
      await context.clearCookies();
      await page.goto(`/result/${id}`);
      await page.getByTestId("result-spread").waitFor();
      for (const [i, t] of expected.entries()) {
        expect(await page.getByTestId(`result-spread-${i}`).getByTestId("track-title").textContent()).toBe(
          t.title,
        );
      }
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Üç şarkı, tek fal");
      expect(await page.getByTestId("result-comment").textContent()).toContain("Gelecek:");
      await screenshot(page, `spread-result-${theme}-390`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, `spread-result-${theme}-1280`);
      if (theme === "dark") {
        await saveImage(context, id, "og", "spread-og");
        await saveImage(context, id, "story", "spread-story");
      }
      watch.assertClean();
      await context.close();
    });
  }

  it("a free person sees it locked: a tap explains it is Premium and opens the Premium dialog", async () => {
    const { context, page, watch } = await openPage("/", { signIn: { firstName: "Ece" }, width: 390 });
    await page.getByTestId(`ready-list-${LIST}`).click();
    await page.waitForURL(`${baseURL}/play`);
    await dismissToasts(page);
    const spreadMode = page.getByTestId("mode-spread");
    expect(await spreadMode.getAttribute("data-locked")).toBe("true");
    expect(await spreadMode.textContent()).toContain("Premium");
    await screenshot(page, "spread-locked-switch-dark-390");
    await spreadMode.click();
    await expect.poll(() => toastText(page)).toContain("Premium üyelere özel");
    await page.getByRole("dialog").waitFor();
    expect(await page.getByRole("dialog").textContent()).toContain("Geçmiş · Şimdi · Gelecek");
    // the single draw stays; no spread form appears
    expect(await page.getByTestId("spread-card").count()).toBe(0);
    await screenshot(page, "spread-locked-dialog-dark-390");
    // and the server refuses a spread made by hand
    const res = await context.request.post(`${baseURL}/api/spreads`, { data: {} });
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe("Geçmiş · Şimdi · Gelecek çekilişi Premium üyelere özel.");
    watch.assertClean();
    await context.close();
  });
});
