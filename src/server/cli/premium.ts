/**
 * `npm run premium -- grant <email> | revoke <email> | list` (ADR 016), with the app's own
 * configuration (the environment, and .env when present). PostgreSQL: straight to the server. PGlite:
 * through the running app's operator socket, or the data folder itself when the app is stopped.
 * Prints one line; exit code 0 done, 1 failed (no such account, no database), 2 wrong usage.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { createAuthRepository } from "../auth/repository";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createPremiumRepository } from "../premium/repository";
import { operatorSocketPath, sendOperatorCommand } from "./operator-socket";
import { type CommandResult, createPremiumCommand, parsePremiumArgs } from "./premium-command";

async function run(args: string[]): Promise<CommandResult> {
  const usage = parsePremiumArgs(args);
  if ("code" in usage) return usage;
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const viaApp = await sendOperatorCommand(operatorSocketPath(config.DATA_DIR), args);
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
  try {
    const premiumCommand = createPremiumCommand({
      auth: createAuthRepository(database.db),
      premium: createPremiumRepository(database.db),
    });
    return await premiumCommand(args);
  } finally {
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
