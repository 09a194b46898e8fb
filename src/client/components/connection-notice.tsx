import { WifiOff } from "lucide-react";
import { Component, type ReactNode, useEffect } from "react";
import { FIRST_VISIT_TEXTS as T } from "@/shared/first-visit-texts";
import { buttonVariants } from "./ui/button-variants";

// Part of the entry script (app.tsx): the first visit's texts and the button's classes without
// <Button>, as the header does (ui/button-variants.ts).

/** A full screen high, like the page loader it stands in for: the footer stays below the fold. */
function Notice({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
      <WifiOff className="size-10 text-gold" aria-hidden />
      <h1 className="font-display font-semibold text-3xl">{title}</h1>
      <p className="max-w-sm text-muted-foreground">{body}</p>
      {action}
    </div>
  );
}

/**
 * Shown instead of the pages while the server cannot be reached (the installed app opened
 * offline): the current-user call is made again when the browser says it is back online, and the
 * page opens by itself; the button asks again at once.
 */
export function ConnectionNotice({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [onRetry]);
  return (
    <Notice
      title={T.offline.title}
      body={T.offline.body}
      action={
        <button type="button" className={buttonVariants({ variant: "outline" })} onClick={onRetry}>
          {T.offline.retry}
        </button>
      }
    />
  );
}

/**
 * Renders `fallback` instead of its children once they throw: a chunk that did not arrive (offline
 * and not cached yet, or a build replaced since the tab opened) would otherwise blank the screen.
 */
export class ChunkBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; onFailed?: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A page whose code did not arrive: says so and offers a reload. */
export function PageLoadBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkBoundary
      fallback={
        <Notice
          title={T.offline.pageFailedTitle}
          body={T.offline.pageFailed}
          action={
            <button
              type="button"
              className={buttonVariants({ variant: "outline" })}
              onClick={() => window.location.reload()}
            >
              {T.offline.reload}
            </button>
          }
        />
      }
    >
      {children}
    </ChunkBoundary>
  );
}
