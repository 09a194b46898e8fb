/**
 * Offline fortune-comment composer: writes a Turkish headline, short and long comment from
 * the theme, the track, its sound, a lyric word, the hint and the persona, with no AI model.
 * Deterministic per input (seeded PRNG, no Math.random, no clock); see
 * docs/decisions/004-offline-comment-composer.md.
 */
import type { AudioFeatures } from "@/shared/api";
import { THEME_IDS, type ThemeId } from "@/shared/themes";
import {
  analyzeAudio,
  type MusicProfile,
  NEUTRAL_ADJECTIVES,
  NEUTRAL_DETAILS,
  TRAIT_ADJECTIVES,
  TRAIT_DETAILS,
} from "./offline/music";
import {
  CLOSERS,
  FORECASTS,
  HEADLINE_PREDICATES,
  HEADLINE_SUBJECTS,
  HEADLINE_TAILS,
  HINT_LEADS,
  HINT_SENTENCES,
  INSTRUMENTAL_FOLLOW_UPS,
  INSTRUMENTAL_SENTENCES,
  type Level,
  LIGHT_TOUCHES,
  LONG_INTROS,
  LYRIC_FOLLOW_UPS,
  LYRIC_LEADS,
  LYRIC_SENTENCES,
  MOOD_LEADS,
  MYSTIC_LEADS,
  MYSTIC_SENTENCES,
  NUDGES,
  PLAIN_LEADS,
  READING_FRAMES,
  READINGS,
  SHORT_OPENER_FALINA,
  SHORT_OPENERS,
  type SongCtx,
  songRef,
  THEME_EXTRAS,
  THEME_LEADS,
  TITLE_LEADS,
  UNKNOWN_LYRICS_SENTENCES,
} from "./offline/phrases";
import { type Rng, slotRngs } from "./offline/rng";
import {
  capitalizeFirst,
  charLength,
  cleanArtist,
  cleanHint,
  hintTopic,
  pickLyricWord,
  titleForms,
} from "./offline/text";

export interface CommentInput {
  theme: ThemeId;
  track: { id: string; title: string; artist: string };
  audio: AudioFeatures | null;
  /** a few lines of the lyrics when found (any language), null when unknown */
  lyrics: { instrumental: boolean; excerpt: string | null } | null;
  /** 1-3 words the person wants to focus on; treated as data, never as instructions */
  hint: string | null;
  /** integers 1-3 (the app sends 2, 2, 2) */
  persona: { mysticLevel: number; directness: number; optimism: number };
  /** identifies the draw; same seed + input => same output */
  seed: string;
}

export interface GeneratedComment {
  headline: string;
  short: string;
  long: string;
}

export const HEADLINE_MAX = 90;
export const SHORT_MAX = 320;
/** How many characters the long text has at least beyond the short one. */
const LONG_MIN_EXTRA = 200;

type WordsState = { kind: "lyric"; word: string } | { kind: "instrumental" } | { kind: "unknown" };

function toLevel(value: unknown): Level {
  if (typeof value !== "number" || !Number.isFinite(value)) return 2;
  const n = Math.round(value);
  return n <= 1 ? 1 : n >= 3 ? 3 : 2;
}

/**
 * Capital first letter and a closing period unless the sentence already ends in ! or ?.
 * A sentence opening with a name (say, "mor ve ötesi imzalı…") keeps the name as written.
 */
function finish(sentence: string, names: readonly string[]): string {
  const trimmed = sentence.replace(/\s+/gu, " ").trim();
  const s = names.some((n) => n && trimmed.startsWith(n)) ? trimmed : capitalizeFirst(trimmed);
  return /[.!?]$/u.test(s) ? s : `${s}.`;
}

interface Adjectives {
  /** one or two adjectives for "…melodisi" */
  phrase: string;
  /** a single adjective for the headline */
  single: string;
}

/**
 * The options whose stem is not already in the context, so "enerjik" does not sit next to
 * "enerji getiriyor". `contexts` go from nearest (the same sentence) to farthest; when every
 * option clashes with all of them, only the nearer ones count, and at last none.
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

/**
 * `contexts`: the lower-cased text the adjectives will meet, nearest first (the short reading
 * in the same sentence, then the long text's reading and detail sentences).
 */
function pickAdjectives(music: MusicProfile, contexts: readonly string[], rng: Rng): Adjectives {
  const [first, second] = music.traits;
  if (!first) {
    const a = rng.pick(fresh(NEUTRAL_ADJECTIVES, contexts));
    return { phrase: a, single: a };
  }
  const a1 = rng.pick(fresh(TRAIT_ADJECTIVES[first.id], contexts));
  const useSecond = second !== undefined && rng.chance(0.6);
  const single = second && rng.chance(0.35) ? rng.pick(TRAIT_ADJECTIVES[second.id]) : a1;
  if (!useSecond || !second) return { phrase: a1, single };
  const options = fresh(TRAIT_ADJECTIVES[second.id], contexts).filter((a) => a !== a1);
  if (options.length === 0) return { phrase: a1, single };
  const a2 = rng.pick(options);
  const phrase = first.mood !== second.mood ? `hem ${a1} hem ${a2}` : `${a1} ve ${a2}`;
  return { phrase, single };
}

function detailSentences(music: MusicProfile, rng: Rng): string[] {
  const [first, second] = music.traits;
  if (!first) return [rng.pick(NEUTRAL_DETAILS)];
  const ctx = { bpm: music.bpm, keyName: music.keyName };
  const render = (id: keyof typeof TRAIT_DETAILS) => {
    const options = TRAIT_DETAILS[id].map((f) => f(ctx)).filter((s): s is string => s !== null);
    return options.length > 0 ? rng.pick(options) : null;
  };
  const out: string[] = [];
  const d1 = render(first.id);
  if (d1) out.push(d1);
  // A second detail only when it agrees with the mood (or the first one failed to render).
  if (second && (out.length === 0 || (second.mood === first.mood && rng.chance(0.5)))) {
    const d2 = render(second.id);
    if (d2) out.push(d2);
  }
  return out.length > 0 ? out : [rng.pick(NEUTRAL_DETAILS)];
}

/**
 * The hint sentences for its topic and the general ones, minus those that would say the hint's
 * word again outside the quotes ("«cesaret» konusu için … biraz da cesaret").
 */
function hintSentences(hint: string): ((h: string) => string)[] {
  const bank = [...HINT_SENTENCES[hintTopic(hint) ?? "any"], ...HINT_SENTENCES.any];
  const word = hint.toLocaleLowerCase("tr-TR");
  if (charLength(word) < 3) return bank;
  const left = bank.filter(
    (f) => !f(hint).replace(`«${hint}»`, "").toLocaleLowerCase("tr-TR").includes(word),
  );
  return left.length >= 2 ? left : bank;
}

function wordsState(input: CommentInput, avoid: string[], rng: Rng): WordsState {
  const lyrics = input.lyrics;
  if (!lyrics) return { kind: "unknown" };
  if (lyrics.instrumental) return { kind: "instrumental" };
  if (!lyrics.excerpt) return { kind: "unknown" };
  const word = pickLyricWord(lyrics.excerpt, avoid, rng);
  return word ? { kind: "lyric", word } : { kind: "unknown" };
}

export function composeOfflineComment(input: CommentInput): GeneratedComment {
  const theme: ThemeId = (THEME_IDS as readonly string[]).includes(input.theme) ? input.theme : "genel";
  const rngFor = slotRngs(`${input.seed}|${theme}|${input.track?.id ?? ""}`);
  const mystic = toLevel(input.persona?.mysticLevel);
  const directness = toLevel(input.persona?.directness);
  const optimism = toLevel(input.persona?.optimism);

  const artist = cleanArtist(input.track?.artist ?? "");
  const paragraph = (sentences: readonly string[]) =>
    sentences.map((x) => finish(x, artist ? [artist] : [])).join(" ");
  const title = titleForms(input.track?.title ?? "", artist);
  const hint = cleanHint(typeof input.hint === "string" ? input.hint : null);
  const music = analyzeAudio(input.audio ?? null);
  const words = wordsState(input, [title.text ?? "", artist ?? "", hint ?? ""], rngFor("lyric-word"));

  // An instrumental piece is a "parça" rather than a "şarkı" (song).
  const nounRoll = rngFor("noun").chance(0.75);
  const song = songRef(title.text, nounRoll && words.kind !== "instrumental" ? "şarkı" : "parça");
  const artistRng = rngFor("artist");
  const withArtist = artist !== null && artistRng.chance(0.8);
  const imzali = withArtist ? `${artist} imzalı ` : "";
  const [readingShort, readingLong] = rngFor("reading").pickTwo(READINGS[theme][music.mood]);
  const details = detailSentences(music, rngFor("details"));
  // "hızlı ezgisiyle…" in the short text should not meet "Hızlı temposu…" in the long one.
  const adjectives = pickAdjectives(
    music,
    [readingShort, [readingLong, ...details].join(" ")].map((s) => s.toLocaleLowerCase("tr-TR")),
    rngFor("adjectives"),
  );
  const [forecastShort, forecastLong] = rngFor("forecast").pickTwo(FORECASTS[theme][optimism]);

  const hintBank = hint ? hintSentences(hint) : [];
  const [hintShort, hintLong] = hint
    ? rngFor("hint")
        .pickTwo(hintBank)
        .map((f) => f(hint))
    : [null, null];
  const wn =
    words.kind === "lyric"
      ? words.word.includes(" ")
        ? "ifadesi"
        : rngFor("wn").pick(["kelimesi", "sözcüğü"])
      : "";
  const [lyricShort, lyricLong] =
    words.kind === "lyric"
      ? rngFor("lyric")
          .pickTwo(LYRIC_SENTENCES[theme])
          .map((f) => f({ w: words.word, wn }))
      : [null, null];
  const [instrShort, instrLong] = rngFor("instrumental").pickTwo(INSTRUMENTAL_SENTENCES);

  // ---------- short: 1-3 sentences ----------
  const openerRng = rngFor("opener");
  // A name styled in lower case ("mor ve ötesi") must not open the text: use the opener
  // that starts with "Falına …".
  const startsLower = artist !== null && withArtist && /^\p{Ll}/u.test(artist);
  const opener = startsLower ? SHORT_OPENER_FALINA : openerRng.pick(SHORT_OPENERS);
  const openerCtx: SongCtx = { song, imzali, artist, adj: adjectives.phrase, reading: readingShort };
  const middle = hintShort ?? lyricShort ?? (words.kind === "instrumental" ? instrShort : null);
  const shortVariants: string[][] = [
    [opener(openerCtx), ...(middle ? [middle] : []), forecastShort],
    [opener({ ...openerCtx, imzali: "" }), ...(middle ? [middle] : []), forecastShort],
    [opener({ ...openerCtx, imzali: "" }), middle ?? forecastShort],
    [opener({ ...openerCtx, song: songRef(null, "şarkı"), imzali: "" }), middle ?? forecastShort],
  ];
  let short = paragraph(shortVariants[0] as string[]);
  for (const variant of shortVariants) {
    short = paragraph(variant);
    if (charLength(short) <= SHORT_MAX) break;
  }

  // ---------- long: 2-4 paragraphs of 2-4 sentences ----------
  const introRng = rngFor("intro");
  const intros = LONG_INTROS.filter(
    (i) =>
      (!i.needsArtist || withArtist) &&
      (!i.needsTitle || song.titled) &&
      (i.minMystic === undefined || mystic >= i.minMystic) &&
      (!i.themes || i.themes.includes(theme)) &&
      // "Falına … çıktı" in the short text, so not "Seçtiğin sayı falına … getirdi" again.
      !(i.echoesFalina && opener === SHORT_OPENER_FALINA),
  );
  const intro = introRng.pick(intros).text({ song, imzali, artist });
  const p1 = [intro, ...details, rngFor("frame").pick(READING_FRAMES)(readingLong)];

  const p2Rng = rngFor("p2");
  const p2: string[] = [];
  if (words.kind === "lyric" && lyricLong) p2.push(lyricLong);
  else if (words.kind === "instrumental") p2.push(instrLong);
  else if (!hintLong || p2Rng.chance(0.5)) p2.push(p2Rng.pick(UNKNOWN_LYRICS_SENTENCES));
  if (hintLong) p2.push(hintLong);
  else if (words.kind === "lyric") p2.push(p2Rng.pick(LYRIC_FOLLOW_UPS));
  else if (words.kind === "instrumental") p2.push(p2Rng.pick(INSTRUMENTAL_FOLLOW_UPS));
  const mysticLine = rngFor("mystic").pick(MYSTIC_SENTENCES[mystic]);
  if (mystic === 3 && p2Rng.chance(0.4)) p2.unshift(mysticLine);
  else p2.push(mysticLine);

  const p3Rng = rngFor("p3");
  const nudge = p3Rng.pick(NUDGES[theme][directness])({ instrumental: words.kind === "instrumental" });
  const p3 = [forecastLong, nudge];
  if (p3Rng.chance(0.5)) p3.push(p3Rng.pick(THEME_EXTRAS[theme]));
  const paragraphs = [p1, p2, p3];
  const closeRng = rngFor("close");
  const closing = [closeRng.pick(CLOSERS[theme]), closeRng.pick(LIGHT_TOUCHES)];
  const wantsClosing = closeRng.chance(0.55);
  const addTouch = closeRng.chance(0.3);
  // The long text must read clearly longer than the short one; a closing paragraph makes sure.
  const tooClose = charLength(paragraphs.map(paragraph).join("\n\n")) < charLength(short) + LONG_MIN_EXTRA;
  if (wantsClosing || tooClose) paragraphs.push(closing);
  else if (addTouch) p3.push(closing[1] as string);
  const long = paragraphs.map(paragraph).join("\n\n");

  return {
    headline: composeHeadline({
      theme,
      mystic,
      title: title.headline,
      hint,
      words,
      adjective: adjectives.single,
      rng: rngFor("headline"),
    }),
    short,
    long,
  };
}

interface HeadlineCtx {
  theme: ThemeId;
  mystic: Level;
  title: string | null;
  hint: string | null;
  words: WordsState;
  adjective: string;
  rng: Rng;
}

function composeHeadline(c: HeadlineCtx): string {
  const { rng } = c;
  const claim = `${rng.pick(HEADLINE_SUBJECTS[c.theme])} ${rng.pick(HEADLINE_PREDICATES[c.theme])}`;
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
    text = `${lead}: ${claim}${bang}`;
  } else if (shape === "tail") {
    text = `${capitalizeFirst(claim)}, ${rng.pick(HEADLINE_TAILS[c.mystic])}${bang}`;
  } else if (shape === "adjective") {
    text = `${adjective} notalar eşliğinde ${claim}${bang}`;
  } else {
    text = `${capitalizeFirst(claim)}!`;
  }
  if (charLength(text) > HEADLINE_MAX) text = `${capitalizeFirst(claim)}!`;
  return text;
}
