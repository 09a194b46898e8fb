import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { describe, expect, it } from "vitest";
import { loadFonts } from "../fonts";
import { COVER_STAND_IN } from "./cover";
import { SKY_STAND_IN } from "./sky";
import { dropNoOpMasks, placeCover, placeSky } from "./svg-patch";
import { svgUrl } from "./types";

const RED = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#e33"/></svg>',
);
const SKY = '<rect width="200" height="100" fill="#123456"/>';

/** What satori itself writes for a card like ours: the sky, a rounded cover and a square image. */
async function satoriSvg(): Promise<string> {
  const layer = { position: "absolute", left: 0, top: 0 } as const;
  const tree = {
    type: "div",
    key: null,
    props: {
      style: { display: "flex", position: "relative", width: 200, height: 100 },
      children: [
        { type: "img", key: null, props: { src: SKY_STAND_IN, width: 200, height: 100, style: layer } },
        {
          type: "img",
          key: null,
          props: {
            src: COVER_STAND_IN,
            width: 60,
            height: 60,
            style: { ...layer, left: 10, top: 20, borderRadius: 12, objectFit: "cover" },
          },
        },
        {
          type: "img",
          key: null,
          props: { src: RED, width: 40, height: 40, style: { ...layer, left: 120, top: 30 } },
        },
      ],
    },
  };
  return satori(tree, { width: 200, height: 100, fonts: (await loadFonts()).fonts });
}

function pixels(svg: string): Buffer {
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: "off" }).render().pixels);
}

const imageTags = (svg: string) => svg.match(/<image [^>]*\/>/g) ?? [];

describe("on satori's real output", () => {
  it("finds one image tag per stand-in (the format the patches rely on)", async () => {
    const svg = await satoriSvg();
    expect(imageTags(svg).filter((t) => t.includes(`href="${SKY_STAND_IN}"`))).toHaveLength(1);
    expect(imageTags(svg).filter((t) => t.includes(`href="${COVER_STAND_IN}"`))).toHaveLength(1);
  });

  it("placeSky swaps the sky's stand-in image for the sky's markup", async () => {
    const svg = placeSky(await satoriSvg(), SKY);
    expect(svg).not.toContain(SKY_STAND_IN);
    expect(svg.split(SKY)).toHaveLength(2);
    expect(svg).toContain(`<g>${SKY}</g>`);
    // still a whole SVG resvg reads, painted with the sky's colour at a corner
    const p = pixels(svg);
    expect([...p.subarray(0, 3)]).toEqual([0x12, 0x34, 0x56]);
  });

  it("placeCover puts the cover in the stand-in's place, whole (meet: never cropped)", async () => {
    const cover = svgUrl('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"/>');
    const svg = placeCover(await satoriSvg(), cover);
    expect(svg).not.toContain(COVER_STAND_IN);
    const tag = imageTags(svg).find((t) => t.includes(`href="${cover}"`));
    expect(tag).toContain('preserveAspectRatio="xMidYMid meet"');
    expect(tag?.match(/preserveAspectRatio=/g)).toHaveLength(1);
  });

  it("dropNoOpMasks drops masks and clips that change nothing, keeps the rounded clip, same pixels", async () => {
    const svg = placeSky(await satoriSvg(), SKY);
    const dropped = dropNoOpMasks(svg);
    const before =
      imageTags(svg)
        .join("")
        .match(/(mask|clip-path)="url/g)?.length ?? 0;
    const after =
      imageTags(dropped)
        .join("")
        .match(/(mask|clip-path)="url/g)?.length ?? 0;
    expect(after).toBeLessThan(before);
    // the rounded cover keeps its clip (a path, not a rectangle)
    const coverTag = imageTags(dropped).find((t) => t.includes(COVER_STAND_IN));
    expect(coverTag).toMatch(/clip-path="url\(#/);
    expect(pixels(dropped).equals(pixels(svg))).toBe(true);
  });
});

describe("on hand-written SVG", () => {
  const mask = '<mask id="m"><rect x="0" y="0" width="50" height="50" fill="#fff"/></mask>';

  it("leaves an SVG without stand-ins as it is", () => {
    const svg = '<svg><image x="0" y="0" width="5" height="5" href="data:x"/></svg>';
    expect(placeSky(svg, SKY)).toBe(svg);
    expect(placeCover(svg, "data:y")).toBe(svg);
  });

  it("drops a mask that contains its image, keeps one that does not or that it cannot find", () => {
    const inside = `<svg>${mask}<image x="10" y="10" width="20" height="20" href="a" mask="url(#m)"/></svg>`;
    expect(dropNoOpMasks(inside)).not.toContain('mask="url(#m)"');
    const overflowing = `<svg>${mask}<image x="10" y="10" width="60" height="20" href="a" mask="url(#m)"/></svg>`;
    expect(dropNoOpMasks(overflowing)).toBe(overflowing);
    const unknown = `<svg><image x="0" y="0" width="5" height="5" href="a" mask="url(#nope)"/></svg>`;
    expect(dropNoOpMasks(unknown)).toBe(unknown);
  });
});
