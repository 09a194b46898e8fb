/** What the shared page hands to other apps: the text, the link and the story image. */
import type { PublicDraw } from "@/shared/api-types";
import { pagePath } from "@/shared/routes";
import { DEFAULT_SHARE_THEME, drawImagePath, type ShareThemeId } from "@/shared/share-themes";
import { T } from "@/shared/texts";

// shared with the friend link on /play
export { copyText, whatsappHref } from "@/client/lib/share-links";

/** Spec section 9: the share text falls back to the first 100 characters of the comment. */
export const SHARE_TEXT_FALLBACK_LENGTH = 100;

export function shareText(draw: Pick<PublicDraw, "headline" | "short">): string {
  const headline = draw.headline.trim();
  if (headline) return headline;
  return Array.from(draw.short.trim()).slice(0, SHARE_TEXT_FALLBACK_LENGTH).join("");
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The tab title; the same wording the server writes into the page's <head> for link previews. */
export function pageTitle(draw: Pick<PublicDraw, "headline" | "trackTitle">): string {
  const headline = oneLine(draw.headline);
  const track = oneLine(draw.trackTitle);
  if (headline && track) return `${headline} — «${track}» | ${T.brand}`;
  if (headline) return `${headline} | ${T.brand}`;
  if (track) return `«${track}» falı | ${T.brand}`;
  return `Müzik falı | ${T.brand}`;
}

export function resultPath(id: string): string {
  return pagePath("result", { id });
}

export function resultUrl(id: string, origin: string): string {
  return `${origin}${resultPath(id)}`;
}

export function tweetHref(text: string, url: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

/** The story image in the draw's design (the design is in the address, so a new one is fetched anew). */
export function storyImagePath(id: string, shareTheme: ShareThemeId = DEFAULT_SHARE_THEME): string {
  return drawImagePath(id, shareTheme, "story");
}
