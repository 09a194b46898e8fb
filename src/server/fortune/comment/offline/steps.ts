/**
 * The comment's building steps between the sound and the page: the hint's and the lyric word's
 * sentences, forecast and nudge sentences from their cores, and paragraphs from sentence groups.
 */
import { charLength } from "../../../text";
import type { CommentInput } from "../types";
import { hintTopic } from "./hint";
import { type LyricWord, pickLyricWord } from "./lyric-word";
import type { Core } from "./phrases-future";
import { HINT_QUESTION_SENTENCES, HINT_SENTENCES } from "./phrases-hint";
import type { Rng } from "./rng";
import type { Story } from "./story";
import { capitalizeFirst } from "./text";

export type WordsState = ({ kind: "lyric" } & LyricWord) | { kind: "instrumental" } | { kind: "unknown" };

// ---------- words ----------

/**
 * The hint sentences for its topic and the general ones (each once: review fix 3), minus those
 * that would say the hint's word again outside the quotes ("«cesaret» … biraz da cesaret"). A
 * question gets the question frames, which quote it with its question mark (ADR 027).
 */
export function hintSentences(hint: string, question = false): ((h: string) => string)[] {
  if (question) return HINT_QUESTION_SENTENCES.map((f) => (h: string) => f(`${h}?`));
  let known = hintBanks.get(hint);
  if (!known) {
    known = hintSentencesNow(hint);
    if (hintBanks.size >= 2000) hintBanks.clear();
    hintBanks.set(hint, known);
  }
  return known;
}

const hintBanks = new Map<string, ((h: string) => string)[]>();

function hintSentencesNow(hint: string): ((h: string) => string)[] {
  const topic = hintTopic(hint);
  const bank = topic ? [...HINT_SENTENCES[topic], ...HINT_SENTENCES.any] : [...HINT_SENTENCES.any];
  const word = hint.toLocaleLowerCase("tr-TR");
  if (charLength(word) < 3) return bank;
  const left = bank.filter(
    (f) => !f(hint).replace(`«${hint}»`, "").toLocaleLowerCase("tr-TR").includes(word),
  );
  return left.length >= 2 ? left : bank;
}

export function wordsState(input: CommentInput, avoid: string[], rng: Rng): WordsState {
  const lyrics = input.lyrics;
  if (!lyrics) return { kind: "unknown" };
  if (lyrics.instrumental) return { kind: "instrumental" };
  if (!lyrics.excerpt) return { kind: "unknown" };
  const picked = pickLyricWord(lyrics.excerpt, avoid, rng);
  return picked ? { kind: "lyric", ...picked } : { kind: "unknown" };
}

/**
 * A forecast or nudge: a core, with a time phrase in front now and then ("Bu hafta …"). A timed
 * core counts twice (with and without the time phrase), so each finished sentence is about as
 * likely as a whole one; `alwaysTimed` puts the time phrase on every timed core (gunluk's all
 * say "gün").
 */
export function coreSentence(
  cores: readonly Core[],
  times: readonly string[],
  alwaysTimed: boolean,
  rng: Rng,
  story: Story,
  render: (text: string) => string = (t) => t,
): string {
  const variants = variantsOf(cores, alwaysTimed);
  const v = story.pick(rng, variants, (x) => x.core.text);
  const text = render(v.core.text);
  if (!v.timed) return capitalizeFirst(text);
  return `${story.pick(rng, times)} ${text}`;
}

type Variant = { core: Core; timed: boolean };
const variantCache = new WeakMap<readonly Core[], [Variant[], Variant[]]>();

function variantsOf(cores: readonly Core[], alwaysTimed: boolean): Variant[] {
  let known = variantCache.get(cores);
  if (!known) {
    const build = (always: boolean) =>
      cores.flatMap((core) =>
        core.timed
          ? [
              { core, timed: true },
              { core, timed: always },
            ]
          : [{ core, timed: false }],
      );
    known = [build(false), build(true)];
    variantCache.set(cores, known);
  }
  return known[alwaysTimed ? 1 : 0];
}

/**
 * Sentence groups become paragraphs of 2-4 sentences: a group of one joins its shorter
 * neighbour, and a paragraph grown past four is split in two.
 */
export function toParagraphs(groups: readonly string[][]): string[][] {
  const out = groups.filter((g) => g.length > 0).map((g) => [...g]);
  for (
    let i = out.findIndex((p) => p.length === 1);
    i >= 0 && out.length > 1;
    i = out.findIndex((p) => p.length === 1)
  ) {
    const prev = out[i - 1];
    const next = out[i + 1];
    const into = !prev ? i + 1 : !next ? i - 1 : prev.length <= next.length ? i - 1 : i + 1;
    const merged =
      into < i
        ? [...(out[into] as string[]), ...(out[i] as string[])]
        : [...(out[i] as string[]), ...(out[into] as string[])];
    const parts =
      merged.length > 4
        ? [merged.slice(0, Math.floor(merged.length / 2)), merged.slice(Math.floor(merged.length / 2))]
        : [merged];
    out.splice(Math.min(i, into), 2, ...parts);
  }
  return out.flatMap((p) =>
    p.length > 4 ? [p.slice(0, Math.ceil(p.length / 2)), p.slice(Math.ceil(p.length / 2))] : [p],
  );
}
