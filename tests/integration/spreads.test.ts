/**
 * 'Geçmiş · Şimdi · Gelecek' (POST /api/spreads, Premium): three numbers, three songs, one comment
 * through every rule of a single comment, saved as one draw that history, favourites, delete and
 * the shared page treat as one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAuthRepository } from "@/server/auth/repository";
import { checkComment } from "@/server/fortune/comment/checks";
import { checkGeneratedSafety } from "@/server/fortune/comment/safety";
import { DEFAULT_PERSONA, SPREAD_LABELS } from "@/shared/limits";
import { T } from "@/shared/texts";
import { type FakeLlm, startFakeLlm } from "../fakes/llm";
import { type FakeLrclib, startFakeLrclib } from "../fakes/lrclib";
import { type FakeMedia, startFakeMedia } from "../fakes/media";
import { createTestApp, registerUser, type TestApp } from "./helpers";

let lrclib: FakeLrclib;
let llm: FakeLlm;
let media: FakeMedia;
/**
 * One app with a model configured (one database to open, not two): "offline" tests have the model
 * fail, so the offline composer writes, exactly as it does when no model is configured.
 */
let app: TestApp;
let offline: TestApp;
let model: TestApp;

beforeAll(async () => {
  [lrclib, llm, media] = await Promise.all([startFakeLrclib(), startFakeLlm(), startFakeMedia()]);
  app = await createTestApp(
    {
      LRCLIB_BASE: lrclib.url,
      MEDIA_ALLOWED_HOSTS: media.host,
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "fake-model",
      LLM_API_KEY: "sk-test",
    },
    { tuning: { llmAttemptTimeoutMs: 600, llmTotalTimeoutMs: 2_000 } },
  );
  offline = app;
  model = app;
});
afterAll(async () => {
  await Promise.all([app?.close(), lrclib?.close(), llm?.close(), media?.close()]);
});
beforeEach((context) => {
  const usesModel =
    context.task.suite?.name === "the combined comment keeps every rule of the single comment";
  llm.reset();
  llm.setMode(usesModel && !context.task.name.startsWith("offline") ? "clean" : "error");
});

const SONGS = [
  { id: "ready:turkce-pop:sezen-aksu-gidiyorum", title: "Gidiyorum", artist: "Sezen Aksu" },
  { id: "ready:turkce-pop:tarkan-simarik", title: "Şımarık", artist: "Tarkan" },
  { id: "ready:turkce-pop:baris-manco-gulpembe", title: "Gülpembe", artist: "Barış Manço" },
];

function spreadBody(overrides: Record<string, unknown> = {}) {
  return {
    cards: SONGS.map((track, i) => ({
      number: String([7, 42, 1001][i]),
      track: {
        ...track,
        image: i === 1 ? `${media.url}/cover.jpg` : null,
        externalUrl: `https://www.youtube.com/results?search_query=${encodeURIComponent(track.title)}`,
      },
      audio: { tempo: 100 + i * 10, energy: 0.5, mode: 1 },
    })),
    theme: "genel",
    hint: null,
    persona: DEFAULT_PERSONA,
    sessionId: "oda-1",
    sourceType: "ready",
    sourceId: "turkce-pop",
    ...overrides,
  };
}

const post = (t: TestApp, cookie: string | null, body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/spreads",
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });

async function premiumUser(t: TestApp) {
  const who = await registerUser(t.app);
  await createAuthRepository(t.database.db).setPremium(who.user.id, true);
  return who;
}

const history = async (t: TestApp, cookie: string, query = "") =>
  (await t.app.inject({ method: "GET", url: `/api/draws${query}`, headers: { cookie } })).json();

describe("who may make a spread", () => {
  it("signed out: 401; a free account: 403 with the spread's Turkish message, nothing written", async () => {
    expect((await post(offline, null, spreadBody())).statusCode).toBe(401);
    const free = await registerUser(offline.app);
    const res = await post(offline, free.cookie, spreadBody());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: T.spread.premiumOnly });
    // refused before the body is read: a malformed body is the same 403
    expect((await post(offline, free.cookie, { cards: [] })).statusCode).toBe(403);
    expect((await history(offline, free.cookie)).counts.all).toBe(0);
  });

  it("a Premium account that lapses is refused the next spread", async () => {
    const who = await premiumUser(offline);
    expect((await post(offline, who.cookie, spreadBody())).statusCode).toBe(201);
    await createAuthRepository(offline.database.db).setPremium(who.user.id, false);
    expect((await post(offline, who.cookie, spreadBody())).statusCode).toBe(403);
  });

  it("bad input is a 400 in Turkish: two numbers, a number that is not one, a CSV track named 'ready'", async () => {
    const who = await premiumUser(offline);
    const two = spreadBody();
    two.cards = two.cards.slice(0, 2);
    const res = await post(offline, who.cookie, two);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("üç sayı gerekli");
    const notNumber = spreadBody();
    notNumber.cards[0]!.number = "yedi";
    expect((await post(offline, who.cookie, notNumber)).json().message).toContain("Geçersiz sayı");
    const csv = spreadBody();
    csv.cards[2]!.track.id = "csv:t:abc";
    const mismatch = await post(offline, who.cookie, csv);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Şarkının kaynağı, gönderilen kaynakla uyuşmuyor.");
  });
});

describe("a spread is saved as one draw", () => {
  it("history shows one entry with three songs; the public view carries the three and no more", async () => {
    const who = await premiumUser(offline);
    const res = await post(offline, who.cookie, spreadBody({ number: "ignored" }));
    expect(res.statusCode).toBe(201);
    expect(res.headers["x-comment-source"]).toBe("offline");
    const answer = res.json();
    expect(answer.kind).toBe("fortune");
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);

    const page = await history(offline, who.cookie);
    expect(page.counts.all).toBe(1);
    const [draw] = page.draws;
    expect(draw).toMatchObject({
      id: answer.id,
      kind: "spread",
      number: "7",
      trackTitle: "Gidiyorum",
      headline: answer.headline,
      short: answer.short,
      long: answer.long,
      sourceType: "ready",
    });
    expect(draw.spread).toEqual([
      {
        number: "42",
        trackTitle: "Şımarık",
        trackArtist: "Tarkan",
        trackImage: `${media.url}/cover.jpg`,
        trackExternalUrl: "https://www.youtube.com/results?search_query=%C5%9E%C4%B1mar%C4%B1k",
      },
      {
        number: "1001",
        trackTitle: "Gülpembe",
        trackArtist: "Barış Manço",
        trackImage: null,
        trackExternalUrl: "https://www.youtube.com/results?search_query=G%C3%BClpembe",
      },
    ]);
    // the search finds it by any of its three songs
    expect((await history(offline, who.cookie, "?q=gulpembe")).counts.all).toBe(1);

    const pub = await offline.app.inject({ method: "GET", url: `/api/draws/${answer.id}` });
    expect(pub.statusCode).toBe(200);
    const view = pub.json();
    expect(view.kind).toBe("spread");
    expect(view.spread.map((c: { trackTitle: string }) => c.trackTitle)).toEqual(["Şımarık", "Gülpembe"]);
    expect(Object.keys(view.spread[0]).sort()).toEqual([
      "number",
      "trackArtist",
      "trackExternalUrl",
      "trackImage",
      "trackTitle",
    ]);
    expect(view).not.toHaveProperty("trackId");
    expect(view).not.toHaveProperty("sessionId");
  });

  it("a cover from a host we do not serve media from is not kept", async () => {
    const who = await premiumUser(offline);
    const body = spreadBody();
    body.cards[2]!.track.image = "https://kotu.example/kapak.jpg";
    const id = (await post(offline, who.cookie, body)).json().id;
    const view = (await offline.app.inject({ method: "GET", url: `/api/draws/${id}` })).json();
    expect(view.spread[1].trackImage).toBeNull();
  });

  it("a single draw is unchanged: kind 'single', no spread", async () => {
    const who = await premiumUser(offline);
    const c = await offline.app.inject({
      method: "POST",
      url: "/api/comment",
      headers: { cookie: who.cookie },
      payload: { track: SONGS[0], theme: "genel", audio: null },
    });
    const saved = await offline.app.inject({
      method: "POST",
      url: "/api/draws",
      headers: { cookie: who.cookie },
      payload: {
        commentId: c.json().commentId,
        number: "3",
        trackId: SONGS[0]!.id,
        trackTitle: SONGS[0]!.title,
        trackArtist: SONGS[0]!.artist,
        theme: "genel",
        headline: "x",
        short: "x",
        long: "x",
        comment: "x",
        sourceType: "ready",
        sourceId: "turkce-pop",
      },
    });
    expect(saved.statusCode).toBe(201);
    const view = (await offline.app.inject({ method: "GET", url: `/api/draws/${saved.json().id}` })).json();
    expect(view.kind).toBe("single");
    expect(view.spread).toBeNull();
  });

  it("only its owner may favourite or delete it; then its shared page is gone", async () => {
    const owner = await premiumUser(offline);
    const other = await premiumUser(offline);
    const id = (await post(offline, owner.cookie, spreadBody())).json().id;
    const fav = (cookie: string) =>
      offline.app.inject({ method: "PATCH", url: `/api/draws/${id}/favorite`, headers: { cookie } });
    const del = (cookie: string) =>
      offline.app.inject({ method: "DELETE", url: `/api/draws/${id}`, headers: { cookie } });
    expect((await fav(other.cookie)).statusCode).toBe(404);
    const favoured = await fav(owner.cookie);
    expect(favoured.statusCode).toBe(200);
    expect(favoured.json()).toMatchObject({ isFavorite: true, kind: "spread" });
    expect((await history(offline, owner.cookie, "?list=favorites")).draws[0].spread).toHaveLength(2);

    expect((await del(other.cookie)).statusCode).toBe(404);
    expect((await offline.app.inject({ method: "GET", url: `/api/draws/${id}` })).statusCode).toBe(200);
    expect((await del(owner.cookie)).statusCode).toBe(200);
    expect((await offline.app.inject({ method: "GET", url: `/api/draws/${id}` })).statusCode).toBe(404);
    expect((await history(offline, owner.cookie)).counts.all).toBe(0);
  });

  it("its preview and story images render", async () => {
    const who = await premiumUser(offline);
    const id = (await post(offline, who.cookie, spreadBody())).json().id;
    for (const format of ["og", "story"]) {
      const img = await offline.app.inject({ method: "GET", url: `/api/og/${id}?format=${format}` });
      expect(img.statusCode, img.body).toBe(200);
      expect(img.headers["content-type"]).toBe("image/png");
    }
  });
});

describe("the combined comment keeps every rule of the single comment", () => {
  it("offline: the composer's spread passes the single comment's checks, labels the three songs", async () => {
    const who = await premiumUser(offline);
    const answer = (await post(offline, who.cookie, spreadBody({ hint: "sınav" }))).json();
    const texts = { headline: answer.headline, short: answer.short, long: answer.long };
    expect(checkComment(texts)).toEqual({ ok: true, comment: texts });
    expect(
      checkGeneratedSafety(texts, { hint: "sınav", names: SONGS.flatMap((s) => [s.title, s.artist]) }),
    ).toEqual({ ok: true });
    for (const label of SPREAD_LABELS) expect(answer.long).toContain(`\n\n${label}: `);
    expect(answer.long.startsWith(answer.short)).toBe(true);
  });

  it("with a model: one call naming the three songs under their labels and the chosen theme", async () => {
    const who = await premiumUser(model);
    const res = await post(model, who.cookie, spreadBody({ theme: "ask", hint: "yolculuk" }));
    expect(res.statusCode).toBe(201);
    expect(res.headers["x-comment-source"]).toBe("model");
    expect(llm.requests).toHaveLength(1);
    const prompt = llm.requests[0]!.body.messages[1].content as string;
    expect(prompt).toContain("Tema: Aşk");
    for (const [i, label] of SPREAD_LABELS.entries()) {
      expect(prompt).toContain(`${label} şarkısı (veri):\n<sarki>\nAd: ${SONGS[i]!.title}`);
    }
    expect(prompt).toContain("<ipucu>yolculuk</ipucu>");
    // the theme reached the comment (the fake echoes the theme's label)
    expect(res.json().headline).toContain("Aşk");
  });

  it("a model answer that quotes the lyrics is replaced by the offline composer's", async () => {
    llm.setMode("quote-lyrics");
    const who = await premiumUser(model);
    const res = await post(model, who.cookie, spreadBody());
    expect(res.statusCode).toBe(201);
    expect(res.headers["x-comment-source"]).toBe("offline");
    expect(res.json().short).not.toContain("Şarkı sana diyor ki");
  });

  it("a model answer with a link or a financial forecast is replaced too", async () => {
    const who = await premiumUser(model);
    for (const short of [
      "Geçmişin, şimdin ve geleceğin: ayrıntılar için www.ornek-fal.com adresine bak.",
      "Bu üç şarkı, borsada yaptığın yatırımın ikiye katlanacağını söylüyor.",
    ]) {
      llm.setCustomAnswer(JSON.stringify({ headline: "Üç şarkı", short, long: `${short}\n\nDevamı.` }));
      llm.setMode("custom");
      const res = await post(model, who.cookie, spreadBody());
      expect(res.headers["x-comment-source"]).toBe("offline");
      expect(res.json().long).not.toContain(short);
    }
  });

  it("a sensitive hint never reaches the model; a hint of self-harm gets the support message, saved nowhere", async () => {
    const who = await premiumUser(model);
    const sensitive = await post(model, who.cookie, spreadBody({ hint: "kanser" }));
    expect(sensitive.statusCode).toBe(201);
    expect(sensitive.headers["x-comment-source"]).toBe("offline");
    expect(llm.requests).toHaveLength(0);
    expect(sensitive.json().short).toContain("güvendiğin biri ya da bir uzman");
    expect(sensitive.json().hintSafety).toBe("sensitive");
    expect(sensitive.json().publicTexts.short).not.toContain("bir uzman");

    const before = (await history(model, who.cookie)).counts.all;
    const support = await post(model, who.cookie, spreadBody({ hint: "ölmek istiyorum" }));
    expect(support.statusCode).toBe(200);
    expect(support.json()).toMatchObject({ id: null, kind: "support", hintSafety: "support" });
    expect(support.json().short).toContain("112");
    expect(llm.requests).toHaveLength(0);
    expect((await history(model, who.cookie)).counts.all).toBe(before);
  });

  it("acute distress gets the calm spread with the 112 line: no model, nothing saved", async () => {
    const who = await premiumUser(model);
    const before = (await history(model, who.cookie)).counts.all;
    const res = await post(model, who.cookie, spreadBody({ hint: "dayanamıyorum artık" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: null, kind: "support", hintSafety: "support" });
    expect(res.json().short).toContain("112'yi ara");
    expect(res.json().long).not.toMatch(/dayanam/iu);
    expect(llm.requests).toHaveLength(0);
    expect((await history(model, who.cookie)).counts.all).toBe(before);
  });

  it("invisible characters in a title are gone before anything is written or saved", async () => {
    const who = await premiumUser(offline);
    const body = spreadBody();
    body.cards[1]!.track.title = "Şı\u200bma\u202erık";
    const id = (await post(offline, who.cookie, body)).json().id;
    const view = (await offline.app.inject({ method: "GET", url: `/api/draws/${id}` })).json();
    expect(view.spread[0].trackTitle).toBe("Şımarık");
  });
});
