/**
 * Draws every share theme's link preview and story image for a Spotify, a YouTube and a CSV draw
 * (made-up covers, nothing fetched), to look at them:
 *   npx tsx scripts/render-share-themes.ts /tmp/shots [theme]
 * With --previews it writes the picker's small sample of each design (the CSV draw, so no
 * provider's artwork) into src/client/features/result/share-theme-previews/; run it after
 * changing a design.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import type { ArtworkProvider } from "@/server/share/og-image/attribution";
import { renderDrawImage } from "@/server/share/og-image/render";
import type { DrawImageInput } from "@/server/share/og-image/types";
import { SHARE_THEME_IDS } from "@/shared/share-themes";

/** A made-up square album cover (Spotify's are 640x640). */
export function sampleAlbumCover(size = 640): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff7a59"/><stop offset="1" stop-color="#2a6cff"/></linearGradient></defs><rect width="100" height="100" fill="url(#a)"/><circle cx="50" cy="50" r="28" fill="#fff" fill-opacity="0.75"/><rect x="0" y="0" width="100" height="4" fill="#111"/><rect x="0" y="96" width="100" height="4" fill="#111"/><rect x="0" y="0" width="4" height="100" fill="#111"/><rect x="96" y="0" width="4" height="100" fill="#111"/></svg>`;
  return new Uint8Array(new Resvg(svg).render().asPng());
}

/** A made-up 16:9 video thumbnail (YouTube's maxres is 1280x720). */
export function sampleVideoThumbnail(): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 160 90"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1b5e20"/><stop offset="1" stop-color="#f9a825"/></linearGradient></defs><rect width="160" height="90" fill="url(#a)"/><circle cx="80" cy="45" r="22" fill="#000" fill-opacity="0.35"/><rect x="0" y="0" width="160" height="3" fill="#e91e63"/><rect x="0" y="87" width="160" height="3" fill="#e91e63"/><rect x="0" y="0" width="3" height="90" fill="#e91e63"/><rect x="157" y="0" width="3" height="90" fill="#e91e63"/></svg>`;
  return new Uint8Array(new Resvg(svg).render().asPng());
}

const base: DrawImageInput = {
  number: "42",
  trackTitle: "Gülpembe",
  trackArtist: "Barış Manço",
  headline: "Geçmişin şefkatli ışığı bugün yolunu aydınlatıyor",
  short: "İçindeki eski bir ezgi yeniden çalıyor: bugün küçük bir jest, büyük bir kapıyı aralayabilir.",
  theme: "genel",
};

const cases: {
  name: string;
  draw: DrawImageInput;
  cover: Uint8Array | null;
  artwork: ArtworkProvider | null;
}[] = [
  { name: "spotify", draw: base, cover: sampleAlbumCover(), artwork: "spotify" },
  {
    name: "youtube",
    draw: {
      ...base,
      number: "1923",
      trackTitle: "Bir Derdim Var (Official Video)",
      trackArtist: "mor ve ötesi",
      headline: "Kalbindeki fırtına dinerken yeni bir şarkı başlıyor; sesini duyur",
      theme: "ask",
    },
    cover: sampleVideoThumbnail(),
    artwork: "youtube",
  },
  {
    name: "csv",
    draw: { ...base, number: "7", trackTitle: "Şımarık", trackArtist: "Tarkan", theme: "kariyer" },
    cover: null,
    artwork: null,
  },
];

const PREVIEW_DIR = new URL("../src/client/features/result/share-theme-previews/", import.meta.url);

async function previews() {
  const csv = cases.find((c) => c.name === "csv")!;
  for (const theme of SHARE_THEME_IDS) {
    const png = await renderDrawImage(csv.draw, { cover: null, format: "og", shareTheme: theme });
    const small = await sharp(png).resize(480, 252).webp({ quality: 78 }).toBuffer();
    writeFileSync(new URL(`${theme}.webp`, PREVIEW_DIR), small);
    console.info(`${theme}.webp  ${(small.byteLength / 1024).toFixed(1)} KB`);
  }
}

async function main() {
  if (process.argv[2] === "--previews") return previews();
  const out = process.argv[2] ?? "/tmp/share-themes";
  const only = process.argv[3];
  mkdirSync(out, { recursive: true });
  for (const theme of SHARE_THEME_IDS.filter((id) => !only || id === only)) {
    for (const c of cases) {
      for (const format of ["og", "story"] as const) {
        const started = performance.now();
        const png = await renderDrawImage(c.draw, {
          cover: c.cover ? { bytes: c.cover, contentType: "image/png" } : null,
          artwork: c.artwork,
          format,
          shareTheme: theme,
          brandUrl: "https://sarkifali.app",
        });
        const file = join(out, `${theme}-${c.name}-${format}.png`);
        writeFileSync(file, png);
        console.info(
          `${file}  ${(png.byteLength / 1024).toFixed(0)} KB  ${(performance.now() - started).toFixed(0)} ms`,
        );
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
