/**
 * The one answer served before Fastify: a visitor's /result/{id} whose rendered page is already
 * in memory (share/result-page.ts). A shared link is read by many (people, chat apps' crawlers)
 * and that page is a fixed set of bytes; going through Fastify's hooks, routing, validation and
 * reply would cost it two thirds of its throughput (ADR 024). Everything else, and every such
 * request the fast path is unsure of, goes to Fastify, which renders, answers 404, sends a
 * signed-in person the shell or a closing server's 503.
 *
 * It answers what the Fastify route would: the same bytes and the same headers, taken from the
 * same places (pages/static-page.ts `pageHeaders`, http/security.ts `securityHeaders`);
 * tests/integration/result-ssr.test.ts compares the two.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { SESSION_COOKIE } from "../auth/sessions";
import { type PageEncoding, pageEncoding, pageHeaders, type StaticPage } from "../pages/static-page";
import type { ResultPages } from "./result-page";

/** /result/ and a draw id in its own spelling (lower case), nothing after: no query string. */
const RESULT_PATH = /^\/result\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface ResultFastPathOptions {
  pages: ResultPages;
  /** PUBLIC_URL: the page's links depend on no request header then */
  publicOrigin: string;
  /** the security headers every answer carries */
  headers: Record<string, string>;
  /** true once the server is closing: Fastify answers 503 */
  closing: () => boolean;
}

/** Answers the request and returns true, or returns false and leaves it untouched. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export function createResultFastPath(opts: ResultFastPathOptions): FastPath {
  // also found in "__Host-sf_session=" (auth/sessions.ts): either name is Fastify's to judge
  const cookieName = `${SESSION_COOKIE}=`;
  // Each page's headers, made once per encoding: an answer then only writes what is ready.
  const made = new WeakMap<StaticPage, Partial<Record<PageEncoding, string[]>>>();
  const headersOf = (page: StaticPage, encoding: PageEncoding): string[] => {
    let all = made.get(page);
    if (!all) {
      all = {};
      made.set(page, all);
    }
    all[encoding] ??= Object.entries({ ...opts.headers, ...pageHeaders(page, encoding) }).flat();
    return all[encoding];
  };
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url;
    if (!url?.startsWith("/result/")) return false;
    const match = RESULT_PATH.exec(url);
    if (!match || opts.closing()) return false;
    // a session (or anything that looks like one) is Fastify's to judge
    if (req.headers.cookie?.includes(cookieName)) return false;
    const page = opts.pages.peek(match[1]!, opts.publicOrigin);
    if (!page) return false;
    const encoding = pageEncoding(req.headers["accept-encoding"]);
    res.writeHead(200, headersOf(page, encoding));
    res.end(req.method === "HEAD" ? undefined : page[encoding]);
    return true;
  };
}
