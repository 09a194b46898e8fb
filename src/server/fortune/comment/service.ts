/**
 * Writes a comment: lyrics from LRCLIB (never stored), then the model when one is configured,
 * else — or when the model fails or writes something unsafe — the offline composer.
 *
 * The hint is classified first (safety.ts). A hint of self-harm gets no fortune: a support message
 * (kind "support"), with no lyrics lookup and no model call. A hint of acute distress gets the
 * calm offline comment with the support line and 112 in place of the notice, also as kind
 * "support" (never saved, never shared, no celebration). A sensitive hint (health, death,
 * pregnancy, court, debt, investment, crypto, gambling) is never sent to the model: it may be
 * special-category personal data (KVKK art. 6) that has no business at a third-party model
 * provider, and the comment for it must carry no forecast at all, which the offline composer
 * guarantees by construction and a model only by promise. Neither kind of hint is ever logged.
 *
 * Every result also carries `publicTexts`, the same comment with no trace of the question
 * (public-texts.ts): what a shared page may show.
 */
import type { Persona } from "@/shared/api/comment";
import type { AudioFeatures, Track } from "@/shared/api/tracks";
import type { ThemeId } from "@/shared/themes";
import type { Logger } from "../../log";
import type { LyricsService } from "../lyrics";
import { type LlmClient, LlmUnavailableError } from "./llm";
import { composeOfflineComment } from "./offline/composer";
import { composeOfflineSpread } from "./offline/spread";
import { questionFreeTexts } from "./public-texts";
import { findCommentQuote, inputShingles, spreadShingles } from "./quotes";
import {
  classifyHint,
  distressComment,
  type HintSafety,
  type HintSafetyLevel,
  hintSafetyOf,
  supportComment,
} from "./safety";
import type { CommentInput, CommentKind, GeneratedComment, SpreadCommentInput } from "./types";

export interface CommentRequestInput {
  track: Track;
  theme: ThemeId;
  audio: AudioFeatures | null;
  hint: string | null;
  persona: Persona;
  salt: string | null;
  number: string | null;
}

export interface CommentResult extends GeneratedComment {
  /** "support" for a hint of self-harm or acute distress: show it without confetti, never as a fortune */
  kind: CommentKind;
  source: "model" | "offline";
  /** how the hint was read: "support" (self-harm or distress), "sensitive" or "none" */
  hintSafety: HintSafetyLevel;
  /** the same texts with no trace of the hint: what may ever be shown to anyone else */
  publicTexts: GeneratedComment;
}

function result(
  texts: GeneratedComment,
  kind: CommentKind,
  source: "model" | "offline",
  safety: HintSafety,
  hint: string | null,
): CommentResult {
  const comment = { headline: texts.headline, short: texts.short, long: texts.long };
  return {
    kind,
    source,
    ...comment,
    hintSafety: hintSafetyOf(safety),
    // The support message is about no question at all: it stays whole (and is never shared).
    publicTexts: safety.kind === "self-harm" ? comment : questionFreeTexts(comment, hint),
  };
}

const isDistress = (safety: HintSafety) => safety.kind === "sensitive" && safety.topic === "distress";

/**
 * The offline composer's comment. It quotes one lyric word or two by design, but its sentence
 * frames could still meet the lyrics by chance (a song whose words are a fortune's stock phrase):
 * then it writes again without the lyrics, under other seeds, until the four-word rule (ADR 020)
 * holds; the 1,000-comment test finds no such case in real lyrics, so this is a safety net.
 */
export function offlineComment(input: CommentInput): GeneratedComment {
  const first = composeOfflineComment(input);
  if (!input.lyrics?.excerpt) return first;
  const shingles = inputShingles(input);
  if (!findCommentQuote(first, shingles)) return first;
  let last = first;
  for (let i = 1; i <= 8; i++) {
    last = composeOfflineComment({ ...input, lyrics: null, seed: `${input.seed}|quote-${i}` });
    if (!findCommentQuote(last, shingles)) return last;
  }
  return last;
}

/** One song of a spread request: the track and its sound, as the client sends them. */
export interface SpreadCardRequest {
  track: Track;
  audio: AudioFeatures | null;
}

export interface SpreadRequestInput {
  cards: readonly [SpreadCardRequest, SpreadCardRequest, SpreadCardRequest];
  theme: ThemeId;
  hint: string | null;
  persona: Persona;
  /** identifies the spread (its numbers and tracks): same seed + input => same comment */
  seed: string;
}

/**
 * The offline comment of a spread, under the four-word rule for all three songs' lyrics together
 * (each song's part already keeps it for its own lyrics, through offlineComment); should the three
 * still meet one another's lyrics, the comment is written again without lyrics.
 */
export function offlineSpreadComment(input: SpreadCommentInput): GeneratedComment {
  const shingles = spreadShingles(input);
  const first = composeOfflineSpread(input, offlineComment);
  if (!findCommentQuote(first, shingles)) return first;
  const cards = input.cards.map((c) => ({ ...c, lyrics: null })) as unknown as SpreadCommentInput["cards"];
  let last = first;
  for (let i = 1; i <= 8; i++) {
    last = composeOfflineSpread({ ...input, cards, seed: `${input.seed}|quote-${i}` }, offlineComment);
    if (!findCommentQuote(last, shingles)) return last;
  }
  return last;
}

export function createCommentService(options: { lyrics: LyricsService; llm: LlmClient | null; log: Logger }) {
  const { lyrics, llm, log } = options;

  return {
    async generate(req: CommentRequestInput): Promise<CommentResult> {
      const { track } = req;
      const safety = classifyHint(req.hint);
      if (safety.kind === "self-harm") {
        // Never the hint itself in a log line: it is the person's own words.
        log.info({ safety: "self-harm" }, "support message instead of a fortune");
        return result(supportComment(), "support", "offline", safety, req.hint);
      }
      const found = await lyrics.lookup({
        title: track.title,
        artist: track.artist,
        album: track.album ?? null,
        durationMs: track.durationMs ?? null,
      });
      const input: CommentInput = {
        theme: req.theme,
        track: { id: track.id, title: track.title, artist: track.artist },
        audio: req.audio,
        lyrics: found,
        hint: req.hint,
        persona: req.persona,
        seed: req.salt ?? `${track.id}|${req.number ?? ""}|${req.theme}|${req.hint ?? ""}`,
      };
      if (isDistress(safety)) {
        log.info({ safety: "distress" }, "calm comment with the support line, model not asked");
        return result(distressComment(offlineComment(input)), "support", "offline", safety, req.hint);
      }
      if (llm && safety.kind === "sensitive") {
        // Not even the topic: with the request's context it would say what this person asked about.
        log.info({ safety: "sensitive" }, "sensitive hint: offline comment, model not asked");
      } else if (llm) {
        try {
          return result(await llm.generate(input), "fortune", "model", safety, req.hint);
        } catch (err) {
          const failure = err instanceof LlmUnavailableError ? err.failure : "error";
          log.warn(
            { failure, err: err instanceof Error ? err.message : String(err) },
            "model failed: offline comment",
          );
        }
      }
      return result(offlineComment(input), "fortune", "offline", safety, req.hint);
    },

    /**
     * The one comment of 'Geçmiş · Şimdi · Gelecek': the same rules as a single comment (the hint
     * classified first, a sensitive hint never sent to the model, the model's answer through every
     * check of llm.ts against all three songs, the offline composer when anything fails).
     */
    async generateSpread(req: SpreadRequestInput): Promise<CommentResult> {
      const safety = classifyHint(req.hint);
      if (safety.kind === "self-harm") {
        log.info({ safety: "self-harm" }, "support message instead of a spread");
        return result(supportComment(), "support", "offline", safety, req.hint);
      }
      const found = await Promise.all(
        req.cards.map(({ track }) =>
          lyrics.lookup({
            title: track.title,
            artist: track.artist,
            album: track.album ?? null,
            durationMs: track.durationMs ?? null,
          }),
        ),
      );
      const input: SpreadCommentInput = {
        theme: req.theme,
        hint: req.hint,
        persona: req.persona,
        seed: req.seed,
        cards: req.cards.map((card, i) => ({
          track: { id: card.track.id, title: card.track.title, artist: card.track.artist },
          audio: card.audio,
          lyrics: found[i] ?? null,
        })) as unknown as SpreadCommentInput["cards"],
      };
      if (isDistress(safety)) {
        log.info({ safety: "distress" }, "calm spread with the support line, model not asked");
        return result(distressComment(offlineSpreadComment(input)), "support", "offline", safety, req.hint);
      }
      if (llm && safety.kind === "sensitive") {
        log.info({ safety: "sensitive" }, "sensitive hint: offline spread, model not asked");
      } else if (llm) {
        try {
          return result(await llm.generateSpread(input), "fortune", "model", safety, req.hint);
        } catch (err) {
          const failure = err instanceof LlmUnavailableError ? err.failure : "error";
          log.warn(
            { failure, err: err instanceof Error ? err.message : String(err) },
            "model failed: offline spread",
          );
        }
      }
      return result(offlineSpreadComment(input), "fortune", "offline", safety, req.hint);
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
