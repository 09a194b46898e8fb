import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/client/lib/query-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { PublicRecap, Recap, RecapMonths } from "@/shared/api-types";
import { SHARE_IMAGE_VERSION } from "@/shared/share-themes";

export const useRecapMonths = () => useQuery<RecapMonths>({ queryKey: queryKeys.recapMonths });

export const useRecap = (month: string) =>
  useQuery<Recap>({ queryKey: queryKeys.recap(month), retry: false });

/** A shared recap as anyone sees it (GET /api/recap/shared/:id). */
export const useSharedRecap = (id: string) =>
  useQuery<PublicRecap>({
    queryKey: ["/api/recap/shared", id],
    queryFn: ({ signal }) => callApi("GET /api/recap/shared/:id", { params: { id }, signal }),
    retry: false,
  });

/** The story image of a shared recap (the renderer's version in the address, like a draw's). */
export const recapStoryPath = (id: string) =>
  `/api/og/recap/${encodeURIComponent(id)}?format=story&v=${SHARE_IMAGE_VERSION}`;

/** Makes the month's recap public (the same link on a second press) or private again. */
export function useRecapShare(month: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.recap(month) });
  const share = useMutation({
    mutationFn: () => callApi("POST /api/recap/:month/share", { params: { month } }),
    onSuccess: (link) => {
      queryClient.setQueryData<Recap>(queryKeys.recap(month), (old) => (old ? { ...old, share: link } : old));
    },
  });
  const unshare = useMutation({
    mutationFn: () => callApi("DELETE /api/recap/:month/share", { params: { month } }),
    onSuccess: refresh,
  });
  return { share, unshare };
}
