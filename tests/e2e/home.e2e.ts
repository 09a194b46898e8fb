import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPOTIFY_FAILING_PLAYLIST_ID, SPOTIFY_FIXTURE_PLAYLIST_ID } from "../fakes/spotify";
import { YOUTUBE_FIXTURE_PLAYLIST_ID } from "../fakes/youtube";
import { baseURL, closeBrowser, newContext, registerViaApi, screenshot, toast, watchPage } from "./support";

afterAll(closeBrowser);

let spotifyCount = 0;
let youtubeCount = 0;
beforeAll(async () => {
  const context = await newContext();
  await registerViaApi(context);
  const s = await context.request.post(`${baseURL}/api/spotify/tracks`, {
    data: { urlOrId: SPOTIFY_FIXTURE_PLAYLIST_ID },
  });
  spotifyCount = (await s.json()).tracks.length;
  const y = await context.request.post(`${baseURL}/api/youtube/tracks`, {
    data: { urlOrId: YOUTUBE_FIXTURE_PLAYLIST_ID },
  });
  youtubeCount = (await y.json()).tracks.length;
  await context.close();
  expect(spotifyCount).toBeGreaterThan(0);
  expect(youtubeCount).toBeGreaterThan(0);
});

async function signedInHome(
  options: Parameters<typeof newContext>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(options);
  await registerViaApi(context, { firstName: "Deniz" });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("heading", { name: "Müziğin Diliyle Geleceğini Keşfet" }).waitFor();
  return { context, page };
}

const spotifyCard = (page: Page) => page.getByTestId("spotify-card");
const youtubeCard = (page: Page) => page.getByTestId("youtube-card");

describe("home: loading playlists", () => {
  it("loads a Spotify playlist and lands on /play with the song count", async () => {
    const { context, page } = await signedInHome();
    const watch = watchPage(page);
    await spotifyCard(page)
      .getByRole("textbox")
      .fill(`https://open.spotify.com/playlist/${SPOTIFY_FIXTURE_PLAYLIST_ID}?si=x`);
    await spotifyCard(page).getByRole("button", { name: "Şarkıları Getir" }).click();
    await page.waitForURL(`${baseURL}/play`);
    await expect.poll(() => toast(page).textContent()).toContain(`${spotifyCount} şarkı yüklendi`);
    expect(await toast(page).textContent()).toContain("Başarılı!");
    expect(await page.getByTestId("source-line").textContent()).toBe(
      `Spotify playlist · ${spotifyCount} şarkı`,
    );
    // A reload keeps the playlist (session storage).
    await page.reload();
    await page.getByTestId("source-line").waitFor();
    expect(await page.getByTestId("source-line").textContent()).toBe(
      `Spotify playlist · ${spotifyCount} şarkı`,
    );
    await screenshot(page, "play-after-spotify-dark-1280");
    await page.getByRole("button", { name: "Playlist Değiştir" }).click();
    await page.waitForURL(`${baseURL}/`);
    watch.assertClean();
    await context.close();
  });

  it("loads a YouTube playlist and lands on /play with the video count", async () => {
    const { context, page } = await signedInHome({ width: 390 });
    await youtubeCard(page)
      .getByRole("textbox")
      .fill(`https://music.youtube.com/playlist?list=${YOUTUBE_FIXTURE_PLAYLIST_ID}`);
    await youtubeCard(page).getByRole("button", { name: "Videoları Getir" }).click();
    await page.waitForURL(`${baseURL}/play`);
    await expect.poll(() => toast(page).textContent()).toContain(`${youtubeCount} video yüklendi`);
    expect(await page.getByTestId("source-line").textContent()).toBe(
      `YouTube playlist · ${youtubeCount} video`,
    );
    await context.close();
  });

  it("loads a CSV file and shows its name and song count", async () => {
    const { context, page } = await signedInHome();
    await page.getByTestId("csv-input").setInputFiles("tests/fixtures/csv/exportify.csv");
    await page.waitForURL(`${baseURL}/play`);
    const line = await page.getByTestId("source-line").textContent();
    expect(line).toMatch(/^CSV dosyası: exportify · \d+ şarkı$/);
    await expect.poll(() => toast(page).textContent()).toContain("şarkı yüklendi");
    await context.close();
  });

  it("a CSV that is not a playlist gets a toast that says why, and nothing loads", async () => {
    const { context, page } = await signedInHome();
    await page.getByTestId("csv-input").setInputFiles("tests/fixtures/csv/not-a-playlist.csv");
    await expect.poll(() => toast(page).textContent()).toContain("Yükleme hatası");
    expect(await toast(page).textContent()).toContain("playlist'e benzemiyor");
    expect(page.url()).toBe(`${baseURL}/`);
    await context.close();
  });

  it("a failing provider shows its toast and suggests CSV", async () => {
    const { context, page } = await signedInHome();
    await spotifyCard(page).getByRole("textbox").fill(SPOTIFY_FAILING_PLAYLIST_ID);
    await spotifyCard(page).getByRole("button", { name: "Şarkıları Getir" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Yükleme hatası");
    expect(await toast(page).textContent()).toContain("Playlist yüklenemedi. CSV ile devam edebilirsiniz.");
    expect(page.url()).toBe(`${baseURL}/`);
    await context.close();
  });

  it("blank inputs get the spec's toasts", async () => {
    const { context, page } = await signedInHome();
    await spotifyCard(page).getByRole("textbox").fill("   ");
    await spotifyCard(page).getByRole("button", { name: "Şarkıları Getir" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Lütfen bir Spotify playlist URL'si girin");
    await youtubeCard(page).getByRole("button", { name: "Videoları Getir" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Lütfen bir YouTube playlist URL'si girin");
    expect(await toast(page).textContent()).toContain("Hata");
    await context.close();
  });

  it("each form has its own loading state", async () => {
    const { context, page } = await signedInHome();
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/spotify/tracks", async (route) => {
      await held;
      await route.continue();
    });
    await spotifyCard(page).getByRole("textbox").fill(SPOTIFY_FIXTURE_PLAYLIST_ID);
    await spotifyCard(page).getByRole("button", { name: "Şarkıları Getir" }).click();
    await spotifyCard(page).getByText("Yükleniyor...").waitFor();
    expect(await spotifyCard(page).getByRole("textbox").isDisabled()).toBe(true);
    expect(await spotifyCard(page).getByRole("button").isDisabled()).toBe(true);
    expect(await youtubeCard(page).getByRole("textbox").isDisabled()).toBe(false);
    expect(await youtubeCard(page).getByRole("button", { name: "Videoları Getir" }).isDisabled()).toBe(false);
    await screenshot(page, "home-loading-dark-1280");
    release();
    await page.waitForURL(`${baseURL}/play`);
    await context.close();
  });

  it("/play without a playlist goes back home", async () => {
    const { context, page } = await signedInHome();
    await page.goto("/play");
    await page.waitForURL(`${baseURL}/`);
    await context.close();
  });

  it("the Premium button opens the Premium dialog", async () => {
    const { context, page } = await signedInHome();
    await page.getByRole("button", { name: "Premium" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? "";
    for (const s of [
      "$4.99",
      "Aşk, Kariyer ve Günlük",
      "Sınırsız fal",
      "istatistik",
      "paylaşım temaları",
      "mobil uygulama",
    ]) {
      expect(text).toContain(s);
    }
    await context.close();
  });
});

describe("home screenshots", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const width of [390, 1280]) {
      it(`home (${theme}, ${width}px)`, async () => {
        const { context, page } = await signedInHome({ theme, width });
        await screenshot(page, `home-${theme}-${width}`);
        await context.close();
      });
    }
  }
});
