// Writes the web fonts the client ships (src/client/fonts/, committed; run again after updating
// @fontsource-variable/*): Inter (the text face) and Cormorant Garamond (the display face), both
// variable with the weight axis narrowed to the weights the CSS uses, each as three files:
//  - core: ASCII, the Turkish letters of Latin-1 and ı, and the quotes, dashes and ellipsis
//    Turkish is written with (from fontsource's latin file);
//  - turkish: Ğ ğ İ Ş ş and the combining dot of "İ".toLowerCase() (from its latin-ext file:
//    harfbuzz subsets one font at a time, so the two cannot be one file);
//    index.html preloads these two, and they are all a page of the app's own text loads;
//  - more: the rest of Latin-1 and of the punctuation block (other languages' accents in song
//    titles and artists, €, ™), fetched by the browser only for a page that has one of them
//    (unicode-range).
// It also writes src/client/fonts/faces.css, the @font-face rules with those ranges.
// `node scripts/subset-fonts.mjs`
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

/** fontsource's latin range, without what no Turkish or English text needs (U+02BB-02DC, arrows) */
const LATIN = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/** Turkish's letters and punctuation in fontsource's latin file (with the circumflex vowels), and the middle dot the app separates facts with */
const TURKISH_LATIN = "ÇçıÖöÜüÂâÎîÛû\u00a0–—‘’“”…·«»•";
/** the Turkish letters fontsource keeps in its latin-ext file */
export const TURKISH_EXTRA = "ĞğİŞş\u0307";

const pointsOf = (text) => [...text].map((c) => c.codePointAt(0));
const codePoints = (ranges) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
const core = [...codePoints([[0x20, 0x7e]]), ...pointsOf(TURKISH_LATIN)];
const more = codePoints(LATIN).filter((c) => !core.includes(c));

/** CSS unicode-range for a set of code points: runs joined into ranges */
function unicodeRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    const hex = (c) => c.toString(16).toUpperCase();
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i])}`);
  }
  return parts.join(", ");
}

const FACES = [
  {
    name: "inter",
    family: "Inter Variable",
    files: "node_modules/@fontsource-variable/inter/files/inter-SUBSET-wght-normal.woff2",
    wght: { min: 400, max: 700 },
  },
  {
    name: "cormorant",
    family: "Cormorant Garamond Variable",
    files:
      "node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-SUBSET-wght-normal.woff2",
    wght: { min: 600, max: 700 },
  },
];

const rules = [];
for (const face of FACES) {
  for (const [part, subset, points] of [
    ["core", "latin", core],
    ["turkish", "latin-ext", pointsOf(TURKISH_EXTRA)],
    ["more", "latin", more],
  ]) {
    const text = String.fromCodePoint(...points);
    const output = await subsetFont(readFileSync(face.files.replace("SUBSET", subset)), text, {
      targetFormat: "woff2",
      variationAxes: { wght: face.wght },
    });
    const file = `${face.name}-${part}.woff2`;
    writeFileSync(`src/client/fonts/${file}`, output);
    console.info(`src/client/fonts/${file}: ${(output.length / 1024).toFixed(1)} KB`);
    rules.push(
      [
        "@font-face {",
        `  font-family: "${face.family}";`,
        "  font-style: normal;",
        "  font-display: swap;",
        `  font-weight: ${face.wght.min} ${face.wght.max};`,
        `  src: url("./${file}") format("woff2");`,
        `  unicode-range: ${unicodeRange(points)};`,
        "}",
      ].join("\n"),
    );
  }
}
writeFileSync(
  "src/client/fonts/faces.css",
  `/* Written by scripts/subset-fonts.mjs: the web fonts' files and the characters each holds. */\n${rules.join("\n")}\n`,
);
// in the repository's format (Biome), so the lint passes on the file as written
execFileSync("npx", ["biome", "format", "--write", "src/client/fonts/faces.css"], { stdio: "inherit" });
console.info("src/client/fonts/faces.css");
