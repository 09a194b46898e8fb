/**
 * Security review 2026-11-28, M6 (what was left of it): a comment asked for with the title
 * "Hesabın askıya alındı: sarkifali-destek.example/giris" and the artist "Şarkı Falı Destek Ekibi"
 * was published unchanged on /result/{id}, in og:title and on the preview card, under the brand.
 * Titles, artists and questions now pass the screen a model's answer passes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepository } from "@/server/auth/repository";
import { comments as commentRecords } from "@/server/db/schema";
import { PUBLISHED_TEXT_MESSAGES, publishableTrack } from "@/server/fortune/published-text";
import { DEFAULT_PERSONA } from "@/shared/limits";
import { createTestApp, registerUser, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const comment = (cookie: string, track: { title: string; artist: string }, hint: string | null = null) =>
  t.app.inject({
    method: "POST",
    url: "/api/comment",
    headers: { cookie },
    payload: { track: { id: "csv:m6", ...track }, theme: "genel", hint, number: "7" },
  });

const comments = (userId: string) => t.database.db.$count(commentRecords, eq(commentRecords.userId, userId));

describe("titles, artists and questions the app would publish (M6)", () => {
  it("the review's title and artist are refused with a Turkish 400, and nothing is written", async () => {
    const { cookie, user } = await registerUser(t.app);
    for (const track of [
      { title: "Hesabın askıya alındı: sarkifali-destek.example/giris", artist: "Barış Manço" },
      { title: "Gülpembe", artist: "Şarkı Falı Destek Ekibi" },
      { title: "Yeni şarkı www.ornek-site.com", artist: "Sezen Aksu" },
      { title: "Ara beni 0532 123 45 67", artist: "Tarkan" },
      { title: "Ödül kazandın, linke tıkla", artist: "Ajda Pekkan" },
    ]) {
      const res = await comment(cookie, track);
      expect(res.statusCode, track.title).toBe(400);
      expect(res.json()).toEqual({ message: PUBLISHED_TEXT_MESSAGES.track });
    }
    expect(await comments(user.id)).toBe(0);
  });

  it("real titles pass, with digits, dots, apostrophes and English words", async () => {
    const { cookie } = await registerUser(t.app);
    for (const track of [
      { title: "Gülpembe", artist: "Barış Manço" },
      { title: "Mr. Brightside", artist: "The Killers" },
      { title: "99 Luftballons", artist: "Nena" },
      { title: "Kuzu Kuzu (Remix 2001)", artist: "Tarkan" },
      { title: "Don't Stop Me Now", artist: "Queen" },
    ]) {
      expect((await comment(cookie, track)).statusCode, track.title).toBe(200);
    }
  });

  it("a question with a link or a phone number is refused; a question about a password is not", async () => {
    const { cookie } = await registerUser(t.app);
    const song = { title: "Gülpembe", artist: "Barış Manço" };
    for (const hint of ["bana yaz www.ornek.com", "ara 05321234567"]) {
      const res = await comment(cookie, song, hint);
      expect(res.statusCode, hint).toBe(400);
      expect(res.json()).toEqual({ message: PUBLISHED_TEXT_MESSAGES.question });
    }
    expect((await comment(cookie, song, "şifremi paylaşsam mı")).statusCode).toBe(200);
  });

  it("a three-song spread is screened the same way", async () => {
    const who = await registerUser(t.app);
    await createAuthRepository(t.database.db).setPremium(who.user.id, true);
    const card = (n: number, title: string) => ({
      number: String(n),
      track: { id: `csv:m6-${n}`, title, artist: "Sanatçı" },
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/spreads",
      headers: { cookie: who.cookie },
      payload: {
        cards: [card(1, "Geçmiş"), card(2, "Hesabın askıya alındı"), card(3, "Gelecek")],
        theme: "genel",
        hint: null,
        persona: DEFAULT_PERSONA,
        sessionId: "m6",
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: PUBLISHED_TEXT_MESSAGES.track });
  });

  it("an invite's list leaves such songs out (the friend's draw is published too)", () => {
    expect(publishableTrack({ title: "Hesabın askıya alındı", artist: "X" })).toBe(false);
    expect(publishableTrack({ title: "Islak Islak", artist: "Cem Karaca" })).toBe(true);
  });
});
