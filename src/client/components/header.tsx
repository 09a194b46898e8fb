import { History, Moon, Sparkles, Sun } from "lucide-react";
import { Link, useLocation } from "wouter";
import { useTheme } from "@/client/lib/theme";
import type { User } from "@/shared/api-types";
import { FIRST_VISIT_TEXTS as T } from "@/shared/first-visit-texts";
import { optionalChunk } from "./optional-chunk";
import { buttonVariants } from "./ui/button-variants";

// The header is on every first visit: its buttons take the button's classes (buttonVariants)
// rather than <Button>, whose class merging (tailwind-merge) and Radix Slot would come along.
// The menu (Radix dropdown) is only needed once someone is signed in.
const UserMenu = optionalChunk(
  () => import("./user-menu"),
  <div className="size-9 rounded-full bg-secondary" />,
);

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? "Açık görünüme geç" : "Koyu görünüme geç";
  // A plain title rather than a Radix tooltip keeps the landing page's JavaScript small.
  return (
    <button
      type="button"
      className={buttonVariants({ variant: "ghost", size: "icon" })}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {/* Both, shown by <html class="dark">, which the head script sets before the first paint:
          a page prerendered dark shows the visitor's own theme's icon before the app is live */}
      <Sun aria-hidden className="hidden dark:block" />
      <Moon aria-hidden className="dark:hidden" />
    </button>
  );
}

export function Header({ user }: { user: User | null }) {
  const [location] = useLocation();
  const onHistory = location === "/history";
  return (
    <header className="sticky top-0 z-40 border-border/60 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-4">
        <Link
          href="/"
          className="mr-auto flex items-center gap-2 rounded-md font-display font-bold text-2xl tracking-tight"
        >
          <Sparkles className="size-5 text-gold" aria-hidden />
          <span>{T.brand}</span>
        </Link>
        {user && (
          <Link
            href="/history"
            className={buttonVariants({
              variant: onHistory ? "secondary" : "ghost",
              size: "sm",
              className: onHistory && "ring-1 ring-gold/50",
            })}
            aria-current={onHistory ? "page" : undefined}
            data-testid="history-button"
          >
            <History aria-hidden />
            <span className="hidden sm:inline">{T.header.history}</span>
            <span className="sr-only sm:hidden">{T.header.history}</span>
          </Link>
        )}
        <ThemeToggle />
        {user && <UserMenu user={user} />}
      </div>
    </header>
  );
}
