/** What the preview image of a shared draw is drawn from, and its two sizes. */
import type { PublicDraw } from "@/shared/api/draws";
import { SHARE_IMAGE_VERSION, type ShareThemeId } from "@/shared/share-themes";
import type { ArtworkProvider } from "./attribution";

/** Part of the image cache key and address: raise SHARE_IMAGE_VERSION whenever a picture changes. */
export const OG_IMAGE_VERSION = SHARE_IMAGE_VERSION;

export type DrawImageFormat = "og" | "story";
/** `kind` and `spread`: a three-song spread is drawn in its own design (designs/spread.ts). */
export type DrawImageInput = Pick<
  PublicDraw,
  "number" | "trackTitle" | "trackArtist" | "headline" | "short" | "theme"
> & { shortCode?: string | null } & Partial<Pick<PublicDraw, "kind" | "spread">>;
export interface CoverImage {
  bytes: Uint8Array;
  contentType: string;
}
export interface DrawImageOptions {
  cover: CoverImage | null;
  format: DrawImageFormat;
  /** the site's address: its host and the draw's short path are shown in the footer ('sarkifali.app/r/k7m2w9qpa3') */
  brandUrl?: string;
  /** whose artwork `cover` is; null or absent: the cover is not drawn (the vinyl is) */
  artwork?: ArtworkProvider | null;
  /** the design (default 'klasik') */
  shareTheme?: ShareThemeId;
}

export const IMAGE_SIZE: Record<DrawImageFormat, { width: number; height: number }> = {
  og: { width: 1200, height: 630 },
  story: { width: 1080, height: 1920 },
};

/** A picture drawn with shapes, as an image address satori and resvg both read. */
export function svgUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
