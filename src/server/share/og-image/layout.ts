/**
 * The designs of the shared images, one module each (designs/*.ts, built from parts.ts), and the
 * element tree of one draw in one design and format.
 */
import { DEFAULT_SHARE_THEME, type ShareThemeId } from "@/shared/share-themes";
import type { LoadedFonts } from "../fonts";
import { altin } from "./designs/altin";
import { gece } from "./designs/gece";
import { klasik } from "./designs/klasik";
import { pastel } from "./designs/pastel";
import { spread } from "./designs/spread";
import { type CoverSlot, type Design, type El, texts } from "./parts";
import type { DrawImageFormat, DrawImageInput } from "./types";

export { badgeText, clip, type El } from "./parts";

export const DESIGNS: Record<ShareThemeId, Design> = { klasik, gece, altin, pastel };

/**
 * The design of a draw's images: a three-song spread has its own (three records, labelled), in
 * whatever share theme; a single draw the one its owner chose.
 */
export function designOf(theme: ShareThemeId | undefined, draw?: Pick<DrawImageInput, "kind">): Design {
  if (draw?.kind === "spread") return spread;
  return DESIGNS[theme ?? DEFAULT_SHARE_THEME] ?? klasik;
}

/** The element tree of the image in the given design and format. */
export function drawLayout(
  draw: DrawImageInput,
  format: DrawImageFormat,
  fonts: LoadedFonts,
  brandUrl: string | undefined,
  cover: CoverSlot,
  theme?: ShareThemeId,
): El {
  return designOf(theme, draw).layout({ t: texts(draw, fonts, brandUrl), draw, format, cover });
}
