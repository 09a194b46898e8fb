export const THEME_IDS = ["genel", "ask", "kariyer", "gunluk"] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export interface Theme {
  id: ThemeId;
  label: string;
  /** What the theme is about, in Turkish; shown in the picker and given to the comment writer. */
  description: string;
  premium: boolean;
}

export const THEMES: readonly Theme[] = [
  { id: "genel", label: "Genel", description: "Genel hayat falı", premium: false },
  { id: "ask", label: "Aşk", description: "Aşk ve ilişkiler", premium: true },
  { id: "kariyer", label: "Kariyer", description: "İş ve kariyer", premium: true },
  { id: "gunluk", label: "Günlük", description: "Günlük ruh hali", premium: true },
];

export const DEFAULT_THEME: ThemeId = "genel";

export function themeById(id: string): Theme | undefined {
  return THEMES.find((t) => t.id === id);
}

export function isPremiumTheme(id: ThemeId): boolean {
  return themeById(id)?.premium ?? false;
}
