/**
 * 'Gece' (Premium): a moonlit midnight. Navy to black with a full moon, faint constellations and a
 * dark hill line; silver type, ice-blue accents. The link preview leads with the headline across
 * the width and keeps the cover small below it; the story is set flush left under the moon.
 */
import {
  attribution,
  badgeText,
  brand,
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
  sparkle,
  starField,
  textBlock,
} from "../parts";
import { IMAGE_SIZE } from "../types";

const G = {
  black: "#03040b",
  navy: "#0a1233",
  deep: "#13235a",
  moon: "#f4efdc",
  silver: "#e4e8f4",
  muted: "#a3adcb",
  ice: "#9cc0ff",
  line: "rgba(156, 192, 255, 0.35)",
};

/** Where the moon hangs, per format (the layouts keep their text clear of it). */
const MOON = { og: { cx: 1062, cy: 112, r: 70 }, story: { cx: 850, cy: 250, r: 130 } };

function backdrop(width: number, height: number, seed: number): string {
  const rand = seeded(seed);
  const story = height > width;
  const moon = story ? MOON.story : MOON.og;
  const stars = starField(width, height, rand, {
    density: 5200,
    colors: ["#ffffff", "#dbe6ff", "#ffffff", "#f4efdc"],
    maxRadius: 1.6,
    minOpacity: 0.2,
  });
  // two small constellations: points joined by thin lines
  const constellation = (ox: number, oy: number, scale: number) => {
    const pts = Array.from({ length: 6 }, (_, i) => [
      ox + (i * 46 + rand() * 30) * scale,
      oy + (Math.sin(i * 1.3) * 40 + rand() * 30) * scale,
    ]);
    const path = pts.map(([x, y], i) => `${i ? "L" : "M"}${x!.toFixed(1)} ${y!.toFixed(1)}`).join("");
    const dots = pts
      .map(
        ([x, y]) =>
          `<circle cx="${x!.toFixed(1)}" cy="${y!.toFixed(1)}" r="${(2.6 * scale).toFixed(1)}" fill="#ffffff" fill-opacity="0.85"/>`,
      )
      .join("");
    return `<path d="${path}" fill="none" stroke="${G.ice}" stroke-opacity="0.28" stroke-width="${(1.4 * scale).toFixed(1)}"/>${dots}`;
  };
  const hills = story
    ? `<path d="M0 ${height - 150} C ${width * 0.25} ${height - 230}, ${width * 0.45} ${height - 120}, ${width * 0.7} ${height - 190} S ${width} ${height - 160}, ${width} ${height - 200} L ${width} ${height} L 0 ${height} Z" fill="#02030a" fill-opacity="0.9"/>`
    : `<path d="M0 ${height - 40} C ${width * 0.3} ${height - 70}, ${width * 0.6} ${height - 20}, ${width} ${height - 60} L ${width} ${height} L 0 ${height} Z" fill="#02030a" fill-opacity="0.7"/>`;
  return `<defs>
<linearGradient id="gc-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${G.navy}"/><stop offset="0.55" stop-color="#070b22"/><stop offset="1" stop-color="${G.black}"/></linearGradient>
<radialGradient id="gc-halo" gradientUnits="userSpaceOnUse" cx="${moon.cx}" cy="${moon.cy}" r="${moon.r * 3.2}"><stop offset="0" stop-color="#dfe8ff" stop-opacity="0.32"/><stop offset="0.4" stop-color="#7f9de6" stop-opacity="0.12"/><stop offset="1" stop-color="#7f9de6" stop-opacity="0"/></radialGradient>
<radialGradient id="gc-moon" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#fffdf3"/><stop offset="1" stop-color="#d9d2b8"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#gc-sky)"/>
<rect width="${width}" height="${height}" fill="url(#gc-halo)"/>
${stars}
${constellation(story ? 600 : 540, story ? 1590 : 40, story ? 1.0 : 0.6)}
${constellation(story ? 700 : 780, story ? 520 : 300, story ? 1.1 : 0.7)}
<circle cx="${moon.cx}" cy="${moon.cy}" r="${moon.r}" fill="url(#gc-moon)"/>
<circle cx="${moon.cx - moon.r * 0.3}" cy="${moon.cy - moon.r * 0.15}" r="${moon.r * 0.16}" fill="#cfc7ab" fill-opacity="0.45"/>
<circle cx="${moon.cx + moon.r * 0.28}" cy="${moon.cy + moon.r * 0.3}" r="${moon.r * 0.22}" fill="#cfc7ab" fill-opacity="0.35"/>
<circle cx="${moon.cx + moon.r * 0.1}" cy="${moon.cy - moon.r * 0.45}" r="${moon.r * 0.09}" fill="#cfc7ab" fill-opacity="0.4"/>
${sparkle(width * 0.12, height * 0.06, story ? 12 : 8, "#ffffff", 0.7)}
${sparkle(width * 0.55, height * 0.04, story ? 9 : 6, "#dbe6ff", 0.6)}
${hills}`;
}

/** 'AŞK · #42' in spaced capitals. */
function kicker(theme: string, number: string, fontSize: number, maxDigits: number) {
  const parts = [theme, badgeText(number, maxDigits)].filter(Boolean).join("  ·  ");
  return div(
    { ...oneLine, fontSize, fontWeight: 600, letterSpacing: fontSize * 0.22, color: G.ice, maxWidth: "100%" },
    parts,
  );
}

function og({ t, draw, cover }: DesignInput) {
  const { width, height } = IMAGE_SIZE.og;
  const headline = clip(t.headline, 100);
  const fit = headlineFit(
    headline,
    [34, 60, 80],
    [
      [70, 2],
      [58, 2],
      [50, 3],
      [44, 3],
    ],
  );
  return canvas(
    width,
    height,
    { color: G.silver },
    div(
      { ...overlay, flexDirection: "column", justifyContent: "space-between", padding: "46px 60px 44px" },
      div(
        { display: "flex", flexDirection: "column", maxWidth: 880 },
        div({ display: "flex", alignItems: "center" }, brand(38, G.silver)),
        div({ display: "flex", marginTop: 14 }, kicker(t.theme, draw.number, 17, 24)),
      ),
      textBlock(headline, fit.lines, {
        maxWidth: 1000,
        fontFamily: SERIF,
        fontWeight: 600,
        fontSize: fit.fontSize,
        lineHeight: 1.04,
        color: G.moon,
      }),
      div(
        { display: "flex", alignItems: "flex-end" },
        // a square cover 196 px, a 16:9 thumbnail as wide as 320
        coverArt(cover, cover.kind === "art" && cover.aspect > 1 ? 320 : 196, 196, { vinylRadius: 98 }),
        div(
          {
            display: "flex",
            flexDirection: "column",
            flexGrow: 1,
            flexShrink: 1,
            minWidth: 0,
            marginLeft: 26,
          },
          div({ width: 44, height: 2, backgroundColor: G.ice, marginBottom: 14 }),
          div({ ...oneLine, fontWeight: 600, fontSize: 30, lineHeight: 1.2 }, t.title),
          t.artist ? div({ ...oneLine, fontSize: 23, color: G.muted, marginTop: 2 }, t.artist) : null,
          div(
            { display: "flex", marginTop: 10 },
            attribution(cover, { fontSize: 15, color: G.muted, nameColor: G.silver }) ?? "",
          ),
        ),
        div(
          { display: "flex", flexShrink: 0, marginLeft: 24, maxWidth: 420 },
          footerLines(t, { fontSize: 16, urlColor: G.ice, noteColor: G.muted, align: "flex-end" }),
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
      [86, 3],
      [74, 3],
      [64, 4],
      [56, 4],
    ],
  );
  const short = clip(t.short, 200);
  return canvas(
    width,
    height,
    { color: G.silver },
    div(
      { ...overlay, flexDirection: "column", alignItems: "flex-start", padding: "120px 96px 110px" },
      brand(58, G.silver),
      div({ display: "flex", marginTop: 22, maxWidth: 560 }, kicker(t.theme, draw.number, 26, 22)),
      div({ display: "flex", marginTop: 150 }, coverArt(cover, 600, 600, { vinylRadius: 300 })),
      div(
        { display: "flex", marginTop: 16 },
        attribution(cover, { fontSize: 24, color: G.muted, nameColor: G.silver }) ?? "",
      ),
      div(
        { ...oneLine, maxWidth: "100%", marginTop: 40, fontWeight: 600, fontSize: 44, lineHeight: 1.2 },
        t.title,
      ),
      t.artist
        ? div({ ...oneLine, maxWidth: "100%", marginTop: 4, fontSize: 32, color: G.muted }, t.artist)
        : null,
      div({ width: 110, height: 2, backgroundColor: G.ice, marginTop: 36, flexShrink: 0 }),
      textBlock(headline, fit.lines, {
        marginTop: 30,
        fontFamily: SERIF,
        fontWeight: 600,
        fontSize: fit.fontSize,
        lineHeight: 1.04,
        color: G.moon,
      }),
      short
        ? textBlock(short, 3, { marginTop: 22, fontSize: 31, lineHeight: 1.4, color: G.muted, maxWidth: 860 })
        : null,
      div({ display: "flex", flexGrow: 1 }),
      div({ fontSize: 30, fontWeight: 600, color: G.ice, marginBottom: 10 }, "Kendi Falını Çek"),
      footerLines(t, { fontSize: 25, urlColor: G.silver, noteColor: G.muted, align: "flex-start" }),
    ),
  );
}

export const gece: Design = {
  backdrop,
  layout: (input) => (input.format === "story" ? story(input) : og(input)),
};
