import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepository } from "@/server/auth/repository";
import { createTestApp, registerUser, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function drawBody(overrides: Record<string, unknown> = {}) {
  return {
    number: "7",
    trackId: "4u7EnebtmKWzUH433cf5Qv",
    trackTitle: "Işık",
    trackArtist: "Sezen Aksu",
    trackImage: "https://i.scdn.co/image/ab67616d0000b273",
    trackPreviewUrl: null,
    trackExternalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
    theme: "genel",
    headline: "Yıldızlar seni gösteriyor",
    short: "Kısa bir yorum.",
    long: "Uzun bir yorum.\n\nİkinci paragraf.",
    comment: "Kısa bir yorum.",
    sessionId: "9b3c1d2e-0000-4000-8000-000000000000",
    ...overrides,
  };
}

const save = (cookie: string | null, body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/draws",
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const star = (id: string, cookie: string | null) =>
  t.app.inject({ method: "PATCH", url: `/api/draws/${id}/favorite`, headers: cookie ? { cookie } : {} });

describe("POST /api/draws", () => {
  it("saves a draw for the signed-in user and answers its id", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await save(cookie, drawBody({ number: "1234567890123456789012345" }));
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
    });
  });

  it("needs a signed-in user", async () => {
    expect((await save(null, drawBody())).statusCode).toBe(401);
  });

  it("refuses a premium theme from a free user", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await save(cookie, drawBody({ theme: "kariyer" }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Bu tema sadece premium kullanıcılar için geçerlidir");
  });

  it.each([
    [{ trackTitle: "x".repeat(301) }, "Şarkı adı en fazla 300 karakter olabilir"],
    [{ number: "12abc" }, "Geçersiz sayı"],
    [{ theme: "yok" }, "Geçersiz tema"],
    [{ long: "x".repeat(6001) }, "Uzun yorum en fazla 6000 karakter olabilir"],
    [{ trackId: "" }, "Şarkı kimliği gerekli"],
  ])("validates %j", async (override, message) => {
    const { cookie } = await registerUser(t.app);
    const res = await save(cookie, drawBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe("lists belong to their owner", () => {
  it("another user's draws never appear, and cannot be starred", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const aliceDraw = (await save(alice.cookie, drawBody({ trackTitle: "Alice'in şarkısı" }))).json().id;
    await save(bob.cookie, drawBody({ trackTitle: "Bob'un şarkısı" }));

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
    const id = (await save(cookie, drawBody())).json().id;
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
        last = (
          await save(cookie, drawBody({ trackId: `track-${track}`, trackTitle: `Şarkı ${track}` }))
        ).json().id;
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
    expect((await save(cookie, drawBody({ theme: "ask" }))).statusCode).toBe(201);
  });
});

describe("GET /api/draws/:id (public)", () => {
  it("shows the public view to anyone, never the owner, session or favourite flag", async () => {
    const { cookie, user } = await registerUser(t.app);
    const id = (await save(cookie, drawBody())).json().id;
    await star(id, cookie);
    const res = await get(`/api/draws/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "createdAt",
        "headline",
        "id",
        "long",
        "number",
        "short",
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
