import { useEffect, useState } from "react";
import { cn } from "@/client/lib/utils";
import { T } from "@/shared/texts";

/** Spec section 9: three steps of 5000 ms, the progress bar ticks every 50 ms. */
export const LOADER_STEP_MS = 5000;
export const LOADER_TICK_MS = 50;
const STEPS = T.play.loaderSteps;
const TOTAL_MS = LOADER_STEP_MS * STEPS.length;

/** A record on a slow turntable: grooves, a gold label and a soft glow. */
function Vinyl() {
  return (
    <div className="relative size-28 shrink-0" aria-hidden>
      <div className="absolute -inset-3 animate-soft-pulse rounded-full bg-gold/20 blur-xl" />
      <div
        className="absolute inset-0 animate-[spin-slow_3.2s_linear_infinite] rounded-full shadow-[0_8px_30px_-10px_rgb(0_0_0/0.6)]"
        style={{
          background:
            "repeating-radial-gradient(circle at center, oklch(0.2 0.03 285) 0 1.5px, oklch(0.27 0.04 290) 1.5px 3px)",
        }}
      >
        {/* a sheen that makes the turning visible */}
        <div className="absolute inset-0 rounded-full bg-[conic-gradient(from_20deg,transparent_0deg,rgb(255_255_255/0.16)_40deg,transparent_80deg,transparent_180deg,rgb(255_255_255/0.1)_220deg,transparent_260deg)]" />
        <div className="absolute inset-[34%] rounded-full bg-[radial-gradient(circle,var(--gold)_0%,color-mix(in_oklch,var(--gold)_70%,var(--mystic))_100%)]">
          <div className="absolute inset-[40%] rounded-full bg-card" />
        </div>
      </div>
    </div>
  );
}

/** The generating state of the comment block: a small ritual while the comment is written. */
export function MysticLoader() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const start = performance.now();
    const id = setInterval(() => {
      const now = performance.now() - start;
      setElapsed(now);
      if (now >= TOTAL_MS) clearInterval(id);
    }, LOADER_TICK_MS);
    return () => clearInterval(id);
  }, []);

  const step = Math.min(Math.floor(elapsed / LOADER_STEP_MS), STEPS.length - 1);
  const progress = Math.min(100, Math.round((elapsed / TOTAL_MS) * 1000) / 10);

  return (
    <div className="flex flex-col items-center gap-5 py-4 text-center" data-testid="mystic-loader">
      <Vinyl />
      <p
        key={step}
        className="min-h-[3.5rem] max-w-sm animate-[fade-in_400ms_ease-out] text-balance font-display font-semibold text-2xl leading-snug"
        aria-live="polite"
        data-testid="loader-message"
      >
        {STEPS[step]}
      </p>
      <div className="w-full max-w-sm">
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Fal yorumu hazırlanıyor"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
        >
          <div
            className="h-full rounded-full bg-[linear-gradient(90deg,var(--mystic),var(--gold))] transition-[width] duration-100 ease-linear"
            style={{ width: `${progress}%` }}
          />
        </div>
        <ol className="mt-3 flex justify-center gap-2" aria-hidden>
          {STEPS.map((s, i) => (
            <li
              key={s}
              className={cn("size-1.5 rounded-full bg-border transition-colors", i <= step && "bg-gold")}
            />
          ))}
        </ol>
      </div>
    </div>
  );
}
