/**
 * Ayın Falı (ADR 042) in Chromium: a month of seeded draws opens from the history as its recap
 * page; 'Paylaş' makes the month's link and hands the story image (a 1080x1920 PNG) to the share
 * sheet; the link opens the shared view for anyone, without the question or the owner's name.
 * Screenshots: the page dark and light at 390 px, the shared view, and the story image.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Track } from "@/shared/api/tracks";
import {
  baseURL,
  newContext,
  registerViaApi,
  SCREENSHOT_DIR,
  saveDrawViaApi,
  screenshot,
  watchPage,
} from "./support";

const track = (id: string, title: string, artist: string): Track => ({
  id,
  title,
  artist,
  image: null,
  previewUrl: null,
  externalUrl: null,
});
const QUESTION = "Bu kış taşınacak mıyım acaba";

interface Shared {
  files: { name: string; type: string; size: number }[];
  text?: string;
  url?: string;
}

/** A phone's share sheet that takes files, recording what it was given. */
async function withShareSheet(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __shared: unknown[] };
    w.__shared = [];
    Object.defineProperty(navigator, "canShare", { configurable: true, value: () => true });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: { files?: File[]; text?: string; url?: string }) => {
        w.__shared.push({
          files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
          text: data.text,
          url: data.url,
        });
      },
    });
  });
}

/** An account with a month of draws: 'Işık' twice with 7, one other song with 12 and a question. */
async function accountWithMonth(theme: "dark" | "light") {
  const context = await newContext({ width: 390, theme });
  await withShareSheet(context);
  await registerViaApi(context, { firstName: "Defne", lastName: "Aydın" });
  const isik = track("4u7EnebtmKWzUH433cf5Qv", "Işık", "Duman");
  await saveDrawViaApi(context, { track: isik, number: "7" });
  await saveDrawViaApi(context, {
    track: track("csv:t:sabah", "Sabah Güneşi", "Gülşen"),
    number: "12",
    hint: QUESTION,
    sourceType: "csv",
  });
  await saveDrawViaApi(context, { track: isik, number: "7" });
  const months = await (await context.request.get(`${baseURL}/api/recap`)).json();
  expect(months.months).toHaveLength(1);
  return { context, month: months.months[0].month as string };
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe("Ayın Falı", () => {
  it("opens from the history, shares the story image and a link anyone can open", {
    timeout: 120_000,
  }, async () => {
    const { context, month } = await accountWithMonth("dark");
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto("/history");
    await page.getByTestId("history-recap-link").click();
    await page.waitForURL(`**/ozet/${month}`);
    const view = page.getByTestId("recap-view");
    await view.waitFor();
    expect(await page.getByTestId("recap-total").textContent()).toContain("3");
    expect(await page.getByTestId("recap-track").textContent()).toContain("Işık");
    expect(await page.getByTestId("recap-track").textContent()).toContain("2 kez");
    expect(await page.getByTestId("recap-number").textContent()).toContain("#7");
    expect(await page.getByTestId("recap-streak").textContent()).toContain("1 gün");
    // the songs were never analysed: the page says nothing about the melody
    expect(await page.getByTestId("recap-melody").count()).toBe(0);
    expect((await page.getByTestId("recap-closing").textContent())?.length).toBeGreaterThan(10);
    expect(await page.getByTestId("recap-month-picker").inputValue()).toBe(month);
    expect(await page.getByTestId("recap-private").isVisible()).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, "recap-dark-390");

    // 'Paylaş': the month's link is made and the story image goes to the share sheet
    await page.getByTestId("recap-share-primary").click();
    // the first story image is drawn now, by a worker thread that may be starting (a loaded machine)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared.length), {
        timeout: 45_000,
      })
      .toBe(1);
    const [shared] = await page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);
    expect(shared!.files).toEqual([
      { name: `ayin-fali-${month}.png`, type: "image/png", size: expect.any(Number) },
    ]);
    expect(shared!.files[0]!.size).toBeGreaterThan(10_000);
    const link = shared!.text!.match(/https?:\/\/\S+\/r\/[a-z0-9]+/)?.[0];
    expect(link, shared!.text).toBeTruthy();
    await page.getByTestId("recap-share-url").waitFor();
    // a second press hands over the same link
    await page.getByTestId("recap-share-primary").click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared.length))
      .toBe(2);
    const again = await page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared[1]);
    expect(again!.text).toContain(link!);
    await screenshot(page, "recap-dark-390-shared");

    // the story image: 1080x1920
    const recap = await (await context.request.get(`${baseURL}/api/recap/${month}`)).json();
    const image = await context.request.get(`${baseURL}/api/og/recap/${recap.share.id}?format=story`);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const png = await image.body();
    expect(pngSize(png)).toEqual([1080, 1920]);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(`${SCREENSHOT_DIR}/recap-story.png`, png);

    // anyone with the link: the shared view, no question, no name
    const visitor = await newContext({ width: 390, theme: "dark" });
    const publicPage = await visitor.newPage();
    const publicWatch = watchPage(publicPage);
    await publicPage.goto(link!.replace(/^https?:\/\/[^/]+/, ""));
    await publicPage.waitForURL(`**/ozet/${recap.share.id}`);
    await publicPage.getByTestId("recap-shared").waitFor();
    const text = (await publicPage.locator("main").textContent()) ?? "";
    expect(text).toContain("Işık");
    for (const secret of [QUESTION, "Defne", "Aydın"]) expect(text).not.toContain(secret);
    const html = await (await visitor.request.get(`${baseURL}/ozet/${recap.share.id}`)).text();
    expect(html).toContain('property="og:title" content="Ayın Falı: ');
    expect(html).toContain(`/api/og/recap/${recap.share.id}?format=story`);
    expect(html).not.toContain(QUESTION);
    await publicPage.evaluate(() => document.fonts.ready);
    await screenshot(publicPage, "recap-shared-dark-390");
    publicWatch.assertClean();
    watch.assertClean();
    await visitor.close();
    await context.close();
  });

  it("reads well in the light theme, and the statistics page links to it", async () => {
    const { context, month } = await accountWithMonth("light");
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto("/stats");
    await page.getByTestId("stats-recap-link").click();
    await page.waitForURL(`**/ozet/${month}`);
    await page.getByTestId("recap-view").waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, "recap-light-390");

    // a month without draws says so, in Turkish
    await page.goto("/ozet/2001-01");
    expect(await page.getByTestId("recap-empty").textContent()).toContain("Bu ayda çekilmiş bir falın yok");
    watch.assertClean();
    await context.close();
  });
});
