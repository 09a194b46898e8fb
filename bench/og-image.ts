/**
 * Render times of the preview image in both formats, in process (no HTTP, no cache): the first
 * render is cold (fonts read and parsed, layout engine started), the next ones warm.
 *
 * Run alone: `node --import tsx bench/og-image.ts`
 */
import { pathToFileURL } from "node:url";
import { renderDrawImage } from "../src/server/share/og-image/render";
import type { DrawImageFormat, DrawImageInput } from "../src/server/share/og-image/types";

const DRAW: DrawImageInput = {
  number: "42",
  trackTitle: "Çığlık Gibi Ölümsüz Şarkı",
  trackArtist: "İlkay Ağaoğlu & Üşüyen Ğ",
  headline: "Gönlündeki ışık, İstanbul'un şafağı gibi doğuyor: çğıİöşü ÇĞÖŞÜ",
  short: "Bugün içindeki ses daha net: küçük bir adım, büyük bir değişimin ilk notası olabilir.",
  theme: "kariyer",
};

export interface OgImageBenchRow {
  format: DrawImageFormat;
  /** only the first format measured pays the cold start */
  firstMs: number;
  warmMedianMs: number;
  bytes: number;
}

export async function benchOgImage(warmRuns = 5): Promise<OgImageBenchRow[]> {
  const rows: OgImageBenchRow[] = [];
  for (const format of ["og", "story"] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i <= warmRuns; i++) {
      const started = performance.now();
      const png = await renderDrawImage(DRAW, { cover: null, format, brandUrl: "https://sarkifali.app" });
      times.push(performance.now() - started);
      bytes = png.byteLength;
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    rows.push({ format, firstMs: times[0]!, warmMedianMs: warm[Math.floor(warm.length / 2)]!, bytes });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const r of await benchOgImage()) {
    console.info(
      `${r.format}: first ${r.firstMs.toFixed(0)} ms, warm ${r.warmMedianMs.toFixed(0)} ms, ${r.bytes} bytes`,
    );
  }
}
