import { CalendarDays, Disc3, Home, Info, RotateCw, SearchX, Sparkles, Sun, WifiOff } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Link, useParams } from "wouter";
import { LongDate } from "@/client/components/long-date";
import { ThemeBadge } from "@/client/components/theme-badge";
import { TrackCard } from "@/client/components/track-card";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { useAuth } from "@/client/lib/auth";
import type { PublicDraw } from "@/shared/api-types";
import { T } from "@/shared/texts";
import { drawErrorMessage, usePublicDraw } from "./api";
import { DrawFromList } from "./draw-from-list";
import { QuestionToggle } from "./question-toggle";
import { pageTitle } from "./share";
import { ShareBar } from "./share-bar";
import { resultHeading, SpreadSongs } from "./spread-view";

// Only the draw's owner, signed in, has a design to pick: a visitor's page neither loads the picker
// nor its Premium dialog (Radix), so there is less to run before the shared page answers (ADR 035).
const ShareThemePicker = lazy(() =>
  import("./share-theme-picker").then((m) => ({ default: m.ShareThemePicker })),
);

function OwnShareTheme({ draw }: { draw: PublicDraw }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <ShareThemePicker draw={draw} />
    </Suspense>
  );
}

function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function ResultLoading() {
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-4 text-muted-foreground"
      role="status"
      data-testid="result-loading"
    >
      <div className="relative">
        <div className="absolute inset-0 rounded-full bg-gold/20 blur-xl animate-soft-pulse" aria-hidden />
        <Disc3 className="relative size-16 text-gold animate-spin-slow" aria-hidden />
      </div>
      <span>{T.loading}</span>
    </div>
  );
}

function ResultError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  useDocumentTitle(`${message} | ${T.brand}`);
  const Icon = message === T.result.connectionError ? WifiOff : SearchX;
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center"
      data-testid="result-error"
    >
      <div className="mb-6 flex size-20 items-center justify-center rounded-full bg-gold/15 ring-1 ring-gold/30">
        <Icon className="size-9 text-gold" aria-hidden />
      </div>
      <h1 className="font-display font-bold text-4xl">{message}</h1>
      <p className="mt-3 text-muted-foreground">{T.result.gone}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden /> Tekrar Dene
          </Button>
        )}
        <Button asChild>
          <Link href="/">
            <Home aria-hidden /> Ana Sayfaya Dön
          </Link>
        </Button>
      </div>
    </section>
  );
}

function ResultTrackCard({ draw }: { draw: PublicDraw }) {
  return (
    <TrackCard
      testId="result-track"
      number={draw.number}
      title={draw.trackTitle}
      artist={draw.trackArtist}
      image={draw.trackImage}
      previewUrl={draw.trackPreviewUrl}
      externalUrl={draw.trackExternalUrl}
      eagerCover
    />
  );
}

function CommentCard({ draw }: { draw: PublicDraw }) {
  const short = draw.short.trim();
  const long = draw.long.trim();
  // The long text often opens with the short one: it is printed once.
  const rest = short && long.startsWith(short) ? long.slice(short.length) : long;
  const longParagraphs = paragraphs(rest);
  return (
    <Card className="relative overflow-hidden" data-testid="result-comment">
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-56 rounded-full bg-mystic/15 blur-3xl"
        aria-hidden
      />
      <div className="relative p-6 sm:p-8">
        <h2 className="flex items-center gap-2 font-display font-semibold text-2xl text-mystic dark:text-gold">
          <Sparkles className="size-4" aria-hidden />
          {T.result.commentTitle}
        </h2>
        <div className="mt-5 h-[3px] w-14 rounded-full bg-gold" aria-hidden />
        <div className="mt-5 max-w-[62ch] space-y-4 [overflow-wrap:anywhere]">
          {draw.hint && (
            <p className="text-muted-foreground text-sm" data-testid="result-question">
              Soru: “{draw.hint}”
            </p>
          )}
          {draw.headline.trim() && (
            <p
              className="font-display font-bold text-3xl leading-tight sm:text-4xl"
              data-testid="comment-headline"
            >
              {draw.headline}
            </p>
          )}
          {short && <p className="text-[1.0625rem] leading-relaxed sm:text-lg">{short}</p>}
          {longParagraphs.length > 0 && (
            <div className="space-y-3 border-border/70 border-t pt-4 text-[1.0625rem] text-foreground/90 leading-relaxed">
              {longParagraphs.map((p, i) => (
                // paragraphs of a fixed text: the index is a stable key
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                <p key={i}>{p}</p>
              ))}
            </div>
          )}
        </div>
        <p
          className="mt-6 flex items-start gap-1.5 text-muted-foreground text-xs leading-relaxed"
          data-testid="entertainment-note"
        >
          <Info className="mt-px size-3.5 shrink-0" aria-hidden />
          {T.entertainment}
        </p>
      </div>
    </Card>
  );
}

function ResultView({ draw }: { draw: PublicDraw }) {
  useDocumentTitle(pageTitle(draw));
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 pt-8 pb-16" data-testid="result-success">
      <header className="text-center">
        <p className="inline-flex items-center gap-2 font-medium text-mystic text-sm dark:text-gold">
          <Sparkles className="size-4" aria-hidden />
          Paylaşılan fal
        </p>
        <h1 className="mt-1 font-display font-bold text-4xl leading-tight sm:text-5xl">
          {resultHeading(draw)}
        </h1>
        <div className="mt-3 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
          <ThemeBadge theme={draw.theme} />
          {draw.origin === "daily" && (
            <span
              className="inline-flex items-center gap-1.5 font-medium text-foreground"
              data-testid="daily-badge"
            >
              <Sun className="size-4 text-gold" aria-hidden />
              {T.daily.badge}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden />
            <LongDate iso={draw.createdAt} />
          </span>
        </div>
      </header>

      <QuestionToggle draw={draw} />
      <ShareBar key={draw.shareTheme} draw={draw} />
      {/* a spread has one design of its own (share/og-image/designs/spread.ts) */}
      {draw.kind === "spread" ? <SpreadSongs draw={draw} /> : <OwnShareTheme draw={draw} />}
      {draw.kind !== "spread" && <ResultTrackCard draw={draw} />}
      <CommentCard draw={draw} />

      <Card className="flex flex-col items-center gap-4 bg-gradient-to-br from-card/90 to-accent/60 p-6 text-center sm:flex-row sm:justify-between sm:text-left">
        <div>
          <p className="font-display font-bold text-2xl">Sıra sende</p>
          <p className="text-muted-foreground text-sm">Aklından bir sayı tut, şarkın seni bulsun.</p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto">
          <DrawFromList draw={draw} />
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link href="/" data-testid="own-fortune">
              <Sparkles aria-hidden />
              {T.result.ownFortune}
            </Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}

export default function ResultPage() {
  const params = useParams<{ id?: string }>();
  const id = (params.id ?? "").trim();
  const query = usePublicDraw(id);

  if (!id) return <ResultError message={T.result.invalidId} />;
  if (query.isPending) return <ResultLoading />;
  if (query.isError) {
    const message = drawErrorMessage(query.error);
    const retry = message === T.result.notFound ? undefined : () => void query.refetch();
    return <ResultError message={message} onRetry={retry} />;
  }
  return <ResultView draw={query.data} />;
}
