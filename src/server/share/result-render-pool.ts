/**
 * Visitors' /result/{id} pages are made in a worker thread (ADR 033, review N3): React's
 * renderToString, the paint-first pass and the compression are synchronous, about 125 ms a page
 * under load, and on the main thread every other request waited behind them (one client rotating
 * over 480 draws raised /api/health from 16 ms to a median of 1,067 ms). The worker loads the
 * built renderer (dist/ssr/ssr.js) and the built stylesheets itself; the main thread only reads
 * the draw and hands it over.
 */
import { Piscina } from "piscina";
import type { PublicDraw } from "@/shared/api/draws";
import type { StaticPage } from "../pages/static-page";
import type { DocumentTemplate } from "../pages/template";
import type { ResultPageBuilder } from "./result-page";

export interface ResultRenderTask {
  /** the built renderer's file (ssrModulePath) */
  ssrFile: string;
  /** the built client, for its stylesheets (critical CSS) */
  clientDir: string;
  template: DocumentTemplate;
  draw: PublicDraw;
  origin: string;
}

/** What comes back from the worker: a StaticPage whose Buffers arrived as Uint8Arrays. */
export interface ResultRenderOutcome {
  html: string;
  raw: Uint8Array;
  br: Uint8Array;
  gzip: Uint8Array;
  /** why the page went out without paint first, when it did */
  paintFirstError?: string;
}

export interface ResultRenderPool {
  build: ResultPageBuilder;
  close(): Promise<void>;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function createResultRenderPool(options: {
  ssrFile: string;
  clientDir: string;
  template: DocumentTemplate;
  /** worker threads (default 1: the other core stays with the thread answering requests) */
  threads?: number;
  warn?: (err: unknown, message: string) => void;
}): ResultRenderPool {
  // From source (tsx, vitest) the worker is TypeScript and needs tsx's loader; the build writes
  // it next to main.js (scripts/build-server.mjs).
  const fromSource = import.meta.url.endsWith(".ts");
  const filename = fromSource
    ? new URL("./result-render-worker.ts", import.meta.url).href
    : new URL("./result-render-worker.js", import.meta.url).href;
  const pool = new Piscina<ResultRenderTask, ResultRenderOutcome>({
    filename,
    minThreads: 0,
    maxThreads: Math.max(1, options.threads ?? 1),
    concurrentTasksPerWorker: 1,
    idleTimeout: 5 * 60_000,
    // renders yield the CPU to the thread answering requests (Linux nice, via @napi-rs/nice)
    niceIncrement: 10,
    execArgv: fromSource ? ["--import", "tsx"] : [],
  });
  return {
    async build(draw, origin): Promise<StaticPage> {
      const out = await pool.run({
        ssrFile: options.ssrFile,
        clientDir: options.clientDir,
        template: options.template,
        draw,
        origin,
      });
      if (out.paintFirstError) {
        options.warn?.(new Error(out.paintFirstError), "result page sent without paint first");
      }
      return { html: out.html, raw: asBuffer(out.raw), br: asBuffer(out.br), gzip: asBuffer(out.gzip) };
    },
    close: () => pool.destroy(),
  };
}
