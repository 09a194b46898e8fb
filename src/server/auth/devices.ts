/**
 * Browsers that have signed in to an account before (ADR 016). After a successful sign-in the
 * browser gets `sf_device`, a random token (only its SHA-256 is stored) tied to that account. A
 * sign-in attempt that carries it skips the per-account slowdown, so someone guessing an account's
 * password from many addresses slows everyone else down but not its owner. The cookie is sent to
 * the sign-in routes only.
 */
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthRepository } from "./repository";
import { hashToken, secureFor } from "./sessions";

export const DEVICE_COOKIE = "sf_device";
const DEVICE_COOKIE_PATH = "/api/auth";
export const DEVICE_LIFETIME_MS = 365 * 24 * 3600 * 1000;

export interface DeviceOptions {
  repo: AuthRepository;
  secureCookies: boolean;
  now?: () => Date;
}

export function createDevices({ repo, secureCookies, now = () => new Date() }: DeviceOptions) {
  function tokenOf(request: FastifyRequest): string | undefined {
    const token = request.cookies[DEVICE_COOKIE];
    return token && token.length <= 200 ? token : undefined;
  }

  return {
    /** Whether this browser has signed in to the account with this email before. */
    async knows(request: FastifyRequest, email: string): Promise<boolean> {
      const token = tokenOf(request);
      return token ? repo.isKnownDevice(hashToken(token), email) : false;
    },

    /** After a successful sign-in: the browser is remembered for this account, under a new token. */
    async remember(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      const previous = tokenOf(request);
      const token = randomBytes(32).toString("base64url");
      const t = now();
      await repo.rememberDevice(previous ? hashToken(previous) : null, hashToken(token), userId, t);
      reply.setCookie(DEVICE_COOKIE, token, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: "lax",
        secure: secureFor(request, secureCookies),
        expires: new Date(t.getTime() + DEVICE_LIFETIME_MS),
      });
    },
  };
}

export type Devices = ReturnType<typeof createDevices>;
