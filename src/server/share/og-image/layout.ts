/**
 * The two layouts of the preview image as satori element trees (no JSX): 1200x630 for link
 * previews ('og') and 1080x1920 for an Instagram story ('story'). Same visual language as the
 * app: the display serif for the fortune's headline, Inter for everything else, gold only for the
 * number. The sky and the cover are stand-in images here, filled in by svg-patch.ts.
 */

import { themeById } from "@/shared/themes";
import { clip as clipText } from "../../text";
import { drawableText, type LoadedFonts, SANS, SERIF } from "../fonts";
import { COVER_STAND_IN, vinylSvg } from "./cover";
import { PALETTE as C, SKY_STAND_IN } from "./sky";
import { type DrawImageFormat, type DrawImageInput, IMAGE_SIZE, svgUrl } from "./types";

// ---------- a tiny element helper (the shape satori reads, as React would build it) ----------
type Style = Record<string, string | number>;
export interface El {
  type: string;
  props: Record<string, unknown> & { style?: Style; children?: Node | Node[] };
  key: null;
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
    key: null,
  };
}
const div = (style: Style, ...children: (Node | null)[]) => h("div", { style }, ...children);

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
function bySize<T>(length: number, limits: number[], values: T[]): T {
  const i = limits.findIndex((limit) => length <= limit);
  return values[i < 0 ? values.length - 1 : i]!;
}

// ---------- pictures drawn with shapes ----------

/** The app's mark (favicon): a gold ring with a dot and a small sparkle on an indigo tile. */
const MARK = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1b5e"/><stop offset="1" stop-color="#5b2a86"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><circle cx="32" cy="32" r="17" fill="none" stroke="#e8c25a" stroke-width="3"/><circle cx="32" cy="32" r="4" fill="#e8c25a"/><path d="M46 12l1.6 3.4L51 17l-3.4 1.6L46 22l-1.6-3.4L41 17l3.4-1.6z" fill="#f5e6b8"/></svg>',
);

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
        div({ fontSize: 30, fontWeight: 600, color: C.gold }, "Kendi Falını Çek"),
        t.brandUrl
          ? div({ ...oneLine, maxWidth: 900, marginTop: 6, fontSize: 26, color: C.lilac }, t.brandUrl)
          : null,
      ),
    ),
  );
}

/** The element tree of the image in the given format. */
export function drawLayout(
  draw: DrawImageInput,
  format: DrawImageFormat,
  fonts: LoadedFonts,
  brandUrl: string | undefined,
  hasCover: boolean,
): El {
  const t = texts(draw, fonts, brandUrl);
  return format === "story" ? storyLayout(t, draw, hasCover) : ogLayout(t, draw, hasCover);
}
