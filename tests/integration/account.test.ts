/**
 * The account API (profile page): names, password, sessions, the KVKK export and erasure, and
 * deleting one draw. Erasure is checked against every table with a user_id column, read from
 * information_schema, so a table added later is covered without changing this test.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_CHECK_LIMIT } from "@/server/account/routes";
import { MAX_SESSIONS_PER_USER } from "@/server/auth/sessions";
import { createTestApp, registerUser, sessionCookieOf, type TestApp, uniqueEmail } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://fal.example" });
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (
  method: Method,
  url: string,
  cookie?: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });

/**
 * Each sign-in from an address of its own: this file signs in far more often than the 30 a minute
 * one address may try (auth/login-limits.ts), which is not what it tests.
 */
let addressCounter = 0;
const login = async (email: string, password: string, cookie?: string) => {
  addressCounter++;
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: cookie ? { cookie } : {},
    remoteAddress: `198.51.100.${addressCounter % 250}`,
  });
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

function drawBody(overrides: Record<string, unknown> = {}) {
  return {
    number: "7",
    trackId: "4u7EnebtmKWzUH433cf5Qv",
    trackTitle: "Işık",
    trackArtist: "Sezen Aksu",
    // no cover: the preview image is drawn without fetching one
    trackImage: null,
    trackPreviewUrl: null,
    trackExternalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
    theme: "genel",
    headline: "Yıldızlar seni gösteriyor",
    short: "Kısa bir yorum.",
    long: "Uzun bir yorum.",
    comment: "Kısa bir yorum.",
    sessionId: null,
    ...overrides,
  };
}

/** Writes a comment for the draw's track (POST /api/comment), then saves it with its commentId. */
async function saveDraw(cookie: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const body = drawBody(overrides);
  const written = await call("POST", "/api/comment", cookie, {
    track: {
      id: body.trackId,
      title: body.trackTitle,
      artist: body.trackArtist,
      image: body.trackImage,
      previewUrl: body.trackPreviewUrl,
      externalUrl: body.trackExternalUrl,
    },
    theme: body.theme,
    number: body.number,
  });
  expect(written.statusCode).toBe(200);
  const res = await call("POST", "/api/draws", cookie, { ...body, commentId: written.json().commentId });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** Rows per table that name the user: every table with a user_id column (information_schema). */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where column_name = 'user_id' and table_schema = current_schema() order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [r] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${userId}`,
    );
    counts[table_name] = Number(r!.n);
  }
  return counts;
}

describe("GET /api/account", () => {
  it("signed out: 401", async () => {
    expect((await call("GET", "/api/account")).statusCode).toBe(401);
  });

  it("answers the user, member-since, methods and sessions (public ids, no secrets)", async () => {
    const email = uniqueEmail("profil");
    const first = await registerUser(t.app, { email, firstName: "Ayşe" });
    const second = await call(
      "POST",
      "/api/auth/login",
      undefined,
      { email, password: "gizli-sifre" },
      {
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1",
      },
    );
    const res = await call("GET", "/api/account", first.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.user).toMatchObject({ id: first.user.id, email, firstName: "Ayşe" });
    expect(Date.parse(body.createdAt)).toBeGreaterThan(0);
    expect(body.hasPassword).toBe(true);
    expect(body.methods).toEqual([
      { provider: "password", email, emailVerified: false, linkedAt: body.createdAt },
    ]);
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(body.sessions.map((s: { userAgent: string | null }) => s.userAgent)).toContain(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1",
    );
    // A session's id is neither its cookie token nor the token's hash.
    for (const res of [first, { cookie: sessionCookieOf(second) }]) {
      const token = res.cookie.slice(res.cookie.indexOf("=") + 1);
      const hash = createHash("sha256").update(token).digest("hex");
      expect(JSON.stringify(body)).not.toContain(token);
      expect(JSON.stringify(body)).not.toContain(hash);
    }
    expect(res.body).not.toMatch(/argon2|passwordHash/i);
  });
});

describe("PATCH /api/account", () => {
  it("renames: trimmed, inner spaces collapsed, Turkish letters kept; empty clears", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await call("PATCH", "/api/account", cookie, {
      firstName: "  Çağrı   İnci ",
      lastName: "Öztürk-Şahin",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: "Çağrı İnci", lastName: "Öztürk-Şahin" });
    expect((await call("GET", "/api/auth/user", cookie)).json().lastName).toBe("Öztürk-Şahin");
    const cleared = await call("PATCH", "/api/account", cookie, { firstName: "Ali", lastName: "  " });
    expect(cleared.json()).toMatchObject({ firstName: "Ali", lastName: null });
    // invisible and bidi characters are cleaned away, as at sign-up (one rule for names, I-5)
    const cleaned = await call("PATCH", "/api/account", cookie, {
      firstName: "Ali\u202e",
      lastName: "\u200bKaya",
    });
    expect(cleaned.statusCode).toBe(200);
    expect(cleaned.json()).toMatchObject({ firstName: "Ali", lastName: "Kaya" });
  });

  it.each([
    [{ firstName: "x".repeat(51), lastName: null }, "Ad en fazla 50 karakter olabilir"],
    [{ firstName: "Ali", lastName: "ş".repeat(51) }, "Soyad en fazla 50 karakter olabilir"],
    [
      { firstName: "R2D2", lastName: null },
      "Ad yalnızca harf, boşluk, kesme işareti, nokta ve tire içerebilir",
    ],
    [{ firstName: 5, lastName: null }, "Ad metin olmalı"],
  ])("refuses %j with a Turkish message", async (payload, message) => {
    const { cookie } = await registerUser(t.app);
    const res = await call("PATCH", "/api/account", cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("a write from another site is refused (the Origin check)", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await call(
      "PATCH",
      "/api/account",
      cookie,
      { firstName: "Kötü" },
      { origin: "https://evil.example" },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe("POST /api/account/password", () => {
  it("wrong current password: 400 (not 401), nothing changes, the session stays", async () => {
    const email = uniqueEmail("sifre");
    const { cookie } = await registerUser(t.app, { email });
    const res = await call("POST", "/api/account/password", cookie, {
      currentPassword: "yanlis-sifre",
      newPassword: "yeni-sifre",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Mevcut şifre yanlış");
    expect((await call("GET", "/api/auth/user", cookie)).statusCode).toBe(200);
    expect((await login(email, "gizli-sifre")).statusCode).toBe(200);
  });

  it("needs the current one, and a new one of at least 6 characters", async () => {
    const { cookie } = await registerUser(t.app);
    const none = await call("POST", "/api/account/password", cookie, { newPassword: "yeni-sifre" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Mevcut şifreni yazmalısın");
    const short = await call("POST", "/api/account/password", cookie, {
      currentPassword: "gizli-sifre",
      newPassword: "12345",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Şifre en az 6 karakter olmalı");
  });

  it("changes it and ends every other session; this one stays", async () => {
    const email = uniqueEmail("degis");
    const { cookie } = await registerUser(t.app, { email });
    const other = sessionCookieOf(await login(email, "gizli-sifre"));
    const res = await call("POST", "/api/account/password", cookie, {
      currentPassword: "gizli-sifre",
      newPassword: "yepyeni-sifre",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Diğer cihazlardaki oturumların kapatıldı/);
    expect((await call("GET", "/api/auth/user", other)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", cookie)).statusCode).toBe(200);
    expect((await login(email, "gizli-sifre")).statusCode).toBe(401);
    expect((await login(email, "yepyeni-sifre")).statusCode).toBe(200);
  });

  it("guesses of the current password are limited per account", async () => {
    const { cookie } = await registerUser(t.app);
    let last = 0;
    for (let i = 0; i <= PASSWORD_CHECK_LIMIT.count; i++) {
      last = (
        await call("POST", "/api/account/password", cookie, {
          currentPassword: `tahmin-${i}`,
          newPassword: "yeni-sifre",
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("sessions", () => {
  async function twoSessions() {
    const email = uniqueEmail("oturum");
    const a = await registerUser(t.app, { email });
    const b = sessionCookieOf(await login(email, "gizli-sifre"));
    const list = (await call("GET", "/api/account", a.cookie)).json().sessions as {
      id: string;
      current: boolean;
    }[];
    return {
      email,
      a: a.cookie,
      b,
      current: list.find((s) => s.current)!.id,
      other: list.find((s) => !s.current)!.id,
    };
  }

  it("ends one session by its id; that browser is signed out", async () => {
    const s = await twoSessions();
    const res = await call("DELETE", `/api/account/sessions/${s.other}`, s.a);
    expect(res.statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", s.b)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", s.a)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/account/sessions/${s.other}`, s.a)).statusCode).toBe(404);
  });

  it("another user's session id is 404 and that session lives on", async () => {
    const mine = await twoSessions();
    const theirs = await twoSessions();
    const res = await call("DELETE", `/api/account/sessions/${theirs.other}`, mine.a);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Oturum bulunamadı");
    expect((await call("GET", "/api/auth/user", theirs.b)).statusCode).toBe(200);
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      expect((await call("DELETE", `/api/account/sessions/${id}`, mine.a)).statusCode).toBe(404);
    }
  });

  it("ending the current session signs this browser out and clears the cookie", async () => {
    const s = await twoSessions();
    const res = await call("DELETE", `/api/account/sessions/${s.current}`, s.a);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "__Host-sf_session")?.value).toBe("");
    expect((await call("GET", "/api/auth/user", s.a)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", s.b)).statusCode).toBe(200);
  });

  it("revoke-others ends every session but this one", async () => {
    const s = await twoSessions();
    const third = sessionCookieOf(await login(s.email, "gizli-sifre"));
    const res = await call("POST", "/api/account/sessions/revoke-others", s.a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "2 oturum kapatıldı", count: 2 });
    expect((await call("GET", "/api/auth/user", s.b)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", third)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", s.a)).statusCode).toBe(200);
    expect((await call("POST", "/api/account/sessions/revoke-others", s.a)).json().count).toBe(0);
  });

  it("signing in ends the session named by the incoming cookie", async () => {
    const email = uniqueEmail("tekrar");
    const { cookie } = await registerUser(t.app, { email });
    const again = await login(email, "gizli-sifre", cookie);
    expect(again.statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", cookie)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", sessionCookieOf(again))).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user, ending the oldest`, async () => {
    const email = uniqueEmail("cok");
    const { cookie: oldest, user } = await registerUser(t.app, { email });
    const cookies: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 2; i++)
      cookies.push(sessionCookieOf(await login(email, "gizli-sifre")));
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from sessions where user_id = ${user.id}`,
    );
    expect(Number(n!.n)).toBe(MAX_SESSIONS_PER_USER);
    expect((await call("GET", "/api/auth/user", oldest)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", cookies[0]!)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", cookies.at(-1)!)).statusCode).toBe(200);
  });
});

describe("DELETE /api/draws/{id}", () => {
  it("deletes the owner's draw: its shared link answers not-found and its preview images are gone", async () => {
    const { cookie } = await registerUser(t.app);
    const id = await saveDraw(cookie);
    expect((await call("GET", `/api/og/${id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/draws/${id}`)).statusCode).toBe(200); // cached view
    const [imgs] = await rows<{ n: number }>(
      sql`select count(*)::int as n from og_images where draw_id = ${id}`,
    );
    expect(Number(imgs!.n)).toBe(1);

    const res = await call("DELETE", `/api/draws/${id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Fal silindi");
    const api = await call("GET", `/api/draws/${id}`);
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe("Fal bulunamadı");
    expect((await call("GET", `/result/${id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/og/${id}`)).statusCode).toBe(404);
    const [after] = await rows<{ n: number }>(
      sql`select count(*)::int as n from og_images where draw_id = ${id}`,
    );
    expect(Number(after!.n)).toBe(0);
    expect((await call("GET", "/api/analytics/recent", cookie)).json()).toEqual([]);
  });

  it("another user's draw: 404, and it stays", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const id = await saveDraw(owner.cookie);
    expect((await call("DELETE", `/api/draws/${id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/draws/not-a-uuid", stranger.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/draws/${id}`)).statusCode).toBe(401);
    expect((await call("GET", `/api/draws/${id}`)).statusCode).toBe(200);
  });
});

describe("GET /api/account/export", () => {
  it("downloads one JSON file: account, methods, sessions without tokens, every draw", async () => {
    const email = uniqueEmail("indir");
    const { cookie, user } = await registerUser(t.app, { email, firstName: "Şule" });
    const ids = [await saveDraw(cookie, { number: "1" }), await saveDraw(cookie, { number: "2" })];
    const stranger = await registerUser(t.app);
    await saveDraw(stranger.cookie, { trackTitle: "Başkasının falı" });

    const res = await call("GET", "/api/account/export", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="sarki-fali-verilerim-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const data = res.json();
    expect(data.account).toMatchObject({ id: user.id, email, firstName: "Şule", hasPassword: true });
    expect(data.signInMethods).toEqual([
      { provider: "password", email, emailVerified: false, linkedAt: expect.any(String) },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(["createdAt", "id", "lastUsedAt", "userAgent"]);
    expect(data.draws.map((d: { id: string }) => d.id)).toEqual(ids);
    expect(res.body).not.toContain("Başkasının falı");
    const token = cookie.slice(cookie.indexOf("=") + 1);
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain(createHash("sha256").update(token).digest("hex"));
    expect(res.body).not.toMatch(/argon2|passwordHash/i);
  });
});

describe("DELETE /api/account", () => {
  it("wrong or missing password: 400, nothing deleted", async () => {
    const email = uniqueEmail("kalsin");
    const { cookie } = await registerUser(t.app, { email });
    const wrong = await call("DELETE", "/api/account", cookie, { password: "yanlis" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Şifre yanlış. Hesabın silinmedi.");
    const none = await call("DELETE", "/api/account", cookie, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Hesabını silmek için şifreni yazmalısın");
    // The typed word is for accounts without a password only.
    expect((await call("DELETE", "/api/account", cookie, { confirm: "SİL" })).statusCode).toBe(400);
    expect((await call("GET", "/api/auth/user", cookie)).statusCode).toBe(200);
    expect((await login(email, "gizli-sifre")).statusCode).toBe(200);
  });

  it("signed out: 401; from another site: 403", async () => {
    expect((await call("DELETE", "/api/account", undefined, { password: "x" })).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    const res = await call(
      "DELETE",
      "/api/account",
      cookie,
      { password: "gizli-sifre" },
      { origin: "https://evil.example" },
    );
    expect(res.statusCode).toBe(403);
    expect((await call("GET", "/api/auth/user", cookie)).statusCode).toBe(200);
  });

  it("erases the user and all that is theirs; every other account's data stays (nothing lost)", async () => {
    const email = uniqueEmail("silinecek");
    const gone = await registerUser(t.app, { email });
    const goneOther = sessionCookieOf(await login(email, "gizli-sifre"));
    const stays = await registerUser(t.app);
    const goneDraws = [await saveDraw(gone.cookie), await saveDraw(gone.cookie, { number: "9" })];
    const staysDraws = [await saveDraw(stays.cookie), await saveDraw(stays.cookie, { number: "3" })];
    await call("PATCH", `/api/draws/${goneDraws[0]}/favorite`, gone.cookie);
    await call("PATCH", `/api/draws/${staysDraws[0]}/favorite`, stays.cookie);
    for (const id of [...goneDraws, ...staysDraws])
      expect((await call("GET", `/api/og/${id}`)).statusCode).toBe(200);
    // a login failure keyed by the email, and the draw counters keyed by the ids
    await login(email, "yanlis-sifre");
    const before = await rowsNaming(stays.user.id);
    const staysExport = (await call("GET", "/api/account/export", stays.cookie)).json();

    const res = await call("DELETE", "/api/account", gone.cookie, { password: "gizli-sifre" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Hesabın ve sana ait tüm veriler silindi");
    expect(res.cookies.find((c) => c.name === "__Host-sf_session")?.value).toBe("");

    // no counter keyed by the id or the email (checked before the failed login below makes one)
    const counters = await rows<{ key: string }>(
      sql`select key from rate_limits where position(${gone.user.id} in key) > 0 or position(${email} in key) > 0`,
    );
    expect(counters).toEqual([]);

    // signed out everywhere, cannot sign in, and the email is free again
    expect((await call("GET", "/api/auth/user", gone.cookie)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", goneOther)).statusCode).toBe(401);
    expect((await login(email, "gizli-sifre")).statusCode).toBe(401);
    // shared links of the deleted account answer not-found, for crawlers too
    for (const id of goneDraws) {
      expect((await call("GET", `/api/draws/${id}`)).statusCode).toBe(404);
      expect((await call("GET", `/result/${id}`)).statusCode).toBe(404);
      expect((await call("GET", `/api/og/${id}`)).statusCode).toBe(404);
    }
    // no row names the user in any table with a user_id, and no image or counter is left
    const left = await rowsNaming(gone.user.id);
    expect(Object.keys(left)).toEqual(expect.arrayContaining(["draws", "sessions", "user_identities"]));
    expect(
      Object.values(left).every((n) => n === 0),
      JSON.stringify(left),
    ).toBe(true);
    expect(await rows(sql`select 1 from users where id = ${gone.user.id}`)).toEqual([]);
    const [imgs] = await rows<{ n: number }>(
      sql`select count(*)::int as n from og_images where draw_id in (${sql.join(
        goneDraws.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(Number(imgs!.n)).toBe(0);

    // nothing of the other account is lost
    expect(await rowsNaming(stays.user.id)).toEqual(before);
    expect((await call("GET", "/api/auth/user", stays.cookie)).statusCode).toBe(200);
    const after = (await call("GET", "/api/account/export", stays.cookie)).json();
    expect(after.draws).toEqual(staysExport.draws);
    for (const id of staysDraws) {
      expect((await call("GET", `/api/draws/${id}`)).statusCode).toBe(200);
      expect((await call("GET", `/result/${id}`)).statusCode).toBe(200);
      expect((await call("GET", `/api/og/${id}`)).statusCode).toBe(200);
    }
    const [kept] = await rows<{ n: number }>(
      sql`select count(*)::int as n from og_images where draw_id in (${sql.join(
        staysDraws.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(Number(kept!.n)).toBe(2);
    expect(
      (await call("GET", "/api/draws/favorites", stays.cookie)).json().map((d: { id: string }) => d.id),
    ).toEqual([staysDraws[0]]);
  });

  it("an account with no password confirms with the typed word SİL", async () => {
    const { cookie, user } = await registerUser(t.app);
    // Make it a provider-only account, as one made through Google is.
    await t.database.db.execute(sql`update users set password_hash = null where id = ${user.id}`);
    const wrong = await call("DELETE", "/api/account", cookie, { confirm: "evet" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Hesabını silmek için SİL yazmalısın");
    const res = await call("DELETE", "/api/account", cookie, { confirm: " sil " });
    expect(res.statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", cookie)).statusCode).toBe(401);
  });
});
