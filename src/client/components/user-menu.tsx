import { useMutation } from "@tanstack/react-query";
import { History, LogOut } from "lucide-react";
import { useLocation } from "wouter";
import { reloadHome } from "@/client/lib/auth";
import { apiRequest } from "@/client/lib/query-client";
import type { User } from "@/shared/api";
import { T } from "@/shared/texts";
import { fullNameOf, initialOf } from "./header";
import { Avatar, AvatarFallback, AvatarImage } from "./ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";

export default function UserMenu({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const logout = useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onError: (error) => console.error("logout failed", error),
    onSettled: () => reloadHome(),
  });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="rounded-full focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          aria-label="Kullanıcı menüsü"
          data-testid="user-menu"
        >
          <Avatar>
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback>{initialOf(user)}</AvatarFallback>
          </Avatar>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <div className="font-semibold" data-testid="user-name">
            {fullNameOf(user)}
          </div>
          <div className="truncate text-muted-foreground text-xs" data-testid="user-email">
            {user.email}
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/history")}>
          <History aria-hidden />
          {T.header.history}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden />
          {T.header.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
