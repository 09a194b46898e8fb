import { type CsvImportResult, csvImportFailure } from "./csv-import-result";
import { parsePlaylistCsv } from "./parse-playlist-csv";

/** The File itself is posted (structured clone, no copy of its bytes), so the main thread never reads it. */
export type CsvWorkerRequest = { file: File };

export type CsvWorkerResponse = CsvImportResult;

/** Kept apart from `csv.worker.ts` so tests can run it without a worker global scope. */
export async function handleCsvWorkerRequest({ file }: CsvWorkerRequest): Promise<CsvWorkerResponse> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return csvImportFailure("unreadable");
  }
  try {
    return parsePlaylistCsv(bytes, file.name);
  } catch {
    // A rejection inside a worker never reaches the page's error listener; the import would hang.
    return csvImportFailure("unreadable");
  }
}
