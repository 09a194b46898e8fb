import type { SavedDraw } from "@/shared/api-types";
import { SPREAD_LABELS } from "@/shared/limits";

/** A spread in the history: its three songs, one line each, under their labels. */
export function SpreadLines({ draw }: { draw: SavedDraw }) {
  const songs = [
    { number: draw.number, trackTitle: draw.trackTitle, trackArtist: draw.trackArtist },
    ...(draw.spread ?? []),
  ];
  return (
    <ol className="mt-1 grid gap-0.5 text-sm" data-testid="spread-lines">
      {songs.map((song, i) => (
        <li key={SPREAD_LABELS[i] ?? i} className="flex min-w-0 items-baseline gap-1.5">
          <span className="shrink-0 font-semibold text-mystic text-xs uppercase tracking-wider dark:text-gold">
            {SPREAD_LABELS[i]}
          </span>
          <span className="shrink-0 text-muted-foreground text-xs">#{song.number}</span>
          <span className="truncate">
            {song.trackTitle}
            <span className="text-muted-foreground"> · {song.trackArtist}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
