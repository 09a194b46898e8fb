/**
 * A fake OpenAI-compatible model server: a real HTTP server on 127.0.0.1 answering
 * `POST …/chat/completions` in the real `chat.completion` shape (envelope from
 * ./fixtures/llm/chat-completion.json), or as server-sent events when the body asks `stream: true`.
 *
 * In the answering modes the comment is built from the request: the theme label is read from the
 * prompt's "Tema: <label> —" line and the hint from `<ipucu>…</ipucu>`, and both are echoed in the
 * headline and short text, so tests can see that they reached the model.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { clearRequestLog, configurableFake, type FakeControls } from "./http";

/**
 * - clean: valid JSON comment built from the request
 * - fenced: the same JSON inside prose and a ```json fence
 * - truncated: finish_reason "length" and JSON cut in the middle
 * - truncated-once: truncated for the first request after setMode, clean afterwards
 * - slow: clean, after `slowMs` (default 5 s)
 * - error: 500 with an OpenAI-style error body
 * - bad-json: finish_reason "stop" with content that is not JSON
 * - no-json-schema: 400 for response_format json_schema (like some servers); json_object or none is fine
 * - no-response-format: 400 for any response_format
 * - fixture: ./fixtures/llm/chat-completion.json as it is
 * - custom: the content (and finish_reason) given to setCustomAnswer
 * - quote-lyrics: a clean comment whose short text quotes the first two lines of the lyrics it was
 *   sent (`<sarki_sozleri>`), as a model asked to interpret a song happily does; clean when the
 *   prompt carried no lyrics
 */
export type FakeLlmMode =
  | "clean"
  | "fenced"
  | "truncated"
  | "truncated-once"
  | "slow"
  | "error"
  | "bad-json"
  | "no-json-schema"
  | "no-response-format"
  | "fixture"
  | "custom"
  | "quote-lyrics";

export interface FakeLlmOptions {
  mode?: FakeLlmMode;
  /** delay of the "slow" mode, in ms (default 5000) */
  slowMs?: number;
  /** when set, requests must carry `Authorization: Bearer <apiKey>` or get a 401 */
  apiKey?: string;
}

export interface FakeLlmRequest {
  path: string;
  authorization: string | undefined;
  userAgent: string | undefined;
  /** the parsed JSON body (undefined when it was not JSON) */
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary fields of what the client sent
  body: any;
}

/** What a test may change while the fake runs, through `set` or the setters. */
export interface FakeLlmSettings {
  mode: FakeLlmMode;
  /** delay of the "slow" mode, in ms */
  slowMs: number;
  /** the answer of the "custom" mode */
  custom: { content: string; finishReason: "stop" | "length" };
}

/**
 * Setting `mode` (also to the same mode) starts "truncated-once" afresh; `reset()` also empties
 * the request log.
 */
export interface FakeLlm extends FakeControls<FakeLlmSettings> {
  /** base URL ending in /v1 (use as LLM_BASE_URL) */
  url: string;
  /** "127.0.0.1:41234", for an outbound allow-list */
  host: string;
  requests: FakeLlmRequest[];
  setMode(mode: FakeLlmMode): void;
  setSlowMs(ms: number): void;
  setCustomAnswer(content: string, finishReason?: "stop" | "length"): void;
  close(): Promise<void>;
}

const fixtureUrl = (name: string) => new URL(`./fixtures/llm/${name}`, import.meta.url);
const readFixture = (name: string) => JSON.parse(readFileSync(fixtureUrl(name), "utf8"));
const ENVELOPE = readFixture("chat-completion.json");

interface ChatMessageIn {
  role?: string;
  content?: unknown;
}

/** The theme label and hint the prompt carried, read the way a test would look for them. */
export function readPromptFacts(body: unknown): { theme: string | null; hint: string | null } {
  const messages: ChatMessageIn[] = Array.isArray((body as { messages?: unknown })?.messages)
    ? (body as { messages: ChatMessageIn[] }).messages
    : [];
  // only what the user message says: the system message names the tags too
  const text = messages
    .filter((m) => m.role === "user")
    .map((m) => (typeof m.content === "string" ? m.content : ""))
    .join("\n");
  const theme = /^Tema: (.+?) —/m.exec(text)?.[1]?.trim() ?? null;
  const hint = /<ipucu>([^<\n]*)<\/ipucu>/.exec(text)?.[1]?.trim() ?? null;
  return { theme, hint };
}

/** The lyrics lines the prompt carried between `<sarki_sozleri>` tags (none when it carried none). */
export function readPromptLyrics(body: unknown): string[] {
  const messages: ChatMessageIn[] = Array.isArray((body as { messages?: unknown })?.messages)
    ? (body as { messages: ChatMessageIn[] }).messages
    : [];
  const text = messages
    .filter((m) => m.role === "user")
    .map((m) => (typeof m.content === "string" ? m.content : ""))
    .join("\n");
  const block = /<sarki_sozleri>\n?([\s\S]*?)<\/sarki_sozleri>/.exec(text)?.[1] ?? "";
  return block
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

/** A clean comment that quotes the first two lyrics lines it was sent, in its short text. */
export function quotingComment(body: unknown): { headline: string; short: string; long: string } {
  const clean = cleanComment(body);
  const line = readPromptLyrics(body).slice(0, 2).join(" / ");
  if (!line) return clean;
  const short = `Şarkı sana diyor ki: «${line.replace(/[«»]/g, "")}». Bu dize bugün senin için çalıyor.`;
  return { ...clean, short, long: `${short}\n\n${clean.long.split("\n\n").slice(1).join("\n\n")}` };
}

/** A valid comment built from the request. */
export function cleanComment(body: unknown): { headline: string; short: string; long: string } {
  const { theme, hint } = readPromptFacts(body);
  const label = theme ?? "Genel";
  const headline = hint ? `${label} falı: ${hint}` : `${label} falı: yeni bir sayfa`;
  const short = hint
    ? `Bu şarkı ${label} penceresinden sana yeni bir kapı aralıyor. İpucun olan ${hint} bu kapının anahtarı.`
    : `Bu şarkı ${label} penceresinden sana yeni bir kapı aralıyor.`;
  const long = `${short}\n\nRitmi sakin ama kararlı; tıpkı önündeki günler gibi. Küçük adımlar büyük değişimlere dönüşecek ve sen bunu ilk fark eden olacaksın.`;
  return { headline, short, long };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

const openAiError = (
  message: string,
  type: string,
  param: string | null = null,
  code: string | null = null,
) => ({
  error: { message, type, param, code },
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  let sinceModeSet = 0;
  const controls = configurableFake<FakeLlmSettings>(
    { mode: "clean", slowMs: 5000, custom: { content: "", finishReason: "stop" } },
    {
      ...(options.mode !== undefined && { mode: options.mode }),
      ...(options.slowMs !== undefined && { slowMs: options.slowMs }),
    },
    {
      onSet(next) {
        if (next.mode !== undefined) sinceModeSet = 0;
      },
      onReset() {
        clearRequestLog({ requests });
        sinceModeSet = 0;
      },
    },
  );
  let counter = 0;
  const timers = new Set<NodeJS.Timeout>();

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  function answer(
    res: ServerResponse,
    // biome-ignore lint/suspicious/noExplicitAny: the request body as sent
    body: any,
    content: string,
    finishReason: "stop" | "length",
  ) {
    counter++;
    const id = `chatcmpl-fake-${counter}`;
    const created = Math.floor(Date.now() / 1000);
    const model = typeof body.model === "string" ? body.model : ENVELOPE.model;
    if (body.stream === true) {
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
      const chunk = (delta: Record<string, string>, finish: string | null) =>
        `data: ${JSON.stringify({
          id,
          object: "chat.completion.chunk",
          created,
          model,
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`;
      res.write(chunk({ role: "assistant", content: "" }, null));
      for (let i = 0; i < content.length; i += 24)
        res.write(chunk({ content: content.slice(i, i + 24) }, null));
      res.write(chunk({}, finishReason));
      res.end("data: [DONE]\n\n");
      return;
    }
    sendJson(res, 200, {
      ...ENVELOPE,
      id,
      created,
      model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    requests.push({
      path,
      authorization: req.headers.authorization,
      userAgent: req.headers["user-agent"],
      body,
    });
    if (req.method !== "POST" || !path.endsWith("/chat/completions")) {
      sendJson(res, 404, openAiError(`Unknown request URL: ${req.method} ${path}`, "invalid_request_error"));
      return;
    }
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      sendJson(
        res,
        401,
        openAiError("Incorrect API key provided", "invalid_request_error", null, "invalid_api_key"),
      );
      return;
    }
    // biome-ignore lint/suspicious/noExplicitAny: validated just below
    const b = body as any;
    if (!b || typeof b.model !== "string" || !Array.isArray(b.messages)) {
      sendJson(res, 400, openAiError("'model' and 'messages' are required", "invalid_request_error"));
      return;
    }
    const { mode, slowMs, custom } = controls.options;
    const nth = sinceModeSet++;
    const comment = JSON.stringify(cleanComment(b));
    const formatType: string | undefined = b.response_format?.type;

    switch (mode) {
      case "clean":
        return answer(res, b, comment, "stop");
      case "fenced":
        return answer(res, b, `İşte yorumun:\n\`\`\`json\n${comment}\n\`\`\`\nUmarım beğenirsin!`, "stop");
      case "truncated":
        return answer(res, b, comment.slice(0, Math.floor(comment.length / 2)), "length");
      case "truncated-once":
        return nth === 0
          ? answer(res, b, comment.slice(0, Math.floor(comment.length / 2)), "length")
          : answer(res, b, comment, "stop");
      case "slow":
        await delay(slowMs);
        if (res.destroyed) return;
        return answer(res, b, comment, "stop");
      case "error":
        return sendJson(
          res,
          500,
          openAiError("The server had an error while processing your request.", "server_error"),
        );
      case "bad-json":
        return answer(
          res,
          b,
          "İşte yorumun: {headline: 'Yeni bir sayfa', short: tırnaksız bir metin}",
          "stop",
        );
      case "no-json-schema":
        if (formatType === "json_schema") {
          return sendJson(
            res,
            400,
            openAiError(
              "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
              "invalid_request_error",
              "response_format",
            ),
          );
        }
        return answer(res, b, comment, "stop");
      case "no-response-format":
        if (formatType !== undefined) {
          return sendJson(
            res,
            400,
            openAiError(
              "response_format is not supported by this server",
              "invalid_request_error",
              "response_format",
            ),
          );
        }
        return answer(res, b, comment, "stop");
      case "fixture":
        return answer(res, b, ENVELOPE.choices[0].message.content, "stop");
      case "custom":
        return answer(res, b, custom.content, custom.finishReason);
      case "quote-lyrics":
        return answer(res, b, JSON.stringify(quotingComment(b)), "stop");
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, openAiError("fake failed", "server_error"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;

  return Object.assign(controls, {
    url: `http://${host}/v1`,
    host,
    requests,
    setMode: (mode: FakeLlmMode) => controls.set({ mode }),
    setSlowMs: (slowMs: number) => controls.set({ slowMs }),
    setCustomAnswer: (content: string, finishReason: "stop" | "length" = "stop") =>
      controls.set({ custom: { content, finishReason }, mode: "custom" }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
