/**
 * 'Klasik', everyone's design: the app's night sky (indigo to violet, a quiet star field), the
 * cover on the left of the link preview and at the top of the centred story, the headline in the
 * display serif, gold for the number and the accents.
 */
import {
  attribution,
  brand,
  canvas,
  clip,
  coverArt,
  type Design,
  type DesignInput,
  div,
  footerLines,
  headlineFit,
  numberPill,
  oneLine,
  overlay,
  SERIF,
  textBlock,
  themePill,
} from "../parts";
import { PALETTE as C, skyMarkup } from "../sky";
import { IMAGE_SIZE } from "../types";

const pill = { color: C.lilac, border: "rgba(201, 180, 247, 0.45)", background: "rgba(201, 180, 247, 0.1)" };

function og({ t, draw, cover }: DesignInput) {
  const { width, height } = IMAGE_SIZE.og;
  const headline = clip(t.headline, 110);
  const fit = headlineFit(
    headline,
    [34, 60, 80],
    [
      [62, 2],
      [54, 3],
      [46, 3],
      [40, 4],
    ],
  );
  return canvas(
    width,
    height,
    { color: C.foreground },
    div(
      { ...overlay, padding: 52, alignItems: "center" },
      div(
        { display: "flex", flexDirection: "column", alignItems: "center", width: 420, flexShrink: 0 },
        coverArt(cover, 420, 420, { vinylRadius: 30 }),
        div(
          { display: "flex", marginTop: 14 },
          attribution(cover, { fontSize: 17, color: C.muted, nameColor: C.foreground, justify: "center" }) ??
            "",
        ),
      ),
      div(
        {
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          flexShrink: 1,
          minWidth: 0,
          alignSelf: "stretch",
          marginLeft: 52,
          justifyContent: "space-between",
        },
        div(
          { display: "flex", alignItems: "center", justifyContent: "space-between" },
          brand(44, C.foreground),
          div(
            { display: "flex", alignItems: "center" },
            themePill(t.theme, 14, pill),
            div(
              { display: "flex", marginLeft: 10 },
              numberPill(draw.number, "og", { background: C.gold, color: C.onGold }),
            ),
          ),
        ),
        div(
          { display: "flex", flexDirection: "column" },
          div({ width: 56, height: 3, borderRadius: 2, backgroundColor: C.gold, marginBottom: 20 }),
          textBlock(headline, fit.lines, {
            fontFamily: SERIF,
            fontWeight: 600,
            fontSize: fit.fontSize,
            lineHeight: 1.08,
            color: C.foreground,
          }),
        ),
        div(
          { display: "flex", flexDirection: "column" },
          div({ ...oneLine, fontWeight: 600, fontSize: 30, lineHeight: 1.25 }, t.title),
          t.artist
            ? div({ ...oneLine, fontSize: 24, lineHeight: 1.3, color: C.muted, marginTop: 2 }, t.artist)
            : null,
          div(
            { display: "flex", marginTop: 16 },
            footerLines(t, { fontSize: 17, urlColor: C.lilac, noteColor: C.muted, align: "flex-start" }),
          ),
        ),
      ),
    ),
  );
}

function story({ t, draw, cover }: DesignInput) {
  const { width, height } = IMAGE_SIZE.story;
  const headline = clip(t.headline, 140);
  const fit = headlineFit(
    headline,
    [30, 60, 90],
    [
      [80, 2],
      [70, 3],
      [62, 3],
      [54, 4],
    ],
  );
  const short = clip(t.short, 240);
  return canvas(
    width,
    height,
    { color: C.foreground },
    div(
      { ...overlay, flexDirection: "column", alignItems: "center", padding: "130px 90px 120px" },
      brand(64, C.foreground),
      div(
        { display: "flex", alignItems: "center", marginTop: 28 },
        themePill(t.theme, 22, pill),
        div(
          { display: "flex", marginLeft: 14 },
          numberPill(draw.number, "story", { background: C.gold, color: C.onGold }),
        ),
      ),
      div({ display: "flex", marginTop: 44 }, coverArt(cover, 680, 680, { vinylRadius: 44 })),
      div(
        { display: "flex", marginTop: 18 },
        attribution(cover, { fontSize: 24, color: C.muted, nameColor: C.foreground, justify: "center" }) ??
          "",
      ),
      div(
        { ...oneLine, maxWidth: "100%", marginTop: 30, fontWeight: 600, fontSize: 40, lineHeight: 1.25 },
        t.title,
      ),
      t.artist
        ? div({ ...oneLine, maxWidth: "100%", marginTop: 4, fontSize: 32, color: C.muted }, t.artist)
        : null,
      div({ width: 72, height: 3, borderRadius: 2, backgroundColor: C.gold, marginTop: 34, flexShrink: 0 }),
      textBlock(headline, fit.lines, {
        marginTop: 30,
        fontFamily: SERIF,
        fontWeight: 600,
        fontSize: fit.fontSize,
        lineHeight: 1.08,
        textAlign: "center",
        color: C.foreground,
      }),
      short
        ? textBlock(short, fit.lines === 4 ? 2 : 3, {
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

export const klasik: Design = {
  backdrop: skyMarkup,
  layout: (input) => (input.format === "story" ? story(input) : og(input)),
};
