/**
 * Accounts as people expect them, in Chromium: sign-in with (a fake) Google, the profile page
 * (rename, change password, sessions, export, deletion), deleting one draw from history, and
 * screenshots of /profile and /login with the provider buttons.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  baseURL,
  dismissToasts,
  newContext,
  openPage,
  registerViaApi,
  saveDrawViaApi,
  screenshot,
  toastText,
  uniqueEmail,
  watchPage,
} from "./support";

const fakes = inject("oauthFakes");
let personId = 700_000 + Math.floor(Math.random() * 100_000);

/** Who the fake provider signs in next (a new account at the provider each time). */
async function nextPerson(provider: "google" | "github" | "x", over: Record<string, unknown> = {}) {
  personId += 1;
  const user = {
    id: String(personId),
    email: `e2e.${provider}.${personId}@ornek.com`,
    emailVerified: true,
    firstName: "Defne",
    lastName: "Ağaoğlu",
    picture: `https://lh3.googleusercontent.com/a/e2e-${personId}=s96-c`,
    ...over,
  };
  const res = await fetch(`${fakes[provider]}/_fake/user`, { method: "POST", body: JSON.stringify(user) });
  expect(res.status).toBe(200);
  return user;
}

async function saveDraw(context: BrowserContext, n: number): Promise<string> {
  const track = { id: `4u7EnebtmKWzUH433cf5Q${n}`, title: `Şarkı ${n}`, artist: "Sezen Aksu" };
  return (await saveDrawViaApi(context, { track, number: String(n) })).id;
}

async function openProfile(page: Page) {
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Profil", exact: true }).click();
  await page.waitForURL(`${baseURL}/profile`);
  await page.getByTestId("profile-identity").waitFor();
}

describe("sign-in with Google", () => {
  it("the Google button signs in through the provider and the header shows the picture", async () => {
    const who = await nextPerson("google");
    const { context, page, watch } = await openPage("/login", { width: 390 });
    await page.getByTestId("provider-google").click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByTestId("user-menu").waitFor();
    const avatar = page.getByTestId("user-menu").getByTestId("avatar-image");
    await avatar.waitFor();
    expect(await avatar.getAttribute("src")).toBe(who.picture);
    await page.getByTestId("user-menu").click();
    expect(await page.getByTestId("user-name").textContent()).toBe("Defne Ağaoğlu");
    expect(await page.getByTestId("user-email").textContent()).toBe(who.email);
    await page.keyboard.press("Escape");

    await openProfile(page);
    await page.getByTestId("method-google").waitFor();
    expect(await page.getByTestId("profile-methods").textContent()).toContain(who.email);
    // a Google-only account sets a password rather than changing one
    expect(await page.getByTestId("profile-password").textContent()).toContain("Şifre belirle");
    watch.assertClean();
    await context.close();
  });

  it("a cancelled sign-in comes back to /login with a Turkish toast", async () => {
    await fetch(`${fakes.google}/_fake/outcome`, {
      method: "POST",
      body: JSON.stringify({ outcome: "cancel" }),
    });
    try {
      const { context, page, watch } = await openPage("/login");
      // Away to the provider and back to /login?hata=iptal: wait for the round trip itself (the
      // page starts at /login, so its address alone says nothing), then for the toast.
      const back = page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === "/login" && new URL(r.url()).searchParams.get("hata") === "iptal",
      );
      await page.getByTestId("provider-google").click();
      await back;
      await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain("Girişi iptal ettin");
      // the code is dropped from the address once said
      await expect.poll(() => page.url()).toBe(`${baseURL}/login`);
      watch.assertClean();
      await context.close();
    } finally {
      await fetch(`${fakes.google}/_fake/outcome`, {
        method: "POST",
        body: JSON.stringify({ outcome: "approve" }),
      });
    }
  });

  it("X without an email asks for one, then signs in", async () => {
    await nextPerson("x", { email: null, emailVerified: false, firstName: "Kaan", lastName: null });
    const { context, page, watch } = await openPage("/login", { width: 390 });
    await page.getByTestId("provider-x").click();
    await page.waitForURL(`${baseURL}/login/email`);
    await expect.poll(() => page.getByTestId("email-page-title").textContent()).toBe("Hoş geldin, Kaan");
    const email = uniqueEmail("x");
    await page.getByLabel("E-posta").fill(email);
    await page.getByRole("button", { name: "Hesabımı oluştur" }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByTestId("user-menu").click();
    expect(await page.getByTestId("user-email").textContent()).toBe(email);
    watch.assertClean();
    await context.close();
  });
});

describe("the profile page", () => {
  it("rename, change password (the other browser is signed out), export, delete the account", async () => {
    const email = uniqueEmail("profil");
    const { context, page, watch } = await openPage("/", {
      width: 390,
      signIn: { email, password: "ilk-sifre", firstName: "Ece" },
    });
    const drawIds = [await saveDraw(context, 1), await saveDraw(context, 2)];
    // The same account in a second browser.
    const other = await newContext();
    const login = await other.request.post(`${baseURL}/api/auth/login`, {
      data: { email, password: "ilk-sifre" },
    });
    expect(login.status()).toBe(200);

    await page.getByTestId("user-menu").waitFor();
    await openProfile(page);
    expect(await page.getByTestId("profile-name").textContent()).toBe("Ece");
    await expect.poll(() => page.getByTestId("session-row").count()).toBe(2);
    expect(await page.locator("[data-testid=session-row][data-current=true]").textContent()).toContain(
      "bu cihaz",
    );

    // rename: the header follows at once
    await page.getByLabel("Ad", { exact: true }).fill("  Ece Nur ");
    await page.getByLabel("Soyad").fill("Şahin");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect.poll(() => page.getByTestId("profile-name").textContent()).toBe("Ece Nur Şahin");
    await expect.poll(() => toastText(page)).toContain("Adın güncellendi");
    await dismissToasts(page);

    // change password: the other browser is signed out, this one stays
    await page.getByLabel("Mevcut şifre").fill("yanlis-sifre");
    await page.getByLabel("Yeni şifre").fill("yeni-sifre");
    await page.getByRole("button", { name: "Şifreyi Değiştir" }).click();
    await expect.poll(() => toastText(page)).toContain("Mevcut şifre yanlış");
    await dismissToasts(page);
    await page.getByLabel("Mevcut şifre").fill("ilk-sifre");
    await page.getByRole("button", { name: "Şifreyi Değiştir" }).click();
    await expect.poll(() => toastText(page)).toContain("oturumların kapatıldı");
    await dismissToasts(page);
    expect((await other.request.get(`${baseURL}/api/auth/user`)).status()).toBe(401);
    await expect.poll(() => page.getByTestId("session-row").count()).toBe(1);

    // export: one JSON file with the account and every draw
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("export-data").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sarki-fali-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
    // The browser runs in another process: saveAs() copies the file here.
    const file = join(mkdtempSync(join(tmpdir(), "sf-export-")), download.suggestedFilename());
    await download.saveAs(file);
    const data = JSON.parse(readFileSync(file, "utf8"));
    expect(data.account).toMatchObject({ email, firstName: "Ece Nur", lastName: "Şahin" });
    expect(data.draws.map((d: { id: string }) => d.id)).toEqual(drawIds);
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash/);

    await screenshot(page, "profile-e2e-390");

    // delete: the password, then the landing page with a toast
    await page.getByTestId("delete-account").click();
    const dialog = page.getByTestId("delete-account-dialog");
    await dialog.waitFor();
    expect(await page.getByTestId("confirm-delete-account").isDisabled()).toBe(true);
    await dialog.getByLabel("Şifren").fill("yeni-sifre");
    await page.getByTestId("confirm-delete-account").click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole("link", { name: "Giriş Yap & Başla" }).waitFor();
    await expect.poll(() => toastText(page)).toContain("Hesabın silindi");
    expect(await page.getByTestId("user-menu").count()).toBe(0);

    // its shared link is gone: the spec's not-found view, and 404 for crawlers
    await page.goto(`/result/${drawIds[0]}`);
    await page.getByTestId("result-error").waitFor();
    expect(await page.getByTestId("result-error").textContent()).toContain("Fal bulunamadı");
    expect((await context.request.get(`${baseURL}/result/${drawIds[1]}`)).status()).toBe(404);
    watch.assertClean();
    await other.close();
    await context.close();
  });

  it("a draw deleted from history (after confirming) stops answering on its shared link", async () => {
    const { context, page, watch } = await openPage("/", { signIn: {} });
    const keep = await saveDraw(context, 5);
    const gone = await saveDraw(context, 6);
    await page.goto("/history");
    await expect.poll(() => page.getByTestId("draw-card").count()).toBe(2);
    await page.getByRole("button", { name: "Falı sil: Şarkı 6" }).click();
    await page.getByTestId("delete-draw-dialog").waitFor();
    await page.getByTestId("confirm-delete-draw").click();
    await expect.poll(() => page.getByTestId("draw-card").count()).toBe(1);
    await expect.poll(() => toastText(page)).toContain("Fal silindi");
    expect((await context.request.get(`${baseURL}/api/draws/${gone}`)).status()).toBe(404);
    expect((await context.request.get(`${baseURL}/api/draws/${keep}`)).status()).toBe(200);
    watch.assertClean();
    await context.close();
  });
});

describe("screenshots: /profile and /login with provider buttons (saved, not compared)", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`${theme}, 390 px`, async () => {
      const context = await newContext({ theme, width: 390 });
      const page = await context.newPage();
      const watch = watchPage(page);
      await page.goto("/login");
      await page.getByTestId("provider-buttons").waitFor();
      expect(await page.getByTestId("provider-buttons").textContent()).toContain("Google ile devam et");
      await screenshot(page, `login-providers-${theme}-390`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await registerViaApi(context, { firstName: "Çağla", lastName: "Yıldırım" });
      await page.goto("/profile");
      await page.getByTestId("profile-data").waitFor();
      await screenshot(page, `profile-${theme}-390`);
      // a long email must not widen the page
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByTestId("user-menu").click();
      await page.getByTestId("menu-profile").waitFor();
      await screenshot(page, `user-menu-profile-${theme}-390`);
      watch.assertClean();
      await context.close();
    });
  }
});
