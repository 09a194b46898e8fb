/** SQL of rendered preview images (table og_images, a cache: every row can be drawn again). */
import { and, eq, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { ogImages } from "../db/schema";

/** A foreign-key violation: the draw was deleted while its image was being drawn. */
function isMissingDraw(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

export function createShareRepository(db: Db) {
  const row = (drawId: string, format: string, theme: string, version: number) =>
    and(
      eq(ogImages.drawId, drawId),
      eq(ogImages.format, format),
      eq(ogImages.theme, theme),
      eq(ogImages.version, version),
    );

  return {
    async findImage(drawId: string, format: string, theme: string, version: number) {
      const rows = await db
        .select({ png: ogImages.png, etag: ogImages.etag, readAt: ogImages.readAt })
        .from(ogImages)
        .where(row(drawId, format, theme, version))
        .limit(1);
      const found = rows[0];
      return found ? { png: new Uint8Array(found.png), etag: found.etag, readAt: found.readAt } : undefined;
    },

    /** Stores a rendered image; nothing happens when the draw has been deleted meanwhile. */
    async storeImage(
      drawId: string,
      format: string,
      theme: string,
      version: number,
      png: Uint8Array,
      etag: string,
    ) {
      try {
        await db.insert(ogImages).values({ drawId, format, theme, version, png, etag }).onConflictDoNothing();
      } catch (err) {
        if (!isMissingDraw(err)) throw err;
      }
    },

    /** Marks an image as read now (retention counts from the last read). */
    async touchImage(drawId: string, format: string, theme: string, version: number) {
      await db
        .update(ogImages)
        .set({ readAt: sql`now()` })
        .where(row(drawId, format, theme, version));
    },

    /** Drops a draw's stored images of every theme but `theme` (its share theme changed). */
    async deleteImagesExcept(drawId: string, theme: string) {
      await db.delete(ogImages).where(and(eq(ogImages.drawId, drawId), ne(ogImages.theme, theme)));
    },

    /**
     * Retention: drops images of other renderer versions, of formats no longer stored, and those
     * not read since `unreadSince`. Returns how many rows went.
     */
    async pruneImages(opts: { version: number; formats: readonly string[]; unreadSince: Date }) {
      const formats = opts.formats.map((f) => sql`${f}`);
      const gone = await db
        .delete(ogImages)
        .where(
          or(
            ne(ogImages.version, opts.version),
            sql`${ogImages.format} not in (${sql.join(formats, sql`, `)})`,
            lt(ogImages.readAt, opts.unreadSince),
          ),
        )
        .returning({ drawId: ogImages.drawId });
      return gone.length;
    },
  };
}

export type ShareRepository = ReturnType<typeof createShareRepository>;
