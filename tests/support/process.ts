/** Helpers for tests and benchmarks that start the app as a process. */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Resolves when GET {base}/api/health answers 200; gives up after `timeoutMs`. */
export async function waitForHealth(base: string, timeoutMs = 60_000, alive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error("the app exited before it was ready");
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the app did not become healthy within ${timeoutMs} ms`);
}

const ENTRY = {
  /** the TypeScript source through tsx: no build needed */
  source: ["--import", "tsx", "src/server/main.ts"],
  /** what `npm run build` wrote, started as `npm start` starts it */
  built: ["--max-semi-space-size=8", "dist/server/main.js"],
} as const;

export interface AppProcessOptions {
  from: keyof typeof ENTRY;
  /** PGlite's folder; the process never reads DATABASE_URL from the caller's environment */
  dataDir: string;
  /** a free one when not given (give the same one to start again at the same address) */
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** the checkout to run (default: this one), e.g. an older commit for a before/after figure */
  cwd?: string;
}

export interface AppProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the app on 127.0.0.1 with embedded PGlite and resolves once it answers /api/health. */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...ENTRY[options.from]], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  try {
    await waitForHealth(base, options.timeoutMs, running);
  } catch (err) {
    child.kill("SIGKILL");
    throw err;
  }
  return {
    child,
    port,
    base,
    async stop(signal = "SIGTERM") {
      if (running()) child.kill(signal);
      await exited;
    },
  };
}

export interface FinishedProcess {
  /** null when it had to be killed */
  code: number | null;
  stdout: string;
  stderr: string;
  /** from spawn to exit */
  ms: number;
  /** it did not exit by itself within the time given */
  killed: boolean;
}

/**
 * Starts the app (on a free port, 127.0.0.1) and waits for it to exit by itself, for tests of
 * start-up failures. `env` is passed as is on top of this environment (set DATABASE_URL there);
 * after `timeoutMs` the process is killed and reported as such.
 */
export async function runAppUntilExit(options: {
  from: keyof typeof ENTRY;
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs: number;
}): Promise<FinishedProcess> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [...ENTRY[options.from]], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => {
    stdout += d;
  });
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill("SIGKILL");
  }, options.timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("close", (c) => resolve(c)));
  clearTimeout(timer);
  return { code: killed ? null : code, stdout, stderr, ms: Date.now() - started, killed };
}

/**
 * Runs an operator command from source (`src/server/cli/<name>.ts`, as `npm run premium` runs its
 * build) to its end, with `env` over this environment; a non-zero exit is an answer, not a throw.
 */
export function runOperatorCommand(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `src/server/cli/${name}.ts`, ...args],
      { env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", ...env } },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === "number" ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
