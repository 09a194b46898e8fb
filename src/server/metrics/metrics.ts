/**
 * The app's Prometheus metrics (ADR 031), one registry per app. Code that has something to count
 * calls one of the small functions below; nothing else in the server imports prom-client, so
 * where a number comes from can move (e.g. draws written, now counted where the repository saves
 * one, later from the event stream) without touching the names a dashboard reads.
 *
 * Every series is named here, with bounded labels only: route patterns (never raw URLs), provider
 * names, outcomes. Node's own series (event loop delay, heap, RSS, GC) come from prom-client.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Seconds; from a cached page (~1 ms) to a model's comment (tens of seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const PROVIDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Providers the app calls; anything else is counted as "other". */
export const PROVIDERS = [
  "spotify",
  "youtube",
  "lrclib",
  "model",
  "media",
  "oauth",
  "revenuecat",
  "push",
  "other",
] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface QuotaState {
  provider: string;
  spent: number;
  limit: number;
}

export interface Metrics {
  readonly registry: Registry;
  /** one HTTP answer: its route pattern ("/api/draws/:id"), method, status and seconds taken */
  request(method: string, route: string, status: number, seconds: number): void;
  /** a draw saved (source: spotify | youtube | csv | ready; kind: single | spread) */
  drawWritten(source: string, kind: string): void;
  /** a comment written for a person (source: model | offline; kind: fortune | support) */
  commentWritten(source: string, kind: string): void;
  /** one call to a provider (retries included); outcome "ok" or the failure's kind */
  providerCall(provider: Provider, outcome: string, seconds: number): void;
  /** a request refused with 429 by a rate limit */
  rateLimitRefused(route: string): void;
  /** one Web Push notification to one device (kind: reminder | recap | test; outcome: sent | gone | failed) */
  pushSent(kind: string, outcome: string): void;
  /** one database statement */
  query(seconds: number, ok: boolean): void;
  /** an event heard `lagSeconds` after it was published (topic: draws, …) */
  eventHeard(topic: string, lagSeconds: number): void;
  /** read at every scrape: the database pool's connections (PostgreSQL) */
  readPool(read: () => PoolStats): void;
  /** read at every scrape: providers' daily budgets */
  readQuota(read: () => Promise<QuotaState[]>): void;
  /** the text a scrape gets, and its content type */
  scrape(): Promise<{ body: string; contentType: string }>;
}

export function createMetrics(options: { database: "pglite" | "postgres"; defaults?: boolean }): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ database: options.database });
  // Node's own: nodejs_eventloop_lag_*, nodejs_heap_*, process_resident_memory_bytes, GC, handles.
  if (options.defaults !== false) collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "sarkifali_http_request_duration_seconds",
    help: "HTTP answers by route pattern, method and status, with their latency",
    labelNames: ["method", "route", "status"] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const draws = new Counter({
    name: "sarkifali_draws_written_total",
    help: "Draws saved, by playlist source and kind",
    labelNames: ["source", "kind"] as const,
    registers: [registry],
  });
  const comments = new Counter({
    name: "sarkifali_comments_written_total",
    help: "Comments written for people, by who wrote them (model or offline composer) and kind",
    labelNames: ["source", "kind"] as const,
    registers: [registry],
  });
  const providerCalls = new Counter({
    name: "sarkifali_provider_calls_total",
    help: "Calls to providers (Spotify, YouTube, LRCLIB, the model, media hosts, …)",
    labelNames: ["provider"] as const,
    registers: [registry],
  });
  const providerFailures = new Counter({
    name: "sarkifali_provider_failures_total",
    help: "Provider calls that failed, by reason (timeout, network, status, too-large, host-not-allowed)",
    labelNames: ["provider", "reason"] as const,
    registers: [registry],
  });
  const providerLatency = new Histogram({
    name: "sarkifali_provider_call_duration_seconds",
    help: "Latency of provider calls, retries included",
    labelNames: ["provider"] as const,
    buckets: PROVIDER_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "sarkifali_rate_limit_refusals_total",
    help: "Requests refused with 429 by a rate limit, by route pattern",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  const pushes = new Counter({
    name: "sarkifali_push_notifications_total",
    help: "Web Push notifications to devices, by kind and outcome (sent, gone: 404/410 and deleted, failed)",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  const queries = new Histogram({
    name: "sarkifali_db_query_duration_seconds",
    help: "Database statements and their latency",
    labelNames: ["outcome"] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const lag = new Histogram({
    name: "sarkifali_event_lag_seconds",
    help: "From an event's publication to this instance hearing it",
    labelNames: ["topic"] as const,
    buckets: LAG_BUCKETS,
    registers: [registry],
  });

  let readPool: (() => PoolStats) | undefined;
  new Gauge({
    name: "sarkifali_db_pool_connections",
    help: "The PostgreSQL pool's connections: total, idle, and callers waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      if (!readPool) return;
      const stats = readPool();
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  let readQuota: (() => Promise<QuotaState[]>) | undefined;
  new Gauge({
    name: "sarkifali_provider_quota_units",
    help: "Providers' daily budgets (all instances together): units spent today and the limit",
    labelNames: ["provider", "state"] as const,
    registers: [registry],
    async collect() {
      if (!readQuota) return;
      // A scrape must not fail because the database is away: the gauge keeps its last values.
      const states = await readQuota().catch(() => []);
      for (const s of states) {
        this.set({ provider: s.provider, state: "spent" }, s.spent);
        this.set({ provider: s.provider, state: "limit" }, s.limit);
      }
    },
  });

  return {
    registry,
    request(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    drawWritten(source, kind) {
      draws.inc({ source, kind });
    },
    commentWritten(source, kind) {
      comments.inc({ source, kind });
    },
    providerCall(provider, outcome, seconds) {
      providerCalls.inc({ provider });
      providerLatency.observe({ provider }, seconds);
      if (outcome !== "ok") providerFailures.inc({ provider, reason: outcome });
    },
    rateLimitRefused(route) {
      refusals.inc({ route });
    },
    pushSent(kind, outcome) {
      pushes.inc({ kind, outcome });
    },
    query(seconds, ok) {
      queries.observe({ outcome: ok ? "ok" : "error" }, seconds);
    },
    eventHeard(topic, lagSeconds) {
      lag.observe({ topic }, Math.max(0, lagSeconds));
    },
    readPool(read) {
      readPool = read;
    },
    readQuota(read) {
      readQuota = read;
    },
    async scrape() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

/**
 * Which provider a request to `url` goes to: the configured base address it starts with (the
 * longest, when several do), else "other".
 */
export function providerOf(bases: ReadonlyArray<[Provider, string | undefined]>) {
  const known = bases
    .filter((entry): entry is [Provider, string] => Boolean(entry[1]))
    .map(([provider, base]) => [provider, base.replace(/\/+$/, "")] as const)
    .sort((a, b) => b[1].length - a[1].length);
  return (url: URL): Provider => {
    const href = url.href;
    for (const [provider, base] of known) {
      if (href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}?`)) return provider;
    }
    return "other";
  };
}
