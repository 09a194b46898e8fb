/**
 * Security review L9: a model's answer must not freeze the event loop. Every check a model's
 * comment goes through takes time linear in its length: the worst 20 KB answer we could think of
 * (each shape below aims at a pattern that used to backtrack) is checked in 50 ms or less. The
 * figures are printed; on a busy machine the best of five runs is taken (a quadratic check took
 * seconds here, so the margin between the two is wide).
 */
import { describe, expect, it } from "vitest";
import { checkComment, splitSentences } from "./checks";
import { parseCommentContent } from "./llm";
import { findCommentQuote, lyricsShingles } from "./quotes";
import { checkGeneratedSafety, unsafeContent } from "./safety";
import { keepGameVoice, voiceFaults } from "./voice";

const SIZE = 20_000;
const fill = (unit: string, size = SIZE) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Shapes that made the old checks quadratic or worse, and some ordinary ones. */
const SHAPES: Record<string, string> = {
  "feat. A (review's case)": "feat. A ",
  dots: ".",
  "a. (dotted domain without a TLD)": "a.",
  letters: "a",
  "a- (letters before no @)": "a-",
  "a@ (local parts without a domain)": "a@",
  "«": "«",
  '"': '"',
  "1(((( (phone)": "1((((",
  "1 (digits)": "1 ",
  ". a (no capital after)": ". a",
  ".  (spaces)": ".  ",
  "Turkish prose": "Bu şarkının hareketli havası yeni bir sayfayı anlatıyor ve kalbin hızla çarpıyor. ",
  "oracle words": "tesadüf rastgele yıldız kısmet niyet ",
  "hesabım şifreni": "hesabım şifreni ",
};

/** The best of five runs after a warm-up one (the first call builds the classifier's caches). */
function best(run: () => unknown): number {
  run();
  let ms = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    run();
    ms = Math.min(ms, performance.now() - t);
  }
  return ms;
}

const lyrics = lyricsShingles("Yollar uzar gider\nSabah olur gün doğar\nBahar dalında açan çiçek");
const names = ["Gidiyorum", "Sezen Aksu"];

/** Everything a model's answer goes through in llm.ts, in its order. */
function checkAnswer(content: string): void {
  const parsed = parseCommentContent(content);
  if (!parsed.ok) return;
  if (!checkGeneratedSafety(parsed.comment, { hint: "sınav", title: names[0], artist: names[1] }).ok) return;
  const voiced = keepGameVoice(parsed.comment, names);
  if (voiced.ok) findCommentQuote(voiced.comment, lyrics);
}

describe("checks on a 20 KB model answer (security review L9)", () => {
  it.each(Object.entries(SHAPES))("%s: the whole answer is checked in 50 ms or less", (_, unit) => {
    // a 20 KB answer: the shape fills the short and the long text
    const body = fill(unit, (SIZE - 60) / 2);
    const content = JSON.stringify({ headline: "Başlık", short: body, long: body });
    expect(content.length).toBeGreaterThan(SIZE * 0.9);
    const ms = best(() => checkAnswer(content));
    console.info(`L9 answer ${JSON.stringify(unit)}: ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThanOrEqual(50);
  });

  it.each(Object.entries(SHAPES))("%s: each check alone reads 20 KB in 50 ms or less", (_, unit) => {
    const text = fill(unit);
    const figures = {
      splitSentences: best(() => splitSentences(text)),
      checkComment: best(() => checkComment({ headline: "Başlık", short: text, long: text })),
      unsafeContent: best(() => unsafeContent(text)),
      voiceFaults: best(() => voiceFaults(text)),
      // it reads checked comments only: the longest one checkComment lets through
      checkGeneratedSafety: best(() =>
        checkGeneratedSafety(
          { headline: fill(unit, 120), short: fill(unit, 400), long: fill(unit, 2500) },
          { hint: "sınav", title: names[0], artist: names[1] },
        ),
      ),
    };
    console.info(
      `L9 20 KB of ${JSON.stringify(unit)}: ${Object.entries(figures)
        .map(([k, v]) => `${k} ${v.toFixed(1)} ms`)
        .join(", ")}`,
    );
    for (const [name, ms] of Object.entries(figures)) expect(ms, name).toBeLessThanOrEqual(50);
  });

  it("the review's case still splits as before: abbreviations, quotes and decimals stay inside", () => {
    expect(
      splitSentences("Luis Fonsi feat. Daddy Yankee çaldı. Sonra «No. 3» geldi! 3.5 puan aldı."),
    ).toEqual(["Luis Fonsi feat. Daddy Yankee çaldı.", "Sonra «No. 3» geldi!", "3.5 puan aldı."]);
    expect(splitSentences("Dur... Bekle?! «Sonra» gel.")).toEqual(["Dur...", "Bekle?!", "«Sonra» gel."]);
  });

  it("a link or an address is still found, and only where there is one", () => {
    for (const text of [
      "bak: a.b.sarkifali.com/x",
      "yaz: ad.soyad+fal@alan.com.tr",
      "www.ornek",
      "https://x",
    ])
      expect(unsafeContent(text), text).toBe("link or address");
    for (const text of ["a.b.c", "ad@", "@alan", "x@y", "Saat 3.5'te", "feat. Daddy Yankee"])
      expect(unsafeContent(text), text).toBeNull();
  });
});
