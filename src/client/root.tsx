/** The whole client tree: main.tsx renders or hydrates it, prerender.tsx renders it at build time. */
import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { App } from "./app";
import { optionalChunk } from "./components/optional-chunk";

// Toasts render through Radix; its code loads after the first paint (the toast state is tiny).
const Toaster = optionalChunk<object>(() =>
  import("./components/toaster").then((m) => ({ default: m.Toaster })),
);

export function Root({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
