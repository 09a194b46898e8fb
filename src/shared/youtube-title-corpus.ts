/**
 * How a parsed video title is judged against the artist and title a person expects. Used by the
 * corpus test and by scripts/measure-youtube-titles.ts (which also measures get-artist-title with
 * the same rules). Imported only by tests and scripts, never by the app.
 *
 * Two answers are the same when, ignoring case, Turkish dotted/dotless i, curly quotes and extra
 * spaces: the titles without their "feat. X" part are equal, and the artist names are the same
 * set — main artists from the artist field, featured artists from either field (the app lists
 * featured artists with the artist, get-artist-title leaves them in the title; both are right).
 */
import { fold } from "./youtube-title/text";

export interface CorpusRow {
  input: string;
  artist: string;
  title: string;
  /** the uploader's channel, when the row records one */
  channel?: string;
}

export interface Answer {
  artist: string;
  title: string;
}

function norm(text: string): string {
  const plain = fold(text.normalize("NFKC"))
    .replace(/[‘’‚‛`´]/g, "'")
    .replace(/[“”„‟«»]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
  // a pair of quotes around the whole text is not part of it
  const quoted = /^(["'])(.*)\1$/.exec(plain);
  return (quoted ? quoted[2]! : plain).trim();
}

const FEAT_IN_BRACKETS = /\s*[([]\s*(?:feat|ft|featuring)\.?\s+((?:[^()[\]]|\([^()]*\))*)[)\]]/i;
const FEAT_INLINE = /\s+(?:feat|ft|featuring)\.?\s+(.*)$/i;

/** Splits "a, b & c and d" into names. */
function names(list: string): string[] {
  return list
    .split(/\s*,\s*|\s+&\s+|\s+and\s+/i)
    .map(norm)
    .filter(Boolean);
}

/** The text without its featuring clause, and the featured names. */
function withoutFeat(text: string): { rest: string; featured: string[] } {
  const featured: string[] = [];
  let rest = text;
  for (let m = FEAT_IN_BRACKETS.exec(rest); m; m = FEAT_IN_BRACKETS.exec(rest)) {
    featured.push(...names(m[1]!));
    rest = rest.slice(0, m.index) + rest.slice(m.index + m[0].length);
  }
  const inline = FEAT_INLINE.exec(rest);
  if (inline) {
    featured.push(...names(inline[1]!));
    rest = rest.slice(0, inline.index);
  }
  return { rest: norm(rest), featured };
}

function shape(answer: Answer) {
  const title = withoutFeat(answer.title);
  const artist = withoutFeat(answer.artist);
  const all = new Set([...names(artist.rest), ...artist.featured, ...title.featured]);
  return { title: title.rest, names: [...all].sort() };
}

export function sameAnswer(actual: Answer, expected: Answer): boolean {
  const a = shape(actual);
  const e = shape(expected);
  return a.title === e.title && a.names.join("|") === e.names.join("|");
}

export interface CorpusScore {
  right: number;
  total: number;
  misses: { input: string; channel?: string; expected: Answer; actual: Answer }[];
}

export function scoreCorpus(rows: readonly CorpusRow[], parse: (row: CorpusRow) => Answer): CorpusScore {
  const misses: CorpusScore["misses"] = [];
  for (const row of rows) {
    let actual: Answer;
    try {
      actual = parse(row);
    } catch (err) {
      actual = { artist: "", title: `THREW: ${String(err)}` };
    }
    const expected = { artist: row.artist, title: row.title };
    if (!sameAnswer(actual, expected)) {
      misses.push({ input: row.input, channel: row.channel, expected, actual });
    }
  }
  return { right: rows.length - misses.length, total: rows.length, misses };
}
