/** How an operator command ends (premium, push, backup): one line, and its exit code. */
import { ConfigError } from "../config";
import type { CommandResult } from "./premium-command";

/** Prints the result (stdout when done, stderr otherwise) or the failure, and sets the exit code. */
export function printResult(result: Promise<CommandResult>, failed: string): void {
  result.then(
    (r) => {
      (r.code === 0 ? process.stdout : process.stderr).write(`${r.message}\n`);
      process.exitCode = r.code;
    },
    (err) => {
      const message = err instanceof ConfigError ? err.message : `${failed}: ${(err as Error).message}`;
      process.stderr.write(`${message}\n`);
      process.exitCode = 1;
    },
  );
}
