import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CalendarDays, Crown, Flame, Hash, Lock, RotateCw, Sparkles } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";
import { PremiumDialog } from "@/client/components/premium-dialog";
import { RankedTrackRow } from "@/client/components/ranked-track-row";
import { RecapLink } from "@/client/components/recap-link";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useAuth } from "@/client/lib/auth";
import { ApiError } from "@/client/lib/query-client";
import { queryKeys } from "@/client/lib/query-keys";
import { toast } from "@/client/lib/use-toast";
import type { DetailedStats } from "@/shared/api-types";
import { T } from "@/shared/texts";
import { themeById } from "@/shared/themes";
import { BarList, ChartFigure, Ring, SplitBar, WeekBars } from "./charts";
import { SAMPLE_STATS } from "./sample";

const n = (v: number) => v.toLocaleString("tr-TR");
const shortDay = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("tr-TR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const day = (iso: string, format = shortDay) => format.format(new Date(`${iso}T00:00:00Z`));

function Section({
  title,
  icon,
  children,
  className,
  testId,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <Card className={className} data-testid={testId}>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-xl">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 pb-5 sm:px-6">{children}</CardContent>
    </Card>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground text-sm">{children}</p>;
}

/** Every figure of the detailed statistics; the locked preview draws the same with sample data. */
function StatsView({ stats }: { stats: DetailedStats }) {
  const weeks = stats.weeks.map((w) => ({ label: day(w.start), count: w.count }));
  const weekTotal = stats.weeks.reduce((sum, w) => sum + w.count, 0);
  const m = stats.melody;
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="stats-view">
      <Section
        title="Haftalık fallar"
        icon={<CalendarDays className="size-5 text-gold" aria-hidden />}
        className="md:col-span-2"
        testId="stats-weeks"
      >
        <p className="mb-3 text-muted-foreground text-sm">
          Son 12 haftada <span className="font-semibold text-foreground">{n(weekTotal)}</span> fal
        </p>
        <ChartFigure
          caption="Son 12 haftada haftalık fal sayısı"
          table={stats.weeks.map((w) => [`${day(w.start, longDay)} haftası`, `${n(w.count)} fal`])}
        >
          <WeekBars weeks={weeks} />
        </ChartFigure>
      </Section>

      <Section title="Favoriler" icon={<Sparkles className="size-5 text-gold" aria-hidden />}>
        <ChartFigure
          caption="Favori oranı"
          table={[["Favoriye eklenen", `${n(stats.favorites)} / ${n(stats.total)} fal`]]}
          className="flex items-center gap-5"
        >
          <Ring part={stats.favorites} whole={stats.total} label="favori" />
          <div className="text-sm">
            <p className="font-bold text-2xl tabular-nums">{n(stats.favorites)}</p>
            <p className="text-muted-foreground">
              favori · toplam <span className="tabular-nums">{n(stats.total)}</span> fal
            </p>
          </div>
        </ChartFigure>
      </Section>

      <Section
        title="Seriler"
        icon={<Flame className="size-5 text-gold" aria-hidden />}
        testId="stats-streak"
      >
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-gold/12 p-3">
            <dt className="text-muted-foreground text-xs">En uzun seri</dt>
            <dd className="font-bold text-3xl tabular-nums">
              {n(stats.streak.longest)} <span className="font-normal text-base">gün</span>
            </dd>
            {stats.streak.longestStart && stats.streak.longestEnd && (
              <dd className="text-muted-foreground text-xs">
                {day(stats.streak.longestStart)} – {day(stats.streak.longestEnd)}
              </dd>
            )}
          </div>
          <div className="rounded-xl bg-muted/60 p-3">
            <dt className="text-muted-foreground text-xs">Şu anki seri</dt>
            <dd className="font-bold text-3xl tabular-nums">
              {n(stats.streak.current)} <span className="font-normal text-base">gün</span>
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-muted-foreground text-xs">
          Üst üste, her gün en az bir fal çektiğin günler (Türkiye saati).
        </p>
      </Section>

      <Section title="Temalar" testId="stats-themes">
        {stats.themes.length === 0 ? (
          <Muted>Henüz tema yok.</Muted>
        ) : (
          <BarList
            unit="fal"
            rows={stats.themes.map((t) => ({
              key: t.theme,
              label: themeById(t.theme)?.label ?? t.theme,
              count: t.count,
            }))}
          />
        )}
      </Section>

      <Section title="Kaynaklar" testId="stats-sources">
        {stats.sources.length === 0 ? (
          <Muted>Henüz kaynak yok.</Muted>
        ) : (
          <BarList
            unit="fal"
            rows={stats.sources.map((s) => ({
              key: s.sourceType,
              label: T.sources[s.sourceType],
              count: s.count,
            }))}
          />
        )}
      </Section>

      <Section title="En sık çıkan şarkılar" testId="stats-tracks">
        {stats.topTracks.length === 0 ? (
          <Muted>Henüz şarkı yok.</Muted>
        ) : (
          <ol className="grid gap-1">
            {stats.topTracks.map((t, i) => (
              <RankedTrackRow key={`${t.trackTitle}\u0000${t.trackArtist}`} track={t} place={i + 1} />
            ))}
          </ol>
        )}
      </Section>

      <Section title="En sık çıkan sanatçılar" testId="stats-artists">
        {stats.topArtists.length === 0 ? (
          <Muted>Henüz sanatçı yok.</Muted>
        ) : (
          <BarList
            unit="kez"
            rows={stats.topArtists.map((a) => ({ key: a.artist, label: a.artist, count: a.count }))}
          />
        )}
      </Section>

      <Section
        title="En sık tuttuğun sayılar"
        icon={<Hash className="size-5 text-gold" aria-hidden />}
        testId="stats-numbers"
      >
        {stats.numbers.length === 0 ? (
          <Muted>Henüz sayı yok.</Muted>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {stats.numbers.map((x, i) => (
              <li
                key={x.number}
                className={
                  i === 0
                    ? "rounded-full border border-gold/60 bg-gold/20 px-3 py-1.5"
                    : "rounded-full border bg-card px-3 py-1.5"
                }
              >
                <span className="font-bold text-base tabular-nums [overflow-wrap:anywhere]">{x.number}</span>
                <span className="ml-1.5 text-muted-foreground text-xs tabular-nums">{n(x.count)} kez</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Melodi profilin" testId="stats-melody">
        {m.measured === 0 ? (
          <Muted>Fallarındaki şarkıların melodisi henüz ölçülmedi.</Muted>
        ) : (
          <div className="grid gap-4">
            <p className="text-muted-foreground text-sm">
              Melodisi ölçülen <span className="font-semibold text-foreground">{n(m.measured)}</span> falın
              {m.tempoAverage !== null && (
                <>
                  {" "}
                  ortalama temposu{" "}
                  <span className="font-semibold text-foreground tabular-nums">
                    {Math.round(m.tempoAverage)} BPM
                  </span>
                </>
              )}
              {m.energyAverage !== null && (
                <>
                  , enerjisi{" "}
                  <span className="font-semibold text-foreground tabular-nums">
                    %{Math.round(m.energyAverage * 100)}
                  </span>
                </>
              )}
              .
            </p>
            <div>
              <p className="mb-1.5 font-medium text-sm">Tempo</p>
              <SplitBar
                parts={[
                  { key: "slow", label: "Yavaş (<90)", count: m.tempo.slow, tone: "soft" },
                  { key: "medium", label: "Orta (90–120)", count: m.tempo.medium, tone: "mid" },
                  { key: "fast", label: "Hızlı (>120)", count: m.tempo.fast, tone: "full" },
                ]}
              />
            </div>
            <div>
              <p className="mb-1.5 font-medium text-sm">Enerji</p>
              <SplitBar
                parts={[
                  { key: "low", label: "Sakin", count: m.energy.low, tone: "soft" },
                  { key: "medium", label: "Dengeli", count: m.energy.medium, tone: "mid" },
                  { key: "high", label: "Coşkulu", count: m.energy.high, tone: "full" },
                ]}
              />
            </div>
            {m.mood.major + m.mood.minor > 0 && (
              <div>
                <p className="mb-1.5 font-medium text-sm">Duygu</p>
                <SplitBar
                  parts={[
                    { key: "minor", label: "Hüzünlü (minör)", count: m.mood.minor, tone: "soft" },
                    { key: "major", label: "Aydınlık (majör)", count: m.mood.major, tone: "full" },
                  ]}
                />
              </div>
            )}
          </div>
        )}
      </Section>
    </div>
  );
}

/** A free account's view: the shape of the page with sample figures, blurred, and the way to Premium. */
function LockedPreview() {
  return (
    <div className="relative" data-testid="stats-locked">
      <div className="pointer-events-none select-none blur-[6px] saturate-50" aria-hidden inert>
        <StatsView stats={SAMPLE_STATS} />
      </div>
      <div className="absolute inset-x-0 top-6 flex justify-center px-2 sm:top-16">
        <Card className="w-full max-w-md border-gold/50 bg-card/95 text-center shadow-2xl">
          <CardHeader className="items-center pb-2">
            <div className="mb-1 flex size-12 items-center justify-center rounded-full bg-gold/15 text-gold">
              <Lock className="size-5" aria-hidden />
            </div>
            <CardTitle className="text-2xl">{T.stats.lockedTitle}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-muted-foreground text-sm leading-relaxed">{T.stats.lockedText}</p>
            <PremiumDialog
              trigger={
                <Button
                  className="mx-auto"
                  data-testid="stats-premium"
                  onClick={() => toast({ title: T.play.premiumTitle, description: T.stats.lockedTitle })}
                >
                  <Crown aria-hidden /> Premium'u Keşfet
                </Button>
              }
            />
            <p className="text-muted-foreground text-xs">{T.stats.lockedPreview}</p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function StatsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-hidden data-testid="stats-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className={
            i === 0
              ? "h-64 animate-pulse rounded-2xl border bg-card/60 md:col-span-2"
              : "h-48 animate-pulse rounded-2xl border bg-card/60"
          }
        />
      ))}
    </div>
  );
}

export default function StatsPage() {
  const { user } = useAuth();
  const premium = user?.isPremium ?? false;
  const query = useQuery<DetailedStats>({ queryKey: queryKeys.detailedStats, enabled: premium });
  // Premium that ended since the page was opened: the server says 403, the page locks.
  const refused = query.error instanceof ApiError && query.error.status === 403;

  useEffect(() => {
    const previous = document.title;
    document.title = `${T.stats.title} · ${T.brand}`;
    return () => {
      document.title = previous;
    };
  }, []);

  let body: ReactNode;
  if (!premium || refused) body = <LockedPreview />;
  else if (query.isPending) body = <StatsSkeleton />;
  else if (query.isError) {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-destructive/50 bg-card/60 px-6 py-10 text-center">
        <p className="font-medium">{T.stats.loadFailed}</p>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden /> Tekrar Dene
        </Button>
      </div>
    );
  } else if (query.data.total === 0) {
    body = (
      <div
        className="rounded-2xl border border-dashed bg-card/40 px-6 py-12 text-center"
        data-testid="stats-empty"
      >
        <p className="text-muted-foreground">{T.stats.empty}</p>
        <Button asChild className="mt-6">
          <Link href="/">
            <Sparkles aria-hidden /> İlk Falını Çek
          </Link>
        </Button>
      </div>
    );
  } else body = <StatsView stats={query.data} />;

  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-16">
      <header className="mb-6">
        <Link
          href="/history"
          className="mb-3 inline-flex items-center gap-1.5 rounded text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> {T.history.title}
        </Link>
        <h1 className="flex items-center gap-3 font-display font-bold text-4xl leading-tight sm:text-5xl">
          {T.stats.title}
          <Crown className="size-6 text-gold" aria-label="Premium" />
        </h1>
        <p className="mt-1.5 text-muted-foreground">{T.stats.subtitle}</p>
        <div className="mt-4">
          <RecapLink testId="stats-recap-link" />
        </div>
      </header>
      {body}
    </div>
  );
}
