/**
 * A piece of the shell whose code loads after the first paint (the toasts, the user menu) and may
 * fail to arrive: the app opened offline before the service worker kept that chunk. Such a failure
 * must never blank the pages, so the piece is left out (or its fallback shown) and its code asked
 * for again once the browser is back online. React.lazy remembers a failed import, hence a new
 * lazy component per attempt. Pages have their own boundary (connection-notice.tsx).
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { ChunkBoundary } from "./connection-notice";

export function optionalChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
): ComponentType<P> {
  // one lazy component shared by every render (the server renders the page again and again and
  // must find it loaded), replaced only after a failure
  let Loaded = lazy(load);
  let attempts = 0;
  return function OptionalChunk(props: P) {
    const [attempt, setAttempt] = useState(attempts);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed) return;
      const retry = () => {
        if (attempts === attempt) {
          attempts++;
          Loaded = lazy(load);
        }
        setFailed(false);
        setAttempt(attempts);
      };
      window.addEventListener("online", retry);
      return () => window.removeEventListener("online", retry);
    }, [failed, attempt]);
    return (
      <ChunkBoundary key={attempt} fallback={fallback} onFailed={() => setFailed(true)}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
}
