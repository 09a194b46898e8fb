/**
 * What the classifier costs per hint (issue 21: at most 1 ms), on its labelled corpus: every
 * hint read with no remembered answer and no remembered word (the cold path a new hint takes),
 * after one warm-up pass so the figures are the running server's, not the JIT's first minutes.
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
  const times: number[] = [];
  for (let p = 0; p < passes; p++) {
    forgetTokens();
    for (const h of hints) {
      const start = performance.now();
      readText(h, "hint");
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return {
    count: times.length,
    meanMs: mean,
    p99Ms: times[Math.floor(times.length * 0.99)]!,
    maxMs: times.at(-1)!,
  };
}
