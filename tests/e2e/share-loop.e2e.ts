/**
 * The share loop: 'Paylaş' hands the story image (a PNG) to the phone's share sheet where the
 * browser can share files, the link where it can share only that, and WhatsApp elsewhere.
 */
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { READY_LISTS, readyListTracks } from "@/shared/ready-lists";
import { baseURL, newContext, openPage, registerViaApi, saveDrawViaApi, uniqueEmail } from "./support";

interface Shared {
  files: { name: string; type: string; size: number }[];
  text?: string;
  url?: string;
}

/** A browser like a phone's: navigator.share and canShare, recording what it was given. */
async function withShareSheet(context: BrowserContext, files: boolean) {
  await context.addInitScript((canFiles: boolean) => {
    const w = window as unknown as { __shared: unknown[] };
    w.__shared = [];
    Object.defineProperty(navigator, "canShare", {
      configurable: true,
      value: (data: { files?: File[] }) => canFiles || !data.files,
    });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: { files?: File[]; text?: string; url?: string }) => {
        w.__shared.push({
          files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
          text: data.text,
          url: data.url,
        });
      },
    });
  }, files);
}

async function savedDraw(): Promise<string> {
  const context = await newContext();
  await registerViaApi(context);
  const { id } = await saveDrawViaApi(context, {
    track: { id: "t-paylas", title: "Paylaşılan Şarkı", artist: "Sanatçı" },
  });
  await context.close();
  return id;
}

describe("'Paylaş'", () => {
  it("shares the story PNG with the text and link where files can be shared", async () => {
    const id = await savedDraw();
    const context = await newContext({ width: 390 });
    await withShareSheet(context, true);
    const page = await context.newPage();
    await page.goto(`/result/${id}`);
    await page.getByTestId("share-primary").click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared.length))
      .toBe(1);
    const [shared] = await page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);
    expect(shared!.files).toHaveLength(1);
    expect(shared!.files[0]!.type).toBe("image/png");
    expect(shared!.files[0]!.size).toBeGreaterThan(10_000);
    expect(shared!.text).toContain(`/result/${id}`);
    await context.close();
  });

  it("shares the link where only links can be shared, and opens WhatsApp where nothing can", async () => {
    const id = await savedDraw();
    const linkOnly = await newContext({ width: 390 });
    await withShareSheet(linkOnly, false);
    const page = await linkOnly.newPage();
    await page.goto(`/result/${id}`);
    await page.getByTestId("share-primary").click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared.length))
      .toBe(1);
    const [shared] = await page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);
    expect(shared!.files).toHaveLength(0);
    expect(shared!.url).toMatch(new RegExp(`/result/${id}$`));
    await linkOnly.close();

    const { context, page: desktop } = await openPage(`/result/${id}`);
    await desktop.evaluate(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
      const w = window as unknown as { __opened: string[] };
      w.__opened = [];
      window.open = (url?: string | URL) => {
        w.__opened.push(String(url));
        return null;
      };
    });
    await desktop.getByTestId("share-primary").click();
    const opened = await desktop.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await context.close();
  });
});

describe("'Bu listeden sen de çek'", () => {
  it("a signed-out visitor presses it on a shared page, signs up and lands on /play with the same list", async () => {
    const list = READY_LISTS.find((l) => l.id === "anadolu-rock")!;
    const owner = await newContext();
    await registerViaApi(owner);
    const { id } = await saveDrawViaApi(owner, {
      track: readyListTracks(list.id)![0]!,
      sourceType: "ready",
      sourceId: list.id,
    });
    const { id: csvId } = await saveDrawViaApi(owner, {
      track: { id: "csv:t:dosya1", title: "Dosyadaki Şarkı", artist: "Biri" },
      sourceType: "csv",
    });
    await owner.close();

    const { context, page, watch } = await openPage(`/result/${id}`, { width: 390 });
    await page.getByTestId("draw-from-list").click();
    await page.waitForURL(`${baseURL}/login`);
    await page.getByRole("button", { name: "Kaydol" }).click();
    await page.getByLabel("E-posta").fill(uniqueEmail("liste"));
    await page.getByLabel("Şifre", { exact: true }).fill("liste-sifre");
    await page.getByRole("button", { name: "Hesap Oluştur" }).click();
    await page.waitForURL(`${baseURL}/play`);
    await expect
      .poll(() => page.getByTestId("source-line").textContent())
      .toBe(`Hazır liste: ${list.name} · ${list.count} şarkı`);

    // A draw from someone's CSV file offers no such button.
    await page.goto(`/result/${csvId}`);
    await page.getByTestId("result-success").waitFor();
    expect(await page.getByTestId("draw-from-list").count()).toBe(0);
    watch.assertClean();
    await context.close();
  });
});
