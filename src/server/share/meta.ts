/**
 * The <head> of /result/{id} as the server sends it: page title, description and the social-preview
 * tags (Open Graph, Twitter card), written into the built index.html. Crawlers of messaging apps run
 * no JavaScript, so these must be in the HTML itself. Every value is escaped for an HTML attribute.
 */

import type { PublicDraw } from "@/shared/api/draws";
import { stripInvisible } from "@/shared/invisible";
import { SPREAD_LABELS } from "@/shared/limits";
import { drawImagePath } from "@/shared/share-themes";
import { T } from "@/shared/texts";
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

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for an HTML attribute value or element text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const SCRIPT_TEXT_ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for the text of a `<script type="application/json">`: `<`, `>` and `&` are written as
 * \u escapes (the same value to JSON.parse), so no `</script>` or `<!--` in a title or comment can
 * end the element or change how the HTML parser reads it.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_TEXT_ESCAPES[c]!);
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

function tag(attr: "name" | "property", key: string, value: string): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
}

const TITLE = /<title(?:\s[^>]*)?>[\s\S]*?<\/title\s*>/gi;
const DESCRIPTION = /<meta\s[^>]*name\s*=\s*(["']?)description\1(?=[\s/>])[^>]*>/gi;
/** Preview tags the page may already carry; ours replace them. */
const PREVIEW = /<meta\s[^>]*(?:property|name)\s*=\s*["']?(?:og:|twitter:)[^>]*>/gi;
const CANONICAL = /<link\s[^>]*rel\s*=\s*(["']?)canonical\1(?=[\s/>])[^>]*>/gi;
const ROBOTS = /<meta\s[^>]*name\s*=\s*(["']?)robots\1(?=[\s/>])[^>]*>/gi;
/** Stands where the old <title> was until the new block takes its place. */
const MARKER = "\ue000sarki-fali-head\ue000";

/**
 * Writes the page title and preview tags of a shared draw into index.html's <head>: the existing
 * <title> and <meta name="description"> are replaced (never doubled), the rest goes in their place.
 * With `meta` null the page gets a not-found title; `status404` also asks search engines not to
 * index it.
 */
export function renderResultHead(
  indexHtml: string,
  meta: ResultMeta | null,
  options: { status404?: boolean } = {},
): string {
  const lines: string[] = [];
  if (meta) {
    const title = plainLine(meta.title);
    const description = plainLine(meta.description);
    const alt = truncate(plainLine(meta.imageAlt ?? meta.title), ALT_MAX);
    lines.push(
      `<title>${escapeHtml(title)}</title>`,
      tag("name", "description", description),
      `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
      tag("property", "og:type", "website"),
      tag("property", "og:site_name", SITE_NAME),
      tag("property", "og:locale", "tr_TR"),
      tag("property", "og:title", title),
      tag("property", "og:description", description),
      tag("property", "og:url", meta.url),
      tag("property", "og:image", meta.image),
    );
    if (meta.imageWidth) lines.push(tag("property", "og:image:width", String(meta.imageWidth)));
    if (meta.imageHeight) lines.push(tag("property", "og:image:height", String(meta.imageHeight)));
    lines.push(
      tag("property", "og:image:alt", alt),
      tag("name", "twitter:card", "summary_large_image"),
      tag("name", "twitter:title", title),
      tag("name", "twitter:description", description),
      tag("name", "twitter:image", meta.image),
      tag("name", "twitter:image:alt", alt),
    );
  } else {
    lines.push(`<title>${escapeHtml(`${T.result.notFound} | ${SITE_NAME}`)}</title>`);
  }
  if (options.status404) lines.push(tag("name", "robots", "noindex"));

  // Remove what is replaced; remember where the title stood to put the new block there.
  let placed = false;
  let html = indexHtml.replaceAll(MARKER, "").replace(TITLE, () => {
    if (placed) return "";
    placed = true;
    return MARKER;
  });
  if (meta) {
    html = html.replace(DESCRIPTION, "").replace(PREVIEW, "").replace(CANONICAL, "");
  }
  if (options.status404) html = html.replace(ROBOTS, "");

  const block = lines.join("\n    ");
  if (placed) return html.replace(MARKER, () => block);
  if (/<\/head\s*>/i.test(html)) return html.replace(/<\/head\s*>/i, (end) => `  ${block}\n  ${end}`);
  if (/<head(?:\s[^>]*)?>/i.test(html))
    return html.replace(/<head(?:\s[^>]*)?>/i, (start) => `${start}\n    ${block}`);
  return `${block}\n${html}`;
}

/** The head of a shared draw's page: title, description, address and preview image. */
export function drawMeta(
  draw: PublicDraw,
  publicUrl: string,
): ResultMeta & { imageWidth: number; imageHeight: number; imageAlt: string } {
  const base = publicUrl.replace(/\/+$/, "");
  const id = encodeURIComponent(draw.id);
  const headline = truncate(plainLine(draw.headline), TITLE_HEADLINE_MAX);
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

  const comment = plainLine(draw.short);
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
