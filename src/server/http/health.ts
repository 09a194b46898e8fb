/**
 * Liveness and readiness, kept apart (ADR 031). A load balancer or orchestrator asks:
 *   GET /api/health        live: this process answers. Never looks at the database, so a database
 *                          outage does not get every instance restarted at once.
 *   GET /api/health/ready  ready for traffic: the database answers within its timeout and has this
 *                          build's migrations (503 in Turkish otherwise, with Retry-After). While
 *                          the process migrates at start-up it is not listening yet; while it shuts
 *                          down every request, this one included, answers 503 (http/draining.ts).
 */
import type { FastifyInstance } from "fastify";

/** `checkDatabase`: the database's own check (db/client.ts), throwing when not ready. */
export function healthRoutes(app: FastifyInstance, checkDatabase: () => Promise<void>) {
  // asked every few seconds by Docker and the proxy: not a log line each time (a 503's warning stays)
  const quiet = { logLevel: "warn" } as const;
  app.get("/api/health", quiet, async () => ({ status: "ok" }));
  // 503 (errors.ts) while the database is away or lacks this build's schema
  app.get("/api/health/ready", quiet, async () => {
    await checkDatabase();
    return { status: "ready" };
  });
}
