/**
 * The built app on the embedded database, measured with autocannon: the shared page's HTML, the
 * public draw and the cached preview image; and the first render of one preview image.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { CLOSED_PORT_URL } from "../tests/support/config";
import { startAppProcess } from "../tests/support/process";

export interface HttpBenchRow {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

export async function benchHttp(
  durationSeconds = 5,
): Promise<{ rows: HttpBenchRow[]; firstImageMs: number } | null> {
  if (!existsSync("dist/server/main.js")) return null;
  const dataDir = mkdtempSync(join(tmpdir(), "sf-bench-"));
  // The saved draw's comment is written by the offline composer: no lyrics lookup leaves the machine.
  const app = await startAppProcess({
    from: "built",
    dataDir,
    env: { LRCLIB_BASE: CLOSED_PORT_URL, LLM_BASE_URL: "" },
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
      ["GET /result/{id} (HTML with tags)", `/result/${id}`],
      ["GET /api/draws/{id}", `/api/draws/${id}`],
      ["GET /api/og/{id} (cached PNG)", `/api/og/${id}`],
    ] as const) {
      const result = await autocannon({ url: `${base}${path}`, connections: 20, duration: durationSeconds });
      rows.push({
        name,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
      });
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
  const comment = (await written.json()) as {
    commentId: string;
    headline: string;
    short: string;
    long: string;
  };
  const draw = await fetch(`${base}/api/draws`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      commentId: comment.commentId,
      number: "42",
      trackId: track.id,
      trackTitle: track.title,
      trackArtist: track.artist,
      trackImage: null,
      trackPreviewUrl: null,
      trackExternalUrl: null,
      theme: "genel",
      headline: comment.headline,
      short: comment.short,
      long: comment.long,
      comment: comment.short,
      sessionId: "bench",
    }),
  });
  const { id } = (await draw.json()) as { id: string };
  return id;
}
