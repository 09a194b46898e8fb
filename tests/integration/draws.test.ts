import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAuthRepository } from "@/server/auth/repository";
import { createCommentRepository } from "@/server/comments/repository";
import { DRAW_SAVE_LIMIT } from "@/server/draws/routes";
import { DEFAULT_PERSONA } from "@/shared/limits";
import { createTestApp, registerUser, type TestApp, usingPostgres } from "./helpers";

/**
 * The comment engine answers a self-harm hint with a support message (kind "support") once its
 * branch lands. These tests are about what the routes do with such an answer (not store the hint,
 * refuse to save it), so one marker hint stands in for the engine's classifier here.
 */
const SUPPORT_MARKER = "destek-testi";
vi.mock("@/server/fortune/comment/service", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/fortune/comment/service")>();
  return {
    ...real,
    createCommentService: (options: Parameters<typeof real.createCommentService>[0]) => {
      const service = real.createCommentService(options);
      return {
        ...service,
        async generate(req: Parameters<typeof service.generate>[0]) {
          if (req.hint !== SUPPORT_MARKER) return service.generate(req);
          const texts = {
            headline: "Yalnız değilsin",
            short: "Şu an zor bir yerdeysen lütfen güvendiğin biriyle konuş; acil durumda 112'yi ara.",
            long: "Şu an zor bir yerdeysen lütfen güvendiğin biriyle konuş; acil durumda 112'yi ara.",
          };
          return {
            ...texts,
            source: "offline" as const,
            kind: "support" as const,
            hintSafety: "support" as const,
            publicTexts: texts,
          };
        },
      };
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TRACK = {
  id: "4u7EnebtmKWzUH433cf5Qv",
  title: "Işık",
  artist: "Duman",
  image: "https://i.scdn.co/image/ab67616d0000b273",
  previewUrl: null,
  externalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
};

interface Written {
  commentId: string;
  kind: "fortune" | "support";
  headline: string;
  short: string;
  long: string;
}

/** POST /api/comment for a track (TRACK unless given) and theme; the answer, which must be 200. */
async function writeComment(
  app: TestApp,
  cookie: string,
  options: { track?: Partial<typeof TRACK>; theme?: string; hint?: string; salt?: string } = {},
): Promise<Written> {
  const res = await app.app.inject({
    method: "POST",
    url: "/api/comment",
    headers: { cookie },
    payload: {
      track: { ...TRACK, ...options.track },
      theme: options.theme ?? "genel",
      audio: null,
      hint: options.hint,
      persona: DEFAULT_PERSONA,
      salt: options.salt ?? `salt-${Math.random()}`,
      number: "7",
    },
  });
  if (res.statusCode !== 200) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The spec's save body (section 7) for a written comment; overrides win. */
function drawBody(written: Written | null, overrides: Record<string, unknown> = {}) {
  return {
    ...(written ? { commentId: written.commentId } : {}),
    number: "7",
    trackId: TRACK.id,
    trackTitle: TRACK.title,
    trackArtist: TRACK.artist,
    trackImage: TRACK.image,
    trackPreviewUrl: null,
    trackExternalUrl: TRACK.externalUrl,
    theme: "genel",
    headline: written?.headline ?? "Başlık",
    short: written?.short ?? "Kısa.",
    long: written?.long ?? "Uzun.",
    comment: written?.short ?? "Kısa.",
    sessionId: "9b3c1d2e-0000-4000-8000-000000000000",
    ...overrides,
  };
}

const saveOn = (app: TestApp, cookie: string | null, body: unknown) =>
  app.app.inject({
    method: "POST",
    url: "/api/draws",
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const save = (cookie: string | null, body: unknown) => saveOn(t, cookie, body);
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const star = (id: string, cookie: string | null) =>
  t.app.inject({ method: "PATCH", url: `/api/draws/${id}/favorite`, headers: cookie ? { cookie } : {} });

/** A comment written and saved for a fresh or given user; the draw's id. */
async function savedDraw(
  cookie: string,
  options: Parameters<typeof writeComment>[2] = {},
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const written = await writeComment(t, cookie, options);
  const res = await save(
    cookie,
    drawBody(written, {
      trackId: options.track?.id ?? TRACK.id,
      theme: options.theme ?? "genel",
      ...overrides,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function drawCountOfComment(app: TestApp, commentId: string): Promise<number> {
  const result = (await app.database.db.execute(
    sql`select count(*)::int as n from draws where comment_id = ${commentId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

describe("POST /api/comment keeps what it wrote", () => {
  it("answers a commentId and kind 'fortune', and stores user, track, theme, hint and the texts", async () => {
    const { cookie, user } = await registerUser(t.app);
    const written = await writeComment(t, cookie, { hint: "  sınav " });
    expect(written.kind).toBe("fortune");
    expect(written.commentId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await createCommentRepository(t.database.db).findById(written.commentId);
    expect(row).toMatchObject({
      userId: user.id,
      trackId: TRACK.id,
      trackTitle: TRACK.title,
      trackArtist: TRACK.artist,
      theme: "genel",
      hint: "sınav",
      headline: written.headline,
      short: written.short,
      long: written.long,
      kind: "fortune",
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it("a support answer says so, and its hint is not stored", async () => {
    const { cookie } = await registerUser(t.app);
    const written = await writeComment(t, cookie, { hint: SUPPORT_MARKER });
    expect(written.kind).toBe("support");
    const row = await createCommentRepository(t.database.db).findById(written.commentId);
    expect(row).toMatchObject({ kind: "support", hint: null });
    const stored = (await t.database.db.execute(
      sql`select count(*)::int as n from comments where hint = ${SUPPORT_MARKER}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(stored.rows[0]!.n)).toBe(0);
  });
});

describe("POST /api/draws saves the server's record of a comment", () => {
  it("saves a draw for the signed-in user and answers its id", async () => {
    const { cookie } = await registerUser(t.app);
    const written = await writeComment(t, cookie);
    const res = await save(cookie, drawBody(written, { number: "1234567890123456789012345" }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const list = (await get("/api/analytics/recent", cookie)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      number: "1234567890123456789012345",
      isFavorite: false,
      theme: "genel",
      headline: written.headline,
      short: written.short,
      long: written.long,
      comment: written.short,
    });
  });

  it("stores the server's text, whatever text the client sends", async () => {
    const { cookie } = await registerUser(t.app);
    const written = await writeComment(t, cookie);
    const phishing = "Hesabın askıya alındı: hemen https://sarkifali-destek.example/giris adresine gir.";
    const res = await save(
      cookie,
      drawBody(written, {
        trackTitle: phishing,
        trackArtist: "Şarkı Falı Destek",
        headline: phishing,
        short: phishing,
        long: phishing,
        comment: phishing,
      }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const shared = (await get(`/api/draws/${id}`)).json();
    expect(shared).toMatchObject({
      trackTitle: TRACK.title,
      trackArtist: TRACK.artist,
      headline: written.headline,
      short: written.short,
      long: written.long,
    });
    expect(JSON.stringify(shared)).not.toContain("sarkifali-destek");
    const own = (await get("/api/analytics/recent", cookie)).json();
    expect(own[0].comment).toBe(written.short);
    const page = await get(`/result/${id}`);
    expect(page.body).not.toContain("sarkifali-destek");
  });

  it("needs a signed-in user", async () => {
    expect((await save(null, drawBody(null))).statusCode).toBe(401);
  });

  it("refuses a save without a commentId", async () => {
    const { cookie } = await registerUser(t.app);
    for (const commentId of [undefined, "", "   "]) {
      const res = await save(cookie, drawBody(null, commentId === undefined ? {} : { commentId }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Kaydedilecek fal yorumu belirtilmemiş. Önce bir fal yorumu oluştur, sonra onu kaydet.",
      });
    }
    expect((await get("/api/analytics/recent", cookie)).json()).toEqual([]);
  });

  it.each([
    ["an id nobody wrote", "00000000-0000-4000-8000-000000000000"],
    ["a malformed id", "not-a-uuid' or 1=1 --"],
  ])("refuses %s as unknown", async (_, commentId) => {
    const { cookie } = await registerUser(t.app);
    const res = await save(cookie, drawBody(null, { commentId }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Bu fal yorumu bulunamadı. Yeni bir fal yorumu oluşturup onu kaydedebilirsin.",
    });
  });

  it("refuses another user's comment", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const written = await writeComment(t, alice.cookie);
    const res = await save(bob.cookie, drawBody(written));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Bu fal yorumu başka bir hesaba ait. Yalnızca kendi fal yorumlarını kaydedebilirsin.",
    });
    // Alice can still save it, and Bob's attempt left nothing behind.
    expect((await save(alice.cookie, drawBody(written))).statusCode).toBe(201);
    expect((await get("/api/analytics/recent", bob.cookie)).json()).toEqual([]);
    // Once saved, Bob does not learn the draw's id either.
    const again = await save(bob.cookie, drawBody(written));
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json())).toEqual(["message"]);
  });

  it("refuses a comment written for another track", async () => {
    const { cookie } = await registerUser(t.app);
    const written = await writeComment(t, cookie);
    const res = await save(cookie, drawBody(written, { trackId: "başkaBirŞarkı0000000000" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Bu fal yorumu başka bir şarkı için yazıldı. Yalnızca yazıldığı şarkıyla kaydedilebilir.",
    });
  });

  it("refuses a comment written for another theme", async () => {
    const { cookie, user } = await registerUser(t.app);
    await createAuthRepository(t.database.db).setPremium(user.id, true);
    const written = await writeComment(t, cookie, { theme: "ask" });
    const res = await save(cookie, drawBody(written, { theme: "kariyer" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Bu fal yorumu başka bir tema için yazıldı. Yalnızca yazıldığı temayla kaydedilebilir.",
    });
    const genel = await save(cookie, drawBody(written, { theme: "genel" }));
    expect(genel.json().message).toMatch(/başka bir tema/);
  });

  it("never saves a support message", async () => {
    const { cookie } = await registerUser(t.app);
    const written = await writeComment(t, cookie, { hint: SUPPORT_MARKER });
    const res = await save(cookie, drawBody(written));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Bu bir destek mesajı, fal değil; kaydedilemez ve paylaşılamaz." });
    expect(await drawCountOfComment(t, written.commentId)).toBe(0);
  });

  it("saves each comment once: a second save answers 200 and the first draw's id", async () => {
    const { cookie } = await registerUser(t.app);
    const written = await writeComment(t, cookie);
    const first = await save(cookie, drawBody(written));
    expect(first.statusCode).toBe(201);
    const second = await save(cookie, drawBody(written, { number: "8", sessionId: "başka-oda" }));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await get("/api/analytics/recent", cookie)).headers["x-total-count"]).toBe("1");
  });

  it(`one draw when saves of the same comment arrive at once (${usingPostgres ? "PostgreSQL" : "PGlite"})`, async () => {
    const { cookie } = await registerUser(t.app);
    for (let round = 0; round < 3; round++) {
      const written = await writeComment(t, cookie);
      const answers = await Promise.all(Array.from({ length: 6 }, () => save(cookie, drawBody(written))));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await drawCountOfComment(t, written.commentId)).toBe(1);
    }
    expect((await get("/api/analytics/recent", cookie)).headers["x-total-count"]).toBe("3");
  });

  it("a premium-theme comment stays saveable after the user loses Premium", async () => {
    const { cookie, user } = await registerUser(t.app);
    const auth = createAuthRepository(t.database.db);
    await auth.setPremium(user.id, true);
    const written = await writeComment(t, cookie, { theme: "kariyer" });
    await auth.setPremium(user.id, false);
    // The comment route now refuses the theme...
    const comment = await t.app.inject({
      method: "POST",
      url: "/api/comment",
      headers: { cookie },
      payload: { track: TRACK, theme: "kariyer" },
    });
    expect(comment.statusCode).toBe(403);
    // ...but what was written while Premium is kept.
    const res = await save(cookie, drawBody(written, { theme: "kariyer" }));
    expect(res.statusCode).toBe(201);
    expect((await get(`/api/draws/${res.json().id}`)).json().theme).toBe("kariyer");
  });

  it("limits saves per user: the 61st in 10 minutes gets 429 with Retry-After", async () => {
    const { cookie } = await registerUser(t.app);
    const written = await writeComment(t, cookie);
    // Repeated saves of one comment count too: the limit is on requests.
    for (let i = 0; i < DRAW_SAVE_LIMIT.count; i++)
      expect((await save(cookie, drawBody(written))).statusCode).toBe(i === 0 ? 201 : 200);
    const blocked = await save(cookie, drawBody(written));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: "Çok fazla fal kaydı isteği. Lütfen biraz sonra tekrar dene.",
    });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // someone else still saves; and the signed-out check still comes first
    const other = await registerUser(t.app);
    expect((await save(other.cookie, drawBody(await writeComment(t, other.cookie)))).statusCode).toBe(201);
    expect((await save(null, drawBody(written))).statusCode).toBe(401);
  });

  it.each([
    [{ trackTitle: "x".repeat(301) }, "Şarkı adı en fazla 300 karakter olabilir"],
    [{ number: "12abc" }, "Geçersiz sayı"],
    [{ theme: "yok" }, "Geçersiz tema"],
    [{ long: "x".repeat(6001) }, "Uzun yorum en fazla 6000 karakter olabilir"],
    [{ trackId: "" }, "Şarkı kimliği gerekli"],
    [{ commentId: "x".repeat(101) }, "Fal yorumu kimliği çok uzun"],
  ])("validates %j", async (override, message) => {
    const { cookie } = await registerUser(t.app);
    const res = await save(
      cookie,
      drawBody(null, { commentId: "00000000-0000-4000-8000-000000000000", ...override }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe("a comment's record expires for saving after 24 hours, and goes after 7 days", () => {
  let clock = new Date("2026-03-01T10:00:00Z");
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp({}, { now: () => clock });
  });
  afterAll(async () => {
    await timed.close();
  });

  it("saves within 24 hours, refuses later, and keeps answering a saved comment's draw", async () => {
    clock = new Date("2026-03-01T10:00:00Z");
    const { cookie } = await registerUser(timed.app);
    const late = await writeComment(timed, cookie);
    const saved = await writeComment(timed, cookie);
    clock = new Date("2026-03-02T09:59:00Z");
    const first = await saveOn(timed, cookie, drawBody(saved));
    expect(first.statusCode).toBe(201);

    clock = new Date("2026-03-02T10:01:00Z");
    const res = await saveOn(timed, cookie, drawBody(late));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        "Bu fal yorumunun kaydedilme süresi doldu (24 saat). Yeni bir fal yorumu oluşturup onu kaydedebilirsin.",
    });
    // A comment saved in time still answers its draw (a retry is never turned into an error).
    const retry = await saveOn(timed, cookie, drawBody(saved));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  it("the hourly maintenance deletes records older than 7 days; the saved draw keeps its text", async () => {
    clock = new Date("2026-04-01T10:00:00Z");
    const { cookie } = await registerUser(timed.app);
    const old = await writeComment(timed, cookie);
    const id = (await saveOn(timed, cookie, drawBody(old))).json().id;
    clock = new Date("2026-04-05T10:00:00Z");
    const recent = await writeComment(timed, cookie);
    const records = createCommentRepository(timed.database.db);

    clock = new Date("2026-04-08T09:59:00Z");
    await timed.app.maintenance();
    expect(await records.findById(old.commentId)).toBeDefined();

    clock = new Date("2026-04-08T10:01:00Z");
    await timed.app.maintenance();
    expect(await records.findById(old.commentId)).toBeUndefined();
    expect(await records.findById(recent.commentId)).toBeDefined();
    const draw = (await timed.app.inject({ method: "GET", url: `/api/draws/${id}` })).json();
    expect(draw).toMatchObject({ headline: old.headline, short: old.short, long: old.long });
    // The record is gone: the comment is unknown now.
    const res = await saveOn(timed, cookie, drawBody(old));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/bulunamadı/);
  });
});

describe("lists belong to their owner", () => {
  it("another user's draws never appear, and cannot be starred", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const aliceDraw = await savedDraw(alice.cookie, {
      track: { id: "alice-track", title: "Alice'in şarkısı" },
    });
    await savedDraw(bob.cookie, { track: { id: "bob-track", title: "Bob'un şarkısı" } });

    const bobList = (await get("/api/analytics/recent", bob.cookie)).json();
    expect(bobList.map((d: { trackTitle: string }) => d.trackTitle)).toEqual(["Bob'un şarkısı"]);

    const attempt = await star(aliceDraw, bob.cookie);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({ message: "Fal bulunamadı" });
    const missing = await star("00000000-0000-4000-8000-000000000000", bob.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(attempt.body);
    const malformed = await star("not-a-uuid", bob.cookie);
    expect(malformed.statusCode).toBe(404);

    const aliceFavs = (await get("/api/draws/favorites", alice.cookie)).json();
    expect(aliceFavs).toEqual([]);
    expect((await get("/api/analytics/stats", bob.cookie)).json().popularTracks).toHaveLength(1);
  });

  it("the owner flips the favourite flag back and forth", async () => {
    const { cookie } = await registerUser(t.app);
    const id = await savedDraw(cookie);
    const on = await star(id, cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id, isFavorite: true });
    const favs = (await get("/api/draws/favorites", cookie)).json();
    expect(favs.map((d: { id: string }) => d.id)).toEqual([id]);
    const off = await star(id, cookie);
    expect(off.json().isFavorite).toBe(false);
    expect((await get("/api/draws/favorites", cookie)).json()).toEqual([]);
    expect((await star(id, null)).statusCode).toBe(401);
  });

  it("lists newest first and counts popular tracks (top 5)", async () => {
    const { cookie } = await registerUser(t.app);
    const plays: [string, number][] = [
      ["a", 4],
      ["b", 1],
      ["c", 3],
      ["d", 2],
      ["e", 2],
      ["f", 5],
      ["g", 1],
    ];
    let last = "";
    for (const [track, n] of plays) {
      for (let i = 0; i < n; i++) {
        last = await savedDraw(cookie, { track: { id: `track-${track}`, title: `Şarkı ${track}` } });
      }
    }
    const recent = await get("/api/analytics/recent", cookie);
    expect(recent.json()[0].id).toBe(last);
    expect(recent.headers["x-total-count"]).toBe("18");
    const stats = (await get("/api/analytics/stats", cookie)).json();
    expect(
      stats.popularTracks.map((p: { trackTitle: string; count: number }) => [p.trackTitle, p.count]),
    ).toEqual([
      ["Şarkı f", 5],
      ["Şarkı a", 4],
      ["Şarkı c", 3],
      ["Şarkı e", 2],
      ["Şarkı d", 2],
    ]);
    expect(Object.keys(stats.popularTracks[0]).sort()).toEqual([
      "count",
      "trackArtist",
      "trackImage",
      "trackTitle",
    ]);
  });

  it("a premium user may save premium themes", async () => {
    const { cookie, user } = await registerUser(t.app);
    await createAuthRepository(t.database.db).setPremium(user.id, true);
    await savedDraw(cookie, { theme: "ask" });
  });
});

describe("GET /api/draws/:id (public)", () => {
  it("shows the public view to anyone, never the owner, session or favourite flag", async () => {
    const { cookie, user } = await registerUser(t.app);
    const id = await savedDraw(cookie);
    await star(id, cookie);
    const res = await get(`/api/draws/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "createdAt",
        "headline",
        "hint",
        "id",
        // "single" here; a three-song spread carries its two other songs in `spread` (null here)
        "kind",
        "listSource",
        "long",
        "number",
        // how it came to be ("daily": the page says 'Günün Şarkısı'); never the friend's name
        "origin",
        "shareTheme",
        "short",
        "shortCode",
        "spread",
        "theme",
        "trackArtist",
        "trackExternalUrl",
        "trackImage",
        "trackPreviewUrl",
        "trackTitle",
      ].sort(),
    );
    expect(res.body).not.toContain(user.id);
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain("9b3c1d2e");
  });

  it("answers 404 'Fal bulunamadı' for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc", "%27%20or%201%3D1"]) {
      const res = await get(`/api/draws/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: "Fal bulunamadı" });
    }
  });
});

describe("the question on the shared page (GET/PATCH /api/draws/:id/hint)", () => {
  it("hides the question by default (ADR 038); the owner shows it and hides it again; others get 404", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const written = await writeComment(t, owner.cookie, { hint: "Bu hafta beni ne bekliyor?" });
    const saved = await saveOn(t, owner.cookie, drawBody(written));
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as string;
    const publicView = async () => (await t.app.inject({ method: "GET", url: `/api/draws/${id}` })).json();
    const call = (method: "GET" | "PATCH", cookie: string | null, payload?: object) =>
      t.app.inject({ method, url: `/api/draws/${id}/hint`, payload, headers: cookie ? { cookie } : {} });

    expect((await publicView()).hint).toBeNull();
    expect((await call("GET", owner.cookie)).json()).toEqual({
      hint: "Bu hafta beni ne bekliyor?",
      hidden: true,
      sensitive: false,
    });

    expect((await call("PATCH", null, { hidden: false })).statusCode).toBe(401);
    expect((await call("PATCH", other.cookie, { hidden: false })).statusCode).toBe(404);
    expect((await call("GET", other.cookie)).statusCode).toBe(404);
    const bad = await call("PATCH", owner.cookie, { hidden: "evet" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Sorunun gizli olup olmadığı belirtilmeli");

    const shown = await call("PATCH", owner.cookie, { hidden: false });
    expect(shown.json()).toMatchObject({
      hint: "Bu hafta beni ne bekliyor?",
      hidden: false,
      sensitive: false,
    });
    expect((await publicView()).hint).toBe("Bu hafta beni ne bekliyor?");

    await call("PATCH", owner.cookie, { hidden: true });
    expect((await publicView()).hint).toBeNull();
  });

  it("a draw without a question has none to show", async () => {
    const owner = await registerUser(t.app);
    const saved = await saveOn(t, owner.cookie, drawBody(await writeComment(t, owner.cookie)));
    const id = saved.json().id as string;
    expect((await t.app.inject({ method: "GET", url: `/api/draws/${id}` })).json().hint).toBeNull();
  });
});

describe("'Bu listeden sen de çek': the public list of a shared draw", () => {
  it("names a Spotify, YouTube or ready-made list by type and id only; never a CSV file", async () => {
    const owner = await registerUser(t.app);
    const spotify = await saveOn(
      t,
      owner.cookie,
      drawBody(await writeComment(t, owner.cookie), {
        sourceType: "spotify",
        sourceId: "37i9dQZF1DXcBWIGoYBM5M",
      }),
    );
    expect(spotify.statusCode).toBe(201);
    const view = (await t.app.inject({ method: "GET", url: `/api/draws/${spotify.json().id}` })).json();
    expect(view.listSource).toEqual({ type: "spotify", id: "37i9dQZF1DXcBWIGoYBM5M" });

    const csvTrack = {
      id: "csv:t:abc123",
      title: "Dosyadan",
      artist: "Biri",
    };
    const csvComment = await writeComment(t, owner.cookie, { track: csvTrack });
    const csv = await saveOn(
      t,
      owner.cookie,
      drawBody(csvComment, {
        trackId: csvTrack.id,
        trackTitle: csvTrack.title,
        trackArtist: csvTrack.artist,
        trackImage: null,
        trackExternalUrl: null,
        sourceType: "csv",
        sourceId: "benim-dosyam",
      }),
    );
    expect(csv.statusCode, csv.body).toBe(201);
    const csvView = (await t.app.inject({ method: "GET", url: `/api/draws/${csv.json().id}` })).json();
    expect(csvView.listSource).toBeNull();
    expect(JSON.stringify(csvView)).not.toContain("benim-dosyam");
  });
});
