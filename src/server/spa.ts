/**
 * Serves the built client: hashed assets with long caching, and index.html for the client's
 * routes (status 200) and for every other path (status 404, the client shows 'Sayfa Bulunamadı').
 * Source maps are never served (the build writes none; one copied in by hand stays private too).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const CLIENT_ROUTES = [
  /^\/$/,
  /^\/login$/,
  /^\/login\/email$/,
  /^\/play$/,
  /^\/history$/,
  /^\/profile$/,
  /^\/sayi\/[A-Za-z0-9_-]{1,100}$/,
  /^\/privacy-policy$/,
  /^\/terms-of-service$/,
];

export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return CLIENT_ROUTES.some((r) => r.test(path));
}

export interface SpaOptions {
  clientDir: string;
}

export async function registerSpa(app: FastifyInstance, { clientDir }: SpaOptions) {
  const indexHtml = indexHtmlOf(clientDir);

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // Our setHeaders decides; send's own Cache-Control would replace it.
      cacheControl: false,
      allowedPath: (pathname) => !pathname.endsWith(".map"),
      setHeaders(res, path) {
        if (path.includes(`${join(clientDir, "assets")}`)) {
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        } else {
          res.setHeader("cache-control", "public, max-age=300");
        }
      },
    });
  }

  app.decorate("sendIndex", (reply: import("fastify").FastifyReply, status: number, html?: string) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("İstemci derlenmemiş: Önce `npm run build` komutunu çalıştır.");
    }
    return reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(html ?? indexHtml);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname.startsWith("/api/") || pathname === "/api") {
      return reply.status(404).send({ message: "Bulunamadı" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ message: "Bulunamadı" });
    }
    return app.sendIndex(reply, isClientRoute(pathname) ? 200 : 404);
  });
}

export function indexHtmlOf(clientDir: string): string | undefined {
  const p = join(clientDir, "index.html");
  return existsSync(p) ? readFileSync(p, "utf8") : undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    sendIndex(reply: FastifyReply, status: number, html?: string): FastifyReply;
  }
}
