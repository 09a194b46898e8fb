import { TrendingUp } from "lucide-react";
import { TrackCover } from "@/client/components/track-cover";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { Stats } from "@/shared/api-types";
import { POPULAR_TRACKS_LIMIT } from "@/shared/limits";

/** The songs the person's draws landed on most often (top 5, with counts). */
export function PopularTracksCard({ tracks }: { tracks: Stats["popularTracks"] }) {
  return (
    <Card data-testid="popular-tracks">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-xl">
          <TrendingUp className="size-5 text-gold" aria-hidden />
          Popüler Şarkılar
        </CardTitle>
        <p className="text-muted-foreground text-sm">Fallarında en sık çıkanlar</p>
      </CardHeader>
      <CardContent className="px-4 pb-4">
        <ol className="grid gap-1">
          {tracks.slice(0, POPULAR_TRACKS_LIMIT).map((t, i) => (
            <li
              key={`${t.trackTitle}\u0000${t.trackArtist}`}
              className="flex items-center gap-3 rounded-xl px-2 py-1.5"
              data-testid="popular-track"
            >
              <span
                className="w-4 shrink-0 text-center font-semibold text-mystic text-sm tabular-nums dark:text-gold"
                aria-hidden
              >
                {i + 1}
              </span>
              {/* No link to the track here, so no provider's art either (ADR 020): the vinyl. */}
              <TrackCover
                image={t.trackImage}
                link={null}
                title={t.trackTitle}
                className="size-10 rounded-lg"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-sm">{t.trackTitle}</p>
                <p className="truncate text-muted-foreground text-xs">{t.trackArtist}</p>
              </div>
              <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground text-xs tabular-nums">
                {t.count.toLocaleString("tr-TR")} kez
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
