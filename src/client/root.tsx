/** The whole client tree: main.tsx renders or hydrates it, prerender.tsx renders it at build time. */
import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { Component, lazy, type ReactNode, StrictMode, Suspense, useEffect, useMemo, useState } from "react";
import { App } from "./app";
import { ThemeProvider } from "./lib/theme";

// Toasts render through Radix; its code loads after the first paint (the toast state is tiny).
const loadToaster = () => lazy(() => import("./components/toaster").then((m) => ({ default: m.Toaster })));

/** Renders nothing when its child's code could not be fetched, and tells its owner once. */
class Quiet extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The Toaster, whose chunk may fail to arrive (the app opened offline before the service worker
 * kept it): that must never blank the pages, so it is left out and asked for again once the
 * browser is back online (React.lazy remembers a failed import, hence a new one per attempt).
 */
function Toasts() {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new lazy component for each attempt
  const Toaster = useMemo(loadToaster, [attempt]);
  useEffect(() => {
    if (!failed) return;
    const retry = () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed]);
  return (
    <Quiet key={attempt} onFailed={() => setFailed(true)}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </Quiet>
  );
}

export function Root({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <App />
          <Toasts />
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
