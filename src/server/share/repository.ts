/** SQL of rendered preview images. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { ogImages } from "../db/schema";

export function createShareRepository(db: Db) {
  return {
    async findImage(drawId: string, format: string, version: number) {
      const rows = await db
        .select({ png: ogImages.png, etag: ogImages.etag })
        .from(ogImages)
        .where(and(eq(ogImages.drawId, drawId), eq(ogImages.format, format), eq(ogImages.version, version)))
        .limit(1);
      const row = rows[0];
      return row ? { png: new Uint8Array(row.png), etag: row.etag } : undefined;
    },

    async storeImage(drawId: string, format: string, version: number, png: Uint8Array, etag: string) {
      await db.insert(ogImages).values({ drawId, format, version, png, etag }).onConflictDoNothing();
    },
  };
}

export type ShareRepository = ReturnType<typeof createShareRepository>;
