/**
 * The SQL of Ayın Falı (ADR 042): a month of one person's draws read as figures in one statement
 * (only the groups tied for the most draws reach the app: summary.ts picks among them), the months
 * with draws, and the public links (recap_shares). Months are Istanbul's: a month's draws are those
 * from its 1st 00:00 to the next month's 1st 00:00 in Europe/Istanbul.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { draws, recapShares } from "../db/schema";
import { DRAW_TIME_ZONE as TZ } from "../draws/repository";
import { newShortCode, normalShortCode } from "../draws/short-code";
import type { MonthFigures } from "./summary";

/** At most this many groups tied for first place come back per figure (the latest ones). */
const TIED_MAX = 50;

export interface RecapShareRow {
  id: string;
  userId: string;
  month: string;
  shortCode: string;
  createdAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createRecapRepository(db: Db) {
  const shareColumns = {
    id: recapShares.id,
    userId: recapShares.userId,
    month: recapShares.month,
    shortCode: recapShares.shortCode,
    createdAt: recapShares.createdAt,
  };

  async function findShare(userId: string, month: string): Promise<RecapShareRow | undefined> {
    const rows = await db
      .select(shareColumns)
      .from(recapShares)
      .where(and(eq(recapShares.userId, userId), eq(recapShares.month, month)))
      .limit(1);
    return rows[0];
  }

  return {
    /** The figures of the month ("YYYY-MM") of the person's draws; total 0 when there are none. */
    async monthFigures(userId: string, month: string): Promise<MonthFigures> {
      const start = sql`(${`${month}-01`}::date)::timestamp at time zone ${TZ}`;
      const end = sql`((${`${month}-01`}::date + interval '1 month')::date)::timestamp at time zone ${TZ}`;
      const last = sql.raw(`to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`);
      /** the groups of `column` tied for the most draws, the latest first */
      const tied = (column: string) =>
        sql`coalesce((select json_agg(json_build_object('key', k, 'count', n, 'last', last) order by last desc)
          from (select k, n, last from (
            select ${sql.raw(column)} as k, count(*)::int as n, ${last} as last,
              rank() over (order by count(*) desc) as r
            from b group by ${sql.raw(column)}) g
          where r = 1 order by last desc limit ${TIED_MAX}) t), '[]'::json)`;
      const result = (await db.execute(sql`
        with b as materialized (
          select created_at, theme, track_id, track_title, track_artist, track_image, number
          from draws
          where user_id = ${userId} and created_at >= ${start} and created_at < ${end}
        )
        select
          (select count(*)::int from b) as total,
          coalesce((select json_agg(d order by d) from (
            select distinct (created_at at time zone ${TZ})::date::text as d from b) x), '[]'::json) as days,
          ${tied("theme")} as themes,
          ${tied("track_artist")} as artists,
          ${tied("number")} as numbers,
          -- the songs, each shown as its latest draw in the month shows it
          coalesce((select json_agg(json_build_object('key', t.k, 'count', t.n, 'last', t.last,
              'trackTitle', d.track_title, 'trackArtist', d.track_artist, 'trackImage', d.track_image)
              order by t.last desc)
            from (select k, n, last, at from (
              select track_id as k, count(*)::int as n, ${last} as last, max(created_at) as at,
                rank() over (order by count(*) desc) as r
              from b group by track_id) g
              where r = 1 order by last desc limit ${TIED_MAX}) t
            cross join lateral (select track_title, track_artist, track_image from b
              where b.track_id = t.k and b.created_at = t.at limit 1) d), '[]'::json) as tracks,
          -- every draw whose song was analysed counts once (a song drawn twice, twice)
          (select json_build_object(
              'measured', count(*)::int,
              'tempoSum', sum(tempo) filter (where tempo > 0),
              'tempoN', count(*) filter (where tempo > 0),
              'energySum', sum(energy),
              'energyN', count(energy))
            from (select (a.features->>'tempo')::float8 as tempo, (a.features->>'energy')::float8 as energy
                  from b join audio_features a on a.track_id = b.track_id and a.features is not null) m) as melody
      `)) as unknown as { rows: MonthFigures[] };
      const f = result.rows[0]!;
      return {
        ...f,
        melody: {
          measured: Number(f.melody.measured),
          tempoSum: f.melody.tempoSum === null ? null : Number(f.melody.tempoSum),
          tempoN: Number(f.melody.tempoN),
          energySum: f.melody.energySum === null ? null : Number(f.melody.energySum),
          energyN: Number(f.melody.energyN),
        },
      };
    },

    /** The Istanbul months with the person's draws and how many, newest first. */
    async months(userId: string): Promise<{ month: string; total: number }[]> {
      const result = (await db.execute(sql`
        select to_char(created_at at time zone ${TZ}, 'YYYY-MM') as month, count(*)::int as total
        from draws where user_id = ${userId} group by 1 order by 1 desc
      `)) as unknown as { rows: { month: string; total: number }[] };
      return result.rows.map((r) => ({ month: r.month, total: Number(r.total) }));
    },

    findShare,

    /**
     * The month's public link, made on the first call and the same one after (the unique
     * (user, month) decides a race); `created` says which. A code a draw has already is not given.
     */
    async share(userId: string, month: string): Promise<{ row: RecapShareRow; created: boolean }> {
      for (let attempt = 1; ; attempt++) {
        const code = newShortCode();
        const taken = await db.select({ id: draws.id }).from(draws).where(eq(draws.shortCode, code)).limit(1);
        if (taken.length > 0) continue;
        try {
          const [row] = await db
            .insert(recapShares)
            .values({ userId, month, shortCode: code })
            .onConflictDoNothing({ target: [recapShares.userId, recapShares.month] })
            .returning(shareColumns);
          if (row) return { row, created: true };
          const existing = await findShare(userId, month);
          if (existing) return { row: existing, created: false };
        } catch (err) {
          // a code taken by another share (about 1 in 10^14): another one
          if (!(attempt < 3 && isUniqueViolation(err, "recap_shares_short_code_idx"))) throw err;
        }
      }
    },

    /** Makes the month private again; true when it was shared. */
    async unshare(userId: string, month: string): Promise<boolean> {
      const gone = await db
        .delete(recapShares)
        .where(and(eq(recapShares.userId, userId), eq(recapShares.month, month)))
        .returning({ id: recapShares.id });
      return gone.length > 0;
    },

    /** A shared recap by its id; a malformed id is simply not found. */
    async findShareById(id: string): Promise<RecapShareRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const rows = await db.select(shareColumns).from(recapShares).where(eq(recapShares.id, id)).limit(1);
      return rows[0];
    },

    /** The shared recap a short address opens (/r/{code}). */
    async findIdByShortCode(typed: string): Promise<string | undefined> {
      const code = normalShortCode(typed);
      if (!code) return undefined;
      const rows = await db
        .select({ id: recapShares.id })
        .from(recapShares)
        .where(eq(recapShares.shortCode, code))
        .limit(1);
      return rows[0]?.id;
    },

    /** Every shared month of the person, oldest first (the KVKK export). */
    async listShares(userId: string): Promise<RecapShareRow[]> {
      return db
        .select(shareColumns)
        .from(recapShares)
        .where(eq(recapShares.userId, userId))
        .orderBy(asc(recapShares.month));
    },
  };
}

export type RecapRepository = ReturnType<typeof createRecapRepository>;
