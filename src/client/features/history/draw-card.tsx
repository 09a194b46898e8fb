import { CalendarDays, Star, Sun, Trash2, UsersRound } from "lucide-react";
import { Link } from "wouter";
import { LongDate } from "@/client/components/long-date";
import { coverSource, ProviderAttribution } from "@/client/components/media-attribution";
import { ThemeBadge } from "@/client/components/theme-badge";
import { TrackCover } from "@/client/components/track-cover";
import { Badge } from "@/client/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/client/components/ui/tooltip";
import { cn } from "@/client/lib/utils";
import type { SavedDraw } from "@/shared/api-types";
import { T } from "@/shared/texts";
import { SpreadLines } from "./spread-lines";

/**
 * One past draw. The whole card opens the shared page (a stretched link), while the star stays
 * its own button: no interactive element sits inside another.
 */
export function DrawCard({
  draw,
  onToggleFavorite,
  favoritePending,
  onDelete,
  fullComment = false,
}: {
  draw: SavedDraw;
  onToggleFavorite: (draw: SavedDraw) => void;
  favoritePending: boolean;
  /** asks for confirmation first (the history page's dialog) */
  onDelete: (draw: SavedDraw) => void;
  /** Premium's detailed history: the whole (long) comment instead of two lines */
  fullComment?: boolean;
}) {
  const comment = (fullComment && draw.long) || draw.comment || draw.short || draw.headline;
  const cover = coverSource(draw.trackImage, draw.trackExternalUrl);
  // The action first, then its object: "Favorilere ekle: Gidiyorum" (Turkish review G1).
  const label = draw.isFavorite
    ? `Favorilerden çıkar: ${draw.trackTitle}`
    : `Favorilere ekle: ${draw.trackTitle}`;
  return (
    <article
      className="group relative flex gap-4 rounded-2xl border bg-card/85 p-3.5 shadow-[0_10px_40px_-24px_rgb(0_0_0/0.45)] backdrop-blur-sm transition-transform hover:-translate-y-0.5 sm:p-4"
      data-testid="draw-card"
    >
      {/* The cover and its provider's mark link to the track, above the card's stretched link;
          nothing is drawn over the cover (ADR 020). */}
      <div className="relative z-10 flex w-20 shrink-0 flex-col items-center gap-1.5 self-start sm:w-24">
        <TrackCover
          image={draw.trackImage}
          link={draw.trackExternalUrl}
          title={draw.trackTitle}
          shape="square"
          className="w-full rounded-[4px] shadow-md"
        />
        {cover.provider && cover.link && (
          <ProviderAttribution
            provider={cover.provider}
            link={cover.link}
            title={draw.trackTitle}
            className="gap-1 text-xs"
          />
        )}
      </div>

      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 pr-9">
          <ThemeBadge theme={draw.theme} />
          {draw.kind !== "spread" && (
            <Badge variant="gold" className="max-w-full truncate px-2 py-0 text-[11px]">
              #{draw.number}
            </Badge>
          )}
          {draw.origin === "daily" && (
            <Badge
              variant="outline"
              className="max-w-full truncate border-gold/50 px-2 py-0 text-[11px]"
              data-testid="daily-badge"
            >
              <Sun className="size-3 text-gold" aria-hidden /> {T.daily.badge}
            </Badge>
          )}
          {draw.friendName && (
            <Badge
              variant="outline"
              className="max-w-full truncate px-2 py-0 text-[11px]"
              data-testid="friend-badge"
            >
              <UsersRound className="size-3" aria-hidden /> {draw.friendName} seçti
            </Badge>
          )}
          {draw.origin === "room" && (
            <Badge variant="outline" className="px-2 py-0 text-[11px]" data-testid="room-badge">
              <UsersRound className="size-3" aria-hidden /> Fal Odası
            </Badge>
          )}
        </div>
        <h3 className="mt-1.5 truncate font-semibold text-base leading-snug">
          <Link
            href={`/result/${encodeURIComponent(draw.id)}`}
            className="rounded-sm outline-none after:absolute after:-inset-px after:rounded-2xl after:border after:border-transparent after:transition-colors after:content-[''] hover:after:border-gold/50 focus-visible:after:border-gold focus-visible:after:outline-2 focus-visible:after:outline-ring focus-visible:after:outline-offset-2"
            data-testid="draw-link"
          >
            {draw.kind === "spread" ? T.spread.title : draw.trackTitle}
          </Link>
        </h3>
        {draw.kind === "spread" ? (
          <SpreadLines draw={draw} />
        ) : (
          <p className="truncate text-muted-foreground text-sm">{draw.trackArtist}</p>
        )}
        {comment && (
          <p
            className={cn(
              "mt-1.5 text-foreground/85 text-sm leading-relaxed [overflow-wrap:anywhere]",
              fullComment ? "whitespace-pre-line" : "line-clamp-2",
            )}
            data-testid="draw-comment"
          >
            {comment}
          </p>
        )}
        <p className="mt-2 flex items-center gap-1.5 text-muted-foreground text-xs">
          <CalendarDays className="size-3.5" aria-hidden />
          <LongDate iso={draw.createdAt} />
        </p>
      </div>

      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            onClick={() => onToggleFavorite(draw)}
            disabled={favoritePending}
            aria-pressed={draw.isFavorite}
            aria-label={label}
            data-testid="favorite-toggle"
            className={cn(
              "absolute top-2 right-2 z-10 inline-flex size-10 items-center justify-center rounded-full transition-[color,background-color,transform] hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 active:scale-90 disabled:opacity-60",
              draw.isFavorite ? "text-gold" : "text-muted-foreground hover:text-foreground",
            )}
          >
            <Star className={cn("size-5", draw.isFavorite && "fill-current")} aria-hidden />
          </button>
        </TooltipTrigger>
        <TooltipContent>{draw.isFavorite ? "Favorilerden çıkar" : "Favorilere ekle"}</TooltipContent>
      </Tooltip>

      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            onClick={() => onDelete(draw)}
            aria-label={`Falı sil: ${draw.trackTitle}`}
            data-testid="delete-draw"
            className="absolute right-2 bottom-2 z-10 inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-[color,background-color,transform] hover:bg-destructive/15 hover:text-destructive focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 active:scale-90"
          >
            <Trash2 className="size-4.5" aria-hidden />
          </button>
        </TooltipTrigger>
        <TooltipContent>Falı sil</TooltipContent>
      </Tooltip>
    </article>
  );
}
