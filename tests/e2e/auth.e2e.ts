import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseURL,
  newContext,
  openPage,
  registerViaApi,
  saveDrawViaApi,
  screenshot,
  toastText,
  uniqueEmail,
  watchPage,
} from "./support";

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(password);
}

describe("accounts in the browser", () => {
  it("register -> signed-in header -> logout -> wrong password -> login -> reload keeps the session", async () => {
    const { context, page, watch } = await openPage("/login");
    const email = uniqueEmail("akis");

    await expect.poll(() => page.getByTestId("login-title").textContent()).toBe("Giriş Yap");
    await page.getByRole("button", { name: "Kaydol" }).click();
    await expect.poll(() => page.getByTestId("login-title").textContent()).toBe("Hesap Oluştur");
    await expect.poll(() => page.getByText("Fallarını kaydet ve takip et").isVisible()).toBe(true);
    // The forgotten-password link belongs to sign-in mode only.
    expect(await page.getByRole("button", { name: "Şifremi unuttum?" }).count()).toBe(0);
    await page.getByLabel("Ad", { exact: true }).fill("Zeynep");
    await page.getByLabel("Soyad").fill("Işık");
    await fillLogin(page, email, "dogru-sifre");
    await page.getByRole("button", { name: "Hesap Oluştur" }).click();

    await page.waitForURL(`${baseURL}/`);
    await page.getByTestId("user-menu").waitFor();
    expect(await page.getByTestId("user-menu").textContent()).toBe("Z");
    expect(await page.getByTestId("history-button").isVisible()).toBe(true);
    await page.getByTestId("user-menu").click();
    expect(await page.getByTestId("user-name").textContent()).toBe("Zeynep Işık");
    expect(await page.getByTestId("user-email").textContent()).toBe(email);
    expect(await page.getByRole("menuitem", { name: "Geçmişim" }).isVisible()).toBe(true);
    await page.getByRole("menuitem", { name: "Çıkış Yap" }).click();

    await page.getByRole("link", { name: "Giriş Yap & Başla" }).waitFor();
    expect(await page.getByTestId("user-menu").count()).toBe(0);
    expect(await page.getByTestId("history-button").count()).toBe(0);
    expect(await page.getByTestId("theme-toggle").isVisible()).toBe(true);

    await page.getByRole("link", { name: "Giriş Yap & Başla" }).click();
    await page.waitForURL(`${baseURL}/login`);
    await fillLogin(page, email, "yanlis-sifre");
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await expect.poll(() => toastText(page)).toContain("Giriş Başarısız");
    await expect.poll(() => toastText(page)).toContain("Email veya şifre yanlış");

    await page.getByLabel("Şifre", { exact: true }).fill("dogru-sifre");
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await page.getByTestId("user-menu").waitFor();
    await page.reload();
    await page.getByTestId("user-menu").waitFor();
    expect(page.url()).toBe(`${baseURL}/`);
    watch.assertClean();
    await context.close();
  });

  it("validates the form with the spec's toasts and shows the server's register message", async () => {
    const context = await newContext();
    const taken = await registerViaApi(context);
    await context.clearCookies();
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto("/login");

    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await expect.poll(() => toastText(page)).toContain("Email ve şifre gerekli");
    await expect.poll(() => toastText(page)).toContain("Hata");

    await fillLogin(page, "kisi@ornek.com", "12345");
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await expect.poll(() => toastText(page)).toContain("Şifre en az 6 karakter olmalı");
    // One toast at a time.
    expect(await page.locator("li[data-state=open]").count()).toBe(1);

    await page.getByRole("button", { name: "Kaydol" }).click();
    await fillLogin(page, taken.email, "baska-sifre");
    await page.getByRole("button", { name: "Hesap Oluştur" }).click();
    await expect.poll(() => toastText(page)).toContain("Kayıt Başarısız");
    await expect.poll(() => toastText(page)).toContain("Bu e-posta adresiyle kayıtlı bir hesap zaten var");
    watch.assertClean();
    await context.close();
  });

  it("'Şifremi unuttum?' explains that reset is not active and gives the support email", async () => {
    const { context, page } = await openPage("/login", { width: 390 });
    await page.getByRole("button", { name: "Şifremi unuttum?" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain("aktif değil");
    expect(text).toContain("destek@sarkifali.app");
    expect(text).toContain("mobil uygulama");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });

  it("falls back to the first letter of the email when there is no first name", async () => {
    const { context, page, account } = await openPage("/", { signIn: { email: uniqueEmail("ali") } });
    const email = account?.email ?? "";
    await page.getByTestId("user-menu").waitFor();
    expect(await page.getByTestId("user-menu").textContent()).toBe(email[0]!.toLocaleUpperCase("tr-TR"));
    await page.getByTestId("user-menu").click();
    expect(await page.getByTestId("user-name").textContent()).toBe("Kullanıcı");
    await context.close();
  });
});

describe("theme", () => {
  it("starts dark, toggles to light and keeps it across a reload", async () => {
    const { context, page } = await openPage("/");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.getByTestId("theme-toggle").click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    // Applied by the head script, before React: no flash of the dark theme.
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.getByTestId("theme-toggle").click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await context.close();
  });
});

describe("pages", () => {
  it("an unknown path shows 'Sayfa Bulunamadı' with status 404 and a way home", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const res = await page.goto("/yildizlarin-otesi");
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Sayfa Bulunamadı" }).waitFor();
    await page.getByRole("link", { name: "Ana Sayfaya Dön" }).click();
    await page.getByRole("link", { name: "Giriş Yap & Başla" }).waitFor();
    await context.close();
  });

  it("the legal pages render with KVKK, the minimum age, the date and the premium themes", async () => {
    const { context, page, watch } = await openPage("/privacy-policy");
    await page.getByRole("heading", { name: "Gizlilik Politikası" }).waitFor();
    let text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("KVKK");
    expect(text).toContain("13 yaşında");
    expect(text).toContain("22 Ekim 2025");
    await expect
      .poll(async () => (await page.locator("main").textContent()) ?? "")
      .toContain("kvkk@sarkifali.app");

    await page.goto("/terms-of-service");
    await page.getByRole("heading", { name: "Kullanım Koşulları" }).waitFor();
    text = (await page.locator("main").textContent()) ?? "";
    for (const s of ["Aşk", "Kariyer", "Günlük", "22 Ekim 2025", "13 yaşında", "4,99"])
      expect(text).toContain(s);
    // The footer leads to the licences of the code that ships (THIRD-PARTY-NOTICES.txt).
    const notices = await page.getByRole("link", { name: "Açık kaynak lisansları" }).getAttribute("href");
    const res = await page.request.get(notices ?? "");
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("react");
    watch.assertClean();
    await context.close();
  });

  it("the landing page has lang=tr, the tagline and the start button", async () => {
    const { context, page } = await openPage("/");
    expect(await page.getAttribute("html", "lang")).toBe("tr");
    await page.getByText("Bir sayı seç, şarkın seni bulsun").waitFor();
    // Reachable by keyboard: tabbing lands on the start button.
    let reached = false;
    for (let i = 0; i < 6 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = (await page.evaluate(() => document.activeElement?.textContent)) === "Giriş Yap & Başla";
    }
    expect(reached).toBe(true);
    await context.close();
  });
});

describe("logout on a shared device", () => {
  it("forgets the cached history lists, so the next person at this browser cannot read them", async () => {
    const { context, page, watch } = await openPage("/", { signIn: {} });
    const saved = await saveDrawViaApi(context, {
      track: { id: "t-cikis", title: "Çıkış Şarkısı", artist: "Sanatçı" },
    });
    await context.request.patch(`${baseURL}/api/draws/${saved.id}/favorite`);
    await page.goto("/history");
    const cached = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
    await expect.poll(() => cached("cached_recent_draws")).toContain("Çıkış Şarkısı");
    // each tab keeps its own first page: the favourites are cached once that tab is opened
    await page.getByRole("tab", { name: /Favoriler/ }).click();
    await expect.poll(() => cached("cached_favorite_draws")).toContain("Çıkış Şarkısı");

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Çıkış Yap" }).click();
    await page.getByRole("link", { name: "Giriş Yap & Başla" }).waitFor();
    expect(await cached("cached_recent_draws")).toBeNull();
    expect(await cached("cached_favorite_draws")).toBeNull();
    watch.assertClean();
    await context.close();
  });
});

describe("smoke: landing, sign-in card and signed-in header render in both themes at 390 and 1280 px (screenshots saved, not compared)", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const width of [390, 1280]) {
      it(`landing, login and signed-in header (${theme}, ${width}px)`, async () => {
        const { context, page, watch } = await openPage("/", { theme, width });
        await page.getByRole("link", { name: "Giriş Yap & Başla" }).waitFor();
        await screenshot(page, `landing-${theme}-${width}`);
        await page.goto("/login");
        await page.getByTestId("login-title").waitFor();
        await screenshot(page, `login-${theme}-${width}`);
        await registerViaApi(context, { firstName: "Çağla" });
        await page.goto("/");
        await page.getByTestId("user-menu").click();
        await page.getByTestId("user-name").waitFor();
        await screenshot(page, `header-signed-in-${theme}-${width}`);
        watch.assertClean();
        await context.close();
      });
    }
  }
});
