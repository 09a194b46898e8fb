import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/client/lib/query-client";
import { queryKeys, SAVED_DRAW_LIST_KEYS } from "@/client/lib/query-keys";
import type { DailySong } from "@/shared/api-types";

/**
 * The song of the day (GET /api/daily): the same all Istanbul day. Asked again when the home screen
 * comes back a minute later, so a page left open overnight meets the new day.
 */
export function useDailySong() {
  return useQuery<DailySong>({ queryKey: queryKeys.daily, staleTime: 60_000 });
}

/** Saves the song of `date` as a draw (once: a second save answers the same draw). */
export function useSaveDaily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => callApi("POST /api/daily/save", { body: { date } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<DailySong>(queryKeys.daily, (song) =>
        song && song.date === saved.date ? { ...song, saved: true, drawId: saved.id } : song,
      );
      return Promise.all(SAVED_DRAW_LIST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
