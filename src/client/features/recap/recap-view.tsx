import { AudioLines, CalendarDays, Mic2, Music2, Sparkles, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { TrackCover } from "@/client/components/track-cover";
import { Card } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";
import type { PublicRecap } from "@/shared/api-types";
import { runDates } from "@/shared/recap-dates";
import { T } from "@/shared/texts";
import { themeById } from "@/shared/themes";

const n = (v: number) => v.toLocaleString("tr-TR");
function Tile({
  label,
  icon,
  children,
  note,
  className,
  testId,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  note?: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <Card className={cn("gap-0 p-4 sm:p-5", className)} data-testid={testId}>
      <p className="flex items-center gap-1 font-semibold text-mystic text-xs uppercase tracking-[0.08em] dark:text-gold">
        {icon}
        {label}
      </p>
      <div className="mt-2 min-w-0">{children}</div>
      {note && <p className="mt-1 text-muted-foreground text-sm">{note}</p>}
    </Card>
  );
}

/** A month's recap: the owner's page and the shared view draw the same figures. */
export function RecapView({ recap, owner }: { recap: PublicRecap; owner: boolean }) {
  const theme = themeById(recap.topTheme.theme);
  const icon = "size-3.5";
  return (
    <div className="grid gap-4" data-testid="recap-view">
      <header className="text-center">
        <p className="inline-flex items-center gap-2 font-medium text-mystic text-sm dark:text-gold">
          <Sparkles className="size-4" aria-hidden />
          Ayın Falı
        </p>
        <h1 className="mt-1 font-display font-bold text-5xl leading-tight" data-testid="recap-month">
          {recap.label}
        </h1>
        <p className="mt-2 text-muted-foreground" data-testid="recap-total">
          Bu ay <span className="font-bold text-2xl text-foreground tabular-nums">{n(recap.total)}</span>{" "}
          {owner ? "fal çektin" : "fal çekildi"}
        </p>
      </header>

      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Tile
          label="Ayın şarkısı"
          icon={<Music2 className={icon} aria-hidden />}
          className="col-span-2"
          testId="recap-track"
        >
          <div className="flex items-center gap-4">
            <TrackCover
              image={recap.topTrack.trackImage}
              link={null}
              title={recap.topTrack.trackTitle}
              className="size-16 shrink-0 rounded-xl"
            />
            <div className="min-w-0">
              <p className="truncate font-display font-bold text-2xl leading-tight">
                {recap.topTrack.trackTitle}
              </p>
              <p className="truncate text-muted-foreground">{recap.topTrack.trackArtist}</p>
              <p className="text-muted-foreground text-sm">{n(recap.topTrack.count)} kez çıktı</p>
            </div>
          </div>
        </Tile>
        <Tile
          label="Ayın sanatçısı"
          icon={<Mic2 className={icon} aria-hidden />}
          note={`${n(recap.topArtist.count)} kez`}
          testId="recap-artist"
        >
          <p className="truncate font-semibold text-lg">{recap.topArtist.artist || "Bilinmeyen sanatçı"}</p>
        </Tile>
        <Tile
          label="Şanslı sayı"
          icon={<Sparkles className={icon} aria-hidden />}
          note={owner ? `${n(recap.luckyNumber.count)} kez tuttun` : `${n(recap.luckyNumber.count)} kez`}
          testId="recap-number"
        >
          <p className="font-bold text-2xl text-mystic tabular-nums [overflow-wrap:anywhere] dark:text-gold">
            #{recap.luckyNumber.number}
          </p>
        </Tile>
        <Tile
          label="En uzun seri"
          icon={<CalendarDays className={icon} aria-hidden />}
          note={runDates(recap.streak.start, recap.streak.end)}
          testId="recap-streak"
        >
          <p className="font-semibold text-lg">
            {n(recap.streak.days)} gün{recap.streak.days > 1 ? " üst üste" : ""}
          </p>
        </Tile>
        <Tile
          label="En sık tema"
          icon={<Tag className={icon} aria-hidden />}
          note={`${n(recap.topTheme.count)} fal`}
          testId="recap-theme"
        >
          <p className="font-semibold text-lg">{theme?.label ?? recap.topTheme.theme}</p>
        </Tile>
        {recap.melody && (
          <Tile
            label="Ayın melodisi"
            icon={<AudioLines className={icon} aria-hidden />}
            className="col-span-2"
            testId="recap-melody"
            note={[
              recap.melody.tempoAverage === null ? null : `ortalama ${recap.melody.tempoAverage} BPM`,
              recap.melody.energyAverage === null
                ? null
                : `enerji %${Math.round(recap.melody.energyAverage * 100)}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          >
            <p className="font-semibold text-lg">{recap.melody.words}</p>
          </Tile>
        )}
      </div>

      <blockquote
        className="px-2 text-center font-display text-2xl italic leading-snug"
        data-testid="recap-closing"
      >
        {recap.closing}
      </blockquote>
      <p className="text-center text-muted-foreground text-xs">{T.entertainment}</p>
    </div>
  );
}
