import "./index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { createQueryClient } from "./lib/query-client";
import { ThemeProvider } from "./lib/theme";

const queryClient = createQueryClient();
// Toasts render through Radix; its code loads after the first paint (the toast state is tiny).
const Toaster = lazy(() => import("./components/toaster").then((m) => ({ default: m.Toaster })));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <App />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);

// Installable app (scripts/vite-plugin-pwa.ts): the service worker serves the shell offline.
// Production only: in development it would serve yesterday's modules.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {});
  });
}
