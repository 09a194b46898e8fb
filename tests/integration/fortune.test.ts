import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepository } from "@/server/auth/repository";
import { createFortuneRepository } from "@/server/fortune/repository";
import { DEFAULT_PERSONA } from "@/shared/limits";
import { type FakeLlm, startFakeLlm } from "../fakes/llm";
import { type FakeLrclib, startFakeLrclib } from "../fakes/lrclib";
import { type FakeMedia, startFakeMedia } from "../fakes/media";
import { createTestApp, registerUser, type TestApp } from "./helpers";

let lrclib: FakeLrclib;
let llm: FakeLlm;
let media: FakeMedia;
let offline: TestApp;
let model: TestApp;

beforeAll(async () => {
  [lrclib, llm, media] = await Promise.all([startFakeLrclib(), startFakeLlm(), startFakeMedia()]);
  const common = { LRCLIB_BASE: lrclib.url, MEDIA_ALLOWED_HOSTS: media.host };
  offline = await createTestApp(common);
  model = await createTestApp(
    { ...common, LLM_BASE_URL: llm.url, LLM_MODEL: "fake-model", LLM_API_KEY: "sk-test" },
    { tuning: { llmAttemptTimeoutMs: 600, llmTotalTimeoutMs: 2_000 } },
  );
});
afterAll(async () => {
  await Promise.all([offline.close(), model.close(), lrclib.close(), llm.close(), media.close()]);
});

// A song the fake LRCLIB knows (tests/fakes/fixtures/lrclib/get-found.json).
const knownRecord = () => lrclib.records.find((r) => r.plainLyrics && !r.instrumental)!;

function commentBody(overrides: Record<string, unknown> = {}) {
  const rec = knownRecord();
  return {
    track: {
      id: "4u7EnebtmKWzUH433cf5Qv",
      title: rec.trackName,
      artist: rec.artistName,
      image: null,
      previewUrl: null,
      externalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
    },
    theme: "genel",
    audio: { tempo: 128, energy: 0.8, mode: 1 },
    persona: DEFAULT_PERSONA,
    salt: "oda-1-spotify-1",
    number: "7",
    ...overrides,
  };
}

const postComment = (t: TestApp, cookie: string | null, body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/comment",
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });

async function premiumUser(t: TestApp) {
  const { cookie, user } = await registerUser(t.app);
  await createAuthRepository(t.database.db).setPremium(user.id, true);
  return cookie;
}

describe("POST /api/comment without a model (offline composer)", () => {
  it("needs a signed-in user", async () => {
    expect((await postComment(offline, null, commentBody())).statusCode).toBe(401);
  });

  it("writes headline, short and long, the same for the same draw", async () => {
    const { cookie } = await registerUser(offline.app);
    const a = await postComment(offline, cookie, commentBody());
    expect(a.statusCode).toBe(200);
    expect(a.headers["x-comment-source"]).toBe("offline");
    const { commentId, kind, ...c } = a.json();
    expect(Object.keys(a.json()).sort()).toEqual([
      "commentId",
      "headline",
      "hintSafety",
      "kind",
      "long",
      "publicTexts",
      "short",
    ]);
    expect(kind).toBe("fortune");
    expect(c.hintSafety).toBe("none");
    expect(c.headline).not.toContain("\n");
    expect(c.long.length).toBeGreaterThan(c.short.length);
    const b = await postComment(offline, cookie, commentBody());
    const { commentId: again, ...sameText } = b.json();
    expect(sameText).toEqual({ kind, ...c });
    // Each comment written is its own record.
    expect(again).not.toBe(commentId);
    const other = await postComment(offline, cookie, commentBody({ salt: "oda-1-spotify-2" }));
    expect(other.json().headline).not.toBe(c.headline);
  });

  it("looks the lyrics up with a User-Agent naming the app, and remembers them", async () => {
    const { cookie } = await registerUser(offline.app);
    const rec = lrclib.records.filter((r) => r.plainLyrics && !r.instrumental)[1]!;
    const track = {
      ...commentBody().track,
      id: "uaCheckTrack0000000000a",
      title: rec.trackName,
      artist: rec.artistName,
    };
    const before = lrclib.requests.length;
    await postComment(offline, cookie, commentBody({ salt: "ua-check", track }));
    const made = lrclib.requests.slice(before);
    expect(made.length).toBeGreaterThan(0);
    expect(made[0]!.userAgent).toMatch(/^SarkiFali\//);
    const again = lrclib.requests.length;
    await postComment(offline, cookie, commentBody({ salt: "ua-check-2", track }));
    expect(lrclib.requests.length).toBe(again);
  });

  it("refuses a premium theme from a free user with 403, and allows it for premium", async () => {
    const { cookie } = await registerUser(offline.app);
    const res = await postComment(offline, cookie, commentBody({ theme: "ask" }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Bu tema sadece premium kullanıcılar için geçerlidir" });
    const premium = await premiumUser(offline);
    expect((await postComment(offline, premium, commentBody({ theme: "ask" }))).statusCode).toBe(200);
  });

  it.each([
    [{ hint: "x".repeat(31) }, "İpucu en fazla 30 karakter olabilir"],
    [{ theme: "falan" }, "Geçersiz tema"],
    [
      { persona: { mysticLevel: 4, directness: 2, optimism: 2 } },
      "Persona seviyesi 1 ile 3 arasında bir tam sayı olmalı",
    ],
    [
      { persona: { mysticLevel: 1.5, directness: 2, optimism: 2 } },
      "Persona seviyesi 1 ile 3 arasında bir tam sayı olmalı",
    ],
  ])("validates %j", async (override, message) => {
    const { cookie } = await registerUser(offline.app);
    const res = await postComment(offline, cookie, commentBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it("accepts a hint of 30 characters after trimming, and bounds track fields", async () => {
    const { cookie } = await registerUser(offline.app);
    const ok = await postComment(offline, cookie, commentBody({ hint: `  ${"a".repeat(30)}  ` }));
    expect(ok.statusCode).toBe(200);
    const long = commentBody();
    long.track.title = "x".repeat(301);
    expect((await postComment(offline, cookie, long)).statusCode).toBe(400);
  });

  it("limits comments per user: the 21st in 10 minutes gets 429 with Retry-After", async () => {
    const { cookie } = await registerUser(offline.app);
    for (let i = 0; i < 20; i++) {
      expect((await postComment(offline, cookie, commentBody({ salt: `rl-${i}` }))).statusCode).toBe(200);
    }
    const res = await postComment(offline, cookie, commentBody({ salt: "rl-20" }));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.json().message).toMatch(/tekrar dene/);
    // Another user is not affected.
    const other = await registerUser(offline.app);
    expect((await postComment(offline, other.cookie, commentBody())).statusCode).toBe(200);
  });
});

describe("POST /api/comment with a model", () => {
  it("asks the model once, with theme, hint and a lyrics excerpt in the prompt", async () => {
    llm.setMode("clean");
    const { cookie } = await registerUser(model.app);
    const before = llm.requests.length;
    const res = await postComment(model, cookie, commentBody({ hint: "sınav" }));
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-comment-source"]).toBe("model");
    const sent = llm.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe("Bearer sk-test");
    const prompt = JSON.stringify(sent[0]!.body);
    expect(prompt).toContain("Genel");
    expect(prompt).toContain("sınav");
    const lyricLine = knownRecord()
      .plainLyrics!.split("\n")
      .find((l) => l.trim().length > 8)!
      .trim();
    expect(prompt).toContain(lyricLine.slice(0, 12));
    expect(prompt).toContain("BPM");
  });

  it.each(["fenced", "truncated-once", "no-json-schema"] as const)("copes with a %s answer", async (mode) => {
    llm.setMode(mode);
    const { cookie } = await registerUser(model.app);
    const res = await postComment(model, cookie, commentBody({ salt: `mode-${mode}` }));
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-comment-source"]).toBe("model");
    expect(res.json().headline.length).toBeGreaterThan(0);
  });

  it.each(["truncated", "error", "slow", "bad-json"] as const)(
    "falls back to the offline composer when the model is %s",
    async (mode) => {
      llm.setMode(mode);
      llm.setSlowMs(3_000);
      const { cookie } = await registerUser(model.app);
      const res = await postComment(model, cookie, commentBody({ salt: `fallback-${mode}` }));
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-comment-source"]).toBe("offline");
      expect(res.json().short.length).toBeGreaterThan(0);
      llm.setMode("clean");
    },
  );
});

describe("POST /api/audio-features", () => {
  it("skips CSV and empty ids, and refuses more than 50", async () => {
    const { cookie } = await registerUser(offline.app);
    const res = await offline.app.inject({
      method: "POST",
      url: "/api/audio-features",
      payload: { trackIds: ["csv:1", "", "unknownTrack000000000000"] },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const tooMany = await offline.app.inject({
      method: "POST",
      url: "/api/audio-features",
      payload: { trackIds: Array.from({ length: 51 }, (_, i) => `id${i}`) },
      headers: { cookie },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("En fazla 50 şarkı sorulabilir");
  });

  it("analyses a preview the server recorded, finds its tempo, and caches the result", async () => {
    const repo = createFortuneRepository(offline.database.db);
    await repo.recordPreviews([
      { id: "clickTrack123bpm000000a", title: "Tık", artist: "Metronom", previewUrl: media.previewUrl(123) },
    ]);
    const { cookie } = await registerUser(offline.app);
    const ask = () =>
      offline.app.inject({
        method: "POST",
        url: "/api/audio-features",
        payload: { trackIds: ["clickTrack123bpm000000a", "csv:3"] },
        headers: { cookie },
      });
    const before = media.requests.length;
    const res = await ask();
    expect(res.statusCode).toBe(200);
    const features = res.json().clickTrack123bpm000000a;
    expect(Math.abs(features.tempo - 123)).toBeLessThanOrEqual(2);
    expect(features.energy).toBeGreaterThanOrEqual(0);
    expect(features.source).toBe("analysis");
    expect(media.requests.length).toBe(before + 1);
    const again = await ask();
    expect(again.json()).toEqual(res.json());
    expect(media.requests.length).toBe(before + 1);
    const rows = (await offline.database.db.execute(
      sql`select count(*)::int as n from audio_features where track_id = 'clickTrack123bpm000000a'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
  });

  it("needs a signed-in user", async () => {
    const res = await offline.app.inject({
      method: "POST",
      url: "/api/audio-features",
      payload: { trackIds: [] },
    });
    expect(res.statusCode).toBe(401);
  });
});
