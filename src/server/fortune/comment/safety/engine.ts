/**
 * The classifier's engine: harmless phrases first (they take their words out of play), then
 * self-harm, then acute distress, then the sensitive topics, each a list of patterns
 * (patterns.ts) kept as data in rules-*.ts and harmless.ts.
 */
import { READY_LIST_DATA } from "@/shared/ready-lists/data";
import { HARMLESS, HARMLESS_FOR_TOPICS, HARMLESS_WHOLE } from "./harmless";
import { foldTurkish, normalizeTurkish } from "./normalize";
import { compilePattern, indexTokens, matchPattern, type Pattern, type TokenIndex } from "./patterns";
import { DISTRESS, SELF_HARM } from "./rules-self-harm";
import { TOPIC_RULES } from "./rules-topics";
import { type Token, tokenize } from "./tokens";

export type SensitiveTopic =
  | "health"
  | "death"
  | "pregnancy"
  | "legal"
  | "debt"
  | "investment"
  | "crypto"
  | "gambling";

export type Category = "self-harm" | "distress" | SensitiveTopic;

/** One category's patterns; `hintOnly` ones are too ambiguous to reject generated text for. */
export interface RuleGroup {
  patterns: readonly string[];
  hintOnly?: readonly string[];
}

interface Compiled {
  category: Category;
  all: readonly Pattern[];
  generated: readonly Pattern[];
}

function compileGroup(category: Category, group: RuleGroup): Compiled {
  const always = group.patterns.map(compilePattern);
  return { category, all: [...always, ...(group.hintOnly ?? []).map(compilePattern)], generated: always };
}

/** Order matters twice: self-harm before distress before topics, and among topics the first wins. */
const COMPILED: readonly Compiled[] = [
  compileGroup("self-harm", SELF_HARM),
  compileGroup("distress", DISTRESS),
  ...TOPIC_RULES.map(([topic, group]) => compileGroup(topic, group)),
];
const HARMLESS_PATTERNS = HARMLESS.map(compilePattern);
const TOPIC_HARMLESS_PATTERNS = HARMLESS_FOR_TOPICS.map(compilePattern);

/**
 * The ready-made lists' titles: typing one is asking about a song, never sensitive. Inside a
 * longer text, a title of several words that would itself read as sensitive ("Pembe Mezarlık",
 * "Haberin Yok Ölüyorum") is set aside for distress and the topics, never for self-harm; other
 * titles ("Çok Çok", "Of Of") are ordinary words and stay in play.
 */
/** compared ASCII-folded: "pembe mezarlik" is the same title */
const folded = (text: string) => foldTurkish(normalizeTurkish(text)).trim();
const TITLE_TEXTS = new Set(READY_LIST_DATA.flatMap((list) => list.songs.map(([, title]) => folded(title))));
const WHOLE = new Set([...TITLE_TEXTS, ...HARMLESS_WHOLE.map(folded)]);
let sensitiveTitles: readonly (readonly string[])[] | null = null;

/** The titles of several words that read as sensitive on their own (found once, on first use). */
function titlesToSetAside(): readonly (readonly string[])[] {
  if (!sensitiveTitles) {
    sensitiveTitles = [];
    sensitiveTitles = [...TITLE_TEXTS]
      .map((t) => t.split(" "))
      .filter((words) => words.length > 1 && readText(words.join(" "), "hint", false).category !== null);
  }
  return sensitiveTitles;
}

function titleTokens(tokens: readonly Token[], skip: Set<number>): Set<number> {
  const out = new Set(skip);
  for (const words of titlesToSetAside()) {
    for (let start = 0; start + words.length <= tokens.length; start++) {
      if (words.every((w, k) => tokens[start + k]!.folded[0] === w))
        for (let k = 0; k < words.length; k++) out.add(start + k);
    }
  }
  return out;
}

/** Every token a pattern meets, each occurrence (a harmless phrase may come twice). */
function coverAll(
  patterns: readonly Pattern[],
  tokens: readonly Token[],
  skip: Set<number>,
  index: TokenIndex,
): void {
  for (const p of patterns) {
    for (;;) {
      const hit = matchPattern(p, tokens, skip, index);
      if (!hit) break;
      const taken = hit.filter((_, slot) => !p.context.has(slot));
      if (taken.length === 0) break;
      for (const i of taken) skip.add(i);
    }
  }
}

export interface Reading {
  category: Category | null;
  /** the pattern that decided, for tests and the corpus report */
  pattern: string | null;
}

export function readText(text: string, scope: "hint" | "generated", titles = true): Reading {
  const tokens = tokenize(text);
  if (tokens.length === 0) return { category: null, pattern: null };
  if (titles && scope === "hint" && WHOLE.has(tokens.map((t) => t.folded[0]).join(" "))) {
    return { category: null, pattern: "a ready-made list's title or a harmless whole hint" };
  }
  const index = indexTokens(tokens);
  const harmless = new Set<number>();
  coverAll(HARMLESS_PATTERNS, tokens, harmless, index);
  const withTitles = titles ? titleTokens(tokens, harmless) : harmless;
  // figures of speech ("kumar gibi bir aşk", "açlıktan ölüyorum") hide a topic, never distress
  let forTopics: Set<number> | null = null;
  for (const group of COMPILED) {
    let skip = harmless;
    if (group.category === "distress") skip = withTitles;
    else if (group.category !== "self-harm") {
      if (!forTopics) {
        forTopics = new Set(withTitles);
        coverAll(TOPIC_HARMLESS_PATTERNS, tokens, forTopics, index);
      }
      skip = forTopics;
    }
    for (const p of scope === "hint" ? group.all : group.generated) {
      if (matchPattern(p, tokens, skip, index)) return { category: group.category, pattern: p.source };
    }
  }
  return { category: null, pattern: null };
}
