/**
 * The <head> of /result/{id} as the server sends it: page title, description and the social-preview
 * tags (Open Graph, Twitter card), as data the page template writes (pages/template.ts, which
 * escapes every value). Crawlers of messaging apps run no JavaScript, so these must be in the HTML
 * itself.
 */

import type { PublicDraw } from "@/shared/api/draws";
import { stripInvisible } from "@/shared/invisible";
import { SPREAD_LABELS } from "@/shared/limits";
import { drawImagePath } from "@/shared/share-themes";
import { T } from "@/shared/texts";
import { previewTexts } from "../draws/public-view";
import type { Tag } from "../pages/html";
import { clip, oneLine } from "../text";

export const SITE_NAME = T.brand;
const SPREAD_NAME = T.spread.title;
export const DESCRIPTION_MAX = 150;
const TITLE_HEADLINE_MAX = 70;
const TITLE_TRACK_MAX = 45;
const ALT_MAX = 200;

export interface ResultMeta {
  title: string;
  description: string;
  /** the canonical address of the page */
  url: string;
  /** the absolute address of the preview image */
  image: string;
  imageWidth?: number;
  imageHeight?: number;
  /** text alternative of the image; the title when absent */
  imageAlt?: string;
}

/**
 * One line of plain text: control characters dropped, invisible format characters (bidi overrides
 * that would reorder a share title) removed, whitespace collapsed.
 */
function plainLine(text: string): string {
  return oneLine(stripInvisible(text).replace(/[\p{Cc}\u2028\u2029]/gu, " "));
}

/**
 * Cuts text to at most `max` characters (code points, so an emoji is never split), at a word
 * boundary where one is near, ending with '…'. The result, '…' included, is at most `max` long.
 */
export function truncate(text: string, max: number): string {
  return clip(text, max, { minWordShare: 0.6 });
}

const metaTag = (attr: "name" | "property", key: string, content: string): Tag => ({
  name: "meta",
  attributes: { [attr]: key, content },
});

/**
 * The head tags of a shared draw's page: title, description, canonical address and preview tags
 * (they replace the template's title and description, pages/template.ts). With `meta` null the
 * page gets a not-found title; `status404` also asks search engines not to index it.
 */
export function resultHeadTags(meta: ResultMeta | null, options: { status404?: boolean } = {}): Tag[] {
  const tags: Tag[] = [];
  if (meta) {
    const title = plainLine(meta.title);
    const description = plainLine(meta.description);
    const alt = truncate(plainLine(meta.imageAlt ?? meta.title), ALT_MAX);
    tags.push(
      { name: "title", text: title },
      metaTag("name", "description", description),
      { name: "link", attributes: { rel: "canonical", href: meta.url } },
      metaTag("property", "og:type", "website"),
      metaTag("property", "og:site_name", SITE_NAME),
      metaTag("property", "og:locale", "tr_TR"),
      metaTag("property", "og:title", title),
      metaTag("property", "og:description", description),
      metaTag("property", "og:url", meta.url),
      metaTag("property", "og:image", meta.image),
    );
    if (meta.imageWidth) tags.push(metaTag("property", "og:image:width", String(meta.imageWidth)));
    if (meta.imageHeight) tags.push(metaTag("property", "og:image:height", String(meta.imageHeight)));
    tags.push(
      metaTag("property", "og:image:alt", alt),
      metaTag("name", "twitter:card", "summary_large_image"),
      metaTag("name", "twitter:title", title),
      metaTag("name", "twitter:description", description),
      metaTag("name", "twitter:image", meta.image),
      metaTag("name", "twitter:image:alt", alt),
    );
  } else {
    tags.push({ name: "title", text: `${T.result.notFound} | ${SITE_NAME}` });
  }
  if (options.status404) tags.push(metaTag("name", "robots", "noindex"));
  return tags;
}

/** The head of a shared draw's page: title, description, address and preview image. */
export function drawMeta(
  draw: PublicDraw,
  publicUrl: string,
): ResultMeta & { imageWidth: number; imageHeight: number; imageAlt: string } {
  const base = publicUrl.replace(/\/+$/, "");
  const id = encodeURIComponent(draw.id);
  // a link preview never carries the question, shown on the page or not (ADR 038)
  const texts = previewTexts(draw);
  const headline = truncate(plainLine(texts.headline), TITLE_HEADLINE_MAX);
  const track = truncate(plainLine(draw.trackTitle), TITLE_TRACK_MAX);
  const artist = truncate(plainLine(draw.trackArtist), TITLE_TRACK_MAX);

  // a spread's three songs, past first: its title names the spread, its image's text all three
  const songs =
    draw.kind === "spread" && draw.spread ? [draw.trackTitle, ...draw.spread.map((c) => c.trackTitle)] : null;

  let title: string;
  if (songs && headline) title = `${headline} — ${SPREAD_NAME} | ${SITE_NAME}`;
  else if (songs) title = `${SPREAD_NAME} falı | ${SITE_NAME}`;
  else if (headline && track) title = `${headline} — «${track}» | ${SITE_NAME}`;
  else if (headline) title = `${headline} | ${SITE_NAME}`;
  else if (track) title = `«${track}» falı | ${SITE_NAME}`;
  else title = `Müzik falı | ${SITE_NAME}`;

  const comment = plainLine(texts.short);
  // Spec section 9: the meta description is the first 150 characters of the comment.
  const description = comment
    ? Array.from(comment).slice(0, DESCRIPTION_MAX).join("").trimEnd()
    : truncate(
        `${track ? `«${track}»${artist ? ` (${artist})` : ""} şarkısıyla çekilen bir müzik falı. ` : ""}Bir sayı seç, şarkın seni bulsun.`,
        DESCRIPTION_MAX,
      );

  const songLine = songs
    ? SPREAD_LABELS.map(
        (label, i) => `${label} «${truncate(plainLine(songs[i] ?? ""), TITLE_TRACK_MAX)}»`,
      ).join(", ")
    : track
      ? `«${track}»${artist ? ` — ${artist}` : ""}`
      : "";
  const alt = [`${SITE_NAME} kartı`, songLine, headline].filter(Boolean).join(": ");

  return {
    title,
    description,
    url: `${base}/result/${id}`,
    // the design and renderer version are in the address: a new choice is a new picture to chat apps
    image: `${base}${drawImagePath(draw.id, draw.shareTheme)}`,
    imageWidth: 1200,
    imageHeight: 630,
    imageAlt: alt,
  };
}
