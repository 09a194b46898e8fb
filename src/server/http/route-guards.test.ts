import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { User } from "@/shared/api/auth";
import { THEME_IDS } from "@/shared/themes";
import { authGuards } from "../auth/guards";
import type { RateLimitWindow } from "../rate-limits/repository";
import { errorHandler, INTERNAL_ERROR_MESSAGE } from "./errors";
import { createRateLimiter } from "./rate-limit";
import { byAddress, registerRouteGuards, signedInUser } from "./route-guards";

/** The rate_limits table in memory, with the repository's window rule. */
function memoryCounters(): Parameters<typeof createRateLimiter>[0] {
  const rows = new Map<string, RateLimitWindow>();
  return {
    async hit(key, now, windowFloor) {
      const row = rows.get(key);
      const next =
        !row || row.windowStart <= windowFloor
          ? { count: 1, windowStart: now }
          : { count: row.count + 1, windowStart: row.windowStart };
      rows.set(key, next);
      return next;
    },
    async find(key) {
      return rows.get(key);
    },
    hitAll: () => Promise.reject(new Error("not used by route guards")),
    async refund() {},
    async deleteKeysNaming() {
      return 0;
    },
    async forget(key) {
      rows.delete(key);
    },
    // pacing is the sign-in's, not the route guards'
    pace: () => Promise.reject(new Error("not used by route guards")),
    nextAttemptAt: () => Promise.reject(new Error("not used by route guards")),
    forgetPace: () => Promise.reject(new Error("not used by route guards")),
    async deleteOlderThan() {},
  };
}

const person = (isPremium: boolean): User => ({
  id: isPremium ? "premium-1" : "free-1",
  email: "kisi@ornek.com",
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  isPremium,
});

const LIMIT = { count: 2, windowMs: 60_000, message: "Çok fazla deneme" };
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function build(register?: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (request) => {
    const who = request.headers["x-test-user"];
    request.user =
      who === "premium"
        ? person(true)
        : who === "free"
          ? person(false)
          : who === "free2"
            ? { ...person(false), id: "free-2" }
            : null;
  });
  registerRouteGuards(app, { rateLimiter: createRateLimiter(memoryCounters()), auth: authGuards });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/after-validation",
    {
      config: { auth: "premiumTheme", rateLimit: { name: "a", ...LIMIT, exposeRemaining: true } },
      schema: { body: z.object({ theme: z.enum(THEME_IDS) }) },
    },
    async (request) => ({ id: signedInUser(request).id }),
  );
  typed.post(
    "/on-arrival",
    {
      config: { auth: "user", checkAt: "onRequest", rateLimit: { name: "b", ...LIMIT } },
      schema: { body: z.object({ x: z.string() }) },
    },
    async () => ({ ok: true }),
  );
  typed.post("/by-address", { config: { rateLimit: { name: "c", ...LIMIT, key: byAddress } } }, async () => ({
    ok: true,
  }));
  typed.post(
    "/budgets",
    {
      config: {
        auth: "premiumTheme",
        rateLimit: [
          { name: "per-user", ...LIMIT, exposeRemaining: true },
          { name: "per-address", count: 3, windowMs: 60_000, message: "Bu adresten çok", key: byAddress },
        ],
      },
      schema: { body: z.object({ theme: z.enum(THEME_IDS) }) },
    },
    async () => ({ ok: true }),
  );
  typed.get("/forgot-auth", async (request) => ({ id: signedInUser(request).id }));
  register?.(app);
  await app.ready();
  return app;
}

const post = (
  a: FastifyInstance,
  url: string,
  payload: unknown,
  user?: "free" | "free2" | "premium",
  ip?: string,
) =>
  a.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: user ? { "x-test-user": user } : {},
    remoteAddress: ip,
  });

describe("route guards", () => {
  it("answers 401, then 403, then 429, in that order", async () => {
    const a = await build();
    expect((await post(a, "/after-validation", { theme: "ask" })).statusCode).toBe(401);
    const premiumOnly = await post(a, "/after-validation", { theme: "ask" }, "free");
    expect(premiumOnly.statusCode).toBe(403);
    expect(premiumOnly.json()).toEqual({ message: "Bu tema sadece premium kullanıcılar için geçerlidir" });
    // refusals before the limit do not count against it
    for (const expected of ["1", "0"]) {
      const ok = await post(a, "/after-validation", { theme: "genel" }, "free");
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ id: "free-1" });
      expect(ok.headers["x-ratelimit-remaining"]).toBe(expected);
    }
    const limited = await post(a, "/after-validation", { theme: "genel" }, "free");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: "Çok fazla deneme" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["x-ratelimit-remaining"]).toBeUndefined();
    // over the limit is over the limit, whatever the theme; another person has their own counter
    expect((await post(a, "/after-validation", { theme: "ask" }, "free")).statusCode).toBe(403);
    expect((await post(a, "/after-validation", { theme: "ask" }, "premium")).statusCode).toBe(200);
  });

  it("checks after validation by default: a malformed body is a 400 first", async () => {
    const a = await build();
    expect((await post(a, "/after-validation", { theme: "yok" })).statusCode).toBe(400);
  });

  it("checks on arrival when asked: 401 whatever the body, and every attempt counts", async () => {
    const a = await build();
    const anonymous = await post(a, "/on-arrival", { nonsense: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Bu işlem için giriş yapmalısın" });
    expect((await post(a, "/on-arrival", {}, "free")).statusCode).toBe(400);
    expect((await post(a, "/on-arrival", { x: "a" }, "free")).statusCode).toBe(200);
    expect((await post(a, "/on-arrival", {}, "free")).statusCode).toBe(429);
  });

  it("counts by the key a route gives, e.g. the address", async () => {
    const a = await build();
    for (let i = 0; i < 2; i++)
      expect((await post(a, "/by-address", {}, undefined, "10.0.0.1")).statusCode).toBe(200);
    expect((await post(a, "/by-address", {}, undefined, "10.0.0.1")).statusCode).toBe(429);
    expect((await post(a, "/by-address", {}, undefined, "10.0.0.2")).statusCode).toBe(200);
  });

  it("counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as that IPv4 address", async () => {
    const a = await build();
    for (const ip of ["2001:db8:1:2::1", "2001:db8:1:2:ffff::2"])
      expect((await post(a, "/by-address", {}, undefined, ip)).statusCode).toBe(200);
    expect((await post(a, "/by-address", {}, undefined, "2001:db8:1:2:abcd::3")).statusCode).toBe(429);
    expect((await post(a, "/by-address", {}, undefined, "2001:db8:1:3::1")).statusCode).toBe(200);
    for (const ip of ["203.0.113.9", "::ffff:203.0.113.9"])
      expect((await post(a, "/by-address", {}, undefined, ip)).statusCode).toBe(200);
    expect((await post(a, "/by-address", {}, undefined, "::ffff:cb00:7109")).statusCode).toBe(429);
  });

  it("checks a list of limits in order, per user and per address, after 401 and 403", async () => {
    const a = await build();
    const genel = { theme: "genel" };
    expect((await post(a, "/budgets", genel, undefined, "10.0.0.1")).statusCode).toBe(401);
    expect((await post(a, "/budgets", { theme: "ask" }, "free", "10.0.0.1")).statusCode).toBe(403);
    const first = await post(a, "/budgets", genel, "free", "10.0.0.1");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-ratelimit-remaining"]).toBe("1");
    expect((await post(a, "/budgets", genel, "free", "10.0.0.1")).statusCode).toBe(200);
    // the user's own limit refuses first, and that refusal does not use up the address's budget
    const own = await post(a, "/budgets", genel, "free", "10.0.0.1");
    expect(own.statusCode).toBe(429);
    expect(own.json()).toEqual({ message: "Çok fazla deneme" });
    // another account on the same address: the address has one request left
    expect((await post(a, "/budgets", genel, "free2", "10.0.0.1")).statusCode).toBe(200);
    const address = await post(a, "/budgets", genel, "free2", "10.0.0.1");
    expect(address.statusCode).toBe(429);
    expect(address.json()).toEqual({ message: "Bu adresten çok" });
    expect(Number(address.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(a, "/budgets", genel, "premium", "10.0.0.2")).statusCode).toBe(200);
  });

  it("makes a route that reads the user without config.auth fail loudly, not pass", async () => {
    const a = await build();
    const res = await a.inject({ method: "GET", url: "/forgot-auth" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE });
  });

  it("refuses a route whose checks cannot work, when it is registered", async () => {
    await expect(
      build((a) =>
        a.post("/bad", { config: { auth: "premiumTheme", checkAt: "onRequest" } }, async () => ({})),
      ),
    ).rejects.toThrow("premium-theme check reads the body");
    // without a message the 403 would fall back to the theme's sentence ("Bu tema…")
    await expect(
      build((a) => a.get("/bad", { config: { auth: "premium" } }, async () => ({}))),
    ).rejects.toThrow("names its feature in premiumMessage");
    await expect(
      build((a) => a.post("/bad", { config: { rateLimit: { name: "x", ...LIMIT } } }, async () => ({}))),
    ).rejects.toThrow("needs a key");
  });
});
