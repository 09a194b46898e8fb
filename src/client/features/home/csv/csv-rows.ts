/**
 * Rows as the exporter meant them. Papa reads standard CSV; a file with broken quoting
 * (`"…","Label "Records" Ltd","…"` from an exporter that does not escape quotes) makes it join
 * lines, so one song disappears and every later position shifts. Every row Papa read with a quote
 * error, or with more cells than the file's rows have, is read again from its own lines with
 * tolerant rules; when exactly one reading fits the file's columns it is kept, otherwise the file
 * is refused with the line to fix (ADR 032).
 */
import Papa from "papaparse";

export type Newline = "\r\n" | "\n" | "\r";

export type ParsedRows = {
  rows: string[][];
  /** indexes into `rows` of the rows Papa read with a quote error */
  quoteErrors: Set<number>;
  /** each row's index among Papa's rows, blank ones included */
  sourceIndex: number[];
};

export function parseRows(text: string, delimiter: string, newline: Newline, preview = 0): ParsedRows {
  return parsedRows(Papa.parse<string[]>(text, { delimiter, preview, newline }));
}

/**
 * Papa's answer (read without skipping empty lines: its errors count rows with them) without its
 * blank rows, as `skipEmptyLines: "greedy"` drops them, and with the rows it read with a quote
 * error marked.
 */
export function parsedRows(result: Papa.ParseResult<string[]>): ParsedRows {
  const errorRows = new Set<number>();
  for (const error of result.errors) {
    if (error.type === "Quotes" && error.row !== undefined) errorRows.add(error.row);
  }
  const rows: string[][] = [];
  const quoteErrors = new Set<number>();
  const sourceIndex: number[] = [];
  result.data.forEach((row, index) => {
    // Papa's own "greedy" test is row.join("").trim() === ""; this one stops at the first cell
    if (row.every((cell) => cell.trim() === "")) return;
    if (errorRows.has(index)) quoteErrors.add(rows.length);
    rows.push(row);
    sourceIndex.push(index);
  });
  return { rows, quoteErrors, sourceIndex };
}

/**
 * Papa guesses the line ending by rewriting the first megabyte of the text on every call, which
 * costs more than the parse itself; the first line ending tells it just as well.
 */
export function lineEnding(text: string): Newline {
  const newline = text.indexOf("\n");
  if (newline > 0 && text[newline - 1] === "\r") return "\r\n";
  if (newline === -1 && text.includes("\r")) return "\r";
  return "\n";
}

/**
 * One line ending for the whole text: lines appended to a Windows file by a Unix tool (or the other
 * way round) end in "\r\n" and "\n" both, and read with one of them the others would join or keep
 * a stray "\r". Each "\r\n" becomes "\n", so every line keeps its number.
 */
export function unifyLineEndings(text: string): string {
  const crlf = text.indexOf("\r\n");
  if (crlf === -1) return text;
  return /(?:^|[^\r])\n/.test(text) ? text.replace(/\r\n/g, "\n") : text;
}

/** Ignores trailing empty cells, which a trailing separator produces. */
export function filledWidth(row: readonly string[]): number {
  let width = row.length;
  while (width > 0 && (row[width - 1] ?? "").trim() === "") width--;
  return width;
}

export type RowProblem = "quotes" | "columns";

export type CheckedRows =
  | { ok: true; rows: string[][]; repaired: number }
  | { ok: false; line: number; problem: RowProblem };

/** A row longer than this is not read again (nobody's song row is; a broken huge field is refused). */
const MAX_REPAIR_CHARS = 16_384;
/** Readings tried per row, whatever the row holds. */
const MAX_STEPS = 20_000;
/** A cell may swallow at most this many ", " its exporter did not quote. */
const MAX_MERGES = 3;
/** More unusual choices than this in one line is no longer a reading of what the exporter meant. */
const MAX_COST = 3;

/**
 * The data rows after `headerIndex` (-1 without a header), each read as its exporter meant it, or
 * the first line that cannot be read. `headerWidth` is the header's cell count (for a file without
 * one, the width most rows have).
 */
export function checkRows(
  text: string,
  delimiter: string,
  newline: Newline,
  parsed: ParsedRows,
  headerIndex: number,
  headerWidth: number,
): CheckedRows {
  const { rows, quoteErrors } = parsed;
  const start = headerIndex + 1;
  const shape = fileShape(rows, start, quoteErrors, headerWidth);
  const suspicious: number[] = [];
  for (let i = start; i < rows.length; i++) {
    if (quoteErrors.has(i) || shape.tooWide(rows[i]!)) suspicious.push(i);
  }
  if (suspicious.length === 0) return { ok: true, rows: rows.slice(start), repaired: 0 };

  // where Papa's rows end, up to the last row to read again
  const ends = rowEnds(text, delimiter, newline, parsed.sourceIndex[suspicious.at(-1)!]! + 1);
  const lines = lineCounter(text, newline);
  const replaced = new Map<number, string[][]>();
  for (const index of suspicious) {
    const source = parsed.sourceIndex[index]!;
    const end = ends[source];
    if (end === undefined) return { ok: false, line: lines.at(0), problem: "quotes" };
    let from = source === 0 ? 0 : ends[source - 1]!;
    // the line end a blank row before it left is not part of the row
    while (text.startsWith(newline, from) && from < end) from += newline.length;
    const read = readAgain(text.slice(from, end), delimiter, newline, shape);
    if (!read.ok) {
      return {
        ok: false,
        line: lines.at(from) + read.lineOffset,
        problem: quoteErrors.has(index) ? "quotes" : "columns",
      };
    }
    replaced.set(index, read.rows);
  }
  const out: string[][] = [];
  for (let i = start; i < rows.length; i++) out.push(...(replaced.get(i) ?? [rows[i]!]));
  return { ok: true, rows: out, repaired: replaced.size };
}

/** What a row of this file looks like: its widths and the kind of value each column holds. */
interface FileShape {
  fits(cells: readonly string[]): boolean;
  tooWide(row: readonly string[]): boolean;
  maxCells: number;
  /** True when every cell of a column that always holds one kind of value (a number, a link…) holds it. */
  typed(cells: readonly string[]): boolean;
}

const KINDS: readonly [string, RegExp][] = [
  ["number", /^[-+]?\d+(?:[.,]\d+)?(?:e[-+]?\d+)?$/i],
  ["boolean", /^(?:true|false)$/i],
  ["uri", /^spotify:[a-z]+:[A-Za-z0-9]+$/],
  ["url", /^https?:\/\/\S+$/i],
  ["date", /^\d{4}-\d{2}(?:-\d{2})?(?:[T ][\d:.]+Z?)?$|^\d{1,2}\/\d{1,2}\/\d{2,4}$/],
  ["id", /^[A-Za-z0-9]{22}$/],
];

function fileShape(
  rows: readonly string[][],
  start: number,
  quoteErrors: ReadonlySet<number>,
  headerWidth: number,
): FileShape {
  const counts = new Map<number, number>();
  for (let i = start; i < rows.length; i++) {
    if (!quoteErrors.has(i)) counts.set(rows[i]!.length, (counts.get(rows[i]!.length) ?? 0) + 1);
  }
  // the width most rows have; among equals the header's, else the narrower (an extra cell is the
  // suspect, not a missing one)
  let modal = headerWidth;
  let modalCount = counts.get(headerWidth) ?? 0;
  for (const [width, count] of counts) {
    if (count > modalCount || (count === modalCount && modal !== headerWidth && width < modal)) {
      [modal, modalCount] = [width, count];
    }
  }
  // Exportify.net leaves trailing empty cells out (10 cells under a 23-cell header, more where a
  // song has genres or features): every width its rows have is a width a row may have.
  const widest = Math.max(headerWidth, modal);
  const widths = new Set([headerWidth, ...[...counts.keys()].filter((width) => width <= widest)]);
  const tooWide = (row: readonly string[]) => filledWidth(row) > widest;

  // what each column holds in the rows read well
  const good: string[][] = [];
  for (let i = start; i < rows.length && good.length < 400; i++) {
    if (!quoteErrors.has(i) && !tooWide(rows[i]!)) good.push(rows[i]!);
  }
  const kinds: (RegExp | null)[] = [];
  for (let column = 0; column < widest; column++) {
    const values = good.map((row) => (row[column] ?? "").trim()).filter(Boolean);
    const kind =
      values.length >= 5
        ? KINDS.find(([, pattern]) => values.filter((v) => pattern.test(v)).length >= values.length * 0.98)
        : undefined;
    kinds.push(kind ? kind[1] : null);
  }
  return {
    maxCells: widest + 4,
    fits: (cells) => widths.has(cells.length) || (cells.length > widest && filledWidth(cells) <= widest),
    tooWide,
    typed: (cells) =>
      cells.every((cell, column) => {
        const kind = kinds[column];
        const value = cell.trim();
        return !kind || value === "" || kind.test(value);
      }),
  };
}

/** Where each of Papa's first `count` rows (blank ones included) ends, as an offset into the text. */
function rowEnds(text: string, delimiter: string, newline: Newline, count: number): number[] {
  const ends: number[] = [];
  Papa.parse<string[]>(text, {
    delimiter,
    newline,
    preview: count,
    step: (result) => {
      ends.push(result.meta.cursor);
    },
  });
  return ends;
}

/** Line numbers (1-based) of offsets asked for in increasing order. */
function lineCounter(text: string, newline: Newline) {
  let offset = 0;
  let line = 1;
  return {
    at(target: number): number {
      if (target < offset) {
        offset = 0;
        line = 1;
      }
      for (let next = text.indexOf(newline, offset); next !== -1 && next < target; ) {
        line++;
        offset = next + newline.length;
        next = text.indexOf(newline, offset);
      }
      return line;
    },
  };
}

type ReadAgain = { ok: true; rows: string[][] } | { ok: false; lineOffset: number };

/** A cell that really spans lines (a description, a title with a line break) spans at most this many. */
const MAX_LINES_PER_ROW = 30;

/**
 * The text of one row Papa read wrongly, read again line by line: each line a row of its own (a
 * quote that never closed swallowed the lines after it), or, when a line cannot be read alone,
 * with the lines after it (a quoted cell that really spans lines).
 */
function readAgain(span: string, delimiter: string, newline: Newline, shape: FileShape): ReadAgain {
  const lines = span.split(newline);
  const rows: string[][] = [];
  for (let i = 0; i < lines.length; ) {
    if (lines[i]!.trim() === "") {
      i++;
      continue;
    }
    let cells: string[] | null = null;
    let used = 0;
    while (!cells && used < MAX_LINES_PER_ROW && i + used < lines.length) {
      used++;
      cells = readLine(lines.slice(i, i + used).join(newline), delimiter, shape);
    }
    if (!cells) return { ok: false, lineOffset: i };
    rows.push(cells);
    i += used;
  }
  return { ok: true, rows };
}

type Reading = { cells: string[]; cost: number };

/**
 * The one reading of a line that fits the file, or null. Readings differ in where a quoted cell
 * ends (at a quote followed by a separator, the first costing nothing and each later one more; or
 * nowhere: the quote is a character of the cell) and in whether ", " inside an unquoted cell
 * separates (each costs one). Among the cheapest readings that fit the columns and their kinds of
 * value, exactly one must remain.
 */
export function readLine(line: string, delimiter: string, shape: FileShape): string[] | null {
  if (line.length > MAX_REPAIR_CHARS) return null;
  let found: Reading[] = [];
  let best = MAX_COST;
  let steps = 0;

  const finish = (cells: string[], cost: number) => {
    if (cost > best || !shape.fits(cells) || !shape.typed(cells)) return;
    if (cost < best) [best, found] = [cost, []];
    found.push({ cells, cost });
  };
  // cheapest choices first: once a reading fits, dearer ones are not walked
  const walk = (pos: number, cells: string[], cost: number): void => {
    if (++steps > MAX_STEPS || cost > best || cells.length >= shape.maxCells) return;
    const after = (end: number, cell: string, extra: number) => {
      const next = [...cells, cell];
      if (end >= line.length) finish(next, cost + extra);
      else walk(end + delimiter.length, next, cost + extra);
    };
    if (line[pos] === '"') {
      let skipped = 0;
      for (let j = line.indexOf('"', pos + 1); j !== -1; j = line.indexOf('"', j + 1)) {
        if (j + 1 !== line.length && !line.startsWith(delimiter, j + 1)) continue;
        after(j + 1, line.slice(pos + 1, j).replaceAll('""', '"'), skipped);
        // `","` is where every exporter that quotes ends one cell and starts the next: a cell
        // never runs past it
        if (line[j + 1 + delimiter.length] === '"') break;
        skipped++;
      }
    }
    // an unquoted cell, or a quote that is a character of the cell
    const literal = line[pos] === '"' ? 1 : 0;
    if (cost + literal > best) return;
    let end = line.indexOf(delimiter, pos);
    for (let merges = 0; ; merges++) {
      if (end === -1) {
        after(line.length, unquoteLiteral(line.slice(pos)), literal + merges);
        return;
      }
      after(end, unquoteLiteral(line.slice(pos, end)), literal + merges);
      // "Oh No, Not I" written without quotes: a separator followed by a space may be text
      if (merges >= MAX_MERGES || line[end + delimiter.length] !== " ") return;
      end = line.indexOf(delimiter, end + delimiter.length);
    }
  };
  walk(0, [], 0);
  if (found.length === 0 || steps > MAX_STEPS) return null;
  const distinct = new Set(found.map((r) => JSON.stringify(r.cells)));
  return distinct.size === 1 ? (JSON.parse([...distinct][0]!) as string[]) : null;
}

/** A cell read with its quotes as characters: `"Title"` is Title, a lone opening quote goes. */
function unquoteLiteral(cell: string): string {
  const trimmed = cell.trim();
  if (!trimmed.startsWith('"')) return cell;
  if (trimmed.length > 1 && trimmed.endsWith('"')) return trimmed.slice(1, -1).replaceAll('""', '"');
  return trimmed.includes('"', 1) ? cell : trimmed.slice(1);
}
