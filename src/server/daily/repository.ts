/** All SQL of the song of the day (daily_songs, daily_keys). */
import { randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { dailyKeys, dailySongs } from "../db/schema";

export type DailySongRow = typeof dailySongs.$inferSelect;
export type NewDailySong = Omit<typeof dailySongs.$inferInsert, "createdAt">;

export function createDailyRepository(db: Db) {
  return {
    /** The person's key, made on first use; two first uses at once agree on one (the first written). */
    async keyOf(userId: string): Promise<Uint8Array> {
      await db
        .insert(dailyKeys)
        .values({ userId, key: randomBytes(32) })
        .onConflictDoNothing();
      const rows = await db
        .select({ key: dailyKeys.key })
        .from(dailyKeys)
        .where(eq(dailyKeys.userId, userId));
      return rows[0]!.key;
    },

    async find(userId: string, day: string): Promise<DailySongRow | undefined> {
      const rows = await db
        .select()
        .from(dailySongs)
        .where(and(eq(dailySongs.userId, userId), eq(dailySongs.day, day)))
        .limit(1);
      return rows[0];
    },

    /**
     * Keeps the day's song once: when another request (on any instance) wrote it first, that one
     * stays and is answered.
     */
    async insertOnce(values: NewDailySong): Promise<DailySongRow> {
      const [row] = await db.insert(dailySongs).values(values).onConflictDoNothing().returning();
      if (row) return row;
      const rows = await db
        .select()
        .from(dailySongs)
        .where(and(eq(dailySongs.userId, values.userId), eq(dailySongs.day, values.day)))
        .limit(1);
      if (!rows[0]) throw new Error("daily song conflicted but is not there");
      return rows[0];
    },

    /** Deletes the songs of days before `day` (YYYY-MM-DD); a saved one lives on as its draw. */
    async pruneBefore(day: string): Promise<void> {
      await db.delete(dailySongs).where(lt(dailySongs.day, day));
    },
  };
}

export type DailyRepository = ReturnType<typeof createDailyRepository>;
