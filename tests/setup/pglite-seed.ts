/**
 * Vitest global setup: one empty PGlite cluster for the whole run (src/server/db/pglite-seed.ts),
 * which every in-memory test database unpacks instead of running initdb (on this machine about
 * 3x faster per database; tests/integration/helpers.ts openTestDatabase).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { writePgliteSeed } from "../../src/server/db/pglite-seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** the run's empty PGlite cluster (a .tar.gz with its fingerprint beside it) */
    pgliteSeed: string;
  }
}

let dir: string | undefined;

export async function setup(project: TestProject) {
  dir = mkdtempSync(join(tmpdir(), "pglite-test-seed-"));
  const file = join(dir, "seed.tar.gz");
  await writePgliteSeed(file);
  project.provide("pgliteSeed", file);
}

export function teardown() {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
