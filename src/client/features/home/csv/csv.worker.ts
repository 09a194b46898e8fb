import { type CsvWorkerRequest, type CsvWorkerResponse, handleCsvWorkerRequest } from "./csv-worker-protocol";

// The project compiles against the DOM lib, whose `self` is a Window; this is the worker's view of it.
type CsvWorkerScope = {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage(message: CsvWorkerResponse): void;
};

const scope = globalThis as unknown as CsvWorkerScope;

scope.onmessage = (event) => {
  void handleCsvWorkerRequest(event.data).then((result) => scope.postMessage(result));
};
