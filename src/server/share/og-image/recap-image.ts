/**
 * Ayın Falı's story image (1080x1920, ADR 042) in 'Klasik', everyone's design: the app's night sky,
 * the month in the display serif with gold, the month's figures as tiles, the closing line, and the
 * short address with the entertainment line. Only what the shared recap shows: no question, no
 * name, no cover (nothing to credit). Drawn in the image worker pool like a draw's (render-pool.ts).
 */
import { renderAsync } from "@resvg/resvg-js";
import type { PublicRecap } from "@/shared/api/recaps";
import { runDates } from "@/shared/recap-dates";
import { T } from "@/shared/texts";
import { themeById } from "@/shared/themes";
import { drawableText, loadFonts } from "../fonts";
import {
  badgeText,
  brand,
  bySize,
  canvas,
  clip,
  div,
  type El,
  footerLines,
  oneLine,
  overlay,
  printedAddress,
  SERIF,
  type Style,
  textBlock,
  themePill,
} from "./parts";
import { compressPng, layoutSvg } from "./render";
import { PALETTE as C, skyMarkup, skySeed } from "./sky";
import { dropNoOpMasks, placeSky } from "./svg-patch";
import { IMAGE_SIZE } from "./types";

/** What the image is drawn from: the public recap and the share's short code. */
export interface RecapImageInput {
  recap: Omit<PublicRecap, "topTrack"> & { topTrack: Omit<PublicRecap["topTrack"], "trackImage"> };
  shortCode: string;
}

const tileStyle: Style = {
  display: "flex",
  flexDirection: "column",
  padding: "26px 30px",
  borderRadius: 28,
  border: "1px solid rgba(201, 180, 247, 0.28)",
  backgroundColor: "rgba(25, 20, 49, 0.72)",
};
const caption: Style = { fontSize: 26, fontWeight: 600, color: C.lilac, letterSpacing: 3 };

/** A tile: a capitals caption over its value (and a small line under it). */
function tile(label: string, value: El | string, note: string | null, style: Style = {}): El {
  return div(
    { ...tileStyle, ...style },
    div(caption, label.toLocaleUpperCase("tr-TR")),
    typeof value === "string"
      ? div({ ...oneLine, maxWidth: "100%", marginTop: 10, fontSize: 44, fontWeight: 700 }, value)
      : value,
    note ? div({ ...oneLine, maxWidth: "100%", marginTop: 6, fontSize: 28, color: C.muted }, note) : null,
  );
}

const times = (n: number) => `${n} kez`;

/** The element tree (exported for tests). */
export function recapLayout(input: RecapImageInput, text: (t: string) => string, brandUrl?: string): El {
  const { width, height } = IMAGE_SIZE.story;
  const r = input.recap;
  const theme = themeById(r.topTheme.theme)?.label ?? "";
  const number = badgeText(r.luckyNumber.number, 12);
  const title = text(r.topTrack.trackTitle) || "İsimsiz şarkı";
  const half: Style = { flexGrow: 1, flexBasis: 0, minWidth: 0 };
  const second: Style = { ...half, marginLeft: 24 };
  return canvas(
    width,
    height,
    { color: C.foreground },
    div(
      { ...overlay, flexDirection: "column", alignItems: "center", padding: "120px 90px 110px" },
      brand(60, C.foreground),
      div(
        { display: "flex", marginTop: 40 },
        themePill("AYIN FALI", 24, {
          color: C.gold,
          border: "rgba(243, 190, 85, 0.5)",
          background: "rgba(243, 190, 85, 0.1)",
        }),
      ),
      div({ marginTop: 18, fontFamily: SERIF, fontWeight: 700, fontSize: 108, color: C.gold }, r.label),
      div(
        { display: "flex", alignItems: "baseline", marginTop: 4 },
        div({ fontSize: 96, fontWeight: 700, color: C.foreground }, String(r.total)),
        div({ marginLeft: 18, fontSize: 40, color: C.muted }, "fal çekildi"),
      ),
      div({ width: 72, height: 3, borderRadius: 2, backgroundColor: C.gold, marginTop: 34, flexShrink: 0 }),
      div(
        { display: "flex", flexDirection: "column", width: "100%", marginTop: 40 },
        tile(
          "Ayın şarkısı",
          div(
            {
              ...oneLine,
              maxWidth: "100%",
              marginTop: 10,
              fontFamily: SERIF,
              fontSize: bySize(Array.from(title).length, [18, 28], [64, 54, 46]),
              fontWeight: 700,
            },
            clip(title, 60),
          ),
          `${clip(text(r.topTrack.trackArtist), 40)}${r.topTrack.trackArtist ? " · " : ""}${times(r.topTrack.count)}`,
        ),
        div(
          { display: "flex", marginTop: 24 },
          tile(
            "Ayın sanatçısı",
            clip(text(r.topArtist.artist) || "Bilinmeyen", 22),
            times(r.topArtist.count),
            half,
          ),
          tile(
            "Şanslı sayın",
            div({ display: "flex", marginTop: 10, fontSize: 52, fontWeight: 700, color: C.gold }, number),
            times(r.luckyNumber.count),
            second,
          ),
        ),
        div(
          { display: "flex", marginTop: 24 },
          tile("En uzun seri", `${r.streak.days} gün`, runDates(r.streak.start, r.streak.end), half),
          tile("En sık tema", theme, times(r.topTheme.count), second),
        ),
        r.melody
          ? tile(
              "Ayın melodisi",
              div(
                { ...oneLine, maxWidth: "100%", marginTop: 10, fontSize: 44, fontWeight: 700 },
                r.melody.words,
              ),
              [
                r.melody.tempoAverage === null ? null : `ortalama ${r.melody.tempoAverage} BPM`,
                r.melody.energyAverage === null
                  ? null
                  : `enerji %${Math.round(r.melody.energyAverage * 100)}`,
              ]
                .filter(Boolean)
                .join(" · "),
              { marginTop: 24 },
            )
          : null,
      ),
      textBlock(text(r.closing), 3, {
        marginTop: 44,
        fontFamily: SERIF,
        fontWeight: 600,
        fontSize: 48,
        lineHeight: 1.15,
        textAlign: "center",
        color: C.foreground,
      }),
      div({ display: "flex", flexGrow: 1 }),
      div({ fontSize: 30, fontWeight: 600, color: C.gold, marginBottom: 10 }, "Kendi Falını Çek"),
      footerLines(
        { brandUrl: text(printedAddress(brandUrl, input.shortCode)), entertainment: T.entertainment },
        { fontSize: 26, urlColor: C.lilac, noteColor: C.muted, align: "center" },
      ),
    ),
  );
}

/** The image as SVG (exported for tests); `onMissingGlyph` hears of text no loaded font could draw. */
export async function renderRecapSvg(
  input: RecapImageInput,
  brandUrl?: string,
  onMissingGlyph?: (segment: string) => void,
): Promise<string> {
  const fonts = await loadFonts();
  const tree = recapLayout(input, (t) => drawableText(t, fonts.sans), brandUrl);
  const { width, height } = IMAGE_SIZE.story;
  const svg = await layoutSvg(tree, IMAGE_SIZE.story, fonts, onMissingGlyph);
  return dropNoOpMasks(placeSky(svg, skyMarkup(width, height, skySeed(`recap|${input.recap.month}`))));
}

/** The PNG (in a worker thread: render-worker.ts). */
export async function renderRecapImage(input: RecapImageInput, brandUrl?: string): Promise<Uint8Array> {
  const svg = await renderRecapSvg(input, brandUrl);
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: "off" });
  return compressPng(image.asPng());
}
