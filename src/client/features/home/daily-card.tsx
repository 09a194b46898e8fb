/**
 * 'Günün Şarkısı' (ADR 040): the song of the day at the very top of the home screen. Closed, it is a
 * button in the row of the Premium button, so a new account's first screen still reaches its own
 * list; tapped, it opens into a card above everything: a short version of the reveal (the number,
 * the rule, the song, the comment), and 'Kaydet' and 'Paylaş' as for any draw. The answer is the
 * server's and the same all day; once opened, the card stays open while the page is loaded.
 */
import { Check, ExternalLink, RotateCw, Save, Share2, Sun } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { openLabel } from "@/client/components/track-card";
import { TrackCover } from "@/client/components/track-cover";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { errorMessage } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import type { DailySong } from "@/shared/api-types";
import { T } from "@/shared/texts";
import { useDailySong, useSaveDaily } from "./daily-api";

export const DAILY_ANCHOR = "gunun-sarkisi";

/** The days opened on this page load: coming back to the home screen shows the song, not the door. */
const opened = new Set<string>();

const dayLabel = new Intl.DateTimeFormat("tr-TR", {
  day: "numeric",
  month: "long",
  weekday: "long",
  timeZone: "UTC",
});
const dayText = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`));

function Frame({ date, children, busy }: { date?: string; children: ReactNode; busy?: boolean }) {
  return (
    <Card
      id={DAILY_ANCHOR}
      className="mb-6 scroll-mt-20 overflow-hidden border-gold/40 bg-gradient-to-br from-card to-gold/5 p-4 sm:mb-10 sm:p-5"
      aria-labelledby="gunun-sarkisi-title"
      aria-busy={busy || undefined}
      data-testid="daily-card"
      role="region"
    >
      <div className="flex items-center gap-2">
        <Sun className="size-5 shrink-0 text-gold" aria-hidden />
        <h2 id="gunun-sarkisi-title" className="font-display font-semibold text-xl">
          {T.daily.title}
        </h2>
        {date && (
          <span className="ml-auto text-muted-foreground text-sm" data-testid="daily-date" data-date={date}>
            {dayText(date)}
          </span>
        )}
      </div>
      {children}
    </Card>
  );
}

function Actions({ song }: { song: DailySong }) {
  const save = useSaveDaily();
  const [, navigate] = useLocation();
  const saved = song.saved && song.drawId;

  const saveOnce = async (): Promise<string> => {
    if (song.drawId) return song.drawId;
    const answer = await save.mutateAsync(song.date);
    toast({ title: T.success, description: T.daily.savedToast, variant: "success" });
    return answer.id;
  };
  const failed = (error: unknown) =>
    toast({ title: T.error, description: errorMessage(error, T.daily.saveFailed), variant: "destructive" });

  const share = async () => {
    let id: string;
    try {
      id = await saveOnce();
    } catch (error) {
      failed(error);
      return;
    }
    const url = `${window.location.origin}/result/${encodeURIComponent(id)}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({
          title: T.daily.title,
          text: `${T.daily.shareText} ${song.track.title}`,
          url,
        });
        return;
      } catch {
        // dismissed: nothing more to do
        return;
      }
    }
    // no share sheet (a desktop browser): the shared page, with its images and links
    navigate(`/result/${encodeURIComponent(id)}`);
  };

  return (
    <div className="mt-4 grid grid-cols-2 gap-2" data-part="after">
      <Button
        type="button"
        variant={saved ? "outline" : "default"}
        disabled={Boolean(saved) || save.isPending}
        onClick={() => void saveOnce().catch(failed)}
        data-testid="daily-save"
      >
        {save.isPending ? <Spinner /> : saved ? <Check aria-hidden /> : <Save aria-hidden />}
        {saved ? T.daily.saved : T.daily.save}
      </Button>
      <Button
        type="button"
        variant="outline"
        className="border-gold/50"
        onClick={() => void share()}
        disabled={save.isPending}
        data-testid="daily-share"
      >
        <Share2 aria-hidden />
        {T.daily.share}
      </Button>
    </div>
  );
}

function Revealed({ song }: { song: DailySong }) {
  return (
    <div className="staged-reveal mt-3 [--reveal-pace:0.55]" data-testid="daily-revealed">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
        <span
          className="reveal-stage-number font-bold font-display text-4xl text-gold leading-none"
          data-testid="daily-number"
        >
          {song.number}
        </span>
        <span className="reveal-stage-rule font-display text-lg">{T.daily.rule(song.position)}</span>
        <span className="reveal-stage-rule basis-full text-muted-foreground text-xs" data-testid="daily-list">
          {T.daily.list(song.list.name, song.list.count)}
        </span>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div data-part="cover" className="w-20 shrink-0">
          <TrackCover
            image={song.track.image}
            link={song.track.externalUrl}
            title={song.track.title}
            shape="square"
            className="w-20 rounded-md shadow-md"
          />
        </div>
        <div className="min-w-0 flex-1" data-part="title">
          <p className="break-words font-display font-bold text-2xl leading-tight" data-testid="daily-title">
            {song.track.title}
          </p>
          <p className="truncate text-muted-foreground" data-testid="daily-artist">
            {song.track.artist}
          </p>
          {song.track.externalUrl && (
            <a
              href={song.track.externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1 text-mystic text-sm underline-offset-4 hover:underline dark:text-gold"
            >
              <ExternalLink className="size-3.5" aria-hidden />
              {openLabel(song.track.externalUrl)}
            </a>
          )}
        </div>
      </div>
      <div data-part="after" className="mt-4">
        <p className="font-display font-semibold text-lg leading-snug" data-testid="daily-headline">
          {song.headline}
        </p>
        <p className="mt-1 text-foreground/85 text-sm leading-relaxed" data-testid="daily-comment">
          {song.comment}
        </p>
      </div>
      <Actions song={song} />
      <p className="mt-3 text-muted-foreground text-xs" data-part="after">
        {T.daily.next}
      </p>
    </div>
  );
}

/** `premium`: the Premium button, which shares the closed card's row (and goes under the open one). */
export default function DailyCard({ premium }: { premium: ReactNode }) {
  const daily = useDailySong();
  const song = daily.data;
  const [open, setOpen] = useState(false);
  const revealed = open || Boolean(song && opened.has(song.date));
  const premiumRow = <div className="mb-3 flex justify-center sm:mb-5">{premium}</div>;

  // /#gunun-sarkisi (a reminder's notification opens it): the card came after the page, so the
  // browser could not scroll to it on its own
  useEffect(() => {
    if (window.location.hash === `#${DAILY_ANCHOR}`) {
      document.getElementById(DAILY_ANCHOR)?.scrollIntoView({ block: "start" });
    }
  }, []);

  if (!revealed) {
    return (
      <div
        id={DAILY_ANCHOR}
        className="mb-3 flex scroll-mt-20 flex-wrap justify-center gap-2 sm:mb-5"
        data-testid="daily-card"
      >
        {premium}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="rounded-full border-gold/50"
          aria-label={T.daily.revealAria}
          onClick={() => {
            if (song) opened.add(song.date);
            setOpen(true);
          }}
          data-testid="daily-reveal"
        >
          <Sun className="text-gold" aria-hidden /> {T.daily.title}
        </Button>
      </div>
    );
  }
  let body: ReactNode;
  if (daily.isPending) {
    body = (
      <Frame busy>
        <p className="mt-3 flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner size="sm" /> {T.daily.loading}
        </p>
      </Frame>
    );
  } else if (!song) {
    body = (
      <Frame>
        <p className="mt-2 text-muted-foreground text-sm" role="alert">
          {errorMessage(daily.error, T.daily.loadFailed)}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void daily.refetch()}
        >
          <RotateCw aria-hidden /> {T.daily.retry}
        </Button>
      </Frame>
    );
  } else {
    opened.add(song.date);
    body = (
      <Frame date={song.date}>
        <Revealed song={song} />
      </Frame>
    );
  }
  return (
    <>
      {body}
      {premiumRow}
    </>
  );
}
