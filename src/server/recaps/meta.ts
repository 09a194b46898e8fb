/** The <head> of a shared recap's page (/ozet/{id}): title, description, preview image. */
import type { PublicRecap } from "@/shared/api/recaps";
import { pagePath } from "@/shared/routes";
import { SHARE_IMAGE_VERSION } from "@/shared/share-themes";
import { DESCRIPTION_MAX, type ResultMeta, SITE_NAME, truncate } from "../share/meta";
import { oneLine } from "../text";

const TRACK_MAX = 45;

/** The story image's address; the renderer's version is in it, so a new picture is a new address. */
export function recapImagePath(id: string): string {
  return `/api/og/recap/${encodeURIComponent(id)}?format=story&v=${SHARE_IMAGE_VERSION}`;
}

export function recapMeta(recap: PublicRecap, id: string, publicUrl: string): ResultMeta {
  const base = publicUrl.replace(/\/+$/, "");
  const track = truncate(oneLine(recap.topTrack.trackTitle), TRACK_MAX);
  const artist = truncate(oneLine(recap.topTrack.trackArtist), TRACK_MAX);
  const title = `Ayın Falı: ${recap.label}${track ? ` — «${track}»` : ""} | ${SITE_NAME}`;
  const description = truncate(
    `${recap.label}: ${recap.total} fal, en çok çıkan şarkı «${track}»${artist ? ` (${artist})` : ""}, şanslı sayı ${recap.luckyNumber.number}. ${recap.closing}`,
    DESCRIPTION_MAX,
  );
  return {
    title,
    description,
    url: `${base}${pagePath("recap", { key: id })}`,
    image: `${base}${recapImagePath(id)}`,
    imageWidth: 1080,
    imageHeight: 1920,
    imageAlt: `${SITE_NAME}, Ayın Falı kartı: ${recap.label}, ${recap.total} fal, ayın şarkısı «${track}»`,
  };
}
