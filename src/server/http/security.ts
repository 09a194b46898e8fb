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
  // request.host reads X-Forwarded-Host only from a proxy TRUST_PROXY believes.
  return originHost !== request.host;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/**
 * The origin for absolute links in what the server writes (share tags). PUBLIC_URL when set.
 * Otherwise the request's Host only when it names the address and port the connection really
 * reached (or "localhost" on a loopback connection): any other Host is the client's say-so, so the
 * links stay relative ("") rather than point where a forged Host wants.
 */
export function absoluteOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl;
  const socket = request.raw.socket;
  const host = request.headers.host;
  if (!host || !socket?.localAddress || !socket.localPort) return "";
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${host}`);
  } catch {
    return "";
  }
  if (url.username || url.password || url.pathname !== "/") return "";
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const local = unmapped(socket.localAddress);
  const sameAddress = hostname === local || (hostname === "localhost" && LOOPBACK.test(local));
  return sameAddress && port === socket.localPort ? url.origin : "";
}

/**
 * Sent with every answer. Written here rather than taken from @fastify/helmet: these few are the
 * whole policy, and helmet's defaults are a decision of their own (ADR 009). Inline scripts are
 * allowed only by the hashes the build wrote for the pages' own (pages/inline-scripts.ts).
 */
const securityPolicy = (scriptHashes: readonly string[]) => ({
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "content-security-policy": [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
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
});

/** Only with an https PUBLIC_URL: the site is then reached over TLS only (a year, subdomains too). */
const HSTS = "max-age=31536000; includeSubDomains";

export interface SecurityOptions {
  publicUrl?: string;
  /** CSP sources of the inline scripts the pages carry ('sha256-…'), from the build */
  scriptHashes: readonly string[];
}

/** The headers every answer carries (registerSecurity's onSend; the /result fast path too). */
export function securityHeaders({ publicUrl, scriptHashes }: SecurityOptions): Record<string, string> {
  const https = publicUrl?.startsWith("https://") ?? false;
  const policy = securityPolicy(scriptHashes);
  return https ? { ...policy, "strict-transport-security": HSTS } : policy;
}

export function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const { publicUrl } = options;
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  const headers = securityHeaders(options);
  app.addHook("onRequest", async (request) => {
    // Every path, not only /api/: a percent-encoded path reaches the same routes.
    if (isCrossSiteRequest(request, publicOrigin)) {
      throw forbidden("Bu istek başka bir siteden geldiği için reddedildi");
    }
  });
  app.addHook("onSend", async (request, reply) => {
    reply.headers(headers);
    // API answers speak of the person asking unless a route says otherwise: a shared cache must
    // not keep them. The public ones (a shared draw, its image) set their own Cache-Control.
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
      const vary = reply.getHeader("vary");
      reply.header("vary", vary ? `${vary}, Cookie` : "Cookie");
    }
  });
}
