/**
 * Paged history (GET /api/draws) and detailed statistics (GET /api/analytics/detailed), on a known
 * set of draws written straight into the database (their times must be exact), plus the source a
 * saved draw records (POST /api/draws).
 */
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioFeatures, draws } from "@/server/db/schema";
import { createPremiumRepository } from "@/server/premium/repository";
import type { DrawPage } from "@/shared/api/draws";
import type { DetailedStats } from "@/shared/api/stats";
import { DEFAULT_PERSONA, type DrawSourceType } from "@/shared/limits";
import { drawSearchText } from "@/shared/search";
import type { ThemeId } from "@/shared/themes";
import { createTestApp, registerUser, type TestApp } from "./helpers";

/** Wednesday 17 June 2026, 12:00 in Istanbul. */
const NOW = new Date("2026-06-17T09:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

const SPOTIFY_A = { id: "4u7EnebtmKWzUH433cf5Qv", title: "Işık", artist: "Duman" };
const YOUTUBE_B = { id: "dQw4w9WgXcQ", title: "Gece", artist: "Duman" };
const CSV_C = { id: "csv:t:sabah", title: "Şarkı Söyle", artist: "Sezen Aksu" };
const SPOTIFY_D = { id: "0VjIjW4GlUZAMYd2vXMi3b", title: "İstanbul Hatırası", artist: "Barış Manço" };

interface Seed {
  track: { id: string; title: string; artist: string };
  at: string | Date;
  theme?: ThemeId;
  number?: string;
  source: DrawSourceType;
  favorite?: boolean;
  comment?: string;
}

/** Inserts draws as the app would have saved them (search text included); their ids, in order. */
async function seed(userId: string, rows: Seed[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await t.database.db
    .insert(draws)
    .values(
      rows.map((r) => {
        const comment = r.comment ?? "Kısa yorum.";
        return {
          userId,
          number: r.number ?? "7",
          trackId: r.track.id,
          trackTitle: r.track.title,
          trackArtist: r.track.artist,
          theme: r.theme ?? "genel",
          headline: "Başlık",
          short: comment,
          long: comment,
          comment,
          sourceType: r.source,
          isFavorite: r.favorite ?? false,
          createdAt: typeof r.at === "string" ? sql`${r.at}::timestamptz` : r.at,
          searchText: drawSearchText({ trackTitle: r.track.title, trackArtist: r.track.artist, comment }),
        };
      }),
    )
    .returning({ id: draws.id });
  return inserted.map((r) => r.id);
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function page(cookie: string, query: string): Promise<DrawPage> {
  const res = await get(`/api/draws?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page after the first, following nextCursor; the ids in the order they came. */
async function allPages(cookie: string, query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const p = await page(cookie, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    ids.push(...p.draws.map((d) => d.id));
    cursor = p.nextCursor;
  } while (cursor);
  return ids;
}

async function premiumUser() {
  const account = await registerUser(t.app);
  await createPremiumRepository(t.database.db).grant(account.user.id, "operator");
  return account;
}

/** The known set (times in UTC; Istanbul is UTC+3): ids in the order listed, newest first. */
const KNOWN: Seed[] = [
  { track: SPOTIFY_A, at: "2026-06-17T08:00:00Z", source: "spotify", favorite: true },
  { track: SPOTIFY_A, at: "2026-06-17T05:00:00Z", source: "spotify", theme: "ask" },
  // Monday 15 June 00:30 in Istanbul, still Sunday in UTC: a day and a week apart
  { track: YOUTUBE_B, at: "2026-06-14T21:30:00Z", source: "youtube", theme: "kariyer", number: "3" },
  // Sunday 14 June 23:59 in Istanbul
  { track: CSV_C, at: "2026-06-14T20:59:00Z", source: "csv", favorite: true },
  { track: CSV_C, at: "2026-06-13T10:00:00Z", source: "csv", number: "42" },
  { track: YOUTUBE_B, at: "2026-06-12T10:00:00Z", source: "youtube", number: "3" },
  { track: SPOTIFY_D, at: "2026-05-01T10:00:00Z", source: "spotify", theme: "gunluk", number: "3" },
  { track: SPOTIFY_A, at: "2026-03-01T10:00:00Z", source: "spotify" },
];

describe("GET /api/analytics/detailed", () => {
  let premium: Awaited<ReturnType<typeof premiumUser>>;
  beforeAll(async () => {
    premium = await premiumUser();
    await seed(premium.user.id, KNOWN);
    // Another person's draws of the same songs, on the same days: never counted.
    const other = await registerUser(t.app);
    await seed(other.user.id, [
      { track: SPOTIFY_A, at: "2026-06-16T10:00:00Z", source: "spotify", number: "7", favorite: true },
      { track: CSV_C, at: "2026-06-11T10:00:00Z", source: "csv", number: "99" },
    ]);
    await t.database.db
      .insert(audioFeatures)
      .values([
        { trackId: SPOTIFY_A.id, version: 1, features: { tempo: 128, energy: 0.8, mode: 1 } },
        { trackId: YOUTUBE_B.id, version: 1, features: { tempo: 80, energy: 0.3, mode: 0 } },
        { trackId: SPOTIFY_D.id, version: 1, features: null },
      ])
      .onConflictDoNothing();
  });

  it("answers 401 signed out and 403 naming the statistics (not 'Bu tema…') for a free account", async () => {
    expect((await get("/api/analytics/detailed")).statusCode).toBe(401);
    const free = await registerUser(t.app);
    const res = await get("/api/analytics/detailed", free.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Ayrıntılı istatistikler Premium üyelere özel." });
  });

  it("gives the exact figures of the known set, in Istanbul days and weeks", async () => {
    const res = await get("/api/analytics/detailed", premium.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const stats: DetailedStats = res.json();
    const weeks = Object.fromEntries(stats.weeks.map((w) => [w.start, w.count]));
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks[0]?.start).toBe("2026-03-30");
    expect(stats.weeks[11]?.start).toBe("2026-06-15");
    expect(weeks).toMatchObject({ "2026-06-15": 3, "2026-06-08": 3, "2026-04-27": 1 });
    expect(stats.weeks.reduce((sum, w) => sum + w.count, 0)).toBe(7);

    expect({ ...stats, weeks: undefined }).toEqual({
      weeks: undefined,
      total: 8,
      favorites: 2,
      themes: [
        { theme: "genel", count: 5 },
        { theme: "ask", count: 1 },
        { theme: "gunluk", count: 1 },
        { theme: "kariyer", count: 1 },
      ],
      topArtists: [
        { artist: "Duman", count: 5 },
        { artist: "Sezen Aksu", count: 2 },
        { artist: "Barış Manço", count: 1 },
      ],
      topTracks: [
        { trackTitle: "Işık", trackArtist: "Duman", trackImage: null, count: 3 },
        { trackTitle: "Gece", trackArtist: "Duman", trackImage: null, count: 2 },
        { trackTitle: "Şarkı Söyle", trackArtist: "Sezen Aksu", trackImage: null, count: 2 },
        { trackTitle: "İstanbul Hatırası", trackArtist: "Barış Manço", trackImage: null, count: 1 },
      ],
      numbers: [
        { number: "7", count: 4 },
        { number: "3", count: 3 },
        { number: "42", count: 1 },
      ],
      sources: [
        { sourceType: "spotify", count: 4 },
        { sourceType: "csv", count: 2 },
        { sourceType: "youtube", count: 2 },
      ],
      // 12-15 June in Istanbul (in UTC it would be 12-14); 17 June is today's run of one day
      streak: { longest: 4, longestStart: "2026-06-12", longestEnd: "2026-06-15", current: 1 },
      melody: {
        measured: 5,
        tempoAverage: 108.8,
        energyAverage: 0.6,
        tempo: { slow: 2, medium: 0, fast: 3 },
        energy: { low: 2, medium: 0, high: 3 },
        mood: { major: 3, minor: 2 },
      },
    });
  });

  it("follows every change of the draws at once (the figures kept in memory are never stale)", async () => {
    const { cookie, user } = await premiumUser();
    const ids = await seed(user.id, KNOWN.slice(0, 3));
    const figures = async () =>
      (await get("/api/analytics/detailed", cookie)).json() as Promise<DetailedStats>;
    expect((await figures()).favorites).toBe(1);
    await t.app.inject({ method: "PATCH", url: `/api/draws/${ids[1]}/favorite`, headers: { cookie } });
    expect((await figures()).favorites).toBe(2);
    await t.app.inject({ method: "DELETE", url: `/api/draws/${ids[2]}`, headers: { cookie } });
    expect((await figures()).total).toBe(2);
    // a delete and a save together keep the count but not the newest draw
    await t.app.inject({ method: "DELETE", url: `/api/draws/${ids[0]}`, headers: { cookie } });
    await seed(user.id, [{ track: CSV_C, at: "2026-06-17T08:30:00Z", source: "csv", number: "5" }]);
    const after = await figures();
    expect(after.total).toBe(2);
    expect(after.numbers).toEqual([
      { number: "5", count: 1 },
      { number: "7", count: 1 },
    ]);
  });

  it("answers zeros, never an error, for someone with no draws", async () => {
    const fresh = await premiumUser();
    const stats: DetailedStats = (await get("/api/analytics/detailed", fresh.cookie)).json();
    expect(stats.total).toBe(0);
    expect(stats.weeks.every((w) => w.count === 0)).toBe(true);
    expect(stats.streak).toEqual({ longest: 0, longestStart: null, longestEnd: null, current: 0 });
    expect(stats.melody.tempoAverage).toBeNull();
    expect(stats.topTracks).toEqual([]);
  });
});

describe("GET /api/draws: pages", () => {
  it("pages newest first with no repeat and no gap, even among draws saved in the same microsecond", async () => {
    const { cookie, user } = await registerUser(t.app);
    const same = "2026-06-01T10:00:00.123456Z";
    // 25 at one instant (only the id orders them), 10 a microsecond apart, 10 a millisecond apart
    await seed(user.id, [
      ...Array.from({ length: 25 }, () => ({ track: SPOTIFY_A, at: same, source: "spotify" as const })),
      ...Array.from({ length: 10 }, (_, i) => ({
        track: SPOTIFY_A,
        at: `2026-06-01T10:00:00.12346${i}Z`,
        source: "spotify" as const,
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        track: SPOTIFY_A,
        at: new Date(Date.UTC(2026, 5, 2, 0, 0, 0, i)),
        source: "spotify" as const,
      })),
    ]);
    const expected = (
      await t.database.db
        .select({ id: draws.id })
        .from(draws)
        .where(eq(draws.userId, user.id))
        .orderBy(sql`created_at desc, id desc`)
    ).map((r) => r.id);
    const ids = await allPages(cookie, "limit=7");
    expect(ids).toHaveLength(45);
    expect(ids).toEqual(expected);
    const first = await page(cookie, "limit=7");
    expect(first.counts).toEqual({ all: 45, favorites: 0 });
  });

  it("a draw saved between two pages lands before the first page and moves nothing after the cursor", async () => {
    const { cookie, user } = await registerUser(t.app);
    await seed(
      user.id,
      Array.from({ length: 30 }, (_, i) => ({
        track: SPOTIFY_A,
        at: new Date(Date.UTC(2026, 5, 1, 12, i)),
        source: "spotify" as const,
      })),
    );
    const before = await allPages(cookie, "limit=10");
    const p1 = await page(cookie, "limit=10");
    const [newer] = await seed(user.id, [
      { track: SPOTIFY_A, at: "2026-06-10T00:00:00Z", source: "spotify" },
    ]);
    const p2 = await page(cookie, `limit=10&cursor=${encodeURIComponent(p1.nextCursor!)}`);
    const p3 = await page(cookie, `limit=10&cursor=${encodeURIComponent(p2.nextCursor!)}`);
    expect(p3.nextCursor).toBeNull();
    expect([...p1.draws, ...p2.draws, ...p3.draws].map((d) => d.id)).toEqual(before);
    expect(p2.counts.all).toBe(31);
    expect((await page(cookie, "limit=10")).draws[0]?.id).toBe(newer);
  });

  it("gives true counts beyond the old caps (200 draws, 500 favourites)", async () => {
    const { cookie, user } = await registerUser(t.app);
    await seed(
      user.id,
      Array.from({ length: 620 }, (_, i) => ({
        track: SPOTIFY_A,
        at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        source: "spotify" as const,
        favorite: i < 510,
      })),
    );
    const all = await page(cookie, "");
    expect(all.counts).toEqual({ all: 620, favorites: 510 });
    expect(all.draws).toHaveLength(20);
    expect(await allPages(cookie, "list=favorites&limit=50")).toHaveLength(510);
  });

  it("never shows another person's draws, and refuses a made-up cursor", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await seed(alice.user.id, [{ track: SPOTIFY_A, at: "2026-06-01T00:00:00Z", source: "spotify" }]);
    const bobs = await page(bob.cookie, "");
    expect(bobs).toEqual({ draws: [], nextCursor: null, counts: { all: 0, favorites: 0 } });
    const res = await get("/api/draws?cursor=bogus", bob.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Geçersiz sayfa. Listeyi baştan yükle.");
    expect((await get("/api/draws")).statusCode).toBe(401);
    expect((await get("/api/draws?limit=51", bob.cookie)).statusCode).toBe(400);
  });
});

describe("GET /api/draws: search", () => {
  let cookie: string;
  beforeAll(async () => {
    const account = await registerUser(t.app);
    cookie = account.cookie;
    await seed(account.user.id, [
      { track: SPOTIFY_A, at: "2026-06-01T01:00:00Z", source: "spotify", favorite: true },
      { track: SPOTIFY_D, at: "2026-06-01T02:00:00Z", source: "spotify", theme: "ask" },
      {
        track: CSV_C,
        at: "2026-06-01T03:00:00Z",
        source: "csv",
        comment: "Şüpheler dağılıyor, ÇİÇEKLER açıyor.",
      },
      {
        track: { id: "x1", title: "100% Aşk_Şarkısı", artist: "IRMAK" },
        at: "2026-06-01T04:00:00Z",
        source: "spotify",
      },
    ]);
  });

  const titles = async (q: string, extra = "") =>
    (await page(cookie, `q=${encodeURIComponent(q)}${extra}`)).draws.map((d) => d.trackTitle).sort();

  it.each([
    ["IŞIK", ["Işık"]],
    ["ışık", ["Işık"]],
    ["isik", ["Işık"]],
    ["İSTANBUL", ["İstanbul Hatırası"]],
    ["istanbul", ["İstanbul Hatırası"]],
    ["ISTANBUL", ["İstanbul Hatırası"]],
    ["hatirasi", ["İstanbul Hatırası"]],
    ["barış", ["İstanbul Hatırası"]],
    ["sarki", ["100% Aşk_Şarkısı", "Şarkı Söyle"]],
    ["ŞARKI", ["100% Aşk_Şarkısı", "Şarkı Söyle"]],
    ["ırmak", ["100% Aşk_Şarkısı"]],
    ["supheler", ["Şarkı Söyle"]],
    ["CICEKLER", ["Şarkı Söyle"]],
    // a theme by its label: the Aşk draw, and the title that says aşk
    ["aşk", ["100% Aşk_Şarkısı", "İstanbul Hatırası"]],
    // LIKE's own characters are plain characters
    ["100%", ["100% Aşk_Şarkısı"]],
    ["%", ["100% Aşk_Şarkısı"]],
    ["k_ş", ["100% Aşk_Şarkısı"]],
    ["  duman   ", ["Işık"]],
    ["yok böyle", []],
  ])("%s finds %j", async (q, expected) => {
    expect(await titles(q)).toEqual(expected);
  });

  it("counts what the search finds, in each tab", async () => {
    expect((await page(cookie, "q=sarki")).counts).toEqual({ all: 2, favorites: 0 });
    expect((await page(cookie, "q=duman")).counts).toEqual({ all: 1, favorites: 1 });
    expect(await titles("duman", "&list=favorites")).toEqual(["Işık"]);
    expect((await page(cookie, "q=%20%20")).counts).toEqual({ all: 4, favorites: 1 });
  });
});

describe("GET /api/draws: Premium filters", () => {
  it("refuses theme, source and dates to a free account with 403 naming the filters (not 'Bu tema…')", async () => {
    const free = await registerUser(t.app);
    for (const q of ["theme=ask", "source=csv", "from=2026-06-01", "to=2026-06-01"]) {
      const res = await get(`/api/draws?${q}`, free.cookie);
      expect(res.statusCode, q).toBe(403);
      expect(res.json()).toEqual({ message: "Tema, kaynak ve tarih filtreleri Premium üyelere özel." });
    }
    // the favourites tab and search stay free
    expect((await get("/api/draws?list=favorites&q=x", free.cookie)).statusCode).toBe(200);
  });

  it("narrows by theme, source and Istanbul days for a Premium account", async () => {
    const { cookie, user } = await premiumUser();
    const ids = await seed(user.id, KNOWN);
    const idsOf = async (q: string) => (await page(cookie, q)).draws.map((d) => d.id);
    expect(await idsOf("theme=kariyer")).toEqual([ids[2]]);
    expect(await idsOf("source=csv")).toEqual([ids[3], ids[4]]);
    expect(await idsOf("source=youtube&theme=genel")).toEqual([ids[5]]);
    // 15 June in Istanbul is 14 June 21:00 to 15 June 21:00 UTC
    expect(await idsOf("from=2026-06-15&to=2026-06-15")).toEqual([ids[2]]);
    expect(await idsOf("from=2026-06-14&to=2026-06-14")).toEqual([ids[3]]);
    expect(await idsOf("from=2026-06-16")).toEqual([ids[0], ids[1]]);
    expect(await idsOf("to=2026-05-01")).toEqual([ids[6], ids[7]]);
    const filtered = await page(cookie, "source=spotify&list=favorites");
    expect(filtered.draws.map((d) => d.id)).toEqual([ids[0]]);
    expect(filtered.counts).toEqual({ all: 4, favorites: 1 });
    expect((await get("/api/draws?from=2026-13-45", cookie)).statusCode).toBe(400);
    expect((await get("/api/draws?source=deezer", cookie)).statusCode).toBe(400);
  });
});

describe("POST /api/draws records the playlist's source", () => {
  async function saveDraw(
    cookie: string,
    track: { id: string; title: string; artist: string },
    extra: object,
  ) {
    const written = await t.app.inject({
      method: "POST",
      url: "/api/comment",
      headers: { cookie },
      payload: { track, theme: "genel", persona: DEFAULT_PERSONA, salt: `s-${Math.random()}`, number: "7" },
    });
    expect(written.statusCode, written.body).toBe(200);
    const { commentId, headline, short, long } = written.json();
    return t.app.inject({
      method: "POST",
      url: "/api/draws",
      headers: { cookie },
      payload: {
        commentId,
        number: "7",
        trackId: track.id,
        trackTitle: track.title,
        trackArtist: track.artist,
        theme: "genel",
        headline,
        short,
        long,
        comment: short,
        ...extra,
      },
    });
  }
  const rowOf = async (id: string) => (await t.database.db.select().from(draws).where(eq(draws.id, id)))[0]!;

  it("keeps the source the client names, with its playlist id, and the search text", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await saveDraw(cookie, YOUTUBE_B, { sourceType: "youtube", sourceId: "PLx_9-a" });
    expect(res.statusCode, res.body).toBe(201);
    const row = await rowOf(res.json().id);
    expect(row).toMatchObject({ sourceType: "youtube", sourceId: "PLx_9-a" });
    expect(row.searchText).toContain("gece duman");
    expect((await page(cookie, "")).draws[0]?.sourceType).toBe("youtube");
  });

  it("reads it from the track id when an older client sends none, and never keeps a CSV id", async () => {
    const { cookie } = await registerUser(t.app);
    const csv = await saveDraw(cookie, CSV_C, { sourceId: "dosya" });
    expect(await rowOf(csv.json().id)).toMatchObject({ sourceType: "csv", sourceId: null });
    const spotify = await saveDraw(cookie, SPOTIFY_A, {});
    expect(await rowOf(spotify.json().id)).toMatchObject({ sourceType: "spotify", sourceId: null });
  });

  it("refuses a source that contradicts the track, and a malformed one", async () => {
    const { cookie } = await registerUser(t.app);
    const wrong = await saveDraw(cookie, CSV_C, { sourceType: "spotify" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Şarkının kaynağı, gönderilen kaynakla uyuşmuyor.");
    expect((await saveDraw(cookie, SPOTIFY_A, { sourceType: "csv" })).statusCode).toBe(400);
    const ready = { id: "ready:klasikler:isik", title: "Işık", artist: "Duman" };
    expect((await saveDraw(cookie, ready, { sourceType: "spotify" })).statusCode).toBe(400);
    expect((await saveDraw(cookie, SPOTIFY_A, { sourceType: "ready" })).statusCode).toBe(400);
    const fine = await saveDraw(cookie, ready, { sourceType: "ready", sourceId: "klasikler" });
    expect(await rowOf(fine.json().id)).toMatchObject({ sourceType: "ready", sourceId: "klasikler" });
    expect((await saveDraw(cookie, SPOTIFY_A, { sourceType: "deezer" })).statusCode).toBe(400);
    expect((await saveDraw(cookie, SPOTIFY_A, { sourceId: "<script>" })).statusCode).toBe(400);
  });
});

describe("the migration's backfill", () => {
  it("folds older draws' text in SQL as the app folds it, and reads their source from the track", async () => {
    const migration = readFileSync(
      new URL("../../src/server/db/migrations/0010_paged-history-and-sources.sql", import.meta.url),
      "utf8",
    );
    const statements = migration.split("--> statement-breakpoint").map((s) => s.trim());
    const fold = statements.find(
      (s) => s.startsWith("-- The search text") || s.includes('SET "search_text"'),
    );
    const source = statements.find((s) => s.includes('SET "source_type"'));
    expect(fold).toBeDefined();
    expect(source).toBeDefined();
    const { user } = await registerUser(t.app);
    const samples = [
      { title: "IŞIK  Işık", artist: "İSTANBUL ÇİÇEĞİ", comment: "Şüphe, güneş; ÖZGÜR ÜMİT. Café" },
      { title: "Gönül Dağı", artist: "Neşet Ertaş", comment: "Yağmur ığdır" },
      { title: "Hazır", artist: "Liste", comment: "Bir" },
    ];
    const ids = await seed(
      user.id,
      samples.map((s, i) => ({
        track: {
          id: ["csv:t:1", "dQw4w9WgXcQ", "ready:klasikler:hazir-liste"][i]!,
          title: s.title,
          artist: s.artist,
        },
        at: "2026-06-01T00:00:00Z",
        source: "spotify" as const,
        comment: s.comment,
      })),
    );
    // run the two UPDATEs on these rows only
    const only = (statement: string) =>
      sql.raw(`${statement.replace(/;\s*$/, "")} WHERE "user_id" = '${user.id}'`);
    await t.database.db.execute(only(fold!.slice(fold!.indexOf("UPDATE"))));
    await t.database.db.execute(only(source!.slice(source!.indexOf("UPDATE"))));
    const rows = await t.database.db.select().from(draws).where(eq(draws.userId, user.id));
    for (const [i, s] of samples.entries()) {
      const row = rows.find((r) => r.id === ids[i])!;
      expect(row.searchText).toBe(
        drawSearchText({ trackTitle: s.title, trackArtist: s.artist, comment: s.comment }),
      );
    }
    expect(rows.find((r) => r.id === ids[0])?.sourceType).toBe("csv");
    expect(rows.find((r) => r.id === ids[1])?.sourceType).toBe("youtube");
    expect(rows.find((r) => r.id === ids[2])?.sourceType).toBe("ready");
  });

  it("gives older draws a short address of 12 characters of the codes' alphabet, each its own", async () => {
    const migration = readFileSync(
      new URL("../../src/server/db/migrations/0011_draw-short-code.sql", import.meta.url),
      "utf8",
    );
    const update = migration
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .find((s) => s.includes('SET "short_code"'));
    expect(update).toBeDefined();
    const { user } = await registerUser(t.app);
    const ids = await seed(
      user.id,
      Array.from({ length: 40 }, (_, i) => ({
        track: { id: `csv:t:${i}`, title: `Eski ${i}`, artist: "Arşiv" },
        at: "2026-05-01T00:00:00Z",
        source: "csv" as const,
        comment: "Eski bir fal",
      })),
    );
    const before = await t.database.db.select().from(draws).where(eq(draws.userId, user.id));
    expect(before.every((r) => r.shortCode === null)).toBe(true);
    const statement = update!.slice(update!.indexOf("UPDATE")).replace(/;\s*$/, "");
    await t.database.db.execute(
      sql.raw(
        statement.replace(
          'WHERE "short_code" IS NULL',
          `WHERE "short_code" IS NULL AND "user_id" = '${user.id}'`,
        ),
      ),
    );
    const rows = await t.database.db.select().from(draws).where(eq(draws.userId, user.id));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    for (const r of rows) expect(r.shortCode).toMatch(/^[2-9a-hjkmnp-wyz]{12}$/);
    expect(new Set(rows.map((r) => r.shortCode)).size).toBe(rows.length);
    // and the short address opens them
    const res = await t.app.inject({ method: "GET", url: `/r/${rows[0]!.shortCode}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/result/${rows[0]!.id}`);
  });
});
