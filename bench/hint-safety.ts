/**
 * What the classifier costs per hint (issue 21: at most 1 ms), on its labelled corpus: every
 * hint read with no remembered answer and no remembered word (the cold path a new hint takes),
 * after one warm-up pass so the figures are the running server's, not the JIT's first minutes.
 * Reported as CPU time (process.cpuUsage) beside wall time: on a busy 2-core machine the wall
 * clock also counts the time other processes held the cores.
 */
import { readFileSync } from "node:fs";
import { readText } from "../src/server/fortune/comment/safety/engine";
import { forgetTokens } from "../src/server/fortune/comment/safety/tokens";

export function benchHintSafety(passes = 5) {
  const hints = readFileSync(
    new URL("../src/server/fortune/comment/safety/corpus.tsv", import.meta.url),
    "utf8",
  )
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => l.split("\t")[0]!);
  for (const h of hints) readText(h, "hint");
  let cpuMicros = 0;
  let wallMs = 0;
  for (let p = 0; p < passes; p++) {
    forgetTokens();
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (const h of hints) readText(h, "hint");
    wallMs += performance.now() - wall;
    const used = process.cpuUsage(cpu);
    cpuMicros += used.user + used.system;
  }
  const count = hints.length * passes;
  return { count, cpuMicrosPerHint: cpuMicros / count, wallMicrosPerHint: (wallMs * 1000) / count };
}
