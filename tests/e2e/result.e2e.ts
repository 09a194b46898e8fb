import { beforeAll, describe, expect, it } from "vitest";
import type { CommentAnswer } from "@/shared/api/comment";
import type { PublicDraw } from "@/shared/api/draws";
import type { Track } from "@/shared/api/tracks";
import { SHARE_IMAGE_VERSION } from "@/shared/share-themes";
import {
  baseURL,
  hold,
  newContext,
  openPage,
  registerViaApi,
  saveDrawViaApi,
  screenshot,
  toastText,
  watchPage,
} from "./support";

const FULL_TRACK: Track = {
  id: "spotify-isik",
  title: "Işık",
  artist: "Duman",
  image: "https://i.scdn.co/image/isik",
  previewUrl: "https://p.scdn.co/mp3-preview/isik",
  externalUrl: "https://open.spotify.com/track/isik",
};
const BARE_TRACK: Track = { id: "csv:3", title: "Gece Mavisi", artist: "Mor ve Ötesi" };
/** What an old draw without a headline carried: the share text falls back to 100 characters of it. */
const BARE_SHORT = "Ş".repeat(40) + " ".repeat(1) + "ğ".repeat(80);

let fullId = "";
let bareId = "";
/**
 * The comment the server wrote for the full draw as the shared page shows it: its question is
 * hidden by default, so exactly the question-free texts the comment answered (ADR 038).
 */
let full: CommentAnswer;
beforeAll(async () => {
  const owner = await newContext();
  await registerViaApi(owner, { firstName: "Deniz" });
  const saved = await saveDrawViaApi(owner, { track: FULL_TRACK, number: "2026", hint: "cesaret" });
  fullId = saved.id;
  full = { ...saved.comment, ...saved.comment.publicTexts };
  bareId = (await saveDrawViaApi(owner, { track: BARE_TRACK, number: "7" })).id;
  await owner.close();
});

const pageUrl = (id: string) => `${baseURL}/result/${id}`;

describe("result: a shared draw", () => {
  it("shows the draw to a signed-out visitor: track, 'Falınız', links and player", async () => {
    const { context, page, watch } = await openPage(`/result/${fullId}`);
    await page.getByRole("heading", { name: "Falınız" }).waitFor();
    // signed out: no history button
    expect(await page.getByTestId("history-button").count()).toBe(0);

    expect(await page.getByTestId("drawn-number").textContent()).toBe("#2026");
    expect(await page.getByTestId("track-title").textContent()).toBe("Işık");
    expect(await page.getByTestId("track-artist").textContent()).toBe("Duman");
    expect(await page.getByTestId("theme-badge").textContent()).toBe("Genel");

    const comment = page.getByTestId("result-comment");
    expect(await comment.getByTestId("comment-headline").textContent()).toBe(full.headline);
    const text = (await comment.textContent()) ?? "";
    expect(text).toContain(full.short);
    for (const paragraph of full.long.split(/\n\s*\n/)) expect(text).toContain(paragraph.trim());
    // The short text is not printed twice when the long one starts with it: short, then the rest.
    const rest = full.long.startsWith(full.short) ? full.long.slice(full.short.length) : full.long;
    expect(text.split(full.short).length - 1).toBe(1 + (rest.split(full.short).length - 1));
    // The entertainment framing sits with the fortune.
    expect(await comment.getByTestId("entertainment-note").textContent()).toBe(
      "Şarkı Falı bir müzik oyunudur; yalnızca eğlence amaçlıdır.",
    );

    const stream = page.getByTestId("streaming-link");
    expect(await stream.getAttribute("href")).toBe(FULL_TRACK.externalUrl);
    expect(await stream.textContent()).toContain("Spotify'da aç");
    expect(await stream.getAttribute("target")).toBe("_blank");
    expect(await page.locator("audio").getAttribute("src")).toBe(FULL_TRACK.previewUrl);
    expect(await page.getByRole("link", { name: "Kendi Falını Çek" }).getAttribute("href")).toBe("/");

    expect(await page.title()).toBe(`${full.headline} — «Işık» | Şarkı Falı`);
    watch.assertClean();
    await context.close();
  });

  it("shares through WhatsApp, X, Instagram and the copied link", async () => {
    const { context, page, watch } = await openPage(`/result/${fullId}`, { width: 390 });
    await page.getByTestId("share-bar").waitFor();
    const url = pageUrl(fullId);

    const whatsapp = page.getByRole("link", { name: "WhatsApp'ta paylaş" });
    expect(await whatsapp.getAttribute("href")).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${full.headline}\n${url}`)}`,
    );
    const x = page.getByRole("link", { name: "X'te paylaş" });
    const tweet = new URL((await x.getAttribute("href")) ?? "");
    expect(`${tweet.origin}${tweet.pathname}`).toBe("https://twitter.com/intent/tweet");
    expect(tweet.searchParams.get("text")).toBe(full.headline);
    expect(tweet.searchParams.get("url")).toBe(url);
    for (const link of [whatsapp, x]) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }

    await page.getByRole("button", { name: "Bağlantıyı Kopyala" }).click();
    await expect.poll(() => toastText(page)).toContain("Fal linki panoya kopyalandı");
    await expect.poll(() => toastText(page)).toContain("Kopyalandı!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.getByRole("button", { name: "Instagram'da paylaş" }).click();
    await expect.poll(() => toastText(page)).toContain("Instagram'da paylaşabilirsiniz");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${full.headline}\n${url}`);

    // This browser cannot hand files to other apps: the story image is a download.
    const story = page.getByTestId("story-download");
    expect(await story.getAttribute("href")).toBe(
      `/api/og/${fullId}?format=story&v=klasik-${SHARE_IMAGE_VERSION}`,
    );
    expect(await story.getAttribute("download")).toBe(`sarki-fali-${fullId}.png`);
    expect(await page.getByTestId("share-story").count()).toBe(0);
    watch.assertClean();
    await context.close();
  });

  it("where the browser can share files, Instagram also hands over the story image", async () => {
    const context = await newContext({ width: 390 });
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, "canShare", {
        configurable: true,
        value: (data: ShareData) => Array.isArray(data.files),
      });
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push((data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })));
        },
      });
    });
    const page = await context.newPage();
    const storyRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/og/")) storyRequests.push(r.url());
    });
    await page.goto(`/result/${fullId}`);
    await page.getByTestId("share-story").waitFor();
    const ogReady = (
      await context.request.get(`${baseURL}/api/og/${fullId}?format=story&v=klasik-${SHARE_IMAGE_VERSION}`)
    ).ok();
    await page.getByRole("button", { name: "Instagram'da paylaş" }).click();
    await expect
      .poll(() => storyRequests[0])
      .toBe(`${baseURL}/api/og/${fullId}?format=story&v=klasik-${SHARE_IMAGE_VERSION}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${full.headline}\n${pageUrl(fullId)}`,
    );
    const shared = () =>
      page.evaluate(
        () => (window as unknown as { __shared: { name: string; type: string; size: number }[][] }).__shared,
      );
    if (ogReady) {
      await expect.poll(async () => (await shared()).length).toBe(1);
      const [files] = await shared();
      expect(files).toEqual([
        { name: `sarki-fali-${fullId}.png`, type: "image/png", size: expect.any(Number) },
      ]);
      expect(files?.[0]?.size).toBeGreaterThan(1000);
    } else {
      // The preview image is not served (yet): the visitor is told, the text is still copied.
      await expect.poll(() => toastText(page)).toContain("Hikâye görseli paylaşılamadı");
      expect(await shared()).toEqual([]);
    }
    await context.close();
  });

  it("falls back to the first 100 characters of the comment, and to a placeholder cover", async () => {
    // Every draw saved now has the server's headline; one saved before that may have none.
    // Signed in: the client renders the page from the API's answer (a visitor's page comes
    // rendered by the server, ssr-result.e2e.ts).
    const context = await newContext();
    await registerViaApi(context);
    await context.route(`**/api/draws/${bareId}`, async (route) => {
      const res = await route.fetch();
      const draw = (await res.json()) as PublicDraw;
      await route.fulfill({ response: res, json: { ...draw, headline: "", short: BARE_SHORT, long: "" } });
    });
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`/result/${bareId}`);
    await page.getByRole("heading", { name: "Falınız" }).waitFor();
    const expected = Array.from(BARE_SHORT).slice(0, 100).join("");
    const tweet = new URL((await page.getByRole("link", { name: "X'te paylaş" }).getAttribute("href")) ?? "");
    expect(tweet.searchParams.get("text")).toBe(expected);
    expect(await page.getByTestId("cover-placeholder").count()).toBe(1);
    expect(await page.getByTestId("streaming-link").count()).toBe(0);
    expect(await page.locator("audio").count()).toBe(0);
    expect(await page.title()).toBe("«Gece Mavisi» falı | Şarkı Falı");
    await screenshot(page, "result-no-cover-dark-1280");
    watch.assertClean();
    await context.close();
  });

  it("the owner, signed in, sees the same page", async () => {
    const { context, page } = await openPage(`/result/${fullId}`, { signIn: {} });
    await page.getByRole("heading", { name: "Falınız" }).waitFor();
    await page.getByRole("link", { name: "Kendi Falını Çek" }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole("heading", { name: "Müziğin Diliyle Geleceğini Keşfet" }).waitFor();
    await context.close();
  });
});

describe("result: loading and errors", () => {
  it("shows the loading view while the draw loads", async () => {
    // signed in: the client loads the draw (a visitor gets it rendered by the server)
    const context = await newContext();
    await registerViaApi(context);
    const page = await context.newPage();
    const release = await hold(page, "**/api/draws/*");
    await page.goto(`/result/${fullId}`);
    await page.getByTestId("result-loading").waitFor();
    expect(await page.getByTestId("result-loading").textContent()).toContain("Yükleniyor...");
    release();
    await page.getByRole("heading", { name: "Falınız" }).waitFor();
    await context.close();
  });

  it("an unknown id: 'Fal bulunamadı' and a way home", async () => {
    for (const id of ["0f8fad5b-d9cb-469f-a165-70867728950e", "olmayan-fal"]) {
      const { context, page, watch } = await openPage(`/result/${id}`);
      const view = page.getByTestId("result-error");
      await view.waitFor();
      expect(await view.getByRole("heading", { level: 1 }).textContent()).toBe("Fal bulunamadı");
      expect(await view.textContent()).toContain("Bu fal artık mevcut değil veya hiç oluşturulmamış.");
      // A draw that does not exist is not worth retrying.
      expect(await view.getByRole("button", { name: "Tekrar Dene" }).count()).toBe(0);
      await view.getByRole("link", { name: "Ana Sayfaya Dön" }).click();
      await page.waitForURL(`${baseURL}/`);
      watch.assertClean();
      await context.close();
    }
  });

  it("no id: 'Geçersiz fal ID'", async () => {
    const { context, page } = await openPage("/result");
    const view = page.getByTestId("result-error");
    await view.waitFor();
    expect(await view.getByRole("heading", { level: 1 }).textContent()).toBe("Geçersiz fal ID");
    expect(await view.textContent()).toContain("Bu fal artık mevcut değil veya hiç oluşturulmamış.");
    await context.close();
  });

  it("a server failure and a broken connection have their own messages", async () => {
    const context = await newContext();
    await registerViaApi(context);
    const page = await context.newPage();
    let mode: "fail" | "abort" | "pass" = "fail";
    await page.route("**/api/draws/*", (route) =>
      mode === "fail"
        ? route.fulfill({ status: 503, body: "" })
        : mode === "abort"
          ? route.abort("internetdisconnected")
          : route.continue(),
    );
    await page.goto(`/result/${fullId}`);
    const heading = page.getByTestId("result-error").getByRole("heading", { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe("Fal yüklenirken bir hata oluştu");

    mode = "abort";
    await page.reload();
    await expect.poll(() => heading.textContent()).toBe("Bağlantı hatası");
    await screenshot(page, "result-offline-dark-1280");

    // The connection is back: 'Tekrar Dene' loads the draw.
    mode = "pass";
    await page.getByRole("button", { name: "Tekrar Dene" }).click();
    await page.getByRole("heading", { name: "Falınız" }).waitFor();
    await context.close();
  });
});

describe("smoke: the shared page renders in both themes at 390 and 1280 px (screenshots saved, not compared)", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const width of [390, 1280]) {
      it(`result (${theme}, ${width}px)`, async () => {
        const { context, page, watch } = await openPage(`/result/${fullId}`, { theme, width });
        await page.getByRole("heading", { name: "Falınız" }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `result-${theme}-${width}`);
        watch.assertClean();
        await context.close();
      });
    }
  }
  it("not found (light, 390px)", async () => {
    const { context, page, watch } = await openPage("/result/olmayan-fal", { theme: "light", width: 390 });
    await page.getByTestId("result-error").waitFor();
    await screenshot(page, "result-not-found-light-390");
    watch.assertClean();
    await context.close();
  });
});
