import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { callApi, errorMessage } from "@/client/lib/query-client";
import { queryKeys, SAVED_DRAW_LIST_KEYS } from "@/client/lib/query-keys";
import { toast } from "@/client/lib/use-toast";
import type { DrawPage, SavedDraw, Stats } from "@/shared/api-types";
import type { DrawSourceType } from "@/shared/limits";
import { T } from "@/shared/texts";
import type { ThemeId } from "@/shared/themes";
import {
  type DrawCacheKey,
  type DrawCounts,
  FAVORITES_CACHE_KEY,
  RECENT_CACHE_KEY,
  readCachedDraws,
  writeCachedDraws,
} from "./draw-cache";

export type HistoryTab = "all" | "favorites";

/** The Premium "detailed history" filters; dates are YYYY-MM-DD (Istanbul days, both included). */
export interface HistoryFilters {
  theme?: ThemeId;
  source?: DrawSourceType;
  from?: string;
  to?: string;
}

type Pages = InfiniteData<DrawPage, string | null>;

/** First pages built from the local copy: their `counts` are the copy's, not this moment's. */
const fromLocalCopy = new WeakSet<DrawPage>();

const pagesKey = (tab: HistoryTab, search: string, filters: HistoryFilters) =>
  queryKeys.drawPages({ list: tab, q: search || undefined, ...filters });

/**
 * One tab's draws, a page at a time (newest first), searched and filtered on the server. The plain
 * list (no search, no filter) is shown from local storage while its first page loads.
 */
export function useDrawPages(owner: string, tab: HistoryTab, search: string, filters: HistoryFilters) {
  const plain = search === "" && !filters.theme && !filters.source && !filters.from && !filters.to;
  const cacheKey: DrawCacheKey = tab === "all" ? RECENT_CACHE_KEY : FAVORITES_CACHE_KEY;
  const query = useInfiniteQuery({
    queryKey: pagesKey(tab, search, filters),
    queryFn: ({ pageParam, signal }) =>
      callApi("GET /api/draws", {
        signal,
        query: { list: tab, q: search, cursor: pageParam, ...filters },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DrawPage) => last.nextCursor,
    // While a new search or filter loads, the last answer stays on screen (the list says it is busy).
    placeholderData: (last, lastQuery): Pages | undefined => {
      // never another tab's list
      const sameTab = (lastQuery?.queryKey[2] as { list?: HistoryTab } | undefined)?.list === tab;
      const previous = sameTab ? last : undefined;
      if (!plain) return previous;
      // the plain list: its copy in local storage, or the skeleton (an old search's answer would
      // say 'Arama sonucu bulunamadı' or 'Henüz …' for a moment)
      const cached = readCachedDraws(cacheKey, owner);
      if (!cached) return undefined;
      // The copy is only the first page: its length is no count. Its counts are shown only when
      // nothing newer is known (useTabCounts).
      const page: DrawPage = {
        draws: cached.draws,
        nextCursor: null,
        counts: cached.counts ?? { all: 0, favorites: 0 },
      };
      if (!cached.counts) fromLocalCopy.add(page);
      return { pages: [page], pageParams: [null] };
    },
  });
  const firstPage = plain && !query.isPlaceholderData ? query.data?.pages[0] : undefined;
  useEffect(() => {
    if (firstPage) writeCachedDraws(cacheKey, owner, firstPage.draws, firstPage.counts);
  }, [firstPage, cacheKey, owner]);
  return query;
}

/**
 * The numbers of 'Tümü (n)' and 'Favoriler (n)' for this search and these filters, or null while
 * they are unknown (the tabs then show no number rather than a wrong one). Both tabs' answers carry
 * the same counts, so while one tab loads the other's answer to the same search stands in.
 */
export function useTabCounts(
  pages: ReturnType<typeof useDrawPages>,
  tab: HistoryTab,
  search: string,
  filters: HistoryFilters,
): DrawCounts | null {
  const queryClient = useQueryClient();
  const first = pages.data?.pages[0];
  if (first && !pages.isPlaceholderData) return first.counts;
  const other = queryClient.getQueryData<Pages>(
    pagesKey(tab === "all" ? "favorites" : "all", search, filters),
  );
  const otherCounts = other?.pages[0]?.counts;
  if (otherCounts) return otherCounts;
  // the previous search's answer, kept while this one loads, or the local copy's counts
  return first && !fromLocalCopy.has(first) ? first.counts : null;
}

export function useStats() {
  return useQuery<Stats>({ queryKey: queryKeys.stats });
}

function toggleFavorite(id: string): Promise<SavedDraw> {
  return callApi("PATCH /api/draws/:id/favorite", { params: { id } });
}

/** Applies a change to every loaded page of every history list. */
function updatePages(
  queryClient: ReturnType<typeof useQueryClient>,
  change: (draws: SavedDraw[], list: HistoryTab) => SavedDraw[],
) {
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: queryKeys.drawPagesAll })) {
    if (!data) continue;
    const list = ((key[2] as { list?: HistoryTab } | undefined)?.list ?? "all") as HistoryTab;
    queryClient.setQueryData<Pages>(key, {
      ...data,
      pages: data.pages.map((p) => ({ ...p, draws: change(p.draws, list) })),
    });
  }
}

/**
 * Flips a draw's favourite flag. The star answers at once (optimistic, in every loaded page); then
 * the lists are fetched again (spec section 4), and a failure puts the star back.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draw: SavedDraw) => toggleFavorite(draw.id),
    onMutate: async (draw) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.drawPagesAll });
      const previous = queryClient.getQueriesData<Pages>({ queryKey: queryKeys.drawPagesAll });
      const flipped = { ...draw, isFavorite: !draw.isFavorite };
      updatePages(queryClient, (draws, list) =>
        list === "favorites" && !flipped.isFavorite
          ? draws.filter((d) => d.id !== draw.id)
          : draws.map((d) => (d.id === draw.id ? flipped : d)),
      );
      return { previous };
    },
    onError: (_error, _draw, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: T.error, description: T.history.favoriteFailed, variant: "destructive" });
    },
    onSuccess: () => {
      toast({ title: T.success, description: T.history.favoriteUpdated, variant: "success" });
    },
    onSettled: () =>
      Promise.all(SAVED_DRAW_LIST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Deletes a draw (its shared link stops working); the lists and statistics are fetched again. */
export function useDeleteDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draw: SavedDraw) => callApi("DELETE /api/draws/:id", { params: { id: draw.id } }),
    onSuccess: (_answer, draw) => {
      updatePages(queryClient, (draws) => draws.filter((d) => d.id !== draw.id));
      queryClient.removeQueries({ queryKey: queryKeys.publicDraw(draw.id) });
      toast({ title: T.success, description: "Fal silindi", variant: "success" });
    },
    onError: (error) =>
      toast({ title: T.error, description: errorMessage(error, "Fal silinemedi"), variant: "destructive" }),
    onSettled: () =>
      Promise.all(SAVED_DRAW_LIST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
