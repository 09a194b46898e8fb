/** The person's avatar as the header and the profile page show it (spec section 2, Header). */
import { cn } from "@/client/lib/utils";
import type { User } from "@/shared/api-types";
import { T } from "@/shared/texts";
import { Avatar, AvatarFallback, AvatarImage } from "./ui/avatar";

/** The first letter of the first name, else of the email. */
export function initialOf(user: Pick<User, "firstName" | "email">): string {
  const source = user.firstName?.trim() || user.email;
  return (source[0] ?? "?").toLocaleUpperCase("tr-TR");
}

/** Full name, or 'Kullanıcı'. */
export function fullNameOf(user: Pick<User, "firstName" | "lastName">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || T.header.defaultName;
}

export function UserAvatar({
  user,
  className,
  fallbackClassName,
}: {
  user: Pick<User, "firstName" | "email" | "profileImageUrl">;
  className?: string;
  fallbackClassName?: string;
}) {
  return (
    <Avatar className={className}>
      {user.profileImageUrl && (
        <AvatarImage
          src={user.profileImageUrl}
          alt=""
          referrerPolicy="no-referrer"
          data-testid="avatar-image"
        />
      )}
      <AvatarFallback className={cn(fallbackClassName)}>{initialOf(user)}</AvatarFallback>
    </Avatar>
  );
}
