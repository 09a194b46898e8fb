/**
 * Preset questions per theme, offered as chips under the hint on /play; 'Benim yerime sor' picks
 * one. Each fits the hint (HINT_MAX characters) and is an open question about the song and the
 * mood, never a yes/no decision ("İş değiştirmeli miyim?" is advice the game does not give; ADR
 * 027): the comment keeps the question company, it does not answer it. None touches health, money
 * or anything the safety rules handle apart (checked by preset-questions.test.ts against the
 * server's classifier).
 */
import type { ThemeId } from "./themes";

export const PRESET_QUESTIONS: Record<ThemeId, readonly string[]> = {
  genel: [
    "Bu şarkı bana ne anlatıyor?",
    "Bu haftanın şarkısı ne diyor?",
    "Bu yılın melodisi nasıl?",
    "Bugün ruh halim hangi tonda?",
    "Bu dönemin nakaratı ne?",
    "Yeni sayfamın şarkısı ne?",
    "İçimdeki ses hangi şarkıda?",
  ],
  ask: [
    "Aşk hayatımın melodisi nasıl?",
    "Kalbimin şarkısı ne diyor?",
    "İlişkimin ritmi nasıl?",
    "Aşka dair bu şarkı ne diyor?",
    "Gönlümün ruh hali nasıl?",
    "Özlemin şarkısı nasıl çalıyor?",
  ],
  kariyer: [
    "İş hayatımın şarkısı ne diyor?",
    "Bu haftanın mesai şarkısı ne?",
    "Yeni projemin havası nasıl?",
    "Sınav haftamın şarkısı ne?",
    "Mülakatıma hangi hava yakışır?",
    "Kariyerimin melodisi nasıl?",
  ],
  gunluk: [
    "Bugünün şarkısı ne diyor?",
    "Bugüne hangi hava eşlik eder?",
    "Günümün ritmi nasıl?",
    "Akşamımın melodisi nasıl?",
    "Bugünün ruh hali ne?",
    "Bugün ne mırıldanacağım?",
  ],
};

/** A question of the theme other than `current` (when the theme has another), at random. */
export function randomQuestion(theme: ThemeId, current = "", random: () => number = Math.random): string {
  const all = PRESET_QUESTIONS[theme];
  const others = all.filter((q) => q !== current);
  const pool = others.length > 0 ? others : all;
  return pool[Math.floor(random() * pool.length)] ?? pool[0] ?? "";
}
