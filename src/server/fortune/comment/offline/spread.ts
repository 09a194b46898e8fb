/**
 * The offline comment of 'Geçmiş · Şimdi · Gelecek': one comment for three songs, built from the
 * single composer's comments on each song (each written with that song's sound and lyrics, the
 * theme, the hint and the persona), so every sentence in it is one the single composer writes and
 * its tests hold to the checks. What this adds is the frame: an opening that ties the three songs
 * together, one paragraph per position under its label, and the closing of the last song's comment
 * (the entertainment line). A sensitive hint keeps the calm shape: no forecast, the notice once; a
 * hint of self-harm gets the support message, as a single comment does.
 */
import { SPREAD_LABELS } from "@/shared/limits";
import { hash32 } from "../../../text";
import { splitSentences } from "../checks";
import { COMPOSER_LIMITS } from "../limits";
import { classifyHint, SENSITIVE_NOTICE, supportComment } from "../safety";
import type { CommentInput, GeneratedComment, SpreadCommentInput } from "../types";
import { composeOfflineComment } from "./composer";
import { pastSentence } from "./spread-past";

/** The seed suffix of each position: the three songs' comments vary independently. */
export const SPREAD_SEED_PARTS = ["gecmis", "simdi", "gelecek"] as const;

const OPENINGS = [
  "Tuttuğun üç sayı, geçmişinden geleceğine uzanan bir şarkı yolu çizdi.",
  "Üç sayın üç şarkı getirdi: Biri geçmişini, biri bugününü, biri yarınını anlatıyor.",
  "Geçmişten geleceğe uzanan bir yolda üç şarkı yan yana dizildi.",
  "Üç şarkı, üç durak: Dününden yarınına uzanan küçük bir hikâye kuruldu.",
] as const;

/** Said before a sensitive hint's notice: nothing about what is to come. */
const CALM_OPENINGS = [
  "Tuttuğun üç sayı sana üç şarkı getirdi.",
  "Üç sayın, yan yana dinlemen için üç şarkı buldu.",
] as const;

/** The single notice's second sentence, for three songs. */
const SPREAD_COMPANY = "Bu üç şarkı yalnızca sana eşlik etsin.";

const sentencesOf = (text: string) => splitSentences(text);
const notNotice = (s: string) => !(SENSITIVE_NOTICE as readonly string[]).includes(s);
const lastParagraph = (text: string) =>
  text
    .split(/\n\s*\n/)
    .at(-1)
    ?.trim() ?? "";

/** The comment of each position, as the single composer (or `single`) writes it. */
export function spreadParts(
  input: SpreadCommentInput,
  single: (input: CommentInput) => GeneratedComment = composeOfflineComment,
): GeneratedComment[] {
  return input.cards.map((card, i) =>
    single({
      theme: input.theme,
      track: card.track,
      audio: card.audio,
      lyrics: card.lyrics,
      hint: input.hint,
      persona: input.persona,
      seed: `${input.seed}|${SPREAD_SEED_PARTS[i]}`,
    }),
  );
}

export function composeOfflineSpread(
  input: SpreadCommentInput,
  single: (input: CommentInput) => GeneratedComment = composeOfflineComment,
): GeneratedComment {
  const safety = classifyHint(input.hint);
  if (safety.kind === "self-harm") return supportComment();
  const sensitive = safety.kind === "sensitive";
  const [, present, future] = spreadParts(input, single) as [
    GeneratedComment,
    GeneratedComment,
    GeneratedComment,
  ];
  const seed = hash32(`${input.seed}|spread`);
  const opening = sensitive ? CALM_OPENINGS[seed % CALM_OPENINGS.length]! : OPENINGS[seed % OPENINGS.length]!;

  // The short text: the opening, then the future song's last word (its forecast) or, after a
  // sensitive hint, the notice a single comment gives.
  let short: string = opening;
  if (sensitive) {
    short = [opening, SENSITIVE_NOTICE[0], SPREAD_COMPANY].join(" ");
  } else {
    const forecast = sentencesOf(future.short).filter(notNotice).at(-1);
    const withForecast = forecast ? `${opening} ${forecast}` : opening;
    if ([...withForecast].length <= COMPOSER_LIMITS.short) short = withForecast;
  }

  // The past card speaks of the past, in its own sentence: never the forecast a single comment
  // opens with (ADR 027).
  const pastText = [pastSentence(input.cards[0]!, input.seed)];
  const presentText = sentencesOf(present.short).filter(notNotice).slice(0, 2);
  // The future's forecast is in the short text already: its paragraph introduces the song.
  const futureText = sentencesOf(future.short).filter(notNotice).slice(0, 1);
  const paragraphs = [
    `${SPREAD_LABELS[0]}: ${pastText.join(" ")}`,
    `${SPREAD_LABELS[1]}: ${presentText.join(" ")}`,
    `${SPREAD_LABELS[2]}: ${futureText.join(" ")}`,
    // the entertainment frame the single comment ends with
    lastParagraph(sensitive ? present.long : future.long),
  ].filter(Boolean);

  return {
    headline: present.headline,
    short,
    long: [short, ...paragraphs].join("\n\n"),
  };
}
