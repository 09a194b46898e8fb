/**
 * Premium granted by the operator (security review M1): `npm run premium -- grant|revoke <email>`
 * writes a grant for an existing account; whether someone is Premium is decided on each request.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import { createAuthRepository } from "@/server/auth/repository";
import { operatorSocketPath } from "@/server/cli/operator-socket";
import { createPremiumCommand } from "@/server/cli/premium-command";
import { openDatabase } from "@/server/db/client";
import { createPremiumRepository } from "@/server/premium/repository";
import { testConfig } from "../support/config";
import { runOperatorCommand } from "../support/process";
import {
  createPostgresDatabase,
  createTestApp,
  registerUser,
  type TestApp,
  testClientDir,
  uniqueEmail,
  usingPostgres,
} from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json();
const askComment = (cookie: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/comment",
    headers: { cookie },
    payload: { track: { id: "csv:1", title: "Şarkı", artist: "Sanatçı" }, theme: "ask", audio: null },
  });

const runPremiumCommand = (db: TestApp["database"]["db"], args: string[]) =>
  createPremiumCommand({ auth: createAuthRepository(db), premium: createPremiumRepository(db) })(args);

describe("npm run premium", () => {
  it("a grant reaches the signed-in person's next request, without signing in again; a revoke too", async () => {
    const { cookie, user } = await registerUser(t.app);
    expect((await me(cookie)).isPremium).toBe(false);
    expect((await askComment(cookie)).statusCode).toBe(403);

    // the operator sees whose address it is before trusting it (security review I-8)
    expect(await runPremiumCommand(t.database.db, ["grant", ` ${user.email.toUpperCase()} `])).toEqual({
      code: 0,
      message: expect.stringMatching(
        new RegExp(
          `^Premium granted to ${user.email.replace(/\./g, "\\.")}\\.\nAccount created \\d{4}-\\d\\d-\\d\\d; address NOT proven; sign-in methods: password\\.$`,
        ),
      ),
    });
    expect((await me(cookie)).isPremium).toBe(true);
    expect((await askComment(cookie)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "gizli-sifre" },
    });
    expect(login.json().isPremium).toBe(true);
    expect((await runPremiumCommand(t.database.db, ["grant", user.email])).message).toMatch(
      new RegExp(
        `^${user.email.replace(/\./g, "\\.")} already has Premium \\(granted \\d{4}-\\d\\d-\\d\\d\\)\\.$`,
      ),
    );

    expect(await runPremiumCommand(t.database.db, ["revoke", user.email])).toEqual({
      code: 0,
      message: `Premium revoked from ${user.email}.`,
    });
    expect((await me(cookie)).isPremium).toBe(false);
    expect((await askComment(cookie)).statusCode).toBe(403);
    expect(await runPremiumCommand(t.database.db, ["revoke", user.email])).toEqual({
      code: 0,
      message: `${user.email} has no Premium granted by the operator: nothing to revoke.`,
    });
  });

  it("refuses an email with no account, with exit code 1 and nothing written", async () => {
    const email = uniqueEmail("yok");
    expect(await runPremiumCommand(t.database.db, ["grant", email])).toEqual({
      code: 1,
      message: `No account with the email ${email}.`,
    });
    expect((await runPremiumCommand(t.database.db, ["revoke", email])).code).toBe(1);
    // registering that address afterwards gives an ordinary account
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "123456" },
    });
    expect(res.json().isPremium).toBe(false);
  });

  it.each([
    [[]],
    [["grant"]],
    [["give", "a@b.co"]],
    [["grant", "a@b.co", "extra"]],
    [["grant", "not-an-email"]],
  ])("explains its usage for %j (exit code 2)", async (args) => {
    const result = await runPremiumCommand(t.database.db, args);
    expect(result.code).toBe(2);
    expect(result.message).toContain("Usage: npm run premium -- grant <email> | revoke <email> | list");
    expect(result.message).not.toContain("\n");
  });

  it("lists the accounts the operator made Premium", async () => {
    const { user } = await registerUser(t.app);
    await runPremiumCommand(t.database.db, ["grant", user.email]);
    const list = await runPremiumCommand(t.database.db, ["list"]);
    expect(list.code).toBe(0);
    expect(list.message).toMatch(
      new RegExp(`${user.email.replace(/\./g, "\\.")}\\tgranted \\d{4}-\\d\\d-\\d\\d`),
    );
  });

  it("a grant with an end stops counting at that moment (the rule later sources share)", async () => {
    const { cookie, user } = await registerUser(t.app);
    const premium = createPremiumRepository(t.database.db);
    await premium.grant(user.id, "operator", { expiresAt: new Date(Date.now() - 1000) });
    expect(await premium.isPremium(user.id, new Date())).toBe(false);
    expect((await me(cookie)).isPremium).toBe(false);
    await premium.grant(user.id, "operator", { expiresAt: new Date(Date.now() + 3600_000) });
    expect(await premium.isPremium(user.id, new Date())).toBe(true);
    expect((await me(cookie)).isPremium).toBe(true);
  });
});

describe("the command as a process", () => {
  const command = (args: string[], env: Record<string, string>) => runOperatorCommand("premium", args, env);

  it("works on PGlite while the app runs (through the app's operator socket) and while it is stopped", {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sf-premium-"));
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    try {
      let database = await openDatabase({ dataDir });
      let app = await buildApp({
        config: testConfig(env),
        database,
        clientDir: testClientDir(),
        logger: false,
        operatorSocket: operatorSocketPath(dataDir),
      });
      await app.ready();
      const { cookie, user } = await registerUser(app);

      const granted = await command(["grant", user.email], env);
      expect(granted).toMatchObject({ code: 0, stderr: "" });
      expect(granted.stdout).toMatch(
        new RegExp(`^Premium granted to ${escapeRe(user.email)}\\.\nAccount created .*\n$`),
      );
      const seen = await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
      expect(seen.json().isPremium).toBe(true);
      const unknown = await command(["grant", "yok@ornek.com"], env);
      expect(unknown).toEqual({ code: 1, stdout: "", stderr: "No account with the email yok@ornek.com.\n" });

      await app.close();
      await database.close();
      // stopped: the command opens the data folder itself
      expect((await command(["revoke", user.email], env)).stdout).toBe(
        `Premium revoked from ${user.email}.\n`,
      );
      database = await openDatabase({ dataDir });
      app = await buildApp({ config: testConfig(env), database, clientDir: testClientDir(), logger: false });
      await app.ready();
      expect(
        (await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json().isPremium,
      ).toBe(false);
      await app.close();
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a DATA_DIR with no database in it instead of making an empty one", {
    timeout: 60_000,
  }, async () => {
    const dataDir = join(tmpdir(), `sf-premium-none-${process.pid}`);
    const result = await command(["grant", "a@b.co"], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `No database in DATA_DIR (${dataDir}): start the app once, or set DATABASE_URL as the app has it.\n`,
    );
  });

  it.skipIf(!usingPostgres)(
    "works against PostgreSQL (DATABASE_URL) while the app runs",
    {
      timeout: 120_000,
    },
    async () => {
      const created = await createPostgresDatabase();
      const database = await openDatabase({ databaseUrl: created.url, dataDir: "unused" });
      const app = await buildApp({
        config: testConfig(),
        database,
        clientDir: testClientDir(),
        logger: false,
      });
      await app.ready();
      try {
        const { cookie, user } = await registerUser(app);
        const granted = await command(["grant", user.email], { DATABASE_URL: created.url });
        expect(granted.stdout).toMatch(
          new RegExp(`^Premium granted to ${escapeRe(user.email)}\\.\nAccount created `),
        );
        expect(
          (await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json().isPremium,
        ).toBe(true);
      } finally {
        await app.close();
        await database.close();
        await created.drop();
      }
    },
  );
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
