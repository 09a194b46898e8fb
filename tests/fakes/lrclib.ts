/**
 * A fake LRCLIB: a real HTTP server on 127.0.0.1 answering `/api/get`, `/api/get/{id}` and
 * `/api/search` as LRCLIB does (records, `[]`, 404 `TrackNotFound` bodies), from the fixtures in
 * ./fixtures/lrclib plus records a test adds. It records every request with its User-Agent and can
 * be slowed down or made to fail.
 *
 * Matching (close to LRCLIB's): `/api/get` wants track and artist equal ignoring case, album equal
 * when given, duration within ±2 s when given. `/api/search` matches words, ignoring case and
 * Turkish diacritics, and answers at most 20 records.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { clearRequestLog, configurableFake, type FakeControls } from "./http";

export interface FakeLrclibRecord {
  id: number;
  trackName: string;
  artistName: string;
  albumName: string | null;
  duration: number | null;
  instrumental: boolean;
  plainLyrics: string | null;
  syncedLyrics: string | null;
}

export interface FakeLrclibRequest {
  method: string;
  /** "/api/get", "/api/search", "/api/get/5001"... */
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
}

/**
 * - "500" / "503": an error status with a JSON body
 * - "hang": never answers (until close)
 * - "reset": drops the connection
 * - "bad-json": 200 with a body that is not JSON
 */
export type FakeLrclibFailure = "500" | "503" | "hang" | "reset" | "bad-json";
export type FakeLrclibEndpoint = "get" | "search";

export interface FakeLrclibOptions {
  /** records served in addition to the fixtures (or instead, with `fixtures: false`) */
  records?: FakeLrclibRecord[];
  /** include the fixture records (default true) */
  fixtures?: boolean;
  /** delay before every answer, in ms */
  latencyMs?: number;
  failure?: FakeLrclibFailure | null;
  /** endpoints the failure applies to (default both) */
  failOn?: FakeLrclibEndpoint[];
}

/** What a test may change while the fake runs, through `set` or the two setters. */
export interface FakeLrclibSettings {
  /** delay before every answer, in ms */
  latencyMs: number;
  failure: FakeLrclibFailure | null;
  /** endpoints the failure applies to */
  failOn: FakeLrclibEndpoint[];
}

/** `reset()` also empties the request log; added records stay. */
export interface FakeLrclib extends FakeControls<FakeLrclibSettings> {
  /** base URL, e.g. http://127.0.0.1:41234 (use as LRCLIB_BASE) */
  url: string;
  /** "127.0.0.1:41234", for an outbound allow-list */
  host: string;
  requests: FakeLrclibRequest[];
  records: FakeLrclibRecord[];
  addRecord(record: FakeLrclibRecord): void;
  setLatency(ms: number): void;
  setFailure(failure: FakeLrclibFailure | null, failOn?: FakeLrclibEndpoint[]): void;
  close(): Promise<void>;
}

const fixtureUrl = (name: string) => new URL(`./fixtures/lrclib/${name}`, import.meta.url);
const readFixture = (name: string): unknown => JSON.parse(readFileSync(fixtureUrl(name), "utf8"));

/** The fixture records: Sezen Aksu "Gidiyorum", an instrumental, and the Turkish set in records-tr.json. */
export function fixtureLrclibRecords(): FakeLrclibRecord[] {
  return [
    readFixture("get-found.json") as FakeLrclibRecord,
    readFixture("get-instrumental.json") as FakeLrclibRecord,
    ...(readFixture("records-tr.json") as FakeLrclibRecord[]),
  ];
}

export const LRCLIB_NOT_FOUND_BODY = readFixture("get-not-found.json");

const TR_FOLD: Record<string, string> = { ı: "i", ğ: "g", ş: "s", ç: "c", ö: "o", ü: "u" };
const fold = (s: string) =>
  s
    .toLocaleLowerCase("tr-TR")
    .replace(/[ığşçöü]/g, (c) => TR_FOLD[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const words = (s: string) => fold(s).split(" ").filter(Boolean);
const sameText = (a: string | null, b: string) =>
  (a ?? "").trim().toLocaleLowerCase("tr-TR") === b.trim().toLocaleLowerCase("tr-TR");

function containsWords(haystack: string, needle: string): boolean {
  const have = new Set(words(haystack));
  return words(needle).every((w) => have.has(w));
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

export async function startFakeLrclib(options: FakeLrclibOptions = {}): Promise<FakeLrclib> {
  const records: FakeLrclibRecord[] = [
    ...(options.fixtures === false ? [] : fixtureLrclibRecords()),
    ...(options.records ?? []),
  ];
  const requests: FakeLrclibRequest[] = [];
  const controls = configurableFake<FakeLrclibSettings>(
    { latencyMs: 0, failure: null, failOn: ["get", "search"] },
    {
      ...(options.latencyMs !== undefined && { latencyMs: options.latencyMs }),
      ...(options.failure !== undefined && { failure: options.failure }),
      ...(options.failOn !== undefined && { failOn: options.failOn }),
    },
    { onReset: () => clearRequestLog({ requests }) },
  );

  function findOne(q: Record<string, string>): FakeLrclibRecord | undefined {
    const duration = q.duration === undefined ? undefined : Number(q.duration);
    return records.find(
      (r) =>
        sameText(r.trackName, q.track_name!) &&
        sameText(r.artistName, q.artist_name!) &&
        (q.album_name === undefined || sameText(r.albumName, q.album_name)) &&
        (duration === undefined || (r.duration !== null && Math.abs(r.duration - duration) <= 2)),
    );
  }

  function search(q: Record<string, string>): FakeLrclibRecord[] {
    return records
      .filter((r) => {
        if (q.q !== undefined)
          return containsWords(`${r.trackName} ${r.artistName} ${r.albumName ?? ""}`, q.q);
        if (q.track_name !== undefined && !containsWords(r.trackName, q.track_name)) return false;
        if (q.artist_name !== undefined && !containsWords(r.artistName, q.artist_name)) return false;
        if (q.album_name !== undefined && !containsWords(r.albumName ?? "", q.album_name)) return false;
        return true;
      })
      .slice(0, 20);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const query = Object.fromEntries(url.searchParams);
    requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      query,
      userAgent: req.headers["user-agent"],
    });
    const endpoint: FakeLrclibEndpoint | null = url.pathname.startsWith("/api/get")
      ? "get"
      : url.pathname === "/api/search"
        ? "search"
        : null;

    const { latencyMs, failure, failOn } = controls.options;
    if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));
    if (failure && endpoint && failOn.includes(endpoint)) {
      if (failure === "hang") return; // the socket stays open until close()
      if (failure === "reset") {
        req.socket.destroy();
        return;
      }
      if (failure === "bad-json") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("<html>oops");
        return;
      }
      sendJson(res, Number(failure), {
        code: Number(failure),
        name: "InternalError",
        message: "Something went wrong",
      });
      return;
    }
    if (req.method !== "GET" || !endpoint) {
      sendJson(res, 404, { code: 404, name: "NotFound", message: "Not found" });
      return;
    }

    if (endpoint === "get") {
      const byId = /^\/api\/get\/(\d+)$/.exec(url.pathname);
      if (byId) {
        const record = records.find((r) => r.id === Number(byId[1]));
        if (record) sendJson(res, 200, record);
        else sendJson(res, 404, LRCLIB_NOT_FOUND_BODY);
        return;
      }
      if (url.pathname !== "/api/get") {
        sendJson(res, 404, { code: 404, name: "NotFound", message: "Not found" });
        return;
      }
      if (!query.track_name || !query.artist_name) {
        sendJson(res, 400, {
          code: 400,
          name: "QueryParamsRejection",
          message: "Failed to deserialize query string: missing field `track_name` or `artist_name`",
        });
        return;
      }
      const record = findOne(query);
      if (record) sendJson(res, 200, record);
      else sendJson(res, 404, LRCLIB_NOT_FOUND_BODY);
      return;
    }

    if (!query.q && !query.track_name) {
      sendJson(res, 400, {
        code: 400,
        name: "QueryParamsRejection",
        message: "At least one of q or track_name must be present",
      });
      return;
    }
    sendJson(res, 200, search(query));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { code: 500, name: "FakeError", message: "fake failed" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;

  return Object.assign(controls, {
    url: `http://${host}`,
    host,
    requests,
    records,
    addRecord: (record: FakeLrclibRecord) => {
      records.push(record);
    },
    setLatency: (ms: number) => controls.set({ latencyMs: ms }),
    setFailure: (failure: FakeLrclibFailure | null, failOn: FakeLrclibEndpoint[] = ["get", "search"]) =>
      controls.set({ failure, failOn }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
