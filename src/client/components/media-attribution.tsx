/**
 * Whose artwork a track shows, and the provider's mark that must go with it (ADR 020).
 *
 * Spotify's design rules: artwork and metadata from Spotify are attributed with Spotify's logo,
 * the artwork is shown whole (not cropped, nothing drawn over it, only its corners rounded) and
 * links back to the track. YouTube's: a thumbnail is attributed to YouTube and links to its
 * video. So a cover is shown only when its link names the same provider whose servers the image
 * comes from; anything else (a CSV file's own picture, a cover without a link) gets our vinyl.
 */
import type { SVGProps } from "react";
import { cn } from "@/client/lib/utils";

export type MediaProvider = "spotify" | "youtube";

export const PROVIDER_NAMES: Record<MediaProvider, string> = { spotify: "Spotify", youtube: "YouTube" };

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

const under = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The provider a track's link leads to: open.spotify.com, youtube.com, music.youtube.com, youtu.be. */
export function linkProvider(url: string | null | undefined): MediaProvider | null {
  const host = hostOf(url);
  if (!host) return null;
  if (under(host, "spotify.com")) return "spotify";
  if (under(host, "youtube.com") || host === "youtu.be") return "youtube";
  return null;
}

/** The provider whose servers an image comes from (Spotify's and YouTube's image hosts). */
export function imageProvider(url: string | null | undefined): MediaProvider | null {
  const host = hostOf(url);
  if (!host) return null;
  if (under(host, "scdn.co") || under(host, "spotifycdn.com")) return "spotify";
  if (under(host, "ytimg.com") || under(host, "ggpht.com")) return "youtube";
  return null;
}

export interface CoverSource {
  /** the image to show, or null for the vinyl placeholder */
  src: string | null;
  /** who the cover (and the track's link) belongs to; null when it is nobody's we can name */
  provider: MediaProvider | null;
  /** the track on the provider's site, where the cover and the mark link to */
  link: string | null;
}

/** What a track's cover may show: the provider's art with its link, or the vinyl. */
export function coverSource(image: string | null | undefined, link: string | null | undefined): CoverSource {
  const provider = linkProvider(link);
  if (!provider) return { src: null, provider: null, link: null };
  const src = image && imageProvider(image) === provider ? image : null;
  return { src, provider, link: link ?? null };
}

function Mark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props} />
  );
}

/** Spotify's icon (simple-icons, CC0), in one colour: its green belongs on black or white only. */
export function SpotifyIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Mark {...props}>
      <path d="M12 0C5.4 0 0 5.4 0 12s5.4 12 12 12 12-5.4 12-12S18.66 0 12 0zm5.521 17.34c-.24.359-.66.48-1.021.24-2.82-1.74-6.36-2.101-10.561-1.141-.418.122-.779-.179-.899-.539-.12-.421.18-.78.54-.9 4.56-1.021 8.52-.6 11.64 1.32.42.18.479.659.301 1.02zm1.44-3.3c-.301.42-.841.6-1.262.3-3.239-1.98-8.159-2.58-11.939-1.38-.479.12-1.02-.12-1.14-.6-.12-.48.12-1.021.6-1.141C9.6 9.9 15 10.561 18.72 12.84c.361.181.54.78.241 1.2zm.12-3.36C15.24 8.4 8.82 8.16 5.16 9.301c-.6.179-1.2-.181-1.38-.721-.18-.601.18-1.2.72-1.381 4.26-1.26 11.28-1.02 15.721 1.621.539.3.719 1.02.419 1.56-.299.421-1.02.599-1.559.3z" />
    </Mark>
  );
}

/** YouTube's icon (simple-icons, CC0), in one colour. */
export function YouTubeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Mark {...props}>
      <path d="M23.498 6.186a3.016 3.016 0 0 0-2.122-2.136C19.505 3.545 12 3.545 12 3.545s-7.505 0-9.377.505A3.017 3.017 0 0 0 .502 6.186C0 8.07 0 12 0 12s0 3.93.502 5.814a3.016 3.016 0 0 0 2.122 2.136c1.871.505 9.376.505 9.376.505s7.505 0 9.377-.505a3.015 3.015 0 0 0 2.122-2.136C24 15.93 24 12 24 12s0-3.93-.502-5.814zM9.545 15.568V8.432L15.818 12l-6.273 3.568z" />
    </Mark>
  );
}

const ICONS: Record<MediaProvider, (props: SVGProps<SVGSVGElement>) => React.JSX.Element> = {
  spotify: SpotifyIcon,
  youtube: YouTubeIcon,
};

/**
 * The provider's mark and name beside its artwork, linking to the track: "[icon] Spotify". Never
 * drawn over the artwork. `title` names the track for screen readers ("Spotify'da aç: Gülpembe").
 */
export function ProviderAttribution({
  provider,
  link,
  title,
  className,
}: {
  provider: MediaProvider;
  link: string;
  title: string;
  className?: string;
}) {
  const Icon = ICONS[provider];
  const name = PROVIDER_NAMES[provider];
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${name}'da aç: ${title}`}
      data-testid="provider-attribution"
      data-provider={provider}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-sm font-semibold text-foreground/85 text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2",
        className,
      )}
    >
      {/* Spotify's smallest icon is 21 px */}
      <Icon className="size-[21px] shrink-0" />
      <span>{name}</span>
    </a>
  );
}
