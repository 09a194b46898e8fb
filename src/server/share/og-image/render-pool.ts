/**
 * Preview images are drawn in worker threads: satori's layout and resvg's PNG encoding are
 * synchronous, 50-500 ms per image, and on the main thread every other request waited behind them
 * (the review measured unrelated requests stalled for up to 6.6 s during a flood of renders).
 * The pool has at most `threads` workers, started on demand and stopped when idle.
 */
import { Piscina } from "piscina";
import type { ShareThemeId } from "@/shared/share-themes";
import type { ArtworkProvider } from "./attribution";
import type { CoverOutcome } from "./cover";
import type { RecapImageInput } from "./recap-image";
import type { CoverImage, DrawImageFormat, DrawImageInput } from "./types";

/** What a worker is given: a draw's image, or Ayın Falı's story image (ADR 042). */
export type PoolTask = RenderTask | RecapRenderTask;

export interface RecapRenderTask {
  kind: "recap";
  recap: RecapImageInput;
  brandUrl?: string;
}

/** A draw's image. */
export interface RenderTask {
  kind?: "draw";
  draw: DrawImageInput;
  format: DrawImageFormat;
  cover: CoverImage | null;
  /** whose artwork `cover` is (it is drawn only with a provider to credit) */
  artwork?: ArtworkProvider | null;
  shareTheme?: ShareThemeId;
  brandUrl?: string;
}

export interface RenderResult {
  png: Uint8Array;
  cover: CoverOutcome;
}

export interface RenderPool {
  render(task: PoolTask): Promise<RenderResult>;
  close(): Promise<void>;
}

export function createRenderPool(options: { threads: number }): RenderPool {
  // From source (tsx, vitest) the worker is TypeScript and needs tsx's loader; the build writes
  // it next to main.js (scripts/build-server.mjs).
  const fromSource = import.meta.url.endsWith(".ts");
  const filename = fromSource
    ? new URL("./render-worker.ts", import.meta.url).href
    : new URL("./og-render-worker.js", import.meta.url).href;
  const pool = new Piscina<PoolTask, RenderResult>({
    filename,
    minThreads: 0,
    maxThreads: Math.max(1, options.threads),
    // one image at a time per worker: the cap on renders at once is the number of threads
    concurrentTasksPerWorker: 1,
    idleTimeout: 5 * 60_000,
    // renders yield the CPU to the thread answering requests (Linux nice, via @napi-rs/nice)
    niceIncrement: 10,
    execArgv: fromSource ? ["--import", "tsx"] : [],
  });
  return {
    render: (task) => pool.run(task),
    close: () => pool.destroy(),
  };
}
