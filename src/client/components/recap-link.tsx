import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import { queryKeys } from "@/client/lib/query-keys";
import type { RecapMonths } from "@/shared/api-types";
import { pagePath } from "@/shared/routes";
import { Button } from "./ui/button";

/**
 * 'Ayın Falı': this month's recap, or last month's when this one has no draws yet (the server's
 * `suggested`); nothing before a first draw. Free for everyone (history and the statistics page).
 */
export function RecapLink({ testId }: { testId: string }) {
  const months = useQuery<RecapMonths>({ queryKey: queryKeys.recapMonths });
  const month = months.data?.suggested;
  if (!month) return null;
  const label = months.data?.months.find((m) => m.month === month)?.label;
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={pagePath("recap", { month })} data-testid={testId} aria-label={`Ayın Falı: ${label}`}>
        <Sparkles aria-hidden className="text-gold" /> Ayın Falı
        <span className="text-muted-foreground">· {label}</span>
      </Link>
    </Button>
  );
}
