/**
 * A form sent on a prerendered page before the app took it over. Sent the browser's way it would
 * put a typed password in the address, so the head's inline script (client/inline/head-script.ts)
 * stops it and keeps it on <html> as `heldSubmit` until the app marks the page hydrated
 * (client/app.tsx). The page that owns the form takes it once, after hydration, and sends it again
 * with what was typed, so a press of 'Giriş Yap' on a slow phone is not lost.
 */
import { HYDRATED_MARK } from "@/shared/document";

type HeldRoot = HTMLElement & { heldSubmit?: [EventTarget | null, HTMLElement | null] };

/** Run by the head's inline script: holds every submit made before hydration (capture phase). */
export function holdSubmitsUntilHydrated(): void {
  const root = document.documentElement as HeldRoot;
  document.addEventListener(
    "submit",
    (event) => {
      if (HYDRATED_MARK in root.dataset) return;
      event.preventDefault();
      root.heldSubmit = [event.target, event.submitter];
    },
    true,
  );
}

export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  const root = document.documentElement as HeldRoot;
  if (!form || root.heldSubmit?.[0] !== form) return false;
  delete root.heldSubmit;
  return true;
}
