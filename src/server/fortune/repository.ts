/** SQL of the comment engine's caches: preview URLs, melody features and lyrics lookups. */
import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { AudioFeatures, Track } from "@/shared/api/tracks";
import type { Db } from "../db/client";
import { audioFeatures, lyricsCache, trackPreviews } from "../db/schema";
import type { LyricsCache, LyricsInfo } from "./lyrics";

export function createFortuneRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Remembers the preview URL of each track that has one (one statement per 500 rows). */
    async recordPreviews(tracks: Track[]): Promise<void> {
      const rows = new Map<string, string>();
      for (const t of tracks) if (t.previewUrl && !t.id.startsWith("csv:")) rows.set(t.id, t.previewUrl);
      const values = [...rows].map(([trackId, previewUrl]) => ({ trackId, previewUrl, updatedAt: now() }));
      for (let i = 0; i < values.length; i += 500) {
        await db
          .insert(trackPreviews)
          .values(values.slice(i, i + 500))
          .onConflictDoUpdate({
            target: trackPreviews.trackId,
            set: { previewUrl: sql`excluded.preview_url`, updatedAt: sql`excluded.updated_at` },
          });
      }
    },

    async previewUrls(trackIds: string[]): Promise<Map<string, string>> {
      if (trackIds.length === 0) return new Map();
      const rows = await db.select().from(trackPreviews).where(inArray(trackPreviews.trackId, trackIds));
      return new Map(rows.map((r) => [r.trackId, r.previewUrl]));
    },

    async cachedFeatures(
      trackIds: string[],
      version: number,
    ): Promise<Map<string, { features: AudioFeatures | null; analyzedAt: Date }>> {
      if (trackIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(audioFeatures)
        .where(and(inArray(audioFeatures.trackId, trackIds), sql`${audioFeatures.version} = ${version}`));
      return new Map(
        rows.map((r) => [r.trackId, { features: r.features ?? null, analyzedAt: r.analyzedAt }]),
      );
    },

    async storeFeatures(trackId: string, version: number, features: AudioFeatures | null): Promise<void> {
      const values = { trackId, version, features, analyzedAt: now() };
      await db
        .insert(audioFeatures)
        .values(values)
        .onConflictDoUpdate({
          target: audioFeatures.trackId,
          set: { version, features: sql`excluded.features`, analyzedAt: values.analyzedAt },
        });
    },

    /** The lyrics cache in the database, shared by every instance. */
    lyricsCache(): LyricsCache {
      return {
        async get(key) {
          const rows = await db
            .select()
            .from(lyricsCache)
            .where(and(sql`${lyricsCache.key} = ${key}`, gt(lyricsCache.expiresAt, now())))
            .limit(1);
          const row = rows[0];
          if (!row) return undefined;
          return (row.value as LyricsInfo | null) ?? null;
        },
        async set(key, value, ttlMs) {
          const expiresAt = new Date(now().getTime() + ttlMs);
          await db
            .insert(lyricsCache)
            .values({ key, value, expiresAt })
            .onConflictDoUpdate({ target: lyricsCache.key, set: { value: sql`excluded.value`, expiresAt } });
        },
      };
    },

    async pruneLyrics(): Promise<void> {
      await db.delete(lyricsCache).where(lt(lyricsCache.expiresAt, now()));
    },
  };
}

export type FortuneRepository = ReturnType<typeof createFortuneRepository>;
