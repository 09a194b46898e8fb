/**
 * Backups that restore (ADR 031): one logical format for PGlite and PostgreSQL alike, so a backup
 * of either restores into either (an embedded install can move to a server this way).
 *
 * The file is gzip'd JSON lines: a header (format, version, which migrations the data is at), then
 * per table a line naming it and its columns, one line per row as PostgreSQL's own row_to_json
 * writes it (types survive: timestamps to the microsecond, bytea as hex, big numbers as text
 * never through a JS number), a line closing the table with its row count, and a trailer; a
 * file cut short has no trailer and is refused.
 *
 * Consistency: every table is read in one REPEATABLE READ, READ ONLY transaction, so the backup is
 * one moment of the database while the app keeps writing (PGlite runs one transaction at a time:
 * the app's writes wait for the read to end).
 *
 * Restore goes into an empty database: the migrations up to the backup's own are applied, the rows
 * inserted parents first (foreign keys), sequences moved past their columns' values, and then the
 * rest of this build's migrations run as on any start.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Db } from "./client";

export const BACKUP_FORMAT = "sarki-fali-backup";
export const BACKUP_VERSION = 1;
/** rows read per FETCH, and inserted per statement */
const BATCH = 500;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: "pglite" | "postgres";
  /** the migrations applied to the data: how many, and the newest one's journal time */
  migrations: { count: number; last: number };
}

export interface BackupSummary {
  tables: number;
  rows: number;
  bytes: number;
}

/** Thrown for a file or target that cannot be used; its message is for the operator. */
export class BackupError extends Error {
  override name = "BackupError";
}

type Rows<T> = { rows: T[] };
type Executor = Pick<Db, "execute">;

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface TableInfo {
  name: string;
  /** columns a row is written with (generated columns are left for the database to compute) */
  columns: string[];
  identityAlways: boolean;
}

/** The app's tables in the public schema, parents before children (foreign keys). */
async function tablesInOrder(db: Executor): Promise<TableInfo[]> {
  const columns = await rows<{ table: string; column: string; identity: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", a.attidentity as identity
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const table = tables.get(c.table) ?? { name: c.table, columns: [], identityAlways: false };
    table.columns.push(c.column);
    if (c.identity === "a") table.identityAlways = true;
    tables.set(c.table, table);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges) if (e.child === name) visit(e.parent, path);
    placed.add(name);
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) visit(name, new Set());
  return ordered;
}

async function migrationLevel(db: Executor): Promise<{ count: number; last: number }> {
  const [level] = await rows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { count: level?.count ?? 0, last: Number(level?.last ?? 0) };
}

/** Writes lines to a gzip'd file, waiting when the stream asks to. */
function lineWriter(file: string) {
  const out = createWriteStream(file, { mode: 0o600 });
  const gzip = createGzip();
  gzip.pipe(out);
  let failure: Error | undefined;
  const fail = (err: Error) => {
    failure ??= err;
  };
  out.on("error", fail);
  gzip.on("error", fail);
  return {
    async write(line: string) {
      if (failure) throw failure;
      if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
    },
    async end(): Promise<number> {
      gzip.end();
      await once(out, "close");
      if (failure) throw failure;
      return out.bytesWritten;
    },
    abort() {
      gzip.destroy();
      out.destroy();
    },
  };
}

/**
 * Writes a backup of `db` to `file` (through a temporary file beside it, renamed when complete;
 * readable by its owner only: it holds personal data and password hashes).
 */
export async function writeBackup(
  db: Db,
  database: BackupHeader["database"],
  file: string,
  now: () => Date = () => new Date(),
): Promise<BackupSummary> {
  const target = resolve(file);
  const partial = join(dirname(target), `.${randomBytes(6).toString("hex")}.backup-partial`);
  const writer = lineWriter(partial);
  let tables = 0;
  let total = 0;
  try {
    await db.transaction(
      async (tx) => {
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: now().toISOString(),
          database,
          migrations: await migrationLevel(tx),
        };
        await writer.write(JSON.stringify(header));
        for (const table of await tablesInOrder(tx)) {
          await writer.write(JSON.stringify({ table: table.name, columns: table.columns }));
          const list = sql.raw(table.columns.map(ident).join(", "));
          await tx.execute(
            sql`declare backup_rows no scroll cursor for
                select row_to_json(t)::text as r from (select ${list} from ${sql.raw(ident(table.name))}) t`,
          );
          let count = 0;
          for (;;) {
            const batch = await rows<{ r: string }>(tx, sql.raw(`fetch ${BATCH} from backup_rows`));
            for (const row of batch) await writer.write(row.r);
            count += batch.length;
            if (batch.length < BATCH) break;
          }
          await tx.execute(sql`close backup_rows`);
          await writer.write(JSON.stringify({ end: table.name, rows: count }));
          tables++;
          total += count;
        }
        await writer.write(JSON.stringify({ complete: true, tables, rows: total }));
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    const bytes = await writer.end();
    renameSync(partial, target);
    return { tables, rows: total, bytes };
  } catch (err) {
    writer.abort();
    rmSync(partial, { force: true });
    throw err;
  }
}

/** The lines of a backup file, the header first (checked). */
async function* readLines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) if (line) yield line;
  } catch (err) {
    throw new BackupError(`${file} is not a readable backup (${(err as Error).message})`);
  }
}

export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of readLines(file)) {
    let header: Partial<BackupHeader>;
    try {
      header = JSON.parse(line) as Partial<BackupHeader>;
    } catch {
      break;
    }
    if (header.format !== BACKUP_FORMAT) break;
    if (header.version !== BACKUP_VERSION) {
      throw new BackupError(
        `${file} is a backup of format version ${header.version}; this build reads ${BACKUP_VERSION}`,
      );
    }
    return header as BackupHeader;
  }
  throw new BackupError(`${file} is not a Şarkı Falı backup`);
}

/**
 * A migrations folder holding this build's migrations up to the backup's level, so the restored
 * rows go into the schema they were read from; the rest of the migrations run after them.
 * Refused when the backup is at a migration this build does not have (made by a newer version).
 */
export function migrationsUpTo(migrationsFolder: string, level: BackupHeader["migrations"]): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  const kept = journal.entries.filter((e) => e.when <= level.last);
  if (kept.length !== level.count || (level.count > 0 && kept.at(-1)?.when !== level.last)) {
    throw new BackupError(
      `the backup's schema (migration ${level.count}) is not one this build knows (it has ${journal.entries.length}): restore it with the version that made it, or a newer one`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), "sarki-fali-migrations-"));
  mkdirSync(join(folder, "meta"));
  // drizzle reads meta/_journal.json and <tag>.sql
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept) {
    copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

type Entry =
  | { kind: "table"; name: string; columns: string[] }
  | { kind: "row"; json: string }
  | { kind: "end"; name: string; rows: number };

/**
 * The entries of a backup after its header, checked as they come: each table closed with its row
 * count, and the trailer's totals; a file cut short throws at its end.
 */
async function* entries(file: string): AsyncGenerator<Entry> {
  let table: { name: string; count: number } | undefined;
  let tables = 0;
  let total = 0;
  let complete = false;
  let first = true;
  for await (const line of readLines(file)) {
    if (first) {
      first = false; // the header, read and checked by readBackupHeader
      continue;
    }
    if (complete) throw new BackupError(`${file} has lines after its end`);
    if (table) {
      if (line.startsWith('{"end":')) {
        const end = JSON.parse(line) as { end: string; rows: number };
        if (end.end !== table.name || end.rows !== table.count) {
          throw new BackupError(
            `${file}: table ${table.name} is not whole (${table.count} of ${end.rows} rows)`,
          );
        }
        yield { kind: "end", name: table.name, rows: table.count };
        tables++;
        total += table.count;
        table = undefined;
        continue;
      }
      table.count++;
      yield { kind: "row", json: line };
      continue;
    }
    const entry = JSON.parse(line) as {
      table?: string;
      columns?: string[];
      complete?: boolean;
      tables?: number;
      rows?: number;
    };
    if (entry.complete) {
      if (entry.rows !== total || entry.tables !== tables) {
        throw new BackupError(`${file}: ${tables} tables and ${total} rows read, the file says otherwise`);
      }
      complete = true;
      continue;
    }
    if (!entry.table || !Array.isArray(entry.columns))
      throw new BackupError(`${file}: a line that is not a table`);
    table = { name: entry.table, count: 0 };
    yield { kind: "table", name: entry.table, columns: entry.columns };
  }
  if (!complete) throw new BackupError(`${file} ends before its last line: the backup is cut short`);
}

/** Reads the whole file once: whether it is a complete backup, before anything is made from it. */
export async function verifyBackup(file: string): Promise<{ tables: number; rows: number }> {
  await readBackupHeader(file);
  let tables = 0;
  let rows = 0;
  for await (const entry of entries(file)) {
    if (entry.kind === "end") {
      tables++;
      rows += entry.rows;
    }
  }
  return { tables, rows };
}

/** Inserts the backup's rows into `db` (at the backup's schema), in one transaction. */
export async function restoreRows(db: Db, file: string): Promise<BackupSummary> {
  let tables = 0;
  let total = 0;
  await db.transaction(async (tx) => {
    const known = new Map((await tablesInOrder(tx)).map((t) => [t.name, t]));
    let table: TableInfo | undefined;
    let columns: string[] = [];
    let batch: string[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const list = sql.raw(columns.map(ident).join(", "));
      const name = sql.raw(ident(table.name));
      const overriding = sql.raw(table.identityAlways ? "overriding system value" : "");
      await tx.execute(
        sql`insert into ${name} (${list}) ${overriding}
            select ${list} from json_populate_recordset(null::${name}, ${`[${batch.join(",")}]`}::json)`,
      );
      batch = [];
    };
    for await (const entry of entries(file)) {
      if (entry.kind === "table") {
        table = known.get(entry.name);
        if (!table) throw new BackupError(`${file}: this build has no table ${entry.name}`);
        const missing = entry.columns.filter((c) => !table!.columns.includes(c));
        if (missing.length > 0)
          throw new BackupError(`${file}: ${table.name} has no column ${missing.join(", ")}`);
        columns = entry.columns;
      } else if (entry.kind === "row") {
        batch.push(entry.json);
        if (batch.length >= BATCH) await flush();
      } else {
        await flush();
        tables++;
        total += entry.rows;
        table = undefined;
      }
    }
    await resetSequences(tx);
  });
  return { tables, rows: total, bytes: statSync(file).size };
}

/** Moves every sequence owned by a column past the largest value restored into it. */
async function resetSequences(db: Executor): Promise<void> {
  const owned = await rows<{ seq: string; tbl: string; col: string }>(
    db,
    sql`select s.relname as seq, t.relname as tbl, a.attname as col
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = s.relnamespace
        where n.nspname = 'public' and d.deptype in ('a', 'i')`,
  );
  for (const { seq, tbl, col } of owned) {
    await db.execute(
      sql`select setval(${`public.${ident(seq)}`}::regclass, coalesce(max(${sql.raw(ident(col))}), 0) + 1, false)
          from ${sql.raw(ident(tbl))}`,
    );
  }
}

/** True when the database has none of the app's tables (nor drizzle's record of migrations). */
export async function isEmptyDatabase(db: Executor): Promise<boolean> {
  const [found] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
  );
  return (found?.n ?? 0) === 0;
}
