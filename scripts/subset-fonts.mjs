// Writes the web fonts the client ships (src/client/fonts/, committed; run again after updating
// @fontsource-variable/*): Inter (the text face) and Cormorant Garamond (the display face), both
// variable, each as two files: the Latin subset and a tiny one with the Turkish letters that lie
// outside it (Ğ ğ İ Ş ş and the combining dot of "İ".toLowerCase(); ı is in the Latin file). The weight axis is narrowed to the weights the
// CSS uses. `node scripts/subset-fonts.mjs`
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

/** fontsource's latin range, without what no Turkish or English text needs (U+02BB-02DC, arrows) */
const LATIN_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];
export const TURKISH_EXTRA = "ĞğİŞş\u0307";

function charsOf(ranges) {
  let text = "";
  for (const [from, to] of ranges) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

const FACES = [
  {
    name: "inter",
    dir: "node_modules/@fontsource-variable/inter/files",
    file: (subset) => `inter-${subset}-wght-normal.woff2`,
    wght: { min: 400, max: 700 },
  },
  {
    name: "cormorant",
    dir: "node_modules/@fontsource-variable/cormorant-garamond/files",
    file: (subset) => `cormorant-garamond-${subset}-wght-normal.woff2`,
    wght: { min: 600, max: 700 },
  },
];

for (const face of FACES) {
  for (const [subset, source, text] of [
    ["latin", "latin", charsOf(LATIN_RANGES)],
    ["turkish", "latin-ext", TURKISH_EXTRA],
  ]) {
    const input = readFileSync(`${face.dir}/${face.file(source)}`);
    const output = await subsetFont(input, text, {
      targetFormat: "woff2",
      variationAxes: { wght: face.wght },
    });
    const target = `src/client/fonts/${face.name}-${subset}.woff2`;
    writeFileSync(target, output);
    console.info(
      `${target}: ${(output.length / 1024).toFixed(1)} KB (from ${(input.length / 1024).toFixed(1)} KB)`,
    );
  }
}
