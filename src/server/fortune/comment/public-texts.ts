/**
 * The question-free version of a comment: what a shared page, its link preview and its images may
 * carry when the person's question is not shown (ADR 038). The comment service answers it as
 * `publicTexts`, and the public view of a saved draw (draws/public-view.ts) derives it again from
 * the stored texts and question with this same function, so the two can never differ.
 */
import { redactHint } from "./redact-hint";
import { DISTRESS_NOTICE, SENSITIVE_NOTICE } from "./safety";
import type { GeneratedComment } from "./types";

/** Sentences only a hint can have caused: they tell a reader what was asked. */
const HINT_TRACES: readonly string[] = [...SENSITIVE_NOTICE, ...DISTRESS_NOTICE];

export function questionFreeTexts(comment: GeneratedComment, hint: string | null): GeneratedComment {
  return redactHint(
    { headline: comment.headline, short: comment.short, long: comment.long },
    hint,
    HINT_TRACES,
  );
}
