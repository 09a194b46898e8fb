import "./index.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ROOT_ID, type RootMark, SSR_DATA_ID, type SsrData } from "@/shared/document";
import { createQueryClient } from "./lib/query-client";
import { queryKeys } from "./lib/query-keys";
import { Root } from "./root";

const queryClient = createQueryClient();
const container = document.getElementById(ROOT_ID)!;
const marked = (mark: RootMark) => container.dataset[mark] !== undefined;

const prerendered = marked("prerendered");
if (prerendered || marked("signedOut")) {
  // The server sent this page to a request without a session cookie (server/pages/): signed
  // out for sure, so no current-user call (its 401 would only say so, in the console). Signing in
  // reloads the page, which then comes with the cookie.
  queryClient.setQueryDefaults(queryKeys.user, { staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(queryKeys.user, null);
}
// A page the server rendered with data (/result/{id}: src/client/ssr.tsx) carries that data, so
// hydration renders from it and nothing is fetched again.
const embedded = document.getElementById(SSR_DATA_ID)?.textContent;
if (embedded) {
  const data = JSON.parse(embedded) as SsrData;
  if (data.publicDraw) queryClient.setQueryData(queryKeys.publicDraw(data.publicDraw.id), data.publicDraw);
}
if (prerendered) {
  // prerendered at build time (scripts/prerender.ts) or by the server for a visitor (/result/{id}):
  // signed out, hydrated as it is
  hydrateRoot(container, <Root queryClient={queryClient} />);
} else {
  createRoot(container).render(<Root queryClient={queryClient} />);
}

// Installable app (scripts/vite-plugin-pwa.ts): the service worker serves the shell offline.
// Production only: in development it would serve yesterday's modules.
// After the page's load, which on a page sent paint first (server/pages/critical-css.ts) is usually over
// before this module runs.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
