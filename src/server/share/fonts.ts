/**
 * Fonts for the preview images: Inter (interface text) and Cormorant Garamond (headlines), read once
 * from the @fontsource packages in node_modules.
 *
 * - Satori reads .woff/.ttf/.otf, not .woff2, so the .woff files are used.
 * - @fontsource splits a font into subsets; given to satori under one family name only the first
 *   subset is used (ğ ş İ become "NO GLYPH" boxes). Each subset is therefore registered under its own
 *   family name and both names are listed in `fontFamily`.
 * - Files are resolved through node_modules with createRequire, which works both from src/ (tsx,
 *   vitest) and from the esbuild bundle in dist/server/main.js (packages stay external).
 * - The character map of every file is read, so text can be reduced to characters some loaded font
 *   really draws (satori has no emoji font here and would draw boxes).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

type Weight = 400 | 500 | 600 | 700;

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: "normal";
}

/** Family lists for `fontFamily`: the latin subset first, then latin-ext (Turkish ğ ş İ ...). */
export const SANS = "Inter, InterExt";
export const SERIF = "Cormorant, CormorantExt, Inter, InterExt";

interface FontFile {
  family: string;
  spec: string;
  weight: Weight;
  group: "sans" | "serif";
}

const FILES: FontFile[] = [
  ...([400, 600, 700] as const).flatMap((weight): FontFile[] => [
    {
      family: "Inter",
      spec: `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
      weight,
      group: "sans",
    },
    {
      family: "InterExt",
      spec: `@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff`,
      weight,
      group: "sans",
    },
  ]),
  ...([600, 700] as const).flatMap((weight): FontFile[] => [
    {
      family: "Cormorant",
      spec: `@fontsource/cormorant-garamond/files/cormorant-garamond-latin-${weight}-normal.woff`,
      weight,
      group: "serif",
    },
    {
      family: "CormorantExt",
      spec: `@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-${weight}-normal.woff`,
      weight,
      group: "serif",
    },
  ]),
];

export interface LoadedFonts {
  /** The same array on every call: satori caches its parsed fonts by this array's identity. */
  fonts: SatoriFont[];
  /** Code points drawn by Inter (either subset). */
  sans: ReadonlySet<number>;
  /** Code points drawn by the headline's family list (Cormorant, then Inter as fallback). */
  serif: ReadonlySet<number>;
}

let loading: Promise<LoadedFonts> | null = null;

/** Loads the fonts once per process; later calls return the same object. */
export function loadFonts(): Promise<LoadedFonts> {
  if (!loading) {
    loading = readAll().catch((err: unknown) => {
      loading = null; // let a later call try again
      throw err;
    });
  }
  return loading;
}

async function readAll(): Promise<LoadedFonts> {
  const require = createRequire(import.meta.url);
  const datas = await Promise.all(FILES.map((f) => readFile(require.resolve(f.spec))));
  const fonts: SatoriFont[] = [];
  const sans = new Set<number>();
  const serifOnly = new Set<number>();
  FILES.forEach((f, i) => {
    const data = datas[i]!;
    fonts.push({ name: f.family, data, weight: f.weight, style: "normal" });
    const target = f.group === "sans" ? sans : serifOnly;
    for (const cp of woffCodePoints(data)) target.add(cp);
  });
  const serif = new Set<number>([...serifOnly, ...sans]);
  return { fonts, sans, serif };
}

// ---------- character map of a WOFF 1.0 file ----------

/** The code points a WOFF 1.0 (or plain TrueType/OpenType) font maps to a real glyph. */
export function woffCodePoints(file: Uint8Array): Set<number> {
  const cmap = findTable(file, "cmap");
  return cmap ? cmapCodePoints(cmap) : new Set();
}

function tag(view: DataView, at: number): string {
  return String.fromCharCode(
    view.getUint8(at),
    view.getUint8(at + 1),
    view.getUint8(at + 2),
    view.getUint8(at + 3),
  );
}

function findTable(file: Uint8Array, wanted: string): DataView | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const signature = tag(view, 0);
  if (signature === "wOFF") {
    const numTables = view.getUint16(12);
    for (let i = 0; i < numTables; i++) {
      const at = 44 + i * 20;
      if (tag(view, at) !== wanted) continue;
      const offset = view.getUint32(at + 4);
      const compLength = view.getUint32(at + 8);
      const origLength = view.getUint32(at + 12);
      const raw = file.subarray(offset, offset + compLength);
      const bytes = compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw;
      return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    return null;
  }
  // sfnt: TrueType (0x00010000) or OpenType ('OTTO')
  const numTables = view.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (tag(view, at) !== wanted) continue;
    const offset = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    return new DataView(file.buffer, file.byteOffset + offset, length);
  }
  return null;
}

function cmapCodePoints(cmap: DataView): Set<number> {
  const out = new Set<number>();
  const numTables = cmap.getUint16(2);
  let format4: number | null = null;
  let format12: number | null = null;
  for (let i = 0; i < numTables; i++) {
    const at = 4 + i * 8;
    const platform = cmap.getUint16(at);
    const encoding = cmap.getUint16(at + 2);
    const offset = cmap.getUint32(at + 4);
    const format = cmap.getUint16(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) format12 ??= offset;
    else if (format === 4) format4 ??= offset;
  }
  if (format12 !== null) {
    const groups = cmap.getUint32(format12 + 12);
    for (let g = 0; g < groups; g++) {
      const at = format12 + 16 + g * 12;
      const start = cmap.getUint32(at);
      const end = Math.min(cmap.getUint32(at + 4), 0x10ffff);
      const startGlyph = cmap.getUint32(at + 8);
      for (let cp = start; cp <= end; cp++) if (startGlyph + (cp - start) !== 0) out.add(cp);
    }
    return out;
  }
  if (format4 !== null) {
    const segCount = cmap.getUint16(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + segCount * 2 + 2;
    const deltas = starts + segCount * 2;
    const rangeOffsets = deltas + segCount * 2;
    for (let s = 0; s < segCount; s++) {
      const end = cmap.getUint16(ends + s * 2);
      const start = cmap.getUint16(starts + s * 2);
      const delta = cmap.getInt16(deltas + s * 2);
      const rangeOffsetAt = rangeOffsets + s * 2;
      const rangeOffset = cmap.getUint16(rangeOffsetAt);
      for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
        else {
          const at = rangeOffsetAt + rangeOffset + (cp - start) * 2;
          if (at + 2 > cmap.byteLength) continue;
          glyph = cmap.getUint16(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) out.add(cp);
      }
    }
  }
  return out;
}

// ---------- text the fonts can draw ----------

/** Spaces of every kind (and line breaks, tabs) become one ordinary space. */
const SPACE = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]/u;

/** Control and invisible format characters (ZWJ, BOM, soft hyphen): dropped without a trace. */
const CONTROL = /[\p{Cc}\p{Cf}]/u;
/** Combining marks (and variation selectors): dropped without a trace when no font draws them. */
const MARK = /\p{M}/u;

/** A few look-alikes for characters the fonts may lack. */
const SUBSTITUTES: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": ",",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u2032": "'",
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u2026": "...",
  "\u2022": "·",
};

/**
 * Reduces text to what the given character set can draw: NFC-normalised (so s + combining cedilla
 * becomes ş), whitespace collapsed, emoji and other uncovered characters dropped (a preferred
 * look-alike is used where one exists), control and format characters (ZWJ, variation selectors)
 * removed.
 */
export function drawableText(text: string, covered: ReadonlySet<number>): string {
  let out = "";
  // A dropped symbol (an emoji between two words) leaves a space; a dropped mark or joiner does not.
  let gap = false;
  const keep = (s: string) => {
    if (gap && out !== "" && !out.endsWith(" ")) out += " ";
    gap = false;
    out += s;
  };
  for (const ch of text.normalize("NFC")) {
    if (SPACE.test(ch)) {
      keep(" ");
      continue;
    }
    if (CONTROL.test(ch)) continue;
    if (covered.has(ch.codePointAt(0)!)) {
      keep(ch);
      continue;
    }
    const substitute = SUBSTITUTES[ch];
    if (substitute && [...substitute].every((c) => covered.has(c.codePointAt(0)!))) keep(substitute);
    else if (!MARK.test(ch)) gap = true;
  }
  return out.replace(/ {2,}/g, " ").trim();
}
