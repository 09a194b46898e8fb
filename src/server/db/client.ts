/**
 * Opens the database: PGlite in DATA_DIR when DATABASE_URL is unset (zero set-up), or a
 * PostgreSQL server through node-postgres. Both speak the same SQL and run the same migrations.
 *
 * A PostgreSQL server is across a network that can stall: every wait has a bound (see
 * DEFAULT_TIMEOUTS), a connection that stops answering is cut so the pool opens a fresh one once
 * the network heals, and start-up gives up with one line instead of hanging. PGlite runs inside
 * this process: nothing network-related can stall it; a long statement blocks only its caller (and,
 * PGlite being one connection, the callers queued behind it), which the health check's own
 * timeout still reports as 503. See docs/decisions/014-database-faults-and-shutdown.md.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { DatabaseUnavailableError } from "./errors";
import { PGLITE_SEED_FILE, PGLITE_START_PARAMS, prepareInChild, seedFor } from "./pglite-seed";

import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * The health check: the database answers within `timeouts.healthMs` and has this build's
   * migrations applied; else a DatabaseUnavailableError (or the driver's error).
   */
  check(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: NOTIFY on a channel (other instances on the same database hear it) */
  notify?(channel: string, payload: string): Promise<void>;
  /**
   * PostgreSQL only: LISTEN on a channel over a connection of its own, opened again (with
   * `onReconnect`: messages may have been missed) whenever it is lost, until closed.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<{ close(): Promise<void> }>;
  /** PostgreSQL only: the pool's connections now (metrics) */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onReconnect(): void;
}

/** Waits between attempts to open a lost LISTEN connection again. */
const LISTEN_RETRY_MS = 1_000;

/** A LISTEN connection to `databaseUrl` that comes back after it is lost. */
async function listenOn(
  databaseUrl: string,
  t: DatabaseTimeouts,
  channel: string,
  handlers: ListenHandlers,
): Promise<{ close(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // no statement or query timeout: the connection waits, idle, for messages
    const c = new pg.Client({ ...connectionOptions(databaseUrl, t), statement_timeout: 0, query_timeout: 0 });
    c.on("error", () => {}); // an 'end' follows, which reconnects
    c.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    c.on("end", () => {
      if (client === c) client = undefined;
      if (!closed) schedule();
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (err) {
      c.removeAllListeners("end");
      c.connection.stream.destroy();
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
  };
  const schedule = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().then(
        () => handlers.onReconnect(),
        () => schedule(),
      );
    }, LISTEN_RETRY_MS);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      if (c) {
        await within(c.end(), 1_000, "closing the LISTEN connection").catch(() => {});
        c.connection.stream.destroy();
      }
    },
  };
}

export interface DatabaseTimeouts {
  /** a new connection's handshake, and the wait for a free one when the pool is busy */
  connectMs: number;
  /** the server cancels a statement running longer (statement_timeout) */
  statementMs: number;
  /**
   * no answer at all for this long means the connection is dead: it is cut (a little longer than
   * statementMs, so a slow but living server cancels first and keeps the connection)
   */
  queryMs: number;
  /** the server ends a session left idle inside a transaction (a client that died mid-way) */
  idleInTransactionMs: number;
  /** the health check, from asking for a connection to the answer */
  healthMs: number;
  /** the migrations at start-up, waiting for another instance's included */
  migrateMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 8_000,
  queryMs: 10_000,
  idleInTransactionMs: 30_000,
  healthMs: 2_000,
  migrateMs: 60_000,
};

/** Next to this file in the source tree; copied next to the bundle by scripts/build-server.mjs. */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));
/** The build's empty cluster (db/pglite-seed.ts), beside the bundled server. */
const PGLITE_SEED_PATH = fileURLToPath(new URL(`./${PGLITE_SEED_FILE}`, import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  /** a folder, or "memory://" for a throw-away database (tests) */
  dataDir: string;
  migrationsDir?: string;
  /** the build's empty cluster for a new folder (db/pglite-seed.ts); default: beside the bundle */
  pgliteSeed?: string;
  timeouts?: Partial<DatabaseTimeouts>;
  /** false: open the database as it is, without applying migrations (backups) */
  migrate?: boolean;
  /** told of every statement the app runs, with its seconds (metrics, ADR 031) */
  onQuery?: (seconds: number, ok: boolean) => void;
}

// Any fixed number works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 727_001;

const QUERY_READ_TIMEOUT = "Query read timeout";

/**
 * node-postgres reports a query_timeout but leaves the connection waiting for an answer that may
 * never come, and the pool then lends the dead connection out again
 * (https://github.com/brianc/node-postgres/issues/3399). Cutting the socket on that timeout makes
 * the pool drop the connection and open a fresh one.
 */
class CuttingClient extends pg.Client {
  /** set on a subclass by timedClient() */
  static onQuery: ((seconds: number, ok: boolean) => void) | undefined;

  // biome-ignore lint/suspicious/noExplicitAny: passes pg's many query() overloads through unchanged
  override query(...args: any[]): any {
    const cut = (err: unknown) => {
      if (err instanceof Error && err.message === QUERY_READ_TIMEOUT) this.connection.stream.destroy();
    };
    const onQuery = (this.constructor as typeof CuttingClient).onQuery;
    const started = onQuery ? performance.now() : 0;
    const done = (ok: boolean) => onQuery?.((performance.now() - started) / 1000, ok);
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (err: unknown, result: unknown) => {
        if (err) cut(err);
        done(!err);
        last(err, result);
      };
      // biome-ignore lint/suspicious/noExplicitAny: see above
      return (super.query as any)(...args);
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const result = (super.query as any)(...args);
    if (result && typeof result.then === "function") {
      result.then(
        () => done(true),
        (err: unknown) => {
          cut(err);
          done(false);
        },
      );
    }
    return result;
  }
}

/** "host:port/database" of a URL: what a log line or an error may name (never the password). */
export function databaseLabel(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
  } catch {
    return "the database";
  }
}

function connectionOptions(databaseUrl: string, t: DatabaseTimeouts): pg.ClientConfig {
  return {
    connectionString: databaseUrl,
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    query_timeout: t.queryMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    // Finds a peer that vanished without closing (a crashed host, a dropped route).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: "sarki-fali",
  };
}

function lastMigrationMillis(migrationsFolder: string): number {
  const migrations = readMigrationFiles({ migrationsFolder });
  return migrations.at(-1)?.folderMillis ?? 0;
}

// Where drizzle's migrator records what it applied (created_at = the migration's journal time).
const LAST_MIGRATION_SQL = 'select max(created_at) as last from "drizzle"."__drizzle_migrations"';

/** Rejects after `ms` unless `work` settles first (the work itself is left to finish or fail). */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`${what}: no answer within ${ms} ms`)), ms);
  });
  work.catch(() => {}); // a late failure after the timeout is not unhandled
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function checkMigrated(last: unknown, expected: number): void {
  const applied = last === null || last === undefined ? 0 : Number(last);
  // A newer instance may have migrated further (a rolling deploy): that is still ready.
  if (!(applied >= expected)) {
    throw new DatabaseUnavailableError("the database schema is missing or behind this build");
  }
}

/** One line saying why the database could not be opened; no credentials. */
function startupError(
  label: string,
  err: unknown,
  phase: "connecting" | "migrating",
  t: DatabaseTimeouts,
): DatabaseUnavailableError {
  // The driver's error, not drizzle's wrapper around it (which quotes the SQL and its parameters).
  let root = err;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  const message = root instanceof Error ? root.message : String(root);
  const code = (root as { code?: unknown })?.code;
  let why: string;
  if (phase === "connecting" && /timeout/i.test(message)) {
    why = `no answer within ${t.connectMs / 1000} s`;
  } else if (message === QUERY_READ_TIMEOUT) {
    why = `no answer within ${t.migrateMs / 1000} s while migrating`;
  } else {
    why = `${typeof code === "string" ? `${code}: ` : ""}${message.split("\n")[0]!.slice(0, 200)}`;
    if (phase === "migrating") why = `migrating failed: ${why}`;
  }
  return new DatabaseUnavailableError(`cannot open the PostgreSQL database at ${label}: ${why}`, {
    cause: err,
  });
}

async function migrateOnServer(databaseUrl: string, migrationsFolder: string, t: DatabaseTimeouts) {
  const label = databaseLabel(databaseUrl);
  const client = new CuttingClient({
    ...connectionOptions(databaseUrl, t),
    statement_timeout: t.migrateMs,
    query_timeout: t.migrateMs + 2_000,
  });
  client.on("error", () => {}); // reported by the failing query instead
  try {
    try {
      await client.connect();
    } catch (err) {
      throw startupError(label, err, "connecting", t);
    }
    // Several instances may start at once: one migrates, the others wait for it.
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    }
  } catch (err) {
    throw err instanceof DatabaseUnavailableError ? err : startupError(label, err, "migrating", t);
  } finally {
    // end() waits for the server's goodbye, which a stalled server never sends.
    await within(client.end(), 1_000, "closing the migration connection").catch(() => {});
    client.connection.stream.destroy();
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  const t: DatabaseTimeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const expectedMigration = lastMigrationMillis(migrationsFolder);

  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    if (options.migrate !== false) await migrateOnServer(databaseUrl, migrationsFolder, t);
    const onQuery = options.onQuery;
    const Client = onQuery
      ? class TimedClient extends CuttingClient {
          static override onQuery = onQuery;
        }
      : CuttingClient;
    const pool = new pg.Pool({
      ...connectionOptions(options.databaseUrl, t),
      Client,
      max: 10,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its server must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      async check() {
        // pg reads a per-query query_timeout (its types leave it out)
        const query: pg.QueryConfig & { query_timeout: number } = {
          text: LAST_MIGRATION_SQL,
          query_timeout: t.healthMs,
        };
        const result = await within(pool.query<{ last: unknown }>(query), t.healthMs, "health check");
        checkMigrated(result.rows[0]?.last, expectedMigration);
      },
      close: () => pool.end(),
      async notify(channel, payload) {
        await pool.query("select pg_notify($1, $2)", [channel, payload]);
      },
      listen: (channel, handlers) => listenOn(databaseUrl, t, channel, handlers),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  const inMemory = options.dataDir.startsWith("memory://");
  if (!inMemory && !existsSync(join(options.dataDir, "PG_VERSION"))) {
    // A new data folder is made and migrated by a child process, whose memory goes with it
    // (db/pglite-seed.ts): the WebAssembly heap of an instance never shrinks.
    await prepareInChild(options.dataDir, options.pgliteSeed ?? PGLITE_SEED_PATH, migrationsFolder);
  }
  // An in-memory database (tests) uses a seed only when given one (tests/setup/pglite-seed.ts).
  const seed = inMemory ? seedFor(undefined, options.pgliteSeed) : undefined;
  const client = inMemory
    ? new PGlite({ startParams: PGLITE_START_PARAMS, loadDataDir: seed })
    : new PGlite(options.dataDir, { startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  if (options.onQuery) timeQueries(client, options.onQuery);
  const db = drizzlePglite(client, { schema });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    async check() {
      const result = await within(
        client.query<{ last: unknown }>(LAST_MIGRATION_SQL),
        t.healthMs,
        "health check",
      );
      checkMigrated(result.rows[0]?.last, expectedMigration);
    },
    close: () => client.close(),
  };
}

/** Times the statements drizzle sends to PGlite (query, and those inside transactions). */
function timeQueries(client: PGlite, onQuery: (seconds: number, ok: boolean) => void): void {
  const timed =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        const result = await run(...args);
        onQuery((performance.now() - started) / 1000, true);
        return result;
      } catch (err) {
        onQuery((performance.now() - started) / 1000, false);
        throw err;
      }
    };
  const query = client.query.bind(client);
  client.query = timed(query) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<typeof transaction>[0]) =>
    transaction((tx) => {
      tx.query = timed(tx.query.bind(tx)) as typeof tx.query;
      return callback(tx);
    })) as typeof client.transaction;
}
