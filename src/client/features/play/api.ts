/**
 * The calls of the fortune screen (spec section 7): the comment, the sound of a track and saving
 * a draw. Only types come from the shared contract, so zod stays out of the client bundle.
 */
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/lib/query-client";
import type {
  AudioFeatures,
  CommentRequest,
  CreateDrawBody,
  GeneratedCommentDto,
  Persona,
  Track,
} from "@/shared/api";

export type GeneratedComment = GeneratedCommentDto;

/** Spec section 3: fixed at 2, 2, 2 (the same as DEFAULT_PERSONA, which lives beside zod). */
export const PERSONA: Persona = { mysticLevel: 2, directness: 2, optimism: 2 };

/** How long a comment request waits for the sound of a track that is still being analysed. */
export const AUDIO_WAIT_MS = 1200;

export async function requestComment(body: CommentRequest): Promise<GeneratedComment> {
  const res = await apiRequest("POST", "/api/comment", body);
  return (await res.json()) as GeneratedComment;
}

export async function saveDraw(body: CreateDrawBody): Promise<{ id: string }> {
  const res = await apiRequest("POST", "/api/draws", body);
  return (await res.json()) as { id: string };
}

/** The lists that show saved draws; they never go stale on their own, so a new draw refreshes them. */
export const SAVED_DRAW_LIST_KEYS = [
  ["/api/analytics/recent"],
  ["/api/draws/favorites"],
  ["/api/analytics/stats"],
] as const;

export function isCsvTrack(track: Track): boolean {
  return track.id.startsWith("csv:");
}

/** Spec section 5: no features request for a track whose id is missing or marks a CSV row. */
export function needsAudioFeatures(track: Track): boolean {
  return Boolean(track.id) && !isCsvTrack(track);
}

/** One track's sound; a failure is only a warning and yields null (spec section 7). */
export function audioFeaturesQuery(trackId: string) {
  return {
    queryKey: ["/api/audio-features", trackId] as const,
    queryFn: async (): Promise<AudioFeatures | null> => {
      try {
        const res = await apiRequest("POST", "/api/audio-features", { trackIds: [trackId] });
        const byId = (await res.json()) as Record<string, AudioFeatures | undefined>;
        return byId[trackId] ?? null;
      } catch (error) {
        console.warn("audio_features_failed", error);
        return null;
      }
    },
  };
}

/**
 * The `audio` of a comment request: a CSV row carries its own features; any other track uses the
 * analysis requested when it was drawn, waited for a moment at most.
 */
export async function audioFor(queryClient: QueryClient, track: Track): Promise<AudioFeatures | null> {
  if (isCsvTrack(track)) return track.features ?? null;
  if (!needsAudioFeatures(track)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), AUDIO_WAIT_MS);
  });
  try {
    return await Promise.race([queryClient.ensureQueryData(audioFeaturesQuery(track.id)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
