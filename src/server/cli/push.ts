/**
 * `npm run push -- test <email>` (ADR 041), with the app's own configuration (the environment, and
 * .env when present), as `npm run premium` has it. PostgreSQL: straight to the server. PGlite:
 * through the running app's operator socket, or the data folder itself when the app is stopped.
 * Prints one line; exit code 0 sent, 1 failed (no such account, no device, push off), 2 wrong usage.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { createAuthRepository } from "../auth/repository";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createPushRepository } from "../push/repository";
import { createPushDelivery } from "../push/setup";
import { APP_USER_AGENT } from "../user-agent";
import { operatorSocketPath, sendOperatorCommand } from "./operator-socket";
import type { CommandResult } from "./premium-command";
import { createPushCommand, parsePushArgs } from "./push-command";

async function run(args: string[]): Promise<CommandResult> {
  const usage = parsePushArgs(args);
  if ("code" in usage) return usage;
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const viaApp = await sendOperatorCommand(operatorSocketPath(config.DATA_DIR), ["push", ...args], 60_000);
    if (viaApp) return viaApp;
    // PGlite writes PG_VERSION when it makes a database: without it this is not the app's folder.
    if (!existsSync(join(config.DATA_DIR, "PG_VERSION"))) {
      return {
        code: 1,
        message: `No database in DATA_DIR (${resolve(config.DATA_DIR)}): start the app once, or set DATABASE_URL as the app has it.`,
      };
    }
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const push = createPushRepository(database.db);
  const delivery = createPushDelivery({
    config,
    repo: push,
    userAgent: APP_USER_AGENT,
    log: { warn: (obj, msg) => process.stderr.write(`${msg} ${JSON.stringify(obj)}\n`) },
  });
  try {
    return await createPushCommand({
      auth: createAuthRepository(database.db),
      push,
      sender: delivery?.sender,
    })(args);
  } finally {
    await delivery?.close();
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (result) => {
    (result.code === 0 ? process.stdout : process.stderr).write(`${result.message}\n`);
    process.exitCode = result.code;
  },
  (err) => {
    const message =
      err instanceof ConfigError ? err.message : `The command failed: ${(err as Error).message}`;
    process.stderr.write(`${message}\n`);
    process.exitCode = 1;
  },
);
