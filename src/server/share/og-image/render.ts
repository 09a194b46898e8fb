/**
 * The preview image of a shared draw, from element tree to PNG: satori lays it out as SVG,
 * svg-patch.ts puts the sky and the cover in, resvg paints it and sharp shrinks the PNG.
 */
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { type LoadedFonts, loadFonts } from "../fonts";
import { type CoverOutcome, prepareCover } from "./cover";
import { designOf, drawLayout } from "./layout";
import type { CoverSlot, El } from "./parts";
import { skySeed } from "./sky";
import { dropNoOpMasks, placeCover, placeSky } from "./svg-patch";
import { type DrawImageInput, type DrawImageOptions, IMAGE_SIZE } from "./types";

/**
 * The image as SVG (exported for tests); `onMissingGlyph` hears of text no loaded font could draw,
 * `onCover` what became of the cover.
 */
export async function renderDrawSvg(
  draw: DrawImageInput,
  options: DrawImageOptions,
  onMissingGlyph?: (segment: string) => void,
  onCover?: (outcome: CoverOutcome) => void,
): Promise<string> {
  const fonts = await loadFonts();
  const prepared = await prepareCover(options.cover);
  onCover?.(prepared.outcome);
  // Provider artwork is drawn only when it can be credited (options.artwork); else the vinyl.
  const cover = options.artwork ? prepared.dataUrl : null;
  const slot: CoverSlot =
    cover && options.artwork
      ? { kind: "art", provider: options.artwork, aspect: (prepared.width ?? 1) / (prepared.height ?? 1) }
      : { kind: "vinyl" };
  const tree = drawLayout(draw, options.format, fonts, options.brandUrl, slot, options.shareTheme);
  const { width, height } = IMAGE_SIZE[options.format];
  const svg = await layoutSvg(tree, IMAGE_SIZE[options.format], fonts, onMissingGlyph);
  const sky = designOf(options.shareTheme, draw).backdrop(
    width,
    height,
    skySeed(`${draw.number}|${draw.theme}|${options.format}`),
  );
  return dropNoOpMasks(placeSky(cover ? placeCover(svg, cover) : svg, sky));
}

/**
 * satori's layout of an element tree as SVG with the share fonts; `onMissingGlyph` hears of text no
 * loaded font could draw.
 */
export function layoutSvg(
  tree: El,
  size: { width: number; height: number },
  fonts: LoadedFonts,
  onMissingGlyph?: (segment: string) => void,
): Promise<string> {
  return satori(tree, {
    ...size,
    fonts: fonts.fonts,
    loadAdditionalAsset: onMissingGlyph
      ? async (_code, segment) => {
          onMissingGlyph(segment);
          return [];
        }
      : undefined,
  });
}

/**
 * Renders the draw's preview image as PNG: 1200x630 ('og') or 1080x1920 ('story'). The layout
 * (satori) and the PNG encoding are synchronous work of 50-500 ms each: the app runs this in a
 * worker thread (render-pool.ts), never on the thread that answers requests.
 */
export async function renderDrawImage(
  draw: DrawImageInput,
  options: DrawImageOptions,
  onCover?: (outcome: CoverOutcome) => void,
): Promise<Uint8Array> {
  const svg = await renderDrawSvg(draw, options, undefined, onCover);
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: "off" });
  const png = image.asPng();
  return compressPng(png);
}

/**
 * resvg writes true-colour PNGs of 300-700 KB; link previews (WhatsApp among them) skip images
 * much over 300 KB. A 256-colour palette with dithering (libimagequant through sharp) keeps the
 * look and cuts the size to about a third. Should it fail, the true-colour PNG is served.
 */
export async function compressPng(png: Buffer): Promise<Uint8Array> {
  try {
    const out = await sharp(png)
      // quality 100: at 90 libimagequant settled for a palette that turned part of a cover's
      // gradient gold in the 'Altın' design (a changed cover); 100 keeps it, and is no larger
      .png({ palette: true, quality: 100, effort: 7, compressionLevel: 9 })
      .toBuffer();
    if (out.byteLength < png.byteLength) return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch {
    // fall through to the uncompressed image
  }
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
