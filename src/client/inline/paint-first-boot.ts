/**
 * The second inline script, on the pages the server sends with their content already in them (the
 * prerendered pages and /result/{id}; ADR 025). Those pages paint from their HTML and an inline
 * critical stylesheet alone; this script fetches the rest only once the first paint is on screen,
 * so on a slow phone no script or full stylesheet competes with it:
 *  - it waits for the first contentful paint (a PerformanceObserver, which also reports a paint that
 *    came before it; a tab hidden before painting starts then, a browser without paint timing
 *    after the next frame; 3 s at the latest);
 *  - then adds the full stylesheet and modulepreloads for the entry and its imports at once, and
 *    imports the entry when the stylesheet is in (or after 5 s without it), so what the app
 *    renders later is styled.
 * Its element's data attributes say what to load (BOOT_DATA, written by server/pages/template.ts).
 * Bundled like the head script (scripts/inline-scripts.ts), allowed by its hash.
 */
import { BOOT_DATA } from "@/shared/document";

const FIRST_PAINT_LATEST_MS = 3000;
const STYLESHEET_LATEST_MS = 5000;

const data = (document.currentScript as HTMLScriptElement).dataset;
const urls = (value: string | undefined) => (value ?? "").split(" ").filter(Boolean);
const entry = data[BOOT_DATA.entry] ?? "";

function addLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  link.crossOrigin = "";
  document.head.append(link);
  return link;
}

let started = false;
function start() {
  if (started) return;
  started = true;
  const stylesheets = urls(data[BOOT_DATA.css]).map(
    (href) =>
      new Promise<unknown>((done) => {
        const link = addLink("stylesheet", href);
        link.onload = link.onerror = done;
      }),
  );
  for (const href of [entry, ...urls(data[BOOT_DATA.preload])]) addLink("modulepreload", href);
  const late = new Promise((done) => setTimeout(done, STYLESHEET_LATEST_MS));
  void Promise.race([Promise.all(stylesheets), late]).then(() => import(entry));
}

setTimeout(start, FIRST_PAINT_LATEST_MS);
if (document.visibilityState === "hidden") start();
else {
  document.addEventListener("visibilitychange", start, { once: true });
  const Observer = window.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes("paint")) {
    new Observer((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
}
