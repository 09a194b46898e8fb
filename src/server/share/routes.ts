/**
 * The public face of a draw: /result/{id} with its social-preview tags in the HTML the server
 * sends (crawlers run no JavaScript; the page of the route table is answered here through
 * app.pageHandler, pages/delivery.ts), and the preview image /api/og/{id} (og-service.ts), served
 * with ETag and Cache-Control.
 */
import { setTimeout } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionToken } from "../auth/sessions";
import { DRAW_MESSAGES } from "../draws/messages";
import { type DrawRepository, isDrawId } from "../draws/repository";
import { byAddress } from "../http/client-address";
import { HttpError, notFound, tooManyRequests } from "../http/errors";
import type { RateLimiter } from "../http/rate-limit";
import { absoluteOrigin } from "../http/security";
import { drawMeta, resultHeadTags } from "./meta";
import { DrawImageGone, type OgImageService, RenderQueueFull } from "./og-service";
import type { ResultPages } from "./result-page";

export interface ShareRouteOptions {
  draws: Pick<DrawRepository, "findPublic" | "findIdByShortCode">;
  images: OgImageService;
  /** counts renders per address; null: not limited (a bare app in a unit test) */
  rateLimiter: RateLimiter | null;
  publicUrl?: string;
  /** the server-rendered pages for visitors; absent: every request gets the shell and the tags */
  resultPages?: ResultPages;
  /**
   * A short address that is no draw's may be a shared recap's (Ayın Falı, ADR 042): the page it
   * opens, or undefined.
   */
  otherShortCodes?: (code: string) => Promise<string | undefined>;
  /** how long a visitor past RESULT_RENDER_LIMIT waits for the shell (tests make it short) */
  overBudgetDelayMs?: number;
}

/**
 * Renders (never cached answers) per address: a person sharing draws and the crawlers that read
 * their links stay far below; a flood of new draws' images from one address does not.
 */
export const OG_RENDER_LIMIT = { count: 30, windowMs: 10 * 60_000 };

/**
 * Short addresses looked up in vain, per address: a person typing one from a story image mistypes
 * now and then; a program trying codes to find other people's draws is stopped long before.
 */
export const SHORT_CODE_MISS_LIMIT = { count: 30, windowMs: 10 * 60_000 };

/**
 * Visitors' result pages rendered (not found in memory) per address (ADR 033, review N3): someone
 * opening shared links, even a crawler reading a whole group chat's, stays far below; a client
 * walking through draw ids to keep the renderer busy gets the shell with the tags beyond it.
 */
export const RESULT_RENDER_LIMIT = { count: 120, windowMs: 10 * 60_000 };

/**
 * Past its render budget an address still gets the shell, but only after this pause: a client with
 * a few requests in flight then asks a few times a second instead of as fast as the server answers,
 * and the rest of the instance (its health check too) keeps its pace (review N3; bench/result-flood.ts).
 */
export const RESULT_OVER_BUDGET_DELAY_MS = 1_000;

export const SHARE_MESSAGES = {
  tooManyShortCodes: "Kısa sürede çok fazla kısa adres denendi. Lütfen biraz sonra tekrar dene.",
  tooManyRenders: "Kısa sürede çok fazla önizleme görseli istendi. Lütfen biraz sonra tekrar dene.",
  renderBusy: "Önizleme görseli şu anda hazırlanamıyor, sunucu yoğun. Lütfen birazdan tekrar dene.",
} as const;

export async function shareRoutes(fastify: FastifyInstance, opts: ShareRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A page of the route table (shared/routes.ts): every spelling the client's router reads as
  // /result/{id} comes here, and the status is whether the draw exists.
  app.pageHandler("result", async (request, reply, { params }) => {
    const id = params.id ?? "";
    // A visitor (no session) gets the page rendered with the draw; a signed-in person the shell,
    // which the client renders with their own header and the owner's controls (ADR 024). Only
    // the draw's own spelling of its id (lower case): the client keys the embedded draw by it.
    if (opts.resultPages && !sessionToken(request) && isDrawId(id) && id === id.toLowerCase()) {
      // a render (not a page from memory) is charged to the address; past its budget, or with
      // every render place taken, the visitor gets the shell below
      let overBudget = false;
      const page = await opts.resultPages.page(id, absoluteOrigin(request, opts.publicUrl), async () => {
        if (!opts.rateLimiter) return true;
        const { count, windowMs } = RESULT_RENDER_LIMIT;
        const { allowed } = await opts.rateLimiter.hit(
          `result-render:${byAddress(request)}`,
          count,
          windowMs,
        );
        overBudget = !allowed;
        return allowed;
      });
      if (page) return app.sendPage(reply, 200, page);
      if (overBudget) await setTimeout(opts.overBudgetDelayMs ?? RESULT_OVER_BUDGET_DELAY_MS);
      const shell = await opts.resultPages.shell(id, absoluteOrigin(request, opts.publicUrl));
      if (shell) return app.sendPage(reply, 200, shell);
    }
    // the shell with the draw's tags: what crawlers read, and the client renders the rest
    const draw = await opts.draws.findPublic(id);
    if (!draw) return app.sendDocument(reply, 404, { head: resultHeadTags(null, { status404: true }) });
    return app.sendDocument(reply, 200, {
      head: resultHeadTags(drawMeta(draw, absoluteOrigin(request, opts.publicUrl))),
    });
  });

  /**
   * The short address printed on a draw's images (sarkifali.app/r/k7m2w9qpa3) opens its page. Every
   * lookup is counted per address and one that finds its draw is given back, so the limit counts
   * misses; past it no code is looked up at all (a hit would otherwise still tell a guess apart).
   */
  app.get("/r/:code", { schema: { params: z.object({ code: z.string() }) } }, async (request, reply) => {
    const key = `short-code:${byAddress(request)}`;
    if (opts.rateLimiter) {
      const { count, windowMs } = SHORT_CODE_MISS_LIMIT;
      const limit = await opts.rateLimiter.hit(key, count, windowMs);
      if (!limit.allowed) throw tooManyRequests(SHARE_MESSAGES.tooManyShortCodes, limit.retryAfterSeconds);
    }
    const { code } = request.params;
    const id = code.length <= 40 ? await opts.draws.findIdByShortCode(code) : undefined;
    const page = id ? `/result/${id}` : code.length <= 40 ? await opts.otherShortCodes?.(code) : undefined;
    if (!page) return app.sendDocument(reply, 404, { head: resultHeadTags(null, { status404: true }) });
    await opts.rateLimiter?.refund(key);
    reply.header("cache-control", "no-cache");
    return reply.redirect(page, 302);
  });

  app.get(
    "/api/og/:id",
    {
      schema: {
        params: z.object({ id: z.string().max(200) }),
        querystring: z.object({ format: z.enum(["og", "story"]).default("og") }),
      },
    },
    async (request, reply) => {
      const draw = await opts.draws.findPublic(request.params.id);
      if (!draw) throw notFound(DRAW_MESSAGES.notFound);
      const admit = async () => {
        if (!opts.rateLimiter) return;
        const { count, windowMs } = OG_RENDER_LIMIT;
        const limit = await opts.rateLimiter.hit(`og-render:${byAddress(request)}`, count, windowMs);
        if (!limit.allowed) throw tooManyRequests(SHARE_MESSAGES.tooManyRenders, limit.retryAfterSeconds);
      };
      const image = await opts.images.image(draw, request.query.format, { admit }).catch((err: unknown) => {
        if (err instanceof RenderQueueFull) {
          throw new HttpError(503, SHARE_MESSAGES.renderBusy, { "retry-after": "5" });
        }
        if (err instanceof DrawImageGone) throw notFound(DRAW_MESSAGES.notFound);
        throw err;
      });
      reply.header("x-og-cache", image.cache);
      reply.header("etag", image.etag);
      // a shared cache (a CDN) keeps it 5 minutes at most: a deleted draw's image is gone from it
      // soon (review N9); browsers keep theirs a day and revalidate with the ETag after
      reply.header("cache-control", "public, max-age=86400, s-maxage=300");
      if (request.headers["if-none-match"] === image.etag) return reply.status(304).send();
      return reply
        .type("image/png")
        .send(Buffer.from(image.png.buffer, image.png.byteOffset, image.png.byteLength));
    },
  );
}
