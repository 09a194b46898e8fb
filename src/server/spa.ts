/**
 * Serves the built client: hashed assets with long caching, and index.html (or a page prerendered
 * from it) for the pages of shared/routes.ts with each page's status, and for every other path
 * with status 404 (the client shows 'Sayfa Bulunamadı').
 * Source maps are never served (the build writes none; one copied in by hand stays private too).
 *
 * Compression: the build writes .br and .gz beside each static file (scripts/compress-client.mjs)
 * and they are sent as they are (preCompressed); HTML and JSON answers are compressed on the fly
 * by @fastify/compress above 1 KB.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { matchPage, NOT_FOUND, type PrerenderedName, prerenderedPages } from "@/shared/routes";
import { SESSION_COOKIE } from "./auth/sessions";

/** The prerendered pages of the build (scripts/prerender.mjs, in dist/client/.prerendered/), by name. */
function loadPrerendered(clientDir: string): Map<PrerenderedName, StaticPage> {
  const pages = new Map<PrerenderedName, StaticPage>();
  for (const { name } of prerenderedPages()) {
    const file = join(clientDir, ".prerendered", `${name}.html`);
    if (existsSync(file)) pages.set(name, staticPage(readFileSync(file, "utf8")));
  }
  return pages;
}

export interface SpaOptions {
  clientDir: string;
}

/** Text the browser may receive compressed: its answers vary by Accept-Encoding. */
const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)(\.br|\.gz)?$/;

/**
 * On-the-fly compression of HTML and JSON (and any other compressible type) above 1 KB, brotli
 * first. Registered before every route, so it applies to the API as well as the pages.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Requests stay as they are: a compressed body would slip past the 64 KB body limit.
    globalDecompression: false,
  });
}

/** A page whose HTML never changes while the server runs: compressed once, at its strongest. */
export interface StaticPage {
  html: string;
  /** the HTML's bytes, sent as they are (no string to encode per answer) */
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * `brotliQuality`: 11 for the pages made once (start-up); a page made per request (a result page,
 * share/result-page.ts) uses less, as brotli 11 is slow on its ~55 KB.
 */
export function staticPage(html: string, brotliQuality = 11): StaticPage {
  const raw = Buffer.from(html);
  return {
    html,
    raw,
    br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

/** The encoding of a fixed page for an Accept-Encoding header: brotli, gzip, or none. */
export function pageEncoding(accepted: string | string[] | undefined): "br" | "gzip" | undefined {
  const encoding = typeof accepted === "string" ? negotiate(accepted, ["br", "gzip"]) : null;
  return encoding === "br" || encoding === "gzip" ? encoding : undefined;
}

/** Sends a fixed page in the encoding the browser accepts best (brotli, gzip, or none). */
function sendStaticPage(reply: FastifyReply, page: StaticPage): FastifyReply {
  const encoding = pageEncoding(reply.request.headers["accept-encoding"]);
  if (encoding) {
    return reply.header("content-encoding", encoding).send(page[encoding]);
  }
  return reply.send(page.raw);
}

export async function registerSpa(app: FastifyInstance, { clientDir }: SpaOptions) {
  const indexHtml = indexHtmlOf(clientDir);

  if (indexHtml) {
    const assetsDir = join(clientDir, "assets");
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // Our setHeaders decides; send's own Cache-Control would replace it.
      cacheControl: false,
      allowedPath: (pathname) =>
        !pathname.endsWith(".map") && !/\.(br|gz)$/.test(pathname) && !pathname.includes("/."),
      setHeaders(res, path) {
        if (path.startsWith(assetsDir)) {
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        } else if (/[\\/](sw\.js|manifest\.webmanifest|index\.html)(\.br|\.gz)?$/.test(path)) {
          // a new build's service worker and manifest must reach browsers at once
          res.setHeader("cache-control", "no-cache");
        } else {
          res.setHeader("cache-control", "public, max-age=300");
        }
        if (COMPRESSIBLE_FILE.test(path)) res.setHeader("vary", "accept-encoding");
      },
    });
  }

  // The shell in two versions: a request without a session cookie is signed out for sure, and
  // says so (main.tsx then skips the current-user call, whose 401 would only say the same).
  const shell = indexHtml
    ? { signedIn: staticPage(indexHtml), signedOut: staticPage(markSignedOut(indexHtml)) }
    : undefined;
  const prerendered = loadPrerendered(clientDir);
  const hasSession = (request: FastifyRequest) => Boolean(request.cookies?.[SESSION_COOKIE]);

  /**
   * The prerendered page for this request, when its page has one and it comes without a session
   * (they were drawn signed out); any other page the client draws from the shell.
   */
  const prerenderedFor = (request: FastifyRequest, name: PrerenderedName | undefined) =>
    name && !hasSession(request) ? prerendered.get(name) : undefined;

  const htmlHeaders = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      // a session decides between the prerendered page, the signed-out shell and the shell
      .header("vary", "accept-encoding, cookie");

  app.decorate("sendIndex", (reply: FastifyReply, status: number, html?: string) => {
    if (!shell) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("İstemci derlenmemiş: Önce `npm run build` komutunu çalıştır.");
    }
    htmlHeaders(reply, status);
    const signedOut = !hasSession(reply.request);
    // A page made for this request (a draw's preview tags) is compressed by @fastify/compress.
    if (html !== undefined) return reply.send(signedOut ? markSignedOut(html) : html);
    return sendStaticPage(reply, signedOut ? shell.signedOut : shell.signedIn);
  });

  app.decorate("sendPage", (reply: FastifyReply, status: number, page: StaticPage) =>
    sendStaticPage(htmlHeaders(reply, status), page),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname.startsWith("/api/") || pathname === "/api") {
      return reply.status(404).send({ message: "Bulunamadı" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ message: "Bulunamadı" });
    }
    const match = matchPage(pathname);
    const status = match ? match.route.status : NOT_FOUND.status;
    const name = match ? ("prerendered" in match.route ? match.name : undefined) : NOT_FOUND.name;
    const page = shell && prerenderedFor(request, name);
    if (page) return sendStaticPage(htmlHeaders(reply, status), page);
    return app.sendIndex(reply, status);
  });
}

/** Marks the page as sent to a visitor without a session (read by src/client/main.tsx). */
export function markSignedOut(html: string): string {
  return html.replace('<div id="root">', '<div id="root" data-signed-out>');
}

export function indexHtmlOf(clientDir: string): string | undefined {
  const p = join(clientDir, "index.html");
  return existsSync(p) ? readFileSync(p, "utf8") : undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    sendIndex(reply: FastifyReply, status: number, html?: string): FastifyReply;
    /** Sends a page made once (compressed beside it) as HTML, revalidated, varying by cookie. */
    sendPage(reply: FastifyReply, status: number, page: StaticPage): FastifyReply;
  }
}
