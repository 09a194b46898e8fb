/**
 * Small guards that name what a route needs. `request.user` is set by the session plugin
 * (auth/session-plugin.ts) before any route runs.
 */
import type { FastifyRequest } from "fastify";
import type { User } from "@/shared/api";
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

export function requireAnonymous(request: FastifyRequest): void {
  if (request.user) throw new HttpError(409, "Zaten giriş yaptınız");
}

export const PREMIUM_ONLY_MESSAGE = "Bu tema sadece premium kullanıcılar için geçerlidir";

export function requirePremium(request: FastifyRequest): User {
  const user = requireUser(request);
  if (!user.isPremium) throw new HttpError(403, PREMIUM_ONLY_MESSAGE);
  return user;
}
