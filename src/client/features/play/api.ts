/**
 * The calls of the fortune screen (spec section 7): the comment, the sound of a track and saving
 * a draw.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DrawResult } from "@/client/lib/game";
import { callApi } from "@/client/lib/query-client";
import { queryKeys, SAVED_DRAW_LIST_KEYS } from "@/client/lib/query-keys";
import type {
  AudioFeatures,
  CommentAnswer,
  CommentRequest,
  CreateDrawBody,
  CreateDrawResponse,
  Track,
} from "@/shared/api-types";
import { DEFAULT_PERSONA } from "@/shared/limits";
import type { ThemeId } from "@/shared/themes";

/** How long a comment request waits for the sound of a track that is still being analysed. */
export const AUDIO_WAIT_MS = 1200;

function requestComment(body: CommentRequest): Promise<CommentAnswer> {
  return callApi("POST /api/comment", { body });
}

/**
 * Writes the comment of a drawn track for a theme and an optional focus word (the hint). The
 * answer's `commentId` is what saving the draw needs; `kind` "support" is not a fortune.
 */
export function useGenerateComment(result: DrawResult, theme: ThemeId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (focus: string): Promise<CommentAnswer> => {
      const audio = await audioFor(queryClient, result.track);
      return requestComment({
        track: result.track,
        theme,
        audio,
        ...(focus ? { hint: focus } : {}),
        persona: DEFAULT_PERSONA,
        salt: result.salt,
        number: result.number,
      });
    },
  });
}

function saveDraw(body: CreateDrawBody): Promise<CreateDrawResponse> {
  return callApi("POST /api/draws", { body });
}

/**
 * Saves a drawn comment by its `commentId` (the server stores its own text). Spec section 7: a
 * failed save is only logged; the comment stays on screen.
 */
export function useSaveDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraw,
    onSuccess: () => {
      for (const queryKey of SAVED_DRAW_LIST_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => console.warn("draw_save_failed", error),
  });
}

function isCsvTrack(track: Track): boolean {
  return track.id.startsWith("csv:");
}

/** Spec section 5: no features request for a track whose id is missing or marks a CSV row. */
function needsAudioFeatures(track: Track): boolean {
  return Boolean(track.id) && !isCsvTrack(track);
}

/** One track's sound; a failure is only a warning and yields null (spec section 7). */
function audioFeaturesQuery(trackId: string) {
  return {
    queryKey: queryKeys.audioFeatures(trackId),
    queryFn: async (): Promise<AudioFeatures | null> => {
      try {
        const byId = await callApi("POST /api/audio-features", { body: { trackIds: [trackId] } });
        return byId[trackId] ?? null;
      } catch (error) {
        console.warn("audio_features_failed", error);
        return null;
      }
    },
  };
}

/** Asks for the sound of a track as soon as it is drawn, so the comment rarely has to wait for it. */
export function useAudioFeatures(track: Track) {
  return useQuery({ ...audioFeaturesQuery(track.id), enabled: needsAudioFeatures(track) });
}

/**
 * The `audio` of a comment request: a CSV row carries its own features; any other track uses the
 * analysis requested when it was drawn, waited for a moment at most.
 */
async function audioFor(queryClient: QueryClient, track: Track): Promise<AudioFeatures | null> {
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
