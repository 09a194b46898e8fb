/**
 * SQL of the playlist cache shared by every user and instance (table playlist_cache) and of the
 * providers' daily quota counters (table provider_quota).
 */
import { eq, lt, sql } from "drizzle-orm";
import type { Track } from "@/shared/api/tracks";
import type { Db } from "../db/client";
import { playlistCache, providerQuota } from "../db/schema";

export interface StoredPlaylist {
  version: string | null;
  tracks: Track[];
  capped: boolean;
  fetchedAt: Date;
}

export function createPlaylistRepository(db: Db) {
  return {
    async find(key: string): Promise<StoredPlaylist | undefined> {
      const rows = await db
        .select({
          version: playlistCache.version,
          tracks: playlistCache.tracks,
          capped: playlistCache.capped,
          fetchedAt: playlistCache.fetchedAt,
        })
        .from(playlistCache)
        .where(eq(playlistCache.key, key))
        .limit(1);
      return rows[0];
    },

    async save(key: string, value: { version: string | null; tracks: Track[]; capped: boolean }, at: Date) {
      await db
        .insert(playlistCache)
        .values({ key, ...value, fetchedAt: at })
        .onConflictDoUpdate({
          target: playlistCache.key,
          set: { version: value.version, tracks: value.tracks, capped: value.capped, fetchedAt: at },
        });
    },

    /** The provider confirmed the stored tracks are current. */
    async confirm(key: string, at: Date) {
      await db.update(playlistCache).set({ fetchedAt: at }).where(eq(playlistCache.key, key));
    },

    async prune(olderThan: Date) {
      await db.delete(playlistCache).where(lt(playlistCache.fetchedAt, olderThan));
    },

    /**
     * Adds `units` to a provider's count for `day` in one atomic statement and returns the new
     * total, so instances sharing the database never spend past the budget together.
     */
    async spend(provider: string, day: string, units: number): Promise<number> {
      const rows = await db
        .insert(providerQuota)
        .values({ provider, day, units })
        .onConflictDoUpdate({
          target: [providerQuota.provider, providerQuota.day],
          set: { units: sql`${providerQuota.units} + ${units}` },
        })
        .returning({ units: providerQuota.units });
      return rows[0]!.units;
    },

    async spent(provider: string, day: string): Promise<number> {
      const rows = await db
        .select({ units: providerQuota.units })
        .from(providerQuota)
        .where(sql`${providerQuota.provider} = ${provider} and ${providerQuota.day} = ${day}`)
        .limit(1);
      return rows[0]?.units ?? 0;
    },

    async pruneQuota(beforeDay: string) {
      await db.delete(providerQuota).where(lt(providerQuota.day, beforeDay));
    },
  };
}

export type PlaylistRepository = ReturnType<typeof createPlaylistRepository>;
