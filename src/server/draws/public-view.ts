/**
 * The one rule for a saved draw's question in public (ADR 038). Every public rendition reads a draw
 * through toPublicDraw (GET /api/draws/{id}, the /result/{id} page and the data embedded in it), and
 * the link previews (meta tags, preview and story images) take their texts from previewTexts.
 *
 * - The question is shown only when its owner chose to show it AND the classifier reads it as
 *   harmless ("none"). A question read as sensitive, or as self-harm or distress by a classifier
 *   newer than the draw, is never shown, whatever the stored flag says.
 * - When it is not shown, the comment's texts are the question-free ones (public-texts.ts): no
 *   sentence that quotes or mentions it, nor the notice a sensitive question brings.
 * - Link previews never carry the question, shown or not: chat apps and crawlers copy them and keep
 *   them for days, so hiding it again could not take it back.
 */
import type { PublicDraw } from "@/shared/api/draws";
import { questionFreeTexts } from "../fortune/comment/public-texts";
import { classifyHint, hintSafetyOf } from "../fortune/comment/safety";

/** Why a question may not be shown: null when it may. */
export type QuestionBlock = "none-given" | "sensitive" | null;

export function questionBlock(hint: string | null): QuestionBlock {
  if (!hint?.trim()) return "none-given";
  return hintSafetyOf(classifyHint(hint)) === "none" ? null : "sensitive";
}

interface DrawTexts {
  headline: string;
  short: string;
  long: string;
  hint: string | null;
  hintHidden: boolean;
}

/** The question and texts anyone with the link sees. */
export function publicQuestionAndTexts(draw: DrawTexts): {
  hint: string | null;
  headline: string;
  short: string;
  long: string;
} {
  const { hint } = draw;
  if (!hint?.trim()) return { hint: null, headline: draw.headline, short: draw.short, long: draw.long };
  if (!draw.hintHidden && questionBlock(hint) === null)
    return { hint, headline: draw.headline, short: draw.short, long: draw.long };
  return { hint: null, ...questionFreeTexts(draw, hint) };
}

/** The texts of a draw's link preview (og:title, og:description, the images): never the question. */
export function previewTexts(draw: Pick<PublicDraw, "headline" | "short" | "long" | "hint">): {
  headline: string;
  short: string;
  long: string;
} {
  // A public view without a question already has the question-free texts.
  if (!draw.hint) return { headline: draw.headline, short: draw.short, long: draw.long };
  return questionFreeTexts(draw, draw.hint);
}
