/**
 * A piece of the shell whose code loads after the first paint (the toasts, the user menu) and may
 * fail to arrive: the app opened offline before the service worker kept that chunk. Such a failure
 * must never blank the pages, so the piece is left out (or its fallback shown) and its code asked
 * for again once the browser is back online. React.lazy remembers a failed import, hence a new
 * lazy component per attempt. Pages have their own boundary (connection-notice.tsx).
 */
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from "react";

class Quiet extends Component<
  { children: ReactNode; fallback: ReactNode; onFailed: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function optionalChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
): ComponentType<P> {
  return function OptionalChunk(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new lazy component for each attempt
    const Loaded = useMemo(() => lazy(load), [attempt]);
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
      <Quiet key={attempt} fallback={fallback} onFailed={() => setFailed(true)}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </Quiet>
    );
  };
}
