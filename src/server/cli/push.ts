/**
 * `npm run push -- test <email>` (ADR 041), with the app's own configuration (the environment, and
 * .env when present), as `npm run premium` has it. PostgreSQL: straight to the server. PGlite:
 * through the running app's operator socket, or the data folder itself when the app is stopped.
 * Prints one line; exit code 0 sent, 1 failed (no such account, no device, push off), 2 wrong usage.
 */
import { existsSync } from "node:fs";
import { createAuthRepository } from "../auth/repository";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createPushRepository } from "../push/repository";
import { createPushDelivery } from "../push/setup";
import { APP_USER_AGENT } from "../user-agent";
import { askRunningApp } from "./operator-socket";
import type { CommandResult } from "./premium-command";
import { printResult } from "./print-result";
import { createPushCommand, parsePushArgs } from "./push-command";

async function run(args: string[]): Promise<CommandResult> {
  const usage = parsePushArgs(args);
  if ("code" in usage) return usage;
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const answered = await askRunningApp(config, ["push", ...args], 60_000);
  if (answered) return answered;
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

printResult(run(process.argv.slice(2)), "The command failed");
