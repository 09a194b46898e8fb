/**
 * The preview image of a shared draw: 1200x630 for link previews ('og') and 1080x1920 for an
 * Instagram story ('story'). Built as a satori element tree (no JSX), rendered to PNG by resvg.
 *
 * Same visual language as the app: a calm night from deep indigo to violet with a few stars, the
 * display serif for the fortune's headline, Inter for everything else, gold only for the number.
 *
 * The cover is not given to satori: satori keeps every image data URL it sees in a cache of 500
 * entries (a memory cost per distinct cover) and only needs its size. Satori lays out a 1x1
 * stand-in; the cover's data URL replaces it in the SVG handed to resvg, drawn with
 * `xMidYMid slice` (object-fit: cover). A cover resvg cannot draw (WebP for resvg-js 2.6, a broken
 * file) is found by a tiny test render and replaced by a vinyl placeholder.
 */
import { Resvg, renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import type { PublicDraw } from "../../shared/api";
import { themeById } from "../../shared/themes";
import { drawableText, type LoadedFonts, loadFonts, SANS, SERIF } from "./fonts";

/** Part of the image cache key: raise it whenever the picture changes. */
export const OG_IMAGE_VERSION = 1;

export type DrawImageFormat = "og" | "story";
export type DrawImageInput = Pick<
  PublicDraw,
  "number" | "trackTitle" | "trackArtist" | "headline" | "short" | "theme"
>;
export interface DrawImageOptions {
  cover: { bytes: Uint8Array; contentType: string } | null;
  format: DrawImageFormat;
  /** shown in the footer, e.g. 'sarkifali.app' (a scheme is dropped) */
  brandUrl?: string;
}

export const IMAGE_SIZE: Record<DrawImageFormat, { width: number; height: number }> = {
  og: { width: 1200, height: 630 },
  story: { width: 1080, height: 1920 },
};

/** Covers larger than this are not embedded (the placeholder is drawn instead). */
export const MAX_COVER_BYTES = 4 * 1024 * 1024;

// ---------- palette (the dark theme of src/client/index.css, as sRGB) ----------
const C = {
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

// ---------- a tiny element helper ----------
type Style = Record<string, string | number>;
interface El {
  type: string;
  props: Record<string, unknown> & { style?: Style; children?: Node | Node[] };
}
type Node = El | string;

function h(
  type: string,
  props: Record<string, unknown> & { style?: Style },
  ...children: (Node | null)[]
): El {
  const kids = children.filter((c): c is Node => c !== null && c !== "");
  return {
    type,
    props: kids.length === 0 ? props : { ...props, children: kids.length === 1 ? kids[0] : kids },
  };
}
const div = (style: Style, ...children: (Node | null)[]) => h("div", { style }, ...children);

// ---------- text helpers ----------

/** Cuts text to at most `max` characters (code points) at a word boundary, ending with '…'. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  // the first max characters: a space among them (even the last) ends a whole word
  const head = chars.slice(0, max).join("");
  const space = head.lastIndexOf(" ");
  const base = space > max * 0.6 ? head.slice(0, space) : chars.slice(0, max - 1).join("");
  return `${base.replace(/[\s,;:.\-–—]+$/u, "")}…`;
}

/** '#12345'; very long numbers keep their head and tail around an ellipsis. */
export function badgeText(number: string, maxDigits: number): string {
  const clean = number.replace(/[^\d+-]/g, "") || "?";
  const chars = Array.from(clean);
  if (chars.length <= maxDigits) return `#${clean}`;
  const head = Math.ceil((maxDigits - 1) / 2);
  const tail = maxDigits - 1 - head;
  return `#${chars.slice(0, head).join("")}…${chars.slice(chars.length - tail).join("")}`;
}

/** The value for the first limit `length` does not exceed, else the last value. */
function bySize<T>(length: number, limits: number[], values: T[]): T {
  const i = limits.findIndex((limit) => length <= limit);
  return values[i < 0 ? values.length - 1 : i]!;
}

// ---------- pictures drawn with shapes ----------

function svgUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The app's mark (favicon): a gold ring with a dot and a small sparkle on an indigo tile. */
const MARK = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1b5e"/><stop offset="1" stop-color="#5b2a86"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><circle cx="32" cy="32" r="17" fill="none" stroke="#e8c25a" stroke-width="3"/><circle cx="32" cy="32" r="4" fill="#e8c25a"/><path d="M46 12l1.6 3.4L51 17l-3.4 1.6L46 22l-1.6-3.4L41 17l3.4-1.6z" fill="#f5e6b8"/></svg>',
);

/** A vinyl record on a violet card: the cover when there is none. */
function vinylSvg(size: number): string {
  const grooves = Array.from({ length: 9 }, (_, i) => {
    const r = 128 + i * 13;
    return `<circle cx="256" cy="256" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${i % 2 ? 0.05 : 0.09}" stroke-width="1.5"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1b5e"/><stop offset="1" stop-color="#4a2379"/></linearGradient>
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

/**
 * The night sky, as SVG markup put straight into satori's output in place of a stand-in image
 * (resvg draws native gradients far faster than satori's gradient patterns, and inline markup
 * costs no extra picture-sized layer): indigo to violet, two soft glows, a quiet star field. The
 * seed makes each draw's sky a little different but always the same for the same draw.
 */
function skyMarkup(width: number, height: number, seed: number): string {
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

function hash(text: string): number {
  let x = 2166136261;
  for (let i = 0; i < text.length; i++) x = Math.imul(x ^ text.charCodeAt(i), 16777619);
  return x >>> 0;
}

/** Laid out by satori where the sky goes; replaced by the sky's markup in the SVG. */
const SKY_STAND_IN = svgUrl('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><!--sky--></svg>');

// ---------- the cover ----------

/** A 1x1 PNG that satori lays out in the cover's place; replaced by the real cover in the SVG. */
const COVER_STAND_IN =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP8z/D/PwAHAwL/dzme1AAAAABJRU5ErkJggg==";

/** The cover as a data URL, typed by its bytes (not the declared type), or null when unusable. */
export function coverDataUrl(cover: DrawImageOptions["cover"]): string | null {
  if (!cover || cover.bytes.byteLength < 16 || cover.bytes.byteLength > MAX_COVER_BYTES) return null;
  const b = cover.bytes;
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  let type: string | null = null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) type = "image/jpeg";
  else if (b[0] === 0x89 && ascii(1, 4) === "PNG") type = "image/png";
  else if (ascii(0, 4) === "GIF8") type = "image/gif";
  else if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") type = "image/webp";
  // SVG, AVIF and anything else: never embedded
  if (!type) return null;
  return `data:${type};base64,${Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString("base64")}`;
}

/**
 * Whether resvg can draw the image: drawn on a tiny transparent canvas, a decodable image leaves
 * pixels behind and an undecodable one (WebP for resvg-js 2.6, a broken JPEG) leaves nothing.
 */
export function coverDrawable(dataUrl: string): boolean {
  const probe = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><image width="4" height="4" preserveAspectRatio="none" href="${dataUrl}"/></svg>`;
  try {
    const pixels = new Resvg(probe, { font: { loadSystemFonts: false }, logLevel: "off" }).render().pixels;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) return true;
  } catch {
    // unreadable: the placeholder is drawn
  }
  return false;
}

/** The cover to embed, or null to draw the placeholder. */
export function usableCover(cover: DrawImageOptions["cover"]): string | null {
  const url = coverDataUrl(cover);
  return url && coverDrawable(url) ? url : null;
}

function coverBox(size: number, radius: number, hasCover: boolean, badge: Node | null): El {
  const layer: Style = {
    position: "absolute",
    left: 0,
    top: 0,
    width: size,
    height: size,
    borderRadius: radius,
  };
  return h(
    "div",
    {
      style: {
        display: "flex",
        position: "relative",
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: radius,
        backgroundColor: C.card,
      },
    },
    hasCover
      ? h("img", { src: COVER_STAND_IN, width: size, height: size, style: { ...layer, objectFit: "cover" } })
      : h("img", { src: svgUrl(vinylSvg(size)), width: size, height: size, style: layer }),
    div({
      ...layer,
      border: "1px solid rgba(243, 190, 85, 0.28)",
    }),
    badge,
  );
}

function numberBadge(number: string, format: DrawImageFormat): Node {
  const story = format === "story";
  // 25 digits still fit whole; longer numbers keep their head and tail.
  const text = badgeText(number, story ? 30 : 28);
  const length = Array.from(text).length;
  const fontSize = story
    ? bySize(length, [8, 12, 18, 24], [52, 44, 36, 30, 26])
    : bySize(length, [8, 12, 18, 24], [36, 30, 24, 20, 17]);
  return h(
    "div",
    {
      style: {
        position: "absolute",
        left: story ? 32 : 22,
        bottom: story ? 32 : 22,
        display: "flex",
        alignItems: "center",
        padding: story ? "12px 28px" : "8px 20px",
        borderRadius: 999,
        backgroundColor: C.gold,
        color: C.onGold,
        fontFamily: SANS,
        fontWeight: 700,
        fontSize,
        letterSpacing: -0.5,
      },
    },
    text,
  );
}

// ---------- the two layouts ----------

interface Texts {
  headline: string;
  short: string;
  title: string;
  artist: string;
  theme: string;
  brandUrl: string;
}

function texts(draw: DrawImageInput, fonts: LoadedFonts, brandUrl: string | undefined): Texts {
  const label = themeById(draw.theme)?.label ?? "";
  return {
    headline: drawableText(draw.headline, fonts.serif) || "Şarkın seni buldu",
    short: drawableText(draw.short, fonts.sans),
    title: drawableText(draw.trackTitle, fonts.sans) || "İsimsiz şarkı",
    artist: drawableText(draw.trackArtist, fonts.sans),
    theme: drawableText(label.toLocaleUpperCase("tr-TR"), fonts.sans),
    brandUrl: drawableText((brandUrl ?? "").replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, ""), fonts.sans),
  };
}

function brand(size: number): El {
  return div(
    { display: "flex", alignItems: "center" },
    h("img", { src: MARK, width: size, height: size, style: { borderRadius: size * 0.22 } }),
    div(
      {
        marginLeft: size * 0.32,
        fontFamily: SERIF,
        fontWeight: 700,
        fontSize: size * 0.78,
        color: C.foreground,
        letterSpacing: 0.5,
      },
      "Şarkı Falı",
    ),
  );
}

function themePill(label: string, fontSize: number): El | null {
  if (!label) return null;
  return div(
    {
      display: "flex",
      padding: `${Math.round(fontSize * 0.45)}px ${Math.round(fontSize * 1.05)}px`,
      borderRadius: 999,
      border: "1px solid rgba(201, 180, 247, 0.45)",
      backgroundColor: "rgba(201, 180, 247, 0.1)",
      color: C.lilac,
      fontFamily: SANS,
      fontWeight: 600,
      fontSize,
      letterSpacing: fontSize * 0.18,
    },
    label,
  );
}

/** The content layer above the sky (positioned, so it paints after the positioned sky image). */
const overlay: Style = { display: "flex", position: "absolute", left: 0, top: 0, right: 0, bottom: 0 };

const oneLine: Style = {
  display: "block",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
};

function background(width: number, height: number, ...children: (Node | null)[]): El {
  return h(
    "div",
    {
      style: {
        display: "flex",
        position: "relative",
        width,
        height,
        color: C.foreground,
        fontFamily: SANS,
      },
    },
    h("img", {
      src: SKY_STAND_IN,
      width,
      height,
      style: { position: "absolute", left: 0, top: 0 },
    }),
    ...children,
  );
}

function ogLayout(t: Texts, draw: DrawImageInput, hasCover: boolean): El {
  const { width, height } = IMAGE_SIZE.og;
  const headline = clip(t.headline, 110);
  const [headSize, headLines] = bySize(
    Array.from(headline).length,
    [34, 60, 80],
    [
      [66, 2],
      [58, 3],
      [50, 3],
      [44, 4],
    ],
  );
  return background(
    width,
    height,
    div(
      { ...overlay, padding: 56, alignItems: "center" },
      coverBox(430, 30, hasCover, numberBadge(draw.number, "og")),
      div(
        {
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          flexShrink: 1,
          minWidth: 0,
          alignSelf: "stretch",
          marginLeft: 56,
          justifyContent: "space-between",
        },
        div(
          { display: "flex", alignItems: "center", justifyContent: "space-between" },
          brand(46),
          themePill(t.theme, 15),
        ),
        div(
          { display: "flex", flexDirection: "column" },
          div({ width: 56, height: 3, borderRadius: 2, backgroundColor: C.gold, marginBottom: 22 }),
          div(
            {
              display: "block",
              lineClamp: headLines,
              fontFamily: SERIF,
              fontWeight: 600,
              fontSize: headSize,
              lineHeight: 1.08,
              color: C.foreground,
              wordBreak: "break-word",
            },
            headline,
          ),
        ),
        div(
          { display: "flex", flexDirection: "column" },
          div({ ...oneLine, fontWeight: 600, fontSize: 30, lineHeight: 1.25, color: C.foreground }, t.title),
          t.artist
            ? div(
                { ...oneLine, fontWeight: 400, fontSize: 24, lineHeight: 1.3, color: C.muted, marginTop: 4 },
                t.artist,
              )
            : null,
          t.brandUrl
            ? div(
                { ...oneLine, fontWeight: 400, fontSize: 18, color: C.lilac, marginTop: 18, opacity: 0.85 },
                t.brandUrl,
              )
            : null,
        ),
      ),
    ),
  );
}

function storyLayout(t: Texts, draw: DrawImageInput, hasCover: boolean): El {
  const { width, height } = IMAGE_SIZE.story;
  const headline = clip(t.headline, 140);
  const [headSize, headLines] = bySize(
    Array.from(headline).length,
    [30, 60, 90],
    [
      [84, 2],
      [74, 3],
      [64, 3],
      [56, 4],
    ],
  );
  const short = clip(t.short, 240);
  const shortLines = headLines === 4 ? 2 : 3;
  return background(
    width,
    height,
    div(
      {
        ...overlay,
        flexDirection: "column",
        alignItems: "center",
        padding: "150px 90px 170px",
      },
      brand(64),
      div({ display: "flex", marginTop: 26 }, themePill(t.theme, 22) ?? ""),
      div({ display: "flex", marginTop: 48 }, coverBox(700, 44, hasCover, numberBadge(draw.number, "story"))),
      div(
        { ...oneLine, maxWidth: "100%", marginTop: 40, fontWeight: 600, fontSize: 40, lineHeight: 1.25 },
        t.title,
      ),
      t.artist
        ? div(
            { ...oneLine, maxWidth: "100%", marginTop: 6, fontWeight: 400, fontSize: 32, color: C.muted },
            t.artist,
          )
        : null,
      div({ width: 72, height: 3, borderRadius: 2, backgroundColor: C.gold, marginTop: 40, flexShrink: 0 }),
      div(
        {
          display: "block",
          lineClamp: headLines,
          marginTop: 34,
          fontFamily: SERIF,
          fontWeight: 600,
          fontSize: headSize,
          lineHeight: 1.08,
          textAlign: "center",
          wordBreak: "break-word",
          color: C.foreground,
        },
        headline,
      ),
      short
        ? div(
            {
              display: "block",
              lineClamp: shortLines,
              marginTop: 26,
              fontSize: 32,
              lineHeight: 1.4,
              textAlign: "center",
              wordBreak: "break-word",
              color: C.muted,
            },
            short,
          )
        : null,
      div({ display: "flex", flexGrow: 1 }),
      div(
        { display: "flex", flexDirection: "column", alignItems: "center" },
        div({ fontSize: 30, fontWeight: 600, color: C.gold }, "Kendi falını çek"),
        t.brandUrl
          ? div({ ...oneLine, maxWidth: 900, marginTop: 6, fontSize: 26, color: C.lilac }, t.brandUrl)
          : null,
      ),
    ),
  );
}

// ---------- rendering ----------

/** The image as SVG (exported for tests); `onMissingGlyph` hears of text no loaded font could draw. */
export async function renderDrawSvg(
  draw: DrawImageInput,
  options: DrawImageOptions,
  onMissingGlyph?: (segment: string) => void,
): Promise<string> {
  const fonts = await loadFonts();
  const cover = usableCover(options.cover);
  const t = texts(draw, fonts, options.brandUrl);
  const tree =
    options.format === "story" ? storyLayout(t, draw, cover !== null) : ogLayout(t, draw, cover !== null);
  const { width, height } = IMAGE_SIZE[options.format];
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: fonts.fonts,
    loadAdditionalAsset: onMissingGlyph
      ? async (_code, segment) => {
          onMissingGlyph(segment);
          return [];
        }
      : undefined,
  });
  const sky = skyMarkup(width, height, hash(`${draw.number}|${draw.theme}|${options.format}`));
  return dropNoOpMasks(placeSky(cover ? placeCover(svg, cover) : svg, sky));
}

/** Puts the sky's markup where satori drew its stand-in image. */
function placeSky(svg: string, sky: string): string {
  const at = svg.indexOf(`href="${SKY_STAND_IN}"`);
  if (at < 0) return svg;
  const start = svg.lastIndexOf("<image", at);
  const end = svg.indexOf("/>", at) + 2;
  return `${svg.slice(0, start)}<g>${sky}</g>${svg.slice(end)}`;
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
function dropNoOpMasks(svg: string): string {
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

/** Puts the cover where satori laid out its stand-in, cropped like object-fit: cover. */
function placeCover(svg: string, cover: string): string {
  const standIn = `href="${COVER_STAND_IN}"`;
  const at = svg.indexOf(standIn);
  if (at < 0) return svg;
  const end = svg.indexOf("/>", at);
  const tag = svg
    .slice(at, end)
    .replace(standIn, `href="${cover}"`)
    .replace(/preserveAspectRatio="[^"]*"/, 'preserveAspectRatio="xMidYMid slice"');
  return svg.slice(0, at) + tag + svg.slice(end);
}

/**
 * Renders the draw's preview image as PNG: 1200x630 ('og') or 1080x1920 ('story'). The layout
 * (satori) runs on this thread; the rasterising (resvg) runs on libuv's thread pool, so the event
 * loop stays free while the picture is painted.
 */
export async function renderDrawImage(draw: DrawImageInput, options: DrawImageOptions): Promise<Uint8Array> {
  const svg = await renderDrawSvg(draw, options);
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: "off" });
  const png = image.asPng();
  return compressPng(png);
}

/**
 * resvg writes true-colour PNGs of 300-700 KB; link previews (WhatsApp among them) skip images
 * much over 300 KB. A 256-colour palette with dithering (libimagequant through sharp) keeps the
 * look and cuts the size to about a third. Should it fail, the true-colour PNG is served.
 */
async function compressPng(png: Buffer): Promise<Uint8Array> {
  try {
    const out = await sharp(png)
      .png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 })
      .toBuffer();
    if (out.byteLength < png.byteLength) return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch {
    // fall through to the uncompressed image
  }
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
