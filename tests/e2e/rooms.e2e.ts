/**
 * Fal Odası in Chromium with three people (ADR 036): the host opens a room, two guests without an
 * account join by its link and pick in secret, the host reveals; every screen shows the three
 * songs, and a guest who reloads comes back to the same room. (The second instance on PostgreSQL
 * is tests/integration/rooms-instances.test.ts: the e2e suite runs one app.)
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { drawIndex } from "@/shared/draw";
import { readyListTracks } from "@/shared/ready-lists";
import { baseURL, newContext, registerViaApi, screenshot, watchPage } from "./support";

const contexts: Awaited<ReturnType<typeof newContext>>[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

const TRACKS = readyListTracks("arabesk")!;
const titleOf = (n: string) => TRACKS[drawIndex(BigInt(n), TRACKS.length)]!.title;

describe("Fal Odası", () => {
  it("host and two guests: join by link, pick, reveal; all see three songs; a reload keeps the room", async () => {
    const theme = { dark: "dark", light: "light" } as const;
    const host = await newContext({ theme: theme.dark, width: 390, height: 844 });
    const guestA = await newContext({ theme: theme.light, width: 390, height: 844 });
    const guestB = await newContext({ theme: theme.dark, width: 390, height: 844 });
    contexts.push(host, guestA, guestB);
    await registerViaApi(host, { firstName: "Ayşe" });
    // the host opens the room from the play screen on a ready-made list
    const hostPage = await host.newPage();
    const hostWatch = watchPage(hostPage);
    await hostPage.goto("/");
    await hostPage.getByTestId("ready-list-arabesk").click();
    await hostPage.waitForURL(`${baseURL}/play`);
    await hostPage.getByTestId("open-room").click();
    await hostPage.waitForURL(/\/oda\/[A-Z2-9]{6}$/);
    const url = new URL(hostPage.url()).pathname;
    const code = url.slice("/oda/".length);
    await expect.poll(() => hostPage.getByTestId("room-code").textContent()).toBe(code);

    const join = async (page: Page, name: string) => {
      await page.goto(url);
      await page.getByTestId("room-name").fill(name);
      await page.getByTestId("room-join-submit").click();
      await page.getByTestId("room-lobby").waitFor();
    };
    const pageA = await guestA.newPage();
    const pageB = await guestB.newPage();
    await join(pageA, "Zeynep");
    await screenshot(pageA, "room-lobby-guest-light-390");
    await join(pageB, "Can");
    // the host's lobby hears both arrive through the stream
    await expect.poll(() => hostPage.getByTestId("room-members").locator("li").count()).toBe(3);

    const pick = async (page: Page, n: string) => {
      await page.getByTestId("room-number").fill(n);
      await page.getByTestId("room-pick").click();
      await page.getByTestId("room-waiting").waitFor();
    };
    await pick(pageA, "7");
    await pick(pageB, "12");
    await pick(hostPage, "3");
    // a guest reloads mid-room: the same room, their own number still there
    await pageA.reload();
    await pageA.getByTestId("room-waiting").waitFor();
    expect(await pageA.getByTestId("room-waiting").textContent()).toContain("7");
    await expect
      .poll(() => hostPage.getByTestId("room-reveal").textContent())
      .toContain("Herkes hazır: Falları Aç");
    await screenshot(hostPage, "room-lobby-host-dark-390");

    await hostPage.getByTestId("room-reveal").click();
    for (const page of [hostPage, pageA, pageB]) {
      await expect.poll(() => page.getByTestId("room-result").count(), { timeout: 15_000 }).toBe(3);
      const text = await page.getByTestId("room-results").textContent();
      for (const n of ["3", "7", "12"]) expect(text).toContain(titleOf(n));
    }
    await screenshot(pageA, "room-results-light-390");
    await screenshot(pageB, "room-results-dark-390");
    await pageB.reload();
    await expect.poll(() => pageB.getByTestId("room-result").count()).toBe(3);
    hostWatch.assertClean();
  });
});
