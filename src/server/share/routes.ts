/**
 * The public face of a draw: /result/{id} with its social-preview tags in the HTML the server
 * sends (crawlers run no JavaScript), and the preview image /api/og/{id}, rendered once per draw
 * and then served from the database with ETag and Cache-Control.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { DrawRepository } from "../draws/repository";
import { DRAW_NOT_FOUND } from "../draws/routes";
import { notFound } from "../http/errors";
import type { Outbound } from "../http/outbound";
import { drawMeta, renderResultHead } from "./meta";
import { type DrawImageFormat, OG_IMAGE_VERSION, renderDrawImage } from "./og-image";
import type { ShareRepository } from "./repository";

const COVER_MAX_BYTES = 2 * 1024 * 1024;
const COVER_TIMEOUT_MS = 5_000;
const IMAGE_TYPES = /^image\/(png|jpe?g|webp|gif)/;

export interface ShareRouteOptions {
  draws: DrawRepository;
  images: ShareRepository;
  outbound: Outbound;
  publicUrl?: string;
  indexHtml?: string;
}

function originOf(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl;
  return `${request.protocol}://${request.host}`;
}

export async function shareRoutes(fastify: FastifyInstance, opts: ShareRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rendering = new Map<string, Promise<{ png: Uint8Array; etag: string }>>();
  // Rendered images are immutable per draw, format and renderer version: keep the hot ones in
  // memory (bounded by bytes) so a shared link going around does not read a bytea every time.
  const images = new LRUCache<string, { png: Uint8Array; etag: string }>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (v) => v.png.byteLength + 100,
  });

  async function fetchCover(url: string | null, log: FastifyRequest["log"]) {
    if (!url) return null;
    try {
      const res = await opts.outbound.request(url, {
        timeoutMs: COVER_TIMEOUT_MS,
        maxBytes: COVER_MAX_BYTES,
        retries: 0,
        headers: { accept: "image/png,image/jpeg,image/*;q=0.8" },
      });
      const contentType = res.headers.get("content-type") ?? "";
      if (!IMAGE_TYPES.test(contentType)) return null;
      return { bytes: res.bytes, contentType };
    } catch (err) {
      // The card is drawn with a placeholder instead: a missing cover never fails the image.
      log.info({ err: err instanceof Error ? err.message : String(err) }, "cover not fetched");
      return null;
    }
  }

  app.get(
    "/result/:id",
    // No length limit here: an odd id is a page that does not exist (404 HTML), not a 400.
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const draw = await opts.draws.findPublic(request.params.id);
      if (!opts.indexHtml) return app.sendIndex(reply, draw ? 200 : 404);
      if (!draw)
        return app.sendIndex(reply, 404, renderResultHead(opts.indexHtml, null, { status404: true }));
      const meta = drawMeta(draw, originOf(request, opts.publicUrl));
      return app.sendIndex(reply, 200, renderResultHead(opts.indexHtml, meta));
    },
  );

  app.get(
    "/api/og/:id",
    {
      schema: {
        params: z.object({ id: z.string().max(200) }),
        querystring: z.object({ format: z.enum(["og", "story"]).default("og") }),
      },
    },
    async (request, reply) => {
      const format: DrawImageFormat = request.query.format;
      const row = await opts.draws.findPublic(request.params.id);
      if (!row) throw notFound(DRAW_NOT_FOUND);

      const key = `${row.id}:${format}:${OG_IMAGE_VERSION}`;
      let image: { png: Uint8Array; etag: string } | undefined =
        images.get(key) ?? (await opts.images.findImage(row.id, format, OG_IMAGE_VERSION));
      if (!image) {
        let pending = rendering.get(key);
        if (!pending) {
          pending = (async () => {
            const cover = await fetchCover(row.trackImage, request.log);
            const png = await renderDrawImage(row, { cover, format });
            const etag = `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`;
            await opts.images.storeImage(row.id, format, OG_IMAGE_VERSION, png, etag);
            return { png, etag };
          })().finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        image = await pending;
        reply.header("x-og-cache", "miss");
      } else {
        reply.header("x-og-cache", "hit");
      }

      images.set(key, image);
      reply.header("etag", image.etag);
      reply.header("cache-control", "public, max-age=86400");
      if (request.headers["if-none-match"] === image.etag) return reply.status(304).send();
      return reply
        .type("image/png")
        .send(Buffer.from(image.png.buffer, image.png.byteOffset, image.png.byteLength));
    },
  );
}
