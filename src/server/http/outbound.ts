/**
 * The one way out of the server. Every call to a provider (Spotify, YouTube, LRCLIB, the model,
 * cover images, previews) goes through here: host allow-list (also on redirects), timeout,
 * response size cap, and bounded retries that honour Retry-After.
 */

export type OutboundErrorKind = "host-not-allowed" | "timeout" | "network" | "too-large" | "status";

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundErrorKind,
    message: string,
    readonly status?: number,
    readonly body?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "OutboundError";
  }
}

export interface OutboundResponse {
  status: number;
  headers: Headers;
  url: string;
  bytes: Uint8Array;
  text(): string;
  json(): unknown;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  /** per attempt; default from the client */
  timeoutMs?: number;
  /** response body cap in bytes; default 5 MB */
  maxBytes?: number;
  /** extra attempts after a 429 or 503 (default 2); network errors and timeouts are not retried */
  retries?: number;
  /** statuses returned to the caller instead of thrown (default: only 2xx are returned) */
  acceptStatus?: (status: number) => boolean;
  signal?: AbortSignal;
}

export interface OutboundClientOptions {
  /** "host", "host:port" or "*.example.com" */
  allowedHosts: readonly string[];
  userAgent: string;
  defaultTimeoutMs?: number;
  /** longest wait honoured for a Retry-After header, in ms (longer waits give up) */
  maxRetryWaitMs?: number;
  fetchImpl?: typeof fetch;
}

export type Outbound = ReturnType<typeof createOutbound>;

const MAX_REDIRECTS = 3;
const decoder = new TextDecoder();

export function hostAllowed(url: URL, allowed: readonly string[]): boolean {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowed.some((entry) => {
    const e = entry.trim().toLowerCase();
    if (!e) return false;
    if (e.startsWith("*.")) return hostname.endsWith(e.slice(1)) || hostname === e.slice(2);
    return e === host || e === hostname;
  });
}

/** Hosts of the given base URLs, for building an allow-list from configuration. */
export function hostsOf(...urls: (string | undefined)[]): string[] {
  const hosts: string[] = [];
  for (const u of urls) {
    if (!u) continue;
    try {
      hosts.push(new URL(u).host);
    } catch {
      // configuration is validated at start-up; an unparsable value simply adds no host
    }
  }
  return hosts;
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  if (!Number.isNaN(date)) return Math.max(0, (date - Date.now()) / 1000);
  return undefined;
}

async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new OutboundError("too-large", `response larger than ${maxBytes} bytes`);
  }
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new OutboundError("too-large", `response larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(t);
        reject(signal.reason);
      },
      { once: true },
    );
  });

export function createOutbound(options: OutboundClientOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const defaultTimeoutMs = options.defaultTimeoutMs ?? 10_000;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 10_000;

  async function attempt(url: URL, opts: RequestOptions): Promise<OutboundResponse> {
    const timeoutMs = opts.timeoutMs ?? defaultTimeoutMs;
    const maxBytes = opts.maxBytes ?? 5 * 1024 * 1024;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
    let current = url;
    let headers: Record<string, string> = { "user-agent": options.userAgent, ...opts.headers };
    try {
      for (let hop = 0; ; hop++) {
        if (!hostAllowed(current, options.allowedHosts)) {
          throw new OutboundError("host-not-allowed", `host not allowed: ${current.host}`);
        }
        const res = await fetchImpl(current, {
          method: hop === 0 ? (opts.method ?? "GET") : "GET",
          headers,
          body: hop === 0 ? opts.body : undefined,
          redirect: "manual",
          signal,
        });
        if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
          await res.body?.cancel();
          if (hop >= MAX_REDIRECTS) throw new OutboundError("network", "too many redirects");
          const next = new URL(res.headers.get("location")!, current);
          // Credentials are for the host they were given to, never for where it redirects.
          if (next.host !== current.host) {
            headers = Object.fromEntries(
              Object.entries(headers).filter(([k]) => !["authorization", "cookie"].includes(k.toLowerCase())),
            );
          }
          current = next;
          continue;
        }
        const bytes = await readCapped(res, maxBytes);
        return {
          status: res.status,
          headers: res.headers,
          url: current.toString(),
          bytes,
          text: () => decoder.decode(bytes),
          json: () => JSON.parse(decoder.decode(bytes)),
        };
      }
    } catch (err) {
      if (err instanceof OutboundError) throw err;
      if (timeout.aborted) throw new OutboundError("timeout", `timed out after ${timeoutMs} ms: ${url.host}`);
      throw new OutboundError("network", `request to ${url.host} failed: ${(err as Error).message}`);
    }
  }

  async function request(input: string | URL, opts: RequestOptions = {}): Promise<OutboundResponse> {
    const url = typeof input === "string" ? new URL(input) : input;
    const accept = opts.acceptStatus ?? ((s: number) => s >= 200 && s < 300);
    const retries = opts.retries ?? 2;
    for (let i = 0; ; i++) {
      const res = await attempt(url, opts);
      if (accept(res.status)) return res;
      const retryAfter = parseRetryAfter(res.headers.get("retry-after"));
      const retryable = res.status === 429 || res.status === 503;
      const waitMs = retryAfter !== undefined ? retryAfter * 1000 : 500 * 2 ** i;
      if (retryable && i < retries && waitMs <= maxRetryWaitMs) {
        await sleep(waitMs, opts.signal);
        continue;
      }
      throw new OutboundError(
        "status",
        `${url.host} answered ${res.status}`,
        res.status,
        res.text().slice(0, 2000),
        retryAfter,
      );
    }
  }

  return { request };
}
