import { cn } from "@/client/lib/utils";

const longDate = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric" });

/** '21 Kasım 2026' */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

export function LongDate({ iso, className }: { iso: string; className?: string }) {
  const text = formatLongDate(iso);
  if (!text) return null;
  return (
    <time dateTime={iso} className={cn("tabular-nums", className)}>
      {text}
    </time>
  );
}
