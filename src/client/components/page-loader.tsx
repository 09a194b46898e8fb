import { T } from "@/shared/texts";
import { Spinner } from "./ui/spinner";

export function PageLoader() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center gap-3 text-muted-foreground" role="status">
      <Spinner className="size-6 text-gold" />
      <span>{T.loading}</span>
    </div>
  );
}
