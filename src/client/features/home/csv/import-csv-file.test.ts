import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtureBytes } from "./csv.test-helpers";
import { CSV_IMPORT_MESSAGES, CSV_MAX_BYTES } from "./csv-import-result";
import { type CsvWorkerRequest, handleCsvWorkerRequest } from "./csv-worker-protocol";
import { CSV_WORKER_THRESHOLD_BYTES, importCsvFile } from "./import-csv-file";

function fixtureFile(name: string): File {
  return new File([fixtureBytes(name) as Uint8Array<ArrayBuffer>], name, { type: "text/csv" });
}

const LARGE_FILE_ROWS = 2_000;

/** A playlist CSV just over the worker threshold (and well under the row limit). */
function largeFile(): File {
  const row = `Bu Akşam,Duman,${"a".repeat(100)}\n`;
  const file = new File([`şarkı,sanatçı,albüm\n${row.repeat(LARGE_FILE_ROWS)}`], "büyük liste.csv");
  expect(file.size).toBeGreaterThan(CSV_WORKER_THRESHOLD_BYTES);
  return file;
}

/** Stands in for the browser Worker and answers through the real worker handler. */
class FakeWorker extends EventTarget {
  static instances: FakeWorker[] = [];
  static behaviour: "answer" | "crash" = "answer";
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.instances.push(this);
  }
  postMessage(request: CsvWorkerRequest) {
    if (FakeWorker.behaviour === "crash") {
      setTimeout(() => this.dispatchEvent(new Event("error", { cancelable: true })));
      return;
    }
    void handleCsvWorkerRequest(request).then((result) =>
      this.dispatchEvent(new MessageEvent("message", { data: result })),
    );
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.instances = [];
  FakeWorker.behaviour = "answer";
});

describe("importCsvFile without workers", () => {
  it("parses a file on the main thread", async () => {
    expect(typeof Worker).toBe("undefined");
    const result = await importCsvFile(fixtureFile("tunemymusic.csv"));
    expect(result).toMatchObject({ ok: true, name: "tunemymusic", format: "tunemymusic" });
    expect(result.ok && result.tracks[1]).toMatchObject({ title: "Şımarık", artist: "Tarkan" });
  });

  it("turns away a file over 5 MB without reading it", async () => {
    const file = new File([new Uint8Array(CSV_MAX_BYTES + 1)], "büyük.csv");
    const read = vi.spyOn(file, "arrayBuffer");
    expect(await importCsvFile(file)).toEqual({
      ok: false,
      error: "too-large",
      message: CSV_IMPORT_MESSAGES["too-large"],
    });
    expect(read).not.toHaveBeenCalled();
  });

  it("calls an empty file empty without reading it", async () => {
    const file = new File([], "boş.csv");
    const read = vi.spyOn(file, "arrayBuffer");
    expect(await importCsvFile(file)).toMatchObject({
      ok: false,
      error: "empty",
      message: "Dosya boş. Şarkı listesi olan bir CSV dosyası seç.",
    });
    expect(read).not.toHaveBeenCalled();
  });

  it("reports a file that cannot be read", async () => {
    const file = fixtureFile("soundiiz.csv");
    vi.spyOn(file, "arrayBuffer").mockRejectedValue(new DOMException("gone", "NotReadableError"));
    expect(await importCsvFile(file)).toEqual({
      ok: false,
      error: "unreadable",
      message: CSV_IMPORT_MESSAGES.unreadable,
    });
  });

  it("passes on the parser's verdict", async () => {
    expect(await importCsvFile(fixtureFile("not-a-playlist.csv"))).toMatchObject({
      ok: false,
      error: "not-a-playlist",
    });
  });
});

describe("importCsvFile with workers", () => {
  it("parses a large file in the worker", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const result = await importCsvFile(largeFile());
    expect(FakeWorker.instances).toHaveLength(1);
    const [worker] = FakeWorker.instances;
    expect(worker?.url.pathname).toMatch(/\/csv\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: "module" });
    expect(worker?.terminated).toBe(true);
    expect(result).toMatchObject({ ok: true, name: "büyük liste", format: "generic" });
    expect(result.ok && result.tracks.length).toBe(LARGE_FILE_ROWS);
  });

  it("keeps small files on the main thread", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    expect(await importCsvFile(fixtureFile("soundiiz.csv"))).toMatchObject({ ok: true });
    expect(FakeWorker.instances).toHaveLength(0);
  });

  it("falls back to the main thread when the worker fails", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    FakeWorker.behaviour = "crash";
    expect(await importCsvFile(largeFile())).toMatchObject({ ok: true, format: "generic" });
    expect(FakeWorker.instances[0]?.terminated).toBe(true);
  });

  it("falls back to the main thread when no worker can be created", async () => {
    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new DOMException("blocked", "SecurityError");
        }
      },
    );
    expect(await importCsvFile(largeFile())).toMatchObject({ ok: true });
  });
});

describe("csv.worker entry", () => {
  it("answers a posted file with the import result", async () => {
    const postMessage = vi.fn();
    vi.stubGlobal("postMessage", postMessage);
    vi.stubGlobal("onmessage", null);
    await import("./csv.worker");
    const onmessage = (globalThis as unknown as { onmessage: (event: { data: CsvWorkerRequest }) => void })
      .onmessage;
    onmessage({ data: { file: fixtureFile("windows-1254.csv") } });
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledOnce());
    expect(postMessage.mock.calls[0]?.[0]).toMatchObject({
      ok: true,
      name: "windows-1254",
      tracks: [
        { title: "Gülpembe" },
        { title: "Şımarık" },
        { title: "Çiçek Dağı", artist: "İbrahim Tatlıses" },
      ],
    });
  });
});
