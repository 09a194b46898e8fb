/** A sensitive hint's comment: the song's mood, a calm notice, no forecast (see calm.ts). */
import { charLength } from "../../../text";
import { COMPOSER_LIMITS } from "../limits";
import { SENSITIVE_NOTICE } from "../safety";
import type { GeneratedComment } from "../types";
import {
  CALM_COMPANY,
  CALM_HEADLINES,
  CALM_INSTRUMENTAL,
  CALM_LYRIC,
  CALM_MOODS,
  CALM_OPENERS,
  CALM_SUGGESTIONS,
} from "./calm";
import type { MusicProfile } from "./music";
import { type SongRef, songRef } from "./phrases";
import type { Rng } from "./rng";
import { detailSentences, pickAdjectives } from "./sound";
import { toParagraphs, type WordsState } from "./steps";
import type { Story } from "./story";
import { capitalizeFirst } from "./text";

export interface CalmInput {
  rngFor: (slot: string) => Rng;
  music: MusicProfile;
  song: SongRef;
  imzali: string;
  withArtist: boolean;
  lowerArtist: boolean;
  words: WordsState;
  title: { headline: string | null };
  paragraph: (sentences: readonly string[]) => string;
  story: Story;
}

export function composeCalm(c: CalmInput): GeneratedComment {
  const { rngFor, music, story, paragraph } = c;
  const adjectives = pickAdjectives(music, [], rngFor("adjectives"));
  const noun = rngFor("noun-word").pick(
    adjectives.timbre ? ["tınısı", "havası", "ezgisi"] : ["havası", "ezgisi", "melodisi"],
  );
  const mood = rngFor("reading").pick(CALM_MOODS[music.mood]);
  const openers = CALM_OPENERS.filter((o) => !(o.startsWithName && c.withArtist && c.lowerArtist));
  const opener = rngFor("opener").pick(openers);
  const ctx = { song: c.song, imzali: c.imzali, adj: adjectives.phrase, noun, mood };
  let short = paragraph([story.say(opener.text(ctx)), ...SENSITIVE_NOTICE]);
  if (charLength(short) > COMPOSER_LIMITS.short)
    short = paragraph([opener.text({ ...ctx, imzali: "" }), ...SENSITIVE_NOTICE]);
  if (charLength(short) > COMPOSER_LIMITS.short)
    short = paragraph([
      opener.text({ ...ctx, imzali: "", song: songRef(null, "şarkı") }),
      ...SENSITIVE_NOTICE,
    ]);

  const rng = rngFor("calm");
  const first: string[] = [];
  if (rng.chance(0.7)) first.push(...detailSentences(music, rngFor("details"), story).slice(0, 1));
  if (c.words.kind === "lyric") {
    const w = c.words.word;
    first.push(story.pick(rng, CALM_LYRIC, (f) => f(w))(w));
  } else if (c.words.kind === "instrumental") first.push(story.pick(rng, CALM_INSTRUMENTAL));
  const [company, company2] = rng.pickTwo(CALM_COMPANY);
  first.push(company);
  const second = [story.pick(rng, CALM_SUGGESTIONS)];
  if (first.length < 2 || rng.chance(0.5)) second.push(company2);
  const rest = toParagraphs([first, second]);
  const long = [short, ...rest.map(paragraph)].join("\n\n");

  const headlineRng = rngFor("headline");
  const headlines = CALM_HEADLINES.map((f) =>
    f({ adj: capitalizeFirst(adjectives.single), title: c.title.headline }),
  ).filter((h): h is string => h !== null);
  return { headline: headlineRng.pick(headlines), short, long };
}
