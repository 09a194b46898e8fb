/** All SQL of draws: saving, the owner's lists, favourites, statistics and the public view. */
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { PublicDraw, SavedDraw } from "@/shared/api/draws";
import type { DrawSourceType } from "@/shared/limits";
import { searchKey, themesMatching } from "@/shared/search";
import type { ShareThemeId } from "@/shared/share-themes";
import type { ThemeId } from "@/shared/themes";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { draws } from "../db/schema";
import type { DrawChanges } from "./changes";
import { publicQuestionAndTexts } from "./public-view";
import { newShortCode, normalShortCode } from "./short-code";

type DrawRow = typeof draws.$inferSelect;
export type NewDraw = Omit<typeof draws.$inferInsert, "id" | "isFavorite" | "createdAt">;

/** What a history page is narrowed by (GET /api/draws); dates are Istanbul days, both included. */
export interface DrawFilters {
  q?: string;
  theme?: ThemeId;
  source?: DrawSourceType;
  from?: string;
  to?: string;
}

/**
 * A page's place in the list: the last draw's created_at in microseconds since 1970 and its id.
 * Microseconds, not a JS Date: PostgreSQL keeps them, and a cursor cut to milliseconds would show
 * the last draw of a page again on the next one.
 */
const CURSOR = /^(\d{1,20})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const isCursor = (cursor: string) => CURSOR.test(cursor);

/** The draws' time zone: days, weeks and date filters are Istanbul's. */
export const DRAW_TIME_ZONE = "Europe/Istanbul";

/** LIKE's own characters in a search are plain characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of a list: the owner's draws, narrowed by the search and filters. */
function filterConditions(userId: string, f: DrawFilters): SQL[] {
  const where: SQL[] = [eq(draws.userId, userId)];
  const needle = searchKey(f.q ?? "");
  if (needle) {
    const text = sql`${draws.searchText} like ${`%${escapeLike(needle)}%`}`;
    const themes = themesMatching(needle);
    where.push(themes.length > 0 ? (or(text, inArray(draws.theme, themes)) as SQL) : text);
  }
  if (f.theme) where.push(eq(draws.theme, f.theme));
  if (f.source) where.push(eq(draws.sourceType, f.source));
  if (f.from)
    where.push(sql`${draws.createdAt} >= (${f.from}::date)::timestamp at time zone ${DRAW_TIME_ZONE}`);
  if (f.to)
    where.push(sql`${draws.createdAt} < (${f.to}::date + 1)::timestamp at time zone ${DRAW_TIME_ZONE}`);
  return where;
}
/** A draw saved from the server's record of a comment. */
export type NewCommentDraw = NewDraw & { commentId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id is simply not found: no database error, no 500. */
export const isDrawId = (id: string) => UUID.test(id);

export function toSavedDraw(row: DrawRow): SavedDraw {
  return {
    id: row.id,
    number: row.number,
    trackId: row.trackId,
    trackTitle: row.trackTitle,
    trackArtist: row.trackArtist,
    trackImage: row.trackImage,
    trackPreviewUrl: row.trackPreviewUrl,
    trackExternalUrl: row.trackExternalUrl,
    theme: row.theme,
    headline: row.headline,
    short: row.short,
    long: row.long,
    comment: row.comment,
    sessionId: row.sessionId,
    isFavorite: row.isFavorite,
    createdAt: row.createdAt.toISOString(),
    sourceType: row.sourceType,
    friendName: row.friendName,
    hint: row.hint,
    hintHidden: row.hintHidden,
    shareTheme: row.shareTheme,
    kind: row.kind,
    spread: row.kind === "spread" ? (row.spread ?? []) : null,
  };
}

export function toPublicDraw(row: DrawRow): PublicDraw {
  // Only what anyone with the link may see: no owner, session, favourite flag or friend's name.
  const {
    comment: _c,
    sessionId: _s,
    isFavorite: _f,
    trackId: _t,
    sourceType: _st,
    friendName: _n,
    hintHidden: _h,
    hint: _q,
    ...view
  } = toSavedDraw(row);
  // 'Bu listeden sen de çek': a public list's type and id, and no more; never a CSV file.
  const listSource =
    row.sourceId &&
    (row.sourceType === "spotify" || row.sourceType === "youtube" || row.sourceType === "ready")
      ? { type: row.sourceType, id: row.sourceId }
      : null;
  // The question and texts by the one rule of public-view.ts (ADR 038).
  return { ...view, ...publicQuestionAndTexts(row), listSource, shortCode: row.shortCode };
}

export function createDrawRepository(db: Db, changes?: DrawChanges) {
  // The public view of a draw never changes once saved, and a shared link is read by many
  // (people and link-preview crawlers): keep recent ones briefly in memory. A change of its face
  // (share theme, question hidden) or a deletion is forgotten at once here, and on the other
  // instances when `changes` carries it (PostgreSQL), else within the 60 s.
  const publicViews = new LRUCache<string, PublicDraw>({ max: 10_000, ttl: 60_000 });
  changes?.subscribe((ids) => {
    if (ids === "all") publicViews.clear();
    else for (const id of ids) publicViews.delete(id.toLowerCase());
  });
  const changed = async (ids: readonly string[]) => {
    if (changes) await changes.publish(ids);
    else for (const id of ids) publicViews.delete(id.toLowerCase());
  };

  async function findById(id: string): Promise<DrawRow | undefined> {
    if (!isDrawId(id)) return undefined;
    const rows = await db.select().from(draws).where(eq(draws.id, id)).limit(1);
    return rows[0];
  }

  async function findByCommentId(commentId: string): Promise<{ id: string; userId: string } | undefined> {
    if (!isDrawId(commentId)) return undefined;
    const rows = await db
      .select({ id: draws.id, userId: draws.userId })
      .from(draws)
      .where(eq(draws.commentId, commentId))
      .limit(1);
    return rows[0];
  }

  return {
    /**
     * Saves the draw of a comment once. The unique comment_id decides between two saves that race:
     * the second one's insert does nothing (PostgreSQL waits for the first to commit), and both
     * answer the first one's id.
     */
    async insertOnce(values: NewCommentDraw): Promise<{ id: string; created: boolean }> {
      const insert = async (attempt: number): Promise<{ id: string }[]> => {
        try {
          return await db
            .insert(draws)
            .values({ ...values, shortCode: newShortCode() })
            .onConflictDoNothing({ target: draws.commentId })
            .returning({ id: draws.id });
        } catch (err) {
          // a short code already taken (about 1 in 10^14 per stored draw): another one
          if (attempt < 3 && isUniqueViolation(err, "draws_short_code_idx")) return insert(attempt + 1);
          throw err;
        }
      };
      const rows = await insert(1);
      if (rows[0]) return { id: rows[0].id, created: true };
      const existing = await findByCommentId(values.commentId);
      if (!existing) throw new Error(`draw of comment ${values.commentId} conflicted but is not there`);
      return { id: existing.id, created: false };
    },

    findByCommentId,

    findById,

    /** The draw a short address opens (/r/{code}); a code that cannot be one is not looked up. */
    async findIdByShortCode(typed: string): Promise<string | undefined> {
      const code = normalShortCode(typed);
      if (!code) return undefined;
      const rows = await db.select({ id: draws.id }).from(draws).where(eq(draws.shortCode, code)).limit(1);
      return rows[0]?.id;
    },

    async findPublic(id: string): Promise<PublicDraw | undefined> {
      const key = id.toLowerCase();
      const hit = publicViews.get(key);
      if (hit) return hit;
      const row = await findById(id);
      if (!row) return undefined;
      const view = toPublicDraw(row);
      publicViews.set(key, view);
      return view;
    },

    /** Newest first, at most `limit` (served by draws_user_created_idx). */
    async listRecent(userId: string, limit: number): Promise<DrawRow[]> {
      return db
        .select()
        .from(draws)
        .where(eq(draws.userId, userId))
        .orderBy(desc(draws.createdAt), desc(draws.id))
        .limit(limit);
    },

    async listFavorites(userId: string, limit: number): Promise<DrawRow[]> {
      return db
        .select()
        .from(draws)
        .where(and(eq(draws.userId, userId), eq(draws.isFavorite, true)))
        .orderBy(desc(draws.createdAt), desc(draws.id))
        .limit(limit);
    },

    async count(userId: string, filters: DrawFilters = {}): Promise<{ all: number; favorites: number }> {
      const rows = await db
        .select({
          all: sql<number>`count(*)::int`,
          favorites: sql<number>`count(*) filter (where ${draws.isFavorite})::int`,
        })
        .from(draws)
        .where(and(...filterConditions(userId, filters)));
      return { all: Number(rows[0]?.all ?? 0), favorites: Number(rows[0]?.favorites ?? 0) };
    },

    /**
     * One page of the owner's draws, newest first, after `cursor` (a previous page's nextCursor).
     * The order is (created_at, id), both descending: a draw saved meanwhile lands before the first
     * page and moves nothing after the cursor, so paging on never repeats or skips a draw.
     */
    async listPage(
      userId: string,
      options: DrawFilters & { favoritesOnly: boolean; cursor?: string; limit: number },
    ): Promise<{ rows: DrawRow[]; nextCursor: string | null }> {
      const where = filterConditions(userId, options);
      if (options.favoritesOnly) where.push(eq(draws.isFavorite, true));
      const at = options.cursor ? CURSOR.exec(options.cursor) : null;
      if (at) {
        where.push(
          sql`(${draws.createdAt}, ${draws.id}) < (timestamptz 'epoch' + ${at[1]}::bigint * interval '1 microsecond', ${at[2]}::uuid)`,
        );
      }
      const found = await db
        .select({
          row: draws,
          at: sql<string>`(extract(epoch from ${draws.createdAt}) * 1000000)::bigint::text`,
        })
        .from(draws)
        .where(and(...where))
        .orderBy(desc(draws.createdAt), desc(draws.id))
        .limit(options.limit + 1);
      const page = found.slice(0, options.limit);
      const last = page[page.length - 1];
      return {
        rows: page.map((f) => f.row),
        nextCursor: found.length > options.limit && last ? `${last.at}_${last.row.id}` : null,
      };
    },

    /** The owner's draw's share theme; undefined when it is not theirs (or does not exist). */
    async shareThemeOf(userId: string, id: string): Promise<ShareThemeId | undefined> {
      if (!isDrawId(id)) return undefined;
      const rows = await db
        .select({ shareTheme: draws.shareTheme })
        .from(draws)
        .where(and(eq(draws.id, id), eq(draws.userId, userId)))
        .limit(1);
      return rows[0]?.shareTheme;
    },

    /**
     * Sets the share theme of the owner's draw and forgets its public view here at once (other
     * instances at once on PostgreSQL, else within 60 s); undefined when it is not theirs.
     */
    async setShareTheme(userId: string, id: string, shareTheme: ShareThemeId): Promise<DrawRow | undefined> {
      if (!isDrawId(id)) return undefined;
      const rows = await db
        .update(draws)
        .set({ shareTheme })
        .where(and(eq(draws.id, id), eq(draws.userId, userId)))
        .returning();
      await changed([id]);
      return rows[0];
    },

    /** The question of the owner's draw and whether it is hidden; undefined when it is not theirs. */
    async hintOf(userId: string, id: string): Promise<{ hint: string | null; hidden: boolean } | undefined> {
      if (!isDrawId(id)) return undefined;
      const rows = await db
        .select({ hint: draws.hint, hidden: draws.hintHidden })
        .from(draws)
        .where(and(eq(draws.id, id), eq(draws.userId, userId)))
        .limit(1);
      return rows[0];
    },

    /** Shows or hides the question on the shared page; forgets the public view here at once. */
    async setHintHidden(
      userId: string,
      id: string,
      hidden: boolean,
    ): Promise<{ hint: string | null; hidden: boolean } | undefined> {
      if (!isDrawId(id)) return undefined;
      const rows = await db
        .update(draws)
        .set({ hintHidden: hidden })
        .where(and(eq(draws.id, id), eq(draws.userId, userId)))
        .returning({ hint: draws.hint, hidden: draws.hintHidden });
      await changed([id]);
      return rows[0];
    },

    /** Flips the flag of the owner's draw in one statement; undefined when it is not theirs. */
    async toggleFavorite(userId: string, id: string): Promise<DrawRow | undefined> {
      if (!isDrawId(id)) return undefined;
      const rows = await db
        .update(draws)
        .set({ isFavorite: sql`not ${draws.isFavorite}` })
        .where(and(eq(draws.id, id), eq(draws.userId, userId)))
        .returning();
      return rows[0];
    },

    /**
     * Deletes the owner's draw (its preview images go with it: og_images cascades) and forgets its
     * public view here at once, and on the other instances (PostgreSQL NOTIFY, else within 60 s).
     * false when it is not theirs.
     */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      if (!isDrawId(id)) return false;
      const rows = await db
        .delete(draws)
        .where(and(eq(draws.id, id), eq(draws.userId, userId)))
        .returning({ id: draws.id });
      await changed([id]);
      return rows.length > 0;
    },

    /** Drops cached public views, here and elsewhere (after the rows went with their account). */
    async forget(ids: readonly string[]): Promise<void> {
      await changed(ids);
    },

    /** Every draw of the owner, oldest first (the KVKK export: no limit). */
    async listAll(userId: string): Promise<DrawRow[]> {
      return db.select().from(draws).where(eq(draws.userId, userId)).orderBy(draws.createdAt, draws.id);
    },

    async idsOf(userId: string): Promise<string[]> {
      const rows = await db.select({ id: draws.id }).from(draws).where(eq(draws.userId, userId));
      return rows.map((r) => r.id);
    },

    /** The owner's most drawn tracks. */
    async popularTracks(userId: string, limit: number) {
      const rows = await db
        .select({
          trackTitle: sql<string>`(array_agg(${draws.trackTitle} order by ${draws.createdAt} desc))[1]`,
          trackArtist: sql<string>`(array_agg(${draws.trackArtist} order by ${draws.createdAt} desc))[1]`,
          trackImage: sql<
            string | null
          >`(array_agg(${draws.trackImage} order by ${draws.createdAt} desc))[1]`,
          count: sql<number>`count(*)::int`,
          last: sql<string>`max(${draws.createdAt})`,
        })
        .from(draws)
        .where(eq(draws.userId, userId))
        .groupBy(draws.trackId)
        .orderBy(sql`count(*) desc`, sql`max(${draws.createdAt}) desc`)
        .limit(limit);
      return rows.map(({ last: _last, ...r }) => ({ ...r, count: Number(r.count) }));
    },
  };
}

export type DrawRepository = ReturnType<typeof createDrawRepository>;
