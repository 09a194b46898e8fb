/**
 * Ayın Falı (ADR 042): the owner's monthly recap, its public link, the shared view with its preview
 * tags (a page of the route table, answered through app.pageHandler) and its story image, drawn by
 * the preview images' worker pool (share/og-service.ts). Free for everyone.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "@/shared/api/fields";
import { publicRecapSchema, recapMonthsSchema, recapSchema, recapShareSchema } from "@/shared/api/recaps";
import { pagePath } from "@/shared/routes";
import { shortPath } from "../draws/short-code";
import { byAddress } from "../http/client-address";
import { badRequest, HttpError, notFound, tooManyRequests } from "../http/errors";
import type { RateLimiter } from "../http/rate-limit";
import { signedInUser } from "../http/route-guards";
import { absoluteOrigin } from "../http/security";
import { resultHeadTags } from "../share/meta";
import { type OgImageService, RenderQueueFull } from "../share/og-service";
import { OG_RENDER_LIMIT, SHARE_MESSAGES } from "../share/routes";
import { recapImagePath, recapMeta } from "./meta";
import type { RecapRepository, RecapShareRow } from "./repository";
import { monthLabel, monthOf, parseMonth, suggestedMonth, summarize } from "./summary";

export const RECAP_MESSAGES = {
  badMonth: "Geçersiz ay. Ay YYYY-AA biçiminde olmalı (örneğin 2026-11).",
  noDraws: "Bu ayda çekilmiş bir falın yok, bu yüzden ayın özeti de yok.",
  notFound: "Ayın falı bulunamadı. Bağlantı kaldırılmış ya da hiç paylaşılmamış olabilir.",
  unshared: "Ayın falı artık gizli; bağlantısı çalışmıyor.",
  notShared: "Bu ayın falı zaten paylaşılmamış.",
  tooManyShares: "Kısa sürede çok fazla paylaşım yapıldı. Lütfen biraz sonra tekrar dene.",
} as const;

/** Making and removing links: far above any hand, below a flood. */
export const RECAP_SHARE_LIMIT = { count: 30, windowMs: 10 * 60_000 };

export interface RecapRouteOptions {
  recaps: RecapRepository;
  images: Pick<OgImageService, "recapImage">;
  /** counts renders per address; null: not limited */
  rateLimiter: RateLimiter | null;
  publicUrl?: string;
  now?: () => Date;
}

const monthParams = z.object({ month: z.string().max(20) });
const idParams = z.object({ id: z.string().max(100) });

export async function recapRoutes(fastify: FastifyInstance, opts: RecapRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { recaps } = opts;

  const monthParam = (text: string) => {
    const month = parseMonth(text);
    if (!month) throw badRequest(RECAP_MESSAGES.badMonth);
    return month;
  };
  const recapOf = async (userId: string, month: string) =>
    summarize(month, await recaps.monthFigures(userId, month));
  const shareAnswer = (request: FastifyRequest, row: RecapShareRow) => ({
    id: row.id,
    shortCode: row.shortCode,
    url: `${absoluteOrigin(request, opts.publicUrl)}${shortPath(row.shortCode)}`,
    imagePath: recapImagePath(row.id),
  });
  /** A shared recap as anyone sees it; undefined when the link or the month's draws are gone. */
  const sharedRecap = async (id: string) => {
    const share = await recaps.findShareById(id);
    const recap = share && (await recapOf(share.userId, share.month));
    return share && recap ? { share, recap } : undefined;
  };

  app.get(
    "/api/recap",
    { config: { auth: "user" }, schema: { response: { 200: recapMonthsSchema } } },
    async (request, reply) => {
      const months = await recaps.months(signedInUser(request).id);
      const current = monthOf(opts.now?.() ?? new Date());
      reply.header("cache-control", "no-store");
      return {
        current,
        suggested: suggestedMonth(
          current,
          months.map((m) => m.month),
        ),
        months: months.map((m) => ({ ...m, label: monthLabel(m.month) })),
      };
    },
  );

  app.get(
    "/api/recap/:month",
    { config: { auth: "user" }, schema: { params: monthParams, response: { 200: recapSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const month = monthParam(request.params.month);
      const [recap, share] = await Promise.all([recapOf(user.id, month), recaps.findShare(user.id, month)]);
      if (!recap) throw notFound(RECAP_MESSAGES.noDraws);
      reply.header("cache-control", "no-store");
      return { ...recap, share: share ? shareAnswer(request, share) : null };
    },
  );

  app.post(
    "/api/recap/:month/share",
    {
      config: {
        auth: "user",
        checkAt: "onRequest",
        rateLimit: { name: "recap-share", ...RECAP_SHARE_LIMIT, message: RECAP_MESSAGES.tooManyShares },
      },
      schema: { params: monthParams, response: { 200: recapShareSchema, 201: recapShareSchema } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const month = monthParam(request.params.month);
      // only a month with a recap gets a link
      if (!(await recapOf(user.id, month))) throw notFound(RECAP_MESSAGES.noDraws);
      const { row, created } = await recaps.share(user.id, month);
      return reply.status(created ? 201 : 200).send(shareAnswer(request, row));
    },
  );

  app.delete(
    "/api/recap/:month/share",
    {
      config: {
        auth: "user",
        checkAt: "onRequest",
        rateLimit: { name: "recap-share", ...RECAP_SHARE_LIMIT, message: RECAP_MESSAGES.tooManyShares },
      },
      schema: { params: monthParams, response: { 200: messageSchema } },
    },
    async (request) => {
      const month = monthParam(request.params.month);
      if (!(await recaps.unshare(signedInUser(request).id, month))) throw notFound(RECAP_MESSAGES.notShared);
      return { message: RECAP_MESSAGES.unshared };
    },
  );

  app.get(
    "/api/recap/shared/:id",
    { schema: { params: idParams, response: { 200: publicRecapSchema } } },
    async (request, reply) => {
      const found = await sharedRecap(request.params.id);
      if (!found) throw notFound(RECAP_MESSAGES.notFound);
      reply.header("cache-control", "no-cache");
      return found.recap;
    },
  );

  app.get(
    "/api/og/recap/:id",
    {
      schema: {
        params: idParams,
        querystring: z.object({
          format: z.enum(["story"], { error: "Biçim story olmalı" }).default("story"),
          v: z.string().max(40).optional(),
        }),
      },
    },
    async (request, reply) => {
      const found = await sharedRecap(request.params.id);
      if (!found) throw notFound(RECAP_MESSAGES.notFound);
      const { trackImage: _cover, ...topTrack } = found.recap.topTrack;
      const admit = async () => {
        if (!opts.rateLimiter) return;
        const { count, windowMs } = OG_RENDER_LIMIT;
        const limit = await opts.rateLimiter.hit(`og-render:${byAddress(request)}`, count, windowMs);
        if (!limit.allowed) throw tooManyRequests(SHARE_MESSAGES.tooManyRenders, limit.retryAfterSeconds);
      };
      const image = await opts.images
        .recapImage(
          found.share.id,
          { recap: { ...found.recap, topTrack }, shortCode: found.share.shortCode },
          { admit },
        )
        .catch((err: unknown) => {
          if (err instanceof RenderQueueFull) {
            throw new HttpError(503, SHARE_MESSAGES.renderBusy, { "retry-after": "5" });
          }
          throw err;
        });
      reply.header("x-og-cache", image.cache);
      reply.header("etag", image.etag);
      // it changes with the owner's draws and goes with the link: revalidated, never kept by a CDN long
      reply.header("cache-control", "public, max-age=300, s-maxage=60");
      reply.header("content-disposition", `inline; filename="ayin-fali-${found.recap.month}.png"`);
      if (request.headers["if-none-match"] === image.etag) return reply.status(304).send();
      return reply
        .type("image/png")
        .send(Buffer.from(image.png.buffer, image.png.byteOffset, image.png.byteLength));
    },
  );

  // /ozet/{key}: a month's shape is the owner's page (the shell; the client sends a visitor to
  // /login); else the shared view, with its preview tags (crawlers run no JavaScript).
  app.pageHandler("recap", async (request, reply, { params }) => {
    const key = params.key ?? "";
    if (MONTH_KEY.test(key)) return app.sendDocument(reply, 200);
    const found = await sharedRecap(key);
    if (!found) return app.sendDocument(reply, 404, { head: resultHeadTags(null, { status404: true }) });
    const origin = absoluteOrigin(request, opts.publicUrl);
    return app.sendDocument(reply, 200, {
      head: resultHeadTags(recapMeta(found.recap, found.share.id, origin)),
    });
  });
}

/** The shared view's address. */
export const recapSharedPath = (id: string) => pagePath("recap", { key: id });

/** A month's shape, valid or not (features/recap/pages.tsx reads /ozet/{key} the same way). */
const MONTH_KEY = /^\d{4}-\d{1,2}$/;
