/**
 * A new embedded database from the build's empty cluster (src/server/db/pglite-seed.ts): used for
 * an empty folder when it was made by the installed PGlite, and never otherwise. The seeds here
 * carry a marker table, so a test can tell the seed was unpacked rather than initdb run.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, openDatabase } from "@/server/db/client";
import { pgliteFingerprint, seedFor, writePgliteSeed } from "@/server/db/pglite-seed";

const root = mkdtempSync(join(tmpdir(), "pglite-seed-"));
const seed = join(root, "seed.tar.gz");

beforeAll(async () => {
  const db = new PGlite();
  await db.exec("create table seed_marker (n int); insert into seed_marker values (7);");
  const dump = await db.dumpDataDir("gzip");
  await db.close();
  writeFileSync(seed, Buffer.from(await dump.arrayBuffer()));
  writeFileSync(`${seed}.json`, JSON.stringify({ fingerprint: pgliteFingerprint() }));
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function markerIn(dataDir: string, pgliteSeed: string): Promise<boolean> {
  const database = await openDatabase({ dataDir, pgliteSeed });
  try {
    await database.check(); // migrated
    const rows = await database.db.execute(sql`select to_regclass('seed_marker') is not null as seeded`);
    return Boolean((rows as unknown as { rows: { seeded: boolean }[] }).rows[0]?.seeded);
  } finally {
    await database.close();
  }
}

describe("the embedded database's seed", () => {
  it("makes a new folder from the seed, migrates it, and reopens it as it is", {
    timeout: 60_000,
  }, async () => {
    const dataDir = join(root, "new");
    expect(await markerIn(dataDir, seed)).toBe(true);
    // reopened: the folder is no longer empty, the seed is not unpacked again, the data stays
    expect(seedFor(dataDir, seed)).toBeUndefined();
    const again = await openDatabase({ dataDir, pgliteSeed: seed });
    await again.check();
    await again.close();
  });

  it("is not used by another PGlite, for a folder with files, or when it is missing", {
    timeout: 120_000,
  }, async () => {
    const other = join(root, "other.tar.gz");
    writeFileSync(other, readFileSync(seed));
    writeFileSync(`${other}.json`, JSON.stringify({ fingerprint: "pglite.wasm:1,pglite.data:2" }));
    expect(seedFor(join(root, "x"), other)).toBeUndefined();
    expect(await markerIn(join(root, "by-initdb"), other)).toBe(false);

    const busy = join(root, "busy");
    mkdirSync(busy);
    writeFileSync(join(busy, "note.txt"), "someone's file");
    expect(seedFor(busy, seed)).toBeUndefined();
    expect(seedFor(join(root, "y"), join(root, "absent.tar.gz"))).toBeUndefined();
    expect(seedFor(join(root, "y"), seed)).toBeInstanceOf(Blob);
  });

  it("the build's seed is an empty cluster the app migrates", { timeout: 60_000 }, async () => {
    const built = join(root, "built.tar.gz");
    expect(await writePgliteSeed(built)).toBeGreaterThan(1_000_000);
    expect(JSON.parse(readFileSync(`${built}.json`, "utf8"))).toEqual({ fingerprint: pgliteFingerprint() });
    expect(await markerIn(join(root, "from-build"), built)).toBe(false);
  });

  it("makes a new folder in a process of its own, whose failure start-up reports", {
    timeout: 60_000,
  }, async () => {
    // this build's migrations, the last one broken
    const migrationsDir = join(root, "migrations");
    cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    const last = readdirSync(migrationsDir)
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .at(-1)!;
    writeFileSync(join(migrationsDir, last), "create tabel oops (n int);");
    await expect(
      openDatabase({ dataDir: join(root, "broken"), pgliteSeed: seed, migrationsDir }),
    ).rejects.toThrow(
      /preparing the embedded database in .*broken failed \(exit code 1\): .*syntax error at or near "tabel"/s,
    );
  });
});
