/**
 * 'Altın' (Premium): art deco in gold on black. A double gold frame with fanned corners, a faint
 * sunburst behind the cover, the cover inside a gold rule (around it, never over it), spaced
 * capitals and a centred, symmetrical type column with a diamond divider.
 */
import {
  attribution,
  badgeText,
  canvas,
  clip,
  coverArt,
  type Design,
  type DesignInput,
  div,
  footerLines,
  h,
  headlineFit,
  MARK,
  oneLine,
  overlay,
  SERIF,
  seeded,
  starField,
  textBlock,
} from "../parts";
import { IMAGE_SIZE } from "../types";

const A = {
  black: "#0b0906",
  brown: "#1d160b",
  gold: "#d9b25c",
  light: "#f3d78f",
  deep: "#9a7734",
  cream: "#f3ead3",
  muted: "#b8a98b",
};

/** The sunburst's centre per format: behind the cover. */
const SUN = { og: { x: 262, y: 300 }, story: { x: 540, y: 700 } };

function fan(x: number, y: number, sx: number, sy: number, size: number): string {
  const arcs = [1, 0.72, 0.46]
    .map((k) => {
      const r = size * k;
      return `<path d="M ${x + sx * r} ${y} A ${r} ${r} 0 0 ${sx * sy > 0 ? 1 : 0} ${x} ${y + sy * r}" fill="none" stroke="${A.gold}" stroke-opacity="0.7" stroke-width="1.6"/>`;
    })
    .join("");
  return `${arcs}<circle cx="${x}" cy="${y}" r="${(size * 0.12).toFixed(1)}" fill="${A.gold}" fill-opacity="0.8"/>`;
}

function backdrop(width: number, height: number, seed: number): string {
  const story = height > width;
  const sun = story ? SUN.story : SUN.og;
  const rand = seeded(seed);
  const rays = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2;
    const r = Math.max(width, height);
    return `<line x1="${sun.x}" y1="${sun.y}" x2="${(sun.x + Math.cos(a) * r).toFixed(1)}" y2="${(sun.y + Math.sin(a) * r).toFixed(1)}" stroke="${A.gold}" stroke-opacity="${i % 2 ? 0.05 : 0.1}" stroke-width="${i % 2 ? 1.5 : 3}"/>`;
  }).join("");
  const dust = starField(width, height, rand, {
    density: 16000,
    colors: [A.light, A.gold],
    maxRadius: 1.4,
    minOpacity: 0.15,
  });
  const o = story ? 34 : 22;
  const i2 = story ? 48 : 32;
  const f = story ? 70 : 44;
  return `<defs>
<radialGradient id="al-bg" gradientUnits="userSpaceOnUse" cx="${sun.x}" cy="${sun.y}" r="${Math.max(width, height)}"><stop offset="0" stop-color="${A.brown}"/><stop offset="0.6" stop-color="${A.black}"/><stop offset="1" stop-color="#050403"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#al-bg)"/>
${rays}${dust}
<rect x="${o}" y="${o}" width="${width - 2 * o}" height="${height - 2 * o}" fill="none" stroke="${A.gold}" stroke-width="2.5"/>
<rect x="${i2}" y="${i2}" width="${width - 2 * i2}" height="${height - 2 * i2}" fill="none" stroke="${A.gold}" stroke-opacity="0.55" stroke-width="1.2"/>
${fan(i2, i2, 1, 1, f)}${fan(width - i2, i2, -1, 1, f)}${fan(i2, height - i2, 1, -1, f)}${fan(width - i2, height - i2, -1, -1, f)}`;
}

/** Spaced capitals between two gold rules: '—— ŞARKI FALI ——'. */
function ruledCaps(text: string, fontSize: number, rule: number) {
  const line = div({ width: rule, height: 1.5, backgroundColor: A.gold, flexShrink: 0 });
  return div(
    { display: "flex", alignItems: "center", justifyContent: "center" },
    line,
    div(
      {
        display: "flex",
        margin: `0 ${Math.round(fontSize * 0.9)}px`,
        fontSize,
        fontWeight: 600,
        letterSpacing: fontSize * 0.38,
        color: A.gold,
      },
      text,
    ),
    line,
  );
}

/** A small gold diamond between two short rules. */
function diamond(size: number, rule: number) {
  const line = div({ width: rule, height: 1, backgroundColor: A.deep });
  return div(
    { display: "flex", alignItems: "center", justifyContent: "center" },
    line,
    div({
      width: size,
      height: size,
      backgroundColor: A.gold,
      transform: "rotate(45deg)",
      margin: `0 ${size}px`,
    }),
    line,
  );
}

const vinylCard: [string, string] = ["#3b2d12", "#16110a"];

/** The number in a gold-ruled box: '#42'. */
function numberBox(number: string, fontSize: number, maxDigits: number) {
  return div(
    {
      display: "flex",
      alignItems: "center",
      padding: `${Math.round(fontSize * 0.3)}px ${Math.round(fontSize * 0.8)}px`,
      border: `2px solid ${A.gold}`,
      color: A.light,
      fontSize,
      fontWeight: 700,
      letterSpacing: 1,
    },
    badgeText(number, maxDigits),
  );
}

const frame = { padding: 10, border: `2px solid ${A.gold}`, backgroundColor: "rgba(11, 9, 6, 0.85)" };

function og({ t, draw, cover }: DesignInput) {
  const { width, height } = IMAGE_SIZE.og;
  const headline = clip(t.headline, 100);
  const fit = headlineFit(
    headline,
    [34, 60, 80],
    [
      [52, 2],
      [46, 3],
      [40, 3],
      [36, 4],
    ],
  );
  return canvas(
    width,
    height,
    { color: A.cream },
    div(
      { ...overlay, padding: "62px 76px", alignItems: "center" },
      div(
        { display: "flex", flexDirection: "column", alignItems: "center", width: 372, flexShrink: 0 },
        coverArt(cover, 350, 350, { frame, vinylRadius: 175, vinylCard }),
        div(
          { display: "flex", marginTop: 12 },
          attribution(cover, { fontSize: 15, color: A.muted, nameColor: A.cream, justify: "center" }) ?? "",
        ),
      ),
      div(
        {
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "space-between",
          alignSelf: "stretch",
          flexGrow: 1,
          flexShrink: 1,
          minWidth: 0,
          marginLeft: 48,
        },
        div(
          { display: "flex", flexDirection: "column", alignItems: "center" },
          ruledCaps("ŞARKI FALI", 18, 60),
          t.theme
            ? div(
                { display: "flex", marginTop: 8, fontSize: 14, letterSpacing: 5, color: A.muted },
                `${t.theme} FALI`,
              )
            : null,
        ),
        textBlock(headline, fit.lines, {
          fontFamily: SERIF,
          fontWeight: 700,
          fontSize: fit.fontSize,
          lineHeight: 1.08,
          textAlign: "center",
          color: A.light,
        }),
        div(
          { display: "flex", flexDirection: "column", alignItems: "center", maxWidth: "100%" },
          diamond(9, 70),
          div(
            {
              ...oneLine,
              maxWidth: "100%",
              marginTop: 12,
              fontSize: 24,
              fontWeight: 700,
              letterSpacing: 3,
              textAlign: "center",
            },
            t.title.toLocaleUpperCase("tr-TR"),
          ),
          t.artist
            ? div(
                {
                  ...oneLine,
                  maxWidth: "100%",
                  fontSize: 20,
                  color: A.muted,
                  marginTop: 2,
                  textAlign: "center",
                },
                t.artist,
              )
            : null,
          div(
            { display: "flex", alignItems: "center", marginTop: 16, maxWidth: "100%" },
            numberBox(draw.number, 18, 14),
            div(
              { display: "flex", marginLeft: 18, minWidth: 0, flexShrink: 1 },
              footerLines(t, { fontSize: 15, urlColor: A.gold, noteColor: A.muted, align: "flex-start" }),
            ),
          ),
        ),
      ),
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
      [76, 2],
      [66, 3],
      [58, 3],
      [52, 4],
    ],
  );
  const short = clip(t.short, 200);
  return canvas(
    width,
    height,
    { color: A.cream },
    div(
      { ...overlay, flexDirection: "column", alignItems: "center", padding: "120px 110px 120px" },
      h("img", { src: MARK, width: 64, height: 64, style: { borderRadius: 14 } }),
      div({ display: "flex", marginTop: 22 }, ruledCaps("ŞARKI FALI", 28, 90)),
      t.theme
        ? div(
            { display: "flex", marginTop: 12, fontSize: 22, letterSpacing: 8, color: A.muted },
            `${t.theme} FALI`,
          )
        : null,
      div(
        { display: "flex", alignItems: "center", justifyContent: "center", marginTop: 36, height: 660 },
        coverArt(cover, 620, 620, { frame, vinylRadius: 310, vinylCard }),
      ),
      div(
        { display: "flex", marginTop: 14 },
        attribution(cover, { fontSize: 23, color: A.muted, nameColor: A.cream, justify: "center" }) ?? "",
      ),
      div(
        {
          ...oneLine,
          maxWidth: "100%",
          marginTop: 30,
          fontSize: 38,
          fontWeight: 700,
          letterSpacing: 5,
          textAlign: "center",
        },
        t.title.toLocaleUpperCase("tr-TR"),
      ),
      t.artist
        ? div({ ...oneLine, maxWidth: "100%", marginTop: 6, fontSize: 30, color: A.muted }, t.artist)
        : null,
      div({ display: "flex", marginTop: 30 }, diamond(12, 110)),
      textBlock(headline, fit.lines, {
        marginTop: 28,
        fontFamily: SERIF,
        fontWeight: 700,
        fontSize: fit.fontSize,
        lineHeight: 1.08,
        textAlign: "center",
        color: A.light,
      }),
      short
        ? textBlock(short, fit.lines === 4 ? 2 : 3, {
            marginTop: 22,
            fontSize: 30,
            lineHeight: 1.4,
            textAlign: "center",
            color: A.muted,
          })
        : null,
      div({ display: "flex", flexGrow: 1 }),
      numberBox(draw.number, 34, 18),
      div(
        { display: "flex", marginTop: 22, maxWidth: "100%" },
        footerLines(t, { fontSize: 25, urlColor: A.gold, noteColor: A.muted, align: "center" }),
      ),
    ),
  );
}

export const altin: Design = {
  backdrop,
  layout: (input) => (input.format === "story" ? story(input) : og(input)),
};
