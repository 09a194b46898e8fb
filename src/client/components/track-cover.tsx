import { useState } from "react";
import { cn } from "@/client/lib/utils";

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

/** A track's cover, or a vinyl placeholder when there is none or it fails to load. */
export function TrackCover({
  src,
  className,
  eager = false,
}: {
  src: string | null | undefined;
  className?: string;
  /** the cover is the page's main image: load it at once */
  eager?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <div className={cn("relative shrink-0 overflow-hidden bg-secondary", className)}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <VinylPlaceholder />
      )}
    </div>
  );
}
