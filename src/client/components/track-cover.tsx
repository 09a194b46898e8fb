import { useState } from "react";
import { cn } from "@/client/lib/utils";
import { coverSource, PROVIDER_NAMES } from "./media-attribution";

/**
 * The record drawn where a track has no cover: the same vinyl with a gold label as the preview
 * image's placeholder, so a shared link and the page it opens look alike.
 */
function VinylPlaceholder() {
  return (
    <div
      className="flex size-full items-center justify-center bg-[linear-gradient(135deg,#2a1b5e,#4a2379)] p-[8%]"
      data-testid="cover-placeholder"
    >
      <div
        className="aspect-square w-full rounded-full shadow-[0_4px_18px_rgb(0_0_0/0.5)] ring-1 ring-white/10"
        style={{
          background: [
            "radial-gradient(circle at 50% 50%, #0d0b21 0 3%, transparent 3.5%)",
            "radial-gradient(circle at 50% 50%, #f8dc8f 0, #c9932f 29%, transparent 29.5%)",
            "radial-gradient(circle at 35% 30%, rgb(255 255 255 / 0.14), transparent 45%)",
            "repeating-radial-gradient(circle at 50% 50%, #17142a 0 2.5%, #110f20 2.5% 5%)",
          ].join(", "),
        }}
      />
    </div>
  );
}

/**
 * A track's cover as its provider's rules allow (ADR 020): Spotify art or a YouTube thumbnail, whole
 * (object-contain in a box of its own shape, square for Spotify and 16:9 for YouTube, or in a
 * square box where a list needs one), nothing drawn
 * over it, linking to the track; the vinyl placeholder when there is no such cover, when the
 * image is not the provider's own, or when it fails to load. The provider's mark goes beside it
 * (`ProviderAttribution`), never on it.
 */
export function TrackCover({
  image,
  link,
  title,
  className,
  eager = false,
  shape = "fit",
}: {
  image: string | null | undefined;
  /** the track on its provider's site; a cover without one is shown as the vinyl */
  link: string | null | undefined;
  /** the track's title, for the cover link's label */
  title: string;
  /** size and corner radius of the box (Spotify allows 4 px on small, 8 px on large artwork) */
  className?: string;
  /** the cover is the page's main image: load it at once */
  eager?: boolean;
  /** "fit": a box of the cover's own shape; "square": always square, a thumbnail letterboxed in it */
  shape?: "fit" | "square";
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const cover = coverSource(image, link);
  const showImage = cover.src !== null && failedSrc !== cover.src;
  const box = cn(
    "relative block shrink-0 overflow-hidden",
    showImage && cover.provider === "youtube"
      ? cn("bg-black", shape === "fit" ? "aspect-video" : "aspect-square")
      : "aspect-square bg-secondary",
    className,
  );
  if (!showImage || !cover.link || !cover.provider) {
    return (
      <div className={box}>
        <VinylPlaceholder />
      </div>
    );
  }
  return (
    <a
      href={cover.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${PROVIDER_NAMES[cover.provider]}'da aç: ${title}`}
      className={cn(box, "focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2")}
      data-testid="track-cover"
      data-provider={cover.provider}
    >
      <img
        src={cover.src ?? undefined}
        alt=""
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="size-full object-contain"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(cover.src)}
      />
    </a>
  );
}
