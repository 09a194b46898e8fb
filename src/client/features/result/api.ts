import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callApi } from "@/client/lib/query-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { HintVisibility, PublicDraw, ShareThemeResponse } from "@/shared/api-types";
import type { ShareThemeId } from "@/shared/share-themes";
import { T } from "@/shared/texts";

function looksLikePublicDraw(value: unknown): value is PublicDraw {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const d = value as Record<string, unknown>;
  return typeof d.id === "string" && typeof d.trackTitle === "string" && typeof d.number === "string";
}

async function fetchDraw(id: string, signal: AbortSignal): Promise<PublicDraw> {
  const body: unknown = await callApi("GET /api/draws/:id", { params: { id }, signal });
  // '/result/favorites' must not show the signed-in person's favourites list as a draw.
  if (!looksLikePublicDraw(body)) throw new ApiError(404, T.result.notFound);
  return body;
}

/** The shared draw; anyone with the link may read it. */
export function usePublicDraw(id: string) {
  return useQuery<PublicDraw>({
    queryKey: queryKeys.publicDraw(id),
    queryFn: ({ signal }) => fetchDraw(id, signal),
    enabled: id !== "",
  });
}

/** Spec section 8: what the shared page says when the draw cannot be shown. */
export function drawErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 404 ? T.result.notFound : T.result.loadFailed;
  // fetch rejects with a TypeError when the network fails
  if (error instanceof TypeError) return T.result.connectionError;
  return T.result.loadFailed;
}

const ownShareThemeKey = (id: string) => ["/api/draws", id, "share-theme"] as const;

/**
 * The draw's design as its owner sees it: answers only for the owner (anyone else: 404, and no
 * picker). Asked only when signed in.
 */
export function useOwnShareTheme(id: string, signedIn: boolean) {
  return useQuery<ShareThemeResponse>({
    queryKey: ownShareThemeKey(id),
    queryFn: ({ signal }) => callApi("GET /api/draws/:id/share-theme", { params: { id }, signal }),
    enabled: signedIn && id !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves the owner's choice; the shared view of the draw takes the new design at once. */
export function useSetShareTheme(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareTheme: ShareThemeId) =>
      callApi("PATCH /api/draws/:id/share-theme", { params: { id }, body: { shareTheme } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ownShareThemeKey(id), answer);
      queryClient.setQueryData<PublicDraw>(queryKeys.publicDraw(id), (draw) =>
        draw ? { ...draw, shareTheme: answer.shareTheme } : draw,
      );
    },
  });
}

const ownHintKey = (id: string) => ["/api/draws", id, "hint"] as const;

/** The owner's question and whether the shared page shows it: only the owner gets an answer. */
export function useOwnHint(id: string, signedIn: boolean) {
  return useQuery<HintVisibility>({
    queryKey: ownHintKey(id),
    queryFn: ({ signal }) => callApi("GET /api/draws/:id/hint", { params: { id }, signal }),
    enabled: signedIn && id !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Shows or hides the question on the shared page; the page's view of the draw follows at once. */
export function useSetHintHidden(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      callApi("PATCH /api/draws/:id/hint", { params: { id }, body: { hidden } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ownHintKey(id), answer);
      // the question and the texts the shared page now shows (hidden: the question-free ones)
      queryClient.setQueryData<PublicDraw>(queryKeys.publicDraw(id), (draw) =>
        draw ? { ...draw, ...answer.shared } : draw,
      );
    },
  });
}
