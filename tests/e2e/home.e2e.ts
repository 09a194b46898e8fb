import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SPOTIFY_FAILING_PLAYLIST_ID, SPOTIFY_FIXTURE_PLAYLIST_ID } from "../fakes/spotify";
import { fakeYoutubePlaylistId, YOUTUBE_FIXTURE_PLAYLIST_ID } from "../fakes/youtube";
import {
  baseURL,
  type ContextOptions,
  hold,
  newContext,
  type OpenPage,
  openPage,
  registerViaApi,
  screenshot,
  screenshotOf,
  toastText,
} from "./support";

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

async function signedInHome(options: ContextOptions = {}): Promise<OpenPage> {
  const opened = await openPage("/", { ...options, signIn: { firstName: "Deniz" } });
  await opened.page.getByRole("heading", { name: "Müziğin Diliyle Geleceğini Keşfet" }).waitFor();
  return opened;
}

const spotifyCard = (page: Page) => page.getByTestId("spotify-card");
const youtubeCard = (page: Page) => page.getByTestId("youtube-card");

describe("home: loading playlists", () => {
  it("loads a Spotify playlist and lands on /play with the song count", async () => {
    const { context, page, watch } = await signedInHome();
    await spotifyCard(page)
      .getByRole("textbox")
      .fill(`https://open.spotify.com/playlist/${SPOTIFY_FIXTURE_PLAYLIST_ID}?si=x`);
    await spotifyCard(page).getByRole("button", { name: "Şarkıları Getir" }).click();
    await page.waitForURL(`${baseURL}/play`);
    await expect.poll(() => toastText(page)).toContain(`${spotifyCount} şarkı yüklendi`);
    await expect.poll(() => toastText(page)).toContain("Başarılı!");
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
    await expect.poll(() => toastText(page)).toContain(`${youtubeCount} video yüklendi`);
    expect(await page.getByTestId("source-line").textContent()).toBe(
      `YouTube playlist · ${youtubeCount} video`,
    );
    await context.close();
  });

  it("says in the toast when a long playlist was read only up to its first 1,000 rows", async () => {
    const { context, page } = await signedInHome({ width: 390 });
    await youtubeCard(page).getByRole("textbox").fill(fakeYoutubePlaylistId(1800, "uzunliste"));
    await youtubeCard(page).getByRole("button", { name: "Videoları Getir" }).click();
    await page.waitForURL(`${baseURL}/play`);
    // 1,000 rows read, of which the fake's deleted and private videos (1 in 10) are skipped
    await expect
      .poll(() => toastText(page))
      .toContain("900 video yüklendi. Liste çok uzun olduğu için yalnızca ilk 1.000 parçası okundu.");
    await screenshot(page, "play-capped-youtube-dark-390");
    await context.close();
  });

  it("loads a CSV file and shows its name and song count", async () => {
    const { context, page } = await signedInHome();
    await page.getByTestId("csv-input").setInputFiles("tests/fixtures/csv/exportify.csv");
    await page.waitForURL(`${baseURL}/play`);
    const line = await page.getByTestId("source-line").textContent();
    expect(line).toMatch(/^CSV dosyası: exportify · \d+ şarkı$/);
    await expect.poll(() => toastText(page)).toContain("şarkı yüklendi");
    await context.close();
  });

  it("a CSV that is not a playlist gets a toast that says why, and nothing loads", async () => {
    const { context, page } = await signedInHome();
    await page.getByTestId("csv-input").setInputFiles("tests/fixtures/csv/not-a-playlist.csv");
    await expect.poll(() => toastText(page)).toContain("Yükleme hatası");
    await expect.poll(() => toastText(page)).toContain("şarkı listesine benzemiyor");
    expect(page.url()).toBe(`${baseURL}/`);
    await context.close();
  });

  it("a failing provider shows its toast and suggests CSV", async () => {
    const { context, page } = await signedInHome();
    await spotifyCard(page).getByRole("textbox").fill(SPOTIFY_FAILING_PLAYLIST_ID);
    await spotifyCard(page).getByRole("button", { name: "Şarkıları Getir" }).click();
    await expect.poll(() => toastText(page)).toContain("Yükleme hatası");
    await expect.poll(() => toastText(page)).toContain("Playlist yüklenemedi. CSV ile devam edebilirsiniz.");
    expect(page.url()).toBe(`${baseURL}/`);
    await context.close();
  });

  it("blank inputs get the spec's toasts", async () => {
    const { context, page } = await signedInHome();
    await spotifyCard(page).getByRole("textbox").fill("   ");
    await spotifyCard(page).getByRole("button", { name: "Şarkıları Getir" }).click();
    await expect.poll(() => toastText(page)).toContain("Lütfen bir Spotify playlist URL'si girin");
    await youtubeCard(page).getByRole("button", { name: "Videoları Getir" }).click();
    await expect.poll(() => toastText(page)).toContain("Lütfen bir YouTube playlist URL'si girin");
    await expect.poll(() => toastText(page)).toContain("Hata");
    await context.close();
  });

  it("each form has its own loading state", async () => {
    const { context, page } = await signedInHome();
    const release = await hold(page, "**/api/spotify/tracks");
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
      "$4,99",
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

/**
 * A TuneMyMusic "My Spotify Library" export: liked songs, saved albums and artists (not songs),
 * and playlists, one of them long enough for a grouped count.
 */
function tuneMyMusicLibrary(): { name: string; mimeType: string; buffer: Buffer } {
  const rows = ["\ufeffTrack name,Artist name,Album,Playlist name,Type,ISRC,Spotify - id"];
  const id = (n: number) => `${String(n).padStart(6, "0")}AbCdEfGhIjKlMnOp`;
  rows.push(
    '"Şımarık","Tarkan","Ölürüm Sana","Favorite Songs","Favorite","TRA019700001","1ZqHjApl3pfzwjweTfMi0g"',
  );
  rows.push(
    '"Ölürüm Sana","Tarkan","Ölürüm Sana","Favorite Albums","Album","886443000001","3pAIdAqCDvE5RZCrPXzW3g"',
  );
  rows.push('"Barış Manço","","","Favorite Artists","Artist","","2pBsHlR9LJ7N4ZrsbUzBGJ"');
  for (let i = 1; i <= 1204; i++) {
    rows.push(`"Yol Şarkısı ${i}","Sanatçı ${i % 37}","Yol","Uzun Yol","Playlist","","${id(i)}"`);
  }
  rows.push('"Gidiyorum","Sezen Aksu","Gidiyorum","Sabah Kahvesi","Playlist","","4u7EnebtmKWzUH433cf5Qv"');
  rows.push('"Affet","Müslüm Gürses","Affet","Favorite Songs","Favorite","","0VjIjW4GlUZAMYd2vXMi3b"');
  return {
    name: "My Spotify Library.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(rows.join("\n"), "utf8"),
  };
}

describe("home: CSV library exports", () => {
  it("offers the playlists of a library file, and the chosen one lands on /play with a grouped count", async () => {
    const { context, page, watch } = await signedInHome({ width: 390 });
    await page.getByTestId("csv-input").setInputFiles(tuneMyMusicLibrary());
    const chooser = page.getByTestId("csv-playlist-chooser");
    await chooser.waitFor();
    expect(await chooser.textContent()).toContain("Bu dosyada 3 playlist var");
    const options = chooser.getByTestId("csv-playlist-option");
    expect(await options.allTextContents()).toEqual([
      "Tüm listeler1.207 şarkı",
      "Favorite Songs2 şarkı",
      "Uzun Yol1.204 şarkı",
      "Sabah Kahvesi1 şarkı",
    ]);
    // Nothing is loaded before the person chooses.
    expect(page.url()).toBe(`${baseURL}/`);
    await chooser.getByRole("radio", { name: /Uzun Yol/ }).check();
    await chooser.getByRole("button", { name: "Bu listeyle devam et" }).click();
    await page.waitForURL(`${baseURL}/play`);
    await expect.poll(() => toastText(page)).toContain("1.204 şarkı yüklendi");
    expect(await page.getByTestId("source-line").textContent()).toBe(
      "CSV dosyası: Uzun Yol (My Spotify Library) · 1.204 şarkı",
    );
    // Albums and artists of the library never become songs of the draw.
    await page.getByTestId("number-input").fill("1205");
    await page.getByRole("button", { name: "Falımı Çek" }).click();
    await expect
      .poll(() => page.getByTestId("track-title").textContent(), { timeout: 15_000 })
      .toBe("Yol Şarkısı 1");
    watch.assertClean();
    await context.close();
  });

  it("'all' keeps every song of the file, and another file can be picked instead", async () => {
    const { context, page } = await signedInHome();
    await page.getByTestId("csv-input").setInputFiles(tuneMyMusicLibrary());
    const chooser = page.getByTestId("csv-playlist-chooser");
    await chooser.getByRole("button", { name: "Başka dosya seç" }).click();
    await page.getByText("ya da buraya bırak").waitFor();
    await page.getByTestId("csv-input").setInputFiles(tuneMyMusicLibrary());
    await chooser.getByRole("radio", { name: /Tüm listeler/ }).check();
    await chooser.getByRole("button", { name: "Bu listeyle devam et" }).click();
    await page.waitForURL(`${baseURL}/play`);
    expect(await page.getByTestId("source-line").textContent()).toBe(
      "CSV dosyası: My Spotify Library · 1.207 şarkı",
    );
    await context.close();
  });

  it("a file dropped on the chooser replaces the library", async () => {
    const { context, page } = await signedInHome();
    await page.getByTestId("csv-input").setInputFiles(tuneMyMusicLibrary());
    const chooser = page.getByTestId("csv-playlist-chooser");
    await chooser.waitFor();
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], "tek liste.csv", { type: "text/csv" }));
      return transfer;
    }, "title,artist\nŞımarık,Tarkan\nBu Akşam,Duman\n");
    await chooser.dispatchEvent("dragover", { dataTransfer });
    await chooser.dispatchEvent("drop", { dataTransfer });
    await page.waitForURL(`${baseURL}/play`);
    expect(await page.getByTestId("source-line").textContent()).toBe("CSV dosyası: tek liste · 2 şarkı");
    await context.close();
  });

  it("loads a 10,000-song file through the worker", async () => {
    const { context, page, watch } = await signedInHome();
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `"Şarkı ${i + 1}","Sanatçı ${i % 97}","Albüm ${i % 13}"`,
    );
    const buffer = Buffer.from(`Şarkı Adı,Sanatçı,Albüm\n${rows.join("\n")}\n`, "utf8");
    await page.getByTestId("csv-input").setInputFiles({ name: "on bin.csv", mimeType: "text/csv", buffer });
    await page.waitForURL(`${baseURL}/play`);
    expect(await page.getByTestId("source-line").textContent()).toBe("CSV dosyası: on bin · 10.000 şarkı");
    await expect.poll(() => toastText(page)).toContain("10.000 şarkı yüklendi");
    // Read off the main thread, so the page stays responsive while it is parsed.
    expect(workers.some((url) => /csv\.worker/.test(url))).toBe(true);
    watch.assertClean();
    await context.close();
  });

  it("loads a plain list of titles; the drawn song shows its artist as unknown", async () => {
    const { context, page } = await signedInHome({ width: 390 });
    await page
      .getByTestId("csv-input")
      .setInputFiles("tests/fixtures/realworld/csv/05-plain-title-only-playlist.csv");
    await page.waitForURL(`${baseURL}/play`);
    expect(await page.getByTestId("source-line").textContent()).toBe(
      "CSV dosyası: 05-plain-title-only-playlist · 90 şarkı",
    );
    await page.getByTestId("number-input").fill("1");
    await page.getByRole("button", { name: "Falımı Çek" }).click();
    await expect
      .poll(() => page.getByTestId("track-title").textContent(), { timeout: 15_000 })
      .toBe("La Marina Sta Morena");
    expect(await page.getByTestId("track-artist").textContent()).toBe("Bilinmeyen sanatçı");
    await screenshot(page, "play-csv-unknown-artist-dark-390");
    await context.close();
  });

  for (const theme of ["dark", "light"] as const) {
    it(`smoke: playlist chooser renders (${theme}, 390px; screenshot saved, not compared)`, async () => {
      const { context, page } = await signedInHome({ theme, width: 390 });
      await page.getByTestId("csv-input").setInputFiles(tuneMyMusicLibrary());
      await page.getByTestId("csv-playlist-chooser").waitFor();
      await screenshot(page, `home-csv-chooser-${theme}-390`);
      await screenshotOf(page.getByTestId("csv-card"), `home-csv-chooser-card-${theme}-390`);
      await context.close();
    });
  }
});

describe("smoke: home renders in both themes at 390 and 1280 px (screenshots saved, not compared)", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const width of [390, 1280]) {
      it(`home (${theme}, ${width}px)`, async () => {
        const { context, page, watch } = await signedInHome({ theme, width });
        await screenshot(page, `home-${theme}-${width}`);
        watch.assertClean();
        await context.close();
      });
    }
  }
});
