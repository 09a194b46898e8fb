/**
 * The app under load, as a separate process with the provider fakes (review M3 and issue 11):
 *
 * - render flood: 40 new draws, then their 80 preview images (og + story) asked for at once from
 *   8 client addresses, while an unrelated request (/api/health) is timed every 20 ms;
 * - mixed load: 20,000 requests over 100 connections across every read and write endpoint,
 *   signed in and public, counted by status, with the app's RSS before and after.
 *
 * Run alone: `node --import tsx bench/load.ts [flood|mixed] [source|built]`
 */
import { fork, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { Agent, fetch as undiciFetch } from "undici";
import { startAllFakes } from "../tests/fakes/all";
import { fakeSpotifyPlaylistId } from "../tests/fakes/spotify";
import { fakeYoutubePlaylistId } from "../tests/fakes/youtube";
import { type AppProcess, startAppProcess } from "../tests/support/process";

type From = "source" | "built";

interface Running {
  app: AppProcess;
  base: string;
  stop(): Promise<void>;
}

const SERVE_FLAG = "--serve-fakes";

/**
 * The fakes run in a child process of their own: beside autocannon's 100 connections in one
 * event loop they answered late, and the app's provider timeouts counted that against the app.
 */
async function startFakesElsewhere(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  let tsx = "tsx";
  try {
    tsx = import.meta.resolve("tsx");
  } catch {
    // resolved from the working directory instead
  }
  const child = fork(fileURLToPath(import.meta.url), [SERVE_FLAG], {
    execArgv: ["--import", tsx],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    child.once("message", (m) => resolve(m as Record<string, string>));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`fakes exited early (${code})`)));
  });
  return {
    env,
    close: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}

export async function startWithFakes(
  from: From,
  cwd?: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<Running> {
  const fakes = await startFakesElsewhere();
  const dataDir = mkdtempSync(join(tmpdir(), "sf-load-"));
  try {
    const app = await startAppProcess({
      from,
      dataDir,
      port,
      cwd,
      env: { ...fakes.env, ...env },
      timeoutMs: 120_000,
    });
    return {
      app,
      base: app.base,
      async stop() {
        await app.stop();
        await fakes.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await fakes.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** The app process's resident memory in MB (Linux). */
function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

const json = { "content-type": "application/json" };

/** Requests from a given loopback address (127.0.0.x), so per-address limits see several clients. */
/** What a bench posts with: the global fetch, or clientAt's from one address. */
type Post = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
}>;

export function clientAt(address: string) {
  const dispatcher = new Agent({ localAddress: address });
  return (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    undiciFetch(url, { ...init, dispatcher });
}

export async function register(base: string, n: number, post: Post = fetch): Promise<string> {
  const res = await post(`${base}/api/auth/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: `yuk.${n}.${Date.now()}@ornek.com`, password: "yuk-sifresi" }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status}: ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0]!;
}

const TRACK = {
  id: "csv:t:yuk",
  title: "Gülpembe",
  artist: "Barış Manço",
  image: null,
  previewUrl: null,
  externalUrl: null,
};

function commentBody(n: number) {
  return { track: { ...TRACK, id: `csv:t:yuk${n % 50}` }, theme: "genel", hint: null, number: String(n) };
}

/** The draw's body from a comment answer, with its commentId when the server gives one. */
function drawBody(comment: Record<string, unknown>, n: number) {
  return {
    number: String(n),
    trackId: `csv:t:yuk${n % 50}`,
    trackTitle: TRACK.title,
    trackArtist: TRACK.artist,
    trackImage: null,
    trackPreviewUrl: null,
    trackExternalUrl: null,
    theme: "genel",
    headline: comment.headline,
    short: comment.short,
    long: comment.long,
    comment: comment.short,
    sessionId: "yuk",
    ...(typeof comment.commentId === "string" ? { commentId: comment.commentId } : {}),
  };
}

/** A saved draw made the way the app makes one: a comment first, then the draw. */
export async function saveDraw(base: string, cookie: string, n: number, post: Post = fetch): Promise<string> {
  const c = await post(`${base}/api/comment`, {
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify(commentBody(n)),
  });
  if (c.status !== 200) throw new Error(`comment ${c.status}: ${await c.text()}`);
  const d = await post(`${base}/api/draws`, {
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify(drawBody((await c.json()) as Record<string, unknown>, n)),
  });
  if (d.status !== 201) throw new Error(`draw ${d.status}: ${await d.text()}`);
  return ((await d.json()) as { id: string }).id;
}

function parseJson(body: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

export interface FloodResult {
  renders: number;
  statuses: Record<string, number>;
  floodMs: number;
  before: { medianMs: number; maxMs: number };
  during: { medianMs: number; p99Ms: number; maxMs: number; samples: number };
  /** a bare Node HTTP server in its own process, timed alongside: what the machine itself adds */
  control: { medianMs: number; p99Ms: number; maxMs: number };
}

/** A bare HTTP server in a separate process (the control for the machine's own delays). */
export async function startControlServer(): Promise<{ url: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    [
      "-e",
      "const s=require('node:http').createServer((q,r)=>r.end('ok'));s.listen(0,'127.0.0.1',()=>process.send(s.address().port))",
    ],
    { stdio: ["ignore", "ignore", "ignore", "ipc"] },
  );
  const port = await new Promise<number>((resolve) => child.once("message", (m) => resolve(Number(m))));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** 80 uncached preview images at once; the latency of /api/health before and during. */
export async function benchRenderFlood(from: From = "built", cwd?: string): Promise<FloodResult> {
  const running = await startWithFakes(from, cwd);
  const { base } = running;
  try {
    const cookies = [await register(base, 1), await register(base, 2), await register(base, 3)];
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await saveDraw(base, cookies[i % 3]!, i + 1));
    // warm the renderer (the first image pays for fonts and the worker's start)
    await (await fetch(`${base}/api/og/${ids[0]}?format=story`)).arrayBuffer();

    const health = clientAt("127.0.0.2");
    const timeHealth = async () => {
      const t = performance.now();
      await (await health(`${base}/api/health`)).arrayBuffer();
      return performance.now() - t;
    };
    const before: number[] = [];
    for (let i = 0; i < 50; i++) {
      before.push(await timeHealth());
      await new Promise((r) => setTimeout(r, 10));
    }

    const during: number[] = [];
    const control: number[] = [];
    const bare = await startControlServer();
    const controlClient = clientAt("127.0.0.3");
    let flooding = true;
    const sampler = (async () => {
      while (flooding) {
        during.push(await timeHealth());
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const controlSampler = (async () => {
      while (flooding) {
        const t = performance.now();
        await (await controlClient(bare.url)).arrayBuffer();
        control.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const clients = Array.from({ length: 8 }, (_, i) => clientAt(`127.0.0.${11 + i}`));
    const started = performance.now();
    const statuses: Record<string, number> = {};
    await Promise.all(
      ids.flatMap((id, i) =>
        (["og", "story"] as const).map(async (format, j) => {
          const res = await clients[(i * 2 + j) % 8]!(`${base}/api/og/${id}?format=${format}`);
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }),
      ),
    );
    const floodMs = performance.now() - started;
    flooding = false;
    await Promise.all([sampler, controlSampler]);
    bare.stop();
    const b = before.sort((x, y) => x - y);
    const d = during.sort((x, y) => x - y);
    const c = control.sort((x, y) => x - y);
    return {
      renders: 80,
      statuses,
      floodMs,
      before: { medianMs: percentile(b, 0.5), maxMs: b.at(-1)! },
      during: {
        medianMs: percentile(d, 0.5),
        p99Ms: percentile(d, 0.99),
        maxMs: d.at(-1)!,
        samples: d.length,
      },
      control: { medianMs: percentile(c, 0.5), p99Ms: percentile(c, 0.99), maxMs: c.at(-1)! },
    };
  } finally {
    await running.stop();
  }
}

export interface MixedResult {
  requests: number;
  errors: number;
  timeouts: number;
  byStatus: Record<string, number>;
  fiveXx: number;
  durationS: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** before the first run, after each run, and 10 s after the last */
  rssMb: { before: number; afterRuns: number[]; afterIdle: number };
  /** errors, timeouts and 5xx answers of the runs after the first */
  againErrors: number;
  /** requests (by kind) that got no answer before the connection moved on */
  unanswered: Record<string, number>;
  /** GET / timed every 100 ms by a client of its own during the run */
  landingProbeMs: { median: number; p99: number; max: number };
  slowestMs: Record<string, number>;
}

/**
 * 20,000 requests over 100 connections. Each connection walks the list below, as a signed-in
 * user chosen per round (40 users: comments are limited per user), then starts over.
 */
/** An autocannon run's answers by status code. */
function countsByStatus(run: { statusCodeStats?: Record<string, { count: number | string }> }) {
  const byStatus: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(run.statusCodeStats ?? {})) byStatus[code] = Number(count);
  return byStatus;
}

const fiveXxOf = (byStatus: Record<string, number>) =>
  Object.entries(byStatus)
    .filter(([code]) => code.startsWith("5"))
    .reduce((sum, [, n]) => sum + n, 0);

export async function benchMixedLoad(
  from: From = "built",
  amount = Number(process.env.LOAD_AMOUNT ?? 20_000),
  connections = Number(process.env.LOAD_CONNECTIONS ?? 100),
  /** how many times the same load runs (the memory figures need more than one) */
  rounds = Number(process.env.LOAD_ROUNDS ?? 4),
): Promise<MixedResult> {
  const running = await startWithFakes(from);
  const { base, app } = running;
  try {
    const users: string[] = [];
    for (let i = 0; i < 40; i++) users.push(await register(base, 100 + i));
    // a draw everyone reads (its image rendered and cached before the run)
    const seed = await saveDraw(base, users[0]!, 7);
    const seedText = { headline: "Yolun açık", short: "Kısa yorum.", long: "Uzun yorum." };
    await (await fetch(`${base}/api/og/${seed}`)).arrayBuffer();
    const spotifyIds = Array.from({ length: 6 }, (_, i) => fakeSpotifyPlaylistId(200 + i * 50, `yuk${i}`));
    const youtubeIds = Array.from({ length: 6 }, (_, i) => fakeYoutubePlaylistId(120 + i * 40, `yuk${i}`));

    let nextUser = 0;
    let round = 0;
    type Ctx = { cookie?: string; n?: number; comment?: Record<string, unknown>; drawId?: string };
    type Req = {
      method: string;
      path: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Req, ctx: Ctx) => Req;
      onResponse?: (status: number, body: string, ctx: Ctx) => void;
    };
    const signedIn = (method: string, path: string, extra: Partial<Req> = {}): Req => ({
      method,
      path,
      ...extra,
      setupRequest: (req, ctx) => {
        const r = extra.setupRequest ? extra.setupRequest(req, ctx) : req;
        // a JSON type only with a body: Fastify refuses an empty body declared as JSON (400)
        const type = r.body ? json : {};
        return { ...r, headers: { ...r.headers, ...type, cookie: ctx.cookie! } };
      },
    });
    const requests: Req[] = [
      {
        method: "GET",
        path: "/",
        setupRequest: (req, ctx) => {
          ctx.cookie = users[nextUser++ % users.length];
          ctx.n = round++;
          return req;
        },
      },
      signedIn("GET", "/api/auth/user"),
      signedIn("GET", "/api/analytics/recent"),
      signedIn("GET", "/api/draws/favorites"),
      signedIn("GET", "/api/analytics/stats"),
      signedIn("POST", "/api/comment", {
        setupRequest: (req, ctx) => ({ ...req, body: JSON.stringify(commentBody(ctx.n ?? 0)) }),
        onResponse: (status, body, ctx) => {
          if (status === 200) ctx.comment = parseJson(body);
        },
      }),
      signedIn("POST", "/api/draws", {
        // without a comment of its own (429: the user's comments are used up) the draw carries the
        // seed's text and no commentId: a 4xx where the server requires one
        setupRequest: (req, ctx) => ({
          ...req,
          body: JSON.stringify(drawBody(ctx.comment ?? seedText, ctx.n ?? 0)),
        }),
        onResponse: (status, body, ctx) => {
          const id = status === 201 ? parseJson(body)?.id : undefined;
          if (typeof id === "string") ctx.drawId = id;
        },
      }),
      signedIn("PATCH", "/api/draws/:id/favorite", {
        setupRequest: (req, ctx) => ({ ...req, path: `/api/draws/${ctx.drawId ?? seed}/favorite` }),
      }),
      {
        method: "GET",
        path: "/api/draws/:id",
        setupRequest: (req, ctx) => ({ ...req, path: `/api/draws/${ctx.drawId ?? seed}` }),
      },
      {
        method: "GET",
        path: "/result/:id",
        setupRequest: (req, ctx) => ({ ...req, path: `/result/${ctx.drawId ?? seed}` }),
      },
      { method: "GET", path: `/api/og/${seed}` },
      signedIn("POST", "/api/spotify/tracks", {
        setupRequest: (req, ctx) => ({
          ...req,
          body: JSON.stringify({ urlOrId: spotifyIds[(ctx.n ?? 0) % spotifyIds.length] }),
        }),
      }),
      signedIn("POST", "/api/youtube/tracks", {
        setupRequest: (req, ctx) => ({
          ...req,
          body: JSON.stringify({ urlOrId: youtubeIds[(ctx.n ?? 0) % youtubeIds.length] }),
        }),
      }),
      { method: "GET", path: "/api/olmayan-uc" },
      { method: "GET", path: "/result/00000000-0000-4000-8000-000000000000" },
      {
        method: "POST",
        path: "/api/auth/login",
        headers: json,
        body: JSON.stringify({ email: "olmayan@ornek.com", password: "yanlis-sifre" }),
      },
      { method: "GET", path: "/play" },
      { method: "GET", path: "/api/config" },
      { method: "GET", path: "/api/health" },
      { method: "GET", path: `/api/draws/${seed}` },
    ];

    // which kinds of request went unanswered: each request marks itself sent and its answer clears
    // the mark; a mark still there when the connection's next request is built was not answered
    const unanswered: Record<string, number> = {};
    const slowest: Record<string, number> = {};
    const watched = requests.map(
      (r): Req => ({
        ...r,
        setupRequest: (req, ctx) => {
          const c = ctx as Ctx & { sent?: string; at?: number };
          if (c.sent) unanswered[c.sent] = (unanswered[c.sent] ?? 0) + 1;
          const out = r.setupRequest ? r.setupRequest(req, ctx) : req;
          c.sent = `${r.method} ${r.path}`;
          c.at = performance.now();
          return out;
        },
        onResponse: (status, body, ctx) => {
          const c = ctx as Ctx & { sent?: string; at?: number };
          if (c.sent && c.at) slowest[c.sent] = Math.max(slowest[c.sent] ?? 0, performance.now() - c.at);
          c.sent = undefined;
          r.onResponse?.(status, body, ctx);
        },
      }),
    );
    // a probe outside autocannon: the landing page every 100 ms, to tell the server's delays apart
    // from the load generator's
    const probe: number[] = [];
    let probing = true;
    const probeClient = clientAt("127.0.0.4");
    const prober = (async () => {
      while (probing) {
        const t = performance.now();
        await (await probeClient(`${base}/`)).arrayBuffer();
        probe.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const rssBefore = rssMb(app.child.pid);
    const result = await autocannon({ url: base, connections, amount, requests: watched, timeout: 30 });
    probing = false;
    await prober;
    probe.sort((a, b) => a - b);
    const rssAfterRuns = [rssMb(app.child.pid)];
    // The same again, `rounds` times in all: what the first run adds is the caches and heaps
    // filling to their bounds (the page cache, V8's heap, the embedded database's); RSS then moves
    // by some tens of MB with the garbage collector, and a leak would climb run after run.
    let againErrors = 0;
    for (let round = 1; round < rounds; round++) {
      const again = await autocannon({ url: base, connections, amount, requests: watched, timeout: 30 });
      againErrors += again.errors + again.timeouts + fiveXxOf(countsByStatus(again));
      rssAfterRuns.push(rssMb(app.child.pid));
    }
    await new Promise((r) => setTimeout(r, 10_000));
    const rssAfterIdle = rssMb(app.child.pid);

    const byStatus = countsByStatus(result);
    const fiveXx = fiveXxOf(byStatus);
    return {
      requests: Object.values(byStatus).reduce((a, b) => a + b, 0),
      errors: result.errors,
      timeouts: result.timeouts,
      byStatus,
      fiveXx,
      durationS: result.duration,
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      rssMb: { before: rssBefore, afterRuns: rssAfterRuns, afterIdle: rssAfterIdle },
      againErrors,
      unanswered,
      landingProbeMs: {
        median: Math.round(percentile(probe, 0.5)),
        p99: Math.round(percentile(probe, 0.99)),
        max: Math.round(probe.at(-1) ?? Number.NaN),
      },
      slowestMs: Object.fromEntries(Object.entries(slowest).map(([k, v]) => [k, Math.round(v)])),
    };
  } finally {
    await running.stop();
  }
}

if (process.argv.includes(SERVE_FLAG)) {
  const fakes = await startAllFakes({ spotifyCredentials: true });
  process.send?.(fakes.env);
  process.on("SIGTERM", () => {
    fakes.close().finally(() => process.exit(0));
  });
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [which = "mixed", from = "built", cwd] = process.argv.slice(2);
  const result =
    which === "flood" ? await benchRenderFlood(from as From, cwd) : await benchMixedLoad(from as From);
  console.info(JSON.stringify(result, null, 2));
}
