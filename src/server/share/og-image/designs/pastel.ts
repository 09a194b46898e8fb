/**
 * 'Pastel' (Premium): daylight instead of night. Peach, lavender and mint washes with soft blobs
 * and confetti, deep-indigo type, the cover as a white instant photo (the card is around the
 * artwork, the credit written on the card's margin), the fortune on a frosted card, rounded chips.
 */
import {
  attribution,
  badgeText,
  brand,
  type CoverSlot,
  canvas,
  clip,
  coverArt,
  type Design,
  type DesignInput,
  div,
  footerLines,
  headlineFit,
  oneLine,
  overlay,
  SERIF,
  seeded,
  textBlock,
} from "../parts";
import { IMAGE_SIZE } from "../types";

const P = {
  peach: "#fde3d8",
  lavender: "#e9e2fb",
  mint: "#dcf2ec",
  ink: "#2b2350",
  soft: "#5f587f",
  rose: "#d9607f",
  lilac: "#7d6ee0",
  white: "#ffffff",
};

function backdrop(width: number, height: number, seed: number): string {
  const rand = seeded(seed);
  const big = Math.max(width, height);
  const blob = (cx: number, cy: number, r: number, color: string, o: number, id: string) =>
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${color}" stop-opacity="${o}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
  const confetti = Array.from({ length: Math.round((width * height) / 40000) }, () => {
    const x = (rand() * width).toFixed(1);
    const y = (rand() * height).toFixed(1);
    const c = [P.rose, P.lilac, "#4fb7a0", "#f2a65a"][Math.floor(rand() * 4)];
    const o = (0.25 + rand() * 0.35).toFixed(2);
    if (rand() < 0.5)
      return `<circle cx="${x}" cy="${y}" r="${(2 + rand() * 4).toFixed(1)}" fill="${c}" fill-opacity="${o}"/>`;
    const w = 6 + rand() * 10;
    return `<rect x="${x}" y="${y}" width="${w.toFixed(1)}" height="${(w * 0.4).toFixed(1)}" rx="2" transform="rotate(${(rand() * 180).toFixed(0)} ${x} ${y})" fill="${c}" fill-opacity="${o}"/>`;
  }).join("");
  const wave = (y: number, color: string) =>
    `<path d="M0 ${y} C ${width * 0.2} ${y - big * 0.04}, ${width * 0.35} ${y + big * 0.04}, ${width * 0.55} ${y} S ${width * 0.85} ${y - big * 0.03}, ${width} ${y + big * 0.01}" fill="none" stroke="${color}" stroke-opacity="0.35" stroke-width="${(big * 0.004).toFixed(1)}"/>`;
  return `<defs>
<linearGradient id="pa-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.peach}"/><stop offset="0.5" stop-color="${P.lavender}"/><stop offset="1" stop-color="${P.mint}"/></linearGradient>
${blob(width * 0.1, height * 0.15, big * 0.45, "#ffc2cf", 0.7, "pa-b1")}
${blob(width * 0.95, height * 0.35, big * 0.5, "#c9bdfa", 0.7, "pa-b2")}
${blob(width * 0.4, height * 1.0, big * 0.45, "#b9ecdd", 0.8, "pa-b3")}
</defs>
<rect width="${width}" height="${height}" fill="url(#pa-bg)"/>
<rect width="${width}" height="${height}" fill="url(#pa-b1)"/>
<rect width="${width}" height="${height}" fill="url(#pa-b2)"/>
<rect width="${width}" height="${height}" fill="url(#pa-b3)"/>
${wave(height * (height > width ? 0.968 : 0.975), P.lilac)}${wave(height * (height > width ? 0.985 : 0.995), P.rose)}
${confetti}`;
}

function chip(text: string, fontSize: number, background: string, color: string) {
  return div(
    {
      display: "flex",
      flexShrink: 0,
      padding: `${Math.round(fontSize * 0.4)}px ${Math.round(fontSize * 0.95)}px`,
      borderRadius: 999,
      backgroundColor: background,
      color,
      fontSize,
      fontWeight: 700,
      letterSpacing: fontSize * 0.06,
    },
    text,
  );
}

function chips(theme: string, number: string, fontSize: number, maxDigits: number) {
  return div(
    { display: "flex", alignItems: "center" },
    theme ? chip(theme, fontSize, P.rose, P.white) : null,
    div(
      { display: "flex", marginLeft: theme ? Math.round(fontSize * 0.6) : 0 },
      chip(badgeText(number, maxDigits), fontSize, P.ink, P.white),
    ),
  );
}

/** The cover as an instant photo: a white card around it, the credit on its lower margin. */
function polaroid(cover: CoverSlot, side: number, pad: number, creditSize: number) {
  return div(
    {
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      padding: `${pad}px ${pad}px ${Math.round(pad * 0.9)}px`,
      backgroundColor: P.white,
      borderRadius: Math.round(pad * 0.8),
      border: "2px solid rgba(125, 110, 224, 0.22)",
    },
    coverArt(cover, side, side, { vinylRadius: Math.round(pad * 0.5), vinylCard: ["#cdbff7", "#f5b8c8"] }),
    div(
      { display: "flex", marginTop: Math.round(pad * 0.8) },
      attribution(cover, { fontSize: creditSize, color: P.soft, nameColor: P.ink, justify: "center" }) ??
        div({ display: "flex", fontSize: creditSize, color: P.soft, letterSpacing: 1 }, "Şarkı Falı"),
    ),
  );
}

function og({ t, draw, cover }: DesignInput) {
  const { width, height } = IMAGE_SIZE.og;
  const headline = clip(t.headline, 100);
  const fit = headlineFit(
    headline,
    [34, 60, 80],
    [
      [58, 2],
      [50, 3],
      [44, 3],
      [38, 4],
    ],
  );
  return canvas(
    width,
    height,
    { color: P.ink },
    div(
      { ...overlay, padding: "50px 56px", alignItems: "center" },
      div(
        {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          alignSelf: "stretch",
          flexGrow: 1,
          flexShrink: 1,
          minWidth: 0,
          marginRight: 44,
        },
        div(
          { display: "flex", flexDirection: "column" },
          brand(40, P.ink),
          div({ display: "flex", marginTop: 16 }, chips(t.theme, draw.number, 17, 16)),
        ),
        textBlock(headline, fit.lines, {
          fontFamily: SERIF,
          fontWeight: 700,
          fontSize: fit.fontSize,
          lineHeight: 1.06,
          color: P.ink,
        }),
        div(
          { display: "flex", flexDirection: "column" },
          div({ ...oneLine, fontWeight: 700, fontSize: 28, lineHeight: 1.2 }, t.title),
          t.artist ? div({ ...oneLine, fontSize: 22, color: P.soft, marginTop: 2 }, t.artist) : null,
          div(
            { display: "flex", marginTop: 14 },
            footerLines(t, { fontSize: 16, urlColor: P.lilac, noteColor: P.soft, align: "flex-start" }),
          ),
        ),
      ),
      polaroid(cover, 380, 20, 14),
    ),
  );
}

function story({ t, draw, cover }: DesignInput) {
  const { width, height } = IMAGE_SIZE.story;
  const headline = clip(t.headline, 130);
  const fit = headlineFit(
    headline,
    [30, 60, 90],
    [
      [70, 2],
      [62, 3],
      [54, 3],
      [48, 4],
    ],
  );
  const short = clip(t.short, 200);
  return canvas(
    width,
    height,
    { color: P.ink },
    div(
      { ...overlay, flexDirection: "column", alignItems: "center", padding: "110px 84px 100px" },
      brand(58, P.ink),
      div({ display: "flex", marginTop: 22 }, chips(t.theme, draw.number, 26, 18)),
      div({ display: "flex", marginTop: 44 }, polaroid(cover, 640, 30, 22)),
      div(
        {
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          marginTop: 44,
          padding: "36px 44px 40px",
          width: "100%",
          borderRadius: 40,
          backgroundColor: "#faf7ff",
          border: "2px solid rgba(255, 255, 255, 0.9)",
        },
        div({ ...oneLine, maxWidth: "100%", fontWeight: 700, fontSize: 38, lineHeight: 1.2 }, t.title),
        t.artist
          ? div({ ...oneLine, maxWidth: "100%", marginTop: 2, fontSize: 29, color: P.soft }, t.artist)
          : null,
        textBlock(headline, fit.lines, {
          marginTop: 22,
          fontFamily: SERIF,
          fontWeight: 700,
          fontSize: fit.fontSize,
          lineHeight: 1.06,
          textAlign: "center",
          color: P.ink,
        }),
        short
          ? textBlock(short, 2, {
              marginTop: 18,
              fontSize: 28,
              lineHeight: 1.4,
              textAlign: "center",
              color: P.soft,
            })
          : null,
      ),
      div({ display: "flex", flexGrow: 1 }),
      div({ fontSize: 30, fontWeight: 700, color: P.rose, marginBottom: 10 }, "Kendi Falını Çek"),
      footerLines(t, { fontSize: 25, urlColor: P.lilac, noteColor: P.soft, align: "center" }),
    ),
  );
}

export const pastel: Design = {
  backdrop,
  layout: (input) => (input.format === "story" ? story(input) : og(input)),
};
