/** All SQL of the server's record of written comments (what a draw is saved from). */
import { desc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { comments } from "../db/schema";

export type CommentRow = typeof comments.$inferSelect;
export type NewComment = Omit<typeof comments.$inferInsert, "id" | "createdAt">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id is simply unknown: no database error, no 500. */
export const isCommentId = (id: string) => UUID.test(id);

export function createCommentRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    async insert(values: NewComment): Promise<CommentRow> {
      const rows = await db
        .insert(comments)
        .values({ ...values, createdAt: now() })
        .returning();
      return rows[0]!;
    },

    async findById(id: string): Promise<CommentRow | undefined> {
      if (!isCommentId(id)) return undefined;
      const rows = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
      return rows[0];
    },

    /** The person's comment records, newest first (the KVKK export: questions of unsaved ones too). */
    async listByUser(userId: string): Promise<CommentRow[]> {
      return db.select().from(comments).where(eq(comments.userId, userId)).orderBy(desc(comments.createdAt));
    },

    /** Deletes records written before `before`. A saved draw keeps its own copy of the text. */
    async pruneOlderThan(before: Date): Promise<void> {
      await db.delete(comments).where(lt(comments.createdAt, before));
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
