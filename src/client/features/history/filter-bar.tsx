import { Crown, Lock, SlidersHorizontal, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { PremiumDialog } from "@/client/components/premium-dialog";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { toast } from "@/client/lib/use-toast";
import { cn } from "@/client/lib/utils";
import { DRAW_SOURCE_TYPES, type DrawSourceType } from "@/shared/limits";
import { T } from "@/shared/texts";
import { THEMES, type ThemeId } from "@/shared/themes";
import type { HistoryFilters } from "./api";

export const hasFilters = (f: HistoryFilters) => Boolean(f.theme || f.source || f.from || f.to);

const fieldClass =
  "h-10 w-full rounded-md border border-input bg-card/70 px-3 text-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 [color-scheme:light] dark:[color-scheme:dark]";

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}

/**
 * The Premium "detailed history": narrow the list by theme, source and dates, or to favourites.
 * A free account sees the button locked; pressing it says so and opens the Premium dialog.
 */
export function HistoryFilterBar({
  premium,
  filters,
  onChange,
  favoritesOnly,
  onFavoritesOnly,
}: {
  premium: boolean;
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
  favoritesOnly: boolean;
  onFavoritesOnly: (on: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const active = hasFilters(filters);

  if (!premium) {
    return (
      <div className="mb-4">
        <PremiumDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              data-testid="history-filters-locked"
              onClick={() => toast({ title: T.play.premiumTitle, description: T.history.filtersPremium })}
            >
              <Lock aria-hidden /> {T.history.filters}
              <Crown className="text-gold" aria-hidden />
            </Button>
          }
        />
      </div>
    );
  }

  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls="history-filters"
          onClick={() => setOpen(!open)}
          data-testid="history-filters-toggle"
          className={cn(active && "border-gold/60")}
        >
          <SlidersHorizontal aria-hidden /> {T.history.filters}
          {active && (
            <>
              <span className="size-2 rounded-full bg-gold" aria-hidden />
              <span className="sr-only">(etkin)</span>
            </>
          )}
        </Button>
        {active && (
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            <X aria-hidden /> {T.history.clearFilters}
          </Button>
        )}
      </div>
      {open && (
        <fieldset
          id="history-filters"
          className="mt-3 grid grid-cols-2 gap-3 rounded-2xl border bg-card/60 p-3.5 sm:grid-cols-4"
          data-testid="history-filters"
        >
          <legend className="sr-only">{T.history.filters}</legend>
          <Field label="Tema">
            {(id) => (
              <select
                id={id}
                className={fieldClass}
                value={filters.theme ?? ""}
                onChange={(e) => set({ theme: (e.target.value || undefined) as ThemeId | undefined })}
                data-testid="filter-theme"
              >
                <option value="">Tümü</option>
                {THEMES.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Kaynak">
            {(id) => (
              <select
                id={id}
                className={fieldClass}
                value={filters.source ?? ""}
                onChange={(e) => set({ source: (e.target.value || undefined) as DrawSourceType | undefined })}
                data-testid="filter-source"
              >
                <option value="">Tümü</option>
                {DRAW_SOURCE_TYPES.map((s) => (
                  <option key={s} value={s}>
                    {T.sources[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Başlangıç">
            {(id) => (
              <input
                id={id}
                type="date"
                className={fieldClass}
                value={filters.from ?? ""}
                max={filters.to}
                onChange={(e) => set({ from: e.target.value || undefined })}
                data-testid="filter-from"
              />
            )}
          </Field>
          <Field label="Bitiş">
            {(id) => (
              <input
                id={id}
                type="date"
                className={fieldClass}
                value={filters.to ?? ""}
                min={filters.from}
                onChange={(e) => set({ to: e.target.value || undefined })}
                data-testid="filter-to"
              />
            )}
          </Field>
          <label className="col-span-2 flex cursor-pointer items-center gap-2.5 text-sm sm:col-span-4">
            <input
              type="checkbox"
              className="size-4 accent-[var(--gold)]"
              checked={favoritesOnly}
              onChange={(e) => onFavoritesOnly(e.target.checked)}
              data-testid="filter-favorites"
            />
            Yalnızca favoriler
          </label>
        </fieldset>
      )}
    </div>
  );
}
