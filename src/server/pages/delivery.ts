/**
 * Page delivery: the built client's files (hashed assets cached for a year, source maps never),
 * and every page of shared/routes.ts with the status the table gives it, the page prerendered for
 * a visitor when it has one, else the shell; a path of no page is 404 with the 'Sayfa Bulunamadı'
 * page. A page whose HTML depends on data (/result/{id}) is answered by the module that owns the
 * data, through `app.pageHandler(name, handler)`.
 *
 * Compression: the build writes .br and .gz beside each static file (scripts/compress-client.mjs)
 * and they are sent as they are (preCompressed); pages made once are compressed at start
 * (static-page.ts), pages made per request by @fastify/compress (http/compression.ts).
 */
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { matchPage, NOT_FOUND, type PageMatch, type PageName } from "@/shared/routes";
import type { BuiltClient } from "./built-client";
import { HTML_HEADERS, pageEncoding, pageHeaders, type StaticPage, staticPage } from "./static-page";
import { type PageContent, renderDocument } from "./template";

export interface PagesOptions {
  /** the built client read at start (built-client.ts); undefined: no client was built */
  client: BuiltClient | undefined;
  /** whether the request comes with a session: a signed-in person gets the shell, never a page drawn signed out */
  hasSession(request: FastifyRequest): boolean;
}

/** Answers a page whose HTML depends on data; its status is the handler's to give. */
export type PageHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageMatch,
) => Promise<FastifyReply>;

/** Text the browser may receive compressed: its answers vary by Accept-Encoding. */
const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)(\.br|\.gz)?$/;

const NOT_BUILT = "İstemci derlenmemiş: Önce `npm run build` komutunu çalıştır.";

/** Sends a page made once in the encoding the browser accepts best. */
function sendStaticPage(reply: FastifyReply, status: number, page: StaticPage): FastifyReply {
  const encoding = pageEncoding(reply.request.headers["accept-encoding"]);
  return reply.status(status).headers(pageHeaders(page, encoding)).send(page[encoding]);
}

export async function registerPages(app: FastifyInstance, { client, hasSession }: PagesOptions) {
  if (client) await registerClientFiles(app, client.dir);

  // The shell in two versions: a request without a session cookie is signed out for sure, and
  // says so (main.tsx then skips the current-user call, whose 401 would only say the same).
  const shell = client && {
    signedIn: staticPage(renderDocument(client.template)),
    signedOut: staticPage(renderDocument(client.template, { root: { mark: "signedOut" } })),
  };
  const handlers = new Map<PageName, PageHandler>();

  app.decorate("sendPage", (reply: FastifyReply, status: number, page: StaticPage) =>
    sendStaticPage(reply, status, page),
  );

  app.decorate("sendDocument", (reply: FastifyReply, status: number, content: PageContent = {}) => {
    if (!client || !shell) return reply.status(503).type("text/plain; charset=utf-8").send(NOT_BUILT);
    const signedOut = !hasSession(reply.request);
    if (!content.head && !content.root && !content.data) {
      return sendStaticPage(reply, status, signedOut ? shell.signedOut : shell.signedIn);
    }
    const root = content.root ?? (signedOut ? { mark: "signedOut" as const } : undefined);
    // made for this request (a draw's preview tags): compressed by @fastify/compress
    return reply
      .status(status)
      .headers(HTML_HEADERS)
      .send(renderDocument(client.template, { ...content, root }));
  });

  app.decorate("pageHandler", (name: PageName, handler: PageHandler) => {
    if (handlers.has(name)) throw new Error(`the page ${name} has a handler already`);
    handlers.set(name, handler);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname.startsWith("/api/") || pathname === "/api") {
      return reply.status(404).send({ message: "Bulunamadı" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ message: "Bulunamadı" });
    }
    const match = matchPage(pathname);
    const handler = match && handlers.get(match.name);
    if (handler && client) return handler(request, reply, match);
    // a page drawn signed out goes only to a request without a session
    const name = match ? ("prerendered" in match.route ? match.name : undefined) : NOT_FOUND.name;
    const prerendered = name && !hasSession(request) ? client?.prerendered.get(name) : undefined;
    const status = match ? match.route.status : NOT_FOUND.status;
    if (prerendered) return sendStaticPage(reply, status, prerendered);
    return app.sendDocument(reply, status);
  });
}

async function registerClientFiles(app: FastifyInstance, clientDir: string) {
  const assetsDir = join(clientDir, "assets");
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    // Our setHeaders decides; send's own Cache-Control would replace it.
    cacheControl: false,
    // never a source map (the build writes none; one copied in stays private), a compressed copy
    // by its own name, or what the build keeps under a dot (.prerendered, .vite)
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

declare module "fastify" {
  interface FastifyInstance {
    /** Sends a page made once (compressed beside it) as HTML, revalidated, varying by cookie. */
    sendPage(reply: FastifyReply, status: number, page: StaticPage): FastifyReply;
    /**
     * Sends the template with this content (the shell when it is empty), marked signed out for a
     * request without a session; 503 when no client was built.
     */
    sendDocument(reply: FastifyReply, status: number, content?: PageContent): FastifyReply;
    /** Registers who answers a page of the table whose HTML depends on data (share/: the result page). */
    pageHandler(name: PageName, handler: PageHandler): void;
  }
}
