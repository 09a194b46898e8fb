import { apiRequest } from "@/client/lib/query-client";
import type { Track } from "@/shared/api";

export interface PlaylistResponse {
  id: string;
  tracks: Track[];
}

export async function fetchPlaylist(kind: "spotify" | "youtube", urlOrId: string): Promise<PlaylistResponse> {
  const res = await apiRequest("POST", `/api/${kind}/tracks`, { urlOrId });
  return (await res.json()) as PlaylistResponse;
}
