/**
 * `npm audit` of the runtime dependencies, for CI: fails on a high or critical advisory, reports
 * lower ones, and when the registry cannot answer audits (a mirror answering 405, no network)
 * says so and lets the build go on, since nothing was checked rather than something found.
 *
 *   npx tsx scripts/audit.ts
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface AuditVerdict {
  outcome: "clean" | "minor" | "failed" | "unavailable";
  /** the process's exit code */
  exitCode: 0 | 1;
  message: string;
}

const SEVERITIES = ["info", "low", "moderate", "high", "critical"] as const;
type Severity = (typeof SEVERITIES)[number];

/** npm's error codes when the audit endpoint or the network is not there. */
const UNREACHABLE_CODES = new Set([
  "ENOAUDIT",
  "E400",
  "E403",
  "E404",
  "E405",
  "E500",
  "E501",
  "E502",
  "E503",
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "ENETUNREACH",
]);

interface AuditReport {
  metadata?: { vulnerabilities?: Partial<Record<Severity, number>> };
  vulnerabilities?: Record<string, { severity?: Severity; via?: unknown[]; fixAvailable?: unknown }>;
  statusCode?: number;
  code?: string;
  message?: string;
  error?: { code?: string; summary?: string; detail?: string };
}

/** What `npm audit --json` printed means for the build. Pure, so tests can feed it any answer. */
export function auditVerdict(stdout: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout);
  } catch {
    return {
      outcome: "unavailable",
      exitCode: 0,
      message: "npm audit printed no report: nothing was checked",
    };
  }
  const counts = report.metadata?.vulnerabilities;
  if (counts) {
    const n = (s: Severity) => counts[s] ?? 0;
    const summary = SEVERITIES.filter((s) => n(s) > 0)
      .map((s) => `${n(s)} ${s}`)
      .join(", ");
    if (n("high") + n("critical") > 0) {
      const serious = Object.entries(report.vulnerabilities ?? {})
        .filter(([, v]) => v.severity === "high" || v.severity === "critical")
        .map(([name, v]) => `${name} (${v.severity}${v.fixAvailable ? ", fix available" : ""})`);
      return {
        outcome: "failed",
        exitCode: 1,
        message: `npm audit: ${summary}. High or critical: ${serious.join(", ")}. Update them (npm audit fix) or record why not.`,
      };
    }
    if (summary)
      return { outcome: "minor", exitCode: 0, message: `npm audit: ${summary}; none high or critical` };
    return {
      outcome: "clean",
      exitCode: 0,
      message: "npm audit: no known vulnerabilities in the runtime dependencies",
    };
  }
  const code = report.error?.code ?? report.code ?? (report.statusCode ? `E${report.statusCode}` : undefined);
  const why = report.message || report.error?.summary || code || "unknown error";
  if (code && UNREACHABLE_CODES.has(code)) {
    return {
      outcome: "unavailable",
      exitCode: 0,
      message: `npm audit could not reach an advisory database (${why}): nothing was checked`,
    };
  }
  return { outcome: "failed", exitCode: 1, message: `npm audit failed: ${why}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
  const verdict = auditVerdict(run.stdout ?? "");
  const print = verdict.outcome === "clean" || verdict.outcome === "minor" ? console.info : console.warn;
  if (verdict.exitCode === 1) console.error(verdict.message);
  else print(verdict.message);
  process.exit(verdict.exitCode);
}
