import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RECAP_FRESH, RECAP_KEY } from "@/client/components/recap-link";
import { callApi } from "@/client/lib/query-client";
import type { PublicRecap, Recap, RecapMonths } from "@/shared/api-types";

/** GET /api/recap/:month, fetched by the default query function (the key is its path) */
const recapKey = (month: string) => [...RECAP_KEY, month] as const;

export const useRecapMonths = () => useQuery<RecapMonths>({ queryKey: RECAP_KEY, ...RECAP_FRESH });

export const useRecap = (month: string) =>
  useQuery<Recap>({ queryKey: recapKey(month), retry: false, ...RECAP_FRESH });

/** A shared recap as anyone sees it (GET /api/recap/shared/:id). */
export const useSharedRecap = (id: string) =>
  useQuery<PublicRecap>({
    queryKey: ["/api/recap/shared", id],
    queryFn: ({ signal }) => callApi("GET /api/recap/shared/:id", { params: { id }, signal }),
    retry: false,
  });

/** Makes the month's recap public (the same link on a second press) or private again. */
export function useRecapShare(month: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: recapKey(month) });
  const share = useMutation({
    mutationFn: () => callApi("POST /api/recap/:month/share", { params: { month } }),
    onSuccess: (link) => {
      queryClient.setQueryData<Recap>(recapKey(month), (old) => (old ? { ...old, share: link } : old));
    },
  });
  const unshare = useMutation({
    mutationFn: () => callApi("DELETE /api/recap/:month/share", { params: { month } }),
    onSuccess: refresh,
  });
  return { share, unshare };
}
