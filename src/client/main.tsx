/**
 * The entry: small on purpose. The app is taken in in stages, each in a task of its own, so that on
 * a slow phone no single task holds the main thread for long (issue 24, ADR 035):
 *  1. React DOM, the largest module, evaluated alone;
 *  2. the app (start.tsx: the tree, the query cache), then the page rendered or hydrated, which
 *     React does in slices (start.tsx).
 * Both stages are fetched at once with this file (their modulepreload links are in index.html:
 * scripts/vite-plugin-boot-stages.ts); only their evaluation is spread out.
 */
import "./index.css";
import { ROOT_ID, type RootMark, SSR_DATA_ID, type SsrData } from "@/shared/document";

/** Resolves in a later task, so what follows starts with the main thread free for input and paint. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(): Promise<void> {
  const container = document.getElementById(ROOT_ID)!;
  const marked = (mark: RootMark) => container.dataset[mark] !== undefined;
  const embedded = document.getElementById(SSR_DATA_ID)?.textContent;
  await nextTask();
  await import("react-dom/client");
  await nextTask();
  const { start } = await import("./start");
  await nextTask();
  start(container, {
    prerendered: marked("prerendered"),
    signedOut: marked("signedOut"),
    data: embedded ? (JSON.parse(embedded) as SsrData) : null,
  });
}

void boot();

// Installable app (scripts/vite-plugin-pwa.ts): the service worker serves the shell offline.
// Production only: in development it would serve yesterday's modules.
// After the page's load, which on a page sent paint first (server/pages/critical-css.ts) is usually over
// before this module runs.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
