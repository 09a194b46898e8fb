/** All SQL of friend_invites (schema.ts): create, read by token hash, claim once, release. */
import { and, count, desc, eq, gt, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Track } from "@/shared/api/tracks";
import type { Db } from "../db/client";
import { friendInvites, inviteLists, users } from "../db/schema";

export type InviteRow = typeof friendInvites.$inferSelect;
export type NewInvite = Omit<
  typeof friendInvites.$inferInsert,
  "id" | "createdAt" | "usedAt" | "friendName" | "drawId" | "tracks" | "listId"
>;
/** The list an invite draws from, kept once per (person, list). */
export interface InviteList {
  sourceType: string;
  sourceId: string;
  tracks: Track[];
}

/** The person's invites not used and not expired. */
async function countOpen(db: Pick<Db, "select">, userId: string, now: Date): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(friendInvites)
    .where(
      and(eq(friendInvites.userId, userId), isNull(friendInvites.usedAt), gt(friendInvites.expiresAt, now)),
    );
  return open?.n ?? 0;
}

export function createInviteRepository(db: Db) {
  return {
    countOpen: (userId: string, now: Date) => countOpen(db, userId, now),

    /**
     * Inserts the invite unless its owner already has `maxOpen` open ones (not used, not expired):
     * undefined then. The owner's row is locked for the count, so links made at once are counted
     * one after another and never pass the cap together.
     */
    async insertWithinOpenCap(
      values: NewInvite,
      list: InviteList,
      maxOpen: number,
      now: Date,
    ): Promise<InviteRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for("update");
        if ((await countOpen(tx, values.userId, now)) >= maxOpen) return undefined;
        // one copy per (person, list): a new link writes the list as it is now over the old copy
        const [kept] = await tx
          .insert(inviteLists)
          .values({ userId: values.userId, ...list, updatedAt: now })
          .onConflictDoUpdate({
            target: [inviteLists.userId, inviteLists.sourceType, inviteLists.sourceId],
            set: { tracks: list.tracks, updatedAt: now },
          })
          .returning({ id: inviteLists.id });
        const [row] = await tx
          .insert(friendInvites)
          .values({ ...values, listId: kept!.id })
          .returning();
        return row;
      });
    },

    /** The tracks an invite draws from: its list's, or the copy an older invite kept itself. */
    async tracksOf(invite: Pick<InviteRow, "tracks" | "listId">): Promise<Track[]> {
      if (invite.tracks) return invite.tracks;
      if (!invite.listId) return [];
      const [row] = await db
        .select({ tracks: inviteLists.tracks })
        .from(inviteLists)
        .where(eq(inviteLists.id, invite.listId));
      return row?.tracks ?? [];
    },

    /** The invite and its owner's first name (all a friend is shown of the owner). */
    async findByTokenHash(
      tokenHash: string,
    ): Promise<(InviteRow & { ownerFirstName: string | null; trackCount: number }) | undefined> {
      const rows = await db
        .select({
          invite: friendInvites,
          ownerFirstName: users.firstName,
          trackCount: sql<number>`jsonb_array_length(coalesce(${friendInvites.tracks}, ${inviteLists.tracks}, '[]'::jsonb))::int`,
        })
        .from(friendInvites)
        .innerJoin(users, eq(users.id, friendInvites.userId))
        .leftJoin(inviteLists, eq(inviteLists.id, friendInvites.listId))
        .where(eq(friendInvites.tokenHash, tokenHash))
        .limit(1);
      const row = rows[0];
      return row && { ...row.invite, ownerFirstName: row.ownerFirstName, trackCount: row.trackCount };
    },

    /**
     * Marks the invite used by `friendName`, atomically: of two answers at once exactly one gets the
     * row; an expired or used invite gives nothing.
     */
    async claim(tokenHash: string, friendName: string, now: Date): Promise<InviteRow | undefined> {
      const rows = await db
        .update(friendInvites)
        .set({ usedAt: now, friendName })
        .where(
          and(
            eq(friendInvites.tokenHash, tokenHash),
            isNull(friendInvites.usedAt),
            gt(friendInvites.expiresAt, now),
          ),
        )
        .returning();
      return rows[0];
    },

    /** Gives a claimed invite back when its draw could not be made (nothing half-done stays). */
    async release(id: string): Promise<void> {
      await db.update(friendInvites).set({ usedAt: null, friendName: null }).where(eq(friendInvites.id, id));
    },

    async setDraw(id: string, drawId: string): Promise<void> {
      await db.update(friendInvites).set({ drawId }).where(eq(friendInvites.id, id));
    },

    /** The person's own links, newest first (the KVKK export). */
    async listByUser(userId: string): Promise<InviteRow[]> {
      return db
        .select()
        .from(friendInvites)
        .where(eq(friendInvites.userId, userId))
        .orderBy(desc(friendInvites.createdAt));
    },

    /** Maintenance: invites a week past their end (used or not) are of no use to anyone. */
    async pruneExpiredBefore(before: Date): Promise<void> {
      await db.delete(friendInvites).where(lt(friendInvites.expiresAt, before));
      // and the lists no invite points to any more
      await db
        .delete(inviteLists)
        .where(
          notExists(
            db.select({ one: sql`1` }).from(friendInvites).where(eq(friendInvites.listId, inviteLists.id)),
          ),
        );
    },
  };
}

export type InviteRepository = ReturnType<typeof createInviteRepository>;
