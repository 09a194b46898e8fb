/**
 * Kill -9 of the server while sign-ups are being written loses no account whose request was
 * answered 2xx (PGlite in DATA_DIR; a PostgreSQL server has its own WAL guarantees).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startAppProcess } from "../support/process";
import { usingPostgres } from "./helpers";

const dataDir = mkdtempSync(join(tmpdir(), "sf-durability-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Behind a pretend proxy: each request comes from an address of its own, so the per-address
// sign-up and sign-in budgets (30 a minute) do not stop a test that is about durability.
const startServer = (port?: number) =>
  startAppProcess({ from: "source", dataDir, port, timeoutMs: 30_000, env: { TRUST_PROXY: "1" } });
let addressCount = 0;
const nextAddress = () => {
  const n = ++addressCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

describe.skipIf(usingPostgres)("durability on PGlite", () => {
  it("keeps every acknowledged sign-up after kill -9", { timeout: 90_000 }, async () => {
    const server = await startServer();
    const { port } = server;
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `dayanikli.${w}.${i}@ornek.com`;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
            body: JSON.stringify({ email, password: "dayanikli-sifre" }),
          });
          if (res.status === 201) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await new Promise((r) => setTimeout(r, 2500));
    const killed = server.stop("SIGKILL");
    stop = true;
    await Promise.all([killed, ...workers]);
    expect(acknowledged.length).toBeGreaterThan(5);

    const again = await startServer(port);
    try {
      const lost: string[] = [];
      for (const email of acknowledged) {
        const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
          body: JSON.stringify({ email, password: "dayanikli-sifre" }),
        });
        if (res.status !== 200) lost.push(`${email}: ${res.status}`);
      }
      expect(lost).toEqual([]);
    } finally {
      await again.stop();
    }
  });
});
