/**
 * The one way out of the server. Every call to a provider (Spotify, YouTube, LRCLIB, the model,
 * cover images, previews) goes through here: host allow-list (also on redirects, ports included),
 * a check of the addresses a name resolves to (made while connecting, so DNS rebinding cannot slip
 * past it), timeout, response size cap, and bounded retries that honour Retry-After.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { rootCertificates } from "node:tls";
import ipaddr from "ipaddr.js";
import type { Dispatcher } from "undici";

// Node's own fetch (which other code uses, arctic's token requests among them) must own the global
// dispatcher. The undici package installs an Agent of its own as the global one when it loads
// first, and Node 20's fetch cannot drive that one: requests with a Content-Length header then
// fail ("invalid content-length header"). A data: URL sets Node's dispatcher up without any
// network; the package is loaded after it (a static import would be evaluated first).
await fetch("data:,");
const { Agent, fetch: undiciFetch } = await import("undici");

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
  body?: string | URLSearchParams | Uint8Array;
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

/** A dns.lookup-shaped resolver (tests pass one that answers what they need). */
export type LookupFunction = (
  hostname: string,
  options: { all: true; family?: number; hints?: number },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface OutboundClientOptions {
  /**
   * "host", "host:port", "*.example.com" or "*.example.com:port". Without a port only the
   * scheme's default port is allowed. A host given exactly (not by a wildcard) may resolve to a
   * private or loopback address (a local model, the tests' fakes); a name matched by a wildcard
   * must resolve to public addresses only.
   */
  allowedHosts: readonly string[];
  userAgent: string;
  /** https only, except to an entry that names its port (media: covers and previews) */
  httpsOnly?: boolean;
  defaultTimeoutMs?: number;
  /** longest wait honoured for a Retry-After header, in ms (longer waits give up) */
  maxRetryWaitMs?: number;
  /** name resolution used when connecting (default: dns.lookup) */
  lookup?: LookupFunction;
  fetchImpl?: FetchLike;
  /**
   * Certificate authorities trusted besides the system's (PEM): the tests' https fakes. A separate
   * process gets the same through NODE_EXTRA_CA_CERTS.
   */
  extraCa?: readonly string[];
  /** told of every request once it is done (retries included): metrics (ADR 031) */
  observe?: (url: URL, outcome: "ok" | OutboundErrorKind, seconds: number) => void;
}

export type FetchLike = (
  url: URL,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | URLSearchParams | Uint8Array;
    redirect: "manual";
    signal: AbortSignal;
    dispatcher?: Dispatcher;
  },
) => Promise<Response>;

export type Outbound = ReturnType<typeof createOutbound>;

const MAX_REDIRECTS = 3;
const decoder = new TextDecoder();

interface HostEntry {
  /** lower-case name or address; for a wildcard the domain after "*." */
  host: string;
  wildcard: boolean;
  /** null: the scheme's default port only */
  port: number | null;
}

function parseEntry(raw: string): HostEntry | null {
  const e = raw.trim().toLowerCase();
  if (!e) return null;
  const wildcard = e.startsWith("*.");
  try {
    // a scheme without default ports, so "host:443" keeps its port
    const u = new URL(`entry://${wildcard ? e.slice(2) : e}`);
    if (!u.hostname || u.pathname || u.username || u.search) return null;
    return { host: u.hostname, wildcard, port: u.port ? Number(u.port) : null };
  } catch {
    return null;
  }
}

export interface HostMatch {
  /** named exactly, not through a wildcard */
  exact: boolean;
  /** the entry names a port */
  pinned: boolean;
}

/** The allow-list entry a URL falls under, or null. Only http(s), and ports as the entry says. */
export function matchHost(url: URL, allowed: readonly string[]): HostMatch | null {
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const hostname = url.hostname.toLowerCase();
  // URL drops a scheme's default port, so an empty port is the default one
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  let best: HostMatch | null = null;
  for (const raw of allowed) {
    const entry = parseEntry(raw);
    if (!entry) continue;
    if (entry.port === null ? url.port !== "" : entry.port !== port) continue;
    const named = entry.wildcard
      ? hostname.endsWith(`.${entry.host}`) || hostname === entry.host
      : hostname === entry.host;
    if (!named) continue;
    const match = { exact: !entry.wildcard, pinned: entry.port !== null };
    if (!best || (match.exact && !best.exact) || (match.pinned && !best.pinned)) best = match;
  }
  return best;
}

/** Whether the URL is allowed by the list: http(s), host and port as an entry names them. */
export function hostAllowed(url: URL, allowed: readonly string[], httpsOnly = false): boolean {
  const match = matchHost(url, allowed);
  if (!match) return false;
  return !httpsOnly || url.protocol === "https:" || match.pinned;
}

/**
 * Whether an address is on the public internet: not private (10/8, 172.16/12, 192.168/16),
 * loopback, link-local, unique-local (fc00::/7), carrier-grade NAT, multicast, unspecified or
 * reserved. IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address.replace(/^\[|\]$/g, "")).range() === "unicast";
  } catch {
    return false;
  }
}

/** Refused while connecting: the name resolved to an address that is not public. */
export class AddressNotAllowed extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to a non-public address (${address})`);
    this.name = "AddressNotAllowed";
  }
}

/**
 * A lookup that refuses names resolving to non-public addresses unless `trusted(hostname)`. It
 * runs inside the connection itself, which then uses exactly the addresses checked here.
 */
export function guardedLookup(base: LookupFunction, trusted: (hostname: string) => boolean) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number; hints?: number },
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    base(hostname, { family: options.family, hints: options.hints, all: true }, (err, addresses) => {
      if (err) return callback(err, options.all ? [] : "", undefined);
      const list = addresses ?? [];
      const name = hostname.toLowerCase();
      const refused = trusted(name) ? undefined : list.find((a) => !isPublicAddress(a.address));
      if (refused || list.length === 0) {
        const error: NodeJS.ErrnoException = refused
          ? new AddressNotAllowed(name, refused.address)
          : Object.assign(new Error(`${name} did not resolve`), { code: "ENOTFOUND" });
        return callback(error, options.all ? [] : "", undefined);
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

const defaultLookup: LookupFunction = (hostname, options, callback) => dnsLookup(hostname, options, callback);

function causeChain(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
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
  const fetchImpl = options.fetchImpl ?? (undiciFetch as unknown as FetchLike);
  // Names given exactly in the allow-list may be private (a local model, the tests' fakes).
  const exactNames = new Set(
    options.allowedHosts.flatMap((raw) => {
      const entry = parseEntry(raw);
      return entry && !entry.wildcard ? [entry.host] : [];
    }),
  );
  const dispatcher = new Agent({
    connect: {
      lookup: guardedLookup(options.lookup ?? defaultLookup, (name) => exactNames.has(name)) as never,
      ...(options.extraCa?.length ? { ca: [...rootCertificates, ...options.extraCa] } : {}),
    },
  });
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
        if (!hostAllowed(current, options.allowedHosts, options.httpsOnly)) {
          throw new OutboundError(
            "host-not-allowed",
            `host not allowed: ${current.protocol}//${current.host}`,
          );
        }
        const res = await fetchImpl(current, {
          method: hop === 0 ? (opts.method ?? "GET") : "GET",
          headers,
          body: hop === 0 ? opts.body : undefined,
          redirect: "manual",
          signal,
          dispatcher,
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
      const refused = causeChain(err).find((e) => e instanceof AddressNotAllowed);
      if (refused) throw new OutboundError("host-not-allowed", (refused as AddressNotAllowed).message);
      if (timeout.aborted) throw new OutboundError("timeout", `timed out after ${timeoutMs} ms: ${url.host}`);
      throw new OutboundError("network", `request to ${url.host} failed: ${(err as Error).message}`);
    }
  }

  async function request(input: string | URL, opts: RequestOptions = {}): Promise<OutboundResponse> {
    const url = typeof input === "string" ? new URL(input) : input;
    const observe = options.observe;
    if (!observe) return attempts(url, opts);
    const started = performance.now();
    try {
      const res = await attempts(url, opts);
      observe(url, "ok", (performance.now() - started) / 1000);
      return res;
    } catch (err) {
      const outcome = err instanceof OutboundError ? err.kind : "network";
      observe(url, outcome, (performance.now() - started) / 1000);
      throw err;
    }
  }

  async function attempts(url: URL, opts: RequestOptions): Promise<OutboundResponse> {
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

  return {
    request,
    /** closes the pooled connections */
    close: () => dispatcher.close(),
  };
}
