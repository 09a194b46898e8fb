import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests made by another site's page. Browsers send Sec-Fetch-Site
 * (and Origin); requests without either (curl, server-to-server) are not cross-site requests
 * a browser could be tricked into, so they pass.
 */
export function isCrossSiteRequest(request: FastifyRequest, publicOrigin?: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.origin;
  if (typeof origin !== "string" || origin === "") return false;
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  if (publicOrigin && origin === publicOrigin) return false;
  const forwardedHost = request.headers["x-forwarded-host"];
  const host = (typeof forwardedHost === "string" ? forwardedHost : request.headers.host) ?? "";
  return originHost !== host;
}

export function registerSecurity(app: FastifyInstance, publicUrl?: string) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook("onRequest", async (request) => {
    // Every path, not only /api/: a percent-encoded path reaches the same routes.
    if (isCrossSiteRequest(request, publicOrigin)) {
      throw forbidden("Bu istek başka bir siteden geldiği için reddedildi");
    }
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    reply.header(
      "content-security-policy",
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "media-src 'self' https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join("; "),
    );
  });
}
