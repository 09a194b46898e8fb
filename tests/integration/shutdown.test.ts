/**
 * SIGTERM to a real app process while a comment is being written (the model answers after 12 s):
 * the process stops accepting connections, answers a request that still arrives on an open one
 * with a Turkish 503, lets the comment finish with 200 and then exits 0.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHUTTING_DOWN_MESSAGE } from "@/server/http/draining";
import { type FakeLlm, startFakeLlm } from "../fakes/llm";
import { CLOSED_PORT_URL } from "../support/config";
import { startAppProcess } from "../support/process";
import { usingPostgres } from "./helpers";

const MODEL_DELAY_MS = 12_000;
const dataDir = mkdtempSync(join(tmpdir(), "sf-shutdown-"));
let llm: FakeLlm;

beforeAll(async () => {
  llm = await startFakeLlm({ mode: "slow", slowMs: MODEL_DELAY_MS });
});
afterAll(async () => {
  await llm.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a server wrote on one connection into its responses (bodies with Content-Length). */
function parseResponses(raw: Buffer): RawResponse[] {
  const out: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf("\r\n\r\n");
    if (end === -1) break;
    const [statusLine, ...headerLines] = rest.subarray(0, end).toString("latin1").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    const body = rest.subarray(end + 4, end + 4 + length).toString("utf8");
    out.push({ status: Number(statusLine!.split(" ")[1]), headers, body });
    rest = rest.subarray(end + 4 + length);
  }
  return out;
}

function request(method: string, path: string, headers: Record<string, string>, body = ""): string {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  if (body) lines.push("Content-Type: application/json", `Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** Resolves true once a new connection to the port is refused (the server stopped listening). */
async function refusesConnections(port: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const s = connect(port, "127.0.0.1");
      s.once("connect", () => {
        s.destroy();
        resolve(false);
      });
      s.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe.skipIf(usingPostgres)("graceful shutdown", () => {
  it("a comment in flight at SIGTERM completes with 200, new requests are refused, the exit code is 0", {
    timeout: 90_000,
  }, async () => {
    const app = await startAppProcess({
      from: "source",
      dataDir,
      timeoutMs: 60_000,
      env: {
        LLM_BASE_URL: llm.url,
        LLM_MODEL: "fake-model",
        LRCLIB_BASE: CLOSED_PORT_URL,
        SPOTIFY_API_BASE: CLOSED_PORT_URL,
        SPOTIFY_ACCOUNTS_BASE: CLOSED_PORT_URL,
        SPOTIFY_EMBED_BASE: CLOSED_PORT_URL,
        YOUTUBE_API_BASE: CLOSED_PORT_URL,
      },
    });
    const exit = new Promise<number | null>((resolve) => app.child.once("exit", (code) => resolve(code)));
    const register = await fetch(`${app.base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `kapanis.${Date.now()}@ornek.com`, password: "gizli-sifre" }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers.get("set-cookie")!.split(";")[0]!;

    // The comment on a connection of its own, so a second request can follow it on the same one.
    const socket: Socket = connect(app.port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const comment = JSON.stringify({
      track: { id: "csv:1", title: "Gidiyorum", artist: "Sezen Aksu" },
      theme: "genel",
    });
    socket.write(request("POST", "/api/comment", { cookie }, comment));
    const askedAt = Date.now();
    while (llm.requests.length === 0 && Date.now() - askedAt < 20_000)
      await new Promise((r) => setTimeout(r, 50));
    expect(llm.requests.length).toBeGreaterThan(0);

    const signalledAt = Date.now();
    app.child.kill("SIGTERM");
    expect(await refusesConnections(app.port, 5_000)).toBe(true);
    // A request that still reaches the server on an open connection is turned away in Turkish.
    socket.write(request("GET", "/api/health", {}));

    const code = await exit;
    const exitedAfterMs = Date.now() - signalledAt;
    await closed;
    const [first, second] = parseResponses(Buffer.concat(chunks));
    expect(first?.status).toBe(200);
    expect(first?.headers["x-comment-source"]).toBe("model");
    expect(JSON.parse(first!.body).headline).toBeTruthy();
    expect(second?.status).toBe(503);
    expect(JSON.parse(second!.body)).toEqual({ message: SHUTTING_DOWN_MESSAGE });
    expect(code).toBe(0);
    console.info(
      `shutdown: comment 200 after ${Date.now() - askedAt} ms; exit ${code} ${exitedAfterMs} ms after SIGTERM`,
    );
  });
});
