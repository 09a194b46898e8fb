import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/client/lib/query-client";
import { SAVED_DRAW_LIST_KEYS } from "@/client/lib/query-keys";
import type { DailySong } from "@/shared/api-types";

/**
 * Its key is its path, as every read's (lib/query-keys.ts), kept here: query-keys.ts is part of the
 * landing page's script, which has no bytes to spare (ADR 040).
 */
const DAILY_KEY = ["/api/daily"] as const;

/**
 * The song of the day (GET /api/daily): the same all Istanbul day. Asked again when the home screen
 * comes back a minute later, so a page left open overnight meets the new day.
 */
export function useDailySong() {
  return useQuery<DailySong>({ queryKey: DAILY_KEY, staleTime: 60_000 });
}

/** Saves the song of `date` as a draw (once: a second save answers the same draw). */
export function useSaveDaily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => callApi("POST /api/daily/save", { body: { date } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<DailySong>(DAILY_KEY, (song) =>
        song && song.date === saved.date ? { ...song, saved: true, drawId: saved.id } : song,
      );
      return Promise.all(SAVED_DRAW_LIST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
