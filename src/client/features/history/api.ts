import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import type { SavedDraw, Stats } from "@/shared/api";
import { T } from "@/shared/texts";
import {
  type DrawCacheKey,
  FAVORITES_CACHE_KEY,
  RECENT_CACHE_KEY,
  readCachedDraws,
  writeCachedDraws,
} from "./draw-cache";

export const RECENT_QUERY_KEY = ["/api/analytics/recent"] as const;
export const FAVORITES_QUERY_KEY = ["/api/draws/favorites"] as const;
export const STATS_QUERY_KEY = ["/api/analytics/stats"] as const;

/** A list of the signed-in person's draws, shown from local storage while it loads. */
function useCachedDrawList(queryKey: readonly string[], cacheKey: DrawCacheKey, owner: string) {
  const query = useQuery<SavedDraw[]>({
    queryKey,
    placeholderData: () => readCachedDraws(cacheKey, owner),
  });
  const fresh = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (fresh) writeCachedDraws(cacheKey, owner, fresh);
  }, [fresh, cacheKey, owner]);
  return query;
}

export function useRecentDraws(owner: string) {
  return useCachedDrawList(RECENT_QUERY_KEY, RECENT_CACHE_KEY, owner);
}

export function useFavoriteDraws(owner: string) {
  return useCachedDrawList(FAVORITES_QUERY_KEY, FAVORITES_CACHE_KEY, owner);
}

export function useStats() {
  return useQuery<Stats>({ queryKey: STATS_QUERY_KEY });
}

async function toggleFavorite(id: string): Promise<SavedDraw> {
  const res = await apiRequest("PATCH", `/api/draws/${encodeURIComponent(id)}/favorite`);
  return (await res.json()) as SavedDraw;
}

/**
 * Flips a draw's favourite flag. The star answers at once (optimistic); then both lists are
 * fetched again (spec section 4), and a failure puts the star back.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draw: SavedDraw) => toggleFavorite(draw.id),
    onMutate: async (draw) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: RECENT_QUERY_KEY }),
        queryClient.cancelQueries({ queryKey: FAVORITES_QUERY_KEY }),
      ]);
      const previousRecent = queryClient.getQueryData<SavedDraw[]>(RECENT_QUERY_KEY);
      const previousFavorites = queryClient.getQueryData<SavedDraw[]>(FAVORITES_QUERY_KEY);
      const flipped = { ...draw, isFavorite: !draw.isFavorite };
      queryClient.setQueryData<SavedDraw[]>(RECENT_QUERY_KEY, (list) =>
        list?.map((d) => (d.id === draw.id ? flipped : d)),
      );
      queryClient.setQueryData<SavedDraw[]>(FAVORITES_QUERY_KEY, (list) => {
        if (!list) return list;
        const without = list.filter((d) => d.id !== draw.id);
        if (!flipped.isFavorite) return without;
        return [flipped, ...without].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      });
      return { previousRecent, previousFavorites };
    },
    onError: (_error, _draw, context) => {
      if (context?.previousRecent) queryClient.setQueryData(RECENT_QUERY_KEY, context.previousRecent);
      if (context?.previousFavorites)
        queryClient.setQueryData(FAVORITES_QUERY_KEY, context.previousFavorites);
      toast({ title: T.error, description: T.history.favoriteFailed, variant: "destructive" });
    },
    onSuccess: () => {
      toast({ title: T.success, description: T.history.favoriteUpdated, variant: "success" });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RECENT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY }),
      ]),
  });
}
