/**
 * Writes a comment: lyrics from LRCLIB (never stored), then the model when one is configured,
 * else — or when the model fails — the offline composer.
 */
import type { AudioFeatures, Persona, Track } from "@/shared/api";
import type { ThemeId } from "@/shared/themes";
import { type LlmClient, LlmUnavailableError } from "./llm";
import type { LyricsService } from "./lyrics";
import { composeOfflineComment, type GeneratedComment } from "./offline";

export interface CommentRequestInput {
  track: Track;
  theme: ThemeId;
  audio: AudioFeatures | null;
  hint: string | null;
  persona: Persona;
  salt: string | null;
  number: string | null;
}

export interface CommentServiceLogger {
  warn(obj: object, msg?: string): void;
}

export interface CommentResult extends GeneratedComment {
  source: "model" | "offline";
}

export function createCommentService(options: {
  lyrics: LyricsService;
  llm: LlmClient | null;
  log: CommentServiceLogger;
}) {
  const { lyrics, llm, log } = options;

  return {
    async generate(req: CommentRequestInput): Promise<CommentResult> {
      const { track } = req;
      const found = await lyrics.lookup({
        title: track.title,
        artist: track.artist,
        album: track.album ?? null,
        durationMs: track.durationMs ?? null,
      });
      const input = {
        theme: req.theme,
        track: { id: track.id, title: track.title, artist: track.artist },
        audio: req.audio,
        lyrics: found,
        hint: req.hint,
        persona: req.persona,
        seed: req.salt ?? `${track.id}|${req.number ?? ""}|${req.theme}|${req.hint ?? ""}`,
      };
      if (llm) {
        try {
          return { ...(await llm.generate(input)), source: "model" };
        } catch (err) {
          const failure = err instanceof LlmUnavailableError ? err.failure : "error";
          log.warn(
            { failure, err: err instanceof Error ? err.message : String(err) },
            "model failed: offline comment",
          );
        }
      }
      return { ...composeOfflineComment(input), source: "offline" };
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
