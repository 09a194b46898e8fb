/**
 * Questions stay private (issue 21 §2-3, ADR 038), in Chromium: a self-harm hint gets the support
 * answer with 112 and nothing to save or share; a sensitive hint's comment carries a notice and its
 * shared page never shows the question (the owner's toggle is disabled and says why); an ordinary
 * question is hidden by default, absent from the page source and og:description, until the owner
 * shows it, and gone again when they hide it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CommentAnswer } from "@/shared/api/comment";
import type { Track } from "@/shared/api/tracks";
import { T } from "@/shared/texts";
import {
  baseURL,
  newContext,
  openPage,
  registerViaApi,
  saveDrawViaApi,
  screenshot,
  screenshotOf,
} from "./support";

const commentBlock = (page: Page) => page.getByTestId("comment-block");

/** Signed in, a CSV file loaded through the home screen, a number drawn on /play. */
async function drawOnPlay(options: { width?: number; theme?: "dark" | "light" } = {}) {
  const opened = await openPage("/", { ...options, signIn: { firstName: "Deniz" } });
  const { page } = opened;
  await page.getByTestId("csv-input").setInputFiles("tests/fixtures/csv/exportify.csv");
  await page.waitForURL(`${baseURL}/play`);
  await page.getByTestId("number-input").fill("4");
  await page.getByRole("button", { name: "Falımı Çek" }).click();
  await expect.poll(() => page.getByTestId("drawn-number").textContent()).toBe("#4");
  return opened;
}

const isPost = (path: string) => (r: { method(): string; url(): string }) =>
  r.method() === "POST" && new URL(r.url()).pathname === path;

/** Types a hint and asks for the comment; the server's answer. */
async function comment(page: Page, hint: string): Promise<CommentAnswer> {
  const response = page.waitForResponse((r) => isPost("/api/comment")(r.request()));
  await page.getByLabel("Odak (isteğe bağlı)").fill(hint);
  await page.getByRole("button", { name: "Fal Yorumu Oluştur" }).click();
  const answer = (await (await response).json()) as CommentAnswer;
  await expect.poll(() => commentBlock(page).getAttribute("data-state")).toBe("generated");
  return answer;
}

/** The page a visitor's plain request gets, and its og:description. */
async function pageSource(id: string) {
  const res = await fetch(`${baseURL}/result/${id}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const description = /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  expect(description.length).toBeGreaterThan(20);
  return { html: html.toLocaleLowerCase("tr-TR"), description: description.toLocaleLowerCase("tr-TR") };
}

/** What a visitor sees once the page has run. */
async function visitorText(id: string): Promise<string> {
  const visitor = await newContext();
  const page = await visitor.newPage();
  await page.goto(`/result/${id}`);
  await page.getByTestId("result-comment").waitFor();
  const text = (await page.locator("body").innerText()).toLocaleLowerCase("tr-TR");
  await visitor.close();
  return text;
}

describe("questions stay private", () => {
  it("a self-harm hint typed the way people type gets the support answer with 112; nothing is saved or shared", async () => {
    const { context, page, watch } = await drawOnPlay({ width: 390 });
    const saves: string[] = [];
    page.on("request", (r) => {
      if (isPost("/api/draws")(r)) saves.push(r.url());
    });
    const answer = await comment(page, "kendimi öldürcem");
    expect(answer).toMatchObject({ kind: "support", hintSafety: "support" });
    const note = commentBlock(page).getByTestId("support-note");
    await note.waitFor();
    expect(await note.textContent()).toContain("112");
    expect(await note.getByTestId("call-112").getAttribute("href")).toBe("tel:112");
    expect(await page.getByTestId("share-link").count()).toBe(0);
    expect(await commentBlock(page).getByTestId("copy-comment").count()).toBe(0);
    await page.waitForTimeout(500);
    expect(saves).toEqual([]);
    watch.assertClean();
    await context.close();
  });

  for (const theme of ["dark", "light"] as const) {
    it(`a sensitive hint: a notice under the comment, the owner's toggle disabled with the reason, never on the shared page (${theme}, 390 px)`, async () => {
      const { context, page, watch } = await drawOnPlay({ width: 390, theme });
      const hint = "kanserim iyileşecek mi";
      const answer = await comment(page, hint);
      expect(answer).toMatchObject({ kind: "fortune", hintSafety: "sensitive" });
      const notice = commentBlock(page).getByTestId("sensitive-notice");
      expect(await notice.textContent()).toBe(T.question.sensitiveNotice);
      await screenshotOf(commentBlock(page), `question-sensitive-notice-${theme}-390`);

      // saved as any fortune: its shared page is one tap away
      await page.getByTestId("share-link").click();
      await page.waitForURL(/\/result\//);
      const id = new URL(page.url()).pathname.split("/").pop()!;
      const toggle = page.getByTestId("question-toggle");
      await toggle.waitFor();
      expect(await toggle.getByRole("checkbox").isDisabled()).toBe(true);
      expect(await toggle.getByRole("checkbox").isChecked()).toBe(false);
      expect(await toggle.getByTestId("question-toggle-reason").textContent()).toBe(T.question.sensitive);
      expect(await page.getByTestId("result-question").count()).toBe(0);
      await screenshot(page, `question-sensitive-toggle-${theme}-390`);

      // the API refuses to show it, whatever a client sends
      const show = await context.request.patch(`${baseURL}/api/draws/${id}/hint`, {
        data: { hidden: false },
      });
      expect(show.status()).toBe(403);
      expect(((await show.json()) as { message: string }).message).toBe(T.question.sensitive);

      const source = await pageSource(id);
      expect(source.html).not.toContain("kanser");
      expect(source.description).not.toContain("kanser");
      expect(await visitorText(id)).not.toContain("kanser");
      watch.assertClean();
      await context.close();
    });
  }

  it("a hidden question is absent from the page source and og:description; the owner shows it and hides it again", async () => {
    const owner = await newContext({ width: 390 });
    await registerViaApi(owner);
    const track: Track = { id: "csv:gizli-soru", title: "Gülpembe", artist: "Barış Manço" };
    const { id, comment: written } = await saveDrawViaApi(owner, { track, hint: "Ahmet beni seviyor mu" });
    // the owner's own comment quotes the question: what the shared page must leave out
    expect(`${written.short} ${written.long}`.toLocaleLowerCase("tr-TR")).toContain("ahmet");

    let source = await pageSource(id);
    expect(source.html).not.toContain("ahmet");
    expect(source.description).not.toContain("ahmet");
    expect(await visitorText(id)).not.toContain("ahmet");

    const page = await owner.newPage();
    await page.goto(`/result/${id}`);
    const box = page.getByTestId("question-toggle").getByRole("checkbox");
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    expect(await page.getByTestId("question-toggle-reason").textContent()).toBe(T.question.hidden);

    await box.click();
    await expect.poll(() => page.getByTestId("result-question").count()).toBe(1);
    expect(await page.getByTestId("question-toggle-reason").textContent()).toBe(T.question.shown);
    await screenshotOf(page.getByTestId("question-toggle"), "question-toggle-shown-390");
    source = await pageSource(id);
    expect(source.html).toContain("ahmet beni seviyor mu");
    // link previews never carry it, shown or not
    expect(source.description).not.toContain("ahmet");
    expect(await visitorText(id)).toContain("ahmet beni seviyor mu");

    await box.click();
    await expect.poll(() => page.getByTestId("result-question").count()).toBe(0);
    // the owner still sees it in the toggle; the comment the page shows has no trace of it
    expect((await page.getByTestId("result-comment").innerText()).toLocaleLowerCase("tr-TR")).not.toContain(
      "ahmet",
    );
    source = await pageSource(id);
    expect(source.html).not.toContain("ahmet");
    expect(await visitorText(id)).not.toContain("ahmet");
    await owner.close();
  });

  for (const theme of ["dark", "light"] as const) {
    it(`the privacy page says it: hidden by default, the owner may show it, never a sensitive one (${theme}, 390 px)`, async () => {
      const { context, page, watch } = await openPage("/privacy-policy", { width: 390, theme });
      const item = page.getByTestId("privacy-question");
      const text = (await item.textContent()) ?? "";
      expect(text).toContain("Paylaşılan sayfada varsayılan olarak görünmez");
      expect(text).toContain(
        "İstersen falının sayfasından soruyu gösterebilir, sonra yeniden gizleyebilirsin",
      );
      expect(text).toContain(
        "bağlantı önizlemelerinde ve paylaşım görsellerinde soru hiçbir zaman yer almaz",
      );
      expect(text).toContain("ilgili olduğunu anladığımız bir soru ise hiçbir zaman gösterilemez");
      await screenshotOf(item, `question-privacy-page-${theme}-390`);
      watch.assertClean();
      await context.close();
    });
  }
});
