/**
 * What reaches the log: no failed query's parameters (password hashes, emails, names), no query
 * strings, cookies or Authorization headers.
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import type { Database } from "@/server/db/client";
import { testConfig } from "../support/config";
import { openTestDatabase, registerUser, testClientDir, uniqueEmail } from "./helpers";

let lines: string[] = [];
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config: testConfig(),
    database,
    clientDir: testClientDir(),
    logger: { level: "info", stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("the log", () => {
  it("a failed query is logged with its SQLSTATE and table, without its parameters", async () => {
    await registerUser(app);
    await database.db.execute(sql`alter table users rename to users_elsewhere`);
    try {
      lines = [];
      const email = uniqueEmail("gizli.kisi");
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password: "parola-123456", firstName: "Ayşegül", lastName: "Yılmazer" },
      });
      expect(res.statusCode).toBe(503);
      const log = lines.join("\n");
      const failure = lines.map((l) => JSON.parse(l)).find((l) => l.err);
      expect(failure, log).toBeDefined();
      expect(JSON.stringify(failure.err)).toContain("42P01");
      expect(failure.err.message).toMatch(/^Failed query: (select from|insert into) users/);
      for (const secret of [email, "$argon2", "Ayşegül", "Yılmazer", "parola-123456", "params"]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await database.db.execute(sql`alter table users_elsewhere rename to users`);
    }
  });

  it("a request is logged by its path: no query string, cookie or Authorization header", async () => {
    lines = [];
    await app.inject({
      method: "GET",
      url: "/api/draws/7f1c0a52-1111-4222-8333-944444444444?email=gizli%40ornek.com&token=t0k3n",
      headers: { cookie: "sf_session=oturum-degeri-42", authorization: "Bearer yetki-degeri-42" },
    });
    const log = lines.join("\n");
    expect(log).toContain('"url":"/api/draws/7f1c0a52-1111-4222-8333-944444444444"');
    for (const secret of ["gizli", "t0k3n", "oturum-degeri-42", "yetki-degeri-42", "?"]) {
      expect(log).not.toContain(secret);
    }
  });
  it("a friend invite's token never reaches the log, on the API or on the friend's page (N6)", async () => {
    const { cookie } = await registerUser(app);
    const made = await app.inject({
      method: "POST",
      url: "/api/invites",
      headers: { cookie },
      payload: { sourceType: "ready", sourceId: "arabesk", theme: "genel" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { token } = made.json() as { token: string };
    lines = [];
    const requests = [
      { method: "GET" as const, url: `/sayi/${token}` },
      { method: "GET" as const, url: `/api/invites/${token}` },
      {
        method: "POST" as const,
        url: `/api/invites/${token}/answer`,
        payload: { name: "Ayşe", number: "7" },
      },
      { method: "GET" as const, url: `/api/invites/${token}/` },
    ];
    const statuses = [];
    for (const request of requests) statuses.push((await app.inject(request)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 404]);
    const log = lines.join("\n");
    expect(log).not.toContain(token);
    const urls = lines.map((l) => JSON.parse(l).req?.url).filter(Boolean);
    expect(urls).toEqual([
      "/sayi/:token",
      "/api/invites/:token",
      "/api/invites/:token/answer",
      "/api/invites/:token/",
    ]);
  });
});
