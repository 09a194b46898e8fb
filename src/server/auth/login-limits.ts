/**
 * Limits on sign-in attempts (ADR 016). Each attempt is counted *before* its password is checked,
 * in atomic statements shared by every app instance, so guesses fired at once are held to the
 * limits exactly. The attacker's address is limited hard; the account is only slowed, so nobody can
 * lock its owner out:
 *
 * - per address: 30 attempts a minute, whatever their outcome (a flood of right passwords makes a
 *   session row each), and 100 per 15 minutes, given back one by one as attempts succeed (one
 *   password tried on many accounts);
 * - per account and address: 10 per 15 minutes, forgotten when one succeeds;
 * - per account: the first 10 attempts may come at once, then each waits for the one before:
 *   1 s, 2 s, 4 s … at most 30 s (429 with that Retry-After). A success ends the run. A browser
 *   that has signed in to the account before (auth/devices.ts) skips this wait.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { byAddress } from "../http/client-address";
import { tooManyRequests } from "../http/errors";
import type { RateLimiter } from "../http/rate-limit";
import type { PaceRule } from "../rate-limits/repository";
import type { Devices } from "./devices";

export const LOGIN_LIMITS = {
  addressPerMinute: { count: 30, windowMs: 60_000 },
  address: { count: 100, windowMs: 15 * 60_000 },
  accountAndAddress: { count: 10, windowMs: 15 * 60_000 },
};
export const ACCOUNT_PACE: PaceRule = { free: 10, baseMs: 1000, maxMs: 30_000, resetMs: 15 * 60_000 };
export const TOO_MANY_LOGINS = "Çok fazla giriş denemesi. Lütfen biraz sonra tekrar dene.";

/** What an admitted attempt needs afterwards: the keys it was counted under. */
export interface Admission {
  accountAndAddressKey: string;
  addressKey: string;
  accountKey: string;
  knownDevice: boolean;
}

const limitOf = ({ count, windowMs }: { count: number; windowMs: number }) => ({ limit: count, windowMs });

export function createLoginLimits({ limiter, devices }: { limiter: RateLimiter; devices: Devices }) {
  return {
    /** Counts the attempt; throws a 429 when it may not be checked (now). */
    async admit(request: FastifyRequest, email: string): Promise<Admission> {
      const ip = byAddress(request);
      const admission: Admission = {
        accountAndAddressKey: `login:${email}:${ip}`,
        addressKey: `login-address:${ip}`,
        accountKey: `login:${email}`,
        knownDevice: false,
      };
      const [results, knownDevice] = await Promise.all([
        // together: counted one by one, attempts fired at once could pass the counters in
        // different orders and fewer than ten be checked
        limiter.hitAll([
          { key: `login-minute:${ip}`, ...limitOf(LOGIN_LIMITS.addressPerMinute) },
          { key: admission.addressKey, ...limitOf(LOGIN_LIMITS.address) },
          { key: admission.accountAndAddressKey, ...limitOf(LOGIN_LIMITS.accountAndAddress) },
        ]),
        devices.knows(request, email),
      ]);
      const refused = results.filter((r) => !r.allowed);
      if (refused.length > 0) {
        throw tooManyRequests(TOO_MANY_LOGINS, Math.max(...refused.map((r) => r.retryAfterSeconds)));
      }
      admission.knownDevice = knownDevice;
      if (!knownDevice) {
        const turn = await limiter.pace(admission.accountKey, ACCOUNT_PACE);
        if (!turn.allowed) throw tooManyRequests(TOO_MANY_LOGINS, turn.retryAfterSeconds);
      }
      return admission;
    },

    /** The password was right: the owner's earlier typos stop counting, and the browser is remembered. */
    async succeeded(admission: Admission, request: FastifyRequest, reply: FastifyReply, userId: string) {
      await Promise.all([
        limiter.forget(admission.accountAndAddressKey),
        limiter.refund(admission.addressKey),
        // A known browser never took a turn, so it does not end the run others are waiting in.
        admission.knownDevice ? undefined : limiter.forgetPace(admission.accountKey),
        devices.remember(request, reply, userId),
      ]);
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
