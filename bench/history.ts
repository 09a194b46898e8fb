/**
 * The history lists and detailed statistics for a user with 10,000 draws (PGlite in memory, through
 * the repositories): the old capped lists, the paged list (first page, a deep page, a search, a
 * Premium filter) and GET /api/analytics/detailed's queries. p50/p95 of 40 runs each; aim p95 <= 50 ms.
 */
import { sql } from "drizzle-orm";
import { createStatsRepository } from "../src/server/analytics/repository";
import { openDatabase } from "../src/server/db/client";
import { audioFeatures, draws, users } from "../src/server/db/schema";
import { createDrawRepository } from "../src/server/draws/repository";
import { createEventBus } from "../src/server/events/bus";
import {
  DRAW_SOURCE_TYPES,
  FAVORITES_LIST_LIMIT,
  HISTORY_PAGE_SIZE,
  POPULAR_TRACKS_LIMIT,
  RECENT_LIST_LIMIT,
} from "../src/shared/limits";
import { drawSearchText } from "../src/shared/search";
import { THEME_IDS } from "../src/shared/themes";

async function time<T>(fn: () => Promise<T>, runs = 20): Promise<number> {
  await fn();
  const start = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  return (performance.now() - start) / runs;
}

export interface Percentiles {
  p50: number;
  p95: number;
}

async function percentiles(fn: () => Promise<unknown>, runs = 40): Promise<Percentiles> {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const ARTISTS = ["Duman", "Sezen Aksu", "Barış Manço", "Tarkan", "Müslüm Gürses", "Ajda Pekkan"];

export async function benchHistory(drawCount = 10_000) {
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    const [user, other] = await database.db
      .insert(users)
      .values([
        { email: "bench@ornek.com", passwordHash: "x" },
        { email: "diger@ornek.com", passwordHash: "x" },
      ])
      .returning();
    const events = await createEventBus();
    const repo = createDrawRepository(database.db, events);
    const stats = createStatsRepository(database.db, events);
    const start = Date.UTC(2026, 0, 1);
    const now = new Date(start + drawCount * 20 * 60_000);
    const row = (userId: string, i: number) => {
      const trackTitle = `Şarkı ${i % 300} Işıklar`;
      const trackArtist = ARTISTS[i % ARTISTS.length]!;
      const comment = `Kısa yorum ${i % 50}: yolun açık, gönlün ferah.`;
      return {
        userId,
        number: String(i % 97),
        trackId: `track-${i % 300}`,
        trackTitle,
        trackArtist,
        theme: THEME_IDS[i % THEME_IDS.length]!,
        headline: "Başlık",
        short: comment,
        long: "Uzun yorum.",
        comment,
        isFavorite: i % 25 === 0,
        sourceType: DRAW_SOURCE_TYPES[i % 3]!,
        // about three draws an hour, so the 12 weeks hold real counts
        createdAt: new Date(start + i * 20 * 60_000),
        searchText: drawSearchText({ trackTitle, trackArtist, comment }),
      };
    };
    const rows = [
      ...Array.from({ length: drawCount }, (_, i) => row(user!.id, i)),
      // someone else's draws in the same table
      ...Array.from({ length: drawCount }, (_, i) => row(other!.id, i)),
    ];
    for (let i = 0; i < rows.length; i += 1000)
      await database.db.insert(draws).values(rows.slice(i, i + 1000));
    await database.db.insert(audioFeatures).values(
      Array.from({ length: 200 }, (_, i) => ({
        trackId: `track-${i}`,
        version: 1,
        features: { tempo: 70 + (i % 90), energy: (i % 10) / 10, mode: i % 2 },
      })),
    );
    await database.db.execute(sql`analyze`);

    const id = user!.id;
    const first = await repo.listPage(id, { favoritesOnly: false, limit: HISTORY_PAGE_SIZE });
    // a page deep in the list: the cursor of the draw 5,000 back
    let deep = first.nextCursor;
    for (let i = 0; i < 5000 / 50 && deep; i++) {
      deep = (await repo.listPage(id, { favoritesOnly: false, limit: 50, cursor: deep })).nextCursor;
    }
    const pageWithCounts = (options: Parameters<typeof repo.listPage>[1]) =>
      Promise.all([repo.listPage(id, options), repo.count(id, options)]);

    return {
      draws: drawCount,
      recentMs: await time(() => repo.listRecent(id, RECENT_LIST_LIMIT)),
      favoritesMs: await time(() => repo.listFavorites(id, FAVORITES_LIST_LIMIT)),
      popularMs: await time(() => repo.popularTracks(id, POPULAR_TRACKS_LIMIT)),
      firstPage: await percentiles(() => pageWithCounts({ favoritesOnly: false, limit: HISTORY_PAGE_SIZE })),
      deepPage: await percentiles(() =>
        pageWithCounts({ favoritesOnly: false, limit: HISTORY_PAGE_SIZE, cursor: deep ?? undefined }),
      ),
      favoritesPage: await percentiles(() =>
        pageWithCounts({ favoritesOnly: true, limit: HISTORY_PAGE_SIZE }),
      ),
      search: await percentiles(() =>
        pageWithCounts({ favoritesOnly: false, limit: HISTORY_PAGE_SIZE, q: "BARIS manco" }),
      ),
      searchMiss: await percentiles(() =>
        pageWithCounts({ favoritesOnly: false, limit: HISTORY_PAGE_SIZE, q: "yok böyle bir şey" }),
      ),
      filtered: await percentiles(() =>
        pageWithCounts({
          favoritesOnly: false,
          limit: HISTORY_PAGE_SIZE,
          theme: "ask",
          source: "csv",
          from: "2026-02-01",
          to: "2026-03-31",
        }),
      ),
      // every figure computed (the first request after a change of the draws)
      analytics: await percentiles(() => stats.detailed(id, now)),
      // the same request while the draws are unchanged (from memory: only an event about their draws drops it)
      analyticsCached: await percentiles(() => stats.detailedCached(id, now)),
    };
  } finally {
    await database.close();
  }
}
