/** Installable app: the manifest, the service worker (offline shell, no API answers kept), the share target. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { T } from "@/shared/texts";
import { SPOTIFY_FIXTURE_PLAYLIST_ID } from "../fakes/spotify";
import { YOUTUBE_FIXTURE_PLAYLIST_ID } from "../fakes/youtube";
import { baseURL, newContext, openPage, registerViaApi, screenshot, toastText, watchPage } from "./support";

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
  /** Counts the playlist loads the page asks for, so a test can see none went out before a tap. */
  function countLoads(page: Page): { count: () => number } {
    let loads = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/api\/(spotify|youtube)\/tracks$/.test(r.url())) loads++;
    });
    return { count: () => loads };
  }

  it("asks before it loads a Spotify playlist shared as text, then fills it in and loads it on a tap", async () => {
    const link = `https://open.spotify.com/playlist/${SPOTIFY_FIXTURE_PLAYLIST_ID}?si=e2e`;
    const text = `Bu playlisti Spotify'da dinle: ${link}`;
    const path = `/share-target?title=${encodeURIComponent("Yaz")}&text=${encodeURIComponent(text)}`;
    for (const theme of ["dark", "light"] as const) {
      const context = await newContext({ theme, width: 390, height: 844 });
      await registerViaApi(context, { firstName: "Deniz" });
      const page = await context.newPage();
      const watch = watchPage(page);
      const loads = countLoads(page);
      await page.goto(path);
      const dialog = page.getByTestId("shared-playlist-dialog");
      await dialog.waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
      expect(await dialog.getByRole("heading").textContent()).toBe(T.home.sharedTitle);
      expect(await page.getByTestId("shared-playlist-url").textContent()).toBe(link);
      // nothing is loaded, nothing replaced, until the person says so
      expect(loads.count()).toBe(0);
      await screenshot(page, `share-target-confirm-${theme}-390`);
      await dialog.getByRole("button", { name: T.home.sharedLoad }).click();
      await page.waitForURL(`${baseURL}/play`);
      await expect.poll(() => toastText(page)).toContain("şarkı yüklendi");
      expect(await page.getByTestId("source-line").textContent()).toMatch(/^Spotify playlist · \d+ şarkı$/);
      expect(loads.count()).toBe(1);
      if (theme === "dark") await screenshot(page, "share-target-spotify-play-dark-390");
      watch.assertClean();
      await context.close();
    }
  });

  it("a link another site sends is not loaded when declined, and the playlist already open stays", async () => {
    const other = `https://open.spotify.com/playlist/${SPOTIFY_FIXTURE_PLAYLIST_ID}?si=baska-site`;
    const context = await newContext({ theme: "dark", width: 1280 });
    await registerViaApi(context, { firstName: "Deniz" });
    // a playlist is open in this tab already
    const open = { type: "csv", idOrUrl: "benim.csv", name: "benim.csv" };
    await context.addInitScript(
      (state) => {
        if (!sessionStorage.getItem("game_state")) sessionStorage.setItem("game_state", state);
      },
      JSON.stringify({
        source: open,
        tracks: [{ id: "csv:1", title: "Gülpembe", artist: "Barış Manço" }],
        round: 1,
        roomId: "oda",
        lastResult: null,
      }),
    );
    const page = await context.newPage();
    const loads = countLoads(page);
    await page.goto(`/share-target?url=${encodeURIComponent(other)}`);
    const dialog = page.getByTestId("shared-playlist-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(T.home.sharedReplaces);
    await screenshot(page, "share-target-confirm-replaces-dark-1280");
    await dialog.getByRole("button", { name: T.home.sharedCancel }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByTestId("spotify-card").getByRole("textbox").inputValue()).toBe("");
    expect(await page.evaluate(() => sessionStorage.getItem("shared-playlist"))).toBeNull();
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem("game_state"))) ?? "{}").source,
    ).toEqual(open);
    // a reload does not ask again, and nothing was loaded at any point
    await page.reload();
    await page.getByTestId("spotify-card").waitFor();
    expect(await dialog.count()).toBe(0);
    expect(loads.count()).toBe(0);
    await context.close();
  });

  it("keeps a shared YouTube link through sign-in and asks for it on the home page", async () => {
    const text = `https://youtube.com/playlist?list=${YOUTUBE_FIXTURE_PLAYLIST_ID}&si=e2e`;
    const { context, page } = await openPage(`/share-target?text=${encodeURIComponent(text)}`, {
      width: 390,
    });
    await page.waitForURL(`${baseURL}/login`);
    const stored = await page.evaluate(() => sessionStorage.getItem("shared-playlist"));
    expect(JSON.parse(stored ?? "null")).toEqual({ kind: "youtube", url: text });
    // Signing in (here through the API, then the reload to / the sign-in form does) leads home, which asks.
    await registerViaApi(context, { firstName: "Ece" });
    await page.goto("/");
    const dialog = page.getByTestId("shared-playlist-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Şarkı Falı'na bir YouTube playlist bağlantısı paylaşıldı:");
    expect(await dialog.textContent()).not.toContain(T.home.sharedReplaces);
    await dialog.getByRole("button", { name: T.home.sharedLoad }).click();
    await page.waitForURL(`${baseURL}/play`);
    expect(await page.getByTestId("source-line").textContent()).toMatch(/^YouTube playlist · \d+ video$/);
    expect(await page.evaluate(() => sessionStorage.getItem("shared-playlist"))).toBeNull();
    await context.close();
  });
});
