/**
 * The pieces every design of the shared images is built from (designs/*.ts): satori element trees
 * without JSX, the texts, the brand mark, the cover slot with its attribution, the footer. The
 * backdrop and the cover are stand-in images here, filled in by svg-patch.ts.
 *
 * Rules every design keeps (ADR 019): provider artwork is drawn whole (its box has the artwork's
 * own aspect ratio, no rounded corners, nothing laid over it) with the provider named beside it;
 * the number and every ornament stay outside the artwork; the site's address and the
 * entertainment line are printed.
 */
import { SPREAD_LABELS } from "@/shared/limits";
import { T } from "@/shared/texts";
import { themeById } from "@/shared/themes";
import { shortPath } from "../../draws/short-code";
import { clip as clipText } from "../../text";
import { drawableText, type LoadedFonts, SANS, SERIF } from "../fonts";
import { type ArtworkProvider, ATTRIBUTION } from "./attribution";
import { COVER_STAND_IN, vinylSvg } from "./cover";
import { SKY_STAND_IN } from "./sky";
import { type DrawImageFormat, type DrawImageInput, svgUrl } from "./types";

export { SANS, SERIF };

// ---------- a tiny element helper (the shape satori reads, as React would build it) ----------
export type Style = Record<string, string | number>;
export interface El {
  type: string;
  props: Record<string, unknown> & { style?: Style; children?: Node | Node[] };
  key: null;
}
export type Node = El | string;

export function h(
  type: string,
  props: Record<string, unknown> & { style?: Style },
  ...children: (Node | null | undefined)[]
): El {
  const kids = children.filter((c): c is Node => c !== null && c !== undefined && c !== "");
  return {
    type,
    props: kids.length === 0 ? props : { ...props, children: kids.length === 1 ? kids[0] : kids },
    key: null,
  };
}
export const div = (style: Style, ...children: (Node | null | undefined)[]) =>
  h("div", { style }, ...children);

// ---------- text helpers ----------

/** Cuts text to at most `max` characters (code points) at a word boundary, ending with '…'. */
export function clip(text: string, max: number): string {
  return clipText(text, max, { minWordShare: 0.6 });
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
export function bySize<T>(length: number, limits: number[], values: T[]): T {
  const i = limits.findIndex((limit) => length <= limit);
  return values[i < 0 ? values.length - 1 : i]!;
}

/** The font size for a headline of this length, and how many lines it may take. */
export function headlineFit(
  headline: string,
  limits: number[],
  sizes: [number, number][],
): { fontSize: number; lines: number } {
  const [fontSize, lines] = bySize(Array.from(headline).length, limits, sizes);
  return { fontSize, lines };
}

export const oneLine: Style = {
  display: "block",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
};

/** The content layer above the backdrop (positioned, so it paints after the positioned backdrop). */
export const overlay: Style = { display: "flex", position: "absolute", left: 0, top: 0, right: 0, bottom: 0 };

// ---------- what a design is given ----------

export interface Texts {
  headline: string;
  short: string;
  title: string;
  artist: string;
  /** the fortune theme's label in capitals ('KARİYER'); empty when unknown */
  theme: string;
  /** the site's host and the draw's short path ('sarkifali.app/r/k7m2w9qpa3'), empty when not configured */
  brandUrl: string;
  entertainment: string;
  /** a three-song spread's songs in order (past, present, future); absent for a single draw */
  cards?: { label: string; number: string; title: string; artist: string }[];
}

export function texts(draw: DrawImageInput, fonts: LoadedFonts, brandUrl: string | undefined): Texts {
  const label = themeById(draw.theme)?.label ?? "";
  return {
    headline: drawableText(draw.headline, fonts.serif) || "Şarkın seni buldu",
    short: drawableText(draw.short, fonts.sans),
    title: drawableText(draw.trackTitle, fonts.sans) || "İsimsiz şarkı",
    artist: drawableText(draw.trackArtist, fonts.sans),
    theme: drawableText(label.toLocaleUpperCase("tr-TR"), fonts.sans),
    brandUrl: drawableText(printedAddress(brandUrl, draw.shortCode), fonts.sans),
    entertainment: T.entertainment,
    cards:
      draw.kind === "spread" && draw.spread
        ? [
            { number: draw.number, trackTitle: draw.trackTitle, trackArtist: draw.trackArtist },
            ...draw.spread,
          ].map((card, i) => ({
            label: SPREAD_LABELS[i] ?? "",
            number: card.number,
            title: drawableText(card.trackTitle, fonts.sans) || "İsimsiz şarkı",
            artist: drawableText(card.trackArtist, fonts.sans),
          }))
        : undefined,
  };
}

/**
 * What a person types to open the draw: the site's host and the draw's short path; the host alone
 * for a draw without a code; nothing when the site's address is not configured.
 */
export function printedAddress(siteUrl: string | undefined, shortCode: string | null | undefined): string {
  const host = hostOf(siteUrl ?? "");
  if (!host) return "";
  return shortCode ? `${host}${shortPath(shortCode)}` : host;
}

/** 'https://sarkifali.app/x/' -> 'sarkifali.app' (the scheme, a path and a port's absence kept simple). */
export function hostOf(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/[/?#].*$/, "");
}

/** Where the cover goes: provider artwork (drawn whole, credited) or our vinyl placeholder. */
export type CoverSlot =
  | { kind: "art"; provider: ArtworkProvider /** width / height */; aspect: number }
  | { kind: "vinyl" };

export interface DesignInput {
  t: Texts;
  draw: DrawImageInput;
  format: DrawImageFormat;
  cover: CoverSlot;
}

export interface Design {
  /** the picture behind everything, as SVG markup (svg-patch.ts puts it in place of the stand-in) */
  backdrop(width: number, height: number, seed: number): string;
  layout(input: DesignInput): El;
}

// ---------- shared pictures and blocks ----------

/** The app's mark (favicon): a gold ring with a dot and a small sparkle on an indigo tile. */
export const MARK = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1b5e"/><stop offset="1" stop-color="#5b2a86"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><circle cx="32" cy="32" r="17" fill="none" stroke="#e8c25a" stroke-width="3"/><circle cx="32" cy="32" r="4" fill="#e8c25a"/><path d="M46 12l1.6 3.4L51 17l-3.4 1.6L46 22l-1.6-3.4L41 17l3.4-1.6z" fill="#f5e6b8"/></svg>',
);

/** The mark and the name 'Şarkı Falı' in the display serif. */
export function brand(size: number, color: string): El {
  return div(
    { display: "flex", alignItems: "center" },
    h("img", { src: MARK, width: size, height: size, style: { borderRadius: size * 0.22 } }),
    div(
      {
        marginLeft: size * 0.32,
        fontFamily: SERIF,
        fontWeight: 700,
        fontSize: size * 0.78,
        color,
        letterSpacing: 0.5,
      },
      "Şarkı Falı",
    ),
  );
}

/** The whole picture: the backdrop stand-in under a content layer. */
export function canvas(width: number, height: number, style: Style, ...children: (Node | null)[]): El {
  return h(
    "div",
    { style: { display: "flex", position: "relative", width, height, fontFamily: SANS, ...style } },
    h("img", { src: SKY_STAND_IN, width, height, style: { position: "absolute", left: 0, top: 0 } }),
    ...children,
  );
}

/** The size provider artwork is drawn at inside a `maxWidth` x `maxHeight` box: whole, never cropped. */
export function artSize(
  aspect: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const a = Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
  if (maxWidth / maxHeight > a) return { width: Math.round(maxHeight * a), height: maxHeight };
  return { width: maxWidth, height: Math.round(maxWidth / a) };
}

/**
 * The cover itself, nothing on it: provider artwork at its own aspect ratio with square corners
 * (data-cover marks it for the tests), or the vinyl record filling `size` with `vinylRadius`.
 * `frame` wraps the artwork from outside (a border around it, never over it).
 */
export function coverArt(
  cover: CoverSlot,
  maxWidth: number,
  maxHeight: number,
  options: { vinylRadius?: number; frame?: Style; vinylCard?: [string, string] } = {},
): El {
  if (cover.kind === "vinyl") {
    const side = Math.min(maxWidth, maxHeight);
    return h("img", {
      src: svgUrl(vinylSvg(side, options.vinylCard)),
      width: side,
      height: side,
      "data-cover": "vinyl",
      style: { borderRadius: options.vinylRadius ?? 0, flexShrink: 0 },
    });
  }
  const size = artSize(cover.aspect, maxWidth, maxHeight);
  const img = h("img", {
    src: COVER_STAND_IN,
    width: size.width,
    height: size.height,
    "data-cover": cover.provider,
    style: { flexShrink: 0 },
  });
  return options.frame ? div({ display: "flex", flexShrink: 0, ...options.frame }, img) : img;
}

/** The provider's credit beside its artwork; nothing for the vinyl. */
export function attribution(
  cover: CoverSlot,
  style: { fontSize: number; color: string; nameColor: string; justify?: string },
): El | null {
  if (cover.kind !== "art") return null;
  const words = ATTRIBUTION[cover.provider];
  return div(
    {
      display: "flex",
      alignItems: "baseline",
      justifyContent: style.justify ?? "flex-start",
      fontFamily: SANS,
      fontSize: style.fontSize,
      color: style.color,
    },
    div({ display: "flex" }, words.caption),
    div(
      {
        display: "flex",
        marginLeft: Math.round(style.fontSize * 0.35),
        fontWeight: 700,
        color: style.nameColor,
        letterSpacing: 0.2,
      },
      words.name,
    ),
  );
}

/** The site's address and the entertainment line, one above the other. */
export function footerLines(
  t: Pick<Texts, "brandUrl" | "entertainment">,
  style: {
    fontSize: number;
    urlColor: string;
    noteColor: string;
    align: "flex-start" | "center" | "flex-end";
  },
): El {
  const textAlign = style.align === "center" ? "center" : style.align === "flex-end" ? "right" : "left";
  return div(
    { display: "flex", flexDirection: "column", alignItems: style.align, maxWidth: "100%" },
    t.brandUrl
      ? div(
          {
            ...oneLine,
            maxWidth: "100%",
            fontSize: style.fontSize * 1.12,
            fontWeight: 600,
            color: style.urlColor,
          },
          t.brandUrl,
        )
      : null,
    div(
      {
        ...oneLine,
        maxWidth: "100%",
        marginTop: t.brandUrl ? Math.round(style.fontSize * 0.3) : 0,
        fontSize: style.fontSize * 0.86,
        color: style.noteColor,
        textAlign,
      },
      t.entertainment,
    ),
  );
}

/** The number as a pill: '#42'. */
export function numberPill(
  number: string,
  format: DrawImageFormat,
  colors: { background: string; color: string; border?: string },
): El {
  const story = format === "story";
  const text = badgeText(number, story ? 30 : 28);
  const length = Array.from(text).length;
  const fontSize = story
    ? bySize(length, [8, 12, 18, 24], [52, 44, 36, 30, 26])
    : bySize(length, [8, 12, 18, 24], [34, 28, 23, 19, 16]);
  return div(
    {
      display: "flex",
      alignItems: "center",
      flexShrink: 0,
      padding: story ? "12px 28px" : "7px 18px",
      borderRadius: 999,
      backgroundColor: colors.background,
      border: colors.border ?? "0px solid transparent",
      color: colors.color,
      fontFamily: SANS,
      fontWeight: 700,
      fontSize,
      letterSpacing: -0.5,
    },
    text,
  );
}

/** The fortune theme as a small capitals pill ('KARİYER'); nothing when unknown. */
export function themePill(
  label: string,
  fontSize: number,
  colors: { color: string; border: string; background: string },
) {
  if (!label) return null;
  return div(
    {
      display: "flex",
      flexShrink: 0,
      padding: `${Math.round(fontSize * 0.45)}px ${Math.round(fontSize * 1.05)}px`,
      borderRadius: 999,
      border: `1px solid ${colors.border}`,
      backgroundColor: colors.background,
      color: colors.color,
      fontFamily: SANS,
      fontWeight: 600,
      fontSize,
      letterSpacing: fontSize * 0.18,
    },
    label,
  );
}

/** A clamped block of text (the headline, the short comment). */
export function textBlock(text: string, lines: number, style: Style): El {
  return div({ display: "block", lineClamp: lines, wordBreak: "break-word", ...style }, text);
}

/** A seeded random source (xorshift32): the same draw always gets the same ornaments. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

/** Small stars as SVG circles over a box. */
export function starField(
  width: number,
  height: number,
  rand: () => number,
  options: { density: number; colors: string[]; maxRadius: number; minOpacity: number },
): string {
  const count = Math.round((width * height) / options.density);
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = (rand() * width).toFixed(1);
    const y = (rand() * height).toFixed(1);
    const r = (0.6 + rand() * rand() * options.maxRadius).toFixed(2);
    const o = (options.minOpacity + rand() * 0.5).toFixed(2);
    const fill = options.colors[Math.floor(rand() * options.colors.length)]!;
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${o}"/>`);
  }
  return dots.join("");
}

/** A four-pointed sparkle path centred on (x, y). */
export function sparkle(x: number, y: number, size: number, fill: string, opacity: number): string {
  return `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 10).toFixed(2)})" d="M0-10L2.2-2.2 10 0 2.2 2.2 0 10-2.2 2.2-10 0-2.2-2.2z" fill="${fill}" fill-opacity="${opacity.toFixed(2)}"/>`;
}
