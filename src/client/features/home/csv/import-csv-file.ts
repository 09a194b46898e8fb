import { CSV_MAX_BYTES, type CsvImportResult, csvImportFailure } from "./csv-import-result";
import type { CsvWorkerRequest, CsvWorkerResponse } from "./csv-worker-protocol";

/**
 * Below this, starting a worker costs more than parsing on the main thread (a few milliseconds);
 * above it the page would stutter while a long playlist is read.
 */
export const CSV_WORKER_THRESHOLD_BYTES = 128 * 1024;

/**
 * Reads and parses a CSV file the user picked. Never rejects: every failure becomes a result with
 * a Turkish message ready for a toast.
 */
export async function importCsvFile(file: File): Promise<CsvImportResult> {
  // Decided from the size alone, so a 2 GB file is turned away without reading a byte.
  if (file.size === 0) return csvImportFailure("empty");
  if (file.size > CSV_MAX_BYTES) return csvImportFailure("too-large");

  if (typeof Worker !== "undefined" && file.size > CSV_WORKER_THRESHOLD_BYTES) {
    const result = await parseInWorker(file);
    if (result) return result;
  }
  return parseInline(file);
}

/**
 * The worker's own handler, run on this thread: one place reads and parses a file. The parser
 * (papaparse, the header words) loads only when a file is picked, not with the home page.
 */
async function parseInline(file: File): Promise<CsvImportResult> {
  const { handleCsvWorkerRequest } = await import("./csv-worker-protocol");
  return handleCsvWorkerRequest({ file });
}

/** Resolves null when the worker cannot be used (blocked by CSP, failed to load, crashed), so the caller falls back. */
function parseInWorker(file: File): Promise<CsvImportResult | null> {
  let worker: Worker;
  try {
    // Vite only bundles the worker when the URL is written inline like this.
    worker = new Worker(new URL("./csv.worker.ts", import.meta.url), { type: "module" });
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const finish = (result: CsvImportResult | null) => {
      worker.terminate();
      resolve(result);
    };
    worker.addEventListener("message", (event: MessageEvent<CsvWorkerResponse>) => finish(event.data));
    worker.addEventListener("error", (event) => {
      // Handled by falling back; without this the browser also logs it as uncaught.
      event.preventDefault();
      finish(null);
    });
    worker.addEventListener("messageerror", () => finish(null));
    const request: CsvWorkerRequest = { file };
    worker.postMessage(request);
  });
}
