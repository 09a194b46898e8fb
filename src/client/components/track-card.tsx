import { ExternalLink, Headphones } from "lucide-react";
import type { ReactNode } from "react";
import { T } from "@/shared/texts";
import { coverSource, linkProvider, PROVIDER_NAMES, ProviderAttribution } from "./media-attribution";
import { TrackCover } from "./track-cover";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";
import { Card } from "./ui/card";

/** "Spotify'da aç", "YouTube'da aç", "YouTube'da ara" for a search (ready-made lists) or "Kaynağında aç". */
export function openLabel(url: string): string {
  const provider = linkProvider(url);
  if (provider === "youtube" && new URL(url).pathname === "/results") return "YouTube'da ara";
  return provider ? `${PROVIDER_NAMES[provider]}'da aç` : "Kaynağında aç";
}

export interface TrackCardProps {
  number: string;
  title: string;
  artist: string;
  image?: string | null;
  previewUrl?: string | null;
  externalUrl?: string | null;
  /** how often the person played it, when the list is their listening history (CSV) */
  plays?: number | null;
  /** the cover is the page's main image: load it at once */
  eagerCover?: boolean;
  /** only the cover for now: the staged reveal mounts the title and the rest a frame later */
  coverOnly?: boolean;
  testId?: string;
  children?: ReactNode;
}

/**
 * A drawn track: cover (or the vinyl placeholder) with its provider's mark beneath it, '#number',
 * title, artist, preview, link. Nothing is drawn over the cover (ADR 020).
 */
export function TrackCard(props: TrackCardProps) {
  const cover = coverSource(props.image, props.externalUrl);
  return (
    <Card className="overflow-hidden" data-testid={props.testId}>
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
        <div
          className="mx-auto flex w-full max-w-[260px] shrink-0 flex-col items-center gap-2 sm:mx-0 sm:w-48"
          data-part="cover"
        >
          <TrackCover
            image={props.image}
            link={props.externalUrl}
            title={props.title}
            eager={props.eagerCover}
            className="w-full rounded-lg shadow-lg"
          />
          {cover.provider && cover.link && (
            <ProviderAttribution provider={cover.provider} link={cover.link} title={props.title} />
          )}
        </div>
        {!props.coverOnly && (
          <div className="min-w-0 flex-1 space-y-3 text-center sm:text-left" data-part="title">
            <Badge variant="gold" className="max-w-full truncate px-3 py-1 text-sm shadow-md">
              <span data-testid="drawn-number">#{props.number}</span>
            </Badge>
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
              {props.plays != null && (
                <p
                  className="mt-1.5 inline-flex items-center gap-1.5 text-muted-foreground text-sm"
                  data-testid="track-plays"
                >
                  <Headphones className="size-4 text-gold" aria-hidden />
                  {T.play.plays(props.plays)}
                </p>
              )}
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
        )}
      </div>
      {props.children}
    </Card>
  );
}
