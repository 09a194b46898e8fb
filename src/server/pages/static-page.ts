/**
 * A page made once and sent many times (the shell, a prerendered page, a cached /result/{id}):
 * its bytes kept with their brotli and gzip copies, and the headers every HTML page goes out
 * with. Both ways a page leaves the server (Fastify's reply, delivery.ts, and the /result fast
 * path, share/result-fast-path.ts) take their headers from `pageHeaders`.
 */
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";

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

export type PageEncoding = "raw" | "br" | "gzip";

/** The copy of a page for an Accept-Encoding header: brotli, gzip, or the bytes as they are. */
export function pageEncoding(accepted: string | string[] | undefined): PageEncoding {
  const encoding = typeof accepted === "string" ? negotiate(accepted, ["br", "gzip"]) : null;
  return encoding === "br" || encoding === "gzip" ? encoding : "raw";
}

/**
 * An HTML page's headers (the security headers, http/security.ts, come on top): revalidated on
 * every visit, and varying by cookie, as a session decides between the prerendered page, the
 * signed-out shell and the shell.
 */
export const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-cache",
  vary: "accept-encoding, cookie",
} as const;

/** The headers of one copy of a page made once. */
export function pageHeaders(page: StaticPage, encoding: PageEncoding): Record<string, string> {
  return {
    ...HTML_HEADERS,
    ...(encoding === "raw" ? {} : { "content-encoding": encoding }),
    "content-length": String(page[encoding].length),
  };
}
