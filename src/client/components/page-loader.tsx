import { FIRST_VISIT_TEXTS as T } from "@/shared/first-visit-texts";
import { Spinner } from "./ui/spinner";

/** A full screen high, so the footer waits below the fold and does not jump when the page arrives. */
export function PageLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground" role="status">
      <Spinner size="lg" className="text-gold" />
      <span>{T.loading}</span>
    </div>
  );
}
