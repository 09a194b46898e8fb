import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "@/client/lib/query-client";
import type { PlaylistTracksResponse } from "@/shared/api-types";

export type PlaylistKind = "spotify" | "youtube";

function loadPlaylist(kind: PlaylistKind, urlOrId: string): Promise<PlaylistTracksResponse> {
  return kind === "spotify"
    ? callApi("POST /api/spotify/tracks", { body: { urlOrId } })
    : callApi("POST /api/youtube/tracks", { body: { urlOrId } });
}

type LoadHandlers = Pick<UseMutationOptions<PlaylistTracksResponse, Error, string>, "onSuccess" | "onError">;

/** Loads a public playlist from its link or id; each source card has its own (spec section 4). */
export function useLoadPlaylist(kind: PlaylistKind, handlers: LoadHandlers) {
  return useMutation({ mutationFn: (urlOrId: string) => loadPlaylist(kind, urlOrId), ...handlers });
}
