/**
 * /result/{id} rendered on the server for a visitor (docs/decisions/024-server-rendered-result.md):
 * the client's own tree (src/client/ssr.tsx, built into dist/ssr/ssr.js) renders the draw into the
 * page template (pages/template.ts), beside the draw's preview tags and the draw itself as data for
 * hydration.
 * The page is kept in memory with its brotli and gzip bytes (bounded by total bytes, 60 s at most)
 * and forgotten when the bus says the draw changed its face or is gone (draws/events.ts), on every
 * instance, or everything after a lost connection (resync).
 */
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import type { PublicDraw } from "@/shared/api/draws";
import "../draws/events";
import type { EventBus } from "../events/bus";
import { type CriticalCss, paintFirst } from "../pages/critical-css";
import { type StaticPage, staticPage } from "../pages/static-page";
import { type DocumentTemplate, type PageContent, renderDocument } from "../pages/template";
import { drawMeta, resultHeadTags } from "./meta";

/** The client's render of the page body (src/client/ssr.tsx renderResultPage). */
export type ResultRenderer = (draw: PublicDraw, origin: string) => Promise<string>;

/** Where scripts/prerender.ts writes the server render: dist/ssr/ssr.js beside dist/client. */
export function ssrModulePath(clientDir: string): string {
  return join(clientDir, "..", "ssr", "ssr.js");
}

/** The page's content: head tags, the rendered body marked for hydration, and the draw for the client. */
export function resultPageContent(draw: PublicDraw, origin: string, body: string): PageContent {
  return {
    head: resultHeadTags(drawMeta(draw, origin)),
    root: { mark: "prerendered", html: body },
    data: { publicDraw: draw },
  };
}

/** Makes a draw's page: its body rendered, sent paint first, with its brotli and gzip bytes. */
export type ResultPageBuilder = (draw: PublicDraw, origin: string) => Promise<StaticPage>;

export interface InProcessBuilderOptions {
  template: DocumentTemplate;
  render: ResultRenderer;
  /** sends the page paint first (pages/critical-css.ts) with these rules inlined; without it, as index.html loads */
  criticalCss?: CriticalCss;
  /** told when a page could not be made paint first (and went out as index.html loads) */
  warn?: (err: unknown, message: string) => void;
}

/**
 * The page made on the thread that calls it: the worker of result-render-pool.ts, and tests that
 * hand the app a renderer of their own.
 */
export function resultPageBuilder(opts: InProcessBuilderOptions): ResultPageBuilder {
  return async (draw, origin) => {
    const body = await opts.render(draw, origin);
    const content = resultPageContent(draw, origin, body);
    let page: string | undefined;
    if (opts.criticalCss) {
      page = await paintFirst(opts.template, content, opts.criticalCss).catch((err: unknown) => {
        // the page as index.html loads it: slower to paint, but the draw is there
        opts.warn?.(err, "result page sent without paint first");
        return undefined;
      });
    }
    return staticPage(page ?? renderDocument(opts.template, content), RENDERED_PAGE_BROTLI_QUALITY);
  };
}

export type ResultPageOptions = (InProcessBuilderOptions | { build: ResultPageBuilder }) & {
  findPublic: (id: string) => Promise<PublicDraw | undefined>;
  /** the draws' events: a changed or deleted draw's pages are forgotten */
  events?: EventBus;
  /** bound of the cache: the pages' HTML, brotli and gzip bytes together */
  maxBytes?: number;
  /** the longest a page is kept (what another instance may show of a changed draw without NOTIFY) */
  ttlMs?: number;
  /** visitors' requests on their way to a render at once; more get the shell */
  maxRendering?: number;
  /** the template of the shell with a draw's tags (shell()); absent: shell() makes none */
  shellTemplate?: DocumentTemplate;
};

/** Bound of the shells' cache (a shell with its tags is ~3 KB with its compressed copies). */
const SHELL_CACHE_BYTES = 4 * 1024 * 1024;

export const RESULT_PAGE_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * Brotli quality of a rendered page. Measured on a 55.6 KB result page: quality 11 takes 41 ms
 * for 10.4 KB, 8 takes 1.9 ms for 11.3 KB, 5 takes 0.6 ms for 11.4 KB. Every new draw's first
 * view pays it; the bench's mixed load went from 870 to 1,000 requests a second with 5.
 */
export const RENDERED_PAGE_BROTLI_QUALITY = 5;
export const RESULT_PAGE_TTL_MS = 60_000;
/**
 * Renders on their way at once per instance (ADR 033, review N3): one rendering in the worker and a
 * few waiting for it; a request beyond them is sent the shell with the draw's tags at once instead
 * of queueing behind renders another client asked for.
 */
export const RESULT_RENDERS_IN_FLIGHT = 4;

const keyOf = (id: string, origin: string) => `${id.toLowerCase()} ${origin}`;
const idOfKey = (key: string) => key.slice(0, key.indexOf(" "));

export function createResultPages(opts: ResultPageOptions) {
  const build = "build" in opts ? opts.build : resultPageBuilder(opts);
  const cache = new LRUCache<string, StaticPage, { origin: string }>({
    maxSize: opts.maxBytes ?? RESULT_PAGE_CACHE_BYTES,
    sizeCalculation: (page) => Buffer.byteLength(page.html) + page.br.length + page.gzip.length,
    ttl: opts.ttlMs ?? RESULT_PAGE_TTL_MS,
    // One render per page however many ask at once; a deletion meanwhile aborts it (not cached).
    fetchMethod: async (key, _stale, { context, signal }) => {
      const draw = await opts.findPublic(idOfKey(key));
      if (!draw || signal.aborted) return undefined;
      const page = await build(draw, context.origin);
      if (signal.aborted) return undefined;
      return page;
    },
  });

  // The shell with a draw's tags, what a visitor past the budget or the cap gets: kept too, so a
  // flood of such requests costs neither a query nor a compression each (review N3).
  const shellTemplate = opts.shellTemplate;
  const shells = new LRUCache<string, StaticPage, { origin: string }>({
    maxSize: SHELL_CACHE_BYTES,
    sizeCalculation: (page) => Buffer.byteLength(page.html) + page.br.length + page.gzip.length,
    ttl: opts.ttlMs ?? RESULT_PAGE_TTL_MS,
    fetchMethod: async (key, _stale, { context, signal }) => {
      const draw = shellTemplate && (await opts.findPublic(idOfKey(key)));
      if (!draw || !shellTemplate || signal.aborted) return undefined;
      const html = renderDocument(shellTemplate, {
        head: resultHeadTags(drawMeta(draw, context.origin)),
        root: { mark: "signedOut" },
      });
      return staticPage(html, RENDERED_PAGE_BROTLI_QUALITY);
    },
  });

  const maxRendering = Math.max(1, opts.maxRendering ?? RESULT_RENDERS_IN_FLIGHT);
  /** requests on their way to a render (waiting for their budget, the draw or the worker) */
  let rendering = 0;

  /** counts forgets: a fetch that saw one meanwhile may have been aborted by it, and looks again */
  let forgets = 0;
  const forget = (ids: readonly string[] | "all") => {
    forgets += 1;
    if (ids === "all") {
      shells.clear();
      return cache.clear();
    }
    const gone = new Set(ids.map((id) => id.toLowerCase()));
    for (const key of [...cache.keys()]) if (gone.has(idOfKey(key))) cache.delete(key);
    for (const key of [...shells.keys()]) if (gone.has(idOfKey(key))) shells.delete(key);
  };
  opts.events?.subscribe(["draw.updated", "draw.deleted"], (e) => {
    if (!("publicChange" in e) || e.publicChange) forget([e.id]);
  });
  opts.events?.onResync(() => forget("all"));

  const fetchPage = async (key: string, origin: string): Promise<StaticPage | undefined> => {
    for (let attempt = 0; ; attempt++) {
      const before = forgets;
      try {
        return await cache.fetch(key, { context: { origin } });
      } catch (err) {
        // aborted by a change of the draw while rendering: ask again (a deleted draw is then none)
        if (forgets === before || attempt > 0) throw err;
      }
    }
  };

  return {
    /**
     * The rendered page of the draw, from memory when it was rendered lately. A render needs a free
     * place among the renders on their way (maxRendering) and `admit`'s yes (the caller's budget,
     * asked only for a render). undefined: no such draw, or no render for this request (send the
     * shell).
     */
    async page(id: string, origin: string, admit?: () => Promise<boolean>): Promise<StaticPage | undefined> {
      const key = keyOf(id, origin);
      if (cache.has(key)) return fetchPage(key, origin);
      if (rendering >= maxRendering) return undefined;
      rendering += 1;
      try {
        if (admit && !(await admit())) return undefined;
        return await fetchPage(key, origin);
      } finally {
        rendering -= 1;
      }
    },
    /**
     * The shell with the draw's tags for a visitor (past the render budget or the cap), from memory
     * when made lately; undefined: no such draw (or no template to make it).
     */
    async shell(id: string, origin: string): Promise<StaticPage | undefined> {
      if (!shellTemplate) return undefined;
      return shells.fetch(keyOf(id, origin), { context: { origin } });
    },
    /** The page when it is in memory and fresh, without rendering or waiting (the fast path). */
    peek(id: string, origin: string): StaticPage | undefined {
      return cache.get(keyOf(id, origin));
    },
    forget,
    /** what the cache holds: pages and their bytes */
    stats: () => ({ pages: cache.size, bytes: cache.calculatedSize, rendering }),
  };
}

export type ResultPages = ReturnType<typeof createResultPages>;
