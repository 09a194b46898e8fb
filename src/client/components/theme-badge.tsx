import { Crown } from "lucide-react";
import { themeById } from "@/shared/themes";
import { Badge } from "./ui/badge";

/** The theme of a draw; premium themes carry a crown. */
export function ThemeBadge({ theme, className }: { theme: string; className?: string }) {
  const t = themeById(theme);
  const premium = t?.premium ?? false;
  return (
    <Badge variant={premium ? "premium" : "outline"} className={className} data-testid="theme-badge">
      {premium && <Crown className="text-gold" aria-hidden />}
      {t?.label ?? theme}
    </Badge>
  );
}
