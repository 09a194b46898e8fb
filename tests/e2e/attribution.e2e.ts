/**
 * Providers' artwork as their rules ask (ADR 020): Spotify covers and YouTube thumbnails shown
 * whole, nothing drawn over them, with the provider's mark and a link back to the track, on /play,
 * /result/{id} and the history cards; and where the hint goes, on /play and the privacy page.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Track } from "@/shared/api/tracks";
import { newContext, openPage, registerViaApi, saveDrawViaApi, screenshot } from "./support";

const SPOTIFY_TRACK: Track = {
  id: "4uLU6hMCjMI75M1A2tKUQC",
  title: "Gülpembe",
  artist: "Barış Manço",
  image: "https://i.scdn.co/image/ab67616d0000b273gulpembe",
  previewUrl: null,
  externalUrl: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
};
const YOUTUBE_TRACK: Track = {
  id: "yt:kD9bN6dQ1mE",
  title: "Dönence",
  artist: "Barış Manço",
  image: "https://i.ytimg.com/vi/kD9bN6dQ1mE/hqdefault.jpg",
  previewUrl: null,
  externalUrl: "https://www.youtube.com/watch?v=kD9bN6dQ1mE",
};
/** A CSV row with a picture from some other site: not a provider's art, so the vinyl. */
const CSV_TRACK: Track = {
  id: "csv:t:gece",
  title: "Gece Mavisi",
  artist: "Mor ve Ötesi",
  image: "https://example.com/cover.jpg",
  previewUrl: null,
  externalUrl: null,
};
const PROVIDER = "OpenAI, L.L.C. (ABD)";

const ids: Record<string, string> = {};
beforeAll(async () => {
  const owner = await newContext();
  await registerViaApi(owner, { firstName: "Deniz" });
  for (const track of [SPOTIFY_TRACK, YOUTUBE_TRACK, CSV_TRACK])
    ids[track.id] = (await saveDrawViaApi(owner, { track, number: "2026" })).id;
  await owner.close();
});

/** The cover shows the provider's image whole, links to the track, and nothing lies over it. */
async function expectWholeCover(
  scope: Locator,
  track: Track,
  provider: "spotify" | "youtube",
  ratio: number,
) {
  const cover = scope.getByTestId("track-cover");
  expect(await cover.getAttribute("href")).toBe(track.externalUrl);
  expect(await cover.getAttribute("data-provider")).toBe(provider);
  const img = cover.locator("img");
  expect(await img.getAttribute("src")).toBe(track.image);
  expect(await img.evaluate((el) => getComputedStyle(el).objectFit)).toBe("contain");
  const box = (await cover.boundingBox())!;
  expect(Math.abs(box.width / box.height - ratio)).toBeLessThan(0.02);
  // Nothing inside the cover but the image, and nothing painted over it: at its centre and near
  // each corner the topmost element is the image itself.
  expect(await cover.evaluate((el) => el.children.length)).toBe(1);
  const topmost = await img.evaluate((el) => {
    // in the middle of the screen, clear of the sticky header
    el.scrollIntoView({ block: "center" });
    const r = el.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.08, 0.08],
      [0.92, 0.08],
      [0.08, 0.92],
      [0.92, 0.92],
    ];
    return points.map(
      ([fx, fy]) => document.elementFromPoint(r.x + r.width * fx!, r.y + r.height * fy!) === el,
    );
  });
  expect(topmost).toEqual([true, true, true, true, true]);
  const mark = scope.getByTestId("provider-attribution");
  expect(await mark.getAttribute("data-provider")).toBe(provider);
  expect(await mark.getAttribute("href")).toBe(track.externalUrl);
  expect((await mark.textContent())?.trim()).toBe(provider === "spotify" ? "Spotify" : "YouTube");
  expect(await mark.locator("svg").count()).toBe(1);
}

/** Answers /api/config as a server with a model run by PROVIDER would. */
async function withModelProvider(context: BrowserContext) {
  await context.route("**/api/config", async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), modelProvider: PROVIDER } });
  });
}

/** /play with a one-track playlist of `track`, the number 1 drawn. */
async function playWith(
  track: Track,
  theme: "dark" | "light",
  model = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({ theme, width: 390, height: 844 });
  if (model) await withModelProvider(context);
  await registerViaApi(context, { firstName: "Deniz" });
  const source = track.externalUrl?.includes("youtube")
    ? { type: "youtube", idOrUrl: "PLfake", resolvedId: "PLfake" }
    : { type: "spotify", idOrUrl: "37i9dQZF1DX0XUsuxWHRQd", resolvedId: "37i9dQZF1DX0XUsuxWHRQd" };
  await context.addInitScript(
    (state) => {
      if (!sessionStorage.getItem("game_state")) sessionStorage.setItem("game_state", state);
    },
    JSON.stringify({ source, tracks: [track], round: 1, roomId: crypto.randomUUID(), lastResult: null }),
  );
  const page = await context.newPage();
  await page.goto("/play");
  await page.getByTestId("number-input").fill("1");
  await page.getByRole("button", { name: "Falımı Çek" }).click();
  await expect.poll(() => page.getByTestId("drawn-number").textContent()).toBe("#1");
  return { context, page };
}

describe("attribution on /result/{id}", () => {
  it.each([
    ["spotify", SPOTIFY_TRACK, 1],
    ["youtube", YOUTUBE_TRACK, 16 / 9],
  ] as const)(
    "a %s track: the cover whole, the provider's mark and the link back",
    async (provider, track, ratio) => {
      for (const theme of ["dark", "light"] as const) {
        const { context, page, watch } = await openPage(`/result/${ids[track.id]}`, {
          theme,
          width: 390,
          height: 844,
        });
        const card = page.getByTestId("result-track");
        await card.getByTestId("track-cover").locator("img").waitFor();
        await expectWholeCover(card, track, provider, ratio);
        expect((await card.getByTestId("streaming-link").textContent())?.trim()).toBe(
          provider === "spotify" ? "Spotify'da aç" : "YouTube'da aç",
        );
        await screenshot(page, `attribution-result-${provider}-${theme}-390`);
        watch.assertClean();
        await context.close();
      }
    },
  );

  it("a CSV track whose picture is no provider's: the vinyl, no mark, no cover link", async () => {
    const { context, page } = await openPage(`/result/${ids[CSV_TRACK.id]}`, { width: 390 });
    const card = page.getByTestId("result-track");
    await card.getByTestId("cover-placeholder").waitFor();
    expect(await card.locator("img").count()).toBe(0);
    expect(await card.getByTestId("provider-attribution").count()).toBe(0);
    expect(await card.getByTestId("track-cover").count()).toBe(0);
    await context.close();
  });
});

describe("attribution on /play and in the history", () => {
  it.each([
    ["spotify", SPOTIFY_TRACK, 1],
    ["youtube", YOUTUBE_TRACK, 16 / 9],
  ] as const)("/play with a %s track", async (provider, track, ratio) => {
    for (const theme of ["dark", "light"] as const) {
      const { context, page } = await playWith(track, theme, true);
      const card = page.getByTestId("track-result");
      await card.getByTestId("track-cover").locator("img").waitFor();
      await expectWholeCover(card, track, provider, ratio);
      await screenshot(page, `attribution-play-${provider}-${theme}-390`);
      await context.close();
    }
  });

  it("history cards carry the mark and the link, the number beside the cover", async () => {
    const { context, page } = await openPage("/history", { signIn: { firstName: "Deniz" }, width: 390 });
    const owner = context;
    await saveDrawViaApi(owner, { track: SPOTIFY_TRACK, number: "12" });
    await saveDrawViaApi(owner, { track: YOUTUBE_TRACK, number: "13" });
    await page.reload();
    const cards = page.getByTestId("draw-card");
    await expect.poll(() => cards.count()).toBe(2);
    const spotify = cards.filter({ hasText: SPOTIFY_TRACK.title });
    await spotify.getByTestId("track-cover").locator("img").waitFor();
    await expectWholeCover(spotify, SPOTIFY_TRACK, "spotify", 1);
    const youtube = cards.filter({ hasText: YOUTUBE_TRACK.title });
    // a square box in the list: the thumbnail letterboxed in it, whole
    await expectWholeCover(youtube, YOUTUBE_TRACK, "youtube", 1);
    await screenshot(page, "attribution-history-dark-390");
    await context.close();
  });
});

describe("where the hint goes", () => {
  it("with a model: the hint field and the privacy page name its provider and the transfer abroad", async () => {
    const { context, page } = await playWith(SPOTIFY_TRACK, "dark", true);
    expect(await page.getByTestId("hint-sent-note").textContent()).toContain(
      `İpucun, yorumu yazan modelin sağlayıcısına gönderilir: ${PROVIDER}.`,
    );
    await page.goto("/privacy-policy");
    const item = page.getByTestId("privacy-model");
    await item.waitFor();
    const text = (await item.textContent()) ?? "";
    expect(text).toContain(PROVIDER);
    expect(text).toContain("odak ipucu, şarkı sözlerinden kısa bir bölüm");
    expect(text).toContain("KVKK'nın 9. maddesi");
    expect(text).toContain("yurt dışında");
    await screenshot(page, "attribution-privacy-model-dark-390");
    await context.close();
  });

  it("without a model: no line under the hint field, and the privacy page says nothing leaves", async () => {
    const { context, page } = await playWith(SPOTIFY_TRACK, "light");
    await page.getByTestId("hint-input").waitFor();
    expect(await page.getByTestId("hint-sent-note").count()).toBe(0);
    await page.goto("/privacy-policy");
    const item = page.getByTestId("privacy-model");
    await item.waitFor();
    expect(await item.textContent()).toContain("hiçbir yere gönderilmez");
    await context.close();
  });

  it("the landing and the terms call it a music game for entertainment", async () => {
    const { context, page } = await openPage("/", { width: 390 });
    expect(await page.getByTestId("landing-entertainment").textContent()).toBe(
      "Şarkı Falı bir müzik oyunudur; yalnızca eğlence amaçlıdır.",
    );
    await page.goto("/terms-of-service");
    await page.getByRole("heading", { name: "Hizmet" }).waitFor();
    expect(await page.locator("body").textContent()).toContain(
      "yalnızca eğlence için oynanan bir müzik oyunudur",
    );
    await context.close();
  });
});
