/**
 * `npm run premium -- grant <email> | revoke <email> | list` (ADR 016), with the app's own
 * configuration (the environment, and .env when present). PostgreSQL: straight to the server. PGlite:
 * through the running app's operator socket, or the data folder itself when the app is stopped.
 * Prints one line; exit code 0 done, 1 failed (no such account, no database), 2 wrong usage.
 */
import { existsSync } from "node:fs";
import { createAuthRepository } from "../auth/repository";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createPremiumRepository } from "../premium/repository";
import { askRunningApp } from "./operator-socket";
import { type CommandResult, createPremiumCommand, parsePremiumArgs } from "./premium-command";
import { printResult } from "./print-result";

async function run(args: string[]): Promise<CommandResult> {
  const usage = parsePremiumArgs(args);
  if ("code" in usage) return usage;
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const answered = await askRunningApp(config, args);
  if (answered) return answered;
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

printResult(run(process.argv.slice(2)), "The command failed");
