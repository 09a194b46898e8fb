import { ChartColumn, History, LogOut, UserRound } from "lucide-react";
import { useLocation } from "wouter";
import { useLogout } from "@/client/lib/logout";
import type { User } from "@/shared/api-types";
import { T } from "@/shared/texts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";
import { fullNameOf, UserAvatar } from "./user-avatar";

export default function UserMenu({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="rounded-full focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          aria-label="Kullanıcı menüsü"
          data-testid="user-menu"
        >
          <UserAvatar user={user} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-60">
        {/* The avatar, name and email open the profile page too. */}
        <DropdownMenuItem
          onSelect={() => navigate("/profile")}
          className="gap-3 py-2"
          data-testid="menu-account"
        >
          <UserAvatar user={user} className="size-10" />
          <span className="min-w-0">
            <span className="block truncate font-semibold" data-testid="user-name">
              {fullNameOf(user)}
            </span>
            <span className="block truncate text-muted-foreground text-xs" data-testid="user-email">
              {user.email}
            </span>
          </span>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/profile")} data-testid="menu-profile">
          <UserRound aria-hidden />
          Profil
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/history")}>
          <History aria-hidden />
          {T.header.history}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/stats")} data-testid="menu-stats">
          <ChartColumn aria-hidden />
          {T.stats.title}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden />
          {T.header.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
