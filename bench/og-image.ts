/**
 * Render times and sizes of the preview image in every share theme and both formats, in process
 * (no HTTP, no cache), with a square album cover: the first render is cold (fonts read and parsed,
 * layout engine started), the next ones warm. Link previews skip images much over 300 KB.
 *
 * Run alone: `node --import tsx bench/og-image.ts`
 */
import { pathToFileURL } from "node:url";
import { sampleAlbumCover } from "../scripts/render-share-themes";
import { renderDrawImage } from "../src/server/share/og-image/render";
import type { DrawImageFormat, DrawImageInput } from "../src/server/share/og-image/types";
import { SHARE_THEME_IDS, type ShareThemeId } from "../src/shared/share-themes";

const DRAW: DrawImageInput = {
  number: "42",
  trackTitle: "Çığlık Gibi Ölümsüz Şarkı",
  trackArtist: "İlkay Ağaoğlu & Üşüyen Ğ",
  headline: "Gönlündeki ışık, İstanbul'un şafağı gibi doğuyor: çğıİöşü ÇĞÖŞÜ",
  short: "Bugün içindeki ses daha net: küçük bir adım, büyük bir değişimin ilk notası olabilir.",
  theme: "kariyer",
};

export interface OgImageBenchRow {
  theme: ShareThemeId;
  format: DrawImageFormat;
  /** only the first format measured pays the cold start */
  firstMs: number;
  warmMedianMs: number;
  bytes: number;
}

export async function benchOgImage(warmRuns = 3): Promise<OgImageBenchRow[]> {
  const rows: OgImageBenchRow[] = [];
  const cover = { bytes: sampleAlbumCover(), contentType: "image/png" };
  for (const theme of SHARE_THEME_IDS) {
    for (const format of ["og", "story"] as const) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i <= warmRuns; i++) {
        const started = performance.now();
        const png = await renderDrawImage(DRAW, {
          cover,
          artwork: "spotify",
          format,
          shareTheme: theme,
          brandUrl: "https://sarkifali.app",
        });
        times.push(performance.now() - started);
        bytes = Math.max(bytes, png.byteLength);
      }
      const warm = times.slice(1).sort((a, b) => a - b);
      rows.push({
        theme,
        format,
        firstMs: times[0]!,
        warmMedianMs: warm[Math.floor(warm.length / 2)]!,
        bytes,
      });
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const r of await benchOgImage()) {
    console.info(
      `${r.theme} ${r.format}: first ${r.firstMs.toFixed(0)} ms, warm ${r.warmMedianMs.toFixed(0)} ms, ${r.bytes} bytes`,
    );
  }
}
