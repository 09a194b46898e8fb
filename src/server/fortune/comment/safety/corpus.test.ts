/**
 * The classifier against its labelled corpus (corpus.tsv, ADR 026). Prints recall per category,
 * false alarms on harmless hints and the cost per hint; fails below the goals of issue 21:
 * self-harm and distress answered with support 98%, every other sensitive topic held back 95%,
 * at most 2% of harmless hints flagged. The goals count what a person gets (support, the calm
 * comment, an ordinary one); the exact category is printed beside it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HINT_MAX } from "@/shared/limits";
import { type Category, readText } from "./engine";
import { forgetTokens } from "./tokens";

type Label = Category | "none";
const LABELS: readonly Label[] = [
  "self-harm",
  "distress",
  "health",
  "death",
  "pregnancy",
  "legal",
  "debt",
  "investment",
  "crypto",
  "gambling",
  "none",
];

interface Row {
  hint: string;
  label: Label;
  kind: string;
}

const ROWS: readonly Row[] = readFileSync(new URL("./corpus.tsv", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => {
    const [hint = "", label = "", kind = ""] = line.split("\t");
    return { hint, label: label as Label, kind };
  });

type Answer = "support" | "withheld" | "ordinary";
const answerOf = (c: Category | null): Answer =>
  c === null ? "ordinary" : c === "self-harm" || c === "distress" ? "support" : "withheld";
const expectedAnswer = (label: Label): Answer =>
  label === "none" ? "ordinary" : answerOf(label as Category);

const pct = (n: number, of: number) => (of === 0 ? "-" : `${((100 * n) / of).toFixed(1)}%`);

describe("the classifier's corpus", () => {
  it("is large and varied enough to mean something", () => {
    const count = (f: (r: Row) => boolean) => ROWS.filter(f).length;
    expect(ROWS.length).toBeGreaterThanOrEqual(600);
    expect(count((r) => r.label === "self-harm" || r.label === "distress")).toBeGreaterThanOrEqual(150);
    expect(count((r) => expectedAnswer(r.label) === "withheld")).toBeGreaterThanOrEqual(250);
    expect(count((r) => r.label === "none")).toBeGreaterThanOrEqual(200);
    for (const label of LABELS)
      expect(
        count((r) => r.label === label),
        label,
      ).toBeGreaterThanOrEqual(20);
    for (const r of ROWS) {
      expect(LABELS, r.hint).toContain(r.label);
      expect([...r.hint].length, r.hint).toBeLessThanOrEqual(HINT_MAX);
      expect(r.kind, r.hint).not.toBe("");
    }
    expect(new Set(ROWS.map((r) => r.hint)).size).toBe(ROWS.length);
  });

  it("meets the goals: support 98%, other topics 95%, false alarms 2% at most", () => {
    // one pass to warm the code, then the measured one with no word remembered (a new hint's path);
    // CPU time, since on a busy machine the wall clock counts other processes too
    for (const r of ROWS) readText(r.hint, "hint");
    forgetTokens();
    const cpu = process.cpuUsage();
    const got = ROWS.map((r) => ({ ...r, reading: readText(r.hint, "hint") }));
    const used = process.cpuUsage(cpu);
    const perHintMicros = (used.user + used.system) / ROWS.length;

    const lines = [`${"category".padEnd(12)} ${"hints".padStart(5)}  exact   right answer`];
    for (const label of LABELS) {
      const rows = got.filter((r) => r.label === label);
      const exact = rows.filter((r) => (r.reading.category ?? "none") === label).length;
      const right = rows.filter((r) => answerOf(r.reading.category) === expectedAnswer(label)).length;
      lines.push(
        `${label.padEnd(12)} ${String(rows.length).padStart(5)}  ${pct(exact, rows.length).padStart(6)}  ${pct(right, rows.length).padStart(6)}`,
      );
    }
    const flaggedBy = new Map<string, number>();
    for (const r of got.filter((x) => x.label === "none" && x.reading.category !== null))
      flaggedBy.set(r.reading.category!, (flaggedBy.get(r.reading.category!) ?? 0) + 1);
    const misses = got.filter((r) => answerOf(r.reading.category) !== expectedAnswer(r.label));
    lines.push(
      `false alarms on harmless hints by category: ${[...flaggedBy].map(([c, n]) => `${c} ${n}`).join(", ") || "none"}`,
      `cost: ${perHintMicros.toFixed(0)} µs of CPU per hint, no word remembered (goal 1 ms; npm run bench)`,
      ...misses.map((m) => `  miss: «${m.hint}» expected ${m.label}, read ${m.reading.category ?? "none"}`),
    );
    console.info(`classifier corpus, ${ROWS.length} hints\n${lines.join("\n")}`);

    const rate = (rows: typeof got) =>
      rows.filter((r) => answerOf(r.reading.category) === expectedAnswer(r.label)).length / rows.length;
    const support = got.filter((r) => expectedAnswer(r.label) === "support");
    const withheld = got.filter((r) => expectedAnswer(r.label) === "withheld");
    const harmless = got.filter((r) => r.label === "none");
    expect(rate(support)).toBeGreaterThanOrEqual(0.98);
    expect(rate(support.filter((r) => r.label === "self-harm"))).toBeGreaterThanOrEqual(0.98);
    for (const label of LABELS.filter((l) => expectedAnswer(l) === "withheld")) {
      expect(rate(withheld.filter((r) => r.label === label)), label).toBeGreaterThanOrEqual(0.95);
    }
    expect(1 - rate(harmless)).toBeLessThanOrEqual(0.02);
  });
});
