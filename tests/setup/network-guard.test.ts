/**
 * The network guard (installed for every test by tests/setup/no-network.ts) refuses public
 * addresses before any DNS lookup or connection, lets loopback through, and records each refusal
 * so the test that caused it fails even when the code under test swallowed the error.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeServer } from "../fakes/http";
import { isLoopbackHost, NetworkGuardError, originals, takeViolations } from "./network-guard";

const spies: { mockRestore(): void }[] = [];

/** Spies on everything that would put a packet on the wire for a public address. */
function watchTheWire() {
  const wire = [
    vi.spyOn(originals, "fetch"),
    vi.spyOn(originals, "connect"),
    vi.spyOn(dns, "lookup"),
    vi.spyOn(dns.promises, "lookup"),
  ];
  spies.push(...wire);
  return wire;
}

function requestError(send: (onError: (err: Error) => void) => void): Promise<Error> {
  return new Promise((resolve) => send(resolve));
}

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer(() => ({ status: 200, body: "yerel" }));
});
afterAll(() => server.close());
afterEach(() => {
  // only these spies: tests/setup/fail-on-console-error.ts keeps its own on console.error
  for (const spy of spies.splice(0)) spy.mockRestore();
});

describe("network guard: public addresses", () => {
  it("fetch('http://example.com') fails with the guard's error, without DNS or a connection", async () => {
    const wire = watchTheWire();
    const error = await fetch("http://example.com/yol?q=1").then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(NetworkGuardError);
    expect((error as Error).message).toContain("a test tried to reach http://example.com/yol?q=1");
    expect((error as Error).message).toContain("loopback");
    for (const spy of wire) expect(spy).not.toHaveBeenCalled();
    // recorded, so tests/setup/no-network.ts would fail this test; taken here on purpose
    expect(takeViolations()).toEqual(["http://example.com/yol?q=1"]);
  });

  it("a Request object and a URL object are checked too", async () => {
    await expect(fetch(new Request("https://api.spotify.com/v1/playlists/x"))).rejects.toThrow(
      "a test tried to reach https://api.spotify.com/v1/playlists/x",
    );
    await expect(fetch(new URL("https://10.0.0.1:8443/"))).rejects.toThrow(NetworkGuardError);
    expect(takeViolations()).toEqual(["https://api.spotify.com/v1/playlists/x", "https://10.0.0.1:8443/"]);
  });

  it("node:http, node:https and net.connect fail the socket with the guard's error, without DNS", async () => {
    const wire = watchTheWire().slice(1); // fetch is not involved here
    const viaHttp = await requestError((done) =>
      http.get("http://example.com/a", () => {}).on("error", done),
    );
    const viaHttps = await requestError((done) =>
      https.get("https://example.com/b", () => {}).on("error", done),
    );
    const viaNet = await requestError((done) => net.connect(5432, "db.example.com").on("error", done));
    for (const err of [viaHttp, viaHttps, viaNet]) expect(err).toBeInstanceOf(NetworkGuardError);
    expect(viaHttp.message).toContain("a test tried to reach example.com:80");
    expect(viaHttps.message).toContain("a test tried to reach example.com:443");
    expect(viaNet.message).toContain("a test tried to reach db.example.com:5432");
    for (const spy of wire) expect(spy).not.toHaveBeenCalled();
    expect(takeViolations()).toEqual(["example.com:80", "example.com:443", "db.example.com:5432"]);
  });

  it("a PostgreSQL client aimed at another machine is refused", async () => {
    const client = new pg.Client({ host: "db.example.com", port: 5432, connectionTimeoutMillis: 2000 });
    await expect(client.connect()).rejects.toThrow("a test tried to reach db.example.com:5432");
    expect(takeViolations()).toEqual(["db.example.com:5432"]);
  });

  it("code that swallows the error still leaves the refusal on record", async () => {
    const answer = await fetch("http://example.com/").catch(() => "502 from the app");
    expect(answer).toBe("502 from the app");
    expect(takeViolations()).toEqual(["http://example.com/"]);
  });
});

describe("network guard: this machine", () => {
  it("lets fetch and node:http reach a server on 127.0.0.1 and on localhost", async () => {
    const res = await fetch(`${server.url}/a`);
    expect(await res.text()).toBe("yerel");
    const port = new URL(server.url).port;
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http.get(`http://localhost:${port}/b`, (r) => resolve(r.resume().statusCode)).on("error", reject),
    );
    expect(status).toBe(200);
    expect(server.requests.map((r) => r.path)).toEqual(["/a", "/b"]);
    expect(takeViolations()).toEqual([]);
  });

  it("knows loopback names and addresses", () => {
    for (const host of [
      "localhost",
      "LOCALHOST.",
      "app.localhost",
      "127.0.0.1",
      "127.8.9.10",
      "::1",
      "[::1]",
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    expect(isLoopbackHost("::ffff:127.0.0.1")).toBe(true);
    for (const host of [
      "example.com",
      "10.0.0.1",
      "192.168.1.2",
      "128.0.0.1",
      "0.0.0.0",
      "::",
      "localhost.com",
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
