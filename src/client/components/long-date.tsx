import { useHydrated } from "@/client/lib/use-hydrated";
import { cn } from "@/client/lib/utils";

const longDate = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric" });
/** The server's render (and the hydration of it) says the date in Turkey's time, not the server's. */
const longDateTurkey = new Intl.DateTimeFormat("tr-TR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Istanbul",
});

/** '21 Kasım 2026', in the browser's time zone (or Turkey's, for `inTurkey`) */
export function formatLongDate(iso: string, inTurkey = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return (inTurkey ? longDateTurkey : longDate).format(date);
}

export function LongDate({ iso, className }: { iso: string; className?: string }) {
  const text = formatLongDate(iso, !useHydrated());
  if (!text) return null;
  return (
    <time dateTime={iso} className={cn("tabular-nums", className)}>
      {text}
    </time>
  );
}
