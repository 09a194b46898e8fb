import { TrackCover } from "./track-cover";

export interface RankedTrack {
  trackTitle: string;
  trackArtist: string;
  trackImage: string | null;
  count: number;
}

/**
 * One row of a "most drawn songs" list (history's popular tracks, /stats): place, cover, title,
 * artist and how many times. No link to the track here, so no provider's art either (ADR 020):
 * the vinyl placeholder.
 */
export function RankedTrackRow({
  track,
  place,
  testId,
}: {
  track: RankedTrack;
  place: number;
  testId?: string;
}) {
  return (
    <li className="flex items-center gap-3 rounded-xl px-2 py-1.5" data-testid={testId}>
      <span
        className="w-5 shrink-0 text-center font-semibold text-mystic text-sm tabular-nums dark:text-gold"
        aria-hidden
      >
        {place}
      </span>
      <TrackCover
        image={track.trackImage}
        link={null}
        title={track.trackTitle}
        className="size-10 rounded-lg"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-sm">{track.trackTitle}</p>
        <p className="truncate text-muted-foreground text-xs">{track.trackArtist}</p>
      </div>
      <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground text-xs tabular-nums">
        {track.count.toLocaleString("tr-TR")} kez
      </span>
    </li>
  );
}
