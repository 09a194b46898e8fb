import { ExternalLink } from "lucide-react";
import { SPREAD_LABELS } from "@/shared/limits";
import { coverSource, ProviderAttribution } from "./media-attribution";
import { openLabel } from "./track-card";
import { TrackCover } from "./track-cover";
import { Card } from "./ui/card";

export interface SpreadSong {
  number: string;
  title: string;
  artist: string;
  image?: string | null;
  externalUrl?: string | null;
}

/**
 * The three songs of a 'Geçmiş · Şimdi · Gelecek' spread, each under its label: one compact row
 * each on a phone, three columns from medium screens. The cover keeps its provider's mark beneath
 * it and nothing over it (ADR 020).
 */
export function SpreadSongs({ songs, testId }: { songs: readonly SpreadSong[]; testId: string }) {
  return (
    <div className="grid gap-3 md:grid-cols-3" data-testid={testId}>
      {songs.map((song, i) => {
        const cover = coverSource(song.image, song.externalUrl);
        const label = SPREAD_LABELS[i] ?? "";
        return (
          <Card
            key={label || i}
            className="flex items-center gap-4 p-3.5 md:flex-col md:items-stretch md:p-4"
            data-testid={`${testId}-${i}`}
            data-part="spread-song"
            aria-label={`${label}: ${song.title}`}
          >
            <div className="flex w-24 shrink-0 flex-col items-center gap-1.5 md:w-full">
              <TrackCover
                image={song.image}
                link={song.externalUrl}
                title={song.title}
                eager={i === 0}
                className="w-full rounded-md shadow-md"
              />
              {cover.provider && cover.link && (
                <ProviderAttribution
                  provider={cover.provider}
                  link={cover.link}
                  title={song.title}
                  className="gap-1 text-xs"
                />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 font-semibold text-mystic text-xs uppercase tracking-[0.18em] dark:text-gold">
                {label}
                <span className="rounded-full bg-gold/20 px-2 py-0.5 text-[11px] text-foreground tracking-normal">
                  #{song.number}
                </span>
              </p>
              <h3
                className="mt-1 break-words font-display font-bold text-2xl leading-tight"
                data-testid="track-title"
              >
                {song.title}
              </h3>
              <p className="truncate text-muted-foreground" data-testid="track-artist">
                {song.artist}
              </p>
              {song.externalUrl && (
                <a
                  href={song.externalUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1.5 inline-flex min-h-8 items-center gap-1.5 rounded-sm text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <ExternalLink className="size-3.5" aria-hidden />
                  {openLabel(song.externalUrl)}
                </a>
              )}
            </div>
          </Card>
        );
      })}
    </div>
  );
}
