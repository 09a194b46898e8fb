/**
 * A form sent on a prerendered page before the app took it over: the head script
 * (shared/theme-init.ts) stops it and keeps it on <html> as `heldSubmit`. The page that owns the
 * form takes it once, after hydration, and sends it again with what was typed, so a press of
 * 'Giriş Yap' on a slow phone is not lost.
 */
export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  const root = document.documentElement as HTMLElement & { heldSubmit?: [EventTarget | null, unknown] };
  if (!form || root.heldSubmit?.[0] !== form) return false;
  delete root.heldSubmit;
  return true;
}
