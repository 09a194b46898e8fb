/**
 * All SQL of draws: saving, the owner's lists, favourites, statistics and the public view.
 *
 * The only writer of the draws table (lint/one-draw-writer.grit refuses a write anywhere else):
 * each change is one function, one transaction, and one event on the bus (draws/events.ts), sent
 * with the commit. Caches of a draw subscribe to those events; nobody tells them by hand.
 */
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
import type { EventBus, EventTopics, Outgoing, Topic } from "../events/bus";
import { DRAW_TOPICS, type DrawField, type DrawOrigin } from "./events";
import { publicQuestionAndTexts } from "./public-view";
import { newShortCode, normalShortCode } from "./short-code";

type DrawRow = typeof draws.$inferSelect;
export interface PopularTrack {
  trackTitle: string;
  trackArtist: string;
  trackImage: string | null;
  count: number;
}
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
export type NewCommentDraw = Omit<NewDraw, "version" | "shortCode" | "origin"> & { commentId: string };

type Emit = <K extends Topic>(topic: K, payload: EventTopics[K]) => void;

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
    origin: row.origin,
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

export function createDrawRepository(db: Db, events: EventBus) {
  // A shared link is read by many (people and link-preview crawlers): recent public views are kept
  // briefly in memory, and forgotten when an event says the draw's face changed or it is gone (on
  // every instance: the bus carries it), or everything after a lost connection (resync).
  const publicViews = new LRUCache<string, PublicDraw>({ max: 10_000, ttl: 60_000 });
  events.subscribe(DRAW_TOPICS, (e) => {
    if (!("publicChange" in e) || e.publicChange) publicViews.delete(e.id);
  });
  // The owner's most drawn tracks change only when one of their draws comes or goes.
  const popular = new LRUCache<string, { limit: number; tracks: PopularTrack[] }>({
    max: 2_000,
    ttl: 10 * 60_000,
  });
  events.subscribe(["draw.created", "draw.deleted"], (e) => {
    popular.delete(e.ownerId);
  });
  events.onResync(() => {
    publicViews.clear();
    popular.clear();
  });

  /**
   * One change: `work` runs in one transaction; the events it emits are sent with the commit
   * (PostgreSQL NOTIFY, in commit order) and heard on this instance once it committed.
   */
  async function change<R>(work: (tx: Db, emit: Emit) => Promise<R>): Promise<R> {
    let out: Outgoing[] = [];
    const result = await db.transaction(async (tx) => {
      out = [];
      const r = await work(tx as unknown as Db, (topic, payload) =>
        out.push(events.outgoing(topic, payload)),
      );
      // one statement per thousand events (an erased account's draws), in their order
      const notes = out.flatMap((e) => (e.notify ? [e.notify] : []));
      for (let i = 0; i < notes.length; i += 1_000) {
        const batch = notes.slice(i, i + 1_000);
        const channel = batch[0]!.channel;
        const payloads = sql.join(
          batch.map((n) => sql`${n.payload}`),
          sql`, `,
        );
        await tx.execute(sql`select pg_notify(${channel}, m) from unnest(array[${payloads}]::text[]) as m`);
      }
      return r;
    });
    await events.deliverHere(out);
    return result;
  }

  /**
   * Sets one field of the owner's draw when it differs, one version on: undefined when the draw is
   * not theirs (or does not exist). No change, no event.
   */
  async function update<F extends DrawField>(
    userId: string,
    id: string,
    field: F,
    set: (row: DrawRow) => Partial<Pick<DrawRow, "isFavorite" | "hintHidden" | "shareTheme">> | null,
  ): Promise<DrawRow | undefined> {
    if (!isDrawId(id)) return undefined;
    return change(async (tx, emit) => {
      const [row] = await tx
        .select()
        .from(draws)
        .where(and(eq(draws.id, id), eq(draws.userId, userId)))
        .for("update");
      if (!row) return undefined;
      const values = set(row);
      if (!values) return row;
      const [updated] = await tx
        .update(draws)
        .set({ ...values, version: sql`${draws.version} + 1` })
        .where(eq(draws.id, row.id))
        .returning();
      if (!updated) return undefined;
      emit("draw.updated", {
        id: updated.id,
        ownerId: updated.userId,
        version: updated.version,
        field,
        publicChange: field !== "favorite",
        shareTheme: updated.shareTheme,
        hintHidden: updated.hintHidden,
      });
      return updated;
    });
  }

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
     * Saves the draw of a comment once (draw.created). The unique comment_id decides between two
     * saves that race: the second one's insert does nothing (PostgreSQL waits for the first to
     * commit), and both answer the first one's id; only the first is an event.
     */
    async insertOnce(values: NewCommentDraw, origin: DrawOrigin): Promise<{ id: string; created: boolean }> {
      const insert = async (attempt: number): Promise<{ id: string } | undefined> => {
        try {
          return await change(async (tx, emit) => {
            const [row] = await tx
              .insert(draws)
              .values({ ...values, origin, shortCode: newShortCode() })
              .onConflictDoNothing({ target: draws.commentId })
              .returning({ id: draws.id, version: draws.version });
            if (row)
              emit("draw.created", { id: row.id, ownerId: values.userId, version: row.version, origin });
            return row;
          });
        } catch (err) {
          // a short code already taken (about 1 in 10^14 per stored draw): another one
          if (attempt < 3 && isUniqueViolation(err, "draws_short_code_idx")) return insert(attempt + 1);
          throw err;
        }
      };
      const row = await insert(1);
      if (row) return { id: row.id, created: true };
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

    /** Sets the share theme of the owner's draw; undefined when it is not theirs. */
    async setShareTheme(userId: string, id: string, shareTheme: ShareThemeId): Promise<DrawRow | undefined> {
      return update(userId, id, "shareTheme", (row) =>
        row.shareTheme === shareTheme ? null : { shareTheme },
      );
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

    /** Shows or hides the question on the shared page; undefined when it is not theirs. */
    async setHintHidden(
      userId: string,
      id: string,
      hidden: boolean,
    ): Promise<{ hint: string | null; hidden: boolean } | undefined> {
      const row = await update(userId, id, "hintHidden", (r) =>
        r.hintHidden === hidden ? null : { hintHidden: hidden },
      );
      return row && { hint: row.hint, hidden: row.hintHidden };
    },

    /** Flips the flag of the owner's draw; undefined when it is not theirs. */
    async toggleFavorite(userId: string, id: string): Promise<DrawRow | undefined> {
      return update(userId, id, "favorite", (row) => ({ isFavorite: !row.isFavorite }));
    },

    /**
     * Deletes the owner's draw (its preview images go with it: og_images cascades); false when it
     * is not theirs.
     */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      if (!isDrawId(id)) return false;
      return change(async (tx, emit) => {
        const rows = await tx
          .delete(draws)
          .where(and(eq(draws.id, id), eq(draws.userId, userId)))
          .returning({ id: draws.id, version: draws.version });
        for (const row of rows) emit("draw.deleted", { id: row.id, ownerId: userId, version: row.version });
        return rows.length > 0;
      });
    },

    /** Deletes every draw of the owner (the account's erasure), one event each. */
    async deleteAllOf(userId: string): Promise<number> {
      return change(async (tx, emit) => {
        const rows = await tx
          .delete(draws)
          .where(eq(draws.userId, userId))
          .returning({ id: draws.id, version: draws.version });
        for (const row of rows) emit("draw.deleted", { id: row.id, ownerId: userId, version: row.version });
        return rows.length;
      });
    },

    /** Every draw of the owner, oldest first (the KVKK export: no limit). */
    async listAll(userId: string): Promise<DrawRow[]> {
      return db.select().from(draws).where(eq(draws.userId, userId)).orderBy(draws.createdAt, draws.id);
    },

    /** The owner's most drawn tracks, from memory until one of their draws comes or goes. */
    async popularTracks(userId: string, limit: number): Promise<PopularTrack[]> {
      const hit = popular.get(userId);
      if (hit && hit.limit >= limit) return hit.tracks.slice(0, limit);
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
      const tracks = rows.map(({ last: _last, ...r }) => ({ ...r, count: Number(r.count) }));
      popular.set(userId, { limit, tracks });
      return tracks;
    },
  };
}

export type DrawRepository = ReturnType<typeof createDrawRepository>;
