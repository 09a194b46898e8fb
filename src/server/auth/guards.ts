/**
 * What a route may require of the person asking. `request.user` is set by the session hook
 * (auth/sessions.ts) before any route runs; routes ask for these checks with `config.auth`, and
 * the route guards (http/route-guards.ts) run them through `authGuards`, which app.ts hands over.
 */
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { User } from "@/shared/api/auth";
import { isPremiumShareTheme, type ShareThemeId } from "@/shared/share-themes";
import { T } from "@/shared/texts";
import { isPremiumTheme, THEME_IDS, type ThemeId } from "@/shared/themes";
import { forbidden, unauthorized } from "../http/errors";
import type { AuthGuards } from "../http/route-guards";

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

export const PREMIUM_ONLY_MESSAGE = T.play.premiumOnly;

/** The client disables premium themes too, but the server decides (comments and saved draws). */
export function requireThemeAllowed(user: User, theme: ThemeId): void {
  if (isPremiumTheme(theme) && !user.isPremium) throw forbidden(PREMIUM_ONLY_MESSAGE);
}

/** Premium features other than themes (detailed history and statistics): the same rule, a message naming the feature. */
export function requirePremium(user: User, message: string): void {
  if (!user.isPremium) throw forbidden(message);
}

/** A premium design of the shared images needs Premium too (the same rule: `user.isPremium`). */
export function requireShareThemeAllowed(user: User, shareTheme: ShareThemeId): void {
  if (isPremiumShareTheme(shareTheme) && !user.isPremium) throw forbidden(PREMIUM_ONLY_MESSAGE);
}

const themeField = z.object({ theme: z.enum(THEME_IDS) });

/** The checks behind `config.auth` ("user", "premiumTheme", "premium"), for registerRouteGuards. */
export const authGuards: AuthGuards = {
  user: requireUser,
  premiumTheme(user, body) {
    const parsed = themeField.safeParse(body);
    // a route that asks for this check validates a theme in its body first (checkAt "preHandler")
    if (!parsed.success) throw new Error("a premium-theme check needs a theme in the body");
    requireThemeAllowed(user, parsed.data.theme);
  },
  premium: requirePremium,
};
