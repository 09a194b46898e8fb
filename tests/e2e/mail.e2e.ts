/**
 * Mail in Chromium (ADR 028): a second instance of the built app with mail configured, pointed at
 * the local SMTP sink (tests/fakes/smtp.ts). The links are read from the sink's mailbox and opened
 * in the browser: the one that proves the address after sign-up, and 'Şifremi unuttum?' through
 * the form, the mailed reset link, the new password and a sign-in with it. Screenshots of the
 * profile (address not proven yet) and of the reset dialog, dark and light, 390 px wide.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../fakes/smtp";
import { type AppProcess, freePort, startAppProcess } from "../support/process";
import { newContext, screenshot, toastText, uniqueEmail, watchPage } from "./support";

let sink: SmtpSink;
let app: AppProcess;
let dataDir: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = mkdtempSync(join(tmpdir(), "sf-e2e-mail-"));
  const port = await freePort();
  app = await startAppProcess({
    from: "built",
    dataDir,
    port,
    env: {
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "1",
      ...sink.env(),
    },
    // a second app beside the suite's: on a loaded two-core machine its start took over 60 s
    timeoutMs: 150_000,
  });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await sink?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function register(context: BrowserContext, email: string, password = "e2e-sifre") {
  const res = await context.request.post(`${app.base}/api/auth/register`, { data: { email, password } });
  expect(res.status()).toBe(201);
}

describe("mail with the SMTP sink", () => {
  it("sign-up mails a link; opening it proves the address and the profile says so", async () => {
    for (const theme of ["dark", "light"] as const) {
      const context = await newContext({ theme, width: 390, height: 844 });
      try {
        const page = await context.newPage();
        const watch = watchPage(page);
        const email = uniqueEmail(`dogrula-${theme}`);
        await register(context, email);
        await page.goto(`${app.base}/profile`);
        await page.getByTestId("email-unverified").waitFor();
        expect(await page.getByTestId("email-unverified-note").textContent()).toContain(
          "Doğrulama Bağlantısı Gönder",
        );
        await screenshot(page, `profile-unverified-${theme}-390`);

        const link = await sink.link(email, "#dogrula=");
        expect(link.startsWith(`${app.base}/login#dogrula=`)).toBe(true);
        // signed in, /login sends on to /: the token was taken from the address before that
        await page.goto(link);
        // /login sends a signed-in person home, which loads its own chunk before it takes the link
        await expect.poll(() => toastText(page), { timeout: 30_000 }).toContain("E-posta adresin doğrulandı");
        expect(page.url()).not.toContain("dogrula");
        await page.goto(`${app.base}/profile`);
        await page.getByTestId("email-verified").waitFor();
        expect(await page.getByTestId("profile-method-changes").textContent()).toContain(
          "E-posta adresi e-postadaki bağlantıyla doğrulandı",
        );
        watch.assertClean();
      } finally {
        await context.close();
      }
    }
  });

  it("'Şifremi unuttum?' mails a one-time link; the new password signs in, the old sessions are gone", async () => {
    const email = uniqueEmail("sifirla");
    const before = await newContext();
    await register(before, email, "eski-sifre");
    await sink.waitForMails(email, 1);

    for (const theme of ["dark", "light"] as const) {
      const context = await newContext({ theme, width: 390, height: 844 });
      try {
        let page = await context.newPage();
        let watch = watchPage(page);
        await page.goto(`${app.base}/login`);
        await page.getByRole("button", { name: "Şifremi unuttum?" }).click();
        const dialog = page.getByTestId("forgot-dialog");
        await dialog.getByLabel("E-posta").fill(email);
        await dialog.getByRole("button", { name: "Bağlantı Gönder" }).click();
        expect(await page.getByTestId("forgot-sent").textContent()).toContain(
          "Bu adrese kayıtlı bir hesap varsa",
        );
        const mails = await sink.waitForMails(email, theme === "dark" ? 2 : 3);
        expect(mails.at(-1)!.subject).toBe("Şarkı Falı: şifre sıfırlama bağlantın");
        const link = await sink.link(email, "#sifirla=");

        // as from a mail program: a new tab (a fragment change alone would not reload /login)
        await page.close();
        page = await context.newPage();
        watch.assertClean();
        watch = watchPage(page);
        await page.goto(link);
        const reset = page.getByTestId("reset-dialog");
        await reset.waitFor();
        expect(page.url()).not.toContain("sifirla");
        await screenshot(page, `reset-dialog-${theme}-390`);
        const newPassword = `yeni-sifre-${theme}`;
        await reset.getByLabel("Yeni şifre").fill(newPassword);
        await reset.getByRole("button", { name: "Şifremi Değiştir" }).click();
        await expect.poll(() => toastText(page)).toContain("bütün oturumların kapatıldı");
        await page.waitForURL(`${app.base}/login`, { timeout: 15_000 });

        // the same link a second time, in another new tab: refused
        await page.close();
        page = await context.newPage();
        watch.assertClean();
        watch = watchPage(page);
        await page.goto(link);
        await page.getByTestId("reset-dialog").getByLabel("Yeni şifre").fill("ucuncu-sifre");
        await page.getByTestId("reset-dialog").getByRole("button", { name: "Şifremi Değiştir" }).click();
        await expect.poll(() => toastText(page)).toContain("daha önce kullanılmış");
        await page.keyboard.press("Escape");

        // sign in with the new password through the form
        await page.goto(`${app.base}/login`);
        await page.getByLabel("E-posta").fill(email);
        await page.getByLabel("Şifre", { exact: true }).fill(newPassword);
        await page.getByRole("button", { name: "Giriş Yap" }).last().click();
        await page.waitForURL(`${app.base}/`, { timeout: 15_000 });
        // the home screen, signed in (closing the context while it still loads could hang Chromium)
        await page.getByTestId("user-menu").waitFor();
        watch.assertClean();
      } finally {
        await context.close();
      }
    }
    // the session made before the resets ended with the first one
    const me = await before.request.get(`${app.base}/api/auth/user`);
    expect(me.status()).toBe(401);
    await before.close();
  }, 120_000); // four password hashes (argon2id): seconds each when the machine is loaded
});
