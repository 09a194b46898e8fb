/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (cli/backup.ts) on either database, and
 * the running app's side of a PGlite backup (its operator socket, ADR 016 and 031).
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import type { CommandResult } from "../cli/premium-command";
import {
  BackupError,
  type BackupHeader,
  type BackupSummary,
  isEmptyDatabase,
  migrationsUpTo,
  readBackupHeader,
  restoreRows,
  verifyBackup,
  writeBackup,
} from "./backup";
import { type Database, MIGRATIONS_DIR, openDatabase } from "./client";

export interface Target {
  /** PostgreSQL; unset: PGlite in dataDir */
  databaseUrl?: string;
  dataDir: string;
  /** default: this build's */
  migrationsDir?: string;
  /** the build's empty cluster for a new PGlite folder (db/pglite-seed.ts) */
  pgliteSeed?: string;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;
export const describeSummary = (file: string, s: BackupSummary) =>
  `${file}: ${s.tables} tables, ${s.rows} rows, ${kb(s.bytes)}`;

/** The running app's `backup <absolute file>` command (PGlite: the app alone may open its folder). */
export function createBackupCommand(database: Pick<Database, "db" | "kind">) {
  return async (args: readonly string[]): Promise<CommandResult> => {
    const file = args[1];
    if (args.length !== 2 || !file || !isAbsolute(file)) {
      return { code: 2, message: "usage: backup <absolute path of the file to write>" };
    }
    try {
      const summary = await writeBackup(database.db, database.kind, file);
      return { code: 0, message: `Backup written: ${describeSummary(file, summary)}` };
    } catch (err) {
      return { code: 1, message: `The backup failed: ${(err as Error).message}` };
    }
  };
}

/** A backup straight from the database (PostgreSQL, or a PGlite folder no app has open). */
export async function backupDirectly(target: Target, file: string): Promise<BackupSummary> {
  if (!target.databaseUrl && !existsSync(join(target.dataDir, "PG_VERSION"))) {
    throw new BackupError(`No database in DATA_DIR (${resolve(target.dataDir)})`);
  }
  const database = await openDatabase({ ...target, migrate: false });
  try {
    return await writeBackup(database.db, database.kind, file);
  } finally {
    await database.close();
  }
}

/**
 * Restores `file` into an empty database: the PostgreSQL database of `databaseUrl` (no tables), or
 * a DATA_DIR that does not exist or is empty. Ends at this build's schema.
 */
export async function restoreInto(
  target: Target,
  file: string,
): Promise<BackupSummary & { header: BackupHeader }> {
  const header = await readBackupHeader(file);
  // the whole file first: a backup cut short is refused before a folder or schema is made
  await verifyBackup(file);
  const migrationsDir = target.migrationsDir ?? MIGRATIONS_DIR;
  const partial = migrationsUpTo(migrationsDir, header.migrations);
  const madeFolder = !target.databaseUrl && !existsSync(target.dataDir);
  try {
    if (target.databaseUrl) {
      const probe = await openDatabase({ ...target, migrate: false });
      try {
        if (!(await isEmptyDatabase(probe.db))) {
          throw new BackupError(
            "The database is not empty: restore into a new database (createdb), never over live data",
          );
        }
      } finally {
        await probe.close();
      }
    } else if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
      throw new BackupError(
        `DATA_DIR (${resolve(target.dataDir)}) is not empty: restore into a new folder, never over live data`,
      );
    }
    // the schema the rows were read from, the rows, then the rest of this build's migrations
    const atBackup = await openDatabase({ ...target, migrationsDir: partial });
    let summary: BackupSummary;
    try {
      summary = await restoreRows(atBackup.db, file);
    } finally {
      await atBackup.close();
    }
    const current = await openDatabase({ ...target, migrationsDir });
    await current.close();
    return { ...summary, header };
  } catch (err) {
    // A folder this restore made holds nothing anyone needs; a database is left for the operator.
    if (madeFolder) rmSync(target.dataDir, { recursive: true, force: true });
    throw err;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}
