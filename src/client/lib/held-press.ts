/**
 * A press on a prerendered page before the app took it over. Such a page starts its app only on
 * the first sign of a person (client/inline/paint-first-boot.ts), so the first press usually comes
 * before React listens: the head's inline script (client/inline/head-script.ts) stops a click on a
 * button (or a label, a checkbox, a radio) until the app marks the page hydrated, and the app then
 * clicks it again (app.tsx), so the press is answered, late, rather than lost. Links are left to
 * the browser (plain links work before the app), and so are text fields and a form's submit
 * button (a form sent meanwhile is held whole: lib/held-submit.ts).
 */
import { HYDRATED_MARK } from "@/shared/document";

type HeldRoot = HTMLElement & { heldPresses?: HTMLElement[] };

/** What React answers and the browser alone would not. */
const PRESSABLE = 'button, [role="button"], label, input[type="checkbox"], input[type="radio"]';

function pressed(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest<HTMLElement>(`a[href], ${PRESSABLE}`);
  if (!element || element.matches("a[href]")) return null;
  // a form's submit button: the submit is held instead, with what was typed (held-submit.ts)
  if (element instanceof HTMLButtonElement && element.type === "submit" && element.form) return null;
  return element;
}

/** Run by the head's inline script: holds every press on a button made before hydration (capture phase). */
export function holdPressesUntilHydrated(): void {
  const root = document.documentElement as HeldRoot;
  document.addEventListener(
    "click",
    (event) => {
      if (HYDRATED_MARK in root.dataset) return;
      const element = pressed(event.target);
      if (!element) return;
      event.preventDefault();
      event.stopPropagation();
      root.heldPresses ??= [];
      // pressed again while waiting: still one wish
      if (!root.heldPresses.includes(element)) root.heldPresses.push(element);
    },
    true,
  );
}

/** Run once the page is hydrated: each held press, in order, on what is still on the page. */
export function replayHeldPresses(): void {
  const root = document.documentElement as HeldRoot;
  const held = root.heldPresses ?? [];
  delete root.heldPresses;
  for (const element of held) if (element.isConnected) element.click();
}
