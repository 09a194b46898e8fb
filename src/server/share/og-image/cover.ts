/**
 * The cover of the drawn track. It is not given to satori: satori keeps every image data URL it
 * sees in a cache of 500 entries (a memory cost per distinct cover) and only needs its size.
 * Satori lays out a 1x1 stand-in; the cover's data URL replaces it in the SVG handed to resvg
 * (svg-patch.ts).
 *
 * A cover comes from an address a client wrote, so its pixels are counted before anything is
 * decoded: a PNG of 656 KB can claim 15000x15000 pixels and take 1.5 GB to decode. The size is
 * read from the file's header (sharp's metadata(), which decodes no pixels); a cover too large
 * is replaced by the vinyl placeholder. One that passes is decoded by sharp (with the same pixel
 * limit as a backstop), shrunk to the size it is drawn at, and embedded as a fresh PNG or JPEG,
 * so resvg only ever reads small images libvips has written (WebP and odd files included).
 */
import sharp from "sharp";
import type { CoverImage } from "./types";

/** Covers larger than this many bytes are not embedded (the placeholder is drawn instead). */
export const MAX_COVER_BYTES = 4 * 1024 * 1024;
/** Neither side may be longer, and the whole not larger, or the cover is refused undecoded. */
export const MAX_COVER_SIDE = 4000;
export const MAX_COVER_PIXELS = 16_000_000;
/** The largest box a cover is drawn in (the story layout's 700 px square). */
export const COVER_DRAWN_SIDE = 700;

/** A 1x1 PNG that satori lays out in the cover's place; replaced by the real cover in the SVG. */
export const COVER_STAND_IN =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP8z/D/PwAHAwL/dzme1AAAAABJRU5ErkJggg==";

/** The cover's format by its first bytes (never by the declared type); null for anything else. */
export function coverFormat(bytes: Uint8Array): "jpeg" | "png" | "gif" | "webp" | null {
  if (bytes.byteLength < 16) return null;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (ascii(0, 4) === "GIF8") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  // SVG, AVIF and anything else: never embedded
  return null;
}

export type CoverOutcome =
  /** no cover was given */
  | "none"
  /** drawn */
  | "embedded"
  /** refused from its header alone: too many pixels; nothing was decoded */
  | "too-many-pixels"
  /** not an image we draw (type, size in bytes, a broken file) */
  | "unreadable";

export interface PreparedCover {
  /** a data URL of a PNG or JPEG no larger than COVER_DRAWN_SIDE, or null for the placeholder */
  dataUrl: string | null;
  outcome: CoverOutcome;
  /** the size the file's header claims, when it could be read */
  width?: number;
  height?: number;
}

/** The size the cover's header claims, without decoding any pixel; null when unreadable. */
export async function coverDimensions(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return null;
    return { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

export function tooManyPixels(size: { width: number; height: number }): boolean {
  return (
    size.width > MAX_COVER_SIDE || size.height > MAX_COVER_SIDE || size.width * size.height > MAX_COVER_PIXELS
  );
}

/**
 * The cover as the image will draw it. `decode` is sharp's decode-and-shrink (tests count calls
 * to see that a refused cover is never decoded).
 */
export async function prepareCover(
  cover: CoverImage | null,
  decode: (bytes: Uint8Array, format: string) => Promise<{ bytes: Buffer; type: string }> = shrinkCover,
): Promise<PreparedCover> {
  if (!cover) return { dataUrl: null, outcome: "none" };
  const format = coverFormat(cover.bytes);
  if (!format || cover.bytes.byteLength > MAX_COVER_BYTES) return { dataUrl: null, outcome: "unreadable" };
  const size = await coverDimensions(cover.bytes);
  if (!size) return { dataUrl: null, outcome: "unreadable" };
  if (tooManyPixels(size)) return { dataUrl: null, outcome: "too-many-pixels", ...size };
  try {
    const out = await decode(cover.bytes, format);
    return {
      dataUrl: `data:${out.type};base64,${out.bytes.toString("base64")}`,
      outcome: "embedded",
      ...size,
    };
  } catch {
    // a broken or truncated file: the placeholder is drawn
    return { dataUrl: null, outcome: "unreadable", ...size };
  }
}

/** Decodes (first frame only), turns it upright and shrinks it to the size it is drawn at. */
async function shrinkCover(bytes: Uint8Array, format: string): Promise<{ bytes: Buffer; type: string }> {
  const image = sharp(bytes, { limitInputPixels: MAX_COVER_PIXELS, failOn: "error", animated: false })
    .rotate()
    .resize(COVER_DRAWN_SIDE, COVER_DRAWN_SIDE, { fit: "outside", withoutEnlargement: true });
  // photos stay JPEG (small); everything else becomes PNG, which keeps transparency
  if (format === "jpeg") return { bytes: await image.jpeg({ quality: 88 }).toBuffer(), type: "image/jpeg" };
  return { bytes: await image.png().toBuffer(), type: "image/png" };
}

/** A vinyl record on a card (violet unless a design gives its own two colours): the cover when there is none. */
export function vinylSvg(size: number, card: [string, string] = ["#2a1b5e", "#4a2379"]): string {
  const grooves = Array.from({ length: 9 }, (_, i) => {
    const r = 128 + i * 13;
    return `<circle cx="256" cy="256" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${i % 2 ? 0.05 : 0.09}" stroke-width="1.5"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${card[0]}"/><stop offset="1" stop-color="${card[1]}"/></linearGradient>
<radialGradient id="disc" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#1c1830"/><stop offset="1" stop-color="#07060f"/></radialGradient>
<radialGradient id="label" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#f8dc8f"/><stop offset="1" stop-color="#c9932f"/></radialGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.08"/></linearGradient>
</defs>
<rect width="512" height="512" fill="url(#bg)"/>
<circle cx="256" cy="256" r="238" fill="#000" fill-opacity="0.25"/>
<circle cx="256" cy="256" r="232" fill="url(#disc)"/>
${grooves}
<circle cx="256" cy="256" r="232" fill="url(#sheen)"/>
<circle cx="256" cy="256" r="84" fill="url(#label)"/>
<circle cx="256" cy="256" r="60" fill="none" stroke="#14122b" stroke-opacity="0.25" stroke-width="2"/>
<circle cx="256" cy="256" r="9" fill="#0d0b21"/>
<path d="M420 70l5 11 11 5-11 5-5 11-5-11-11-5 11-5z" fill="#f5e6b8" fill-opacity="0.85"/>
<path d="M88 420l3.5 7.5 7.5 3.5-7.5 3.5-3.5 7.5-3.5-7.5-7.5-3.5 7.5-3.5z" fill="#f5e6b8" fill-opacity="0.6"/>
</svg>`;
}
