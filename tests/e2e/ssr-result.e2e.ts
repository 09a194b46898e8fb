/**
 * /result/{id} rendered on the server (ADR 024): a visitor from a chat app reads the fortune
 * before any script runs, the page hydrates from the draw it carries (no second fetch, no flash of
 * the loader, no console error), and a deleted draw's page is gone at once though it was cached.
 */
import { describe, expect, it } from "vitest";
import type { CommentAnswer } from "@/shared/api/comment";
import type { Track } from "@/shared/api/tracks";
import {
  baseURL,
  getBrowser,
  newContext,
  registerViaApi,
  saveDrawViaApi,
  screenshot,
  stayOffline,
  toastText,
  watchPage,
} from "./support";

const TRACK: Track = {
  id: "spotify-ssr",
  title: "Gönül Dağı </script><!--",
  artist: "Neşet Ertaş",
  image: "https://i.scdn.co/image/gonul-dagi",
  externalUrl: "https://open.spotify.com/track/gonuldagi",
};

async function savedDraw(
  track: Track = TRACK,
): Promise<{ id: string; comment: CommentAnswer; owner: Awaited<ReturnType<typeof newContext>> }> {
  const owner = await newContext();
  await registerViaApi(owner);
  const { id, comment } = await saveDrawViaApi(owner, { track, number: "1923" });
  return { id, comment, owner };
}

/** Marks <html data-saw-loader> if the loading view is ever on the page (a flash). */
const WATCH_LOADER = `new MutationObserver(() => {
  if (document.querySelector('[data-testid="result-loading"]')) document.documentElement.dataset.sawLoader = "";
}).observe(document, { childList: true, subtree: true });`;

describe("/result/{id} rendered on the server", () => {
  it("carries the title, artist and comment in the HTML a plain request gets", async () => {
    const { id, comment, owner } = await savedDraw();
    const res = await fetch(`${baseURL}/result/${id}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const body = html.slice(html.indexOf('<div id="root"'));
    expect(body).toContain("Gönül Dağı &lt;/script&gt;&lt;!--");
    expect(body).toContain("Neşet Ertaş");
    expect(body).toContain(comment.headline.replaceAll("'", "&#x27;"));
    expect(body).toContain('data-testid="share-whatsapp"');
    await owner.close();
  });

  it("is readable in Chromium with JavaScript off (dark, the page's default), and before the app's script (light)", async () => {
    const { id, comment, owner } = await savedDraw();
    const browser = await getBrowser();
    const noJs = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      locale: "tr-TR",
      timezoneId: "Europe/Istanbul",
    });
    await stayOffline(noJs);
    const page = await noJs.newPage();
    await page.goto(`/result/${id}`);
    expect(await page.getByTestId("track-title").textContent()).toBe(TRACK.title);
    expect(await page.getByTestId("track-artist").textContent()).toBe("Neşet Ertaş");
    expect(await page.getByTestId("comment-headline").textContent()).toBe(comment.headline);
    expect(await page.getByTestId("result-comment").textContent()).toContain(comment.short);
    expect(await page.getByRole("link", { name: "WhatsApp'ta paylaş" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Kendi Falını Çek" }).count()).toBe(1);
    await screenshot(page, "ssr-result-nojs-dark-390");
    await noJs.close();

    // Light: the visitor's choice lives in localStorage, which only the head's inline script
    // reads; with the app's own script held back the page is exactly the server's HTML.
    const light = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: "tr-TR",
      timezoneId: "Europe/Istanbul",
    });
    await light.addInitScript(() => localStorage.setItem("theme", "light"));
    await stayOffline(light);
    const lightPage = await light.newPage();
    await lightPage.route("**/assets/*.js", (route) => route.abort());
    await lightPage.goto(`/result/${id}`);
    expect(await lightPage.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    expect(await lightPage.getByTestId("track-title").textContent()).toBe(TRACK.title);
    await screenshot(lightPage, "ssr-result-noscript-light-390");
    await light.close();
    await owner.close();
  });

  it("hydrates without a request for the draw, without the loader and without console errors", async () => {
    const { id, owner } = await savedDraw();
    for (const theme of ["dark", "light"] as const) {
      const context = await newContext({ theme, width: 390, height: 844 });
      await context.addInitScript(WATCH_LOADER);
      const page = await context.newPage();
      const watch = watchPage(page);
      const asked: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname.startsWith("/api/"))
          asked.push(`${r.method()} ${new URL(r.url()).pathname}`);
      });
      await page.goto(`/result/${id}`); // waits for <html data-hydrated> (support.ts)
      expect(await page.getByTestId("track-title").textContent()).toBe(TRACK.title);
      expect(asked.filter((a) => a === `GET /api/draws/${id}`)).toEqual([]);
      // signed out for sure: no current-user call either
      expect(asked.filter((a) => a === "GET /api/auth/user")).toEqual([]);
      expect(await page.evaluate(() => "sawLoader" in document.documentElement.dataset)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
        theme === "dark",
      );
      expect(await page.title()).toContain("Şarkı Falı");
      // live: a button answers
      await page.getByRole("button", { name: "Bağlantıyı Kopyala" }).click();
      await expect.poll(() => toastText(page)).toContain("Kopyalandı");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/result/${id}`);
      await screenshot(page, `ssr-result-hydrated-${theme}-390`);
      watch.assertClean();
      await context.close();
    }
    await owner.close();
  });

  it("is 404 right after the draw is deleted, though its page was cached", async () => {
    const { id, owner } = await savedDraw();
    expect((await fetch(`${baseURL}/result/${id}`)).status).toBe(200);
    expect((await fetch(`${baseURL}/result/${id}`)).status).toBe(200);
    const del = await owner.request.delete(`${baseURL}/api/draws/${id}`);
    expect(del.status()).toBe(200);
    const gone = await fetch(`${baseURL}/result/${id}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain("Neşet Ertaş");

    const context = await newContext();
    const page = await context.newPage();
    const response = await page.goto(`/result/${id}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId("result-error").getByRole("heading", { level: 1 }).textContent()).toBe(
      "Fal bulunamadı",
    );
    await context.close();
    await owner.close();
  });
});
