import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngBomb } from "../../../../tests/support/png-bomb";
import { drawableText, loadFonts, SANS, woffCodePoints } from "../fonts";
import { coverFormat, prepareCover, tooManyPixels } from "./cover";
import { badgeText, clip } from "./layout";
import { renderDrawImage, renderDrawSvg } from "./render";
import type { DrawImageInput } from "./types";

const TURKISH = "çğıİöşüÇĞÖŞÜ";

const draw: DrawImageInput = {
  number: "42",
  trackTitle: "Çığlık Gibi Ölümsüz Şarkı",
  trackArtist: "İlkay Ağaoğlu & Üşüyen Ğ",
  headline: "Gönlündeki ışık, İstanbul'un şafağı gibi doğuyor: çğıİöşü ÇĞÖŞÜ",
  short: "Bugün içindeki ses daha net: küçük bir adım, büyük bir değişimin ilk notası olabilir.",
  theme: "kariyer",
};

/** Set OG_IMAGE_OUT=/tmp/og to look at the pictures the tests draw. */
function keep(name: string, png: Uint8Array) {
  const dir = process.env.OG_IMAGE_OUT;
  if (dir) writeFileSync(join(dir, name), png);
}

function pngSize(png: Uint8Array): { width: number; height: number } {
  expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(String.fromCharCode(...png.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function pngCover(): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff7a59"/><stop offset="1" stop-color="#2a6cff"/></linearGradient></defs><rect width="300" height="200" fill="url(#a)"/><circle cx="150" cy="100" r="70" fill="#fff" fill-opacity="0.7"/></svg>`;
  return new Uint8Array(new Resvg(svg).render().asPng());
}

async function missingGlyphs(input: DrawImageInput, format: "og" | "story" = "og"): Promise<string[]> {
  const missing: string[] = [];
  await renderDrawSvg(input, { cover: null, format, brandUrl: "sarkifali.app" }, (segment) =>
    missing.push(segment),
  );
  return missing;
}

describe("renderDrawImage", () => {
  it("draws a 1200x630 PNG for link previews and a 1080x1920 PNG for stories", async () => {
    const og = await renderDrawImage(draw, { cover: null, format: "og", brandUrl: "sarkifali.app" });
    expect(pngSize(og)).toEqual({ width: 1200, height: 630 });
    keep("og-turkish.png", og);
    const story = await renderDrawImage(draw, { cover: null, format: "story", brandUrl: "sarkifali.app" });
    expect(pngSize(story)).toEqual({ width: 1080, height: 1920 });
    keep("story-turkish.png", story);
  });

  it("has a glyph for every Turkish letter in every text of the card", async () => {
    const all = { ...draw, trackTitle: TURKISH, trackArtist: TURKISH, headline: TURKISH, short: TURKISH };
    expect(await missingGlyphs(all, "og")).toEqual([]);
    expect(await missingGlyphs(all, "story")).toEqual([]);
    // every theme label too (upper-cased the Turkish way: KARİYER, GÜNLÜK, AŞK)
    for (const theme of ["genel", "ask", "kariyer", "gunluk"] as const) {
      expect(await missingGlyphs({ ...draw, theme })).toEqual([]);
    }
  });

  it("the missing-glyph check does notice text no font draws", async () => {
    const { fonts } = await loadFonts();
    const missing: string[] = [];
    await satori({ type: "div", props: { style: { fontFamily: SANS }, children: "Aşk 😀 ♪" } } as never, {
      width: 200,
      height: 50,
      fonts,
      loadAdditionalAsset: async (_code, segment) => {
        missing.push(segment);
        return [];
      },
    });
    expect(missing.join("")).toContain("😀");
  });

  it("drops emoji and symbols no font covers, so no 'NO GLYPH' boxes appear", async () => {
    const withEmoji = {
      ...draw,
      trackTitle: "Aşk 🎵🔥 Şarkısı 👩‍👩‍👧 ❤️",
      trackArtist: "Tarkan ★ ♪",
      headline: "Yıldızlar 🌙✨ seninle",
      short: "Bugün 💃🏽 dans et →",
    };
    expect(await missingGlyphs(withEmoji, "og")).toEqual([]);
    expect(await missingGlyphs(withEmoji, "story")).toEqual([]);
    // the emoji leave no trace in the picture: it is the same as without them
    const plain = {
      ...draw,
      trackTitle: "Aşk Şarkısı",
      trackArtist: "Tarkan",
      headline: "Yıldızlar seninle",
      short: "Bugün dans et",
    };
    const a = await renderDrawSvg(withEmoji, { cover: null, format: "og" });
    const b = await renderDrawSvg(plain, { cover: null, format: "og" });
    expect(a).toBe(b);
    keep("og-emoji.png", await renderDrawImage(withEmoji, { cover: null, format: "og" }));
  });

  it("copes with a 25-digit number, a 200-character headline and markup in the title", async () => {
    const hard: DrawImageInput = {
      number: "1234567890123456789012345",
      trackTitle: `"><script>alert(1)</script> & <b>kalın</b> 'tırnak'`,
      trackArtist: "Sezen Aksu & Tarkan & Sertab Erener & Mabel Matiz & Gökhan Türkmen & Kenan Doğulu",
      headline: "Yüreğinin derinlerinde saklı kalan o eski melodi bugün yeniden çalıyor "
        .repeat(4)
        .slice(0, 200),
      short: "Uzun bir yorum. ".repeat(80),
      theme: "ask",
    };
    expect(hard.headline).toHaveLength(200);
    for (const format of ["og", "story"] as const) {
      const png = await renderDrawImage(hard, { cover: null, format, brandUrl: "https://sarkifali.app/" });
      expect(pngSize(png).width).toBe(format === "og" ? 1200 : 1080);
      keep(`${format}-hard.png`, png);
    }
    expect(await missingGlyphs(hard)).toEqual([]);
    // a headline of one endless word and a 60-digit negative number
    const odd = {
      ...hard,
      number: `-${"9".repeat(59)}`,
      headline: "Ş".repeat(200),
      trackTitle: "",
      trackArtist: "",
    };
    for (const format of ["og", "story"] as const) {
      expect(pngSize(await renderDrawImage(odd, { cover: null, format })).height).toBe(
        format === "og" ? 630 : 1920,
      );
    }
  });

  it("embeds a credited cover whole (its own 3:2 box, never cropped), and falls back to the vinyl otherwise", async () => {
    const cover = pngCover();
    const svg = await renderDrawSvg(draw, {
      cover: { bytes: cover, contentType: "image/png" },
      artwork: "spotify",
      format: "og",
    });
    const embedded = embeddedCover(svg);
    expect(embedded?.type).toBe("image/png");
    expect(await sharp(embedded!.bytes).metadata()).toMatchObject({ width: 300, height: 200 });
    const at = svg.indexOf("data:image/png;base64,");
    const tag = svg.slice(svg.lastIndexOf("<image", at), svg.indexOf("/>", at));
    expect(tag).toContain('preserveAspectRatio="xMidYMid meet"');
    const box = {
      w: Number(/ width="([\d.]+)"/.exec(tag)?.[1]),
      h: Number(/ height="([\d.]+)"/.exec(tag)?.[1]),
    };
    expect(box.w / box.h).toBeCloseTo(1.5, 2);
    // a cover nobody can be credited for is not drawn: the vinyl is
    const uncredited = await renderDrawSvg(draw, {
      cover: { bytes: cover, contentType: "image/png" },
      format: "og",
    });
    expect(embeddedCover(uncredited)).toBeNull();

    for (const format of ["og", "story"] as const) {
      const png = await renderDrawImage(draw, {
        cover: { bytes: cover, contentType: "image/png" },
        artwork: "spotify",
        format,
      });
      expect(pngSize(png).width).toBe(format === "og" ? 1200 : 1080);
      keep(`${format}-cover.png`, png);
    }
    // bytes decide the type, not the declared content type
    const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)]);
    expect(coverFormat(jpegBytes)).toBe("jpeg");
    expect(coverFormat(cover)).toBe("png");
    // SVG, garbage and nothing are never embedded
    const svgBytes = Buffer.from(
      "<svg xmlns='http://www.w3.org/2000/svg'><rect width='9' height='9'/></svg>",
    );
    expect(coverFormat(svgBytes)).toBeNull();
    expect(await prepareCover({ bytes: svgBytes, contentType: "image/svg+xml" })).toMatchObject({
      dataUrl: null,
      outcome: "unreadable",
    });
    expect(await prepareCover({ bytes: new Uint8Array(100), contentType: "image/png" })).toMatchObject({
      outcome: "unreadable",
    });
    expect(await prepareCover(null)).toEqual({ dataUrl: null, outcome: "none" });
    // a broken JPEG gives the vinyl placeholder
    const placeholder = await renderDrawSvg(draw, { cover: null, format: "og" });
    const broken = { bytes: jpegBytes, contentType: "image/jpeg" };
    expect(await prepareCover(broken)).toMatchObject({ dataUrl: null, outcome: "unreadable" });
    expect(await renderDrawSvg(draw, { cover: broken, format: "og" })).toBe(placeholder);
    expect(pngSize(await renderDrawImage(draw, { cover: broken, format: "story" }))).toEqual({
      width: 1080,
      height: 1920,
    });
  });

  it("draws WebP covers too (sharp turns them into PNG for resvg)", async () => {
    const webp = new Uint8Array(await sharp(Buffer.from(pngCover())).webp().toBuffer());
    expect(coverFormat(webp)).toBe("webp");
    const prepared = await prepareCover({ bytes: webp, contentType: "image/webp" });
    expect(prepared.outcome).toBe("embedded");
    expect(prepared.dataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it("shrinks a large cover to the size it is drawn at before embedding it", async () => {
    const big = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const prepared = await prepareCover({ bytes: new Uint8Array(big), contentType: "image/jpeg" });
    expect(prepared).toMatchObject({ outcome: "embedded", width: 3000, height: 2000 });
    const bytes = Buffer.from(prepared.dataUrl!.split(",")[1]!, "base64");
    // the shorter side fills the 700 px box; the crop does the rest
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1050, height: 700 });
  });

  it("refuses a 15000x15000 PNG (656 KB) from its header, never decoding it: the vinyl is drawn", {
    timeout: 60_000,
  }, async () => {
    const bomb = await pngBomb(15000, 15000);
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const decoded: string[] = [];
    const spyDecode = async (_bytes: Uint8Array, format: string) => {
      decoded.push(format);
      throw new Error("must not be decoded");
    };
    const rssBefore = process.memoryUsage().rss;
    const prepared = await prepareCover({ bytes: bomb, contentType: "image/png" }, spyDecode);
    expect(prepared).toEqual({ dataUrl: null, outcome: "too-many-pixels", width: 15000, height: 15000 });
    expect(decoded).toEqual([]);
    // the whole render falls back to the placeholder, and memory does not balloon (decoding it
    // took RSS from 535 MB to 2 GB before)
    const outcomes: string[] = [];
    const svg = await renderDrawSvg(
      draw,
      { cover: { bytes: bomb, contentType: "image/png" }, format: "og" },
      undefined,
      (o) => outcomes.push(o),
    );
    expect(outcomes).toEqual(["too-many-pixels"]);
    expect(svg).toBe(await renderDrawSvg(draw, { cover: null, format: "og" }));
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
    // the limits themselves: a side over 4,000 px, or over 16 MP in all
    expect(tooManyPixels({ width: 4001, height: 10 })).toBe(true);
    expect(tooManyPixels({ width: 10, height: 4001 })).toBe(true);
    expect(tooManyPixels({ width: 4000, height: 4000 })).toBe(false);
    expect(tooManyPixels({ width: 3000, height: 3000 })).toBe(false);
    const wide = await pngBomb(4200, 10);
    expect(await prepareCover({ bytes: wide, contentType: "image/png" }, spyDecode)).toMatchObject({
      outcome: "too-many-pixels",
    });
    expect(decoded).toEqual([]);
  });
});

/** The cover embedded in a rendered SVG: its type and bytes. */
function embeddedCover(svg: string): { type: string; bytes: Buffer } | null {
  const m = /href="data:(image\/(?:png|jpeg));base64,([^"]+)"/g;
  for (const match of svg.matchAll(m)) {
    const bytes = Buffer.from(match[2]!, "base64");
    // the 1x1 stand-in and the sky are not the cover
    if (bytes.byteLength > 200) return { type: match[1]!, bytes };
  }
  return null;
}

describe("text helpers", () => {
  it("badgeText keeps 25 digits whole and shortens longer numbers around an ellipsis", () => {
    expect(badgeText("42", 28)).toBe("#42");
    expect(badgeText("1234567890123456789012345", 28)).toBe("#1234567890123456789012345");
    const long = badgeText("1".repeat(30) + "2".repeat(30), 28);
    expect(Array.from(long)).toHaveLength(29);
    expect(long).toMatch(/^#1+…2+$/);
    expect(badgeText("", 28)).toBe("#?");
  });

  it("clip cuts at a word boundary with an ellipsis", () => {
    expect(clip("kısa", 10)).toBe("kısa");
    const cut = clip("bir iki üç dört beş altı yedi", 16);
    expect(cut).toBe("bir iki üç dört…");
    expect(Array.from(cut).length).toBeLessThanOrEqual(16);
  });

  it("drawableText keeps Turkish, drops emoji and joiners, composes decomposed letters", async () => {
    const { sans, serif } = await loadFonts();
    expect(drawableText(TURKISH, sans)).toBe(TURKISH);
    expect(drawableText(TURKISH, serif)).toBe(TURKISH);
    expect(drawableText("Aşk😀Şarkısı", sans)).toBe("Aşk Şarkısı");
    expect(drawableText("  a \n\t b  👩‍👩‍👧 ❤️ ", sans)).toBe("a b");
    expect(drawableText("s\u0327ark\u0131", sans)).toBe("şarkı");
    expect(drawableText("x\u200dy\u00ady", sans)).toBe("xyy");
    expect(drawableText(`"><script>`, sans)).toBe(`"><script>`);
  });

  it("a single @fontsource subset lacks ğ ş İ; latin and latin-ext together have every Turkish letter", async () => {
    const require = createRequire(import.meta.url);
    const { readFileSync } = await import("node:fs");
    const latin = woffCodePoints(
      readFileSync(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff")),
    );
    const ext = woffCodePoints(
      readFileSync(require.resolve("@fontsource/inter/files/inter-latin-ext-400-normal.woff")),
    );
    const cps = Array.from(TURKISH, (c) => c.codePointAt(0)!);
    expect(cps.every((cp) => latin.has(cp))).toBe(false);
    expect(cps.every((cp) => latin.has(cp) || ext.has(cp))).toBe(true);
    expect(latin.has("A".codePointAt(0)!)).toBe(true);
    expect(latin.has("😀".codePointAt(0)!)).toBe(false);
  });
});
