import { ChartColumn, type LucideIcon, RotateCw, Search, SearchX, Sparkles, Star, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { RecapLink } from "@/client/components/recap-link";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { TooltipProvider } from "@/client/components/ui/tooltip";
import { useAuth } from "@/client/lib/auth";
import type { SavedDraw } from "@/shared/api-types";
import { HISTORY_SEARCH_MAX } from "@/shared/limits";
import { T } from "@/shared/texts";
import {
  type HistoryFilters,
  type HistoryTab,
  useDeleteDraw,
  useDrawPages,
  useStats,
  useTabCounts,
  useToggleFavorite,
} from "./api";
import { DrawCard } from "./draw-card";
import { HistoryFilterBar, hasFilters } from "./filter-bar";
import { PopularTracksCard } from "./popular-tracks-card";

/** How long typing pauses before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300;

function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center rounded-2xl border border-dashed bg-card/40 px-6 py-12 text-center"
      data-testid="history-empty"
    >
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-gold/15">
        <Icon className="size-7 text-gold" aria-hidden />
      </div>
      <p className="font-display font-semibold text-2xl">{title}</p>
      {children}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-3 md:grid-cols-2" aria-hidden data-testid="history-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex animate-pulse gap-4 rounded-2xl border bg-card/60 p-4">
          <div className="size-20 rounded-xl bg-muted sm:size-24" />
          <div className="flex-1 space-y-2.5 pt-1">
            <div className="h-4 w-14 rounded-full bg-muted" />
            <div className="h-4 w-3/4 rounded bg-muted" />
            <div className="h-3 w-1/2 rounded bg-muted" />
            <div className="h-3 w-full rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** "Bu falı silmek istiyor musun?": deleting ends its shared link too, so it asks first. */
function DeleteDrawDialog({ draw, onClose }: { draw: SavedDraw | null; onClose: () => void }) {
  const remove = useDeleteDraw();
  return (
    <Dialog open={draw !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent data-testid="delete-draw-dialog">
        <DialogHeader>
          <DialogTitle>Bu fal silinsin mi?</DialogTitle>
          <DialogDescription>
            {draw ? `${draw.trackTitle} (${draw.trackArtist}) falı` : "Fal"} geçmişinden silinir; paylaştığın
            bağlantı da artık açılmaz. Bu işlem geri alınamaz.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Vazgeç
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            data-testid="confirm-delete-draw"
            onClick={() => draw && remove.mutate(draw, { onSettled: onClose })}
          >
            {remove.isPending && <Spinner />} Sil
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DrawList({
  query,
  searching,
  fullComment,
  empty,
}: {
  query: ReturnType<typeof useDrawPages>;
  searching: boolean;
  fullComment: boolean;
  empty: ReactNode;
}) {
  const toggle = useToggleFavorite();
  const [deleting, setDeleting] = useState<SavedDraw | null>(null);
  const draws = query.data?.pages.flatMap((p) => p.draws) ?? [];
  if (query.isPending) return <ListSkeleton />;
  if (query.isError && draws.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-destructive/50 bg-card/60 px-6 py-10 text-center">
        <p className="font-medium">Fallar yüklenemedi</p>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden /> Tekrar Dene
        </Button>
      </div>
    );
  }
  if (draws.length === 0) {
    return searching ? <EmptyState icon={SearchX} title={T.history.noResults} /> : empty;
  }
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2" data-testid="draw-list">
        {draws.map((d) => (
          <li key={d.id} className="min-w-0">
            <DrawCard
              draw={d}
              onToggleFavorite={(draw) => toggle.mutate(draw)}
              favoritePending={toggle.isPending && toggle.variables?.id === d.id}
              onDelete={setDeleting}
              fullComment={fullComment}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage && <LoadMore query={query} />}
      <DeleteDrawDialog draw={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** 'Daha fazla': loads the next page when pressed, or by itself as it scrolls into view. */
function LoadMore({ query }: { query: ReturnType<typeof useDrawPages> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { fetchNextPage, isFetchingNextPage, isError } = query;
  useEffect(() => {
    const node = ref.current;
    if (!node || isError || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [fetchNextPage, isFetchingNextPage, isError]);
  return (
    <div ref={ref} className="mt-6 flex justify-center">
      <Button
        variant="outline"
        onClick={() => fetchNextPage()}
        disabled={isFetchingNextPage}
        data-testid="history-more"
      >
        {isFetchingNextPage ? <Spinner /> : isError ? <RotateCw aria-hidden /> : null} {T.history.more}
      </Button>
    </div>
  );
}

/** The search as typed, sent to the server once typing pauses. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  // a cleared search applies at once
  return value === "" ? "" : settled;
}

function HistoryPageContent() {
  const { user } = useAuth();
  const owner = user?.id ?? "";
  const premium = user?.isPremium ?? false;
  const stats = useStats();
  const [search, setSearch] = useState("");
  const [tab, setTab] = useState<HistoryTab>("all");
  const [filters, setFilters] = useState<HistoryFilters>({});
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  // Filters only apply for Premium (the server refuses them otherwise).
  const pages = useDrawPages(owner, tab, query, premium ? filters : {});

  useEffect(() => {
    const previous = document.title;
    document.title = `${T.history.title} · ${T.brand}`;
    return () => {
      document.title = previous;
    };
  }, []);

  const searching = query !== "" || (premium && hasFilters(filters));
  const counts = useTabCounts(pages, tab, query, premium ? filters : {});
  const popular = stats.data?.popularTracks ?? [];
  const list = (empty: ReactNode) => (
    <DrawList query={pages} searching={searching} fullComment={premium} empty={empty} />
  );

  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-16">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display font-bold text-4xl leading-tight sm:text-5xl">{T.history.title}</h1>
          <p className="mt-1.5 text-muted-foreground">
            Çektiğin fallar, favorilerin ve en sık çıkan şarkıların.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RecapLink testId="history-recap-link" />
          <Button asChild variant="outline" size="sm">
            <Link href="/stats" data-testid="history-stats-link">
              <ChartColumn aria-hidden /> {T.history.statsLink}
            </Link>
          </Button>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {popular.length > 0 && (
          <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <PopularTracksCard tracks={popular} />
          </aside>
        )}

        <section
          className="min-w-0 lg:col-start-1 lg:row-start-1"
          aria-label="Fallar"
          aria-busy={search.trim() !== query || (pages.isFetching && !pages.isFetchingNextPage)}
        >
          <div className="relative mb-3">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Şarkı, sanatçı, tema veya yorum ara..."
              aria-label="Fallarda ara"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={HISTORY_SEARCH_MAX}
              className="h-12 bg-card/70 pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
              data-testid="history-search"
            />
            {search !== "" && (
              <button
                type="button"
                onClick={() => setSearch("")}
                aria-label="Aramayı temizle"
                className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
              >
                <X className="size-4" aria-hidden />
              </button>
            )}
          </div>

          <HistoryFilterBar
            premium={premium}
            filters={filters}
            onChange={setFilters}
            favoritesOnly={tab === "favorites"}
            onFavoritesOnly={(on) => setTab(on ? "favorites" : "all")}
          />

          <Tabs value={tab} onValueChange={(v) => setTab(v as HistoryTab)}>
            <TabsList>
              <TabsTrigger value="all" data-testid="tab-all">
                {counts ? T.history.all(counts.all) : T.history.allUncounted}
              </TabsTrigger>
              <TabsTrigger value="favorites" data-testid="tab-favorites">
                <Star className={tab === "favorites" ? "fill-gold text-gold" : undefined} aria-hidden />
                {counts ? T.history.favorites(counts.favorites) : T.history.favoritesUncounted}
              </TabsTrigger>
            </TabsList>

            <TabsContent value="all">
              {tab === "all" &&
                list(
                  <EmptyState icon={Sparkles} title={T.history.emptyAll}>
                    <p className="mt-2 max-w-sm text-muted-foreground text-sm">
                      Bir playlist yükle, aklındaki sayıyı söyle; şarkın seni bulsun.
                    </p>
                    <Button asChild className="mt-6">
                      <Link href="/">
                        <Sparkles aria-hidden /> İlk Falını Çek
                      </Link>
                    </Button>
                  </EmptyState>,
                )}
            </TabsContent>

            <TabsContent value="favorites">
              {tab === "favorites" &&
                list(
                  <EmptyState icon={Star} title={T.history.emptyFavorites}>
                    <p className="mt-2 max-w-sm text-muted-foreground text-sm">
                      Sevdiğin falları yıldızla, burada seni beklesinler.
                    </p>
                  </EmptyState>,
                )}
            </TabsContent>
          </Tabs>
        </section>
      </div>
    </div>
  );
}

/** Tooltips (spec section 9: 700 ms delay, 300 ms skip) live on this page's buttons. */
export default function HistoryPage() {
  return (
    <TooltipProvider>
      <HistoryPageContent />
    </TooltipProvider>
  );
}
