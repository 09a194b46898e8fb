/**
 * 'Geçmiş · Şimdi · Gelecek': the images of a three-song spread. The app's night sky, three vinyl
 * records side by side (link preview) or one under the other (story), each under its label in gold
 * with its number, title and artist; the headline; the site's address and the entertainment line.
 *
 * Records, not artwork: provider artwork must be drawn whole and credited beside it (ADR 019), and
 * three covers with three credits do not fit a link preview legibly; it would also cost three
 * downloads per image. Each position has its own record colours, so the three read apart.
 */
import { vinylSvg } from "../cover";
import {
  brand,
  canvas,
  clip,
  type Design,
  type DesignInput,
  div,
  footerLines,
  h,
  headlineFit,
  numberPill,
  oneLine,
  overlay,
  SERIF,
  type Texts,
  textBlock,
  themePill,
} from "../parts";
import { PALETTE as C, skyMarkup } from "../sky";
import { IMAGE_SIZE, svgUrl } from "../types";

const pill = { color: C.lilac, border: "rgba(201, 180, 247, 0.45)", background: "rgba(201, 180, 247, 0.1)" };
/** the record card's colours per position: dusk violet, night indigo, dawn rose */
const CARDS: [string, string][] = [
  ["#3b2a6e", "#6a3a8f"],
  ["#1f2a6b", "#3a4fa0"],
  ["#6b2a5e", "#b0587a"],
];
const TITLE = "GEÇMİŞ · ŞİMDİ · GELECEK";

type Card = NonNullable<Texts["cards"]>[number];

function record(i: number, size: number, radius: number) {
  return h("img", {
    src: svgUrl(vinylSvg(size, CARDS[i] ?? CARDS[0])),
    width: size,
    height: size,
    "data-cover": "vinyl",
    style: { borderRadius: radius, flexShrink: 0 },
  });
}

function label(text: string, fontSize: number) {
  return div(
    { display: "flex", fontWeight: 700, fontSize, letterSpacing: fontSize * 0.16, color: C.gold },
    text.toLocaleUpperCase("tr-TR"),
  );
}

function og({ t }: DesignInput) {
  const { width, height } = IMAGE_SIZE.og;
  const cards = t.cards ?? [];
  const headline = clip(t.headline, 120);
  const column = (card: Card, i: number) =>
    div(
      { display: "flex", flexDirection: "column", alignItems: "center", width: 340, minWidth: 0 },
      div(
        { display: "flex", alignItems: "center", height: 48 },
        label(card.label, 20),
        div(
          { display: "flex", marginLeft: 12 },
          numberPill(card.number, "og", { background: C.gold, color: C.onGold }),
        ),
      ),
      div({ display: "flex", marginTop: 10 }, record(i, 200, 22)),
      div(
        { ...oneLine, maxWidth: "100%", marginTop: 14, fontWeight: 600, fontSize: 25, lineHeight: 1.25 },
        card.title,
      ),
      card.artist
        ? div({ ...oneLine, maxWidth: "100%", fontSize: 19, lineHeight: 1.3, color: C.muted }, card.artist)
        : null,
    );
  return canvas(
    width,
    height,
    { color: C.foreground },
    div(
      { ...overlay, flexDirection: "column", padding: "34px 48px 30px" },
      div(
        { display: "flex", alignItems: "center", justifyContent: "space-between" },
        brand(40, C.foreground),
        div(
          { display: "flex", alignItems: "center" },
          themePill(t.theme, 13, pill),
          div({ display: "flex", marginLeft: 10 }, themePill(TITLE, 13, pill) ?? ""),
        ),
      ),
      div(
        { display: "flex", justifyContent: "space-between", marginTop: 22 },
        ...cards.map((card, i) => column(card, i)),
      ),
      div({ display: "flex", flexGrow: 1 }),
      div(
        { display: "flex", alignItems: "flex-end", justifyContent: "space-between" },
        textBlock(headline, 2, {
          flexShrink: 1,
          minWidth: 0,
          marginRight: 24,
          fontFamily: SERIF,
          fontWeight: 600,
          fontSize: 34,
          lineHeight: 1.15,
        }),
        footerLines(t, { fontSize: 16, urlColor: C.lilac, noteColor: C.muted, align: "flex-end" }),
      ),
    ),
  );
}

function story({ t }: DesignInput) {
  const { width, height } = IMAGE_SIZE.story;
  const cards = t.cards ?? [];
  const headline = clip(t.headline, 110);
  const short = clip(t.short, 200);
  const fit = headlineFit(
    headline,
    [30, 60, 90],
    [
      [64, 2],
      [56, 3],
      [50, 3],
      [44, 4],
    ],
  );
  const row = (card: Card, i: number) =>
    div(
      { display: "flex", alignItems: "center", width: "100%", marginTop: i === 0 ? 0 : 34 },
      record(i, 260, 30),
      div(
        { display: "flex", flexDirection: "column", marginLeft: 40, flexGrow: 1, flexShrink: 1, minWidth: 0 },
        div(
          { display: "flex", alignItems: "center" },
          label(card.label, 30),
          div(
            { display: "flex", marginLeft: 18 },
            numberPill(card.number, "og", { background: C.gold, color: C.onGold }),
          ),
        ),
        div(
          { ...oneLine, maxWidth: "100%", marginTop: 14, fontWeight: 600, fontSize: 42, lineHeight: 1.2 },
          card.title,
        ),
        card.artist
          ? div({ ...oneLine, maxWidth: "100%", marginTop: 4, fontSize: 32, color: C.muted }, card.artist)
          : null,
      ),
    );
  return canvas(
    width,
    height,
    { color: C.foreground },
    div(
      { ...overlay, flexDirection: "column", alignItems: "center", padding: "110px 90px 110px" },
      brand(60, C.foreground),
      div(
        { display: "flex", alignItems: "center", marginTop: 26 },
        themePill(t.theme, 22, pill),
        div({ display: "flex", marginLeft: 14 }, themePill(TITLE, 22, pill) ?? ""),
      ),
      div(
        { display: "flex", flexDirection: "column", width: "100%", marginTop: 60 },
        ...cards.map((card, i) => row(card, i)),
      ),
      div({ width: 72, height: 3, borderRadius: 2, backgroundColor: C.gold, marginTop: 56, flexShrink: 0 }),
      textBlock(headline, fit.lines, {
        marginTop: 30,
        fontFamily: SERIF,
        fontWeight: 600,
        fontSize: fit.fontSize,
        lineHeight: 1.1,
        textAlign: "center",
        color: C.foreground,
      }),
      short
        ? textBlock(short, fit.lines >= 3 ? 2 : 3, {
            marginTop: 24,
            fontSize: 32,
            lineHeight: 1.4,
            textAlign: "center",
            color: C.muted,
          })
        : null,
      div({ display: "flex", flexGrow: 1 }),
      div({ fontSize: 30, fontWeight: 600, color: C.gold, marginBottom: 10 }, "Kendi Falını Çek"),
      footerLines(t, { fontSize: 26, urlColor: C.lilac, noteColor: C.muted, align: "center" }),
    ),
  );
}

export const spread: Design = {
  backdrop: skyMarkup,
  layout: (input) => (input.format === "story" ? story(input) : og(input)),
};
