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
 *
 * A new data folder is made (unpacked or initdb) and migrated in a child process
 * (`prepareInChild`), and the app then opens the finished folder. An instance's WebAssembly heap
 * grows and never shrinks, and a throwaway instance in the app's own process is freed only when
 * the garbage collector gets to it, if ever to the system; a child's memory goes when it exits.
 */

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/**
 * PGlite's own start parameters plus smaller memory settings (PostgreSQL's defaults are sized
 * for a server of its own: 128 MB of shared buffers): the embedded database shares the app's
 * process, and the files it reads stay in the operating system's cache anyway. Measured on a
 * reopened data folder: 293 -> 220 MB resident (docs/decisions/021-delivery-compression-pwa.md).
 */
export const PGLITE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "work_mem=2MB",
  "-c",
  "maintenance_work_mem=16MB",
  "-c",
  "temp_buffers=2MB",
];

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

export interface PrepareTask {
  dataDir: string;
  seedFile: string | undefined;
  migrationsFolder: string;
}

/** Makes a new data folder (from the seed when it fits, else initdb) and applies the migrations. */
export async function prepareDataDir({ dataDir, seedFile, migrationsFolder }: PrepareTask): Promise<void> {
  const seed = seedFor(dataDir, seedFile);
  mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS, loadDataDir: seed });
  try {
    await db.waitReady;
    await migrate(drizzle(db), { migrationsFolder });
  } finally {
    await db.close();
  }
}

/**
 * `prepareDataDir` in a child process (pglite-prepare.ts), whose memory all goes back to the
 * system when it exits; a worker thread's does not (its heap stays in this process's allocator:
 * measured 346-361 MB resident after a first start with a worker, 275-292 MB without).
 */
export function prepareInChild(dataDir: string, seedFile: string | undefined, migrationsFolder: string) {
  // From source (tsx, vitest) the script is TypeScript and needs tsx's loader; the build writes
  // it next to main.js (scripts/build-server.mjs).
  const fromSource = import.meta.url.endsWith(".ts");
  const file = fileURLToPath(
    fromSource
      ? new URL("../cli/pglite-prepare.ts", import.meta.url)
      : new URL("./pglite-prepare.js", import.meta.url),
  );
  const task: PrepareTask = { dataDir, seedFile, migrationsFolder };
  return new Promise<void>((resolve, reject) => {
    let stderr = "";
    const child = spawn(
      process.execPath,
      [...(fromSource ? ["--import", "tsx"] : []), file, JSON.stringify(task)],
      {
        stdio: ["ignore", "inherit", "pipe"],
      },
    );
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-4_000);
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `preparing the embedded database in ${dataDir} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`,
          ),
        );
    });
  });
}
