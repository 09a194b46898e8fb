/**
 * Small guards that name what a route needs. `request.user` is set by the session plugin
 * (auth/session-plugin.ts) before any route runs.
 */
import type { FastifyRequest } from "fastify";
import type { User } from "@/shared/api";
import { isPremiumTheme, type ThemeId } from "@/shared/themes";
import { HttpError, unauthorized } from "../http/errors";

declare module "fastify" {
  interface FastifyRequest {
    user: User | null;
    /** id of the session row (a hash of the cookie token), when signed in */
    sessionId: string | null;
  }
}

export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const PREMIUM_ONLY_MESSAGE = "Bu tema sadece premium kullanıcılar için geçerlidir";

/** The client disables premium themes too, but the server decides (comments and saved draws). */
export function requireThemeAllowed(user: User, theme: ThemeId): void {
  if (isPremiumTheme(theme) && !user.isPremium) throw new HttpError(403, PREMIUM_ONLY_MESSAGE);
}
