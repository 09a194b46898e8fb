import type { BrowserContext, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CommentAnswer } from "@/shared/api/comment";
import type { Track } from "@/shared/api/tracks";
import { SPOTIFY_FIXTURE_PLAYLIST_ID } from "../fakes/spotify";
import {
  baseURL,
  dismissToasts,
  hold,
  type OpenOptions,
  openPage,
  type PageWatch,
  screenshot,
  screenshotOf,
  toastText,
} from "./support";

const ENTERTAINMENT = "Şarkı Falı bir müzik oyunudur; yalnızca eğlence amaçlıdır.";

const LOADER_STEPS = [
  "Şarkının sözlerine kulak veriliyor...",
  "Melodinin ritmi yıldızlarla buluşuyor...",
  "Falın kaleme alınıyor...",
];

/** The spec's rule, computed independently with BigInt. */
function expectedIndex(number: string, count: number): number {
  const n = BigInt(number);
  const c = BigInt(count);
  return Number((((n - 1n) % c) + c) % c);
}

interface Play {
  context: BrowserContext;
  page: Page;
  watch: PageWatch;
  tracks: Track[];
}

async function openPlay(page: Page): Promise<Track[]> {
  await page.waitForURL(`${baseURL}/play`);
  await page.getByTestId("number-input").waitFor();
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("game_tracks") ?? "[]"));
}

/** Signed in, on the home screen. Covers on the providers' CDNs are drawn locally (support.ts). */
const signedInHome = (options: OpenOptions = {}) =>
  openPage("/", { ...options, signIn: { firstName: "Deniz" } });

/** Signed in, a CSV file loaded through the home screen, on /play. */
async function playWithCsv(file: string, options: OpenOptions = {}): Promise<Play> {
  const { context, page, watch } = await signedInHome(options);
  await page.getByTestId("csv-input").setInputFiles(`tests/fixtures/csv/${file}`);
  const tracks = await openPlay(page);
  return { context, page, watch, tracks };
}

const drawButton = (page: Page) => page.getByRole("button", { name: "Falımı Çek" });
const commentBlock = (page: Page) => page.getByTestId("comment-block");
const generateButton = (page: Page) => page.getByRole("button", { name: "Fal Yorumu Oluştur" });

async function draw(page: Page, number: string) {
  await page.getByTestId("number-input").fill(number);
  await drawButton(page).click();
  await page.getByRole("button", { name: "Falın çekiliyor..." }).waitFor();
  await drawButton(page).waitFor();
  await expect.poll(() => page.getByTestId("drawn-number").textContent()).toBe(`#${number}`);
}

const isPost = (path: string) => (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === path;

async function lastResult(page: Page) {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("game_state") ?? "{}").lastResult);
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

describe("play: the draw", () => {
  it("draws the track at (number - 1) mod count for 1, 0, -3 and a 25-digit number", async () => {
    const { context, page, watch, tracks } = await playWithCsv("exportify.csv");
    expect(tracks.length).toBe(10);
    expect(tracks[0]?.title).toBe("Gidiyorum");
    expect(await page.getByTestId("source-line").textContent()).toBe("CSV dosyası: exportify · 10 şarkı");

    const drawEvents: unknown[] = [];
    page.on("console", async (m) => {
      if (m.type() !== "info") return;
      const args = await Promise.all(m.args().map((a) => a.jsonValue()));
      if (args[0] === "draw_performed") drawEvents.push(args[1]);
    });
    const audioRequests: string[] = [];
    page.on("request", (r) => {
      if (isPost("/api/audio-features")(r)) audioRequests.push(r.url());
    });

    // 'Falımı Çek' waits for a number.
    expect(await drawButton(page).isDisabled()).toBe(true);
    await page.getByTestId("number-input").fill("   ");
    expect(await drawButton(page).isDisabled()).toBe(true);

    // The 800 ms drawing state: the button says so, the number and the themes are locked.
    await page.getByTestId("number-input").fill("1");
    await drawButton(page).click();
    await page.getByRole("button", { name: "Falın çekiliyor..." }).waitFor();
    expect(await page.getByTestId("number-input").isDisabled()).toBe(true);
    expect(await page.getByRole("radio", { name: /Genel/ }).isDisabled()).toBe(true);
    await screenshot(page, "play-drawing-dark-1280");
    await drawButton(page).waitFor();
    expect(await page.getByTestId("number-input").isDisabled()).toBe(false);

    const big = "9876543210987654321098765";
    // A float would land elsewhere: the test only means something if exactness matters.
    expect(expectedIndex(big, 10)).not.toBe((((Number(big) - 1) % 10) + 10) % 10);

    for (const number of ["1", "0", "-3", big]) {
      if (number !== "1") await draw(page, number);
      const track = tracks[expectedIndex(number, tracks.length)]!;
      await expect.poll(() => page.getByTestId("drawn-number").textContent()).toBe(`#${number}`);
      expect(await page.getByTestId("track-title").textContent()).toBe(track.title);
      expect(await page.getByTestId("track-artist").textContent()).toBe(track.artist);
      expect((await lastResult(page)).track.id).toBe(track.id);
    }
    expect(tracks.map((t) => t.title).slice(0, 10)).toContain("Bu Akşam");
    expect(await page.getByTestId("track-title").textContent()).toBe("Bu Akşam");
    await expect.poll(() => drawEvents.length).toBe(4);
    expect(drawEvents).toEqual([
      { number: "1", theme: "genel" },
      { number: "0", theme: "genel" },
      { number: "-3", theme: "genel" },
      { number: big, theme: "genel" },
    ]);
    // CSV rows never ask the server for their sound.
    expect(audioRequests).toEqual([]);
    await screenshot(page, "play-drawn-25-digits-dark-1280");
    watch.assertClean();
    await context.close();
  });

  it("a number that is not a number gets the spec's toast and draws nothing", async () => {
    const { context, page, watch } = await playWithCsv("exportify.csv", { width: 390 });
    await dismissToasts(page);
    await page.getByTestId("number-input").fill("abc");
    await drawButton(page).click();
    await expect.poll(() => toastText(page)).toContain("Geçersiz sayı");
    await expect.poll(() => toastText(page)).toContain("Lütfen geçerli bir sayı girin");
    // The toast area is named in Turkish for screen readers (Radix's default is English).
    expect(await page.getByRole("region", { name: "Bildirimler (F8)" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: /Notifications/ }).count()).toBe(0);
    expect(await page.getByTestId("track-result").count()).toBe(0);
    await screenshot(page, "play-invalid-number-dark-390");
    watch.assertClean();
    await context.close();
  });

  it("a free user sees the premium themes disabled and labelled 'Premium'", async () => {
    const { context, page, watch } = await playWithCsv("exportify.csv");
    expect(await page.getByRole("radio", { name: /Genel/ }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: /Genel/ }).isDisabled()).toBe(false);
    for (const id of ["ask", "kariyer", "gunluk"]) {
      const option = page.getByTestId(`theme-${id}`);
      expect(await option.locator("input").isDisabled()).toBe(true);
      expect(await option.textContent()).toContain("Premium");
      // a tap says why (toast) and opens the Premium dialog; the theme does not change
      await option.click({ force: true });
      const dialog = page.getByTestId("premium-dialog");
      await dialog.waitFor();
      // Escape closes it once the dialog listens (a press in the frame it opens can go unheard)
      await expect
        .poll(async () => {
          await page.keyboard.press("Escape");
          return dialog.isVisible();
        })
        .toBe(false);
    }
    expect(await page.getByRole("radio", { name: /Genel/ }).isChecked()).toBe(true);
    expect(await page.getByTestId("theme-genel").textContent()).not.toContain("Premium");
    watch.assertClean();
    await context.close();
  });
});

describe("play: the comment", () => {
  it("generates a comment (offline composer), fires confetti, saves the draw, shares and copies", async () => {
    const { context, page, watch, tracks } = await playWithCsv("exportify-net.csv");
    await draw(page, "2");
    const track = tracks[1]!;
    expect(track.features?.tempo).toBeGreaterThan(0);
    const drawn = await lastResult(page);

    const block = commentBlock(page);
    expect(await block.getAttribute("data-state")).toBe("idle");
    const hint = page.getByLabel("Odak (isteğe bağlı)");
    expect(await hint.getAttribute("placeholder")).toBe("Örn: sınav, motivasyon, aşk");
    expect(await block.getByText("1-3 kelime ile odaklanmak istediğin tema").isVisible()).toBe(true);

    // 31 characters cannot be typed: the hint stops at 30.
    await hint.pressSequentially("a".repeat(31));
    expect(await hint.inputValue()).toBe("a".repeat(30));
    await hint.fill("  sınav  ");

    const release = await hold(page, "**/api/comment");
    const commentRequest = page.waitForRequest(isPost("/api/comment"));
    const commentResponse = page.waitForResponse((r) => isPost("/api/comment")(r.request()));
    const saveResponse = page.waitForResponse((r) => isPost("/api/draws")(r.request()));
    await generateButton(page).click();

    // The loader: three messages, 5 s each, and a progress bar that moves.
    await expect.poll(() => block.getAttribute("data-state")).toBe("generating");
    await expect.poll(() => page.getByTestId("loader-message").textContent()).toBe(LOADER_STEPS[0]);
    const progress = page.getByRole("progressbar");
    const first = Number(await progress.getAttribute("aria-valuenow"));
    await expect
      .poll(async () => Number(await progress.getAttribute("aria-valuenow")))
      .toBeGreaterThan(first);
    await expect
      .poll(() => page.getByTestId("loader-message").textContent(), { timeout: 7000 })
      .toBe(LOADER_STEPS[1]);
    expect(Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(33);

    const body = (await commentRequest).postDataJSON();
    expect(body).toEqual({
      track: expect.objectContaining({ id: track.id, title: track.title, artist: track.artist }),
      theme: "genel",
      audio: track.features,
      hint: "sınav",
      persona: { mysticLevel: 2, directness: 2, optimism: 2 },
      salt: drawn.salt,
      number: "2",
    });
    expect(drawn.salt).toMatch(/-csv-1$/);

    release();
    const response = await commentResponse;
    expect(response.status()).toBe(200);
    const generated = (await response.json()) as CommentAnswer;
    expect(generated.kind).toBe("fortune");
    await expect.poll(() => block.getAttribute("data-state")).toBe("generated");
    expect(await block.getAttribute("data-kind")).toBe("fortune");
    expect(await block.getByTestId("entertainment-note").textContent()).toBe(ENTERTAINMENT);
    expect(await page.getByTestId("comment-headline").textContent()).toBe(generated.headline);
    expect(await page.getByTestId("comment-text").innerText()).toBe(generated.short);

    // Confetti: two bursts.
    await expect.poll(() => block.getAttribute("data-confetti")).toBe("2");
    expect(await page.getByTestId("confetti-fired").getAttribute("data-bursts")).toBe("2");

    // The draw is saved by the comment's id, with every field of section 7; then the share button appears.
    const saved = await saveResponse;
    expect(saved.status()).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    expect(saved.request().postDataJSON()).toEqual({
      commentId: generated.commentId,
      number: "2",
      trackId: track.id,
      trackTitle: track.title,
      trackArtist: track.artist,
      trackImage: track.image ?? null,
      trackPreviewUrl: track.previewUrl ?? null,
      trackExternalUrl: track.externalUrl ?? null,
      theme: "genel",
      headline: generated.headline,
      short: generated.short,
      long: generated.long,
      comment: generated.short,
      sessionId: (await page.evaluate(() => JSON.parse(sessionStorage.getItem("game_state") ?? "{}"))).roomId,
      // the loaded playlist's source (a CSV file has no playlist id)
      sourceType: "csv",
      sourceId: null,
    });
    const share = page.getByRole("link", { name: "Paylaş (WhatsApp, X, Instagram)" });
    await share.waitFor();
    expect(await share.getAttribute("href")).toBe(`/result/${id}`);
    const stored = await context.request.get(`${baseURL}/api/draws/${id}`);
    expect(stored.status()).toBe(200);
    // the public view: the question is hidden by default (ADR 038), so it carries the texts
    // without the hint ("sınav"), exactly what the comment answered as publicTexts
    expect(await stored.json()).toMatchObject({
      headline: generated.publicTexts.headline,
      short: generated.publicTexts.short,
      long: generated.publicTexts.long,
    });
    expect(JSON.stringify(await stored.json())).not.toContain("sınav");

    // The long text, collapsed by default.
    expect(generated.long.trim()).not.toBe(generated.short.trim());
    const toggle = page.getByRole("button", { name: "Detaylı Yorum" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const less = page.getByRole("button", { name: "Kısa Göster" });
    expect(await less.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByTestId("comment-text").locator("p").allTextContents()).toEqual(
      paragraphs(generated.long),
    );
    await screenshot(page, "play-comment-confetti-dark-1280");
    await less.click();
    expect(await page.getByTestId("comment-text").innerText()).toBe(generated.short);

    // Copy: headline and text, 'Kopyalandı' for 2 s, and the toast.
    const copy = page.getByTestId("copy-comment");
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe("Kopyalandı");
    await expect.poll(() => toastText(page)).toContain("Kopyalandı!");
    await expect.poll(() => toastText(page)).toContain("Yorum panoya kopyalandı");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${generated.headline}\n\n${generated.short}`,
    );
    await expect.poll(() => copy.textContent(), { timeout: 4000 }).toBe("Kopyala");

    // Spec section 4: a change of the number brings the block back to idle, before any new draw.
    await page.getByTestId("number-input").fill("3");
    await expect.poll(() => block.getAttribute("data-state")).toBe("idle");
    expect(await page.getByLabel("Odak (isteğe bağlı)").inputValue()).toBe("");
    expect(await page.getByRole("link", { name: "Paylaş (WhatsApp, X, Instagram)" }).count()).toBe(0);
    expect(await page.getByTestId("drawn-number").textContent()).toBe("#2");

    // So does a new draw (the same number typed, a new track).
    await generateButton(page).click();
    await page.getByRole("link", { name: "Paylaş (WhatsApp, X, Instagram)" }).waitFor();
    await draw(page, "3");
    await expect.poll(() => block.getAttribute("data-state")).toBe("idle");
    expect(await page.getByRole("link", { name: "Paylaş (WhatsApp, X, Instagram)" }).count()).toBe(0);

    watch.assertClean();
    await context.close();
  });

  it("a failing comment shows the server's message and the block returns to idle", async () => {
    const { context, page, watch } = await playWithCsv("exportify.csv");
    await draw(page, "5");
    await page.route("**/api/comment", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Yıldızlar şu an sessiz" }),
      }),
    );
    const request = page.waitForRequest(isPost("/api/comment"));
    const saves: string[] = [];
    page.on("request", (r) => {
      if (isPost("/api/draws")(r)) saves.push(r.url());
    });
    await page.getByLabel("Odak (isteğe bağlı)").fill("   ");
    await generateButton(page).click();
    // An empty hint is not sent at all.
    expect("hint" in (await request).postDataJSON()).toBe(false);
    await expect.poll(() => toastText(page)).toContain("Yıldızlar şu an sessiz");
    await expect.poll(() => toastText(page)).toContain("Hata");
    await expect.poll(() => commentBlock(page).getAttribute("data-state")).toBe("idle");
    expect(await generateButton(page).isEnabled()).toBe(true);
    expect(saves).toEqual([]);
    await screenshot(page, "play-comment-failed-dark-1280");
    // The browser reports the 500 itself; nothing else may complain.
    expect(watch.errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    await context.close();
  });

  it("a streaming track asks for its sound when drawn and sends it with the comment", async () => {
    const { context, page, watch } = await signedInHome({ width: 390 });
    const card = page.getByTestId("spotify-card");
    await card.getByRole("textbox").fill(SPOTIFY_FIXTURE_PLAYLIST_ID);
    await card.getByRole("button", { name: "Şarkıları Getir" }).click();
    const tracks = await openPlay(page);
    const featuresResponse = page.waitForResponse((r) => isPost("/api/audio-features")(r.request()));
    await draw(page, "1");
    const features = await featuresResponse;
    expect(features.request().postDataJSON()).toEqual({ trackIds: [tracks[0]!.id] });
    const byId = features.ok() ? ((await features.json()) as Record<string, unknown>) : {};

    const commentRequest = page.waitForRequest(isPost("/api/comment"));
    await generateButton(page).click();
    expect((await commentRequest).postDataJSON().audio ?? null).toEqual(byId[tracks[0]!.id] ?? null);
    await expect
      .poll(() => commentBlock(page).getAttribute("data-state"), { timeout: 20_000 })
      .toBe("generated");
    await page.getByRole("link", { name: "Paylaş (WhatsApp, X, Instagram)" }).waitFor();
    watch.assertClean();
    await context.close();
  });
});

/** What a support answer must look like on /play: calm, 112 to tap, nothing to save or share. */
async function expectSupportBlock(page: Page, answer: CommentAnswer) {
  const block = commentBlock(page);
  await expect.poll(() => block.getAttribute("data-state")).toBe("generated");
  expect(await block.getAttribute("data-kind")).toBe("support");
  const note = block.getByTestId("support-note");
  await note.waitFor();
  expect(await note.getByTestId("comment-headline").textContent()).toBe(answer.headline);
  expect(await note.getByTestId("comment-text").textContent()).toContain(answer.short.slice(0, 40));
  const call = note.getByRole("link", { name: "112 Acil Çağrı Merkezi'ni ara" });
  expect(await call.getAttribute("href")).toBe("tel:112");
  expect(await call.textContent()).toBe("112'yi Ara");
  // every 112 in the text dials too
  for (const link of await note.getByTestId("comment-text").getByRole("link").all()) {
    expect(await link.getAttribute("href")).toBe("tel:112");
  }
  // No fortune furniture: no toggle, no copy, no share, no entertainment line, no confetti.
  expect(await block.getByRole("button", { name: "Detaylı Yorum" }).count()).toBe(0);
  expect(await block.getByTestId("copy-comment").count()).toBe(0);
  expect(await page.getByRole("link", { name: "Paylaş (WhatsApp, X, Instagram)" }).count()).toBe(0);
  expect(await block.getByTestId("entertainment-note").count()).toBe(0);
  // the second burst would come 250 ms after the first: wait past it
  await page.waitForTimeout(600);
  expect(await block.getAttribute("data-confetti")).toBe("none");
  expect(await page.getByTestId("confetti-fired").count()).toBe(0);
}

const SUPPORT_ANSWER: CommentAnswer = {
  commentId: "5f0c7d4e-8c1b-4d2a-9f3e-2b7a6c1d0e9f",
  kind: "support",
  headline: "Yalnız değilsin",
  short:
    "Şu an çok zor bir yerde olabilirsin. Bunu tek başına taşımak zorunda değilsin; güvendiğin biriyle konuş.",
  long: "Şu an çok zor bir yerde olabilirsin. Bunu tek başına taşımak zorunda değilsin; güvendiğin biriyle konuş.\n\nKendini güvende hissetmiyorsan hemen 112'yi ara.",
  hintSafety: "support",
  publicTexts: {
    headline: "Yalnız değilsin",
    short: "Şu an çok zor bir yerde olabilirsin.",
    long: "Şu an çok zor bir yerde olabilirsin.",
  },
};

describe("play: a hint that suggests self-harm", () => {
  // Needs the comment engine's classifier (issue 10, engine part): until it lands, the server
  // answers a fortune here and this test fails at `kind`.
  it("gets the server's support message with 112 instead of a fortune; nothing is saved", async () => {
    const { context, page, watch } = await playWithCsv("exportify.csv", { width: 390 });
    await draw(page, "4");
    const saves: string[] = [];
    page.on("request", (r) => {
      if (isPost("/api/draws")(r)) saves.push(r.url());
    });
    const response = page.waitForResponse((r) => isPost("/api/comment")(r.request()));
    await page.getByLabel("Odak (isteğe bağlı)").fill("intihar");
    await generateButton(page).click();
    const answer = (await (await response).json()) as CommentAnswer;
    expect(answer.kind).toBe("support");
    expect(`${answer.short} ${answer.long}`).toContain("112");
    await expectSupportBlock(page, answer);
    expect(saves).toEqual([]);
    // The server refuses to save it too.
    const refused = await context.request.post(`${baseURL}/api/draws`, {
      data: { ...(await lastSaveBody(page)), commentId: answer.commentId },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Bu bir destek mesajı, fal değil; kaydedilemez ve paylaşılamaz.",
    );
    watch.assertClean();
    await context.close();
  });

  it("the block shows a support answer calmly, with a tappable 112 (answer stubbed)", async () => {
    const { context, page, watch } = await playWithCsv("exportify.csv");
    await draw(page, "4");
    await page.route("**/api/comment", (route) => route.fulfill({ json: SUPPORT_ANSWER }));
    const saves: string[] = [];
    page.on("request", (r) => {
      if (isPost("/api/draws")(r)) saves.push(r.url());
    });
    await generateButton(page).click();
    await expectSupportBlock(page, SUPPORT_ANSWER);
    expect(await commentBlock(page).getByRole("link", { name: "112", exact: true }).count()).toBe(1);
    expect(saves).toEqual([]);
    // A change of the number leaves the message for a new comment, as with any comment.
    await page.getByTestId("number-input").fill("5");
    await expect.poll(() => commentBlock(page).getAttribute("data-state")).toBe("idle");
    watch.assertClean();
    await context.close();
  });
});

/** A save body for the drawn track, as the app would send it (text fields are ignored). */
async function lastSaveBody(page: Page) {
  const drawn = await lastResult(page);
  return {
    number: drawn.number,
    trackId: drawn.track.id,
    trackTitle: drawn.track.title,
    trackArtist: drawn.track.artist,
    theme: "genel",
    headline: "",
    short: "",
    long: "",
    comment: "",
  };
}

describe("smoke: the comment block's states render in both themes at 390 and 1280 px (screenshots saved, not compared)", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const width of [390, 1280]) {
      it(`idle, generating, generated and expanded (${theme}, ${width}px)`, async () => {
        const { context, page, watch } = await playWithCsv("exportify.csv", {
          theme,
          width,
          reducedMotion: true,
        });
        const name = (state: string) => `play-comment-${state}-${theme}-${width}`;
        await draw(page, "42");
        await dismissToasts(page);
        await page.getByLabel("Odak (isteğe bağlı)").fill("motivasyon");
        await screenshot(page, name("idle"));

        const release = await hold(page, "**/api/comment");
        await generateButton(page).click();
        await page.getByTestId("mystic-loader").waitFor();
        // a tenth of the way through the 15 s loader, so the bar has visibly moved
        await expect
          .poll(async () => Number(await page.getByRole("progressbar").getAttribute("aria-valuenow")))
          .toBeGreaterThanOrEqual(10);
        await screenshot(page, name("generating"));
        release();

        await expect.poll(() => commentBlock(page).getAttribute("data-state")).toBe("generated");
        // Reduced motion: no confetti.
        await expect.poll(() => commentBlock(page).getAttribute("data-confetti")).toBe("skipped");
        expect(await page.getByTestId("confetti-fired").count()).toBe(0);
        await page.getByRole("link", { name: "Paylaş (WhatsApp, X, Instagram)" }).waitFor();
        await screenshot(page, name("generated"));
        await page.getByRole("button", { name: "Detaylı Yorum" }).click();
        await screenshot(page, name("expanded"));
        await screenshotOf(commentBlock(page), name("expanded-block"));
        watch.assertClean();
        await context.close();
      });
    }
    it(`support answer (${theme}, 390px)`, async () => {
      const { context, page, watch } = await playWithCsv("exportify.csv", {
        theme,
        width: 390,
        reducedMotion: true,
      });
      await draw(page, "42");
      await dismissToasts(page);
      await page.route("**/api/comment", (route) => route.fulfill({ json: SUPPORT_ANSWER }));
      await generateButton(page).click();
      await commentBlock(page).getByTestId("support-note").waitFor();
      await screenshot(page, `play-comment-support-${theme}-390`);
      await screenshotOf(commentBlock(page), `play-comment-support-block-${theme}-390`);
      watch.assertClean();
      await context.close();
    });
  }
});
