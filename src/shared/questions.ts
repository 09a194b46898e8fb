/**
 * Preset questions per theme, offered as chips under the hint on /play; 'Benim yerime sor' picks
 * one. Each fits the hint (HINT_MAX characters) and is an everyday question the comment can answer
 * playfully: none touches health, money decisions or anything the safety rules handle apart
 * (checked by questions.test.ts against the server's classifier).
 */
import type { ThemeId } from "./themes";

export const PRESET_QUESTIONS: Record<ThemeId, readonly string[]> = {
  genel: [
    "Bu hafta beni ne bekliyor?",
    "Yeni bir başlangıç mı?",
    "Neye odaklanmalıyım?",
    "Kendime ne söylemeliyim?",
    "Şansım ne zaman dönecek?",
    "İçimdeki ses ne diyor?",
    "Bu yıl neler getirecek?",
  ],
  ask: [
    "O da beni düşünüyor mu?",
    "Yeni bir aşk yakın mı?",
    "İlişkim nereye gidiyor?",
    "Eski sevgilim dönecek mi?",
    "Kalbimi açmalı mıyım?",
    "İlk adımı atmalı mıyım?",
  ],
  kariyer: [
    "İş değiştirmeli miyim?",
    "Terfi yakın mı?",
    "Sınavım nasıl geçecek?",
    "Yeni projem tutacak mı?",
    "Mülakat nasıl geçecek?",
    "Kendi işimi kurmalı mıyım?",
  ],
  gunluk: [
    "Bugün günüm nasıl geçecek?",
    "Bugün neye dikkat etmeliyim?",
    "Bugün şansım yaver gider mi?",
    "Bugünün enerjisi ne?",
    "Bugün kimden haber alacağım?",
    "Akşamım nasıl geçecek?",
  ],
};

/** A question of the theme other than `current` (when the theme has another), at random. */
export function randomQuestion(theme: ThemeId, current = "", random: () => number = Math.random): string {
  const all = PRESET_QUESTIONS[theme];
  const others = all.filter((q) => q !== current);
  const pool = others.length > 0 ? others : all;
  return pool[Math.floor(random() * pool.length)] ?? pool[0] ?? "";
}
