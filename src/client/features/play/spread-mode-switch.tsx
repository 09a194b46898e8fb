import { Crown, Layers3, Music } from "lucide-react";
import { cn } from "@/client/lib/utils";
import { T } from "@/shared/texts";

export type PlayMode = "single" | "spread";

/**
 * One song or 'Geçmiş · Şimdi · Gelecek'. For a free account the spread stays visible but locked:
 * a tap says it is Premium and opens the Premium dialog, as a premium theme does.
 */
export function SpreadModeSwitch({
  mode,
  isPremium,
  onChange,
  onLocked,
}: {
  mode: PlayMode;
  isPremium: boolean;
  onChange: (mode: PlayMode) => void;
  onLocked: () => void;
}) {
  const option =
    "flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-3 py-2 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2";
  const selected = "bg-primary text-primary-foreground shadow";
  const idle = "text-muted-foreground hover:bg-accent/60 hover:text-foreground";
  const spread = mode === "spread" && isPremium;
  return (
    <fieldset className="flex min-w-0 gap-1 rounded-full border bg-card/80 p-1" data-testid="play-mode">
      <legend className="sr-only">Fal türü</legend>
      <button
        type="button"
        aria-pressed={!spread}
        className={cn(option, "flex-none whitespace-nowrap px-4", !spread ? selected : idle)}
        onClick={() => onChange("single")}
        data-testid="mode-single"
      >
        <Music className="hidden size-4 sm:block" aria-hidden />
        {T.spread.single}
      </button>
      <button
        type="button"
        aria-pressed={spread}
        className={cn(option, "min-w-0", spread ? selected : idle, !isPremium && "opacity-90")}
        onClick={() => (isPremium ? onChange("spread") : onLocked())}
        data-testid="mode-spread"
        data-locked={!isPremium || undefined}
      >
        <Layers3 className="hidden size-4 shrink-0 sm:block" aria-hidden />
        <span className="truncate">{T.spread.title}</span>
        {!isPremium && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-gold/15 px-1.5 py-0.5 text-[11px] text-foreground">
            <Crown className="size-3 text-gold" aria-hidden />
            {/* on a phone the crown alone: the name of the option must stay whole */}
            <span className="sr-only sm:not-sr-only">{T.play.premiumLabel}</span>
          </span>
        )}
      </button>
    </fieldset>
  );
}
