/**
 * The night sky behind the card, as SVG markup put straight into satori's output in place of a
 * stand-in image (svg-patch.ts): resvg draws native gradients far faster than satori's gradient
 * patterns, and inline markup costs no extra picture-sized layer. Indigo to violet, two soft
 * glows, a quiet star field; the seed makes each draw's sky a little different but always the
 * same for the same draw.
 */
import { hash32 } from "../../text";
import { svgUrl } from "./types";

/** The dark theme of src/client/index.css, as sRGB. */
export const PALETTE = {
  night: "#0d0b21",
  indigo: "#171336",
  violet: "#2b1650",
  card: "#191431",
  foreground: "#eeedfa",
  muted: "#b0adc9",
  lilac: "#c9b4f7",
  gold: "#f3be55",
  goldSoft: "#f5e6b8",
  onGold: "#14122b",
};
const C = PALETTE;

/** Laid out by satori where the sky goes; replaced by the sky's markup in the SVG. */
export const SKY_STAND_IN = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><!--sky--></svg>',
);

/** A stable seed from a text. */
export function skySeed(text: string): number {
  return hash32(text);
}

export function skyMarkup(width: number, height: number, seed: number): string {
  let state = seed >>> 0 || 1;
  const rand = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  const count = Math.round((width * height) / 9000);
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = (rand() * width).toFixed(1);
    const y = (rand() * height).toFixed(1);
    const r = (0.6 + rand() * rand() * 1.8).toFixed(2);
    const o = (0.18 + rand() * 0.5).toFixed(2);
    const fill = rand() < 0.15 ? C.goldSoft : "#ffffff";
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${o}"/>`);
  }
  const sparkles: string[] = [];
  for (let i = 0; i < 5; i++) {
    // near the top or bottom edge, away from the text
    const x = rand() * width;
    const band = height * 0.09;
    const y = i % 2 ? rand() * band : height - rand() * band;
    const s = 5 + rand() * 7;
    const o = (0.35 + rand() * 0.4).toFixed(2);
    sparkles.push(
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(s / 10).toFixed(2)})" d="M0-10L2.2-2.2 10 0 2.2 2.2 0 10-2.2 2.2-10 0-2.2-2.2z" fill="${C.goldSoft}" fill-opacity="${o}"/>`,
    );
  }
  const big = Math.max(width, height);
  return `<defs>
<linearGradient id="sf-sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.night}"/><stop offset="0.5" stop-color="${C.indigo}"/><stop offset="1" stop-color="${C.violet}"/></linearGradient>
<radialGradient id="sf-glow1" gradientUnits="userSpaceOnUse" cx="${width * 0.88}" cy="0" r="${big * 0.7}"><stop offset="0" stop-color="#5c2c96" stop-opacity="0.55"/><stop offset="1" stop-color="#5c2c96" stop-opacity="0"/></radialGradient>
<radialGradient id="sf-glow2" gradientUnits="userSpaceOnUse" cx="0" cy="${height}" r="${big * 0.6}"><stop offset="0" stop-color="#182e6e" stop-opacity="0.6"/><stop offset="1" stop-color="#182e6e" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sf-sky)"/>
<rect width="${width}" height="${height}" fill="url(#sf-glow1)"/>
<rect width="${width}" height="${height}" fill="url(#sf-glow2)"/>
${dots.join("")}${sparkles.join("")}`;
}
