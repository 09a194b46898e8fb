/** Pages prerendered at build time: readable before any script runs, then hydrated without a hitch. */
import { describe, expect, it } from "vitest";
import { baseURL, getBrowser, newContext, openPage, registerViaApi, screenshot } from "./support";

describe("prerendered pages", () => {
  it("paint the landing, login, legal and 404 pages with JavaScript off", async () => {
    const context = await (await getBrowser()).newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Şarkı Falı", level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: "Giriş Yap & Başla" }).count()).toBe(1);
    await screenshot(page, "prerendered-landing-nojs-1280");
    await page.goto("/login");
    expect(await page.getByRole("button", { name: "Giriş Yap", exact: true }).count()).toBe(1);
    await page.goto("/privacy-policy");
    await page.getByRole("heading", { name: "Gizlilik Politikası", level: 1 }).waitFor();
    const missing = await page.goto("/boyle-bir-sayfa-yok");
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { name: "Sayfa Bulunamadı" }).waitFor();
    await context.close();
  });

  it("hydrate in the visitor's theme without errors, and the links then work", async () => {
    const { context, page, watch } = await openPage("/", { width: 390, theme: "light" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await expect
      .poll(() => page.getByTestId("theme-toggle").getAttribute("aria-label"))
      .toBe("Koyu görünüme geç");
    await page.getByRole("link", { name: "Giriş Yap & Başla" }).click();
    await page.waitForURL(`${baseURL}/login`);
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).waitFor();
    await screenshot(page, "prerendered-login-hydrated-light-390");
    watch.assertClean();
    await context.close();
  });

  it("never sends a password in the address, even when the form is submitted with no script", async () => {
    const context = await (await getBrowser()).newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    expect(await page.locator("form").getAttribute("method")).toBe("post");
    await page.getByRole("textbox", { name: "E-posta" }).fill("kisi@ornek.com");
    await page.getByLabel("Şifre", { exact: true }).fill("gizli-sifre-123");
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain("gizli-sifre-123");
    await context.close();
  });

  it("keeps what a slow connection let someone type into the login form before the script ran", async () => {
    const { context, page, releaseScript } = await loginTypedBeforeScript();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    releaseScript();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByTestId("history-button").waitFor();
    await context.close();
  });

  it("signs in with a 'Giriş Yap' pressed before the script arrived, once it has", async () => {
    const { context, page, releaseScript } = await loginTypedBeforeScript();
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    // held by the head script: the page is still the login page, the password not in the address
    expect(page.url()).toBe(`${baseURL}/login`);
    releaseScript();
    await page.waitForURL(`${baseURL}/`);
    await page.getByTestId("history-button").waitFor();
    await context.close();
  });
});

/**
 * The prerendered login page at 390 px with an account's email and password typed in while the
 * app's entry script is held back (a slow connection); `releaseScript` lets it through.
 */
async function loginTypedBeforeScript() {
  // the account, made in a context of its own (its session cookie stays there)
  const maker = await newContext();
  const { email, password } = await registerViaApi(maker);
  await maker.close();

  const context = await newContext({ width: 390 });
  const page = await context.newPage();
  let releaseScript = () => {};
  const released = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // the frame's goto: the page's own waits for hydration (support.ts), which waits for the script
  await page.mainFrame().goto(`${baseURL}/login`, { waitUntil: "commit" });
  await page.getByRole("textbox", { name: "E-posta" }).fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(password);
  return { context, page, releaseScript };
}
