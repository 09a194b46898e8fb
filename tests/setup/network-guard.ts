/**
 * Keeps tests on this machine: only loopback addresses (127.0.0.0/8, ::1, localhost) may be
 * reached. Two layers, both refusing before any DNS lookup or connection:
 * - `globalThis.fetch` checks the URL and throws a NetworkGuardError naming it;
 * - `net.Socket.prototype.connect`, which every TCP client goes through (node:http(s), tls,
 *   undici's fetch, pg), fails the socket with the same error when the target is not loopback.
 * Unix sockets pass: they are local by definition.
 *
 * Code under test may catch the error (an outbound client turns it into a 502), so every refusal
 * is also recorded; tests/setup/no-network.ts fails the test that caused one.
 */
import net from "node:net";

export class NetworkGuardError extends Error {
  constructor(readonly target: string) {
    super(
      `Network guard (tests/setup/network-guard.ts): a test tried to reach ${target}. Tests may only ` +
        "reach loopback (127.0.0.0/8, ::1, localhost); point the base URL at a fake in tests/fakes.",
    );
    this.name = "NetworkGuardError";
  }
}

/** True for names and literal addresses of this machine's loopback interface. */
export function isLoopbackHost(host: string): boolean {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[") && h.endsWith("]")) h = h.slice(1, -1);
  if (h.endsWith(".")) h = h.slice(0, -1);
  if (h === "localhost" || h.endsWith(".localhost")) return true;
  if (h === "::1" || h === "0:0:0:0:0:0:0:1") return true;
  if (h.startsWith("::ffff:")) h = h.slice(7);
  return net.isIPv4(h) && h.split(".")[0] === "127";
}

/** The originals, called through this object so a test can see they were never reached. */
export const originals = {
  fetch: globalThis.fetch,
  connect: net.Socket.prototype.connect,
};

const violations: string[] = [];

/** The refused targets since the last call, oldest first; the list is emptied. */
export function takeViolations(): string[] {
  return violations.splice(0, violations.length);
}

function refuse(target: string): NetworkGuardError {
  violations.push(target);
  return new NetworkGuardError(target);
}

function urlOf(input: Parameters<typeof fetch>[0]): URL | null {
  try {
    if (input instanceof URL) return input;
    if (typeof input === "string") return new URL(input);
    return new URL(input.url);
  } catch {
    return null; // fetch itself reports a malformed URL
  }
}

/** Host and port a `socket.connect(...)` call aims at, or null for a Unix socket. */
function connectTarget(args: unknown[]): { host: string; port: unknown } | null {
  // net.connect() hands over its normalised arguments as one array: [options, listener]
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first !== null && typeof first === "object") {
    const o = first as { path?: unknown; host?: unknown; port?: unknown };
    if (typeof o.path === "string" && o.path !== "") return null;
    return { host: typeof o.host === "string" && o.host !== "" ? o.host : "localhost", port: o.port };
  }
  if (typeof first === "string" && !/^\d+$/.test(first)) return null;
  return { host: typeof args[1] === "string" && args[1] !== "" ? args[1] : "localhost", port: first };
}

const INSTALLED = Symbol.for("sarki-fali.network-guard");

/** Wraps fetch and socket connections; calling it again changes nothing. */
export function installNetworkGuard(): void {
  const g = globalThis as { [INSTALLED]?: boolean };
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;

  globalThis.fetch = async function guardedFetch(input, init) {
    const url = urlOf(input);
    if (url && (url.protocol === "http:" || url.protocol === "https:") && !isLoopbackHost(url.hostname)) {
      throw refuse(url.href);
    }
    return originals.fetch(input, init);
  };

  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const target = connectTarget(args);
    if (target && !isLoopbackHost(target.host)) {
      const error = refuse(`${target.host}:${String(target.port)}`);
      // as a refused connection would: the caller gets its socket, then an 'error' event
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return (originals.connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
}
