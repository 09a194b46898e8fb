import { describe, expect, it } from "vitest";
import { HINT_MAX } from "@/shared/limits";
import { PRESET_QUESTIONS, randomQuestion } from "@/shared/questions";
import { THEME_IDS } from "@/shared/themes";
import { composeOfflineComment } from "./offline/composer";
import { isQuestionHint } from "./offline/hint";
import { VARIETY_TRACKS } from "./offline/variety";
import { classifyHint } from "./safety";
import { voiceFaults } from "./voice";

describe("preset questions", () => {
  it("every theme has at least six distinct questions that fit the hint", () => {
    for (const theme of THEME_IDS) {
      const questions = PRESET_QUESTIONS[theme];
      expect(questions.length, theme).toBeGreaterThanOrEqual(6);
      expect(new Set(questions).size, theme).toBe(questions.length);
      for (const q of questions) {
        expect(q.length, q).toBeLessThanOrEqual(HINT_MAX);
        expect(q, q).toBe(q.trim());
      }
    }
  });

  it("none of them is a topic the safety rules answer apart", () => {
    for (const theme of THEME_IDS)
      for (const q of PRESET_QUESTIONS[theme]) expect(classifyHint(q), q).toEqual({ kind: "none" });
  });

  it("'Benim yerime sor' picks another question of the same theme", () => {
    const current = PRESET_QUESTIONS.ask[0]!;
    for (const r of [0, 0.3, 0.6, 0.999]) {
      const q = randomQuestion("ask", current, () => r);
      expect(PRESET_QUESTIONS.ask).toContain(q);
      expect(q).not.toBe(current);
    }
  });

  it("every one is an open question about the song or the mood, never a yes/no decision", () => {
    for (const theme of THEME_IDS)
      for (const q of PRESET_QUESTIONS[theme]) {
        expect(q, q).toMatch(/\?$/u);
        expect(isQuestionHint(q), q).toBe(true);
        // an open question word
        expect(q.toLocaleLowerCase("tr-TR"), q).toMatch(
          /(?:^|\s)(?:ne|nasıl|hangi|kim\p{L}*|nere\p{L}*)(?:\s|\?)/u,
        );
        // no question particle (yes/no) and no "-malı mıyım" decision
        expect(q.toLocaleLowerCase("tr-TR"), q).not.toMatch(
          /(?:^|\s)m[ıiuü](?:y[ıiuü]m|s[ıiuü]n|d[ıiuü]r)?(?:\s|\?)/u,
        );
        expect(q.toLocaleLowerCase("tr-TR"), q).not.toMatch(/m[ae]l[ıi]\s?m[ıi]/u);
        // and it speaks of the song, the music or the mood
        expect(q.toLocaleLowerCase("tr-TR"), q).toMatch(
          /şarkı|melodi|ritm|hava|nakarat|ses|ruh hali|mırıldan/u,
        );
      }
  });

  it("the comment quotes a preset question whole and keeps it company, never answers it", () => {
    for (const theme of THEME_IDS)
      for (const q of PRESET_QUESTIONS[theme])
        for (let k = 0; k < 4; k++) {
          const track = VARIETY_TRACKS[(k * 7 + q.length) % VARIETY_TRACKS.length]!;
          const c = composeOfflineComment({
            theme,
            track,
            audio: null,
            lyrics: null,
            hint: q,
            persona: { mysticLevel: 2, directness: 2, optimism: 2 },
            seed: `preset-${q}-${k}`,
          });
          const sentence = c.short.split(/(?<=[.!])\s+/u).find((x) => x.includes(`«${q}»`));
          expect(sentence, `${q}: ${c.short}`).toBeDefined();
          // a question frame: "«…?» sorusu…" or "«…?» diye…"
          expect(sentence, sentence).toMatch(/»\s(?:sorusu\p{L}*|diye)\s/u);
          expect(voiceFaults(`${c.headline}\n${c.long}`), c.long).toEqual([]);
        }
  });

  it("a topic typed as a question is read as one; a topic is not", () => {
    for (const q of [
      "terfi yakın mı",
      "Ne zaman?",
      "hangi şehir",
      "o beni seviyor mu",
      "Sınavım nasıl geçecek",
    ])
      expect(isQuestionHint(q), q).toBe(true);
    for (const t of ["sınav", "yeni iş", "İstanbul'a taşınma", "umut", "mülakat", "nehir"])
      expect(isQuestionHint(t), t).toBe(false);
  });
});
