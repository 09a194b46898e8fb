/** The sound in words: adjectives for the melody and the sentences that describe its details. */

import {
  type MusicProfile,
  NEUTRAL_ADJECTIVES,
  NEUTRAL_DETAILS,
  TRAIT_ADJECTIVES,
  TRAIT_DETAILS,
  type TraitId,
} from "./music";
import type { Rng } from "./rng";
import type { Story } from "./story";

export interface Adjectives {
  /** one or two adjectives for "…melodisi" */
  phrase: string;
  /** a single adjective for the headline */
  single: string;
  /** the sound's colour (bright, dark, acoustic…), which suits "tınısı"; tempo does not (review 3.4-E) */
  timbre: boolean;
}

const TIMBRE: ReadonlySet<TraitId> = new Set(["bright", "dark", "acoustic", "quiet", "lowEnergy", "loud"]);

/**
 * `contexts`: the lower-cased text the adjectives will meet, nearest first. An option whose stem
 * is already there is skipped ("enerjik" next to "enerji getiriyor"); when every option clashes,
 * only the nearer contexts count, and at last none.
 */
function fresh(options: readonly string[], contexts: readonly string[]): readonly string[] {
  const stem = (word: string) => Array.from(word).slice(0, 5).join("");
  for (let n = contexts.length; n > 0; n--) {
    const context = contexts.slice(0, n).join(" ");
    const left = options.filter((o) => !context.includes(stem(o)));
    if (left.length > 0) return left;
  }
  return options;
}

export function pickAdjectives(music: MusicProfile, contexts: readonly string[], rng: Rng): Adjectives {
  const [first, second] = music.traits;
  if (!first) {
    const a = rng.pick(fresh(NEUTRAL_ADJECTIVES, contexts));
    return { phrase: a, single: a, timbre: false };
  }
  const a1 = rng.pick(fresh(TRAIT_ADJECTIVES[first.id], contexts));
  const useSecond = second !== undefined && rng.chance(0.6);
  const single = second && rng.chance(0.35) ? rng.pick(TRAIT_ADJECTIVES[second.id]) : a1;
  const options = second ? fresh(TRAIT_ADJECTIVES[second.id], contexts).filter((a) => a !== a1) : [];
  if (!useSecond || !second || options.length === 0)
    return { phrase: a1, single, timbre: TIMBRE.has(first.id) };
  const a2 = rng.pick(options);
  const phrase = first.mood !== second.mood ? `hem ${a1} hem ${a2}` : `${a1} ve ${a2}`;
  return { phrase, single, timbre: TIMBRE.has(first.id) && TIMBRE.has(second.id) };
}

export function detailSentences(music: MusicProfile, rng: Rng, story: Story): string[] {
  const [first, second] = music.traits;
  if (!first) return [story.pick(rng, NEUTRAL_DETAILS)];
  const ctx = { bpm: music.bpm, keyName: music.keyName };
  const render = (id: TraitId) => {
    const options = TRAIT_DETAILS[id].map((f) => f(ctx)).filter((s): s is string => s !== null);
    return options.length > 0 ? story.pick(rng, options) : null;
  };
  const out: string[] = [];
  const d1 = render(first.id);
  if (d1) out.push(d1);
  // A second detail only when it agrees with the mood (or the first one failed to render).
  if (second && (out.length === 0 || (second.mood === first.mood && rng.chance(0.35)))) {
    const d2 = render(second.id);
    if (d2) out.push(d2);
  }
  return out.length > 0 ? out : [story.pick(rng, NEUTRAL_DETAILS)];
}
