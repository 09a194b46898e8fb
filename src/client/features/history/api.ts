import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { callApi, errorMessage } from "@/client/lib/query-client";
import { queryKeys, SAVED_DRAW_LIST_KEYS } from "@/client/lib/query-keys";
import { toast } from "@/client/lib/use-toast";
import type { SavedDraw, Stats } from "@/shared/api-types";
import { T } from "@/shared/texts";
import {
  type DrawCacheKey,
  FAVORITES_CACHE_KEY,
  RECENT_CACHE_KEY,
  readCachedDraws,
  writeCachedDraws,
} from "./draw-cache";

const RECENT_QUERY_KEY = queryKeys.recentDraws;
const FAVORITES_QUERY_KEY = queryKeys.favoriteDraws;

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
  return useQuery<Stats>({ queryKey: queryKeys.stats });
}

function toggleFavorite(id: string): Promise<SavedDraw> {
  return callApi("PATCH /api/draws/:id/favorite", { params: { id } });
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

/** Deletes a draw (its shared link stops working); the lists and statistics are fetched again. */
export function useDeleteDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draw: SavedDraw) => callApi("DELETE /api/draws/:id", { params: { id: draw.id } }),
    onSuccess: (_answer, draw) => {
      for (const key of [RECENT_QUERY_KEY, FAVORITES_QUERY_KEY]) {
        queryClient.setQueryData<SavedDraw[]>(key, (list) => list?.filter((d) => d.id !== draw.id));
      }
      queryClient.removeQueries({ queryKey: queryKeys.publicDraw(draw.id) });
      toast({ title: T.success, description: "Fal silindi", variant: "success" });
    },
    onError: (error) =>
      toast({ title: T.error, description: errorMessage(error, "Fal silinemedi"), variant: "destructive" }),
    onSettled: () =>
      Promise.all(SAVED_DRAW_LIST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
