/**
 * The comment writer behind an OpenAI-compatible `/chat/completions` endpoint (OpenAI,
 * OpenRouter, Groq, Ollama, vLLM, llama.cpp...). Any failure ends in `LlmUnavailableError`, so
 * the caller can fall back to the offline composer.
 */
import { z } from "zod";
import type { Config } from "../config";
import { type Outbound, OutboundError } from "../http/outbound";
import { checkComment, type GeneratedComment } from "./comment-checks";
import { buildCommentMessages, type CommentInput } from "./prompt";

export type LlmFailure = "timeout" | "error" | "bad-answer";

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

export interface LlmLogger {
  debug(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface LlmClientOptions {
  config: Config;
  outbound: Outbound;
  logger?: LlmLogger;
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
    headline: { type: "string", description: "Tek satırlık başlık, en fazla 90 karakter" },
    short: { type: "string", description: "1-3 cümlelik kısa yorum" },
    long: { type: "string", description: "2-4 paragraflık uzun yorum" },
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

const commentShape = z.object({ headline: z.string(), short: z.string(), long: z.string() });

/**
 * The first balanced `{...}` in a text (strings and escapes respected), or null.
 * Handles prose around the JSON and ``` fences.
 */
export function extractFirstJsonObject(text: string): string | null {
  for (let start = text.indexOf("{"); start !== -1; start = text.indexOf("{", start + 1)) {
    let depth = 0;
    let inString = false;
    let escaped = false;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (c === "\\") escaped = true;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') inString = true;
      else if (c === "{") depth++;
      else if (c === "}") {
        depth--;
        if (depth === 0) {
          const candidate = text.slice(start, i + 1);
          try {
            JSON.parse(candidate);
            return candidate;
          } catch {
            break; // not JSON after all: try the next "{"
          }
        }
      }
    }
  }
  return null;
}

/** The comment inside a model's text, checked; or the reason it is not usable. */
export function parseCommentContent(
  content: string,
): { ok: true; comment: GeneratedComment } | { ok: false; reason: string } {
  const json = extractFirstJsonObject(content);
  if (!json) return { ok: false, reason: "no JSON object in the answer" };
  const value: unknown = JSON.parse(json);
  let shape = commentShape.safeParse(value);
  // Some models wrap the answer once: {"fal": {"headline": ...}}
  if (!shape.success && typeof value === "object" && value !== null) {
    for (const inner of Object.values(value)) {
      shape = commentShape.safeParse(inner);
      if (shape.success) break;
    }
  }
  if (!shape.success) return { ok: false, reason: "JSON without headline/short/long strings" };
  return checkComment(shape.data);
}

const silentLogger: LlmLogger = { debug() {}, warn() {} };

function rejectsResponseFormat(err: unknown): boolean {
  if (!(err instanceof OutboundError) || err.kind !== "status") return false;
  if (err.status !== 400 && err.status !== 422) return false;
  return /response_format|json_schema|json_object|structured|schema/i.test(err.body ?? "");
}

export function createLlmClient(options: LlmClientOptions): LlmClient | null {
  const { config, outbound } = options;
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  const endpoint = `${config.LLM_BASE_URL}/chat/completions`;
  const model = config.LLM_MODEL;
  const log = options.logger ?? silentLogger;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 20_000;
  const totalTimeoutMs = options.totalTimeoutMs ?? 35_000;
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
    input: CommentInput,
    attemptTemperature: number,
    deadline: number,
    signal: AbortSignal,
  ) {
    const messages = buildCommentMessages(input);
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

  return {
    async generate(input, opts = {}) {
      const deadline = Date.now() + totalTimeoutMs;
      const total = AbortSignal.timeout(totalTimeoutMs);
      const signal = opts.signal ? AbortSignal.any([total, opts.signal]) : total;
      let lastReason = "";
      // A truncated or unusable answer is retried once, a little cooler.
      for (let attempt = 0; attempt < 2; attempt++) {
        const parsed = await complete(
          input,
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
            if (result.ok) return result.comment;
            lastReason = result.reason;
          }
        }
        log.warn({ attempt, reason: lastReason }, "unusable model answer");
      }
      throw new LlmUnavailableError("bad-answer", `model gave no usable comment: ${lastReason}`);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
