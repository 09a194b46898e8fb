import type { BrowserContext, Cookie, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { DrawPage } from "@/shared/api/draws";
import {
  baseURL,
  type ContextOptions,
  hold,
  newContext,
  type OpenPage,
  openPage,
  registerViaApi,
  saveDrawViaApi,
  screenshot,
  toastText,
} from "./support";

interface Seed {
  title: string;
  artist: string;
  trackId?: string;
  image?: string | null;
}

/** Saves draws through the API (a comment written, then saved), oldest first: the last is the newest. */
async function seed(
  context: BrowserContext,
  seeds: Seed[],
): Promise<Awaited<ReturnType<typeof saveDrawViaApi>>[]> {
  const saved = [];
  for (const [i, s] of seeds.entries()) {
    saved.push(
      await saveDrawViaApi(context, {
        number: String(7 + i * 11),
        track: {
          id: s.trackId ?? `spotify-${s.title}`,
          title: s.title,
          artist: s.artist,
          image: s.image === undefined ? `https://i.scdn.co/image/${encodeURIComponent(s.title)}` : s.image,
          previewUrl: null,
          externalUrl: `https://open.spotify.com/track/${i}`,
        },
      }),
    );
    // distinct creation times keep 'newest first' unambiguous
    await new Promise((r) => setTimeout(r, 15));
  }
  return saved;
}

const SEEDS: Seed[] = [
  { title: "İstanbul Hatırası", artist: "Sezen Aksu", trackId: "t-istanbul" },
  { title: "Işık", artist: "Duman", trackId: "t-isik" },
  { title: "Gece Mavisi", artist: "Mor ve Ötesi", trackId: "t-gece", image: null },
  { title: "Işık", artist: "Duman", trackId: "t-isik" },
  { title: "Yağmur", artist: "Teoman", trackId: "t-yagmur" },
  { title: "Işık", artist: "Duman", trackId: "t-isik" },
  { title: "Sabah Güneşi", artist: "Gülşen", trackId: "t-sabah" },
];

/** The person whose history most tests read (never changed by them) and a second person. */
let reader: { cookies: Cookie[]; ids: string[]; userId: string; comments: string[] };
let other: { cookies: Cookie[]; ids: string[] };

beforeAll(async () => {
  const a = await newContext();
  const registered = await registerViaApi(a, { firstName: "Deniz" });
  const saved = await seed(a, SEEDS);
  reader = {
    ids: saved.map((d) => d.id),
    comments: saved.map((d) => d.comment.short),
    cookies: await a.cookies(),
    userId: registered.user.id,
  };
  await a.close();
  const b = await newContext();
  await registerViaApi(b, { firstName: "Ece" });
  other = {
    ids: (await seed(b, [{ title: "Başkasının Şarkısı", artist: "Gizli Sanatçı", trackId: "t-other" }])).map(
      (d) => d.id,
    ),
    cookies: await b.cookies(),
  };
  await b.close();
});

/** /history for a saved session, or for a new account without draws. */
async function open(cookies: Cookie[] | "new", options: ContextOptions = {}): Promise<OpenPage> {
  const opened = await openPage("/history", { ...options, signIn: cookies === "new" ? {} : cookies });
  await opened.page.getByRole("heading", { name: "Geçmiş Fallar", level: 1 }).waitFor();
  return opened;
}

const cards = (page: Page) => page.getByTestId("draw-card");
const titles = (page: Page) => page.getByTestId("draw-link").allTextContents();
const search = (page: Page) => page.getByRole("searchbox", { name: "Fallarda ara" });
const allTab = (page: Page) => page.getByRole("tab", { name: /^Tümü \(\d+\)$/ });
const favoritesTab = (page: Page) => page.getByRole("tab", { name: /^Favoriler \(\d+\)$/ });

/** The list once its search has gone to the server and come back (aria-busy false), with `count` cards. */
async function waitForList(page: Page, count: number, { settled = true } = {}) {
  if (!settled) return expect.poll(() => cards(page).count()).toBe(count);
  await expect
    .poll(
      async () =>
        `${await page.locator("section[aria-label=Fallar]").getAttribute("aria-busy")} ${await cards(page).count()}`,
    )
    .toBe(`false ${count}`);
}

describe("history: the list", () => {
  it("shows the person's draws newest first, with theme, comment and a long Turkish date", async () => {
    const { context, page, watch } = await open(reader.cookies);
    await waitForList(page, SEEDS.length);
    expect(await allTab(page).textContent()).toBe(`Tümü (${SEEDS.length})`);
    expect(await favoritesTab(page).textContent()).toBe("Favoriler (0)");
    expect(await titles(page)).toEqual(SEEDS.map((s) => s.title).reverse());
    expect(await page.title()).toContain("Geçmiş Fallar");

    const first = cards(page).first();
    expect(await first.getByTestId("theme-badge").textContent()).toBe("Genel");
    expect(await first.textContent()).toContain("Gülşen");
    // the comment the server wrote for the newest draw
    expect(await first.textContent()).toContain(reader.comments.at(-1)!.slice(0, 40));
    // The comment is clamped to two lines.
    const clamp = await first
      .locator("p.line-clamp-2")
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe("2");
    const today = new Intl.DateTimeFormat("tr-TR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Istanbul",
    }).format(new Date());
    expect(await first.locator("time").textContent()).toBe(today);
    expect(today).toMatch(
      /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
    );
    // A draw without a cover gets the placeholder.
    const noCover = cards(page).filter({ hasText: "Gece Mavisi" });
    expect(await noCover.getByTestId("cover-placeholder").count()).toBe(1);

    // Each draw opens its shared page.
    await cards(page).filter({ hasText: "Yağmur" }).getByTestId("draw-link").click();
    await page.waitForURL(`${baseURL}/result/${reader.ids[4]}`);
    await page.getByRole("heading", { name: "Falınız" }).waitFor();
    expect(await page.getByTestId("track-title").textContent()).toBe("Yağmur");
    watch.assertClean();
    await context.close();
  });

  it("never shows another person's draws, nor their cached lists", async () => {
    const { context, page } = await open(reader.cookies);
    await waitForList(page, SEEDS.length);
    expect(await titles(page)).not.toContain("Başkasının Şarkısı");
    expect(await page.getByTestId("popular-tracks").textContent()).not.toContain("Başkasının Şarkısı");
    // The reader's lists are now cached in this browser.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("cached_recent_draws")))
      .toContain("İstanbul Hatırası");

    // The other person signs in on the same browser; while their list loads the reader's
    // cached draws must not show.
    await context.clearCookies();
    await context.addCookies(other.cookies);
    const release = await hold(page, "**/api/draws?*");
    await page.reload();
    await page.getByRole("heading", { name: "Geçmiş Fallar", level: 1 }).waitFor();
    await page.getByTestId("history-skeleton").waitFor();
    expect(await titles(page)).toEqual([]);
    release();
    await waitForList(page, 1);
    expect(await titles(page)).toEqual(["Başkasının Şarkısı"]);
    // The reader's draws cannot be starred by someone else either.
    const res = await context.request.patch(`${baseURL}/api/draws/${reader.ids[0]}/favorite`);
    expect(res.status()).toBe(404);
    await context.close();
  });

  it("shows the cached lists at once while the fresh ones load", async () => {
    const { context, page } = await open(reader.cookies);
    await waitForList(page, SEEDS.length);
    // written just after the list shows
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("cached_recent_draws")))
      .toContain("Sabah Güneşi");
    const release = await hold(page, "**/api/draws?*");
    try {
      await page.reload();
      await page.getByRole("heading", { name: "Geçmiş Fallar", level: 1 }).waitFor();
      // The request is still held: what shows comes from local storage.
      await waitForList(page, SEEDS.length, { settled: false });
      expect((await titles(page))[0]).toBe("Sabah Güneşi");
    } finally {
      release();
      await context.close();
    }
  });

  it("shows the popular tracks with their counts, most drawn first", async () => {
    const { context, page } = await open(reader.cookies);
    const card = page.getByTestId("popular-tracks");
    await card.waitFor();
    const rows = card.getByTestId("popular-track");
    expect(await rows.count()).toBe(5);
    const first = (await rows.first().textContent()) ?? "";
    expect(first).toContain("Işık");
    expect(first).toContain("Duman");
    expect(first).toContain("3 kez");
    await context.close();
  });
});

describe("history: the tab counts", () => {
  it("'Tümü (n)' keeps the true count while the favourites tab loads, and a reload shows the last counts", async () => {
    const context = await newContext();
    await registerViaApi(context, { firstName: "Selin" });
    const saved = await seed(context, SEEDS.slice(0, 3));
    const starred = await context.request.patch(`${baseURL}/api/draws/${saved[0]!.id}/favorite`);
    expect(starred.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${baseURL}/history`);
    await waitForList(page, 3);
    const tabAll = page.getByTestId("tab-all");
    const tabFavorites = page.getByTestId("tab-favorites");
    expect(await tabAll.textContent()).toBe("Tümü (3)");
    expect(await tabFavorites.textContent()).toBe("Favoriler (1)");

    // The favourites tab once, so this browser keeps a copy of it too.
    await tabFavorites.click();
    await waitForList(page, 1);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("cached_favorite_draws")))
      .toContain(saved[0]!.id);

    // Reloaded with every list held: the local copy's counts, never its length or the other tab's.
    const releaseAll = await hold(page, "**/api/draws?*");
    await page.reload();
    await waitForList(page, 3, { settled: false });
    expect(await tabAll.textContent()).toBe("Tümü (3)");
    expect(await tabFavorites.textContent()).toBe("Favoriler (1)");
    await page.unroute("**/api/draws?*");
    releaseAll();
    await waitForList(page, 3);

    // The favourites' answer held: their local copy shows, and 'Tümü' keeps the true count
    // (it read "Tümü (1)", the copy's length, until the answer came).
    const release = await hold(page, "**/api/draws?*list=favorites*");
    await tabFavorites.click();
    await waitForList(page, 1, { settled: false });
    await page.waitForTimeout(300);
    expect(await tabAll.textContent()).toBe("Tümü (3)");
    expect(await tabFavorites.textContent()).toBe("Favoriler (1)");
    release();
    await waitForList(page, 1);
    expect(await tabAll.textContent()).toBe("Tümü (3)");
    await context.close();
  });
});

describe("history: search", () => {
  it("finds titles, artists and themes in Turkish, whatever the case", async () => {
    const { context, page, watch } = await open(reader.cookies, { width: 390 });
    await waitForList(page, SEEDS.length);

    await search(page).fill("IŞIK");
    await waitForList(page, 3);
    expect(new Set(await titles(page))).toEqual(new Set(["Işık"]));
    expect(await allTab(page).textContent()).toBe("Tümü (3)");

    await search(page).fill("ışık");
    await waitForList(page, 3);

    await search(page).fill("istanbul");
    await waitForList(page, 1);
    expect(await titles(page)).toEqual(["İstanbul Hatırası"]);

    await search(page).fill("İSTANBUL");
    await waitForList(page, 1);

    // artist
    await search(page).fill("mor ve ötesi");
    await waitForList(page, 1);
    expect(await titles(page)).toEqual(["Gece Mavisi"]);

    // theme label
    await search(page).fill("GENEL");
    await waitForList(page, SEEDS.length);

    await search(page).fill("hiç olmayan şarkı");
    await waitForList(page, 0);
    expect(await page.getByTestId("history-empty").textContent()).toContain("Arama sonucu bulunamadı");
    expect(await allTab(page).textContent()).toBe("Tümü (0)");
    await favoritesTab(page).click();
    expect(await page.getByTestId("history-empty").textContent()).toContain("Arama sonucu bulunamadı");

    await page.getByRole("button", { name: "Aramayı temizle" }).click();
    expect(await search(page).inputValue()).toBe("");
    await expect
      .poll(() => page.getByTestId("history-empty").textContent())
      .toContain("Henüz favori eklemedin");
    watch.assertClean();
    await context.close();
  });
});

describe("history: favourites", () => {
  it("stars a draw, finds it under 'Favoriler (1)', and unstars it again", async () => {
    const { context, page, watch } = await open("new");
    await page.getByText("Henüz fal çekmedin").waitFor();
    await seed(context, SEEDS.slice(0, 3));
    await page.reload();
    await waitForList(page, 3);

    const isik = cards(page).filter({ hasText: "Işık" });
    const star = isik.getByRole("button", { name: "Favorilere ekle: Işık" });
    expect(await star.getAttribute("aria-pressed")).toBe("false");
    await star.click();
    await expect.poll(() => toastText(page)).toContain("Favori durumu güncellendi");
    await expect.poll(() => toastText(page)).toContain("Başarılı!");
    const starred = isik.getByRole("button", { name: "Favorilerden çıkar: Işık" });
    expect(await starred.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => favoritesTab(page).textContent()).toBe("Favoriler (1)");

    await favoritesTab(page).click();
    await waitForList(page, 1);
    expect(await titles(page)).toEqual(["Işık"]);
    // Both lists are cached now.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("cached_favorite_draws")))
      .toContain("Işık");

    // The server kept it.
    await page.reload();
    await page.getByRole("tab", { name: "Favoriler (1)" }).waitFor();

    await page.getByRole("tab", { name: "Favoriler (1)" }).click();
    await cards(page).getByRole("button", { name: "Favorilerden çıkar: Işık" }).click();
    await page.getByText("Henüz favori eklemedin").waitFor();
    await expect.poll(() => favoritesTab(page).textContent()).toBe("Favoriler (0)");
    await allTab(page).click();
    await waitForList(page, 3);
    expect(await cards(page).getByRole("button", { pressed: true }).count()).toBe(0);
    watch.assertClean();
    await context.close();
  });

  it("a failed toggle says 'Favori güncellenemedi' and puts the star back", async () => {
    const { context, page } = await open(reader.cookies);
    await waitForList(page, SEEDS.length);
    await page.route("**/api/draws/*/favorite", (route) => route.abort("connectionrefused"));
    const star = cards(page).first().getByTestId("favorite-toggle");
    await star.click();
    await expect.poll(() => toastText(page)).toContain("Favori güncellenemedi");
    await expect.poll(() => star.getAttribute("aria-pressed")).toBe("false");
    expect(await favoritesTab(page).textContent()).toBe("Favoriler (0)");
    await context.close();
  });

  it("shows the empty texts for a person without draws, and no popular tracks", async () => {
    const { context, page, watch } = await open("new", { width: 390 });
    await page.getByText("Henüz fal çekmedin").waitFor();
    expect(await allTab(page).textContent()).toBe("Tümü (0)");
    expect(await page.getByTestId("popular-tracks").count()).toBe(0);
    expect(await page.getByRole("link", { name: "İlk Falını Çek" }).getAttribute("href")).toBe("/");
    await favoritesTab(page).click();
    await page.getByText("Henüz favori eklemedin").waitFor();
    await screenshot(page, "history-empty-dark-390");
    watch.assertClean();
    await context.close();
  });

  it("marks premium themes with a crown", async () => {
    // Premium is granted only in the mobile app, so the server under test cannot make a premium
    // account; the reader's real list is served with premium themes instead.
    const { context, page } = await open(reader.cookies);
    await waitForList(page, SEEDS.length);
    await page.route("**/api/draws?*", async (route) => {
      const res = await route.fetch();
      const answer = (await res.json()) as DrawPage;
      const themes = ["ask", "kariyer", "gunluk", "genel"] as const;
      await route.fulfill({
        status: res.status(),
        contentType: "application/json",
        body: JSON.stringify({
          ...answer,
          draws: answer.draws.map((d, i) => ({ ...d, theme: themes[i % 4] })),
        }),
      });
    });
    await page.evaluate(() => localStorage.removeItem("cached_recent_draws"));
    await page.reload();
    await waitForList(page, SEEDS.length);
    const badges = await cards(page).getByTestId("theme-badge").allTextContents();
    expect(badges.slice(0, 4)).toEqual(["Aşk", "Kariyer", "Günlük", "Genel"]);
    expect(await cards(page).nth(0).getByTestId("theme-badge").locator("svg").count()).toBe(1);
    expect(await cards(page).nth(3).getByTestId("theme-badge").locator("svg").count()).toBe(0);
    // (Searching by a theme's label, Turkish letters and all, is the server's: integration tests.)
    await context.close();
  });

  it("a signed-out visitor is sent to the sign-in card", async () => {
    const { context, page } = await openPage("/history");
    await page.waitForURL(`${baseURL}/login`);
    await context.close();
  });
});

describe("smoke: history renders in both themes at 390 and 1280 px (screenshots saved, not compared)", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const width of [390, 1280]) {
      it(`history (${theme}, ${width}px)`, async () => {
        const { context, page, watch } = await open(reader.cookies, { theme, width });
        await waitForList(page, SEEDS.length);
        await page.getByTestId("popular-tracks").waitFor();
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `history-${theme}-${width}`);
        watch.assertClean();
        await context.close();
      });
    }
  }
});
