/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (ADR 031), with the app's own configuration
 * (the environment, and .env when present), as `npm run premium` has it.
 *
 *   backup:  PostgreSQL: straight from the server, while the app runs. PGlite: through the running
 *            app's operator socket (the app alone may open its folder), or from the folder itself
 *            when the app is stopped. One consistent moment either way.
 *   restore: into an empty database (PostgreSQL: a new database, no tables) or an empty or missing
 *            DATA_DIR, with the app stopped; then start the app on it.
 *
 * Prints one line; exit code 0 done, 1 failed, 2 wrong usage.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { loadConfig } from "../config";
import { backupDirectly, describeSummary, restoreInto } from "../db/backup-run";
import { operatorSocketPath, sendOperatorCommand } from "./operator-socket";
import type { CommandResult } from "./premium-command";
import { printResult } from "./print-result";

const USAGE = "Usage: npm run backup -- <file> | npm run restore -- <file>";
/** a backup through the app may take a while on a large folder */
const BACKUP_TIMEOUT_MS = 30 * 60_000;

async function run(verb: string | undefined, args: string[]): Promise<CommandResult> {
  if ((verb !== "backup" && verb !== "restore") || args.length !== 1 || !args[0]) {
    return { code: 2, message: USAGE };
  }
  const file = resolve(args[0]);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };

  if (verb === "backup") {
    if (!config.DATABASE_URL) {
      const viaApp = await sendOperatorCommand(
        operatorSocketPath(config.DATA_DIR),
        ["backup", file],
        BACKUP_TIMEOUT_MS,
      );
      if (viaApp) return viaApp;
    }
    const summary = await backupDirectly(target, file);
    return { code: 0, message: `Backup written: ${describeSummary(file, summary)}` };
  }

  if (!config.DATABASE_URL) {
    const running = await sendOperatorCommand(operatorSocketPath(config.DATA_DIR), ["list"], 5_000).catch(
      () => undefined,
    );
    if (running)
      return {
        code: 1,
        message: "The app is running on DATA_DIR: stop it, and restore into an empty folder",
      };
  }
  const restored = await restoreInto(target, file);
  const where = config.DATABASE_URL ? "the database" : resolve(config.DATA_DIR);
  return {
    code: 0,
    message: `Restored into ${where}: ${describeSummary(file, restored)} (backup of ${restored.header.createdAt})`,
  };
}

const [verb, ...args] = process.argv.slice(2);
printResult(run(verb, args), `The ${verb} failed`);
