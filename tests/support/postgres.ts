/** A fresh PostgreSQL database for a test file, on the server TEST_DATABASE_URL names. */
import pg from "pg";

/** The address `.ci/run` and this machine use when TEST_DATABASE_URL is not set. */
export const LOCAL_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";

export async function createPostgresDatabase(
  adminUrl: string = process.env.TEST_DATABASE_URL!,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(adminUrl);
  const name = `sf_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * TEST_DATABASE_URL, else the local server when it answers; null (with the reason) when no
 * PostgreSQL is there, so a test of several instances can say why it is skipped.
 */
export async function reachablePostgres(): Promise<{ url: string } | { url: null; reason: string }> {
  const url = process.env.TEST_DATABASE_URL || LOCAL_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return { url };
  } catch (err) {
    return { url: null, reason: `no PostgreSQL answers at ${url} (${(err as Error).message})` };
  } finally {
    await client.end().catch(() => {});
  }
}
