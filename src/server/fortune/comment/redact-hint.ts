/**
 * The public version of a comment: the same texts with no trace of the person's question. Every
 * sentence that quotes or mentions the hint goes (matched on the hint's content words through the
 * classifier's stems, so "sınavım", "sınavında" and «Sınav» all count for the hint "sınav"), and so
 * do the sentences that only a hint can have caused (the sensitive notice, the support line: they
 * tell a reader what was asked). A text left empty gets a neutral sentence, so each stays readable.
 * Used for the model's comments and, until the offline composer writes its own, for its comments.
 */

import { splitSentences } from "./checks";
import { foldTurkish, normalizeTurkish } from "./safety/normalize";
import { inflectionOf, type Token, tokenize } from "./safety/tokens";
import type { GeneratedComment } from "./types";

/** Words too common to tell a hint apart: a sentence sharing only these does not mention it. */
const FUNCTION_WORDS = new Set(
  [
    "ve ile ya da de ki mi mu mı mü bir bu şu o ben sen biz siz onlar benim senin için gibi kadar daha çok",
    "en ne nasıl neden niye nerede kim hangi olacak olur olsun olmak olacağım olabilir miyim muyum mıyım",
    "var yok ama fakat artık hep her şey şeyi bana sana beni seni bizim yeni eski iyi güzel",
  ]
    .join(" ")
    .split(" ")
    .map((w) => foldTurkish(w)),
);

interface HintKey {
  folded: string;
  /** the word's possible dictionary forms, each as a test for its inflections (tokens.ts) */
  lemmas: readonly ((t: Token) => boolean)[];
  /** a verb's root ("taşınmak" -> "taşın"): met with any ending of a few letters */
  root: string | null;
}

/** The hint's content words, each with the dictionary forms its stems suggest. */
function hintKeys(hint: string): HintKey[] {
  return tokenize(hint)
    .filter((t) => !FUNCTION_WORDS.has(t.folded[0]!) && t.folded[0]!.length >= 2)
    .map((t) => {
      const folded = t.folded[0]!;
      const forms = new Set<string>([folded]);
      for (const r of t.readings) {
        forms.add(r.stem);
        // the stemmer leaves the buffer consonant of -sI, -yI (haftas, kredis): the word is before it
        if (/[aeiou][syn]$/u.test(r.stem)) forms.add(r.stem.slice(0, -1));
      }
      // the stemmer leaves verbs whole: "taşınmak" is met as "taşınma", "taşındım" by its root
      const root = /m[ae]k$/u.test(folded) && folded.length >= 7 ? folded.slice(0, -3) : null;
      return {
        folded,
        lemmas: [...forms].filter((f) => f.length >= 3).map((f) => inflectionOf(f)),
        root,
      };
    });
}

function sameWord(token: Token, key: HintKey): boolean {
  return (
    token.folded.includes(key.folded) ||
    // one is the other with suffixes: kariyer / kariyerimde
    (key.folded.length >= 4 && token.folded.some((f) => f.startsWith(key.folded))) ||
    key.lemmas.some((inflected) => inflected(token)) ||
    (key.root !== null &&
      token.folded.some((f) => f.startsWith(key.root!) && f.length - key.root!.length <= 6))
  );
}

function mentionsKeys(text: string, keys: readonly HintKey[]): boolean {
  if (keys.length === 0) return false;
  const tokens = tokenize(text);
  return keys.some((k) => tokens.some((t) => sameWord(t, k)));
}

/** The hint as a whole, word-bounded ("iş" is not in "işaret"). */
function quotes(text: string, hint: string): boolean {
  const h = normalizeTurkish(hint);
  return h.trim() !== "" && normalizeTurkish(text).includes(h);
}

/** Whether a text quotes or mentions the hint (any of its content words, inflected or not). */
export function mentionsHint(text: string, hint: string | null): boolean {
  if (!hint?.trim()) return false;
  return quotes(text, hint) || mentionsKeys(text, hintKeys(hint));
}

/** Neutral stand-ins when every sentence of a text had to go: about the draw, never the question. */
export const NEUTRAL_HEADLINE = "Sayının seçtiği şarkı";
export const NEUTRAL_SENTENCE = "Tuttuğun sayı bu şarkıyı seçti; gerisini melodisi anlatsın.";

function keepSentences(text: string, drop: (sentence: string) => boolean): string {
  return text
    .split(/\n{2,}/u)
    .map((paragraph) =>
      splitSentences(paragraph)
        .filter((s) => !drop(s))
        .join(" "),
    )
    .filter((p) => p.trim() !== "")
    .join("\n\n");
}

/**
 * The comment without the hint. `traces` are whole sentences to drop as well (the notice a
 * sensitive hint brings, the support line): they are matched with or without the final period.
 */
export function redactHint(
  comment: GeneratedComment,
  hint: string | null,
  traces: readonly string[] = [],
): GeneratedComment {
  const keys = hint?.trim() ? hintKeys(hint) : [];
  const bare = (s: string) => s.trim().replace(/[.!?…]+$/u, "");
  const traceSet = new Set(traces.map(bare));
  // the long text repeats the short one's sentences: each sentence is read once
  const read = new Map<string, boolean>();
  const drop = (s: string) => {
    let dropped = read.get(s);
    if (dropped === undefined) {
      dropped = traceSet.has(bare(s)) || (hint !== null && quotes(s, hint)) || mentionsKeys(s, keys);
      read.set(s, dropped);
    }
    return dropped;
  };
  const headline = drop(comment.headline) ? NEUTRAL_HEADLINE : comment.headline;
  const short = keepSentences(comment.short, drop) || NEUTRAL_SENTENCE;
  const long = keepSentences(comment.long, drop) || short;
  return { headline, short, long };
}
