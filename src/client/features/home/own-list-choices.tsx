import { FileSpreadsheet, type LucideIcon, Music2, SquarePlay } from "lucide-react";
import { Button } from "@/client/components/ui/button";

interface Choice {
  /** the card's data-testid */
  card: string;
  label: string;
  icon: LucideIcon;
  iconClassName: string;
}

const CHOICES: Choice[] = [
  {
    card: "spotify-card",
    label: "Spotify",
    icon: Music2,
    iconClassName: "text-[#1a9c48] dark:text-[#1ed760]",
  },
  {
    card: "youtube-card",
    label: "YouTube",
    icon: SquarePlay,
    iconClassName: "text-[#d9002b] dark:text-[#ff4d6d]",
  },
  { card: "csv-card", label: "CSV dosyası", icon: FileSpreadsheet, iconClassName: "text-gold" },
];

/**
 * The three ways in for one's own list, in one row under 'Kendi listenle çek': on a phone they sit
 * on the first screen (the cards come below), and a tap brings that card up with its field ready.
 * From md up the cards themselves are in view, so the row is not shown.
 */
export function OwnListChoices() {
  const go = (card: string) => {
    const target = document.querySelector<HTMLElement>(`[data-testid="${card}"]`);
    if (!target) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
    target.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  };
  return (
    <div className="mb-3 flex flex-wrap gap-2 sm:mb-4 md:hidden" data-testid="own-list-choices">
      {CHOICES.map(({ card, label, icon: Icon, iconClassName }) => (
        <Button
          key={card}
          variant="outline"
          size="sm"
          className="rounded-full bg-card/60"
          onClick={() => go(card)}
          data-testid={`own-list-${card}`}
        >
          <Icon className={iconClassName} aria-hidden />
          {label}
        </Button>
      ))}
    </div>
  );
}
