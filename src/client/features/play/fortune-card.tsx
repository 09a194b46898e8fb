import { Crown } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { cn } from "@/client/lib/utils";
import { T } from "@/shared/texts";
import { THEMES, type ThemeId } from "@/shared/themes";
import { DrawButton } from "./draw-button";

export const DRAW_DELAY_MS = 800;

export type DrawMode = "click" | "ritual";

interface FortuneCardProps {
  isPremium: boolean;
  theme: ThemeId;
  onThemeChange: (theme: ThemeId) => void;
  number: string;
  onNumberChange: (value: string) => void;
  /** the spec's checks (toasts on failure); the drawing state starts only when it gives a number */
  validate: () => bigint | null;
  /** resolves when the draw is over; "ritual" after the button was held (draw-button.tsx) */
  onDraw: (number: bigint, mode: DrawMode) => Promise<void>;
}

/** 'Falını Keşfet': the theme picker, the number (the hero of the screen) and the draw button. */
export function FortuneCard({
  isPremium,
  theme,
  onThemeChange,
  number,
  onNumberChange,
  validate,
  onDraw,
}: FortuneCardProps) {
  const [drawing, setDrawing] = useState(false);
  const numberId = useId();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const swallowSubmitUntil = useRef(0);

  const draw = async (mode: DrawMode) => {
    if (drawing || number.trim() === "") return;
    const parsed = validate();
    if (parsed === null) return;
    setDrawing(true);
    try {
      await onDraw(parsed, mode);
    } finally {
      if (mounted.current) setDrawing(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (performance.now() < swallowSubmitUntil.current) return;
    void draw("click");
  };

  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-4 text-center">
        <CardTitle className="text-3xl">{T.play.cardTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-5" aria-busy={drawing}>
          <fieldset className="grid grid-cols-2 gap-2.5" disabled={drawing}>
            <legend className="mb-2 font-medium text-sm">Tema</legend>
            {THEMES.map((t) => {
              const locked = t.premium && !isPremium;
              const selected = theme === t.id;
              return (
                <label
                  key={t.id}
                  data-testid={`theme-${t.id}`}
                  className={cn(
                    "relative flex min-h-[4.25rem] cursor-pointer flex-col items-start justify-center rounded-xl border bg-background/40 px-3.5 py-2.5 text-left transition-colors",
                    "hover:border-gold/60 hover:bg-accent/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2",
                    (locked || drawing) && "cursor-not-allowed hover:border-border hover:bg-background/40",
                    // Dim the name and description, not the 'Premium' mark: it tells why.
                    (locked || drawing) && "[&>span:not([data-premium])]:opacity-55",
                    selected && "border-gold bg-gold/10 ring-1 ring-gold/60",
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={t.id}
                    checked={selected}
                    disabled={locked || drawing}
                    onChange={() => onThemeChange(t.id)}
                    className="sr-only"
                  />
                  <span className="font-semibold">{t.label}</span>
                  <span className="text-muted-foreground text-xs">{t.description}</span>
                  {/* On a phone the badge gets a line of its own: in the corner it would touch the name. */}
                  {locked && (
                    <span
                      data-premium
                      className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-gold/15 px-1.5 py-0.5 font-semibold text-[11px] text-foreground sm:absolute sm:top-2 sm:right-2 sm:mt-0"
                    >
                      <Crown className="size-3 text-gold" aria-hidden />
                      {T.play.premiumLabel}
                    </span>
                  )}
                </label>
              );
            })}
          </fieldset>

          <div className="grid gap-2">
            <label htmlFor={numberId} className="font-medium text-sm">
              Aklındaki sayı
            </label>
            <Input
              id={numberId}
              value={number}
              onChange={(e) => onNumberChange(e.target.value)}
              placeholder={T.play.numberPlaceholder}
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="go"
              maxLength={60}
              disabled={drawing}
              data-testid="number-input"
              className="h-20 text-center font-display font-bold text-5xl tracking-wide placeholder:font-sans placeholder:font-normal placeholder:text-xl md:text-5xl"
            />
          </div>

          <DrawButton
            drawing={drawing}
            disabled={drawing || number.trim() === ""}
            onHoldComplete={() => void draw("ritual")}
            onHoldEnded={() => {
              // the click this press makes (if any) follows at once: it must not draw again
              swallowSubmitUntil.current = performance.now() + 400;
            }}
          />
          {drawing && (
            <div className="flex justify-center" aria-hidden>
              <div className="size-16 rounded-full border-4 border-gold/30 border-t-gold animate-spin-slow" />
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
