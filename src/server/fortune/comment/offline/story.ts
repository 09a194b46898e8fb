/**
 * Finishing a sentence (capitals, the closing period) and not saying the same thing twice: the
 * composer's Story remembers the word roots and phrases a comment has used so far.
 */
import { charLength } from "../../../text";
import type { Rng } from "./rng";
import { capitalizeFirst } from "./text";
import { distinctivePhrases } from "./variety";

/**
 * Capital first letter, a capital after a colon that opens a full sentence (TDK; review fix 12),
 * and a closing period unless the sentence already ends in ! or ?. A name styled in lower case
 * ("mor ve ötesi imzalı…") keeps its casing wherever it stands.
 */
export function finish(sentence: string, names: readonly string[]): string {
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
const STEM_FREE = new Set(
  "şark parç bugü günü için gibi kada daha sonr önce bile sana seni sen sayı".split(" "),
);

/**
 * Roots the review caught repeated in neighbouring sentences ("dönem … dönemdesin", "havası … Bu
 * hava", "notalar … Notaların", "sanki … Sanki", "tadı … tadını", "keyifli … keyifli",
 * "getiriyor … getiriyor"): never two sentences in a row.
 */
const LOUD = new Set(
  "döne hava nota sank tadı tadın keyi getir".split(" ").map((w) => Array.from(w).slice(0, 4).join("")),
);

/** Four-letter stems of a sentence's own words (quotes left out): "havası" and "Bu hava" share "hava". */
export function stems(text: string): string[] {
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
export class Story {
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
