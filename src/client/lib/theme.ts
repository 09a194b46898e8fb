import { useSyncExternalStore } from "react";
import { applyTheme, readStoredTheme, storeTheme, type ThemeName } from "./theme-choice";

// The stored choice as a store, so a page prerendered at build time (in the default, dark) hydrates
// with the server's value and then shows the visitor's; the head's inline script
// (client/inline/head-script.ts) has already set the page's colours and the toggle's icon (by
// <html class="dark">) before the first paint, so only the toggle's label waits for hydration.
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

/**
 * The visitor's theme and its switch, read where they are shown (the header's toggle). Not a
 * context above the pages: when a page prerendered dark hydrates for a visitor who chose light,
 * the value changes right after hydration, and a context change that reaches a part of the page
 * still waiting to hydrate makes React throw that part's HTML away and render it anew (a press
 * held for it, made on the old button, was lost; issue 24's hand check).
 */
export function useTheme(): { theme: ThemeName; toggleTheme: () => void } {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.server);
  return { theme, toggleTheme };
}
