/** The headline: a subject and a predicate of the theme, with a lead, a tail or an adjective. */
import type { ThemeId } from "@/shared/themes";
import { charLength } from "../../../text";
import { COMPOSER_LIMITS } from "../limits";
import {
  HEADLINE_PREDICATES,
  HEADLINE_SUBJECTS,
  HEADLINE_TAILS,
  HINT_LEADS,
  type Level,
  LYRIC_LEADS,
  MOOD_LEADS,
  MYSTIC_LEADS,
  PLAIN_LEADS,
  THEME_LEADS,
  TITLE_LEADS,
} from "./phrases";
import type { Rng } from "./rng";
import type { WordsState } from "./steps";
import { stems } from "./story";
import { capitalizeFirst } from "./text";

export interface HeadlineCtx {
  theme: ThemeId;
  mystic: Level;
  title: string | null;
  hint: string | null;
  words: WordsState;
  adjective: string;
  rng: Rng;
}

/**
 * A subject and a predicate that do not say the same thing twice: "beklenmedik bir haber" with
 * "hiç beklemediğin bir anda" or "beklediğinden erken", a "tesadüf" that arrives "beklediğinden
 * erken" (review fix 11).
 */
function pairFits(subject: string, predicate: string): boolean {
  const s = new Set(stems(subject));
  if (stems(predicate).some((x) => s.has(x))) return false;
  if (/tesadüf|rastlantı/u.test(subject) && /beklediğinden|yola çıktı|adım adım|yolda/u.test(predicate))
    return false;
  return true;
}

export function composeHeadline(c: HeadlineCtx): string {
  const { rng } = c;
  const subject = rng.pick(HEADLINE_SUBJECTS[c.theme]);
  const predicates = HEADLINE_PREDICATES[c.theme].filter((p) => pairFits(subject, p));
  const claim = `${subject} ${rng.pick(predicates)}`;
  const bang = rng.chance(0.2) ? "!" : "";
  const adjective = capitalizeFirst(c.adjective);
  // Avoid "Güçlü notalar eşliğinde güçlü bir iş birliği…".
  const adjectiveFits = !claim.includes(c.adjective);
  const shape = rng.weighted([
    [48, "lead"],
    [20, "tail"],
    [adjectiveFits ? 25 : 0, "adjective"],
    [7, "bang"],
  ] as const);
  let text: string;
  if (shape === "lead") {
    const pMystic = c.mystic === 1 ? 0.1 : c.mystic === 2 ? 0.45 : 0.8;
    const word = c.words.kind === "lyric" && charLength(c.words.word) <= 18 ? c.words.word : null;
    const hint = c.hint && charLength(c.hint) <= 20 ? c.hint : null;
    const lead = rng.weighted<() => string>([
      [3 * (1 - pMystic), () => rng.pick(PLAIN_LEADS)],
      [3 * pMystic, () => rng.pick(MYSTIC_LEADS)],
      [2, () => rng.pick(THEME_LEADS[c.theme])],
      [adjectiveFits ? 2 : 0, () => rng.pick(MOOD_LEADS)(adjective)],
      [c.title ? 2 : 0, () => rng.pick(TITLE_LEADS)(c.title ?? "")],
      [word ? 1.2 : 0, () => rng.pick(LYRIC_LEADS)(word ?? "")],
      [hint ? 2 : 0, () => rng.pick(HINT_LEADS)(hint ?? "")],
    ])();
    // A full sentence after a colon starts with a capital (TDK; review fix 12).
    text = `${lead}: ${capitalizeFirst(claim)}${bang}`;
  } else if (shape === "tail") {
    const said = new Set(stems(claim));
    const tails = HEADLINE_TAILS[c.mystic].filter((t) => !stems(t).some((x) => said.has(x)));
    text = `${capitalizeFirst(claim)}, ${rng.pick(tails.length > 0 ? tails : HEADLINE_TAILS[c.mystic])}${bang}`;
  } else if (shape === "adjective") {
    text = `${adjective} notalar eşliğinde ${claim}${bang}`;
  } else {
    text = `${capitalizeFirst(claim)}!`;
  }
  if (charLength(text) > COMPOSER_LIMITS.headline) text = `${capitalizeFirst(claim)}!`;
  return text;
}
