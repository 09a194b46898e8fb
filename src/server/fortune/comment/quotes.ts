/**
 * The four-word rule: a comment (headline, short and long alike, from the model or the offline
 * composer) never carries more than four consecutive words of the song's lyrics. Lyrics are
 * licensed text we have no licence to publish; a single evocative word or a short phrase of up to
 * four words stays allowed, a line does not (ADR 020).
 *
 * Words are compared normalised: lower-cased with the Turkish locale (İ -> i, I -> ı), Turkish
 * letters and other diacritics folded (ı -> i, ş -> s, â -> a), punctuation dropped, and the suffix
 * after an apostrophe cut ("İstanbul'un" -> "istanbul"), so "Gülpembe, GÜLPEMBE!" and
 * "gulpembe gulpembe" are the same two words. Line breaks, sentence ends and quotation marks do
 * not break a run: a quote spread over two lines is still one quote.
 *
 * The check is a set of the lyrics' five-word sequences (shingles): a comment quotes more than four
 * words exactly when one of its own five-word sequences is in that set. Building the set is linear
 * in the lyrics, checking linear in the comment.
 */
import { fingerprintOf, MAX_QUOTED_WORDS, QUOTE_SPAN, ruleWords, shingles } from "../lyric-words";
import type { CommentInput, GeneratedComment, SpreadCommentInput } from "./types";

export { MAX_QUOTED_WORDS, ruleWords };

const SPAN = QUOTE_SPAN;

/** What a comment is checked against: the lyrics' five-word sequences. */
export interface LyricsShingles {
  has(sequence: string): boolean;
  readonly size: number;
}

/**
 * The five-word sequences of the lyrics (and the fingerprints of those of the whole song, when
 * known), less those that are also in one of `names` (the song's title and artist): naming a song
 * whose title is a line of its chorus is not quoting it. A name followed by a further lyric word
 * still counts, since that sequence is not the name's.
 */
export function lyricsShingles(
  lyrics: string | null | undefined,
  names: readonly string[] = [],
  fingerprints: readonly number[] = [],
): LyricsShingles {
  const words = new Set(shingles(ruleWords(lyrics ?? "")));
  const prints = new Set(fingerprints);
  for (const name of names) {
    for (const s of shingles(ruleWords(name))) {
      words.delete(s);
      prints.delete(fingerprintOf(s));
    }
  }
  return {
    has: (sequence) => words.has(sequence) || (prints.size > 0 && prints.has(fingerprintOf(sequence))),
    size: words.size + prints.size,
  };
}

/** The first run of more than four lyric words in `text`, as normalised words, or null. */
export function findQuote(text: string, lyrics: LyricsShingles): string | null {
  if (lyrics.size === 0) return null;
  const words = ruleWords(text);
  for (let i = 0; i + SPAN <= words.length; i++) {
    const sequence = words.slice(i, i + SPAN).join(" ");
    if (!lyrics.has(sequence)) continue;
    // Report the whole run, not just its first five words (for logs and tests).
    let end = i + SPAN;
    while (end < words.length && lyrics.has(words.slice(end - SPAN + 1, end + 1).join(" "))) end++;
    return words.slice(i, end).join(" ");
  }
  return null;
}

export interface QuoteFinding {
  field: keyof GeneratedComment;
  /** the quoted words, normalised */
  quote: string;
}

/** Where a comment breaks the four-word rule (the first field that does), or null when it keeps it. */
export function findCommentQuote(comment: GeneratedComment, lyrics: LyricsShingles): QuoteFinding | null {
  for (const field of ["headline", "short", "long"] as const) {
    const quote = findQuote(comment[field], lyrics);
    if (quote) return { field, quote };
  }
  return null;
}

/** The shingles a comment written from `input` is checked against: its lyrics, less its names. */
export function inputShingles(input: Pick<CommentInput, "lyrics" | "track">): LyricsShingles {
  return lyricsShingles(
    input.lyrics?.excerpt,
    [input.track.title, input.track.artist],
    input.lyrics?.fingerprints,
  );
}

/** The lyrics of several songs as one set (a three-song spread): a run of any one of them counts. */
export function unionShingles(parts: readonly LyricsShingles[]): LyricsShingles {
  return {
    has: (sequence) => parts.some((p) => p.has(sequence)),
    size: parts.reduce((sum, p) => sum + p.size, 0),
  };
}

/** The shingles a spread's comment is checked against: each song's lyrics, less its own names. */
export function spreadShingles(input: Pick<SpreadCommentInput, "cards">): LyricsShingles {
  return unionShingles(input.cards.map((card) => inputShingles(card)));
}
