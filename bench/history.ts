/** The history lists for a user with 10,000 draws (PGlite in memory, through the repository). */
import { openDatabase } from "../src/server/db/client";
import { users } from "../src/server/db/schema";
import { createDrawRepository } from "../src/server/draws/repository";
import { FAVORITES_LIST_LIMIT, POPULAR_TRACKS_LIMIT, RECENT_LIST_LIMIT } from "../src/shared/limits";

async function time<T>(fn: () => Promise<T>, runs = 20): Promise<number> {
  await fn();
  const start = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  return (performance.now() - start) / runs;
}

export async function benchHistory(drawCount = 10_000) {
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    const [user] = await database.db
      .insert(users)
      .values([{ email: "bench@ornek.com", passwordHash: "x" }])
      .returning();
    const repo = createDrawRepository(database.db);
    const rows = Array.from({ length: drawCount }, (_, i) => ({
      userId: user!.id,
      number: String(i),
      trackId: `track-${i % 300}`,
      trackTitle: `Şarkı ${i % 300}`,
      trackArtist: "Sanatçı",
      theme: "genel" as const,
      headline: "Başlık",
      short: "Kısa yorum.",
      long: "Uzun yorum.",
      comment: "Kısa yorum.",
      isFavorite: i % 25 === 0,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    const { draws } = await import("../src/server/db/schema");
    for (let i = 0; i < rows.length; i += 1000)
      await database.db.insert(draws).values(rows.slice(i, i + 1000));
    await database.db.execute((await import("drizzle-orm")).sql`analyze draws`);
    return {
      draws: drawCount,
      recentMs: await time(() => repo.listRecent(user!.id, RECENT_LIST_LIMIT)),
      favoritesMs: await time(() => repo.listFavorites(user!.id, FAVORITES_LIST_LIMIT)),
      popularMs: await time(() => repo.popularTracks(user!.id, POPULAR_TRACKS_LIMIT)),
    };
  } finally {
    await database.close();
  }
}
