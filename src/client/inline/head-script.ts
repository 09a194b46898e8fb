/**
 * The one script in every page's <head>, inlined by the build (scripts/inline-scripts.ts bundles
 * this file with esbuild; the Content-Security-Policy allows exactly its bytes by the hash the build
 * writes beside it), so no request stands before the first paint:
 *  - the visitor's theme is on <html> before anything is painted;
 *  - a form sent, or a button pressed, before the app took over a prerendered page is held, not
 *    sent the browser's way or lost (replayed once the app is live).
 */
import { holdPressesUntilHydrated } from "../lib/held-press";
import { holdSubmitsUntilHydrated } from "../lib/held-submit";
import { applyTheme, readStoredTheme } from "../lib/theme-choice";

applyTheme(readStoredTheme());
holdSubmitsUntilHydrated();
holdPressesUntilHydrated();
