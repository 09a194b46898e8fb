import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { T } from "@/shared/texts";
import type { ThemeId } from "@/shared/themes";
import { DrawButton } from "./draw-button";
import { ThemePicker } from "./theme-picker";

export const DRAW_DELAY_MS = 800;

export type DrawMode = "click" | "ritual";

interface FortuneCardProps {
  isPremium: boolean;
  theme: ThemeId;
  onThemeChange: (theme: ThemeId) => void;
  /** a free account tapped a premium theme (its option stays disabled, as the spec shows it) */
  onLockedTheme: (theme: ThemeId) => void;
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
  onLockedTheme,
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

  const draw = async (mode: DrawMode) => {
    if (drawing || number.trim() === "") return;
    const parsed = validate();
    if (parsed === null) return;
    // The ritual's draw takes no time (the hold was the wait): a drawing state would be switched
    // on and off within one task, two renders of this card in the hold's last frame for nothing.
    if (mode === "ritual") return onDraw(parsed, mode);
    setDrawing(true);
    try {
      await onDraw(parsed, mode);
    } finally {
      if (mounted.current) setDrawing(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void draw("click");
  };

  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-4 text-center">
        <CardTitle className="text-3xl">{T.play.cardTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-5" aria-busy={drawing}>
          <ThemePicker
            isPremium={isPremium}
            theme={theme}
            onThemeChange={onThemeChange}
            onLockedTheme={onLockedTheme}
            disabled={drawing}
          />

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
            onPress={() => void draw("click")}
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
