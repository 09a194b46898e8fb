import { Crown } from "lucide-react";
import { cn } from "@/client/lib/utils";
import { T } from "@/shared/texts";
import { THEMES, type ThemeId } from "@/shared/themes";

interface ThemePickerProps {
  isPremium: boolean;
  theme: ThemeId;
  onThemeChange: (theme: ThemeId) => void;
  /** a free account tapped a premium theme (its option stays disabled, as the spec shows it) */
  onLockedTheme: (theme: ThemeId) => void;
  disabled: boolean;
}

/** The four themes as radio cards; premium ones locked for a free account (a tap says why). */
export function ThemePicker({ isPremium, theme, onThemeChange, onLockedTheme, disabled }: ThemePickerProps) {
  return (
    <fieldset className="grid grid-cols-2 gap-2.5" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">Tema</legend>
      {THEMES.map((t) => {
        const locked = t.premium && !isPremium;
        const selected = theme === t.id;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the disabled radio inside takes no keys; the Premium button on the home page is the keyboard's way to the same dialog
          <label
            key={t.id}
            data-testid={`theme-${t.id}`}
            onClick={locked && !disabled ? () => onLockedTheme(t.id) : undefined}
            className={cn(
              "relative flex min-h-[4.25rem] cursor-pointer flex-col items-start justify-center rounded-xl border bg-background/40 px-3.5 py-2.5 text-left transition-colors",
              "hover:border-gold/60 hover:bg-accent/40",
              (locked || disabled) && "cursor-not-allowed hover:border-border hover:bg-background/40",
              // Dim the name and description, not the 'Premium' mark: it tells why.
              (locked || disabled) && "[&>span:not([data-premium])]:opacity-55",
              selected && "border-gold bg-gold/10 ring-1 ring-gold/60",
            )}
          >
            <input
              type="radio"
              name="theme"
              value={t.id}
              checked={selected}
              disabled={locked || disabled}
              onChange={() => onThemeChange(t.id)}
              className="peer sr-only"
            />
            {/* the keyboard's focus ring, drawn around the card by its radio (no :has(), whose
                checks made every insertion into the page slower: bench/reveal.ts) */}
            <span
              aria-hidden
              className="-inset-px pointer-events-none absolute rounded-xl peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2"
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
  );
}
