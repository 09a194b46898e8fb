/** All SQL of friend_invites (schema.ts): create, read by token hash, claim once, release. */
import { and, count, desc, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { friendInvites, users } from "../db/schema";

export type InviteRow = typeof friendInvites.$inferSelect;
export type NewInvite = Omit<
  typeof friendInvites.$inferInsert,
  "id" | "createdAt" | "usedAt" | "friendName" | "drawId"
>;

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

    async insert(values: NewInvite): Promise<InviteRow> {
      const [row] = await db.insert(friendInvites).values(values).returning();
      return row!;
    },

    /**
     * Inserts the invite unless its owner already has `maxOpen` open ones (not used, not expired):
     * undefined then. The owner's row is locked for the count, so links made at once are counted
     * one after another and never pass the cap together.
     */
    async insertWithinOpenCap(values: NewInvite, maxOpen: number, now: Date): Promise<InviteRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for("update");
        if ((await countOpen(tx, values.userId, now)) >= maxOpen) return undefined;
        const [row] = await tx.insert(friendInvites).values(values).returning();
        return row;
      });
    },

    /** The invite and its owner's first name (all a friend is shown of the owner). */
    async findByTokenHash(
      tokenHash: string,
    ): Promise<(InviteRow & { ownerFirstName: string | null }) | undefined> {
      const rows = await db
        .select({ invite: friendInvites, ownerFirstName: users.firstName })
        .from(friendInvites)
        .innerJoin(users, eq(users.id, friendInvites.userId))
        .where(eq(friendInvites.tokenHash, tokenHash))
        .limit(1);
      const row = rows[0];
      return row && { ...row.invite, ownerFirstName: row.ownerFirstName };
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
    },
  };
}

export type InviteRepository = ReturnType<typeof createInviteRepository>;
