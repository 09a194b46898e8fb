/**
 * Offline fortune-comment composer: writes a Turkish headline, short and long comment from
 * the theme, the track, its sound, a lyric word, the hint and the persona, with no AI model.
 * Deterministic per input (seeded PRNG, no Math.random, no clock); see
 * docs/decisions/004-offline-comment-composer.md.
 *
 * The long text opens with the short one and goes on from there: the result page prints the
 * short text and the rest of the long one, the play page's toggle shows the long text alone, and
 * either way every sentence is read once. A sensitive hint gets a mood-only comment with no
 * forecast (calm.ts); a hint of self-harm gets the support message instead of a fortune.
 */
import { THEME_IDS, type ThemeId } from "@/shared/themes";
import { charLength } from "../../../text";
import { COMPOSER_LIMITS } from "../limits";
import { classifyHint, SENSITIVE_NOTICE, supportComment } from "../safety";
import type { CommentInput, GeneratedComment } from "../types";
import {
  CALM_COMPANY,
  CALM_HEADLINES,
  CALM_INSTRUMENTAL,
  CALM_LYRIC,
  CALM_MOODS,
  CALM_OPENERS,
  CALM_SUGGESTIONS,
} from "./calm";
import { hintTopic } from "./hint";
import { type LyricWord, pickLyricWord } from "./lyric-word";
import {
  analyzeAudio,
  type MusicProfile,
  NEUTRAL_ADJECTIVES,
  NEUTRAL_DETAILS,
  TRAIT_ADJECTIVES,
  TRAIT_DETAILS,
  type TraitId,
} from "./music";
import {
  HEADLINE_PREDICATES,
  HEADLINE_SUBJECTS,
  HEADLINE_TAILS,
  HINT_LEADS,
  HINT_SENTENCES,
  INSTRUMENTAL_FOLLOW_UPS,
  INSTRUMENTAL_SENTENCES,
  type Level,
  LYRIC_ANY,
  LYRIC_FOLLOW_UPS,
  LYRIC_LEADS,
  LYRIC_NOUN,
  MOOD_LEADS,
  MYSTIC_LEADS,
  openersFor,
  PLAIN_LEADS,
  READING_FRAMES,
  READINGS,
  type SongRef,
  songRef,
  THEME_LEADS,
  TITLE_LEADS,
  UNKNOWN_LYRICS_SENTENCES,
} from "./phrases";
import {
  CLOSERS,
  type Core,
  FORECAST_TIMES,
  FORECASTS,
  LIGHT_TOUCHES,
  MYSTIC_SENTENCES,
  NUDGE_TIMES,
  NUDGES,
  renderNudge,
  THEME_EXTRAS,
} from "./phrases-future";
import { type Rng, slotRngs } from "./rng";
import { capitalizeFirst, cleanArtist, cleanHint, titleForms } from "./text";
import { distinctivePhrases } from "./variety";

type WordsState = ({ kind: "lyric" } & LyricWord) | { kind: "instrumental" } | { kind: "unknown" };

function toLevel(value: unknown): Level {
  if (typeof value !== "number" || !Number.isFinite(value)) return 2;
  const n = Math.round(value);
  return n <= 1 ? 1 : n >= 3 ? 3 : 2;
}

/**
 * Capital first letter, a capital after a colon that opens a full sentence (TDK; review fix 12),
 * and a closing period unless the sentence already ends in ! or ?. A name styled in lower case
 * ("mor ve ötesi imzalı…") keeps its casing wherever it stands.
 */
function finish(sentence: string, names: readonly string[]): string {
  const trimmed = sentence.replace(/\s+/gu, " ").trim();
  const startsWithName = (text: string) => names.some((n) => n && text.startsWith(n));
  let s = startsWithName(trimmed) ? trimmed : capitalizeFirst(trimmed);
  const before = s;
  s = s.replace(/: (\p{Ll})/gu, (all, ch: string, at: number) =>
    startsWithName(before.slice(at + 2)) ? all : `: ${ch.toLocaleUpperCase("tr-TR")}`,
  );
  return /[.!?]$/u.test(s) ? s : `${s}.`;
}

// ---------- not saying the same thing twice ----------

/** Words too common to count as a repeat when they come back in the next sentence. */
const STEM_FREE = new Set("şark parç bugü günü için gibi kada daha sonr önce bile sana seni sen".split(" "));

/**
 * Roots the review caught repeated in neighbouring sentences ("dönem … dönemdesin", "havası … Bu
 * hava", "notalar … Notaların", "sanki … Sanki", "tadı … tadını", "keyifli … keyifli",
 * "getiriyor … getiriyor"): never two sentences in a row.
 */
const LOUD = new Set(
  "döne hava nota sank tadı tadın keyi getir".split(" ").map((w) => Array.from(w).slice(0, 4).join("")),
);

/** Four-letter stems of a sentence's own words (quotes left out): "havası" and "Bu hava" share "hava". */
function stems(text: string): string[] {
  const known = stemMemo.get(text);
  if (known) return known;
  const out = stemsNow(text);
  if (stemMemo.size >= 20_000) stemMemo.clear();
  stemMemo.set(text, out);
  return out;
}

const stemMemo = new Map<string, string[]>();
const lowerMemo = new Map<string, string>();

function unquotedLower(text: string): string {
  let known = lowerMemo.get(text);
  if (known === undefined) {
    known = text.replace(/«[^»]*»/gu, " ").toLocaleLowerCase("tr-TR");
    if (lowerMemo.size >= 20_000) lowerMemo.clear();
    lowerMemo.set(text, known);
  }
  return known;
}

function stemsNow(text: string): string[] {
  return text
    .replace(/«[^»]*»/gu, " ")
    .toLocaleLowerCase("tr-TR")
    .split(/[^\p{L}]+/u)
    .filter((w) => charLength(w) >= 4)
    .map((w) => Array.from(w).slice(0, 4).join(""))
    .filter((w) => !STEM_FREE.has(w));
}

/**
 * What the comment has said so far, to keep the next pick from repeating a word root: the
 * options whose stems are new to the whole comment; failing that, new to the paragraph; failing
 * that, to the previous sentence; failing that, all of them. Fixes "…dönem başlıyor. … güzel bir
 * dönemdesin", "havası … Bu hava", "notalar … Notaların", "sanki … Sanki" (review 3.4 C-I).
 */
class Story {
  private all = new Set<string>();
  private paragraph = new Set<string>();
  private last = new Set<string>();
  private phrases = new Set<string>();
  private avoided: string[] = [];

  /** Words the text must not say outside quotes: the hint's ("«cesaret» … cesaretini"). */
  avoid(words: readonly string[]): void {
    this.avoided.push(...words.map((w) => w.toLocaleLowerCase("tr-TR")).filter((w) => charLength(w) >= 4));
  }

  /**
   * A random option that repeats no distinctive phrase of the comment, re-drawn once when
   * it shares a word root with the previous sentence. Re-drawing (rather than filtering every
   * clashing option out) keeps the options about equally likely, so no sentence with rare words
   * comes back draw after draw.
   */
  pick<T>(rng: Rng, options: readonly T[], text: (o: T) => string = String): T {
    const texts = options.map(text);
    let pool = texts.map((_, i) => i);
    if (this.avoided.length > 0) {
      const clean = pool.filter(
        (i) => !this.avoided.some((w) => unquotedLower(texts[i] as string).includes(w)),
      );
      if (clean.length > 0) pool = clean;
    }
    const unsaid = pool.filter(
      (i) => !distinctivePhrases(texts[i] as string).some((p) => this.phrases.has(p)),
    );
    if (unsaid.length > 0) pool = unsaid;
    const loud = pool.filter((i) => !stems(texts[i] as string).some((s) => LOUD.has(s) && this.last.has(s)));
    if (loud.length > 0) pool = loud;
    let choice = rng.pick(pool);
    if (stems(texts[choice] as string).some((s) => this.last.has(s))) choice = rng.pick(pool);
    return options[choice] as T;
  }

  /** Remembers what the headline says, so the text does not say it again word for word. */
  heard(text: string): void {
    for (const p of distinctivePhrases(text)) this.phrases.add(p);
  }

  say(sentence: string): string {
    this.heard(sentence);
    this.last = new Set(stems(sentence));
    for (const s of this.last) {
      this.all.add(s);
      this.paragraph.add(s);
    }
    return sentence;
  }

  newParagraph(): void {
    this.paragraph = new Set();
  }
}

// ---------- sound ----------

interface Adjectives {
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

function pickAdjectives(music: MusicProfile, contexts: readonly string[], rng: Rng): Adjectives {
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

function detailSentences(music: MusicProfile, rng: Rng, story: Story): string[] {
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

// ---------- words ----------

/**
 * The hint sentences for its topic and the general ones (each once: review fix 3), minus those
 * that would say the hint's word again outside the quotes ("«cesaret» … biraz da cesaret").
 */
function hintSentences(hint: string): ((h: string) => string)[] {
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

function wordsState(input: CommentInput, avoid: string[], rng: Rng): WordsState {
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
function coreSentence(
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
function toParagraphs(groups: readonly string[][]): string[][] {
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

// ---------- the comment ----------

export function composeOfflineComment(input: CommentInput): GeneratedComment {
  const rawHint = typeof input.hint === "string" ? input.hint : null;
  const safety = classifyHint(rawHint);
  if (safety.kind === "self-harm") return supportComment();

  const theme: ThemeId = (THEME_IDS as readonly string[]).includes(input.theme) ? input.theme : "genel";
  const rngFor = slotRngs(`${input.seed}|${theme}|${input.track?.id ?? ""}`);
  const mystic = toLevel(input.persona?.mysticLevel);
  const directness = toLevel(input.persona?.directness);
  const optimism = toLevel(input.persona?.optimism);

  const artist = cleanArtist(input.track?.artist ?? "");
  const names = artist ? [artist] : [];
  const paragraph = (sentences: readonly string[]) => sentences.map((x) => finish(x, names)).join(" ");
  const title = titleForms(input.track?.title ?? "", artist);
  // A sensitive hint is not repeated anywhere, not even cleaned.
  const hint = safety.kind === "none" ? cleanHint(rawHint) : null;
  const music = analyzeAudio(input.audio ?? null);
  const words = wordsState(input, [title.text ?? "", artist ?? "", rawHint ?? ""], rngFor("lyric-word"));

  // An instrumental piece is a "parça" rather than a "şarkı" (song).
  const nounRoll = rngFor("noun").chance(0.75);
  const song = songRef(title.text, nounRoll && words.kind !== "instrumental" ? "şarkı" : "parça");
  const withArtist = artist !== null && rngFor("artist").chance(0.8);
  const imzali = withArtist ? `${artist} imzalı ` : "";
  const lowerArtist = artist !== null && /^\p{Ll}/u.test(artist);
  const story = new Story();
  if (hint) story.avoid(hint.split(/\s+/u));

  if (safety.kind === "sensitive") {
    return composeCalm({
      rngFor,
      music,
      song,
      imzali,
      withArtist,
      lowerArtist,
      words,
      title,
      paragraph,
      story,
    });
  }

  const readingRng = rngFor("reading");
  const headlineRng = rngFor("headline");
  // The headline is written first, so the text does not repeat its words.
  const preHeadline = { theme, mystic, title: title.headline, hint, words };
  let readingShort = readingRng.pick(READINGS[theme][music.mood]);
  const detailRng = rngFor("details");
  // "hızlı ezgisiyle…" in the short text should not meet "Hızlı temposu…" further on.
  const adjectives = pickAdjectives(
    music,
    [readingShort].map((s) => s.toLocaleLowerCase("tr-TR")),
    rngFor("adjectives"),
  );
  const headline = composeHeadline({ ...preHeadline, adjective: adjectives.single, rng: headlineRng });
  story.heard(headline);
  // Rarely the headline's subject is the reading's own phrase ("küçük ama anlamlı bir değişim").
  const headlinePhrases = new Set(distinctivePhrases(headline));
  if (distinctivePhrases(readingShort).some((p) => headlinePhrases.has(p)))
    readingShort = story.pick(readingRng, READINGS[theme][music.mood]);
  const noun = rngFor("noun-word").pick(
    adjectives.timbre ? ["tınısı", "havası", "ezgisi"] : ["havası", "ezgisi", "melodisi"],
  );

  // ---------- short: the song, then the hint or a lyric word, then a forecast ----------
  const openerRng = rngFor("opener");
  const openers = openersFor({ theme, mystic, withArtist, lowerArtist });
  const opener = openerRng.pick(openers);
  const openerCtx = { song, imzali, artist, adj: adjectives.phrase, noun, reading: readingShort };
  story.say(opener.text(openerCtx));

  const wn =
    words.kind === "lyric"
      ? words.word.includes(" ")
        ? "ifadesi"
        : rngFor("wn").pick(["kelimesi", "sözcüğü"])
      : "";
  const lyricRng = rngFor("lyric");
  const lyricSentence = () => {
    if (words.kind !== "lyric") return null;
    const bank = words.shape === "noun" ? [...LYRIC_NOUN[theme], ...LYRIC_ANY[theme]] : LYRIC_ANY[theme];
    return story.say(story.pick(lyricRng, bank, (f) => f({ w: words.word, wn }))({ w: words.word, wn }));
  };
  const hintRng = rngFor("hint");
  const hintSentence = () =>
    hint ? story.say(story.pick(hintRng, hintSentences(hint), (f) => f(hint))(hint)) : null;
  const instrRng = rngFor("instrumental");
  const instrSentence = () =>
    words.kind === "instrumental" ? story.say(story.pick(instrRng, INSTRUMENTAL_SENTENCES)) : null;

  const forecastRng = rngFor("forecast");
  const forecast = () => {
    // Every gunluk time phrase says "gün", and its timed cores need one.
    return story.say(
      coreSentence(FORECASTS[theme][optimism], FORECAST_TIMES[theme], theme === "gunluk", forecastRng, story),
    );
  };

  const middle = hintSentence() ?? lyricSentence() ?? instrSentence();
  // Structure varies: now and then the lyric word waits for the long text, or the forecast does.
  // The hint always stays in the short text: the person looks for it there.
  const shapeRoll = rngFor("shape").next();
  const middleInShort = middle !== null && (hint !== null || shapeRoll >= 0.15);
  const forecastInShort = middle === null || shapeRoll < 0.85;
  let forecastShort = forecastInShort ? forecast() : null;

  // Too long (a long title, a long artist): drop the artist, then move the forecast on to the
  // long text, then call the song "bu şarkı".
  const shortOf = (ctx: typeof openerCtx, withForecast: boolean) =>
    paragraph([
      opener.text(ctx),
      ...(middleInShort && middle ? [middle] : []),
      ...(withForecast && forecastShort ? [forecastShort] : []),
    ]);
  const plain = { ...openerCtx, imzali: "" };
  const canDropForecast = middleInShort;
  const attempts: [typeof openerCtx, boolean][] = [
    [openerCtx, true],
    [plain, true],
    [plain, !canDropForecast],
    [{ ...plain, song: songRef(null, "şarkı") }, !canDropForecast],
  ];
  let short = "";
  let forecastMoved: string | null = null;
  for (const [ctx, withForecast] of attempts) {
    short = shortOf(ctx, withForecast);
    if (charLength(short) <= COMPOSER_LIMITS.short) {
      if (!withForecast && forecastShort) [forecastMoved, forecastShort] = [forecastShort, null];
      break;
    }
  }
  const movedMiddle = middle !== null && !middleInShort;

  // ---------- the rest of the long text ----------
  story.newParagraph();
  const sound: string[] = [];
  const detailRoll = detailRng.next();
  if (detailRoll < 0.8) sound.push(...detailSentences(music, detailRng, story).map((s) => story.say(s)));
  if (sound.length < 2 && (sound.length === 0 || rngFor("frame-roll").chance(0.75))) {
    const readingLong = story.pick(
      readingRng,
      READINGS[theme][music.mood].filter((r) => r !== readingShort),
    );
    const frames = READING_FRAMES.filter((f) => sound.length > 0 || !f.summary);
    const frame = story.pick(rngFor("frame"), frames, (f) => f.text(readingLong));
    sound.push(story.say(frame.text(readingLong)));
  }

  story.newParagraph();
  const wordsGroup: string[] = [];
  const p2Rng = rngFor("p2");
  if (movedMiddle && middle) wordsGroup.push(middle);
  // The hint took the middle of the short text: the lyric word (or "sözsüz") speaks here.
  if (hint) {
    const second = lyricSentence() ?? instrSentence();
    if (second) wordsGroup.push(second);
  }
  if (words.kind === "lyric" && p2Rng.chance(0.45))
    wordsGroup.push(story.say(story.pick(p2Rng, LYRIC_FOLLOW_UPS)));
  else if (words.kind === "instrumental" && p2Rng.chance(0.5))
    wordsGroup.push(story.say(story.pick(p2Rng, INSTRUMENTAL_FOLLOW_UPS)));
  else if (words.kind === "unknown" && p2Rng.chance(0.55))
    wordsGroup.unshift(story.say(story.pick(p2Rng, UNKNOWN_LYRICS_SENTENCES)));
  const mysticRng = rngFor("mystic");
  // Levels 1 and 3 always say how mystic they are; level 2 (the app's) only half the time.
  if (mystic !== 2 || mysticRng.chance(0.5)) {
    const line = story.say(story.pick(mysticRng, MYSTIC_SENTENCES[mystic]));
    if (mystic === 3 && mysticRng.chance(0.4)) wordsGroup.unshift(line);
    else wordsGroup.push(line);
  }

  story.newParagraph();
  const future: string[] = [];
  if (!forecastShort) future.push(forecastMoved ?? forecast());
  const nudgeRng = rngFor("nudge");
  const nudge = coreSentence(NUDGES[theme][directness], NUDGE_TIMES[theme], false, nudgeRng, story, (t) =>
    renderNudge(t, { instrumental: words.kind === "instrumental" }),
  );
  future.push(story.say(nudge));
  const closeRng = rngFor("close");
  if (closeRng.chance(0.3)) future.push(story.say(story.pick(closeRng, THEME_EXTRAS[theme])));

  story.newParagraph();
  const closing: string[] = [];
  if (closeRng.chance(0.3)) closing.push(story.say(story.pick(closeRng, CLOSERS[theme])));
  if (closeRng.chance(0.5)) closing.push(story.say(story.pick(closeRng, LIGHT_TOUCHES)));

  const soundFirst = !rngFor("order").chance(0.3);
  // At most three paragraphs after the short one: the future and the closing share one if need be.
  const build = () => {
    const groups = soundFirst ? [sound, wordsGroup, future, closing] : [wordsGroup, sound, future, closing];
    const rest = toParagraphs(groups);
    return rest.length > 3 ? toParagraphs([...groups.slice(0, 2), [...future, ...closing]]) : rest;
  };
  // Still too many: the optional theme line and closer give way.
  const optional = (x: string) => THEME_EXTRAS[theme].includes(x) || CLOSERS[theme].includes(x);
  const trim = () => {
    for (const group of [future, closing]) {
      const at = group.findIndex(optional);
      if (at >= 0 && group.length > 1) {
        group.splice(at, 1);
        return true;
      }
    }
    return false;
  };
  let rest = build();
  // The long text must read clearly longer than the short one: a closing paragraph makes sure.
  if (charLength(rest.map(paragraph).join("\n\n")) < COMPOSER_LIMITS.longMinExtra) {
    if (!closing.some((x) => CLOSERS[theme].includes(x)))
      closing.unshift(story.say(story.pick(closeRng, CLOSERS[theme])));
    if (!closing.some((x) => LIGHT_TOUCHES.includes(x)))
      closing.push(story.say(story.pick(closeRng, LIGHT_TOUCHES)));
    rest = build();
  }
  while (rest.length > 3 && trim()) rest = build();
  const long = [short, ...rest.map(paragraph)].join("\n\n");

  return { headline, short, long };
}

// ---------- a sensitive hint: the song's mood, a calm notice, no forecast ----------

interface CalmInput {
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

function composeCalm(c: CalmInput): GeneratedComment {
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

// ---------- headline ----------

interface HeadlineCtx {
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

function composeHeadline(c: HeadlineCtx): string {
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
