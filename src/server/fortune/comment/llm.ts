/**
 * The comment writer behind an OpenAI-compatible `/chat/completions` endpoint (OpenAI,
 * OpenRouter, Groq, Ollama, vLLM, llama.cpp...). Any failure ends in `LlmUnavailableError`, so
 * the caller can fall back to the offline composer.
 */
import { z } from "zod";
import { commentResponseSchema } from "@/shared/api/comment";
import type { Config } from "../../config";
import { type Outbound, OutboundError } from "../../http/outbound";
import { type Logger, silentLogger } from "../../log";
import { type CommentCheckResult, checkComment, continueFromShort } from "./checks";
import { ASKED_LIMITS } from "./limits";
import { buildCommentMessages, buildSpreadMessages, type ChatMessage } from "./prompt";
import {
  findCommentQuote,
  inputShingles,
  type LyricsShingles,
  MAX_QUOTED_WORDS,
  spreadShingles,
} from "./quotes";
import { checkGeneratedSafety } from "./safety";
import type { CommentInput, GeneratedComment, SpreadCommentInput } from "./types";
import { keepGameVoice } from "./voice";

/** "quoted-lyrics": the answer carried more than four consecutive words of the lyrics (quotes.ts) */
export type LlmFailure = "timeout" | "error" | "bad-answer" | "unsafe-answer" | "quoted-lyrics";

export class LlmUnavailableError extends Error {
  constructor(
    readonly failure: LlmFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "LlmUnavailableError";
  }
}

export interface LlmClientOptions {
  config: Config;
  outbound: Outbound;
  logger?: Logger;
  /** one HTTP call; default 20 s */
  attemptTimeoutMs?: number;
  /**
   * the whole generate(), retries included; default 35 s, so the lyrics lookup (<= 8 s) plus the
   * model stay within the ~45 s a comment request may take
   */
  totalTimeoutMs?: number;
  temperature?: number;
  maxTokens?: number;
}

export interface LlmClient {
  generate(input: CommentInput, options?: { signal?: AbortSignal }): Promise<GeneratedComment>;
  /** the one comment of a three-song spread, through the same checks as a single comment */
  generateSpread(input: SpreadCommentInput, options?: { signal?: AbortSignal }): Promise<GeneratedComment>;
}

/** What an answer is checked against besides its shape: the songs' names, hint and lyrics. */
interface AnswerContext {
  hint: string | null;
  title: string;
  artist: string;
  names: readonly string[];
  lyrics: LyricsShingles;
}

/** How the answer's format is requested; servers that reject one are asked with the next. */
type FormatMode = "json_schema" | "json_object" | "none";
const NEXT_MODE: Record<FormatMode, FormatMode | null> = {
  json_schema: "json_object",
  json_object: "none",
  none: null,
};

export const COMMENT_JSON_SCHEMA = {
  type: "object",
  properties: {
    headline: {
      type: "string",
      description: `Tek satırlık başlık, en fazla ${ASKED_LIMITS.headline} karakter`,
    },
    short: { type: "string", description: "1-3 cümlelik kısa yorum" },
    long: { type: "string", description: "Kısa yorumun devamı: 2-3 paragraf" },
  },
  required: ["headline", "short", "long"],
  additionalProperties: false,
} as const;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

/**
 * The first `{...}` in a text that is a JSON object, or null. Handles prose around the JSON,
 * ``` fences, and a stray "{" in the prose before it.
 *
 * One pass, linear in the text: it reads JSON from the first "{" and, where that stops being JSON,
 * goes on from the next "{" that is not inside one of its strings; when the outer object fails, an
 * object that closed properly inside it is the answer. (Rescanning from every "{" was quadratic: a
 * model answering 100,000 "{" blocked the event loop for seconds.) Only the first 32 K characters
 * are read; a comment is a few thousand.
 */
export function extractFirstJsonObject(text: string): string | null {
  const end = Math.min(text.length, 32 * 1024);
  const QUOTE = 0x22;
  const BACKSLASH = 0x5c;
  const OPEN = 0x7b;
  const CLOSE = 0x7d;
  const OPEN_ARRAY = 0x5b;
  const CLOSE_ARRAY = 0x5d;
  const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
  const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
  const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
  // " \ / b f n r t
  const isEscape = (c: number) =>
    c === QUOTE ||
    c === BACKSLASH ||
    c === 0x2f ||
    c === 0x62 ||
    c === 0x66 ||
    c === 0x6e ||
    c === 0x72 ||
    c === 0x74;
  const at = (j: number) => (j < end ? text.charCodeAt(j) : -1);

  // The readers below return the index after what they read, or ~index where it stopped being JSON.
  const readString = (i: number): number => {
    let j = i + 1;
    while (j < end) {
      const c = text.charCodeAt(j);
      if (c === QUOTE) return j + 1;
      if (c < 0x20) return ~j;
      if (c !== BACKSLASH) {
        j++;
      } else if (at(j + 1) === 0x75) {
        for (let k = j + 2; k < j + 6; k++) if (!isHex(at(k))) return ~k;
        j += 6;
      } else if (isEscape(at(j + 1))) {
        j += 2;
      } else {
        return ~(j + 1);
      }
    }
    return ~end;
  };
  const readDigits = (j: number): number => {
    if (!isDigit(at(j))) return ~j;
    while (isDigit(at(j))) j++;
    return j;
  };
  const readNumber = (i: number): number => {
    let j = at(i) === 0x2d ? i + 1 : i;
    j = at(j) === 0x30 ? j + 1 : readDigits(j);
    if (j >= 0 && at(j) === 0x2e) j = readDigits(j + 1);
    if (j >= 0 && (at(j) | 0x20) === 0x65)
      j = readDigits(at(j + 1) === 0x2b || at(j + 1) === 0x2d ? j + 2 : j + 1);
    return j;
  };
  const readWord = (i: number, word: string): number => {
    for (let k = 0; k < word.length; k++) if (at(i + k) !== word.charCodeAt(k)) return ~(i + k);
    return i + word.length;
  };

  /** what the innermost open object or array takes next */
  let expect: "key-or-close" | "key" | "colon" | "value" | "value-or-close" | "comma-or-close" = "value";
  /** the objects and arrays open in the current attempt, outermost first */
  const open: { array: boolean; from: number }[] = [];
  /** the earliest object that closed properly inside the current attempt */
  let inner: { from: number; to: number } | null = null;

  let i = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (open.length === 0) {
      // Prose: only a "{" starts an attempt.
      if (c === OPEN) {
        open.push({ array: false, from: i });
        expect = "key-or-close";
      }
      i++;
      continue;
    }
    if (isSpace(c)) {
      i++;
      continue;
    }
    const top = open.at(-1)!;
    let read = i + 1; // or ~(where it broke)
    let closes = false;
    if (expect === "colon") {
      if (c === 0x3a) expect = "value";
      else read = ~i;
    } else if (expect === "key" || expect === "key-or-close") {
      if (c === QUOTE) {
        read = readString(i);
        expect = "colon";
      } else if (c === CLOSE && expect === "key-or-close") closes = true;
      else read = ~i;
    } else if (expect === "comma-or-close") {
      if (c === 0x2c) expect = top.array ? "value" : "key";
      else if (c === (top.array ? CLOSE_ARRAY : CLOSE)) closes = true;
      else read = ~i;
    } else if (c === CLOSE_ARRAY && expect === "value-or-close") {
      closes = true;
    } else if (c === OPEN || c === OPEN_ARRAY) {
      open.push({ array: c === OPEN_ARRAY, from: i });
      expect = c === OPEN ? "key-or-close" : "value-or-close";
    } else {
      if (c === QUOTE) read = readString(i);
      else if (c === 0x74) read = readWord(i, "true");
      else if (c === 0x66) read = readWord(i, "false");
      else if (c === 0x6e) read = readWord(i, "null");
      else if (c === 0x2d || isDigit(c)) read = readNumber(i);
      else read = ~i;
      expect = "comma-or-close";
    }

    if (closes) {
      open.pop();
      expect = "comma-or-close";
      if (!top.array && open.length === 0) {
        const candidate = text.slice(top.from, i + 1);
        try {
          JSON.parse(candidate);
          return candidate;
        } catch {
          read = ~i; // stricter than this reading: as if it broke here
        }
      } else if (!top.array && (!inner || top.from < inner.from)) {
        inner = { from: top.from, to: i + 1 };
      }
    }
    if (read < 0) {
      // No "{" still open starts a JSON object: one that closed inside them is the first.
      if (inner) return text.slice(inner.from, inner.to);
      open.length = 0;
      // Prose again from where it broke (a "{" there starts the next attempt).
      i = ~read;
      continue;
    }
    i = read;
  }
  return inner ? text.slice(inner.from, inner.to) : null;
}

/** The comment inside a model's text, checked; or the reason it is not usable. */
export function parseCommentContent(content: string): CommentCheckResult {
  const json = extractFirstJsonObject(content);
  if (!json) return { ok: false, reason: "no JSON object in the answer" };
  const value: unknown = JSON.parse(json);
  let shape = commentResponseSchema.safeParse(value);
  // Some models wrap the answer once: {"fal": {"headline": ...}}
  if (!shape.success && typeof value === "object" && value !== null) {
    for (const inner of Object.values(value)) {
      shape = commentResponseSchema.safeParse(inner);
      if (shape.success) break;
    }
  }
  if (!shape.success) return { ok: false, reason: "JSON without headline/short/long strings" };
  const checked = checkComment(shape.data);
  return checked.ok ? { ok: true, comment: continueFromShort(checked.comment) } : checked;
}

function rejectsResponseFormat(err: unknown): boolean {
  if (!(err instanceof OutboundError) || err.kind !== "status") return false;
  if (err.status !== 400 && err.status !== 422) return false;
  return /response_format|json_schema|json_object|structured|schema/i.test(err.body ?? "");
}

/** The longest one model answer may take, retries included (shutdown waits for it, main.ts). */
export const MODEL_TOTAL_TIMEOUT_MS = 35_000;

export function createLlmClient(options: LlmClientOptions): LlmClient | null {
  const { config, outbound } = options;
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  const endpoint = `${config.LLM_BASE_URL}/chat/completions`;
  const model = config.LLM_MODEL;
  const log = options.logger ?? silentLogger;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 20_000;
  const totalTimeoutMs = options.totalTimeoutMs ?? MODEL_TOTAL_TIMEOUT_MS;
  const temperature = options.temperature ?? 0.9;
  const maxTokens = options.maxTokens ?? 1000;
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (config.LLM_API_KEY) headers.authorization = `Bearer ${config.LLM_API_KEY}`;
  // Learned once per process: what this server accepts as response_format.
  let formatMode: FormatMode = "json_schema";

  function responseFormat(mode: FormatMode) {
    if (mode === "json_schema") {
      return {
        type: "json_schema",
        json_schema: { name: "fal_yorumu", strict: true, schema: COMMENT_JSON_SCHEMA },
      };
    }
    if (mode === "json_object") return { type: "json_object" };
    return undefined;
  }

  /** One completion; format rejections step down the mode and ask again (not counted as a retry). */
  async function complete(
    messages: ChatMessage[],
    attemptTemperature: number,
    deadline: number,
    signal: AbortSignal,
  ) {
    for (;;) {
      const mode = formatMode;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new LlmUnavailableError("timeout", "model answer took too long");
      const body = {
        model,
        messages,
        temperature: attemptTemperature,
        max_tokens: maxTokens,
        response_format: responseFormat(mode),
      };
      try {
        const res = await outbound.request(endpoint, {
          method: "POST",
          headers,
          body: JSON.stringify(body),
          timeoutMs: Math.min(attemptTimeoutMs, remaining),
          maxBytes: 1024 * 1024,
          retries: 0,
          signal,
        });
        return completionSchema.safeParse(safeJson(res.text()));
      } catch (err) {
        const next = NEXT_MODE[mode];
        if (next && rejectsResponseFormat(err)) {
          // Another concurrent call may already have stepped down; never step back up.
          if (formatMode === mode) formatMode = next;
          log.warn(
            { from: mode, to: formatMode },
            "model server rejected response_format; trying the next form",
          );
          continue;
        }
        if (err instanceof OutboundError) {
          const timedOut = err.kind === "timeout" || Date.now() >= deadline;
          throw new LlmUnavailableError(timedOut ? "timeout" : "error", err.message, { cause: err });
        }
        throw new LlmUnavailableError("error", (err as Error).message, { cause: err });
      }
    }
  }

  async function run(
    messages: ChatMessage[],
    context: AnswerContext,
    opts: { signal?: AbortSignal },
  ): Promise<GeneratedComment> {
    const deadline = Date.now() + totalTimeoutMs;
    const total = AbortSignal.timeout(totalTimeoutMs);
    const signal = opts.signal ? AbortSignal.any([total, opts.signal]) : total;
    let lastReason = "";
    // A truncated or unusable answer is retried once, a little cooler.
    for (let attempt = 0; attempt < 2; attempt++) {
      const parsed = await complete(
        messages,
        attempt === 0 ? temperature : Math.min(temperature, 0.7),
        deadline,
        signal,
      );
      if (!parsed.success) {
        lastReason = "not a chat completion";
      } else {
        const choice = parsed.data.choices[0]!;
        const content = choice.message?.content ?? "";
        if (choice.finish_reason === "length") {
          lastReason = "answer cut at the length limit";
        } else if (!content.trim()) {
          lastReason = choice.message?.refusal ? "model refused" : "empty answer";
        } else {
          const result = parseCommentContent(content);
          if (result.ok) {
            const safe = checkGeneratedSafety(result.comment, context);
            if (!safe.ok) {
              // Not retried: an answer carrying a link or a forecast on a forbidden topic usually
              // comes from the data (a title, the lyrics), which the retry would send again.
              log.warn({ attempt, reason: safe.reason }, "unsafe model answer");
              throw new LlmUnavailableError("unsafe-answer", `model answer rejected: ${safe.reason}`);
            }
            // The game's voice (ADR 027): a fortune teller's sentences are dropped; an answer whose
            // headline or whole short text speaks so is retried once, then left to the offline
            // composer. The song's own names may say "Kader" or "Yıldızlar".
            const voiced = keepGameVoice(result.comment, [context.title, context.artist, ...context.names]);
            if (!voiced.ok) {
              log.warn({ attempt, reason: voiced.reason }, "model answer in a fortune teller's voice");
              lastReason = voiced.reason;
              continue;
            }
            if (voiced.dropped > 0)
              log.info({ attempt, dropped: voiced.dropped }, "fortune-teller sentences dropped");
            // The four-word rule (ADR 020). Not retried either: the whole comment goes to the
            // offline composer, which keeps the rule. The quote itself is not logged.
            const quoted = findCommentQuote(voiced.comment, context.lyrics);
            if (!quoted) return voiced.comment;
            log.warn(
              { attempt, field: quoted.field, words: quoted.quote.split(" ").length },
              "model quoted the lyrics",
            );
            throw new LlmUnavailableError(
              "quoted-lyrics",
              `model answer quotes more than ${MAX_QUOTED_WORDS} words of the lyrics in ${quoted.field}`,
            );
          }
          lastReason = result.reason;
        }
      }
      log.warn({ attempt, reason: lastReason }, "unusable model answer");
    }
    throw new LlmUnavailableError("bad-answer", `model gave no usable comment: ${lastReason}`);
  }

  return {
    generate: (input, opts = {}) =>
      run(
        buildCommentMessages(input),
        {
          hint: input.hint,
          title: input.track.title,
          artist: input.track.artist,
          names: [],
          lyrics: inputShingles(input),
        },
        opts,
      ),
    // Every check of a single comment, against all three songs: their names are theirs to use,
    // and none of their lyrics may be quoted beyond four words.
    generateSpread: (input, opts = {}) =>
      run(
        buildSpreadMessages(input),
        {
          hint: input.hint,
          title: input.cards[0].track.title,
          artist: input.cards[0].track.artist,
          names: input.cards.slice(1).flatMap((c) => [c.track.title, c.track.artist]),
          lyrics: spreadShingles(input),
        },
        opts,
      ),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
