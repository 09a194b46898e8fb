/**
 * Security review 2026-11-28, N5: per-address budgets counted every IPv6 address as a new client,
 * so anyone with a /64 (2^64 addresses) had no budget at all. Behind a proxy (TRUST_PROXY=1, the
 * client's address in X-Forwarded-For, as the review replayed it), a /64 is now one client.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTER_LIMIT } from "@/server/auth/routes";
import { SHORT_CODE_MISS_LIMIT } from "@/server/share/routes";
import { createTestApp, type TestApp, uniqueEmail } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => t?.close());

/** A request through the one proxy in front (the socket's peer), for the client `address`. */
const viaProxy = (address: string) => ({
  remoteAddress: "10.0.0.2",
  headers: { "x-forwarded-for": address },
});

const signUp = async (address: string) =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail("v6"), password: "gizli-sifre-123" },
      ...viaProxy(address),
    })
  ).statusCode;

function tally(statuses: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

describe("per-address budgets key IPv6 by /64 (N5)", () => {
  it("60 sign-ups from one /64, a new address each, are limited like one address", {
    timeout: 120_000,
  }, async () => {
    const statuses: number[] = [];
    // one after another: each is a new address in 2001:db8:5:1::/64, as the review sent them
    for (let i = 1; i <= 60; i++) statuses.push(await signUp(`2001:db8:5:1:${i.toString(16)}:0:ab:${i}`));
    expect(tally(statuses)).toEqual({ 201: REGISTER_LIMIT.count, 429: 60 - REGISTER_LIMIT.count });
    expect(statuses.slice(0, REGISTER_LIMIT.count).every((s) => s === 201)).toBe(true);
  });

  it("another /64 has its own budget, even next to a spent one", { timeout: 60_000 }, async () => {
    // 2001:db8:5:1::/64 was spent above; its neighbour 2001:db8:5:2::/64 is another client
    expect(await signUp("2001:db8:5:1::ffff")).toBe(429);
    expect(await signUp("2001:db8:5:2::1")).toBe(201);
    expect(await signUp("2001:db8:6:1::1")).toBe(201);
  });

  it("an IPv4 client counts as itself, whether the proxy writes it as IPv4 or IPv4-mapped IPv6", {
    timeout: 120_000,
  }, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < REGISTER_LIMIT.count + 2; i++) {
      statuses.push(await signUp(i % 2 === 0 ? "203.0.113.40" : "::ffff:203.0.113.40"));
    }
    expect(tally(statuses)).toEqual({ 201: REGISTER_LIMIT.count, 429: 2 });
    // the next IPv4 address is another client
    expect(await signUp("203.0.113.41")).toBe(201);
  });

  it("sign-in attempts per address count a /64 as one client", { timeout: 60_000 }, async () => {
    // login-minute: 30 attempts per address a minute, whatever the account
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: uniqueEmail("yok"), password: "yanlis-sifre" },
        ...viaProxy(`2001:db8:7:1::${i.toString(16)}`),
      });
      statuses.push(res.statusCode);
    }
    expect(tally(statuses)).toEqual({ 401: 30, 429: 1 });
  });

  it("short-code misses count a /64 as one client", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= SHORT_CODE_MISS_LIMIT.count + 1; i++) {
      const res = await t.app.inject({
        method: "GET",
        url: "/r/yokboylebirkod",
        ...viaProxy(`2001:db8:8:1:${i}::1`),
      });
      statuses.push(res.statusCode);
    }
    expect(tally(statuses)).toEqual({ 404: SHORT_CODE_MISS_LIMIT.count, 429: 1 });
  });
});
