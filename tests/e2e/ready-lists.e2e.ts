/**
 * 'Hazır Listeler': a new person draws from a list that ships with the app, without finding a
 * playlist first; the browser asks no playlist endpoint and no provider.
 */
import { describe, expect, it } from "vitest";
import { PRESET_QUESTIONS } from "@/shared/questions";
import { READY_LISTS, readyListTracks } from "@/shared/ready-lists";
import { pagePath } from "@/shared/routes";
import { baseURL, openPage, SCREENSHOT_DIR, screenshot, toastText } from "./support";

describe("ready-made lists", () => {
  it("a new account taps a list, lands on /play and draws a song from it", async () => {
    const { context, page, watch } = await openPage("/", { signIn: { firstName: "Ece" }, width: 390 });
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));

    const section = page.getByTestId("ready-lists");
    await section.getByRole("heading", { name: "Hazır Listeler" }).waitFor();
    // Above the source cards, so a new person sees them first.
    const listsTop = (await section.boundingBox())!.y;
    const spotifyTop = (await page.getByTestId("spotify-card").boundingBox())!.y;
    expect(listsTop).toBeLessThan(spotifyTop);
    expect(await section.getByRole("listitem").count()).toBe(READY_LISTS.length);
    await screenshot(page, "ready-lists-home-390");

    const list = READY_LISTS.find((l) => l.id === "anadolu-rock")!;
    await page.getByTestId(`ready-list-${list.id}`).click();
    await page.waitForURL(`${baseURL}/play`);
    await expect.poll(() => toastText(page)).toContain(`${list.count} şarkı yüklendi`);
    expect(await page.getByTestId("source-line").textContent()).toBe(
      `Hazır liste: ${list.name} · ${list.count} şarkı`,
    );

    // (number - 1) mod count: 53 is the third song of a 50-song list.
    await page.getByTestId("number-input").fill("53");
    await page.getByRole("button", { name: "Falımı Çek" }).click();
    const expected = readyListTracks(list.id)![2]!;
    await expect.poll(() => page.getByTestId("track-title").textContent()).toBe(expected.title);
    expect(await page.getByTestId("track-artist").textContent()).toBe(expected.artist);
    const listen = page.getByTestId("streaming-link");
    expect(await listen.textContent()).toBe("YouTube'da ara");
    const href = new URL((await listen.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://www.youtube.com/results");
    expect(href.searchParams.get("search_query")).toBe(`${expected.artist} ${expected.title}`);

    // Questions: 'Benim yerime sor' fills the hint with one of the theme's; a chip fills its own.
    const hint = page.getByTestId("hint-input");
    await page.getByTestId("ask-for-me").click();
    const asked = await hint.inputValue();
    expect(PRESET_QUESTIONS.genel).toContain(asked);
    const chosen = PRESET_QUESTIONS.genel.find((q) => q !== asked)!;
    await page.getByTestId("question-chips").getByRole("button", { name: chosen }).click();
    expect(await hint.inputValue()).toBe(chosen);
    expect(
      await page
        .getByTestId("question-chips")
        .getByRole("button", { name: chosen })
        .getAttribute("aria-pressed"),
    ).toBe("true");

    // The comment and the saved draw work for a song with no cover and no preview.
    const commentRequest = page.waitForRequest(
      (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/comment",
    );
    const saved = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/draws",
    );
    await page.getByRole("button", { name: "Fal Yorumu Oluştur" }).click();
    await expect
      .poll(() => page.getByTestId("comment-block").getAttribute("data-state"), { timeout: 20_000 })
      .toBe("generated");
    expect((await saved).status()).toBe(201);
    expect((await commentRequest).postDataJSON().hint).toBe(chosen);

    // Nothing was fetched for the list: no playlist endpoint, nothing outside the app.
    expect(requested.filter((u) => /\/api\/(spotify|youtube)\//.test(u))).toEqual([]);
    expect(requested.filter((u) => !u.startsWith(baseURL) && !u.startsWith("data:"))).toEqual([]);
    await screenshot(page, "ready-lists-play-390");
    watch.assertClean();
    await context.close();
  });
});

describe("the first screen on a phone", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`shows one's own list (Spotify, YouTube, CSV) at 390x844 under the ready-made lists (${theme})`, async () => {
      const { context, page, watch } = await openPage("/", {
        signIn: { firstName: "Ada" },
        width: 390,
        height: 844,
        theme,
      });
      const lists = page.getByTestId("ready-lists");
      await lists.getByRole("heading", { name: "Hazır Listeler" }).waitFor();
      const viewport = page.viewportSize()!;
      const inFirstScreen = async (testId: string) => {
        const box = (await page.getByTestId(testId).boundingBox())!;
        return box.y >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
      };
      // The own-list heading, the three choices and the Spotify card's field, without scrolling.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const heading = (await page.getByRole("heading", { name: "Kendi listenle çek" }).boundingBox())!;
      expect(heading.y + heading.height).toBeLessThanOrEqual(viewport.height);
      for (const card of ["spotify-card", "youtube-card", "csv-card"]) {
        expect(await inFirstScreen(`own-list-${card}`), card).toBe(true);
      }
      const spotifyField = (await page.getByTestId("spotify-card").locator("input").boundingBox())!;
      expect(spotifyField.y + spotifyField.height).toBeLessThanOrEqual(viewport.height);
      // The ready-made lists are one row that scrolls sideways; every list is still there.
      const tops = await lists
        .getByRole("listitem")
        .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(tops).toHaveLength(READY_LISTS.length);
      expect(new Set(tops).size).toBe(1);
      expect(await lists.getByRole("list").evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/home-first-screen-390-${theme}.png` });

      // A choice brings its card up with its field ready; the last list is reachable by scrolling.
      await page.getByTestId("own-list-csv-card").click();
      await expect.poll(() => inFirstScreen("csv-card")).toBe(true);
      const last = READY_LISTS.at(-1)!;
      await page.getByTestId(`ready-list-${last.id}`).scrollIntoViewIfNeeded();
      await page.getByTestId(`ready-list-${last.id}`).click();
      await page.waitForURL(`${baseURL}/play`);
      expect(await page.getByTestId("source-line").textContent()).toContain(last.name);
      watch.assertClean();
      await context.close();
    });
  }
});

describe("the reveal", () => {
  it("every press on 'Falımı Çek' draws once: a short one as a click, a held one with the ritual", async () => {
    const { context, page, watch } = await openPage("/", { signIn: { firstName: "Can" }, width: 390 });
    // Each draw logs 'draw_performed' once (play-page.tsx); a draw asks no endpoint, so this is the count.
    let draws = 0;
    page.on("console", (m) => {
      if (m.text().startsWith("draw_performed")) draws++;
    });
    const list = READY_LISTS.find((l) => l.id === "arabesk")!;
    const tracks = readyListTracks(list.id)!;
    await page.getByTestId(`ready-list-${list.id}`).click();
    await page.waitForURL(`${baseURL}/play`);
    const button = page.getByTestId("draw-button");
    /** Over the button, wherever the last result scrolled the page to. */
    const pointAtButton = async () => {
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      return box;
    };

    /** Presses for `ms` and lets go on the button; the draw must come, and come once. */
    const press = async (number: number, ms: number) => {
      await page.getByTestId("number-input").fill(String(number));
      await pointAtButton();
      const before = draws;
      await page.mouse.down();
      await page.waitForTimeout(ms);
      await page.mouse.up();
      await expect.poll(() => page.getByTestId("drawn-number").textContent()).toBe(`#${number}`);
      expect(await page.getByTestId("track-title").textContent()).toBe(tracks[number - 1]!.title);
      // a second draw (the click after the release, the hold's timer) would come within this
      await page.waitForTimeout(1500);
      expect(draws - before).toBe(1);
    };

    // 0.2 s and 0.6 s (longer than a click, shorter than the hold): the spec's click draw, no ritual.
    await press(3, 200);
    expect(await page.getByTestId("staged-reveal").count()).toBe(0);
    await press(4, 600);
    expect(await page.getByTestId("staged-reveal").count()).toBe(0);
    // 1.5 s is the hold itself: whichever of the release and the hold's end comes first draws.
    await press(5, 1500);

    // Slid off the button before letting go: cancelled, nothing drawn.
    await page.getByTestId("number-input").fill("9");
    const box = await pointAtButton();
    const before = draws;
    await page.mouse.down();
    await expect.poll(() => button.getAttribute("data-holding")).toBe("true");
    await page.waitForTimeout(600);
    await page.mouse.move(box.x + box.width / 2, box.y - 60);
    await page.mouse.up();
    await page.waitForTimeout(1500);
    expect(draws).toBe(before);
    expect(await page.getByTestId("drawn-number").textContent()).toBe("#5");
    expect(await button.getAttribute("data-holding")).toBeNull();

    // Held through: the staged reveal shows the number, the rule in words, then the song.
    await page.getByTestId("number-input").fill("27");
    await pointAtButton();
    await page.mouse.down();
    // (the 1.5 s press above may have played a reveal of its own: wait for this one's number)
    await expect.poll(() => page.getByTestId("reveal-number").textContent(), { timeout: 5000 }).toBe("27");
    await page.mouse.up();
    expect(await page.getByTestId("reveal-rule").textContent()).toBe("27. şarkı");
    await expect.poll(() => page.getByTestId("track-title").textContent()).toBe(tracks[26]!.title);
    // the title comes in last: it is fully shown once its stage has played
    await expect
      .poll(() => page.locator('[data-part="title"]').evaluate((el) => Number(getComputedStyle(el).opacity)))
      .toBe(1);
    await page.waitForTimeout(1000);
    expect(draws - before).toBe(1);
    await screenshot(page, "reveal-staged-390");

    // Enter in the number field submits as a click does.
    await page.getByTestId("number-input").fill("6");
    await page.getByTestId("number-input").press("Enter");
    await expect.poll(() => page.getByTestId("track-title").textContent()).toBe(tracks[5]!.title);
    expect(await page.getByTestId("staged-reveal").count()).toBe(0);
    await page.waitForTimeout(1000);
    expect(draws - before).toBe(2);
    watch.assertClean();
    await context.close();
  });
});

describe("'Bana bir sayı söyle'", () => {
  it("a friend, signed out, opens the link, picks a number once, and the owner's history shows it with the friend's name", async () => {
    const owner = await openPage("/", { signIn: { firstName: "Ece" }, width: 390 });
    const list = READY_LISTS.find((l) => l.id === "doksanlar")!;
    await owner.page.getByTestId(`ready-list-${list.id}`).click();
    await owner.page.waitForURL(`${baseURL}/play`);
    await owner.page.getByTestId("invite-friend").click();
    const link = await owner.page.getByTestId("invite-url").inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/sayi/[A-Za-z0-9_-]{24}$`));
    await screenshot(owner.page, "invite-dialog-390");

    const token = new URL(link).pathname.split("/").pop()!;
    const friend = await openPage(pagePath("invite", { token }), { width: 390, theme: "light" });
    await friend.page.getByRole("heading", { name: "Ece senden bir sayı istiyor" }).waitFor();
    expect(await friend.page.getByTestId("invite-form").textContent()).toContain(list.name);
    await friend.page.getByTestId("invite-name").fill("Ayşe");
    await friend.page.getByTestId("invite-number").fill("12");
    await screenshot(friend.page, "invite-friend-form-390-light");
    await friend.page.getByRole("button", { name: "Sayımı Gönder" }).click();
    const expected = readyListTracks(list.id)![11]!;
    await expect
      .poll(() => friend.page.getByTestId("invite-track-title").textContent(), { timeout: 20_000 })
      .toBe(expected.title);
    await screenshot(friend.page, "invite-friend-answered-390-light");

    // Once only: opening the link again says so.
    await friend.page.reload();
    await friend.page.getByRole("heading", { name: "Bu bağlantı kullanılmış" }).waitFor();

    await owner.page.goto("/history");
    const card = owner.page.getByTestId("friend-badge").first();
    await expect.poll(() => card.textContent()).toContain("Ayşe seçti");
    owner.watch.assertClean();
    friend.watch.assertClean();
    await Promise.all([owner.context.close(), friend.context.close()]);
  });
});
