/**
 * 'Günün Şarkısı' (ADR 040) in Chromium: the card at the top of the home screen, its reveal, the
 * same song on two visits the same day and a new one once the server's clock (TEST_CLOCK, not a real
 * wait) passes 00:00 Istanbul time; saving it puts it in history as the song of the day.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { baseURL, newContext, openPage, SCREENSHOT_DIR, screenshotOf, toastText } from "./support";

/** The Istanbul day after today, so the clock only ever moves forward from the real time. */
function nextIstanbulDay(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
}

async function setClock(now: string | null) {
  const context = await newContext();
  const res = await context.request.put(`${baseURL}/api/test/clock`, { data: { now } });
  expect(res.status()).toBe(200);
  await context.close();
}

afterAll(async () => {
  await setClock(null);
});

/** Opens the card and reads the song it shows. */
async function reveal(page: Page) {
  const card = page.getByTestId("daily-card");
  await card.getByTestId("daily-reveal").click();
  await card.getByTestId("daily-title").waitFor();
  return {
    date: await card.getByTestId("daily-date").getAttribute("data-date"),
    number: await card.getByTestId("daily-number").textContent(),
    title: await card.getByTestId("daily-title").textContent(),
    artist: await card.getByTestId("daily-artist").textContent(),
    comment: await card.getByTestId("daily-comment").textContent(),
  };
}

describe("Günün Şarkısı", () => {
  it("is the same on two visits the same day and changes when the clock passes midnight in Istanbul", async () => {
    const day = nextIstanbulDay();
    await setClock(`${day}T23:58:00+03:00`);
    const { context, page, watch } = await openPage("/", {
      signIn: { firstName: "Defne" },
      width: 390,
      height: 844,
    });
    const card = page.getByTestId("daily-card");
    await card.getByTestId("daily-reveal").waitFor();
    // at the very top of the home screen, above the hero
    const cardBox = (await card.boundingBox())!;
    const hero = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(cardBox.y).toBeLessThan(hero.y);
    // closed until tapped: the song is not on the page yet
    expect(await card.getByTestId("daily-title").count()).toBe(0);
    await screenshotOf(card, "daily-closed-dark-390");

    const first = await reveal(page);
    expect(first.date).toBe(day);
    expect(Number(first.number)).toBeGreaterThanOrEqual(1);
    expect(Number(first.number)).toBeLessThanOrEqual(99);
    expect(first.title).toBeTruthy();
    expect(first.comment!.length).toBeGreaterThan(10);
    await page.waitForTimeout(1_600); // the reveal's stages
    await page.screenshot({ path: `${SCREENSHOT_DIR}/daily-revealed-dark-390.png`, fullPage: false });

    // a second visit a minute later, the same day: the same song and comment
    await setClock(`${day}T23:59:30+03:00`);
    await page.reload();
    expect(await reveal(page)).toEqual(first);

    // past midnight in Istanbul: a new day, a new song
    await setClock(`${day}T00:00:30+03:00`.replace(day, nextDayOf(day)));
    await page.reload();
    const next = await reveal(page);
    expect(next.date).toBe(nextDayOf(day));
    expect(next.title).not.toBe(first.title);

    // Kaydet: one draw, marked as the song of the day in history
    await card.getByTestId("daily-save").click();
    await expect.poll(() => toastText(page)).toContain("Günün şarkısı geçmişine eklendi");
    await expect.poll(() => card.getByTestId("daily-save").textContent()).toContain("Kaydedildi");
    await page.goto("/history");
    const badge = page.getByTestId("daily-badge");
    await badge.waitFor();
    expect(await badge.count()).toBe(1);
    expect(await page.getByTestId("draw-link").first().textContent()).toBe(next.title);
    watch.assertClean();
    await context.close();
  });

  it("/#gunun-sarkisi opens the home screen at the card, in the light theme too", async () => {
    await setClock(null);
    const { context, page, watch } = await openPage("/", {
      signIn: { firstName: "Ilgın" },
      width: 390,
      height: 844,
      theme: "light",
    });
    await page.getByTestId("daily-reveal").waitFor();
    await page.goto("/#gunun-sarkisi");
    const card = page.locator("#gunun-sarkisi");
    await card.getByTestId("daily-reveal").waitFor();
    await reveal(page);
    await page.waitForTimeout(1_600);
    await screenshotOf(page.getByTestId("daily-card"), "daily-revealed-light-390");
    watch.assertClean();
    await context.close();
  });
});

function nextDayOf(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
}
