/**
 * The SQL of detailed statistics (GET /api/analytics/detailed): one statement. The owner's draws are
 * read once (by draws_user_created_idx) into a materialized set with their Istanbul time, and every
 * figure is an aggregate over that set, answered as JSON: no draw row reaches the app.
 */
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { DetailedStats } from "@/shared/api/stats";
import { STATS_TOP_LIMIT, STATS_WEEKS } from "@/shared/limits";
import type { Db } from "../db/client";
import { DRAW_TOPICS } from "../draws/events";
import { DRAW_TIME_ZONE as TZ } from "../draws/repository";
import type { EventBus } from "../events/bus";

type Figures = Omit<DetailedStats, "streak" | "melody"> & {
  runs: { kind: "longest" | "latest"; start: string; end: string; days: number }[] | null;
  today: string;
  yesterday: string;
  melody: {
    measured: number;
    tempoAverage: number | null;
    energyAverage: number | null;
    slow: number;
    tempoMedium: number;
    fast: number;
    low: number;
    energyMedium: number;
    high: number;
    major: number;
    minor: number;
  };
};

const decimal = (v: number | null | undefined, digits: number) =>
  v === null || v === undefined ? null : Number(Number(v).toFixed(digits));

/** [] for an aggregate over no rows (json_agg gives null). */
const list = (body: ReturnType<typeof sql>) => sql`coalesce((${body}), '[]'::json)`;

/**
 * How long a person's figures are kept in memory while their draws do not change: only the melody
 * profile can change meanwhile (a song analysed later), and it may lag this long.
 */
export const STATS_CACHE_TTL_MS = 10 * 60_000;

const istanbulDay = new Intl.DateTimeFormat("en-CA", { timeZone: TZ });

export function createStatsRepository(db: Db, events: EventBus) {
  const cache = new LRUCache<string, { day: string; stats: DetailedStats }>({
    max: 2_000,
    ttl: STATS_CACHE_TTL_MS,
  });
  // Every figure depends on the owner's draws: any event about one of them (on any instance: the
  // bus carries it) drops their figures, a lost connection all of them (resync).
  let forgets = 0;
  events.subscribe(DRAW_TOPICS, (e) => {
    forgets += 1;
    cache.delete(e.ownerId);
  });
  events.onResync(() => {
    forgets += 1;
    cache.clear();
  });

  const repo = {
    /** The figures, from memory until one of the owner's draws changes or the Istanbul day turns. */
    async detailedCached(userId: string, now: Date): Promise<DetailedStats> {
      const day = istanbulDay.format(now);
      const hit = cache.get(userId);
      if (hit?.day === day) return hit.stats;
      const before = forgets;
      const stats = await repo.detailed(userId, now);
      // a change heard meanwhile may not be in these figures: they are answered, not kept
      if (forgets === before) cache.set(userId, { day, stats });
      return stats;
    },

    async detailed(userId: string, now: Date): Promise<DetailedStats> {
      const at = now.toISOString();
      const thisWeek = sql`date_trunc('week', ${at}::timestamptz at time zone ${TZ})`;
      const firstWeek = sql`(${thisWeek} - ${STATS_WEEKS - 1}::int * interval '1 week')`;
      const top = (column: string, as: string) =>
        list(sql`select json_agg(json_build_object(${as}::text, v, 'count', n) order by n desc, last desc)
          from (select ${sql.raw(column)} as v, count(*)::int as n, max(created_at) as last from b
                group by ${sql.raw(column)} order by n desc, last desc limit ${STATS_TOP_LIMIT}) t`);
      const result = (await db.execute(sql`
        with b as materialized (
          select created_at, created_at at time zone ${TZ} as local, theme, source_type, track_artist,
            track_id, number, is_favorite
          from draws where user_id = ${userId}
        ),
        days as (select distinct local::date as day from b),
        -- gaps and islands: a day minus its rank is the same for every day of a run
        runs as (
          select min(day) as start, max(day) as "end", count(*)::int as days
          from (select day, day - (row_number() over (order by day))::int as run from days) d
          group by run
        ),
        per_track as materialized (
          select track_id, count(*)::int as n, max(created_at) as last from b group by track_id
        ),
        -- the features of each drawn song once, weighted by how often it was drawn
        tracks as (
          select (a.features->>'tempo')::float8 as tempo, (a.features->>'energy')::float8 as energy,
            (a.features->>'mode')::int as mode, t.n
          from per_track t join audio_features a on a.track_id = t.track_id and a.features is not null
        )
        select
          (select count(*)::int from b) as total,
          (select count(*) filter (where is_favorite)::int from b) as favorites,
          ${list(sql`select json_agg(json_build_object('start', to_char(w.start, 'YYYY-MM-DD'), 'count', coalesce(c.n, 0)) order by w.start)
            from generate_series(${firstWeek}, ${thisWeek}, interval '1 week') as w(start)
            left join (select date_trunc('week', local) as start, count(*)::int as n from b
                       where local >= ${firstWeek} group by 1) c on c.start = w.start`)} as weeks,
          ${list(sql`select json_agg(json_build_object('theme', theme, 'count', n) order by n desc, theme)
            from (select theme, count(*)::int as n from b group by theme) t`)} as themes,
          ${top("track_artist", "artist")} as "topArtists",
          -- the most drawn songs, each shown as its latest draw shows it
          ${list(sql`select json_agg(json_build_object('trackTitle', d.track_title, 'trackArtist', d.track_artist,
              'trackImage', d.track_image, 'count', t.n) order by t.n desc, t.last desc)
            from (select * from per_track order by n desc, last desc limit ${STATS_TOP_LIMIT}) t
            cross join lateral (select track_title, track_artist, track_image from draws
              where user_id = ${userId} and track_id = t.track_id and created_at = t.last limit 1) d`)} as "topTracks",
          ${top("number", "number")} as numbers,
          ${list(sql`select json_agg(json_build_object('sourceType', source_type, 'count', n) order by n desc, source_type)
            from (select source_type, count(*)::int as n from b group by source_type) t`)} as sources,
          (select json_agg(r) from (
            (select 'longest' as kind, start::text as start, "end"::text as "end", days from runs
             order by days desc, "end" desc limit 1)
            union all
            (select 'latest', start::text, "end"::text, days from runs order by "end" desc limit 1)
          ) r) as runs,
          (${at}::timestamptz at time zone ${TZ})::date::text as today,
          ((${at}::timestamptz at time zone ${TZ})::date - 1)::text as yesterday,
          (select json_build_object(
            'measured', coalesce(sum(n), 0),
            'tempoAverage', sum(tempo * n) filter (where tempo > 0) / nullif(sum(n) filter (where tempo > 0), 0),
            'energyAverage', sum(energy * n) filter (where energy is not null) / nullif(sum(n) filter (where energy is not null), 0),
            'slow', coalesce(sum(n) filter (where tempo > 0 and tempo < 90), 0),
            'tempoMedium', coalesce(sum(n) filter (where tempo >= 90 and tempo <= 120), 0),
            'fast', coalesce(sum(n) filter (where tempo > 120), 0),
            'low', coalesce(sum(n) filter (where energy < 0.4), 0),
            'energyMedium', coalesce(sum(n) filter (where energy >= 0.4 and energy <= 0.7), 0),
            'high', coalesce(sum(n) filter (where energy > 0.7), 0),
            'major', coalesce(sum(n) filter (where mode = 1), 0),
            'minor', coalesce(sum(n) filter (where mode = 0), 0)
          ) from tracks) as melody
      `)) as unknown as { rows: Figures[] };
      const f = result.rows[0]!;
      const longest = f.runs?.find((r) => r.kind === "longest");
      const latest = f.runs?.find((r) => r.kind === "latest");
      // A run is current while it reaches today, or yesterday (today may still bring a draw).
      const current = latest && (latest.end === f.today || latest.end === f.yesterday);
      const m = f.melody;
      return {
        total: f.total,
        favorites: f.favorites,
        weeks: f.weeks,
        themes: f.themes,
        topArtists: f.topArtists,
        topTracks: f.topTracks,
        numbers: f.numbers,
        sources: f.sources,
        streak: {
          longest: longest?.days ?? 0,
          longestStart: longest?.start ?? null,
          longestEnd: longest?.end ?? null,
          current: current ? latest.days : 0,
        },
        melody: {
          measured: Number(m.measured),
          tempoAverage: decimal(m.tempoAverage, 1),
          energyAverage: decimal(m.energyAverage, 3),
          tempo: { slow: Number(m.slow), medium: Number(m.tempoMedium), fast: Number(m.fast) },
          energy: { low: Number(m.low), medium: Number(m.energyMedium), high: Number(m.high) },
          mood: { major: Number(m.major), minor: Number(m.minor) },
        },
      };
    },
  };
  return repo;
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
