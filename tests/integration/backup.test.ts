/**
 * `npm run backup` / `npm run restore` as processes (ADR 031): a backup taken while the app runs
 * (PGlite: through its operator socket; PostgreSQL: straight from the server) restores into an
 * empty folder or database with every row written before it, byte for byte; a restored account
 * signs in and finds its draw. Restores over data, and files cut short, are refused.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import { operatorSocketPath } from "@/server/cli/operator-socket";
import { type Database, openDatabase } from "@/server/db/client";
import { testConfig } from "../support/config";
import { runOperatorCommand } from "../support/process";
import {
  createPostgresDatabase,
  registerUser,
  saveCommentedDraw,
  sessionCookieOf,
  testClientDir,
  usingPostgres,
} from "./helpers";

const command = (args: string[], env: Record<string, string>) => runOperatorCommand("backup", args, env);

const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Every row of every table of the app, as PostgreSQL writes it, in a stable order. */
async function contents(database: Database): Promise<Record<string, string[]>> {
  const tables = (
    (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((r) => r.tablename);
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = (
      (await database.db.execute(
        sql.raw(`select row_to_json(t)::text as r from "${table}" t order by 1`),
      )) as unknown as { rows: { r: string }[] }
    ).rows;
    out[table] = rows.map((r) => r.r);
  }
  return out;
}

/** An app with an account, a draw, a favourite and Premium: rows in most tables. */
async function fill(app: Awaited<ReturnType<typeof buildApp>>) {
  const { cookie, user } = await registerUser(app, { password: "yedek-sifre-123" });
  const id = await saveCommentedDraw(app, cookie, { hint: "Yeni işim ne olacak?" });
  const fav = await app.inject({
    method: "PATCH",
    url: `/api/draws/${id}/favorite`,
    headers: { cookie },
  });
  expect(fav.statusCode).toBeLessThan(300);
  const draw = (await app.inject({ method: "GET", url: `/api/draws/${id}`, headers: { cookie } })).json();
  return { user, id, draw };
}

/** Signs in on a restored app with the password set before the backup, and reads the draw. */
async function expectRestored(database: Database, email: string, id: string, draw: unknown) {
  const app = await buildApp({ config: testConfig(), database, clientDir: testClientDir(), logger: false });
  try {
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "yedek-sifre-123" },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieOf(login);
    const read = await app.inject({ method: "GET", url: `/api/draws/${id}`, headers: { cookie } });
    expect(read.json()).toEqual(draw);
    // the restored database takes new rows (sequences and defaults in order)
    await saveCommentedDraw(app, cookie);
  } finally {
    await app.close();
  }
}

describe("backup and restore on PGlite", () => {
  it("backs up through the running app and restores into an empty folder with every row", {
    timeout: 240_000,
  }, async () => {
    const dataDir = join(folder("sf-backup-src-"), "data");
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      config: testConfig(env),
      database,
      clientDir: testClientDir(),
      logger: false,
      operatorSocket: operatorSocketPath(dataDir),
    });
    await app.ready();
    const file = join(folder("sf-backup-file-"), "yedek.jsonl.gz");
    let before: Record<string, string[]>;
    let filled: Awaited<ReturnType<typeof fill>>;
    try {
      filled = await fill(app);
      before = await contents(database);
      const backup = await command(["backup", file], env);
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(/^Backup written: .*yedek\.jsonl\.gz: \d+ tables, \d+ rows/);
      // taken by the app itself, which keeps serving
      expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
    expect(before.users).toHaveLength(1);
    expect(before.draws).toHaveLength(1);

    const restoredDir = join(folder("sf-backup-dst-"), "data");
    const restore = await command(["restore", file], { DATA_DIR: restoredDir, DATABASE_URL: "" });
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(/^Restored into .*: \d+ tables, \d+ rows/);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await contents(restored)).toEqual(before);
      await expectRestored(restored, filled.user.email, filled.id, filled.draw);
    } finally {
      await restored.close();
    }

    // never over data: the restored folder is not empty now
    const again = await command(["restore", file], { DATA_DIR: restoredDir, DATABASE_URL: "" });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty: restore into a new folder/);

    // a file cut short is refused, and the folder it would have filled is not left behind
    const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
    const cut = join(folder("sf-backup-cut-"), "kesik.jsonl.gz");
    writeFileSync(cut, gzipSync(lines.slice(0, -3).join("\n")));
    const cutDir = join(folder("sf-backup-cutdst-"), "data");
    const refused = await command(["restore", cut], { DATA_DIR: cutDir, DATABASE_URL: "" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/cut short/);
    expect(existsSync(cutDir)).toBe(false);
  });
});

describe.skipIf(!usingPostgres)("backup and restore on PostgreSQL", () => {
  it("backs up while the app runs and restores into an empty database with every row", {
    timeout: 240_000,
  }, async () => {
    const source = await createPostgresDatabase();
    const target = await createPostgresDatabase();
    const file = join(folder("sf-backup-pg-"), "yedek.jsonl.gz");
    try {
      const database = await openDatabase({ databaseUrl: source.url, dataDir: "unused" });
      const app = await buildApp({
        config: testConfig(),
        database,
        clientDir: testClientDir(),
        logger: false,
      });
      await app.ready();
      let before: Record<string, string[]>;
      let filled: Awaited<ReturnType<typeof fill>>;
      try {
        filled = await fill(app);
        before = await contents(database);
        // writes go on during the backup; it is one moment, and a later restore has that moment whole
        const busy = Promise.all(Array.from({ length: 5 }, () => registerUser(app)));
        const backup = await command(["backup", file], { DATABASE_URL: source.url });
        await busy;
        expect(backup.stderr).toBe("");
        expect(backup.stdout).toMatch(/^Backup written: /);
      } finally {
        await app.close();
        await database.close();
      }

      const restore = await command(["restore", file], { DATABASE_URL: target.url });
      expect(restore.stderr).toBe("");
      const restored = await openDatabase({ databaseUrl: target.url, dataDir: "unused" });
      try {
        const after = await contents(restored);
        // every row written before the backup is there, unchanged (the sign-ups running during
        // the backup moved the address's sign-up counter: that row is there with its key)
        for (const [table, rows] of Object.entries(before)) {
          if (table === "rate_limits") {
            const keys = (list: string[] = []) => list.map((r) => (JSON.parse(r) as { key: string }).key);
            expect(keys(after[table])).toEqual(expect.arrayContaining(keys(rows)));
            continue;
          }
          for (const row of rows) expect(after[table], table).toContain(row);
        }
        expect(after.users!.length).toBeGreaterThanOrEqual(before.users!.length);
        await expectRestored(restored, filled.user.email, filled.id, filled.draw);
      } finally {
        await restored.close();
      }
      const again = await command(["restore", file], { DATABASE_URL: target.url });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/The database is not empty/);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
