/**
 * A new embedded database from a ready-made one. PGlite creates a new data folder with initdb, in
 * the app's own process, and that peaks at about 850 MB resident: more than a small server has.
 * The build therefore runs initdb once (scripts/build-server.mjs → cli/pglite-seed.ts) and keeps
 * the empty cluster as a tarball beside the server; the app's first start unpacks it instead
 * (measured: 870 → 385 MB peak for PGlite alone). The migrations run after, as on any start.
 *
 * The tarball is only used for an empty folder, and only when it was made by the PGlite that is
 * installed now (the sizes of its WebAssembly files are the fingerprint): another version's
 * cluster could not be read. Anything else falls back to initdb.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/** Beside the bundled server (dist/server/); absent when the server runs from source. */
export const PGLITE_SEED_FILE = "pglite-seed.tar.gz";

/** Which PGlite made (or would read) a cluster: the sizes of its engine's files. */
export function pgliteFingerprint(): string {
  const dist = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  return ["pglite.wasm", "pglite.data"].map((f) => `${f}:${statSync(join(dist, f)).size}`).join(",");
}

/** Runs initdb in memory and writes the empty cluster to `file` (gzip) and its fingerprint beside it. */
export async function writePgliteSeed(file: string): Promise<number> {
  const db = new PGlite();
  await db.waitReady;
  const dump = await db.dumpDataDir("gzip");
  await db.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  writeFileSync(file, bytes);
  writeFileSync(`${file}.json`, `${JSON.stringify({ fingerprint: pgliteFingerprint() })}\n`);
  return bytes.length;
}

/**
 * The seed to unpack into `dataDir` (undefined: an in-memory database), or undefined when initdb
 * must run (see above).
 */
export function seedFor(dataDir: string | undefined, file: string | undefined): Blob | undefined {
  if (!file || !existsSync(file) || !existsSync(`${file}.json`)) return undefined;
  if (dataDir !== undefined && existsSync(dataDir) && readdirSync(dataDir).length > 0) return undefined;
  try {
    const { fingerprint } = JSON.parse(readFileSync(`${file}.json`, "utf8")) as { fingerprint?: unknown };
    if (fingerprint !== pgliteFingerprint()) return undefined;
  } catch {
    return undefined;
  }
  return new Blob([readFileSync(file)]);
}
