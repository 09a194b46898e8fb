/**
 * Every page of the route table (shared/routes.ts), opened in Chromium signed out and signed in:
 * the server answers the table's status, the client draws the page (or sends the person where the
 * page is for) without a console error, so no hydration mismatch (React #418) is left between
 * what the server sent and what the client draws. A path of no page is the 404 page.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Track } from "@/shared/api/tracks";
import { HYDRATED_MARK } from "@/shared/document";
import { PAGE_NAMES, PAGES, type PageAddress, type PageName, pagePath, redirectFor } from "@/shared/routes";
import { baseURL, newContext, registerViaApi, saveDrawViaApi, watchPage } from "./support";

const TRACK: Track = {
  id: "spotify-page-routes",
  title: "Sarı Çizmeli Mehmet Ağa",
  artist: "Barış Manço",
  image: "https://i.scdn.co/image/sari-cizmeli",
  externalUrl: "https://open.spotify.com/track/saricizmeli",
};

let drawId = "";
const contexts: Record<"signedOut" | "signedIn", BrowserContext | undefined> = {
  signedOut: undefined,
  signedIn: undefined,
};

beforeAll(async () => {
  contexts.signedOut = await newContext({ width: 390 });
  contexts.signedIn = await newContext({ width: 390 });
  await registerViaApi(contexts.signedIn);
  drawId = (await saveDrawViaApi(contexts.signedIn, { track: TRACK, number: "12" })).id;
});

afterAll(async () => {
  await contexts.signedOut?.close();
  await contexts.signedIn?.close();
});

/** An address of each page: a real draw for the shared page, a made-up invitation. */
function addressOf(name: PageName): PageAddress {
  if (name === "result") return pagePath("result", { id: drawId });
  if (name === "invite") return pagePath("invite", { token: "boyle-bir-davet-yok" });
  if (name === "room") return pagePath("room", { code: "ABCDEF" });
  // Ayın Falı: a month is its owner's page (a shared recap's id: tests/e2e/recap.e2e.ts)
  if (name === "recap") return pagePath("recap", { key: "2026-11" });
  return PAGES[name].path;
}

/** Opens a path: its HTTP status, then the page once the app has taken it over. */
async function visit(who: "signedOut" | "signedIn", path: string): Promise<{ status: number; page: Page }> {
  const page = await contexts[who]!.newPage();
  const watch = watchPage(page);
  const response = await page.goto(path);
  await page.waitForFunction((mark) => mark in document.documentElement.dataset, HYDRATED_MARK);
  // a mismatch shows as a console error while hydrating; give late ones a moment to arrive
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  watch.assertClean();
  return { status: response?.status() ?? 0, page };
}

describe("every page of the route table", () => {
  for (const who of ["signedOut", "signedIn"] as const) {
    for (const name of PAGE_NAMES) {
      const route = PAGES[name];
      it(`${name} (${route.path}), ${who}: ${route.status}, drawn without a console error`, async () => {
        const { status, page } = await visit(who, addressOf(name));
        expect(status).toBe(route.status);
        // a page not for this person sends them where it is
        const away = redirectFor(route, who === "signedIn");
        if (away) await page.waitForURL(`${baseURL}${away}`);
        await page.close();
      });
    }
  }

  it("draws the signed-in pages' redirect for a visitor without the 404 page first (/stats)", async () => {
    const { status, page } = await visit("signedOut", "/stats");
    expect(status).toBe(200);
    await page.waitForURL(`${baseURL}/login`);
    expect(await page.getByRole("heading", { name: "Sayfa Bulunamadı" }).count()).toBe(0);
    await page.close();
  });

  it("sends a visitor from a month's recap (/ozet/{yyyy-mm}) to sign in", async () => {
    const { status, page } = await visit("signedOut", "/ozet/2026-11");
    expect(status).toBe(200);
    await page.waitForURL(`${baseURL}/login`);
    await page.close();
  });

  it("says 'Geçersiz fal ID' for a shared page without an id, with status 404", async () => {
    const { status, page } = await visit("signedOut", "/result");
    expect(status).toBe(404);
    await page.getByText("Geçersiz fal ID").first().waitFor();
    await page.close();
  });

  for (const who of ["signedOut", "signedIn"] as const) {
    it(`answers a path of no page with 404 and 'Sayfa Bulunamadı', ${who}`, async () => {
      const { status, page } = await visit(who, "/boyle-bir-sayfa-yok");
      expect(status).toBe(404);
      await page.getByRole("heading", { name: "Sayfa Bulunamadı" }).waitFor();
      await page.close();
    });
  }
});
