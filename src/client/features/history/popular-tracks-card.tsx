import { TrendingUp } from "lucide-react";
import { RankedTrackRow } from "@/client/components/ranked-track-row";
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
            <RankedTrackRow
              key={`${t.trackTitle}\u0000${t.trackArtist}`}
              track={t}
              place={i + 1}
              testId="popular-track"
            />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
