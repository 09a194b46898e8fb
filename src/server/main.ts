/** Start-up: read config, open and migrate the database, build the app, listen, shut down cleanly. */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { operatorSocketPath } from "./cli/operator-socket";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { MODEL_TOTAL_TIMEOUT_MS } from "./fortune/comment/llm";
import { LYRICS_TOTAL_TIMEOUT_MS } from "./fortune/lyrics";
import { warmUpAudioAnalysis } from "./fortune/melody/analyze";
import { createMetrics } from "./metrics/metrics";

/**
 * The longest a request may rightly take: a comment's lyrics lookup and then the model, each at
 * most its total timeout (8 s and 35 s today). Shutdown waits this long for requests in
 * flight, plus a margin for the database to close; a deployment's kill timeout should be longer
 * (Kubernetes: terminationGracePeriodSeconds >= 50).
 */
const COMMENT_BUDGET_MS = LYRICS_TOTAL_TIMEOUT_MS + MODEL_TOTAL_TIMEOUT_MS;
const SHUTDOWN_GRACE_MS = COMMENT_BUDGET_MS + 5_000;

/**
 * The built client: next to dist/server/main.js when bundled, dist/client from the source
 * (src/server/main.ts). Never src/client: its index.html is Vite's source, not a page template.
 */
function clientDir(): string {
  const beside = fileURLToPath(new URL("../client", import.meta.url));
  if (existsSync(`${beside}/.vite/manifest.json`)) return beside;
  return fileURLToPath(new URL("../../dist/client", import.meta.url));
}

async function main() {
  // A local .env (see .env.example) is read when present; real deployments set the environment.
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const metrics = createMetrics({ database: config.DATABASE_URL ? "postgres" : "pglite" });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onQuery: metrics.query,
  });
  const app = await buildApp({
    config,
    database,
    metrics,
    clientDir: clientDir(),
    operatorSocket: config.DATABASE_URL ? undefined : operatorSocketPath(config.DATA_DIR),
  });

  const timer = setInterval(() => {
    app.maintenance().catch((err) => app.log.warn({ err }, "maintenance failed"));
  }, 3600_000);
  timer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    clearInterval(timer);
    const force = setTimeout(() => {
      app.log.error(`requests still running ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      // A stalled database never says goodbye: do not wait for it past a few seconds.
      await Promise.race([database.close(), new Promise((r) => setTimeout(r, 5_000).unref())]);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  // reminders through Web Push (ADR 041): one tick a minute, stopped when the app closes
  app.reminders?.start();
  // Load the MP3 decoder now, so the first melody request does not pay for it (~110 ms).
  warmUpAudioAnalysis().catch((err) => app.log.warn({ err }, "audio analysis warm-up failed"));
  app.log.info(`Şarkı Falı ${database.kind === "pglite" ? `(PGlite: ${config.DATA_DIR})` : "(PostgreSQL)"}`);
}

main().catch((err) => {
  // One line, whatever the error (a failed migration's message would quote its SQL).
  const message = (err instanceof Error ? err.message : String(err)).split("\n")[0]!.slice(0, 300);
  process.stderr.write(`Start-up failed: ${message}\n`);
  process.exit(1);
});
