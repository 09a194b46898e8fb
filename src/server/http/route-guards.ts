/**
 * Cross-cutting checks as route options instead of lines pasted at the top of handlers. A route
 * states what it needs in `config` and one onRoute hook puts a guard in front of it:
 *
 *   app.post("/api/comment", {
 *     config: {
 *       auth: "premiumTheme",
 *       rateLimit: { name: "comment", count: 20, windowMs: 600_000, message: "Çok fazla …" },
 *     },
 *     schema: { body: commentRequestSchema },
 *   }, async (request) => { const user = signedInUser(request); … });
 *
 * The guard answers in the order a person meets the checks: 401 (not signed in), 403 (a premium
 * theme for a free account), 429 (over a limit, with Retry-After).
 *
 * `rateLimit` may be a list, e.g. the person's own budget and one for their address (accounts are
 * free, so a per-account limit alone multiplies with the accounts one person makes):
 *
 *   rateLimit: [
 *     { name: "comment", count: 20, windowMs: 600_000, message: "…" },
 *     { name: "comment-address", count: 60, windowMs: 600_000, key: byAddress, message: "…" },
 *   ]
 *
 * The limits are counted in that order; one that refuses stops the count there, so a request
 * refused by the person's own limit does not use up what their address has left for others.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { User } from "@/shared/api/auth";
import { tooManyRequests } from "./errors";
import type { RateLimiter } from "./rate-limit";

export interface RouteRateLimit {
  /** the counter's family, the first part of its key: "draw", "comment", "register" */
  name: string;
  count: number;
  /**
   * The count for a Premium account instead (user.isPremium, worked out on this request by the one
   * rule in premium/repository.ts): Premium's "Sınırsız fal çekme" is a limit nobody reaches by hand.
   */
  premiumCount?: number;
  windowMs: number;
  /** the Turkish message of the 429 */
  message: string;
  /** whose counter it is; the signed-in user's id when not given (`byAddress`: the client's address) */
  key?: (request: FastifyRequest) => string;
  /** send x-ratelimit-remaining with a successful answer */
  exposeRemaining?: boolean;
}

export interface RouteGuards {
  /**
   * "user": 401 unless signed in. "premiumTheme": that, and 403 when the body's `theme` is a
   * premium theme and the account is not Premium. "premium": signed in and Premium, else 403.
   */
  auth?: "user" | "premiumTheme" | "premium";
  rateLimit?: RouteRateLimit | RouteRateLimit[];
  /**
   * When the guard runs. "preHandler" (default): after the body is validated, so a theme in it
   * can be checked and a malformed body is a 400 first. "onRequest": before the body is read, so
   * a signed-out caller gets 401 whatever it sent and every attempt counts against the limit.
   */
  checkAt?: "onRequest" | "preHandler";
  /**
   * With auth "premium" (required there): the 403's message, naming the feature. The spec's
   * sentence speaks of a theme ("Bu tema…"), so it cannot stand for statistics or a spread.
   */
  premiumMessage?: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    auth?: RouteGuards["auth"];
    premiumMessage?: RouteGuards["premiumMessage"];
    rateLimit?: RouteGuards["rateLimit"];
    checkAt?: RouteGuards["checkAt"];
  }
}

/**
 * What `config.auth` asks of the person asking, answered by the module that knows people and
 * their Premium (auth/guards.ts `authGuards`): this plumbing only decides when each check runs.
 */
export interface AuthGuards {
  /** the signed-in user; throws the 401 when there is none */
  user(request: FastifyRequest): User;
  /** throws the 403 when the (validated) body names a theme the user may not use */
  premiumTheme(user: User, body: unknown): void;
  /** throws the 403 unless the user is Premium (`message` names the feature) */
  premium(user: User, message: string): void;
}

export interface RouteGuardOptions {
  /** null: rate limits are not enforced (a bare app in a unit test of routes) */
  rateLimiter: RateLimiter | null;
  auth: AuthGuards;
}

// A limit's key for the client's address (IPv6 by its /64): kept beside the other route options,
// made in client-address.ts, the one module that reads the address.
export { byAddress } from "./client-address";

/** The message of a per-address budget on a costly endpoint. */
export const TOO_MANY_FROM_ADDRESS = "Bu adresten çok fazla istek geldi. Lütfen biraz sonra tekrar dene.";

/** Must be called before the routes it should guard are registered. */
export function registerRouteGuards(app: FastifyInstance, { rateLimiter, auth: checks }: RouteGuardOptions) {
  app.addHook("onRoute", (route) => {
    const { auth, rateLimit, checkAt = "preHandler", premiumMessage } = route.config ?? {};
    if (!auth && !rateLimit) return;
    const limits = rateLimit === undefined ? [] : Array.isArray(rateLimit) ? rateLimit : [rateLimit];
    const where = `${route.method} ${route.url}`;
    if (auth === "premiumTheme" && checkAt !== "preHandler") {
      throw new Error(`${where}: a premium-theme check reads the body, so it runs at preHandler`);
    }
    if (limits.some((l) => !l.key) && !auth) {
      throw new Error(`${where}: a rate limit without auth needs a key`);
    }
    if (auth === "premium" && !premiumMessage) {
      throw new Error(`${where}: a Premium route names its feature in premiumMessage`);
    }
    if (new Set(limits.map((l) => l.name)).size !== limits.length) {
      throw new Error(`${where}: two rate limits share a name, so they would share a counter`);
    }

    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = auth ? checks.user(request) : null;
      if (user && auth === "premiumTheme") checks.premiumTheme(user, request.body);
      if (user && auth === "premium") checks.premium(user, premiumMessage!);
      if (!rateLimiter) return;
      let remaining: number | undefined;
      for (const limit of limits) {
        const who = limit.key ? limit.key(request) : user!.id;
        const count = user?.isPremium && limit.premiumCount !== undefined ? limit.premiumCount : limit.count;
        const result = await rateLimiter.hit(`${limit.name}:${who}`, count, limit.windowMs);
        if (!result.allowed) throw tooManyRequests(limit.message, result.retryAfterSeconds);
        if (limit.exposeRemaining) remaining = Math.min(remaining ?? result.remaining, result.remaining);
      }
      if (remaining !== undefined) reply.header("x-ratelimit-remaining", String(remaining));
    };

    // The guard goes first: a route's own hooks may rely on what it checked.
    if (checkAt === "onRequest") route.onRequest = [guard, ...asArray(route.onRequest)];
    else route.preHandler = [guard, ...asArray(route.preHandler)];
  });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The signed-in user of a route whose config has `auth` (its guard has answered 401 already when
 * there is none). Reading it in a route without `auth` is a mistake in the route: a 500, loudly.
 */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) {
    throw new Error(`${request.method} ${request.routeOptions.url} reads the user without config.auth`);
  }
  return request.user;
}
