import { Disc3, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Card } from "@/client/components/ui/card";
import type { Track } from "@/shared/api";

function providerOf(url: string): string {
  if (/youtube\.com|youtu\.be/.test(url)) return "YouTube";
  if (/spotify\.com/.test(url)) return "Spotify";
  return "kaynağında";
}

export function openLabel(url: string): string {
  const p = providerOf(url);
  return p === "kaynağında" ? "Kaynağında aç" : `${p}'da aç`;
}

/** The drawn track: cover (or a placeholder), '#number', title, artist, preview player, link. */
export function TrackResultCard({
  track,
  number,
  children,
}: {
  track: Track;
  number: string;
  children?: ReactNode;
}) {
  return (
    <Card className="overflow-hidden" data-testid="track-result">
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center">
        <div className="relative mx-auto aspect-square w-full max-w-[240px] shrink-0 overflow-hidden rounded-xl bg-secondary shadow-lg sm:mx-0 sm:w-44">
          {track.image ? (
            <img src={track.image} alt="" className="size-full object-cover" referrerPolicy="no-referrer" />
          ) : (
            <div className="flex size-full items-center justify-center" data-testid="cover-placeholder">
              <Disc3 className="size-16 text-muted-foreground/70" aria-hidden />
            </div>
          )}
          <Badge
            variant="gold"
            className="absolute top-2 left-2 max-w-[calc(100%-1rem)] truncate px-3 py-1 text-sm shadow-md"
          >
            <span data-testid="drawn-number">#{number}</span>
          </Badge>
        </div>
        <div className="min-w-0 flex-1 space-y-3 text-center sm:text-left">
          <div>
            <h2
              className="break-words font-display font-bold text-3xl leading-tight"
              data-testid="track-title"
            >
              {track.title}
            </h2>
            <p className="mt-1 text-lg text-muted-foreground" data-testid="track-artist">
              {track.artist}
            </p>
          </div>
          {track.previewUrl && (
            // biome-ignore lint/a11y/useMediaCaption: a 30-second music preview has no speech to caption
            <audio
              controls
              preload="none"
              src={track.previewUrl}
              className="w-full"
              aria-label="Şarkı önizlemesi"
            />
          )}
          {track.externalUrl && (
            <a
              href={track.externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded font-medium text-sm underline-offset-4 hover:text-gold hover:underline"
            >
              <ExternalLink className="size-4" aria-hidden />
              {openLabel(track.externalUrl)}
            </a>
          )}
        </div>
      </div>
      {children}
    </Card>
  );
}
