import { Sparkles } from "lucide-react";
import { type MouseEvent, type PointerEvent, useEffect, useRef } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { T } from "@/shared/texts";

const HINT_IDLE = "Basılı tutarsan şarkın küçük bir ritüelle çekilir";
const HINT_HOLDING = "Bırakma… aklındaki sayıyı düşün";

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
 * a slow phone keeps up; and the hold is the button's data-holding attribute and the hint's text,
 * set on the elements, not a render of React: the press's task stays short (bench/reveal.ts).
 */
export function DrawButton({ drawing, disabled, onHoldComplete, onPress }: DrawButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  /** the live hint under the button; its text is set here while the hold lasts, not by React */
  const hint = useRef<HTMLSpanElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const started = useRef(0);
  const completed = useRef(false);
  /** a pointer press ended: the click the browser makes of it (if any) must not submit again */
  const swallowClick = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setHolding = (holding: boolean) => {
    if (holding) button.current?.setAttribute("data-holding", "true");
    else button.current?.removeAttribute("data-holding");
    const text = holding ? HINT_HOLDING : HINT_IDLE;
    if (hint.current && hint.current.textContent !== text) hint.current.textContent = text;
  };

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
        ref={button}
        className="group/hold relative isolate h-14 w-full touch-manipulation select-none overflow-hidden text-lg [-webkit-touch-callout:none]"
        disabled={disabled}
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
          className="hold-fill -z-10 absolute inset-0 origin-left scale-x-0 bg-gradient-to-r from-gold/30 via-gold/60 to-gold/90 duration-200 ease-out group-data-[holding]/hold:scale-x-100 group-data-[holding]/hold:duration-[1500ms] group-data-[holding]/hold:ease-linear"
          style={{ transitionProperty: "transform" }}
        />
        {/* shown (and so animated) only while holding */}
        <span
          aria-hidden
          className="-z-10 absolute inset-0 hidden animate-soft-pulse bg-gold/20 blur-md group-data-[holding]/hold:block"
        />
        {drawing ? (
          <>
            <Spinner size="md" />
            {T.play.drawing}
          </>
        ) : (
          <>
            <Sparkles aria-hidden className="size-5 group-data-[holding]/hold:animate-spin-slow" />
            {T.play.drawButton}
          </>
        )}
      </Button>
      <p className="text-center text-muted-foreground text-xs" aria-live="polite">
        {/* React writes the idle text once and never changes it; setHolding swaps it */}
        <span ref={hint}>{HINT_IDLE}</span>
      </p>
    </div>
  );
}
