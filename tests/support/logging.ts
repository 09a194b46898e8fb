/** A logger for tests of services that take one (the playlist service, the comment engine). */
import type { Logger } from "@/server/log";

export interface LogLine {
  level: "debug" | "info" | "warn" | "error";
  obj: object;
  msg?: string;
}

/** A logger that keeps its lines for assertions and prints nothing. */
export function recordingLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    debug: (obj, msg) => lines.push({ level: "debug", obj, msg }),
    info: (obj, msg) => lines.push({ level: "info", obj, msg }),
    warn: (obj, msg) => lines.push({ level: "warn", obj, msg }),
    error: (obj, msg) => lines.push({ level: "error", obj, msg }),
  };
}
