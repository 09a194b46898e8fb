/**
 * Premium from the stores, as a person meets it: a free account sees the premium themes locked
 * and tapping one says why and opens the Premium dialog; RevenueCat's webhook (sent here with the
 * configured Authorization header, as RevenueCat would) makes the same signed-in person Premium
 * without signing in again; an EXPIRATION takes it away on the next request.
 */
import { describe, expect, it } from "vitest";
import { revenueCatEvent, sendRevenueCatWebhook } from "../fakes/revenuecat";
import {
  baseURL,
  dismissToasts,
  newContext,
  registerViaApi,
  screenshot,
  screenshotOf,
  toastText,
  watchPage,
} from "./support";

const SHOTS = "billing";

describe("Premium through the store", () => {
  it("locked theme -> dialog; webhook grants Premium to the signed-in user; EXPIRATION refuses the theme again", async () => {
    const context = await newContext({ theme: "dark", width: 390, height: 844 });
    const account = await registerViaApi(context);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto("/");
    await page.getByTestId("csv-input").setInputFiles("tests/fixtures/csv/exportify.csv");
    await page.waitForURL(`${baseURL}/play`);

    // free: the premium themes are locked; tapping one says why and opens the Premium dialog
    const ask = page.getByTestId("theme-ask");
    expect(await ask.locator("input").isDisabled()).toBe(true);
    expect(await ask.textContent()).toContain("Premium");
    // a real tap on the option (its radio is disabled, so Playwright's own check would wait for it)
    await ask.click({ force: true });
    const dialog = page.getByTestId("premium-dialog");
    await dialog.waitFor();
    await expect.poll(() => toastText(page)).toContain("Premium Özellik");
    await expect.poll(() => toastText(page)).toContain("Bu tema sadece premium kullanıcılar için geçerlidir");
    expect(await dialog.textContent()).toContain("$4,99");
    expect(await page.getByTestId("premium-where-to-buy").textContent()).toContain(
      "Mobil uygulama çok yakında",
    );
    expect(await page.getByTestId("premium-free-tier").textContent()).toContain("10 dakikada 20 fal yorumu");
    // "Sınırsız" says the cap the terms state (spec audit 1.9)
    expect(await dialog.textContent()).toContain(
      "Sınırsız fal çekme ve daha yüksek yorum sınırı (10 dakikada 120 fal yorumu)",
    );
    await screenshotOf(dialog, `${SHOTS}/locked-theme-dialog-dark-390`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts(page);
    expect(await page.getByRole("radio", { name: /Genel/ }).isChecked()).toBe(true);

    // free: the detailed statistics are a locked example
    await page.goto("/stats");
    await page.getByTestId("stats-locked").waitFor();

    // RevenueCat reports the purchase made in the mobile app
    const purchase = await sendRevenueCatWebhook(
      baseURL,
      revenueCatEvent({ type: "INITIAL_PURCHASE", app_user_id: account.user.id }),
    );
    expect(purchase).toEqual({ status: 200, body: { outcome: "applied" } });
    const wrong = await sendRevenueCatWebhook(
      baseURL,
      revenueCatEvent({ type: "INITIAL_PURCHASE", app_user_id: account.user.id }),
      "Bearer yanlis",
    );
    expect(wrong.status).toBe(401);

    // the same session: no sign-in again
    await page.goto("/");
    await page.getByTestId("csv-input").setInputFiles("tests/fixtures/csv/exportify.csv");
    await page.waitForURL(`${baseURL}/play`);
    expect(await ask.locator("input").isDisabled()).toBe(false);
    await ask.click();
    await page.getByTestId("number-input").fill("7");
    await page.getByRole("button", { name: "Falımı Çek" }).click();
    await page.getByTestId("track-result").waitFor();
    const comment = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/api/comment"),
    );
    await page.getByRole("button", { name: "Fal Yorumu Oluştur" }).click();
    const answered = await comment;
    expect(answered.status()).toBe(200);
    expect(answered.request().postDataJSON().theme).toBe("ask");
    await page.getByTestId("share-link").waitFor();
    const resultPath = (await page.getByTestId("share-link").getAttribute("href"))!;
    const drawId = resultPath.split("/").pop()!;

    // the statistics open for real now
    await page.goto("/stats");
    await page.getByTestId("stats-view").waitFor();
    expect(await page.getByTestId("stats-locked").count()).toBe(0);

    // shares with 'Gece': the preview image the page names changes
    const ogOf = async () => {
      const html = await (await context.request.get(`${baseURL}${resultPath}`)).text();
      return /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    };
    const before = await ogOf();
    expect(before).toContain("v=klasik-");
    const klasikPng = await (await context.request.get(before!)).body();
    await page.goto(resultPath);
    const picked = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().endsWith("/share-theme"),
    );
    await page.getByTestId("share-theme-gece").click();
    expect((await picked).status()).toBe(200);
    await expect.poll(() => page.getByTestId("share-theme-gece").getAttribute("aria-pressed")).toBe("true");
    const after = await ogOf();
    expect(after).toContain("v=gece-");
    const gecePng = await (await context.request.get(after!)).body();
    expect(Buffer.compare(klasikPng, gecePng)).not.toBe(0);
    await dismissToasts(page);

    // the profile's Premium card: status, the date in Turkish, the store
    await page.goto("/profile");
    const card = page.getByTestId("premium-card");
    await card.waitFor();
    expect(await page.getByTestId("premium-status").textContent()).toBe("Premium üyesin.");
    const renews = new Intl.DateTimeFormat("tr-TR", {
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(new Date(Date.now() + 30 * 86_400_000));
    const detail = await page.getByTestId("premium-status-detail").textContent();
    expect(detail).toContain("tarihinde yenilenecek (App Store)");
    expect(detail).toContain(renews.split(" ")[1]); // the Turkish month name
    await screenshotOf(card, `${SHOTS}/premium-card-dark-390`);

    // the badge on the home page shows a member their status, not the sales text
    await page.goto("/");
    await page.getByRole("button", { name: "Premium üyeliğin" }).click();
    await page.getByTestId("premium-dialog-status").waitFor();
    expect(await dialog.textContent()).not.toContain("$4,99");
    await expect
      .poll(async () => (await page.getByTestId("premium-dialog-status").textContent()) ?? "")
      .toContain("yenilenecek");
    await screenshotOf(dialog, `${SHOTS}/member-dialog-dark-390`);
    await page.keyboard.press("Escape");

    // the subscription ends
    const expiration = await sendRevenueCatWebhook(
      baseURL,
      revenueCatEvent({
        type: "EXPIRATION",
        app_user_id: account.user.id,
        event_timestamp_ms: Date.now(),
        expiration_at_ms: Date.now(),
      }),
    );
    expect(expiration).toEqual({ status: 200, body: { outcome: "applied" } });
    const refused = await context.request.post(`${baseURL}/api/comment`, {
      data: { track: { id: "csv:1", title: "Şarkı", artist: "Sanatçı" }, theme: "ask", audio: null },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe("Bu tema sadece premium kullanıcılar için geçerlidir");
    const me = await (await context.request.get(`${baseURL}/api/auth/user`)).json();
    expect(me.isPremium).toBe(false);
    // and a premium share design is refused again
    const design = await context.request.patch(`${baseURL}/api/draws/${drawId}/share-theme`, {
      data: { shareTheme: "altin" },
    });
    expect(design.status()).toBe(403);

    // the restore button asks RevenueCat (the fake knows no purchase): said in a toast
    await page.goto("/profile");
    await page.getByTestId("restore-purchases").click();
    await expect.poll(() => toastText(page)).toContain("Abonelik sona ermiş");
    expect(await page.getByTestId("premium-status").textContent()).toBe("Ücretsiz hesap kullanıyorsun.");
    await screenshot(page, `${SHOTS}/profile-after-expiry-dark-390`);

    watch.assertClean();
    await context.close();
  });

  it("the Premium card and dialog in the light theme", async () => {
    const context = await newContext({ theme: "light", width: 390, height: 844 });
    const account = await registerViaApi(context);
    await sendRevenueCatWebhook(
      baseURL,
      revenueCatEvent({ type: "CANCELLATION", app_user_id: account.user.id, cancel_reason: "UNSUBSCRIBE" }),
    );
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto("/profile");
    await page.getByTestId("premium-status-detail").waitFor();
    expect(await page.getByTestId("premium-status-detail").textContent()).toContain(
      "Aboneliğin iptal edildi",
    );
    await screenshotOf(page.getByTestId("premium-card"), `${SHOTS}/premium-card-cancelled-light-390`);
    await page.goto("/");
    await page.getByRole("button", { name: "Premium üyeliğin" }).click();
    await page.getByTestId("premium-dialog-status").waitFor();
    await screenshotOf(page.getByTestId("premium-dialog"), `${SHOTS}/member-dialog-light-390`);
    await page.keyboard.press("Escape");

    const free = await newContext({ theme: "light", width: 390, height: 844 });
    await registerViaApi(free);
    const freePage = await free.newPage();
    await freePage.goto("/");
    await freePage.getByRole("button", { name: "Premium" }).click();
    await freePage.getByTestId("premium-dialog").waitFor();
    await screenshotOf(freePage.getByTestId("premium-dialog"), `${SHOTS}/sales-dialog-light-390`);
    watch.assertClean();
    await context.close();
    await free.close();
  });
});
