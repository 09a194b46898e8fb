/** scripts/audit.ts: what each answer of `npm audit --json` means for CI. */
import { describe, expect, it } from "vitest";
import { auditVerdict } from "../../scripts/audit";

/** The shape npm 11 prints when the advisory endpoint answered. */
function report(counts: Record<string, number>, vulnerabilities: Record<string, unknown> = {}) {
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
      dependencies: { prod: 135, dev: 0, optional: 48, peer: 0, peerOptional: 0, total: 183 },
    },
  });
}
const advisory = (name: string, severity: string) => ({
  name,
  severity,
  isDirect: true,
  via: [{ source: 1, name, title: "Something bad", url: "https://github.com/advisories/GHSA-x", severity }],
  effects: [],
  range: "<9.9.9",
  nodes: [`node_modules/${name}`],
  fixAvailable: true,
});

describe("auditVerdict", () => {
  it("fails on a high or critical advisory and names the package", () => {
    const v = auditVerdict(
      report(
        { moderate: 1, high: 1 },
        { fastify: advisory("fastify", "high"), pg: advisory("pg", "moderate") },
      ),
    );
    expect(v).toMatchObject({ outcome: "failed", exitCode: 1 });
    expect(v.message).toContain("fastify (high, fix available)");
    expect(v.message).not.toContain("pg (");
    expect(auditVerdict(report({ critical: 1 }, { sharp: advisory("sharp", "critical") })).exitCode).toBe(1);
  });

  it("passes with lower findings, reporting them, and when there are none", () => {
    expect(auditVerdict(report({ low: 2, moderate: 1 }))).toEqual({
      outcome: "minor",
      exitCode: 0,
      message: "npm audit: 2 low, 1 moderate; none high or critical",
    });
    expect(auditVerdict(report({}))).toMatchObject({ outcome: "clean", exitCode: 0 });
  });

  it("lets the build go on, saying nothing was checked, when the registry cannot audit", () => {
    // What this machine's registry answers (npm 11.6)
    const mirror = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      method: "POST",
      uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      body: "",
      error: { summary: "", detail: "" },
    });
    const v = auditVerdict(mirror);
    expect(v).toMatchObject({ outcome: "unavailable", exitCode: 0 });
    expect(v.message).toContain("405 Method Not Allowed");
    const offline = JSON.stringify({
      error: { code: "ENOTFOUND", summary: "request to https://registry.npmjs.org failed" },
    });
    expect(auditVerdict(offline)).toMatchObject({ outcome: "unavailable", exitCode: 0 });
    expect(auditVerdict("")).toMatchObject({ outcome: "unavailable", exitCode: 0 });
  });

  it("fails on an error that is ours, not the registry's (no lockfile)", () => {
    const v = auditVerdict(
      JSON.stringify({ error: { code: "ENOLOCK", summary: "This command requires an existing lockfile." } }),
    );
    expect(v).toMatchObject({ outcome: "failed", exitCode: 1 });
  });
});
