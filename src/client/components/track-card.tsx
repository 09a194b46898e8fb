import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { TrackCover } from "./track-cover";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";
import { Card } from "./ui/card";

export function providerOf(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    if (/(^|\.)youtube\.com$|^youtu\.be$/.test(host)) return "YouTube";
    if (/(^|\.)spotify\.com$/.test(host)) return "Spotify";
  } catch {
    // not a URL: no provider name
  }
  return null;
}

/** "Spotify'da aç", "YouTube'da aç", "YouTube'da dinle" for a search (ready-made lists) or "Kaynağında aç". */
export function openLabel(url: string): string {
  const provider = providerOf(url);
  if (provider === "YouTube" && new URL(url).pathname === "/results") return "YouTube'da dinle";
  return provider ? `${provider}'da aç` : "Kaynağında aç";
}

export interface TrackCardProps {
  number: string;
  title: string;
  artist: string;
  image?: string | null;
  previewUrl?: string | null;
  externalUrl?: string | null;
  /** the cover is the page's main image: load it at once */
  eagerCover?: boolean;
  testId?: string;
  children?: ReactNode;
}

/** A drawn track: cover (or the vinyl placeholder), '#number', title, artist, preview, link. */
export function TrackCard(props: TrackCardProps) {
  return (
    <Card className="overflow-hidden" data-testid={props.testId}>
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="relative mx-auto w-full max-w-[260px] shrink-0 sm:mx-0 sm:w-48" data-part="cover">
          <TrackCover
            src={props.image}
            eager={props.eagerCover}
            className="aspect-square w-full rounded-xl shadow-lg"
          />
          <Badge
            variant="gold"
            className="absolute top-2 left-2 max-w-[calc(100%-1rem)] truncate px-3 py-1 text-sm shadow-md"
          >
            <span data-testid="drawn-number">#{props.number}</span>
          </Badge>
        </div>
        <div className="min-w-0 flex-1 space-y-3 text-center sm:text-left" data-part="title">
          <div>
            <h2
              className="break-words font-display font-bold text-3xl leading-tight"
              data-testid="track-title"
            >
              {props.title}
            </h2>
            <p className="mt-1 text-lg text-muted-foreground" data-testid="track-artist">
              {props.artist}
            </p>
          </div>
          {props.previewUrl && (
            // biome-ignore lint/a11y/useMediaCaption: a 30-second music preview has no speech to caption
            <audio
              controls
              preload="none"
              src={props.previewUrl}
              className="w-full"
              aria-label="Şarkı önizlemesi"
            />
          )}
          {props.externalUrl && (
            <Button asChild variant="outline" size="sm">
              <a
                href={props.externalUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="streaming-link"
              >
                <ExternalLink aria-hidden />
                {openLabel(props.externalUrl)}
              </a>
            </Button>
          )}
        </div>
      </div>
      {props.children}
    </Card>
  );
}
