/**
 * Ayın Falı (ADR 042) over HTTP, on draws written straight into the database (their times must be
 * exact): Istanbul month edges, the owner only, the public link (private by default, the same link
 * on a second press, no private data in the shared view, its page's preview tags and story image),
 * and the KVKK export and erasure. On PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioFeatures, draws, recapShares } from "@/server/db/schema";
import { RECAP_MESSAGES } from "@/server/recaps/routes";
import type { PublicRecap, Recap, RecapMonths, RecapShare } from "@/shared/api/recaps";
import { drawSearchText } from "@/shared/search";
import type { ThemeId } from "@/shared/themes";
import { createTestApp, registerUser, type TestApp } from "./helpers";

/** Saturday 5 December 2026, 12:00 in Istanbul. */
const NOW = new Date("2026-12-05T09:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

const A = { id: "4u7EnebtmKWzUH433cf5Qv", title: "Işık", artist: "Duman" };
const B = { id: "csv:t:sabah", title: "Şarkı Söyle", artist: "Sezen Aksu" };
const C = { id: "csv:t:gece", title: "Gece", artist: "Duman" };
const SECRET_QUESTION = "Eski sevgilim geri döner mi acaba";

interface Seed {
  track: { id: string; title: string; artist: string };
  /** UTC */
  at: string;
  theme?: ThemeId;
  number?: string;
}

async function seed(userId: string, rows: Seed[]): Promise<string[]> {
  const inserted = await t.database.db
    .insert(draws)
    .values(
      rows.map((r) => ({
        userId,
        number: r.number ?? "7",
        trackId: r.track.id,
        trackTitle: r.track.title,
        trackArtist: r.track.artist,
        theme: r.theme ?? "genel",
        headline: "Başlık",
        short: "Kısa yorum.",
        long: "Uzun yorum.",
        comment: "Yorum.",
        hint: SECRET_QUESTION,
        hintHidden: false,
        sourceType: r.track.id.startsWith("csv:") ? ("csv" as const) : ("spotify" as const),
        createdAt: sql`${r.at}::timestamptz`,
        searchText: drawSearchText({
          trackTitle: r.track.title,
          trackArtist: r.track.artist,
          comment: "Yorum.",
        }),
      })),
    )
    .returning({ id: draws.id });
  return inserted.map((r) => r.id);
}

const call = (method: "GET" | "POST" | "DELETE", url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

/** A person with November 2026 (Istanbul) as the tests below expect it, and its edges. */
async function personWithNovember() {
  const person = await registerUser(t.app, { firstName: "Zeynep", lastName: "Yıldırım" });
  await seed(person.user.id, [
    // 31 October 23:30 in Istanbul: October's
    { track: A, at: "2026-10-31T20:30:00Z", number: "99", theme: "ask" },
    // 1 November 00:30 in Istanbul: November's, though 31 October in UTC
    { track: A, at: "2026-10-31T21:30:00Z", number: "7", theme: "ask" },
    { track: B, at: "2026-11-02T10:00:00Z", number: "42", theme: "genel" },
    { track: A, at: "2026-11-03T10:00:00Z", number: "7", theme: "ask" },
    { track: B, at: "2026-11-10T10:00:00Z", number: "13", theme: "genel" },
    { track: C, at: "2026-11-11T10:00:00Z", number: "42", theme: "ask" },
    // 30 November 23:59 in Istanbul: November's
    { track: A, at: "2026-11-30T20:59:00Z", number: "5", theme: "kariyer" },
    // 1 December 00:30 in Istanbul: December's
    { track: B, at: "2026-11-30T21:30:00Z", number: "8", theme: "genel" },
  ]);
  return person;
}

beforeAll(async () => {
  await t.database.db
    .insert(audioFeatures)
    .values({ trackId: A.id, version: 1, features: { tempo: 130, energy: 0.8, mode: 1 } as never })
    .onConflictDoNothing();
});

describe("GET /api/recap/{yyyy-mm}", () => {
  it("is for the signed-in owner: 401 signed out", async () => {
    expect((await call("GET", "/api/recap/2026-11")).statusCode).toBe(401);
    expect((await call("GET", "/api/recap")).statusCode).toBe(401);
    expect((await call("POST", "/api/recap/2026-11/share")).statusCode).toBe(401);
    expect((await call("DELETE", "/api/recap/2026-11/share")).statusCode).toBe(401);
  });

  it("answers a malformed month 400 and a month without draws 404, in Turkish", async () => {
    const { cookie } = await personWithNovember();
    for (const month of ["2026-13", "2026-1", "26-11", "kasim", "2026-00", "1969-12"]) {
      const res = await call("GET", `/api/recap/${month}`, cookie);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().message).toBe(RECAP_MESSAGES.badMonth);
    }
    const none = await call("GET", "/api/recap/2026-09", cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(RECAP_MESSAGES.noDraws);
    expect((await call("POST", "/api/recap/2026-09/share", cookie)).statusCode).toBe(404);
    expect((await call("POST", "/api/recap/2026-13/share", cookie)).statusCode).toBe(400);
  });

  it("counts the month by Istanbul days: its figures, ties and the streak within the month", async () => {
    const { cookie } = await personWithNovember();
    const res = await call("GET", "/api/recap/2026-11", cookie);
    expect(res.statusCode, res.body).toBe(200);
    const recap: Recap = res.json();
    expect(recap).toMatchObject({
      month: "2026-11",
      label: "Kasım 2026",
      total: 6,
      topTheme: { theme: "ask", count: 3 },
      topTrack: { trackTitle: "Işık", trackArtist: "Duman", count: 3 },
      topArtist: { artist: "Duman", count: 4 },
      // 7 and 42 were both thought of twice: 42 last (11 November)
      luckyNumber: { number: "42", count: 2 },
      // 31 October belongs to October: the run counts from 1 November
      streak: { days: 3, start: "2026-11-01", end: "2026-11-03" },
      melody: {
        measured: 3,
        tempoAverage: 130,
        energyAverage: 0.8,
        words: "Enerjik ve hızlı tempolu bir ay",
      },
      share: null,
    });
    expect(recap.closing.length).toBeGreaterThan(10);

    const october: Recap = (await call("GET", "/api/recap/2026-10", cookie)).json();
    expect(october).toMatchObject({ total: 1, luckyNumber: { number: "99" }, streak: { days: 1 } });
    const december: Recap = (await call("GET", "/api/recap/2026-12", cookie)).json();
    // only song B, which has no melody data: nothing is said about the melody
    expect(december).toMatchObject({ total: 1, topTrack: { trackTitle: "Şarkı Söyle" }, melody: null });
  });

  it("lists the months with draws, newest first, and suggests this month's", async () => {
    const { cookie } = await personWithNovember();
    const months: RecapMonths = (await call("GET", "/api/recap", cookie)).json();
    expect(months).toEqual({
      current: "2026-12",
      suggested: "2026-12",
      months: [
        { month: "2026-12", label: "Aralık 2026", total: 1 },
        { month: "2026-11", label: "Kasım 2026", total: 6 },
        { month: "2026-10", label: "Ekim 2026", total: 1 },
      ],
    });
  });

  it("shows another person nothing of it: their own month is 404 and they cannot share it", async () => {
    const owner = await personWithNovember();
    const shared: RecapShare = (await call("POST", "/api/recap/2026-11/share", owner.cookie)).json();
    const other = await registerUser(t.app);
    expect((await call("GET", "/api/recap/2026-11", other.cookie)).statusCode).toBe(404);
    expect((await call("POST", "/api/recap/2026-11/share", other.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/recap/2026-11/share", other.cookie)).statusCode).toBe(404);
    // the owner's link still works
    expect((await call("GET", `/api/recap/shared/${shared.id}`)).statusCode).toBe(200);
  });
});

describe("sharing a recap", () => {
  it("is private until shared; a second press answers the same link", async () => {
    const { cookie } = await personWithNovember();
    const before: Recap = (await call("GET", "/api/recap/2026-11", cookie)).json();
    expect(before.share).toBeNull();

    const first = await call("POST", "/api/recap/2026-11/share", cookie);
    expect(first.statusCode, first.body).toBe(201);
    const link: RecapShare = first.json();
    expect(link.url).toMatch(new RegExp(`/r/${link.shortCode}$`));
    const second = await call("POST", "/api/recap/2026-11/share", cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(link);
    expect(((await call("GET", "/api/recap/2026-11", cookie)).json() as Recap).share).toEqual(link);

    // the short address opens the shared view
    const short = await call("GET", `/r/${link.shortCode}`);
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`/ozet/${link.id}`);
    expect((await call("GET", `/r/${link.shortCode.toUpperCase()}`)).headers.location).toBe(
      `/ozet/${link.id}`,
    );
  });

  it("shows the public only the recap: no question, no name, no email, no account", async () => {
    const { cookie, user } = await personWithNovember();
    const link: RecapShare = (await call("POST", "/api/recap/2026-11/share", cookie)).json();
    const res = await call("GET", `/api/recap/shared/${link.id}`);
    expect(res.statusCode).toBe(200);
    const view: PublicRecap = res.json();
    expect(Object.keys(view).sort()).toEqual(
      [
        "closing",
        "label",
        "luckyNumber",
        "melody",
        "month",
        "streak",
        "topArtist",
        "topTheme",
        "topTrack",
        "total",
      ].sort(),
    );
    for (const secret of [SECRET_QUESTION, "Zeynep", "Yıldırım", user.email, user.id, "Başlık", "Yorum"]) {
      expect(res.body).not.toContain(secret);
    }

    const page = await call("GET", `/ozet/${link.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('property="og:title" content="Ayın Falı: Kasım 2026 — «Işık» | Şarkı Falı"');
    expect(page.body).toMatch(
      new RegExp(`property="og:image" content="[^"]*/api/og/recap/${link.id}\\?format=story`),
    );
    for (const secret of [SECRET_QUESTION, "Zeynep", user.email]) expect(page.body).not.toContain(secret);

    expect((await call("GET", "/ozet/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await call("GET", "/ozet/yok")).statusCode).toBe(404);
    // a month is its owner's page: the shell, whoever asks (the client sends a visitor to sign in)
    for (const month of ["/ozet/2026-11", "/ozet/2026-13"]) {
      const shell = await call("GET", month);
      expect(shell.statusCode, month).toBe(200);
      expect(shell.body).not.toContain("og:title");
    }
    expect((await call("GET", "/api/recap/shared/yok")).statusCode).toBe(404);
  });

  it("draws the story image, 1080x1920, through the image pool", async () => {
    const { cookie } = await personWithNovember();
    const link: RecapShare = (await call("POST", "/api/recap/2026-11/share", cookie)).json();
    const res = await call("GET", `/api/og/recap/${link.id}?format=story`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
    expect(res.headers["x-og-cache"]).toBe("miss");
    const again = await call("GET", `/api/og/recap/${link.id}`);
    expect(again.headers["x-og-cache"]).toBe("hit");
    expect((await call("GET", `/api/og/recap/${link.id}?format=og`)).statusCode).toBe(400);
    expect((await call("GET", "/api/og/recap/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  }, 60_000);

  it("made private again, the link stops working; a new share is a new link", async () => {
    const { cookie } = await personWithNovember();
    const link: RecapShare = (await call("POST", "/api/recap/2026-11/share", cookie)).json();
    const gone = await call("DELETE", "/api/recap/2026-11/share", cookie);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(RECAP_MESSAGES.unshared);
    expect((await call("GET", `/api/recap/shared/${link.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/r/${link.shortCode}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/og/recap/${link.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/recap/2026-11/share", cookie)).statusCode).toBe(404);
    const again = await call("POST", "/api/recap/2026-11/share", cookie);
    expect(again.statusCode).toBe(201);
    expect((again.json() as RecapShare).id).not.toBe(link.id);
  });

  it("follows the draws: a deleted draw leaves the shared view, the last one takes it away", async () => {
    const person = await registerUser(t.app);
    const [first, second] = await seed(person.user.id, [
      { track: A, at: "2026-11-05T10:00:00Z" },
      { track: B, at: "2026-11-06T10:00:00Z" },
    ]);
    const link: RecapShare = (await call("POST", "/api/recap/2026-11/share", person.cookie)).json();
    expect(((await call("GET", `/api/recap/shared/${link.id}`)).json() as PublicRecap).total).toBe(2);
    expect((await call("DELETE", `/api/draws/${first}`, person.cookie)).statusCode).toBe(200);
    expect(((await call("GET", `/api/recap/shared/${link.id}`)).json() as PublicRecap).total).toBe(1);
    expect((await call("DELETE", `/api/draws/${second}`, person.cookie)).statusCode).toBe(200);
    expect((await call("GET", `/api/recap/shared/${link.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/ozet/${link.id}`)).statusCode).toBe(404);
  });
});

describe("KVKK", () => {
  it("the export lists the shared months; erasure removes them", async () => {
    const person = await personWithNovember();
    const link: RecapShare = (await call("POST", "/api/recap/2026-11/share", person.cookie)).json();
    const exported = await call("GET", "/api/account/export", person.cookie);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().sharedRecaps).toEqual([
      { month: "2026-11", path: `/r/${link.shortCode}`, sharedAt: expect.any(String) },
    ]);

    const erased = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: person.cookie },
      payload: { password: "gizli-sifre" },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.database.db.select().from(recapShares).where(eq(recapShares.userId, person.user.id));
    expect(left).toEqual([]);
    expect((await call("GET", `/api/recap/shared/${link.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/r/${link.shortCode}`)).statusCode).toBe(404);
  });
});
