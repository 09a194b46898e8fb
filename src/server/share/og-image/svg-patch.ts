/**
 * Post-processing of satori's SVG by string surgery, before resvg draws it. Tied to satori's
 * output format (an `<image … href="…"/>` per image, rectangular masks as `<mask id><rect/></mask>`):
 * svg-patch.test.ts checks it against satori's real output, so an upgrade that changes the format
 * fails there and not in a picture.
 */
import { COVER_STAND_IN } from "./cover";
import { SKY_STAND_IN } from "./sky";

/** Puts the sky's markup where satori drew its stand-in image. */
export function placeSky(svg: string, sky: string): string {
  const at = svg.indexOf(`href="${SKY_STAND_IN}"`);
  if (at < 0) return svg;
  const start = svg.lastIndexOf("<image", at);
  const end = svg.indexOf("/>", at) + 2;
  return `${svg.slice(0, start)}<g>${sky}</g>${svg.slice(end)}`;
}

/**
 * Puts the cover where satori laid out its stand-in. The stand-in's box already has the cover's
 * aspect ratio (parts.ts artSize); 'meet' makes sure nothing of it is ever cut off.
 */
export function placeCover(svg: string, cover: string): string {
  const standIn = `href="${COVER_STAND_IN}"`;
  const at = svg.indexOf(standIn);
  if (at < 0) return svg;
  const end = svg.indexOf("/>", at);
  const original = svg.slice(at, end).replace(standIn, `href="${cover}"`);
  const tag = /preserveAspectRatio="/.test(original)
    ? original.replace(/preserveAspectRatio="[^"]*"/, 'preserveAspectRatio="xMidYMid meet"')
    : `${original} preserveAspectRatio="xMidYMid meet"`;
  return svg.slice(0, at) + tag + svg.slice(end);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const RECT_MASK =
  /<(mask|clipPath) id="([^"]+)"><rect x="(-?[\d.]+)" y="(-?[\d.]+)" width="([\d.]+)" height="([\d.]+)"(?: fill="#fff")?\/><\/\1>/g;

function attr(tag: string, name: string): number {
  return Number(new RegExp(` ${name}="(-?[\\d.]+)"`).exec(tag)?.[1] ?? Number.NaN);
}

/**
 * Satori gives every image a rectangular mask and often a rectangular clip of its own box. They
 * change nothing, but resvg pays for each with a layer as large as the mask (the whole picture for
 * the sky): dropping them about halves the render time. Rounded clips (paths) stay.
 */
export function dropNoOpMasks(svg: string): string {
  const rects = new Map<string, Box>();
  for (const m of svg.matchAll(RECT_MASK)) {
    rects.set(m[2]!, { x: Number(m[3]), y: Number(m[4]), width: Number(m[5]), height: Number(m[6]) });
  }
  return svg.replace(/<image [^>]*\/>/g, (tag) => {
    const box = {
      x: attr(tag, "x"),
      y: attr(tag, "y"),
      width: attr(tag, "width"),
      height: attr(tag, "height"),
    };
    return tag.replace(/ (?:mask|clip-path)="url\(#([^)]+)\)"/g, (all, id: string) => {
      const r = rects.get(id);
      const contains =
        r &&
        r.x <= box.x &&
        r.y <= box.y &&
        r.x + r.width >= box.x + box.width &&
        r.y + r.height >= box.y + box.height;
      return contains ? "" : all;
    });
  });
}
