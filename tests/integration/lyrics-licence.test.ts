/**
 * Lyrics are licensed text (ADR 020): a comment never carries more than four consecutive words of
 * them, whoever wrote it, and no answer of the API or page of the app shows the lyrics themselves.
 * Through POST /api/comment with a fake LRCLIB and a fake model that quotes what it was sent.
 */
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lyricsCache } from "@/server/db/schema";
import { findQuote, lyricsShingles } from "@/server/fortune/comment/quotes";
import { EXCERPT_MAX_CHARS } from "@/server/fortune/lyrics";
import { MODEL_PROVIDER_UNNAMED } from "@/server/model-provider";
import { DEFAULT_PERSONA } from "@/shared/limits";
import { type FakeLlm, quotingComment, readPromptLyrics } from "../fakes/llm";
import type { FakeLrclib } from "../fakes/lrclib";
import { createCommentApps, registerUser, type TestApp } from "./helpers";

let apps: Awaited<ReturnType<typeof createCommentApps>>;
let lrclib: FakeLrclib;
let llm: FakeLlm;
let offline: TestApp;
let model: TestApp;

beforeAll(async () => {
  apps = await createCommentApps({ tuning: { llmAttemptTimeoutMs: 2_000, llmTotalTimeoutMs: 4_000 } });
  ({ lrclib, llm, offline, model } = apps);
});
afterAll(() => apps.close());

// A song of the fake LRCLIB with 16 lines of five words (tests/fakes/fixtures/lrclib/records-tr.json).
const song = () => lrclib.records.find((r) => r.trackName === "Uzun Yol")!;
const TRACK_ID = "5uzunYolTrackId0000000";

function commentBody(salt: string) {
  const rec = song();
  return {
    track: {
      id: TRACK_ID,
      title: rec.trackName,
      artist: rec.artistName,
      image: "https://i.scdn.co/image/uzun-yol",
      previewUrl: null,
      externalUrl: `https://open.spotify.com/track/${TRACK_ID}`,
      durationMs: 305_000,
    },
    theme: "genel",
    audio: null,
    persona: DEFAULT_PERSONA,
    salt,
    number: "7",
  };
}

async function comment(t: TestApp, cookie: string, salt: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/comment",
    headers: { cookie },
    payload: commentBody(salt),
  });
  expect(res.statusCode).toBe(200);
  return { source: res.headers["x-comment-source"], body: res.json(), text: res.body };
}

/** The first run of more than four words of the song's whole lyrics in `text`, or null. */
const quoteIn = (text: string) => findQuote(text, lyricsShingles(song().plainLyrics));

describe("a model that quotes the lyrics it was given", () => {
  it("gets the lyrics in its prompt, answers with two whole lines, and the person gets the offline comment", async () => {
    llm.setMode("quote-lyrics");
    const { cookie } = await registerUser(model.app);
    const before = llm.requests.length;
    const out = await comment(model, cookie, "quote-1");
    const sent = llm.requests.slice(before);
    expect(sent).toHaveLength(1); // asked once, not retried
    expect(readPromptLyrics(sent[0]!.body).length).toBeGreaterThanOrEqual(2);
    // what the fake answered does break the rule...
    expect(quoteIn(JSON.stringify(quotingComment(sent[0]!.body)))).not.toBeNull();
    // ...so it never reaches the person
    expect(out.source).toBe("offline");
    for (const field of ["headline", "short", "long"] as const) expect(quoteIn(out.body[field])).toBeNull();
  });

  const answer = (short: string) =>
    JSON.stringify({
      headline: "Yol seni çağırıyor",
      short,
      long: `${short}\n\nRitmi sakin ama kararlı; önündeki günler gibi adım adım açılıyor.`,
    });

  it("keeps a model comment that quotes exactly four consecutive words", async () => {
    llm.setCustomAnswer(
      answer("Şarkı «birinci kıtanın birinci dizesi» diye başlıyor; senin yolun da yeni başlıyor."),
    );
    const { cookie } = await registerUser(model.app);
    const out = await comment(model, cookie, "quote-4");
    expect(out.source).toBe("model");
    expect(out.body.short).toContain("birinci kıtanın birinci dizesi");
  });

  it("refuses five, even in other case, with punctuation and an apostrophe suffix", async () => {
    llm.setCustomAnswer(
      answer("Şarkı «BİRİNCİ kıtanın, birinci dizesi yollara'ymış» diyor; senin yolun da açık."),
    );
    const { cookie } = await registerUser(model.app);
    const out = await comment(model, cookie, "quote-5");
    expect(out.source).toBe("offline");
    expect(out.body.short).not.toMatch(/birinci dizesi yollara/i);
    llm.setMode("clean");
  });
});

describe("lines the model was not sent", () => {
  it("are refused too: the excerpt stops after 12 lines, the check knows the whole song", async () => {
    const last = song().plainLyrics!.trim().split("\n").at(-1)!.trim();
    llm.setMode("clean");
    const { cookie } = await registerUser(model.app);
    const before = llm.requests.length;
    llm.setCustomAnswer(
      JSON.stringify({
        headline: "Yol seni çağırıyor",
        short: `Şarkının son sözü sana: «${last}». Bir kapı kapanırken başkası açılır.`,
        long: `Şarkının son sözü sana: «${last}». Bir kapı kapanırken başkası açılır.\n\nRitmi sakin ama kararlı.`,
      }),
    );
    const out = await comment(model, cookie, "quote-unsent");
    // the line was not in the prompt...
    expect(JSON.stringify(llm.requests.slice(before)[0]!.body)).not.toContain(last);
    // ...and is caught all the same
    expect(out.source).toBe("offline");
    expect(out.body.short).not.toContain(last);
    llm.setMode("clean");
  });
});

describe("the lyrics are never shown", () => {
  it("keeps only a bounded excerpt in the lyrics cache", async () => {
    const { cookie } = await registerUser(offline.app);
    await comment(offline, cookie, "cache-1");
    const rows = await offline.database.db
      .select()
      .from(lyricsCache)
      .where(like(lyricsCache.key, "%uzun yol"));
    const value = rows[0]?.value as { excerpt: string | null } | null | undefined;
    const excerpt = value?.excerpt ?? "";
    expect(excerpt.length).toBeGreaterThan(0);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX_CHARS);
    expect(excerpt.length).toBeLessThan(song().plainLyrics!.length);
  });

  it("appears in no answer: comment, saved draw, shared draw, its page, history and the data export", async () => {
    const { cookie } = await registerUser(offline.app);
    const written = await comment(offline, cookie, "pages-1");
    const saved = await offline.app.inject({
      method: "POST",
      url: "/api/draws",
      headers: { cookie },
      payload: {
        commentId: written.body.commentId,
        number: "7",
        trackId: TRACK_ID,
        trackTitle: song().trackName,
        trackArtist: song().artistName,
        trackImage: "https://i.scdn.co/image/uzun-yol",
        trackPreviewUrl: null,
        trackExternalUrl: `https://open.spotify.com/track/${TRACK_ID}`,
        theme: "genel",
        headline: written.body.headline,
        short: written.body.short,
        long: written.body.long,
        comment: written.body.short,
        sessionId: null,
      },
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as string;
    const answers: Record<string, string> = { "POST /api/comment": written.text };
    for (const url of [
      `/api/draws/${id}`,
      `/result/${id}`,
      "/api/analytics/recent",
      "/api/draws/favorites",
      "/api/account/export",
    ]) {
      const res = await offline.app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      answers[`GET ${url}`] = res.body;
    }
    const lines = song()
      .plainLyrics!.split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    for (const [name, body] of Object.entries(answers)) {
      const text = body.replace(/\\n/g, "\n");
      expect(quoteIn(text), name).toBeNull();
      for (const line of lines) expect(text, name).not.toContain(line);
    }
  });
});

describe("where the hint goes (GET /api/config, KVKK art. 9)", () => {
  it("names no model provider when comments are written on the server", async () => {
    const res = await offline.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json().modelProvider).toBeNull();
  });

  it("never names a model server on a local address when the operator gave no LLM_PROVIDER_NAME", async () => {
    const res = await model.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json().modelProvider).toBe(MODEL_PROVIDER_UNNAMED);
    expect(res.body).not.toContain(new URL(llm.url).host);
  });
});
