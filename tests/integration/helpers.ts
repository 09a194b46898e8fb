/**
 * The whole app against a real database: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created per test file, dropped afterwards).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "@/server/app";
import { type Database, type OpenOptions, openDatabase } from "@/server/db/client";
import { drawBody } from "@/shared/draw-body";
import { startFakeLlm } from "../fakes/llm";
import { startFakeLrclib } from "../fakes/lrclib";
import { startSpotifyFake } from "../fakes/spotify";
import { testConfig } from "../support/config";
import { createPostgresDatabase } from "../support/postgres";
import { writeStandInClient } from "../support/stand-in-client";

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);
export { createPostgresDatabase };

export async function openTestDatabase(options: Pick<OpenOptions, "onQuery"> = {}): Promise<Database> {
  if (!usingPostgres) {
    return openDatabase({ dataDir: "memory://", pgliteSeed: inject("pgliteSeed"), ...options });
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: created.url, dataDir: "unused", ...options });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

let fakeClientDir: string | undefined;
/** A stand-in for the built client (tests/support/stand-in-client.ts): pages without a Vite build. */
export function testClientDir(): string {
  if (!fakeClientDir) {
    fakeClientDir = mkdtempSync(join(tmpdir(), "sf-client-"));
    writeStandInClient(fakeClientDir);
  }
  return fakeClientDir;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  overrides: Record<string, string | undefined> = {},
  extra: Pick<AppDeps, "now" | "tuning" | "renderResult" | "resultPageCache"> = {},
) {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({
    config,
    database,
    clientDir: testClientDir(),
    logger: false,
    ...extra,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** An app on the fake Spotify (its covers allowed) that reads the time from `now`; closes both. */
export async function createSpotifyTestApp(now: () => Date) {
  const spotify = await startSpotifyFake();
  const t = await createTestApp({ ...spotify.env(), MEDIA_ALLOWED_HOSTS: "127.0.0.1" }, { now });
  return {
    ...t,
    spotify,
    async close() {
      await Promise.all([t.close(), spotify.close()]);
    },
  };
}

/**
 * Two apps that write comments, with fake LRCLIB and model servers: `offline` (no model
 * configured) and `model` (the fake model, with `apiKey` when given). For the comment tests.
 */
export async function createCommentApps(options: {
  apiKey?: string;
  tuning: NonNullable<AppDeps["tuning"]>;
}) {
  const [lrclib, llm] = await Promise.all([startFakeLrclib(), startFakeLlm()]);
  const offline = await createTestApp({ LRCLIB_BASE: lrclib.url });
  const model = await createTestApp(
    { LRCLIB_BASE: lrclib.url, LLM_BASE_URL: llm.url, LLM_MODEL: "fake-model", LLM_API_KEY: options.apiKey },
    { tuning: options.tuning },
  );
  return {
    lrclib,
    llm,
    offline,
    model,
    async close() {
      await Promise.all([offline.close(), model.close(), lrclib.close(), llm.close()]);
    },
  };
}

/** The value of the session cookie set by a response, as a Cookie header. */
export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  // "__Host-sf_session" over HTTPS (an https PUBLIC_URL), "sf_session" over plain HTTP
  const c = res.cookies.find((c) => c.name === "sf_session" || c.name === "__Host-sf_session");
  if (!c) throw new Error("no session cookie in the response");
  return `${c.name}=${c.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = "kisi"): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Date.now()}@ornek.com`;
}

export async function registerUser(
  app: TestApp["app"],
  body: Record<string, unknown> = {},
): Promise<{ cookie: string; user: { id: string; email: string } }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: uniqueEmail(), password: "gizli-sifre", ...body },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookieOf(res), user: res.json() };
}

/**
 * A draw saved the only way there is: /api/comment writes the text (the offline composer in
 * tests), then /api/draws saves that record. Returns the draw's id; throws on an unexpected status.
 */
export async function saveCommentedDraw(
  app: TestApp["app"],
  cookie: string,
  options: { track?: { id: string; title: string; artist: string }; number?: string; hint?: string } = {},
): Promise<string> {
  const track = options.track ?? { id: "csv:1", title: "Gülpembe", artist: "Barış Manço" };
  const number = options.number ?? "42";
  const comment = await app.inject({
    method: "POST",
    url: "/api/comment",
    headers: { cookie },
    payload: { track, theme: "genel", hint: options.hint, salt: `kayit-${Math.random()}`, number },
  });
  if (comment.statusCode !== 200) throw new Error(`comment failed: ${comment.statusCode} ${comment.body}`);
  const res = await app.inject({
    method: "POST",
    url: "/api/draws",
    headers: { cookie },
    payload: drawBody(comment.json(), track, { number, sessionId: "oda" }),
  });
  if (res.statusCode !== 201) throw new Error(`saving the draw failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}
