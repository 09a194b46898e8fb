/**
 * The images of a three-song spread (designs/spread.ts): three records labelled past, present and
 * future with their numbers, titles and artists, the site's address and the entertainment line, in
 * every share theme, at both sizes, with every letter drawable.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SPREAD_LABELS } from "@/shared/limits";
import { SHARE_THEME_IDS } from "@/shared/share-themes";
import { T } from "@/shared/texts";
import { loadFonts } from "../fonts";
import { drawLayout } from "./layout";
import type { El } from "./parts";
import { renderDrawImage, renderDrawSvg } from "./render";
import { type DrawImageInput, IMAGE_SIZE } from "./types";

const SPREAD_DRAW: DrawImageInput = {
  kind: "spread",
  number: "7",
  trackTitle: "Gidiyorum",
  trackArtist: "Sezen Aksu",
  spread: [
    {
      number: "42",
      trackTitle: "Şımarık",
      trackArtist: "Tarkan",
      trackImage: null,
      trackExternalUrl: null,
    },
    {
      number: "1001",
      trackTitle: "Gülpembe",
      trackArtist: "Barış Manço",
      trackImage: null,
      trackExternalUrl: null,
    },
  ],
  headline: "Dünün hüznü bugünün ışığına, yarının şarkısına dönüşüyor",
  short: "Tuttuğun üç sayı, geçmişinden geleceğine uzanan bir şarkı yolu çizdi.",
  theme: "ask",
};

type Node = El | string;
function textsOf(node: Node, out: string[] = []): string[] {
  if (typeof node === "string") {
    out.push(node);
    return out;
  }
  const kids = node.props.children;
  for (const kid of Array.isArray(kids) ? kids : kids === undefined ? [] : [kids]) textsOf(kid, out);
  return out;
}
function covers(node: Node, out: El[] = []): El[] {
  if (typeof node === "string") return out;
  if (node.props["data-cover"] !== undefined) out.push(node);
  const kids = node.props.children;
  for (const kid of Array.isArray(kids) ? kids : kids === undefined ? [] : [kids]) covers(kid, out);
  return out;
}

describe("the spread's images", () => {
  for (const format of ["og", "story"] as const) {
    it(`${format}: three labelled songs, the host and the entertainment line, whatever the share theme`, async () => {
      const fonts = await loadFonts();
      for (const theme of SHARE_THEME_IDS) {
        const tree = drawLayout(
          SPREAD_DRAW,
          format,
          fonts,
          "https://sarkifali.app/",
          { kind: "vinyl" },
          theme,
        );
        const texts = textsOf(tree);
        for (const label of SPREAD_LABELS) expect(texts).toContain(label.toLocaleUpperCase("tr-TR"));
        for (const title of ["Gidiyorum", "Şımarık", "Gülpembe"]) expect(texts).toContain(title);
        for (const artist of ["Sezen Aksu", "Tarkan", "Barış Manço"]) expect(texts).toContain(artist);
        for (const n of ["#7", "#42", "#1001"]) expect(texts).toContain(n);
        expect(texts).toContain("sarkifali.app");
        expect(texts).toContain(T.entertainment);
        expect(texts.some((t) => t.startsWith("Dünün hüznü"))).toBe(true);
        expect(covers(tree).map((c) => c.props["data-cover"])).toEqual(["vinyl", "vinyl", "vinyl"]);
      }
    });

    it(`${format}: renders at its size with every glyph drawn`, async () => {
      const missing: string[] = [];
      await renderDrawSvg(SPREAD_DRAW, { cover: null, format, brandUrl: "sarkifali.app" }, (s) =>
        missing.push(s),
      );
      expect(missing).toEqual([]);
      const png = await renderDrawImage(SPREAD_DRAW, { cover: null, format, brandUrl: "sarkifali.app" });
      const meta = await sharp(png).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(IMAGE_SIZE[format]);
      expect(png.byteLength).toBeLessThanOrEqual(300 * 1024);
      // SPREAD_IMAGES_DIR=…: keep the pictures to look at (screenshots of the issue)
      const dir = process.env.SPREAD_IMAGES_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(`${dir}/spread-${format}.png`, png);
      }
    });
  }
});
