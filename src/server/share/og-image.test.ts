import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { describe, expect, it } from "vitest";
import { drawableText, loadFonts, SANS, woffCodePoints } from "./fonts";
import {
  badgeText,
  clip,
  coverDataUrl,
  coverDrawable,
  type DrawImageInput,
  OG_IMAGE_VERSION,
  renderDrawImage,
  renderDrawSvg,
  usableCover,
} from "./og-image";

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
  // First in the file, so the first render is cold (fonts read and parsed, layout engine started).
  it("renders both formats; cold and warm times are reported", async () => {
    const times: string[] = [];
    for (const format of ["og", "story"] as const) {
      for (const round of ["cold", "warm", "warm"]) {
        const started = performance.now();
        const png = await renderDrawImage(draw, { cover: null, format, brandUrl: "https://sarkifali.app" });
        times.push(
          `${format} ${round} ${(performance.now() - started).toFixed(0)} ms, ${png.byteLength} bytes`,
        );
      }
    }
    console.info(`preview image render times:\n  ${times.join("\n  ")}`);
  });

  it("draws a 1200x630 PNG for link previews and a 1080x1920 PNG for stories", async () => {
    const og = await renderDrawImage(draw, { cover: null, format: "og", brandUrl: "sarkifali.app" });
    expect(pngSize(og)).toEqual({ width: 1200, height: 630 });
    keep("og-turkish.png", og);
    const story = await renderDrawImage(draw, { cover: null, format: "story", brandUrl: "sarkifali.app" });
    expect(pngSize(story)).toEqual({ width: 1080, height: 1920 });
    keep("story-turkish.png", story);
    expect(OG_IMAGE_VERSION).toBeGreaterThanOrEqual(1);
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

  it("embeds a PNG or JPEG cover, cropped to a square, and falls back to the vinyl otherwise", async () => {
    const cover = pngCover();
    const svg = await renderDrawSvg(draw, {
      cover: { bytes: cover, contentType: "image/png" },
      format: "og",
    });
    const embedded = `href="data:image/png;base64,${Buffer.from(cover).toString("base64")}"`;
    expect(svg).toContain(embedded);
    const tag = svg.slice(
      svg.lastIndexOf("<image", svg.indexOf(embedded)),
      svg.indexOf("/>", svg.indexOf(embedded)),
    );
    expect(tag).toContain('preserveAspectRatio="xMidYMid slice"');

    for (const format of ["og", "story"] as const) {
      const png = await renderDrawImage(draw, { cover: { bytes: cover, contentType: "image/png" }, format });
      expect(pngSize(png).width).toBe(format === "og" ? 1200 : 1080);
      keep(`${format}-cover.png`, png);
    }
    // bytes decide the type, not the declared content type
    const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)]);
    expect(coverDataUrl({ bytes: jpegBytes, contentType: "image/webp" })).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    expect(coverDataUrl({ bytes: cover, contentType: "image/jpeg" })).toMatch(/^data:image\/png;base64,/);
    // SVG, garbage and nothing are never embedded
    const svgBytes = Buffer.from(
      "<svg xmlns='http://www.w3.org/2000/svg'><rect width='9' height='9'/></svg>",
    );
    expect(coverDataUrl({ bytes: svgBytes, contentType: "image/svg+xml" })).toBeNull();
    expect(coverDataUrl({ bytes: new Uint8Array(100), contentType: "image/png" })).toBeNull();
    expect(coverDataUrl(null)).toBeNull();
    // what resvg cannot draw (WebP in resvg-js 2.6, a broken JPEG) gives the vinyl placeholder
    const webp = new Uint8Array([...Buffer.from("RIFF\x24\0\0\0WEBPVP8 "), ...new Array(30).fill(0)]);
    expect(coverDataUrl({ bytes: webp, contentType: "image/webp" })).toMatch(/^data:image\/webp;base64,/);
    expect(usableCover({ bytes: webp, contentType: "image/webp" })).toBeNull();
    expect(usableCover({ bytes: jpegBytes, contentType: "image/jpeg" })).toBeNull();
    expect(usableCover({ bytes: cover, contentType: "image/png" })).not.toBeNull();
    expect(coverDrawable(`data:image/png;base64,${Buffer.from(cover).toString("base64")}`)).toBe(true);
    const placeholder = await renderDrawSvg(draw, { cover: null, format: "og" });
    expect(
      await renderDrawSvg(draw, { cover: { bytes: webp, contentType: "image/webp" }, format: "og" }),
    ).toBe(placeholder);
    const broken = { bytes: jpegBytes, contentType: "image/jpeg" };
    expect(await renderDrawSvg(draw, { cover: broken, format: "og" })).toBe(placeholder);
    expect(pngSize(await renderDrawImage(draw, { cover: broken, format: "story" }))).toEqual({
      width: 1080,
      height: 1920,
    });
  });
});

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
