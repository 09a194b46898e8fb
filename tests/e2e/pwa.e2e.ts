/** Installable app: the manifest, the service worker (offline shell, no API answers kept), the share target. */
import { describe, expect, it } from "vitest";
import { SPOTIFY_FIXTURE_PLAYLIST_ID } from "../fakes/spotify";
import { YOUTUBE_FIXTURE_PLAYLIST_ID } from "../fakes/youtube";
import { baseURL, openPage, registerViaApi, screenshot, toastText } from "./support";

describe("installable app", () => {
  it("links a Turkish manifest with icons and a share target", async () => {
    const { context, page } = await openPage("/", { width: 390, serviceWorkers: "allow" });
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const res = await context.request.get(`${baseURL}${href}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: "Şarkı Falı", lang: "tr", start_url: "/", display: "standalone" });
    expect(manifest.share_target).toMatchObject({ action: "/share-target", method: "GET" });
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons as { src: string }[]) {
      const png = await context.request.get(`${baseURL}${icon.src}`);
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
    }
    await context.close();
  });

  it("registers a service worker that opens the shell offline and keeps no API answer", async () => {
    const { context, page, watch } = await openPage("/", { width: 390, serviceWorkers: "allow" });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    // controlled from the next load on
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByRole("link", { name: "Giriş Yap & Başla" }).waitFor();

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain("/index.html");
    expect(cached.some((u) => u.startsWith("/assets/index-"))).toBe(true);
    expect(cached.filter((u) => u.startsWith("/api"))).toEqual([]);

    await context.setOffline(true);
    await page.goto("/login");
    await page
      .getByRole("heading", { name: "Şarkı Falı" })
      .or(page.getByRole("link", { name: "Şarkı Falı" }))
      .first()
      .waitFor();
    expect(await page.title()).toBe("Şarkı Falı");
    await screenshot(page, "pwa-offline-shell-dark-390");
    await context.setOffline(false);
    expect(watch.errors.filter((e) => !/Failed to load resource|fetch|network/i.test(e))).toEqual([]);
    await context.close();
  });

  it("tells a signed-in person opening the app offline that there is no connection, and opens the page once it is back", async () => {
    const { context, page } = await openPage("/", {
      width: 390,
      serviceWorkers: "allow",
      signIn: { firstName: "Deniz" },
    });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    await page.goto("/history");
    const notice = page.getByRole("alert").filter({ hasText: "İnternet bağlantısı yok" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain("Bağlantı gelince sayfa kendiliğinden açılır.");
    await screenshot(page, "pwa-offline-signed-in-dark-390");
    // no sign-in offered to someone who is signed in
    expect(await page.getByRole("link", { name: /Giriş Yap/ }).count()).toBe(0);

    await context.setOffline(false);
    await page.getByRole("heading", { name: "Geçmiş Fallar", level: 1 }).waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });
});

describe("share target", () => {
  it("fills in and loads a Spotify playlist shared as text, as the Spotify app sends it", async () => {
    const text = `Bu playlisti Spotify'da dinle: https://open.spotify.com/playlist/${SPOTIFY_FIXTURE_PLAYLIST_ID}?si=e2e`;
    const path = `/share-target?title=${encodeURIComponent("Yaz")}&text=${encodeURIComponent(text)}`;
    const { context, page, watch } = await openPage(path, { width: 390, signIn: { firstName: "Deniz" } });
    await page.waitForURL(`${baseURL}/play`);
    await expect.poll(() => toastText(page)).toContain("şarkı yüklendi");
    expect(await page.getByTestId("source-line").textContent()).toMatch(/^Spotify playlist · \d+ şarkı$/);
    await screenshot(page, "share-target-spotify-play-dark-390");
    watch.assertClean();
    await context.close();
  });

  it("keeps a shared YouTube link through sign-in and loads it on the home page", async () => {
    const text = `https://youtube.com/playlist?list=${YOUTUBE_FIXTURE_PLAYLIST_ID}&si=e2e`;
    const { context, page } = await openPage(`/share-target?text=${encodeURIComponent(text)}`, {
      width: 390,
    });
    await page.waitForURL(`${baseURL}/login`);
    const stored = await page.evaluate(() => sessionStorage.getItem("shared-playlist"));
    expect(JSON.parse(stored ?? "null")).toEqual({ kind: "youtube", url: text });
    // Signing in (here through the API, then the reload to / the sign-in form does) leads home, which loads it.
    await registerViaApi(context, { firstName: "Ece" });
    await page.goto("/");
    await page.waitForURL(`${baseURL}/play`);
    expect(await page.getByTestId("source-line").textContent()).toMatch(/^YouTube playlist · \d+ video$/);
    expect(await page.evaluate(() => sessionStorage.getItem("shared-playlist"))).toBeNull();
    await context.close();
  });
});
