/**
 * The server's memory as a small VPS sees it: resident peak (VmHWM) over a first start on a new
 * embedded-database folder and settling, resident memory 10 s after, the same after a restart of
 * the same folder, and, when TEST_DATABASE_URL names a PostgreSQL server, idle with it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAppProcess } from "../tests/support/process";

export interface MemoryFigures {
  /** MB */
  firstStart: { peak: number; idle: number; readyMs: number };
  restart: { peak: number; idle: number };
  postgres: { peak: number; idle: number } | null;
}

function status(pid: number | undefined, field: "VmHWM" | "VmRSS"): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

async function measure(env: Record<string, string>, dataDir: string) {
  const started = performance.now();
  const app = await startAppProcess({ from: "built", dataDir, env, timeoutMs: 120_000 });
  const readyMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 10_000));
  const figures = { peak: status(app.child.pid, "VmHWM"), idle: status(app.child.pid, "VmRSS"), readyMs };
  await app.stop();
  return figures;
}

export async function benchMemory(): Promise<MemoryFigures | null> {
  if (!existsSync("dist/server/main.js")) return null;
  const root = mkdtempSync(join(tmpdir(), "bench-memory-"));
  try {
    const dataDir = join(root, "data");
    const firstStart = await measure({}, dataDir);
    const { peak, idle } = await measure({}, dataDir);
    const url = process.env.TEST_DATABASE_URL;
    const postgres = url ? await measure({ DATABASE_URL: url }, join(root, "unused")) : null;
    return {
      firstStart,
      restart: { peak, idle },
      postgres: postgres && { peak: postgres.peak, idle: postgres.idle },
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
