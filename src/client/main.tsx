import "./index.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient } from "./lib/query-client";
import { queryKeys } from "./lib/query-keys";
import { Root } from "./root";

const queryClient = createQueryClient();
const container = document.getElementById("root")!;

if (container.dataset.prerendered !== undefined) {
  // A page prerendered at build time (scripts/prerender.mjs) is only ever sent to a visitor with
  // no session: it was drawn signed out, and hydrates so. The current-user call still runs.
  queryClient.setQueryData(queryKeys.user, null);
  hydrateRoot(container, <Root queryClient={queryClient} />);
} else {
  createRoot(container).render(<Root queryClient={queryClient} />);
}

// Installable app (scripts/vite-plugin-pwa.ts): the service worker serves the shell offline.
// Production only: in development it would serve yesterday's modules.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {});
  });
}
