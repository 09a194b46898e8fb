import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import type { RecapMonths } from "@/shared/api-types";
import { pagePath } from "@/shared/routes";
import { Button } from "./ui/button";

/**
 * Ayın Falı's reads (GET /api/recap and /api/recap/:month, by the default query function: the key
 * is the path). Kept out of lib/query-keys.ts, which the landing page's entry carries (its budget),
 * and asked again whenever a page shows them (staleTime 0): a new draw changes the recap.
 */
export const RECAP_KEY = ["/api/recap"] as const;
export const RECAP_FRESH = { staleTime: 0 } as const;

/**
 * 'Ayın Falı': this month's recap, or last month's when this one has no draws yet (the server's
 * `suggested`); nothing before a first draw. Free for everyone (history and the statistics page).
 */
export function RecapLink({ testId }: { testId: string }) {
  const months = useQuery<RecapMonths>({ queryKey: RECAP_KEY, ...RECAP_FRESH });
  const month = months.data?.suggested;
  if (!month) return null;
  const label = months.data?.months.find((m) => m.month === month)?.label;
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={pagePath("recap", { key: month })} data-testid={testId} aria-label={`Ayın Falı: ${label}`}>
        <Sparkles aria-hidden className="text-gold" /> Ayın Falı
        <span className="text-muted-foreground">· {label}</span>
      </Link>
    </Button>
  );
}
