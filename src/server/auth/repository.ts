/** All SQL of users and sessions. */
import { and, eq, gt, lt } from "drizzle-orm";
import type { User } from "@/shared/api";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    isPremium: row.isPremium,
  };
}

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return rows[0];
    },

    /** Returns undefined when the email is taken (the unique index decides, not a prior read). */
    async insertUser(values: {
      email: string;
      passwordHash: string;
      firstName: string | null;
      lastName: string | null;
    }): Promise<UserRow | undefined> {
      const rows = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return rows[0];
    },

    async setPremium(userId: string, isPremium: boolean): Promise<void> {
      await db.update(users).set({ isPremium }).where(eq(users.id, userId));
    },

    async insertSession(id: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ id, userId, expiresAt });
    },

    async findSessionUser(id: string, now: Date): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
      const rows = await db
        .select({ user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0];
    },

    async extendSession(id: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteExpiredSessions(now: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
