/** 'Geçmiş · Şimdi · Gelecek' (Premium): three numbers, three songs, one comment, saved as one draw. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/client/lib/query-client";
import { SAVED_DRAW_LIST_KEYS } from "@/client/lib/query-keys";
import type { CreateSpreadBody, SpreadAnswer } from "@/shared/api-types";

export function useMakeSpread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSpreadBody): Promise<SpreadAnswer> => callApi("POST /api/spreads", { body }),
    onSuccess: (answer) => {
      if (!answer.id) return;
      for (const queryKey of SAVED_DRAW_LIST_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
