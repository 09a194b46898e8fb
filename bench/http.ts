/**
 * The built app on the embedded database, measured with autocannon: the shared page's HTML, the
 * public draw and the cached preview image; and the first render of one preview image.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, waitForHealth } from "../tests/support/process";

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
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  try {
    await waitForHealth(base);
    const reg = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `bench.${Date.now()}@ornek.com`, password: "bench-sifre" }),
    });
    const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0]!;
    const draw = await fetch(`${base}/api/draws`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        number: "42",
        trackId: "csv:1",
        trackTitle: "Gülpembe",
        trackArtist: "Barış Manço",
        trackImage: null,
        trackPreviewUrl: null,
        trackExternalUrl: null,
        theme: "genel",
        headline: "Çiçekler açıyor, yolun ışıldıyor",
        short: "Barış Manço imzalı «Gülpembe» şarkısı sana sıcak bir haber getiriyor.",
        long: "Uzun yorum.",
        comment: "Barış Manço imzalı «Gülpembe» şarkısı sana sıcak bir haber getiriyor.",
        sessionId: "bench",
      }),
    });
    const { id } = (await draw.json()) as { id: string };
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
    app.kill("SIGTERM");
    await new Promise((r) => app.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
