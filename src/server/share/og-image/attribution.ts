/**
 * Whose artwork a cover is, told by the address it comes from, and how the images credit it
 * (ADR 019). Only artwork we can credit as its provider asks is drawn: anything else (a CSV row's
 * image from elsewhere, no image at all) gets our own vinyl placeholder.
 */
export type ArtworkProvider = "spotify" | "youtube";

const SPOTIFY_HOSTS = [/(^|\.)scdn\.co$/i, /(^|\.)spotifycdn\.com$/i];
const YOUTUBE_HOSTS = [/(^|\.)ytimg\.com$/i, /(^|\.)ggpht\.com$/i];

const SPOTIFY_LINKS = [/^open\.spotify\.com$/i];
const YOUTUBE_LINKS = [/(^|\.)youtube\.com$/i, /^youtu\.be$/i];

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.hostname : null;
  } catch {
    return null;
  }
}

/**
 * Whose artwork the draw's cover is: the image's own host when it is a provider's image host
 * (i.scdn.co, i.ytimg.com, ...), else the provider the track links to (covers are only ever fetched
 * from MEDIA_ALLOWED_HOSTS, the providers' image hosts in a deployment). null: no image, or an
 * image nobody can be credited for (the vinyl is drawn).
 */
export function artworkProvider(
  imageUrl: string | null | undefined,
  trackUrl?: string | null,
): ArtworkProvider | null {
  const image = hostOf(imageUrl);
  if (!image) return null;
  if (SPOTIFY_HOSTS.some((re) => re.test(image))) return "spotify";
  if (YOUTUBE_HOSTS.some((re) => re.test(image))) return "youtube";
  const link = hostOf(trackUrl);
  if (!link) return null;
  if (SPOTIFY_LINKS.some((re) => re.test(link))) return "spotify";
  if (YOUTUBE_LINKS.some((re) => re.test(link))) return "youtube";
  return null;
}

/** The words beside the artwork: a caption and the provider's name (its own text node). */
export const ATTRIBUTION: Record<ArtworkProvider, { caption: string; name: string }> = {
  spotify: { caption: "Kapak görseli ve şarkı bilgisi:", name: "Spotify" },
  youtube: { caption: "Video görseli:", name: "YouTube" },
};
