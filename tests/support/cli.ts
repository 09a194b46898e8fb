/** An operator command (src/server/cli/*.ts) run as its own process, as `npm run …` runs it. */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(entry: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  return run(process.execPath, ["--import", "tsx", `src/server/cli/${entry}`, ...args], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: CliResult) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );
}
