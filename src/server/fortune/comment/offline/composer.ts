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
import { classifyHint, supportComment } from "../safety";
import type { CommentInput, GeneratedComment } from "../types";
import { composeCalm } from "./calm-comment";
import { composeHeadline } from "./headline";
import { isQuestionHint } from "./hint";
import { analyzeAudio } from "./music";
import {
  INSTRUMENTAL_FOLLOW_UPS,
  INSTRUMENTAL_SENTENCES,
  type Level,
  LYRIC_ANY,
  LYRIC_FOLLOW_UPS,
  LYRIC_NOUN,
  openersFor,
  READING_FRAMES,
  songRef,
  UNKNOWN_LYRICS_SENTENCES,
} from "./phrases";
import { CLOSERS, LIGHT_TOUCHES, MYSTIC_SENTENCES, THEME_EXTRAS } from "./phrases-closing";
import { FORECAST_TIMES, FORECASTS, NUDGE_TIMES, NUDGES, renderNudge } from "./phrases-future";
import { READINGS } from "./phrases-readings";
import { slotRngs } from "./rng";
import { detailSentences, pickAdjectives } from "./sound";
import { coreSentence, hintSentences, toParagraphs, wordsState } from "./steps";
import { finish, Story } from "./story";
import { cleanArtist, cleanHint, titleForms } from "./text";
import { distinctivePhrases } from "./variety";

function toLevel(value: unknown): Level {
  if (typeof value !== "number" || !Number.isFinite(value)) return 2;
  const n = Math.round(value);
  return n <= 1 ? 1 : n >= 3 ? 3 : 2;
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
  // A question is quoted whole and kept company, never answered (ADR 027).
  const question = hint !== null && isQuestionHint(rawHint);
  const music = analyzeAudio(input.audio ?? null);
  const words = wordsState(input, [title.text ?? "", artist ?? "", rawHint ?? ""], rngFor("lyric-word"));

  // An instrumental piece is a "parça" rather than a "şarkı" (song).
  const nounRoll = rngFor("noun").chance(0.75);
  const song = songRef(title.text, nounRoll && words.kind !== "instrumental" ? "şarkı" : "parça");
  const withArtist = artist !== null && rngFor("artist").chance(0.8);
  const imzali = withArtist ? `${artist} imzalı ` : "";
  const lowerArtist = artist !== null && /^\p{Ll}/u.test(artist);
  const story = new Story();
  // A topic's words are not said again outside the quotes; a question's are everyday words.
  if (hint && !question) story.avoid(hint.split(/\s+/u));

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
  const preHeadline = { theme, mystic, title: title.headline, hint: question ? null : hint, words };
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
    hint ? story.say(story.pick(hintRng, hintSentences(hint, question), (f) => f(hint))(hint)) : null;
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
