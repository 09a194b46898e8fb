/**
 * Helpers shared by the playlist tests (imported only by *.test.ts files and the bench).
 */
import { createOutbound } from "../http/outbound";
import type { PlaylistLogger } from "./service";

export interface LogLine {
  level: "info" | "warn" | "error";
  obj: object;
  msg?: string;
}

/** A logger that keeps its lines for assertions and prints nothing. */
export function recordingLogger(): PlaylistLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: "info", obj, msg }),
    warn: (obj, msg) => lines.push({ level: "warn", obj, msg }),
    error: (obj, msg) => lines.push({ level: "error", obj, msg }),
  };
}

/** The real outbound client, allowed to reach only the given fakes. */
export function testOutbound(hosts: string[], options: { maxRetryWaitMs?: number } = {}) {
  return createOutbound({
    allowedHosts: hosts,
    userAgent: "test",
    maxRetryWaitMs: options.maxRetryWaitMs ?? 5_000,
  });
}
