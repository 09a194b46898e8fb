/**
 * Real CSV inputs as a person meets them (issue 24, ADR 032): a listening history loads as its
 * songs and says so, a file with broken quoting is refused with the line to fix, and a title's
 * version tag stays on the card, in history and on the shared page.
 */

import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseURL,
  type ContextOptions,
  type OpenPage,
  openPage,
  SCREENSHOT_DIR,
  screenshot,
  screenshotOf,
  toastText,
} from "./support";

async function signedInHome(options: ContextOptions = {}): Promise<OpenPage> {
  const opened = await openPage("/", { ...options, signIn: { firstName: "Deniz" } });
  await opened.page.getByRole("heading", { name: "Müziğin Diliyle Geleceğini Keşfet" }).waitFor();
  return opened;
}

async function drawNumber(page: Page, number: string) {
  await page.getByTestId("number-input").fill(number);
  await page.getByRole("button", { name: "Falımı Çek" }).click();
  await expect.poll(() => page.getByTestId("drawn-number").textContent()).toBe(`#${number}`);
}

const VERSIONED = [
  "Track name,Artist name,Album",
  "Heroes (Remastered 2013),David Bowie,Heroes",
  "Tum Hi Ho (FILM Version),Arijit Singh,Aashiqui 2",
  "Gülpembe - Live,Barış Manço,Canlı",
].join("\n");

describe("CSV inputs people really have", () => {
  it("a Last.fm history loads as its songs, and the summary says how often the top one was played", async () => {
    const { context, page, watch } = await signedInHome({ width: 390 });
    await page.getByTestId("csv-input").setInputFiles("tests/fixtures/csv/history/lastfm-recent-tracks.csv");
    await page.waitForURL(`${baseURL}/play`);
    expect(await page.getByTestId("source-line").textContent()).toBe(
      "CSV dosyası: lastfm-recent-tracks · 20 şarkı",
    );
    await expect
      .poll(() => toastText(page))
      .toContain(
        "20 şarkı yüklendi (60 dinleme, tekrarlar birleştirildi). En çok dinlediğin: «Gülpembe» (9 kez dinlendi)",
      );
    const tracks = await page.evaluate(() => JSON.parse(sessionStorage.getItem("game_tracks") ?? "[]"));
    expect(tracks[0]).toMatchObject({ title: "Bohemian Rhapsody - Remastered 2011", plays: 3 });
    // the drawn card says how often the song was played
    await drawNumber(page, "1");
    expect(await page.getByTestId("track-title").textContent()).toBe("Bohemian Rhapsody - Remastered 2011");
    expect(await page.getByTestId("track-plays").textContent()).toBe("3 kez dinlendi");
    watch.assertClean();
    await context.close();
  });

  it("a file with broken quoting is refused with the line to fix, and nothing loads", async () => {
    const { context, page } = await signedInHome();
    await page
      .getByTestId("csv-input")
      .setInputFiles("tests/fixtures/csv/broken-quoting/tunemymusic-lost-separator-line-842.csv");
    await expect
      .poll(() => toastText(page))
      .toContain("CSV dosyasının 842. satırı okunamadı: Tırnak işaretleri");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("a file whose exporter left quotes unescaped loads every song in its place", async () => {
    const { context, page } = await signedInHome();
    await page
      .getByTestId("csv-input")
      .setInputFiles("tests/fixtures/csv/broken-quoting/exportify-net-unescaped-labels.csv");
    await page.waitForURL(`${baseURL}/play`);
    expect(await page.getByTestId("source-line").textContent()).toBe(
      "CSV dosyası: exportify-net-unescaped-labels · 30 şarkı",
    );
    await drawNumber(page, "13");
    expect(await page.getByTestId("track-title").textContent()).toBe("Hey Jude - Remastered 2015");
    await context.close();
  });

  it("keeps the version tag on the card, in history and on the shared page", async () => {
    const { context, page, watch } = await signedInHome();
    await page
      .getByTestId("csv-input")
      .setInputFiles({ name: "sürümler.csv", mimeType: "text/csv", buffer: Buffer.from(VERSIONED, "utf8") });
    await page.waitForURL(`${baseURL}/play`);
    await drawNumber(page, "2");
    expect(await page.getByTestId("track-title").textContent()).toBe("Tum Hi Ho (FILM Version)");
    // a playlist, not a history: no play count on the card
    expect(await page.getByTestId("track-plays").count()).toBe(0);
    await drawNumber(page, "1");
    expect(await page.getByTestId("track-title").textContent()).toBe("Heroes (Remastered 2013)");

    await page.getByRole("button", { name: "Fal Yorumu Oluştur" }).click();
    const share = page.getByRole("link", { name: "Paylaş (WhatsApp, X, Instagram)" });
    await share.waitFor();
    const id = /\/result\/([0-9a-f-]{36})/.exec((await share.getAttribute("href")) ?? "")?.[1];
    expect(id).toBeTruthy();

    await page.goto(`${baseURL}/history`);
    await expect
      .poll(() => page.getByTestId("draw-link").allTextContents())
      .toContainEqual(expect.stringContaining("Heroes (Remastered 2013)"));
    await page.goto(`${baseURL}/result/${id}`);
    await page.getByRole("heading", { name: "Falınız" }).waitFor();
    expect(await page.getByTestId("track-title").textContent()).toBe("Heroes (Remastered 2013)");
    watch.assertClean();
    await context.close();
  });

  it.each(["dark", "light"] as const)(
    "screenshots at 390 px, %s: the history's import and a versioned card",
    async (theme) => {
      const { context, page } = await signedInHome({ width: 390, theme });
      await page
        .getByTestId("csv-input")
        .setInputFiles("tests/fixtures/csv/history/lastfm-recent-tracks.csv");
      await page.waitForURL(`${baseURL}/play`);
      await page.getByTestId("number-input").waitFor();
      await expect.poll(() => toastText(page)).toContain("kez dinlendi");
      // what the person sees at once: the play screen under the toast (a full-page shot resizes
      // the window, which can bring the page's loading state back)
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/csv-history-import-${theme}-390.png` });
      await drawNumber(page, "1");
      await screenshotOf(page.getByTestId("track-result"), `csv-history-card-${theme}-390`);

      await page.goto(`${baseURL}/`);
      await page.getByTestId("csv-input").setInputFiles({
        name: "sürümler.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(VERSIONED, "utf8"),
      });
      await page.waitForURL(`${baseURL}/play`);
      await drawNumber(page, "1");
      await screenshotOf(page.getByTestId("track-result"), `csv-version-card-${theme}-390`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByTestId("track-result").waitFor();
      await screenshot(page, `csv-version-card-${theme}-1280`);
      await context.close();
    },
  );
});
