/**
 * Opens the database: PGlite in DATA_DIR when DATABASE_URL is unset (zero set-up), or a
 * PostgreSQL server through node-postgres. Both speak the same SQL and run the same migrations.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Next to this file in the source tree; copied next to the bundle by scripts/build-server.mjs. */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  /** a folder, or "memory://" for a throw-away database (tests) */
  dataDir: string;
  migrationsDir?: string;
}

// Any fixed number works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 727_001;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that loses its server must not crash the process.
    pool.on("error", () => {});
    const client = await pool.connect();
    try {
      // Several instances may start at once: one migrates, the others wait for it.
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: "postgres",
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
  };
}
