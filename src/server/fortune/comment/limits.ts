/**
 * Every length limit of a fortune comment, in one place. Three sets, from tightest to widest:
 * - COMPOSER_LIMITS: what the offline composer writes (code points);
 * - ASKED_LIMITS: what the prompt asks the model for;
 * - ACCEPTED_LIMITS: what the checks let through from the model (UTF-16 units, as `.length`).
 * The model is asked for less than is accepted because models overshoot a count they cannot see;
 * a slightly long answer is better shown than thrown away for the offline one. The composer stays
 * within the accepted limits too, so both writers meet the same checks (see checks.ts).
 */

export const COMPOSER_LIMITS = {
  headline: 90,
  short: 320,
  /** how many characters the long text has at least beyond the short one */
  longMinExtra: 200,
} as const;

export const ASKED_LIMITS = {
  headline: 90,
  short: 350,
  /** the continuation the model writes after the short text (checks.ts: continueFromShort) */
  long: 1200,
} as const;

export const ACCEPTED_LIMITS = {
  headline: 120,
  short: 400,
  /** a longer short text loses its extra sentences rather than being rejected */
  shortSentences: 3,
  long: 2500,
} as const;
