/**
 * A tiny real HTTP server for provider fakes: listens on 127.0.0.1 on a random port, records
 * every request, and can hold answers back (latency) or never answer (hang) to test timeouts.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** path without the query */
  path: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
  /** Date.now() when the request arrived */
  at: number;
}

export interface FakeReply {
  status: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/** Answer to give, or "hang" to keep the connection open without answering. */
export type FakeHandler = (request: RecordedRequest) => FakeReply | "hang" | Promise<FakeReply | "hang">;

export interface FakeServer {
  /** "http://127.0.0.1:<port>" */
  url: string;
  /** "127.0.0.1:<port>", for an outbound allow-list */
  host: string;
  requests: RecordedRequest[];
  /** requests being answered right now, and the most there have been at once */
  concurrency: { current: number; max: number };
  close(): Promise<void>;
}

export interface FakeServerOptions {
  /** read on every request, so a test can change it while the server runs */
  latencyMs?: () => number;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): FakeReply => ({
  status,
  body: JSON.stringify(body),
  headers: { "content-type": "application/json; charset=utf-8", ...headers },
});

export const html = (status: number, body: string): FakeReply => ({
  status,
  body,
  headers: { "content-type": "text/html; charset=utf-8" },
});

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function send(res: ServerResponse, reply: FakeReply) {
  res.writeHead(reply.status, reply.headers ?? {});
  res.end(reply.body ?? "");
}

export async function startFakeServer(
  handler: FakeHandler,
  options: FakeServerOptions = {},
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const concurrency = { current: 0, max: 0 };
  const server = createServer((req, res) => {
    concurrency.current++;
    concurrency.max = Math.max(concurrency.max, concurrency.current);
    res.on("close", () => {
      concurrency.current--;
    });
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      requests.push(recorded);
      try {
        const latency = options.latencyMs?.() ?? 0;
        if (latency > 0) await sleep(latency);
        const reply = await handler(recorded);
        if (reply === "hang") return;
        send(res, reply);
      } catch (err) {
        send(res, json(500, { error: { status: 500, message: `fake failed: ${(err as Error).message}` } }));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    concurrency,
    close: () =>
      new Promise<void>((resolve) => {
        // hung requests would keep close() waiting forever
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What every configurable fake offers a test: read, change and restore its options. */
export interface FakeControls<O> {
  /** the current options, read on every request, so a change applies to the next one */
  readonly options: O;
  /** change options while running (merged into the current ones) */
  set(options: Partial<O>): void;
  /** options back to the start values, and the fake's own clean-up (request log, tokens…) */
  reset(): void;
}

/** A fake's own reactions to a change of its options. */
export interface FakeControlHooks<O> {
  /** before `next` is merged in */
  onSet?(next: Partial<O>): void;
  /** after the options are back to their start values: empty the request log, forget tokens… */
  onReset?(): void;
}

/**
 * The options controller shared by the fakes: start values are `defaults` with what the test
 * passed at start-up on top. Build the fake's answers from `controls.options`, then hang the
 * rest of the fake on the controller with `Object.assign(controls, {...})`: spreading it instead
 * would copy `options` once and freeze it.
 */
export function configurableFake<O extends object>(
  defaults: O,
  initial: Partial<O> = {},
  hooks: FakeControlHooks<O> = {},
): FakeControls<O> {
  const start = (): O => ({ ...defaults, ...initial });
  let options = start();
  return {
    get options() {
      return options;
    },
    set(next) {
      hooks.onSet?.(next);
      options = { ...options, ...next };
    },
    reset() {
      options = start();
      hooks.onReset?.();
    },
  };
}

/** Empties a fake's request log and starts its concurrency peak afresh (for `reset()`). */
export function clearRequestLog(log: {
  requests: unknown[];
  concurrency?: { current: number; max: number };
}): void {
  log.requests.length = 0;
  if (log.concurrency) log.concurrency.max = log.concurrency.current;
}

/** Deterministic 32-bit hash of a string (FNV-1a), for synthetic ids and data. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A deterministic base62 string of the given length derived from a seed text. */
export function base62From(seed: string, length: number, alphabet = BASE62): string {
  let state = hash32(seed) || 1;
  let out = "";
  for (let i = 0; i < length; i++) {
    // xorshift32
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out += alphabet[state % alphabet.length];
  }
  return out;
}
