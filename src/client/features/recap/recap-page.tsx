import { ArrowLeft, CalendarDays, Disc3, RotateCw, Sparkles } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/client/components/ui/button";
import { ApiError, errorMessage } from "@/client/lib/query-client";
import type { RecapMonths } from "@/shared/api-types";
import { pagePath } from "@/shared/routes";
import { T } from "@/shared/texts";
import { useRecap, useRecapMonths } from "./api";
import { RecapShare } from "./recap-share";
import { RecapView } from "./recap-view";

export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export function RecapLoading() {
  return (
    <div
      className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 text-muted-foreground"
      role="status"
      data-testid="recap-loading"
    >
      <Disc3 className="size-14 text-gold animate-spin-slow" aria-hidden />
      <span>{T.loading}</span>
    </div>
  );
}

/** The months with draws as a picker; choosing one opens its recap. */
function MonthPicker({ month, months }: { month: string; months: RecapMonths["months"] }) {
  const [, navigate] = useLocation();
  if (months.length === 0) return null;
  const listed = months.some((m) => m.month === month);
  return (
    <label className="flex items-center justify-center gap-2 text-sm">
      <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
      <span className="text-muted-foreground">Ay</span>
      <select
        className="h-9 rounded-lg border bg-card px-2 font-medium text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        value={listed ? month : ""}
        onChange={(e) => navigate(pagePath("recap", { key: e.target.value }))}
        data-testid="recap-month-picker"
      >
        {!listed && (
          <option value="" disabled>
            Bir ay seç
          </option>
        )}
        {months.map((m) => (
          <option key={m.month} value={m.month}>
            {m.label} ({m.total} fal)
          </option>
        ))}
      </select>
    </label>
  );
}

function Empty({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      className="rounded-2xl border border-dashed bg-card/40 px-6 py-12 text-center"
      data-testid="recap-empty"
    >
      <p className="text-muted-foreground">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {children}
        <Button asChild>
          <Link href="/">
            <Sparkles aria-hidden /> Fal Çek
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** /ozet/{yyyy-mm}: the owner's recap of a month, its 'Paylaş' and the other months. */
export default function RecapPage({ month }: { month: string }) {
  const months = useRecapMonths();
  const recap = useRecap(month);
  useDocumentTitle(recap.data ? `Ayın Falı: ${recap.data.label} · ${T.brand}` : `Ayın Falı · ${T.brand}`);

  let body: ReactNode;
  if (recap.isPending) body = <RecapLoading />;
  else if (recap.isError) {
    const status = recap.error instanceof ApiError ? recap.error.status : 0;
    body =
      status === 404 || status === 400 ? (
        <Empty message={errorMessage(recap.error, "Bu ayın özeti yok.")} />
      ) : (
        <Empty message="Ayın falı yüklenemedi.">
          <Button variant="outline" onClick={() => recap.refetch()} disabled={recap.isFetching}>
            <RotateCw aria-hidden /> Tekrar Dene
          </Button>
        </Empty>
      );
  } else {
    body = (
      <div className="grid gap-6">
        <RecapView recap={recap.data} owner />
        <RecapShare recap={recap.data} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-5 px-4 pt-6 pb-16" data-testid="recap-page">
      <nav className="flex flex-wrap items-center justify-between gap-3">
        <Link
          href="/history"
          className="inline-flex items-center gap-1.5 rounded text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> {T.history.title}
        </Link>
        <MonthPicker month={month} months={months.data?.months ?? []} />
      </nav>
      {body}
    </div>
  );
}
