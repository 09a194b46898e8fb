/**
 * The room's group story image (1080x1920): every member's name and song, no numbers' questions
 * (a room has none), in the app's night-sky colours. Laid out by satori with the share fonts
 * (both subsets, so ğ ş İ draw), painted by resvg.
 */
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { drawableText, loadFonts, SANS, SERIF } from "../share/fonts";
import { clip } from "../text";

export const ROOM_STORY_SIZE = { width: 1080, height: 1920 } as const;

export interface RoomStoryMember {
  name: string;
  trackTitle: string;
  trackArtist: string;
}

type El = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): El => ({
  type,
  props: { style, children },
});

/** The image as SVG (exported for tests). */
export async function renderRoomStorySvg(
  code: string,
  members: readonly RoomStoryMember[],
  onMissingGlyph?: (segment: string) => void,
): Promise<string> {
  const fonts = await loadFonts();
  const sans = (t: string) => drawableText(t, fonts.sans);
  const rows = members.slice(0, 12).map((m) =>
    el(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        paddingTop: 18,
        paddingBottom: 18,
        borderBottom: "2px solid rgba(244,196,84,0.25)",
      },
      [
        el("div", { fontFamily: SANS, fontSize: 34, color: "#f4c454" }, clip(sans(m.name), 24)),
        el(
          "div",
          { fontFamily: SERIF, fontSize: 48, color: "#ffffff", fontWeight: 700 },
          clip(sans(m.trackTitle), 40),
        ),
        el("div", { fontFamily: SANS, fontSize: 30, color: "#c9c3e6" }, clip(sans(m.trackArtist), 48)),
      ],
    ),
  );
  const tree = el(
    "div",
    {
      width: 1080,
      height: 1920,
      display: "flex",
      flexDirection: "column",
      paddingTop: 120,
      paddingBottom: 100,
      paddingLeft: 90,
      paddingRight: 90,
      backgroundImage: "linear-gradient(180deg, #120c2e 0%, #2a1b5e 60%, #4a2379 100%)",
    },
    [
      el("div", { fontFamily: SERIF, fontSize: 96, color: "#f4c454", fontWeight: 700 }, "Fal Odası"),
      el(
        "div",
        { fontFamily: SANS, fontSize: 36, color: "#c9c3e6", marginBottom: 40 },
        `Oda ${code} · Şarkı Falı`,
      ),
      el("div", { display: "flex", flexDirection: "column", width: 900 }, rows),
    ],
  );
  // satori's element type is React's; this tree is the plain object form it reads
  return satori(tree as unknown as Parameters<typeof satori>[0], {
    ...ROOM_STORY_SIZE,
    fonts: fonts.fonts,
    loadAdditionalAsset: onMissingGlyph
      ? async (_code, segment) => {
          onMissingGlyph(segment);
          return [];
        }
      : undefined,
  });
}

export async function renderRoomStory(
  code: string,
  members: readonly RoomStoryMember[],
): Promise<Uint8Array> {
  const svg = await renderRoomStorySvg(code, members);
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: "off" });
  return image.asPng();
}
