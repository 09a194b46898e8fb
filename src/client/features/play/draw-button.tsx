import { Sparkles } from "lucide-react";
import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/utils";
import { T } from "@/shared/texts";

/** How long the button is held for the ritual; a shorter press is a click (the spec's draw). */
export const HOLD_MS = 1500;

interface DrawButtonProps {
  drawing: boolean;
  disabled: boolean;
  /** the button was held for HOLD_MS: draw with the ritual */
  onHoldComplete: () => void;
  /** let go on the button before HOLD_MS, however long it was pressed: the spec's click draw */
  onPress: () => void;
}

function vibrate(pattern: number | number[]) {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // not allowed here: the ritual goes on without it
  }
}

/**
 * 'Falımı Çek': every press on it draws once. Pressing and holding plays a short ritual (a gold
 * fill sweeps the button, a glow breathes) and draws when it is full; letting go on the button
 * before that draws as a click does (spec section 4), whether the press was short or not. The
 * pointer's release draws, not the browser's click: a phone makes no click after a long touch.
 * Sliding off the button (or the browser taking the touch for a scroll) cancels. Keys and
 * Enter in the number field submit the form. Only transform and opacity change while holding, so
 * a slow phone keeps up.
 */
export function DrawButton({ drawing, disabled, onHoldComplete, onPress }: DrawButtonProps) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const started = useRef(0);
  const completed = useRef(false);
  /** a pointer press ended: the click the browser makes of it (if any) must not submit again */
  const swallowClick = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = (e: PointerEvent<HTMLButtonElement>) => {
    if (disabled || e.button !== 0) return;
    started.current = performance.now();
    completed.current = false;
    setHolding(true);
    vibrate(8);
    timer.current = window.setTimeout(() => {
      completed.current = true;
      setHolding(false);
      vibrate([20, 40, 30]);
      // The draw in a task of its own: the button's last frame and the draw's render would make
      // one long task on a slow phone (bench/reveal.ts).
      timer.current = window.setTimeout(onHoldComplete);
    }, HOLD_MS);
  };

  const end = (released: boolean) => {
    if (!started.current) return;
    // after the hold the timer is the draw's own task: it must still run
    if (!completed.current) window.clearTimeout(timer.current);
    started.current = 0;
    setHolding(false);
    swallowClick.current = true;
    if (released && !completed.current) onPress();
  };

  // A click made by a pointer (detail > 0) after a press this button already handled. Keys and
  // the form's implicit submission make clicks with detail 0: those submit as usual.
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (e.detail > 0 && swallowClick.current) e.preventDefault();
    swallowClick.current = false;
  };

  return (
    <div className="grid gap-1.5">
      <Button
        type="submit"
        size="lg"
        className="relative isolate h-14 w-full touch-manipulation select-none overflow-hidden text-lg [-webkit-touch-callout:none]"
        disabled={disabled}
        data-holding={holding || undefined}
        data-testid="draw-button"
        onPointerDown={start}
        onClick={click}
        onPointerUp={() => end(true)}
        onPointerLeave={() => end(false)}
        onPointerCancel={() => end(false)}
        onContextMenu={(e) => e.preventDefault()}
      >
        <span
          aria-hidden
          className={cn(
            "hold-fill -z-10 absolute inset-0 origin-left bg-gradient-to-r from-gold/30 via-gold/60 to-gold/90",
            holding ? "scale-x-100 duration-[1500ms] ease-linear" : "scale-x-0 duration-200 ease-out",
          )}
          style={{ transitionProperty: "transform" }}
        />
        {holding && (
          <span aria-hidden className="-z-10 absolute inset-0 animate-soft-pulse bg-gold/20 blur-md" />
        )}
        {drawing ? (
          <>
            <Spinner size="md" />
            {T.play.drawing}
          </>
        ) : (
          <>
            <Sparkles aria-hidden className={cn("size-5", holding && "animate-spin-slow")} />
            {T.play.drawButton}
          </>
        )}
      </Button>
      <p className="text-center text-muted-foreground text-xs" aria-live="polite">
        {holding ? "Bırakma… aklındaki sayıyı düşün" : "Basılı tutarsan şarkın küçük bir ritüelle çekilir"}
      </p>
    </div>
  );
}
