/**
 * Every design of the shared images (share themes), in both formats: the texts a reader needs are
 * there (title, artist, the provider's credit, the site's address, the entertainment line), and
 * provider artwork is drawn whole, at its own aspect ratio, with nothing laid over it.
 */
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SHARE_THEME_IDS } from "@/shared/share-themes";
import { T } from "@/shared/texts";
import { loadFonts } from "../fonts";
import { artworkProvider } from "./attribution";
import { drawLayout } from "./layout";
import { artSize, type CoverSlot, type El, hostOf, printedAddress } from "./parts";
import { renderDrawImage, renderDrawSvg } from "./render";
import type { DrawImageInput } from "./types";

const draw: DrawImageInput = {
  number: "42",
  trackTitle: "Gülpembe",
  trackArtist: "Barış Manço",
  headline: "Geçmişin şefkatli ışığı bugün yolunu aydınlatıyor",
  short: "Küçük bir jest, büyük bir kapıyı aralayabilir.",
  theme: "ask",
  shortCode: "k7m2w9qpa3",
};

type Node = El | string;
function walk(node: Node, visit: (n: El, depth: number) => void, depth = 0) {
  if (typeof node === "string") return;
  visit(node, depth);
  const kids = node.props.children;
  for (const kid of Array.isArray(kids) ? kids : kids === undefined ? [] : [kids])
    walk(kid, visit, depth + 1);
}
function textsOf(tree: El): string[] {
  const out: string[] = [];
  walk(tree, (n) => {
    const kids = n.props.children;
    for (const kid of Array.isArray(kids) ? kids : [kids]) if (typeof kid === "string") out.push(kid);
  });
  return out;
}

const COVERS: { name: string; slot: CoverSlot; credit: string | null }[] = [
  { name: "spotify", slot: { kind: "art", provider: "spotify", aspect: 1 }, credit: "Spotify" },
  { name: "youtube", slot: { kind: "art", provider: "youtube", aspect: 16 / 9 }, credit: "YouTube" },
  { name: "csv", slot: { kind: "vinyl" }, credit: null },
];

describe("share theme designs: the element tree", () => {
  for (const theme of SHARE_THEME_IDS) {
    for (const format of ["og", "story"] as const) {
      for (const cover of COVERS) {
        it(`${theme} ${format} ${cover.name}: texts, credit, cover whole and alone`, async () => {
          const fonts = await loadFonts();
          const tree = drawLayout(draw, format, fonts, "https://sarkifali.app/", cover.slot, theme);
          const texts = textsOf(tree);
          // 'Altın' sets the title in capitals (Turkish ones: GÜLPEMBE)
          const upper = texts.map((t) => t.toLocaleUpperCase("tr-TR"));
          expect(upper).toContain("GÜLPEMBE");
          expect(texts).toContain("Barış Manço");
          // what a person types to open the draw: the host and the draw's short path
          expect(texts).toContain("sarkifali.app/r/k7m2w9qpa3");
          expect(texts).toContain(T.entertainment);
          expect(texts.some((t) => t.includes("Geçmişin şefkatli"))).toBe(true);
          if (cover.credit) expect(texts).toContain(cover.credit);
          else expect(texts.filter((t) => t === "Spotify" || t === "YouTube")).toEqual([]);

          const covers: El[] = [];
          let positioned = 0;
          walk(tree, (n, depth) => {
            if (n.props["data-cover"] !== undefined) covers.push(n);
            // only the backdrop and the content layer above it are positioned: nothing else can
            // be stacked over the cover (flex boxes never overlap without it)
            if (n.props.style?.position === "absolute") {
              expect(depth).toBe(1);
              positioned++;
            }
            const margins = ["margin", "marginTop", "marginLeft", "marginRight", "marginBottom"];
            for (const m of margins) {
              const v = n.props.style?.[m];
              if (typeof v === "number") expect(v).toBeGreaterThanOrEqual(0);
            }
          });
          expect(positioned).toBe(2);
          expect(covers).toHaveLength(1);
          const [art] = covers;
          expect(art!.props.children).toBeUndefined();
          if (cover.slot.kind === "art") {
            expect(art!.props["data-cover"]).toBe(cover.slot.provider);
            const { width, height } = art!.props as unknown as { width: number; height: number };
            expect(width / height).toBeCloseTo(cover.slot.aspect, 1);
            // square corners: provider artwork is not rounded off
            expect(art!.props.style?.borderRadius ?? 0).toBe(0);
          } else {
            expect(art!.props["data-cover"]).toBe("vinyl");
          }
        });
      }
    }
  }
});

/** A cover with bright red corner squares: if any corner is cut off or covered, it shows. */
function markedCover(width: number, height: number): Uint8Array {
  const s = Math.round(Math.min(width, height) * 0.08);
  const corners = [
    [0, 0],
    [width - s, 0],
    [0, height - s],
    [width - s, height - s],
  ]
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="#ff0000"/>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#2040c0"/>${corners}</svg>`;
  return new Uint8Array(new Resvg(svg).render().asPng());
}

describe("share theme designs: the picture", () => {
  for (const theme of SHARE_THEME_IDS) {
    for (const [name, w, h] of [
      ["square album cover", 640, 640],
      ["16:9 video thumbnail", 1280, 720],
    ] as const) {
      it(`${theme}: a ${name} keeps all four corners in both formats`, { timeout: 60_000 }, async () => {
        const bytes = markedCover(w, h);
        for (const format of ["og", "story"] as const) {
          const options = {
            cover: { bytes, contentType: "image/png" },
            artwork: "spotify" as const,
            format,
            shareTheme: theme,
            brandUrl: "sarkifali.app",
          };
          const svg = await renderDrawSvg(draw, options);
          const at = svg.indexOf('preserveAspectRatio="xMidYMid meet"');
          expect(at).toBeGreaterThan(0);
          const tag = svg.slice(svg.lastIndexOf("<image", at), svg.indexOf("/>", at));
          const num = (a: string) => Number(new RegExp(` ${a}="([\\d.]+)"`).exec(tag)?.[1]);
          const box = { x: num("x"), y: num("y"), w: num("width"), h: num("height") };
          expect(box.w / box.h).toBeCloseTo(w / h, 1);

          const png = await renderDrawImage(draw, options);
          expect(png.byteLength).toBeLessThanOrEqual(300 * 1024);
          const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
          const inset = Math.max(2, Math.round(Math.min(box.w, box.h) * 0.02));
          for (const [cx, cy] of [
            [box.x + inset, box.y + inset],
            [box.x + box.w - inset, box.y + inset],
            [box.x + inset, box.y + box.h - inset],
            [box.x + box.w - inset, box.y + box.h - inset],
          ]) {
            const i = (Math.round(cy!) * info.width + Math.round(cx!)) * 3;
            const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
            expect({ theme, format, r: r > 190, g: g < 80, b: b < 80 }).toEqual({
              theme,
              format,
              r: true,
              g: true,
              b: true,
            });
          }
        }
      });
    }
  }
});

describe("whose artwork", () => {
  it("knows Spotify's and YouTube's image hosts, else the provider the track links to, else nobody", () => {
    expect(artworkProvider("https://i.scdn.co/image/ab67616d0000b273x")).toBe("spotify");
    expect(artworkProvider("https://image-cdn-ak.spotifycdn.com/image/x")).toBe("spotify");
    expect(artworkProvider("https://i.ytimg.com/vi/abc/hqdefault.jpg")).toBe("youtube");
    expect(artworkProvider("https://127.0.0.1:9/cover.png", "https://open.spotify.com/track/x")).toBe(
      "spotify",
    );
    expect(artworkProvider("https://127.0.0.1:9/t.jpg", "https://www.youtube.com/watch?v=x")).toBe("youtube");
    expect(artworkProvider("https://example.com/cover.png")).toBeNull();
    expect(artworkProvider("https://example.com/cover.png", "https://example.com/song")).toBeNull();
    expect(artworkProvider(null, "https://open.spotify.com/track/x")).toBeNull();
    expect(artworkProvider("javascript:alert(1)", "https://open.spotify.com/track/x")).toBeNull();
  });

  it("fits artwork inside a box without cutting it, and prints only the host of the address", () => {
    expect(artSize(16 / 9, 600, 600)).toEqual({ width: 600, height: 338 });
    expect(artSize(1, 420, 420)).toEqual({ width: 420, height: 420 });
    expect(artSize(0.5, 400, 400)).toEqual({ width: 200, height: 400 });
    expect(hostOf("https://sarkifali.app/")).toBe("sarkifali.app");
    expect(hostOf("http://localhost:5000/x?y")).toBe("localhost:5000");
  });

  it("prints the host and the draw's short path, the host alone without a code, nothing without a site", () => {
    expect(printedAddress("https://sarkifali.app/", "k7m2w9qpa3")).toBe("sarkifali.app/r/k7m2w9qpa3");
    expect(printedAddress("https://sarkifali.app", null)).toBe("sarkifali.app");
    expect(printedAddress(undefined, "k7m2w9qpa3")).toBe("");
    expect(printedAddress("", "k7m2w9qpa3")).toBe("");
  });
});
