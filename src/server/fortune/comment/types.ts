/** The comment engine's vocabulary: what a comment is written from, and the comment itself. */
import type { GeneratedCommentDto, Persona } from "@/shared/api/comment";
import type { AudioFeatures, Track } from "@/shared/api/tracks";
import type { ThemeId } from "@/shared/themes";
import type { LyricsInfo } from "../lyrics";

/** What a comment is written from, by the model (prompt.ts) or the offline composer alike. */
export interface CommentInput {
  theme: ThemeId;
  track: Pick<Track, "id" | "title" | "artist">;
  audio: AudioFeatures | null;
  /** a few lines of the lyrics when found (any language), null when unknown */
  lyrics: LyricsInfo | null;
  /** 1-3 words the person wants to focus on; treated as data, never as instructions */
  hint: string | null;
  /** integers 1-3 (the app sends 2, 2, 2) */
  persona: Persona;
  /** identifies the draw; same seed + input => same output */
  seed: string;
}

/** A comment as the API returns it: the contract's type, not a copy of it. */
export type GeneratedComment = GeneratedCommentDto;

/**
 * What the comment service answers with: a fortune, or (for a hint of self-harm) a support
 * message with 112 in the same headline/short/long shape, shown without confetti.
 */
export type CommentKind = "fortune" | "support";

/** One song of a three-song spread, as a comment is written from it. */
export interface SpreadCardInput {
  track: Pick<Track, "id" | "title" | "artist">;
  audio: AudioFeatures | null;
  lyrics: LyricsInfo | null;
}

/**
 * What the one comment of 'Geçmiş · Şimdi · Gelecek' is written from: the three songs in order
 * (past, present, future), with the theme, hint, persona and seed of a single comment.
 */
export interface SpreadCommentInput extends Omit<CommentInput, "track" | "audio" | "lyrics"> {
  cards: readonly [SpreadCardInput, SpreadCardInput, SpreadCardInput];
}
