/**
 * The visitor's dark/light choice, kept in localStorage: read and put on <html> by the head's
 * inline script before the first paint (client/inline/head-script.ts), and by the theme toggle
 * (lib/theme.tsx). No React here: the head script carries this module and nothing else.
 */
export type ThemeName = "dark" | "light";

const STORAGE_KEY = "theme";

/** The stored choice; dark when there is none or storage is closed (private mode). */
export function readStoredTheme(): ThemeName {
  try {
    return localStorage.getItem(STORAGE_KEY) === "light" ? "light" : "dark";
  } catch {
    return "dark";
  }
}

export function storeTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** The page's colours: Tailwind's dark variant reads the class, form controls the colour scheme. */
export function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}
