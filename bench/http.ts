/**
 * The built app on the embedded database, measured with autocannon: the shared page's HTML, the
 * public draw and the cached preview image, each beside a bare Fastify in its own process serving
 * the same bytes (the ratio is the app's share of that); and the first render of one preview image.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { drawBody } from "../src/shared/draw-body";
import { CLOSED_PORT_URL } from "../tests/support/config";
import { freePort, startAppProcess } from "../tests/support/process";

export interface HttpBenchRow {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** a bare Fastify serving the same bytes, measured in turns with the app */
  bareRequestsPerSecond: number;
  /** what one answer weighs (body bytes) */
  bytes: number;
}

/** As issue 16 measured: 64 connections. */
const CONNECTIONS = 64;

/** Headers the server writes for each answer itself: not part of what is copied. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/**
 * Starts bench/bare-server.mjs answering with the app's answer to one request, the same body and
 * headers (the security policy is ~700 bytes of every answer); resolves with its address and a stop.
 */
async function startBare(answer: Response, dir: string) {
  const bodyFile = join(dir, "bare-body");
  const headersFile = join(dir, "bare-headers.json");
  writeFileSync(bodyFile, Buffer.from(await answer.arrayBuffer()));
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !PER_CONNECTION.has(name)));
  writeFileSync(headersFile, JSON.stringify(headers));
  const child = spawn(process.execPath, ["bench/bare-server.mjs", bodyFile, headersFile], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The app and the bare server in turns (app, bare, bare, app, app, bare), so a change of the
 * machine's load (shared here) weighs on both alike; requests per second over all turns.
 */
async function measurePair(appUrl: string, bareUrl: string, durationSeconds: number) {
  const turns = 6;
  const slice = Math.max(1, Math.round(durationSeconds / 2));
  const sum = { app: 0, bare: 0, p99: 0, non2xx: 0 };
  for (let i = 0; i < turns; i++) {
    const first = i % 2 === 0 ? "app" : "bare";
    for (const who of first === "app" ? (["app", "bare"] as const) : (["bare", "app"] as const)) {
      const r = await autocannon({
        url: who === "app" ? appUrl : bareUrl,
        connections: CONNECTIONS,
        duration: slice,
      });
      sum[who] += r.requests.average;
      if (who === "app") {
        sum.p99 = Math.max(sum.p99, r.latency.p99);
        sum.non2xx += r.non2xx;
      }
    }
  }
  return { app: sum.app / turns, bare: sum.bare / turns, p99: sum.p99, non2xx: sum.non2xx };
}

export async function benchHttp(
  durationSeconds = 5,
): Promise<{ rows: HttpBenchRow[]; firstImageMs: number } | null> {
  if (!existsSync("dist/server/main.js")) return null;
  const dataDir = mkdtempSync(join(tmpdir(), "sf-bench-"));
  // The saved draw's comment is written by the offline composer: no lyrics lookup leaves the machine.
  // PUBLIC_URL set, as a deployment sets it: the shared page's links then hang on no request header
  // and its cached page is answered before Fastify (share/result-fast-path.ts).
  const port = await freePort();
  const app = await startAppProcess({
    from: "built",
    dataDir,
    port,
    env: { LRCLIB_BASE: CLOSED_PORT_URL, LLM_BASE_URL: "", PUBLIC_URL: `http://127.0.0.1:${port}` },
  }).catch((err: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  const { base } = app;
  try {
    const id = await saveBenchDraw(base);
    const start = performance.now();
    const first = await fetch(`${base}/api/og/${id}`);
    await first.arrayBuffer();
    const firstImageMs = performance.now() - start;

    const rows: HttpBenchRow[] = [];
    for (const [name, path] of [
      ["GET /result/{id} (server-rendered, cached)", `/result/${id}`],
      ["GET /api/draws/{id}", `/api/draws/${id}`],
      ["GET /api/og/{id} (cached PNG)", `/api/og/${id}`],
    ] as const) {
      // the bytes a client without Accept-Encoding gets (autocannon sends none)
      const sample = await fetch(`${base}${path}`, { headers: { "accept-encoding": "identity" } });
      const bytes = Number(sample.headers.get("content-length"));
      const bare = await startBare(sample, dataDir);
      try {
        const m = await measurePair(`${base}${path}`, `${bare.base}${path}`, durationSeconds);
        rows.push({
          name,
          requestsPerSecond: m.app,
          p99Ms: m.p99,
          non2xx: m.non2xx,
          bareRequestsPerSecond: m.bare,
          bytes,
        });
      } finally {
        await bare.stop();
      }
    }
    return { rows, firstImageMs };
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Registers an account and saves one draw through the API, as a person would; returns its id. */
export async function saveBenchDraw(base: string): Promise<string> {
  const reg = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench.${Date.now()}@ornek.com`, password: "bench-sifre" }),
  });
  const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0]!;
  // A draw is saved from a comment the server wrote (POST /api/comment's commentId).
  const track = { id: "csv:1", title: "Gülpembe", artist: "Barış Manço" };
  const written = await fetch(`${base}/api/comment`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ track, theme: "genel", salt: "bench", number: "42" }),
  });
  const draw = await fetch(`${base}/api/draws`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(drawBody(await written.json(), track, { number: "42", sessionId: "bench" })),
  });
  const { id } = (await draw.json()) as { id: string };
  return id;
}
