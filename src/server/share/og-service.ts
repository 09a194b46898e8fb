/**
 * The preview image of a shared draw, behind /api/og/{id}.
 *
 * - Rendering is costly (about 0.3-1 s of CPU), so it is bounded: at most `maxRenders` at once
 *   (each in a worker thread, render-pool.ts), at most `maxQueued` waiting behind them (more
 *   answer 503), and the route charges each render (never a cached answer) to the caller's
 *   address through `admit`.
 * - The 1200x630 link-preview image ('og') is what chat apps and crawlers fetch again and again:
 *   it is stored in the database (og_images), so every instance and every restart serves it
 *   without rendering. The 1080x1920 story image is asked for by the owner when sharing to a
 *   story, rarely twice: it is rendered on demand and kept only in memory.
 * - Both are kept hot in a byte-bounded memory cache; lru-cache's fetch makes identical requests
 *   arriving together wait for one render.
 */

import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { PublicDraw } from "@/shared/api/draws";
import { SHARE_THEME_IDS, type ShareThemeId } from "@/shared/share-themes";
import "../draws/events";
import { previewTexts } from "../draws/public-view";
import type { EventBus } from "../events/bus";
import type { Outbound } from "../http/outbound";
import type { Logger } from "../log";
import { artworkProvider } from "./og-image/attribution";
import type { CoverOutcome } from "./og-image/cover";
import type { RecapImageInput } from "./og-image/recap-image";
import {
  createRenderPool,
  type RecapRenderTask,
  type RenderResult,
  type RenderTask,
} from "./og-image/render-pool";
import { type CoverImage, type DrawImageFormat, OG_IMAGE_VERSION } from "./og-image/types";
import type { ShareRepository } from "./repository";

const COVER_MAX_BYTES = 2 * 1024 * 1024;
const COVER_TIMEOUT_MS = 5_000;
const IMAGE_TYPES = /^image\/(png|jpe?g|webp|gif)/;
/** A stored image read again is marked as read at most this often (retention counts from it). */
const TOUCH_EVERY_MS = 24 * 3600_000;
/** Stored images not read for this long are dropped by maintenance() (drawn again if asked). */
export const OG_IMAGE_RETENTION_DAYS = 90;
/** Formats kept in the database; the others live in memory only. */
export const STORED_FORMATS: readonly DrawImageFormat[] = ["og"];

export interface OgImage {
  png: Uint8Array;
  etag: string;
  /** "miss": rendered for this request (or one it waited for); "hit": from memory or the database */
  cache: "hit" | "miss";
}

/** Every render slot is taken and the queue behind them is full: try again shortly. */
export class RenderQueueFull extends Error {
  constructor() {
    super("preview renders queue is full");
    this.name = "RenderQueueFull";
  }
}

/** The draw was forgotten (deleted) while its image was being drawn. */
export class DrawImageGone extends Error {
  constructor() {
    super("the draw was deleted");
    this.name = "DrawImageGone";
  }
}

export interface OgImageServiceOptions {
  images: Pick<ShareRepository, "findImage" | "storeImage" | "touchImage" | "deleteImagesExcept">;
  /** the draws' events: a deleted draw's images and a changed theme's old ones are dropped */
  events: EventBus;
  /** PUBLIC_URL: its host is printed on the images (none when unset) */
  brandUrl?: string;
  /** the client restricted to the media hosts: a cover's address was written by a client */
  outbound: Outbound;
  log: Logger;
  /** the renderer (tests count calls); default: a pool of `maxRenders` worker threads */
  render?: (task: RenderTask) => Promise<RenderResult>;
  /** the renderer of Ayın Falı's story images (tests count calls); default: the same pool */
  renderRecap?: (task: RecapRenderTask) => Promise<RenderResult>;
  /** renders in progress at once, cover download included (default 2) */
  maxRenders?: number;
  /** renders waiting for a slot before further ones are refused (default 32) */
  maxQueued?: number;
  /** memory for rendered images (default 64 MB) */
  memoryBytes?: number;
  now?: () => number;
}

export interface ImageRequestOptions {
  /**
   * Called before a render is started for this request (never for a cached image); it throws to
   * refuse, e.g. 429 when the caller's address has asked for too many renders.
   */
  admit?: () => Promise<void>;
}

interface Cached {
  png: Uint8Array;
  etag: string;
  rendered: boolean;
  /** when the database row was last marked as read (stored formats only) */
  touchedAt: number;
}

type FetchContext = { draw: PublicDraw; format: DrawImageFormat };

/** A counting semaphore with a bounded queue: the cap on renders at once. */
function createLimiter(max: number, maxQueued: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= max) {
        if (waiting.length >= maxQueued) throw new RenderQueueFull();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        // the slot passes straight to the next in line, so `active` never exceeds `max`
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}

export function createOgImageService(options: OgImageServiceOptions) {
  const now = options.now ?? Date.now;
  const maxRenders = Math.max(1, options.maxRenders ?? 2);
  const pool = options.render && options.renderRecap ? null : createRenderPool({ threads: maxRenders });
  const render = options.render ?? ((task: RenderTask) => pool!.render(task));
  const renderRecap = options.renderRecap ?? ((task: RecapRenderTask) => pool!.render(task));
  const limiter = createLimiter(maxRenders, options.maxQueued ?? 32);

  async function fetchCover(url: string | null, signal: AbortSignal): Promise<CoverImage | null> {
    if (!url) return null;
    try {
      const res = await options.outbound.request(url, {
        timeoutMs: COVER_TIMEOUT_MS,
        maxBytes: COVER_MAX_BYTES,
        retries: 0,
        headers: { accept: "image/png,image/jpeg,image/*;q=0.8" },
        signal,
      });
      const contentType = res.headers.get("content-type") ?? "";
      if (!IMAGE_TYPES.test(contentType)) return null;
      return { bytes: res.bytes, contentType };
    } catch (err) {
      // The card is drawn with a placeholder instead: a missing cover never fails the image.
      options.log.info({ err: err instanceof Error ? err.message : String(err) }, "cover not fetched");
      return null;
    }
  }

  function logCover(outcome: CoverOutcome, draw: PublicDraw) {
    if (outcome === "too-many-pixels" || outcome === "unreadable") {
      options.log.info({ drawId: draw.id, outcome }, "cover not drawn: placeholder used");
    }
  }

  const images = new LRUCache<string, Cached, FetchContext>({
    maxSize: options.memoryBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (v) => v.png.byteLength + 100,
    // Only renders come through here: cached and stored images are read before (see image()).
    fetchMethod: async (_key, _stale, { context: { draw, format }, signal }) =>
      limiter.run(async () => {
        // Only artwork whose provider we can credit is drawn (ADR 019); other covers: the vinyl.
        // A spread draws three records, no artwork (designs/spread.ts): nothing to fetch.
        const artwork =
          draw.kind === "spread" ? null : artworkProvider(draw.trackImage, draw.trackExternalUrl);
        const cover = artwork ? await fetchCover(draw.trackImage, signal) : null;
        const result = await render({
          // the images never carry the question, shown on the page or not (ADR 038)
          draw: { ...draw, ...previewTexts(draw) },
          format,
          cover,
          artwork,
          shareTheme: draw.shareTheme,
          brandUrl: options.brandUrl,
        });
        logCover(result.cover, draw);
        const png = result.png;
        const etag = `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`;
        if (STORED_FORMATS.includes(format)) {
          await options.images.storeImage(draw.id, format, draw.shareTheme, OG_IMAGE_VERSION, png, etag);
        }
        return { png, etag, rendered: true, touchedAt: now() };
      }),
  });

  /**
   * Ayın Falı's story images (ADR 042), by the share and what they show (a recap changes with its
   * owner's draws, so its key is its content's hash): in memory only, like a draw's story image,
   * rendered by the same pool under the same cap.
   */
  const recapImages = new LRUCache<string, Cached, RecapImageInput>({
    maxSize: Math.max(1, Math.floor((options.memoryBytes ?? 64 * 1024 * 1024) / 4)),
    sizeCalculation: (v) => v.png.byteLength + 100,
    fetchMethod: async (_key, _stale, { context }) =>
      limiter.run(async () => {
        const { png } = await renderRecap({ kind: "recap", recap: context, brandUrl: options.brandUrl });
        const etag = `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`;
        return { png, etag, rendered: true, touchedAt: now() };
      }),
  });

  const keyOf = (drawId: string, format: DrawImageFormat, theme: ShareThemeId) =>
    `${drawId}:${format}:${theme}:${OG_IMAGE_VERSION}`;

  /** Marks a stored image as read now and then, so retention keeps what is still shared. */
  function touch(drawId: string, format: DrawImageFormat, theme: ShareThemeId, entry: Cached) {
    if (!STORED_FORMATS.includes(format) || now() - entry.touchedAt < TOUCH_EVERY_MS) return;
    entry.touchedAt = now();
    options.images.touchImage(drawId, format, theme, OG_IMAGE_VERSION).catch((err: unknown) => {
      options.log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        "marking an image read failed",
      );
    });
  }

  /** Drops a draw's images from memory; a render of one in progress is aborted and not kept. */
  function forgetImages(drawId: string, keep?: ShareThemeId) {
    for (const format of ["og", "story"] as const) {
      for (const theme of SHARE_THEME_IDS) if (theme !== keep) images.delete(keyOf(drawId, format, theme));
    }
  }
  // The database rows go with a deleted draw (og_images cascades); memory is dropped here, on every
  // instance. After a change of design, the other designs' images go: the stored ones once, by the
  // instance where it happened.
  options.events.subscribe("draw.deleted", (e) => forgetImages(e.id));
  options.events.subscribe("draw.updated", async (e, { local }) => {
    if (e.field !== "shareTheme") return;
    forgetImages(e.id, e.shareTheme);
    if (local) await options.images.deleteImagesExcept(e.id, e.shareTheme);
  });

  return {
    async image(
      draw: PublicDraw,
      format: DrawImageFormat,
      request: ImageRequestOptions = {},
    ): Promise<OgImage> {
      const theme = draw.shareTheme;
      const key = keyOf(draw.id, format, theme);
      const inMemory = images.get(key);
      if (inMemory) {
        touch(draw.id, format, theme, inMemory);
        return { png: inMemory.png, etag: inMemory.etag, cache: "hit" };
      }
      if (STORED_FORMATS.includes(format)) {
        const stored = await options.images.findImage(draw.id, format, theme, OG_IMAGE_VERSION);
        if (stored) {
          const entry = {
            png: stored.png,
            etag: stored.etag,
            rendered: false,
            touchedAt: stored.readAt.getTime(),
          };
          touch(draw.id, format, theme, entry);
          images.set(key, entry);
          return { png: stored.png, etag: stored.etag, cache: "hit" };
        }
      }
      await request.admit?.();
      try {
        const image = await images.forceFetch(key, { context: { draw, format } });
        return { png: image.png, etag: image.etag, cache: image.rendered ? "miss" : "hit" };
      } catch (err) {
        // lru-cache aborts a render whose key is deleted meanwhile (forgetImages, on draw.deleted): not kept
        if (err instanceof Error && err.message === "deleted") throw new DrawImageGone();
        throw err;
      }
    },

    /** Ayın Falı's story image of a shared recap (`shareId`), drawn from `input`. */
    async recapImage(
      shareId: string,
      input: RecapImageInput,
      request: ImageRequestOptions = {},
    ): Promise<OgImage> {
      const content = createHash("sha256").update(JSON.stringify(input)).digest("base64url").slice(0, 22);
      const key = `${shareId}:${content}:${OG_IMAGE_VERSION}`;
      const inMemory = recapImages.get(key);
      if (inMemory) return { png: inMemory.png, etag: inMemory.etag, cache: "hit" };
      await request.admit?.();
      const image = await recapImages.forceFetch(key, { context: input });
      return { png: image.png, etag: image.etag, cache: image.rendered ? "miss" : "hit" };
    },

    /** Renders running and waiting now (for tests and the bench). */
    renderLoad(): { active: number; queued: number } {
      return { active: limiter.active, queued: limiter.queued };
    },

    async close(): Promise<void> {
      await pool?.close();
    },
  };
}

export type OgImageService = ReturnType<typeof createOgImageService>;
