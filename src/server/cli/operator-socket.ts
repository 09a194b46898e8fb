/**
 * Operator commands reach a running app through a Unix socket in DATA_DIR (ADR 016). PGlite is
 * one process: a second process must not open the data folder while the app has it open, so
 * `npm run premium` hands its command to the app when the app is running, and opens the folder
 * itself only when nobody answers. The socket is a file the app's own OS user alone may use (0600),
 * in the folder that already holds the database files: it gives no one a power they lacked.
 * With DATABASE_URL (PostgreSQL) there is no socket: the command connects to the server directly.
 */
import { chmodSync, existsSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { join, resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import type { CommandResult, PremiumCommand } from "./premium-command";

export function operatorSocketPath(dataDir: string): string {
  return resolve(dataDir, "operator.sock");
}

// A socket's path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS).
const MAX_SOCKET_PATH = 100;
const MAX_REQUEST = 4096;

/** Serves operator commands on `path` until the app closes. */
export async function serveOperatorCommands(
  app: FastifyInstance,
  path: string,
  premiumCommand: PremiumCommand,
  /** `backup <file>` (db/backup-run.ts); the other commands are premium's */
  backupCommand?: PremiumCommand,
  /** `push test <email>` (cli/push-command.ts), sent by `npm run push` with "push" in front */
  pushCommand?: PremiumCommand,
): Promise<void> {
  const log = app.log.child({ module: "operator" });
  if (path.length > MAX_SOCKET_PATH) {
    log.warn(
      { path },
      "DATA_DIR is too long a path for the operator socket: stop the app to run npm run premium",
    );
    return;
  }
  const server = createServer((socket) => {
    let input = "";
    socket.setEncoding("utf8");
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("error", () => {});
    socket.on("data", (chunk: string) => {
      input += chunk;
      if (input.length > MAX_REQUEST) socket.destroy();
      const end = input.indexOf("\n");
      if (end === -1) return;
      // the command may rightly take long (a backup): no idle limit while it runs
      socket.setTimeout(0);
      void answer(input.slice(0, end)).then((result) => socket.end(`${JSON.stringify(result)}\n`));
    });
  });
  async function answer(line: string): Promise<CommandResult> {
    try {
      const { args } = JSON.parse(line) as { args: unknown };
      if (!Array.isArray(args) || !args.every((a) => typeof a === "string")) throw new Error("bad request");
      const result =
        args[0] === "backup" && backupCommand
          ? await backupCommand(args)
          : args[0] === "push" && pushCommand
            ? await pushCommand(args.slice(1))
            : await premiumCommand(args);
      if (result.code !== 2) log.info({ args, code: result.code }, "operator command");
      return result;
    } catch (err) {
      log.error({ err }, "operator command failed");
      return { code: 1, message: "The command failed inside the app; see the app's log." };
    }
  }
  // A file left by an app that did not close cleanly.
  rmSync(path, { force: true });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(path, () => done());
  });
  chmodSync(path, 0o600);
  app.addHook("onClose", async () => {
    await new Promise((done) => server.close(done));
    rmSync(path, { force: true });
  });
}

/** The running app's answer, or undefined when no app listens on `path`. */
export function sendOperatorCommand(
  path: string,
  args: readonly string[],
  timeoutMs = 15_000,
): Promise<CommandResult | undefined> {
  return new Promise((done, fail) => {
    const socket = createConnection(path);
    let output = "";
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`the app did not answer within ${timeoutMs / 1000} s`)),
    );
    socket.on("connect", () => socket.write(`${JSON.stringify({ args })}\n`));
    socket.on("data", (chunk: string) => {
      output += chunk;
    });
    socket.on("end", () => {
      try {
        done(JSON.parse(output) as CommandResult);
      } catch {
        fail(new Error("the app's answer could not be read"));
      }
    });
    socket.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") done(undefined);
      else fail(err);
    });
  });
}

/**
 * Where a command that needs the database goes first. PostgreSQL: undefined (open it directly).
 * PGlite: the running app's answer when it runs; else a refusal when DATA_DIR holds no database
 * (PGlite writes PG_VERSION when it makes one: without it this is not the app's folder, and opening
 * it would make an empty one); else undefined (open the folder).
 */
export async function askRunningApp(
  config: { DATABASE_URL?: string; DATA_DIR: string },
  args: readonly string[],
  timeoutMs?: number,
): Promise<CommandResult | undefined> {
  if (config.DATABASE_URL) return undefined;
  const viaApp = await sendOperatorCommand(operatorSocketPath(config.DATA_DIR), args, timeoutMs);
  if (viaApp) return viaApp;
  if (!existsSync(join(config.DATA_DIR, "PG_VERSION"))) {
    return {
      code: 1,
      message: `No database in DATA_DIR (${resolve(config.DATA_DIR)}): start the app once, or set DATABASE_URL as the app has it.`,
    };
  }
  return undefined;
}
