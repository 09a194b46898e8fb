import { describe, expect, it } from "vitest";
import { HINT_MAX } from "@/shared/limits";
import { PRESET_QUESTIONS, randomQuestion } from "@/shared/questions";
import { THEME_IDS } from "@/shared/themes";
import { classifyHint } from "./safety";

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
});
