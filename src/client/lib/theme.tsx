import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from "react";
import { applyTheme, readStoredTheme, storeTheme, type ThemeName } from "./theme-choice";

// The stored choice as a store, so a page prerendered at build time (in the default, dark) hydrates
// with the server's value and then shows the visitor's; the head's inline script
// (client/inline/head-script.ts) has already set the page's colours before the first paint, so
// only the toggle's icon waits for hydration.
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
    storeTheme(next);
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
