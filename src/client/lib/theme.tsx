import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from "react";

export type ThemeName = "dark" | "light";
const STORAGE_KEY = "theme";

function readStoredTheme(): ThemeName {
  try {
    return localStorage.getItem(STORAGE_KEY) === "light" ? "light" : "dark";
  } catch {
    return "dark";
  }
}

function applyTheme(theme: ThemeName) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

// The stored choice as a store, so a page prerendered at build time (in the default, dark) hydrates
// with the server's value and then shows the visitor's; public/theme-init.js has already set the
// page's colours before the first paint, so only the toggle's icon waits for hydration.
const listeners = new Set<() => void>();
let current: ThemeName | null = null;
const themeStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ThemeName => {
    current ??= readStoredTheme();
    return current;
  },
  server: (): ThemeName => "dark",
  set(next: ThemeName) {
    current = next;
    applyTheme(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // private mode: the choice lasts for this page only
    }
    for (const listener of listeners) listener();
  },
};

function toggleTheme() {
  themeStore.set(themeStore.get() === "dark" ? "light" : "dark");
}

interface ThemeContextValue {
  theme: ThemeName;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.server);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error("useTheme outside ThemeProvider");
  return ctx;
}
