/**
 * The second inline script, on the pages the server sends with their content already in them (the
 * prerendered pages and /result/{id}, always to a visitor without a session; ADR 025). Those pages
 * paint from their HTML and an inline critical stylesheet alone, and are complete as sent: links
 * are plain links, the text is all there. So the app starts only when it is wanted (ADR 043):
 *  - once the first paint is on screen (a PerformanceObserver, which also reports a paint that came
 *    before it; a browser without paint timing after the next frame; 3 s at the latest) the app's
 *    modules and its full stylesheet are fetched ahead, not run or applied;
 *  - the app starts on the first sign of a person (a touch, a press, a key, a focus, a wheel, a
 *    scroll or a move of the mouse; one before the first paint counts once the page is on screen), or once the page has lain still for 5 s after its load (no
 *    long task meanwhile; 10 s at the latest), at an idle moment; at once (after the first paint) when the address carries a query or a fragment
 *    (a mail link, a sign-in provider's error: the app has something to do at load) or the tab is
 *    hidden (no one is looking: nothing to keep free);
 *  - starting: the full stylesheet is applied and, when it is in (or after 5 s without it), the
 *    entry imported, so what the app renders later is styled. `performance.mark("app-start")`
 *    records the moment.
 * A press on a button before the app is live is held by the head script and replayed once it is
 * (lib/held-press.ts); a form sent meanwhile is held likewise (lib/held-submit.ts).
 * Its element's data attributes say what to load (BOOT_DATA, written by server/pages/template.ts).
 * Bundled like the head script (scripts/inline-scripts.ts), allowed by its hash.
 */
import { APP_START_MARK, BOOT_DATA, STILL_START_MS } from "@/shared/document";

const FIRST_PAINT_LATEST_MS = 3000;
const STILL_LATEST_MS = 10_000;
const STYLESHEET_LATEST_MS = 5000;
/** What a person does to a page; the first of them starts the app. */
const SIGNS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;
const LISTENING: AddEventListenerOptions = { capture: true, passive: true };

const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
const data = (document.currentScript as HTMLScriptElement).dataset;
const urls = (value: string | undefined) => (value ?? "").split(" ").filter(Boolean);
const entry = data[BOOT_DATA.entry] ?? "";
const stylesheets = urls(data[BOOT_DATA.css]);

function addLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  link.crossOrigin = "";
  document.head.append(link);
  return link;
}

let fetched = false;
/** The app's modules (fetched and compiled, not run) and its stylesheet (into the cache, not applied). */
function fetchAhead() {
  if (fetched) return;
  fetched = true;
  for (const href of stylesheets) addLink("prefetch", href);
  for (const href of [entry, ...urls(data[BOOT_DATA.preload])]) addLink("modulepreload", href);
}

function withoutFontFaces(sheet: CSSStyleSheet | null) {
  try {
    const rules = sheet?.cssRules ?? [];
    for (let i = rules.length - 1; i >= 0; i--) if (rules[i] instanceof CSSFontFaceRule) sheet!.deleteRule(i);
  } catch {
    // rules not readable: the stylesheet applies whole, faces and all
  }
}

let painted = false;
/** A sign of a person came before the first paint: the app starts once the page is on screen. */
let wanted = false;
let started = false;
function start() {
  if (started) return;
  // the paint comes first (ADR 025): fetching and running the app before it would delay it; a
  // hidden tab paints nothing and starts at once
  if (!painted && document.visibilityState !== "hidden") {
    wanted = true;
    return;
  }
  started = true;
  for (const type of SIGNS) removeEventListener(type, start, LISTENING);
  performance.mark(APP_START_MARK);
  fetchAhead();
  const applied = stylesheets.map(
    (href) =>
      new Promise<unknown>((done) => {
        // Taken in while matching no medium, then applied without its @font-face rules: the page's
        // inline rules declare every face already, and faces declared again make the browser lay
        // out all the text anew (on /result/{id}, half of the task that applies the stylesheet).
        const link = addLink("stylesheet", href);
        link.media = "not all";
        link.onload = () => {
          withoutFontFaces(link.sheet);
          link.media = "all";
          done(null);
        };
        link.onerror = done;
      }),
  );
  const late = new Promise((done) => setTimeout(done, STYLESHEET_LATEST_MS));
  void Promise.race([Promise.all(applied), late]).then(() => import(entry));
}

/**
 * Once the page has lain still for STILL_START_MS (5 s) after its load (no long task meanwhile, where the browser
 * reports them: a busy phone is not given more to do), at its next idle moment; 10 s after the
 * load at the latest.
 */
function startWhenStill() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idleStart = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 1000 });
    else start();
  };
  const still = () => {
    clearTimeout(timer);
    if (!started) timer = setTimeout(idleStart, STILL_START_MS);
  };
  const afterLoad = () => {
    still();
    setTimeout(start, STILL_LATEST_MS);
    if (Observer?.supportedEntryTypes?.includes("longtask")) {
      new Observer((_, observer) => (started ? observer.disconnect() : still())).observe({
        type: "longtask",
      });
    }
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}

function afterFirstPaint() {
  if (painted) return;
  painted = true;
  if (wanted || location.search || location.hash) start();
  else {
    fetchAhead();
    startWhenStill();
  }
}

for (const type of SIGNS) addEventListener(type, start, LISTENING);
if (document.visibilityState === "hidden") start();
else {
  setTimeout(afterFirstPaint, FIRST_PAINT_LATEST_MS);
  document.addEventListener("visibilitychange", () => document.hidden && start(), { once: true });
  if (Observer?.supportedEntryTypes?.includes("paint")) {
    new Observer((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      afterFirstPaint();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(afterFirstPaint));
  }
}
