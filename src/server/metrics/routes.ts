/**
 * Counting every answer, and serving the count: GET /metrics in Prometheus' text format, only to
 * `Authorization: Bearer $METRICS_TOKEN`; with no token configured the route does not exist (ADR 031).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { matchPage } from "@/shared/routes";
import { HttpError } from "../http/errors";
import type { Metrics } from "./metrics";

export const METRICS_REFUSED_MESSAGE = "Bu adresi görmek için yetkin yok.";

/** Route label of answers no route matched (404s): one series, not one per address tried. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * The route pattern of a request: Fastify's route ("/api/draws/:id"), else the page of the route
 * table it asked for ("page:result"; pages are answered by the not-found handler), else "unmatched".
 */
export function routeLabel(request: Pick<FastifyRequest, "routeOptions" | "url">, status: number): string {
  const route = request.routeOptions.url;
  if (route) return route;
  if (status === 404) return UNMATCHED_ROUTE;
  const page = matchPage(request.url.split("?")[0] ?? "/");
  return page ? `page:${page.name}` : UNMATCHED_ROUTE;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Call before the routes are registered. */
export function registerMetrics(app: FastifyInstance, options: { metrics: Metrics; token?: string }) {
  const { metrics } = options;
  app.addHook("onResponse", async (request, reply) => {
    const status = reply.statusCode;
    const route = routeLabel(request, status);
    metrics.request(request.method, route, status, reply.elapsedTime / 1000);
    if (status === 429) metrics.rateLimitRefused(route);
  });

  const token = options.token;
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.get("/metrics", async (request, reply) => {
    const given = request.headers.authorization;
    // compared as digests: equal lengths, constant time
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new HttpError(401, METRICS_REFUSED_MESSAGE, { "www-authenticate": 'Bearer realm="metrics"' });
    }
    const { body, contentType } = await metrics.scrape();
    return reply.header("content-type", contentType).header("cache-control", "no-store").send(body);
  });
}
