/**
 * Sign-in under attack (security review H1, M2, L1). Every attempt is counted before its password
 * is checked, so guesses fired at once are held to the limits exactly; the account itself is only
 * slowed, never locked, so its owner still gets in. Requests really run at once (Promise.all), on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL. The clock is the app's own (`now`), moved by
 * hand, so waits are exact and cost no time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "@/server/auth/passwords";
import { createAuthRepository } from "@/server/auth/repository";
import { createTestApp, type TestApp, uniqueEmail } from "./helpers";

const RIGHT = "dogru-sifre";
let t: TestApp;
let rightHash: string;
let clock = Date.parse("2026-11-25T10:00:00.000Z");
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  rightHash = await hashPassword(RIGHT);
});
afterAll(async () => {
  await t.close();
});
// Each test starts well past every window the previous one opened.
beforeEach(() => advance(24 * 3600));

/** An account made straight in the database: no sign-up limit, one password hash for all. */
async function account(): Promise<string> {
  const email = uniqueEmail("hedef");
  await createAuthRepository(t.database.db).insertUser({
    email,
    passwordHash: rightHash,
    firstName: null,
    lastName: null,
  });
  return email;
}

function login(email: string, password: string, address: string, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });
}

type Reply = Awaited<ReturnType<typeof login>>;

function tally(replies: Reply[]) {
  const by = (s: number) => replies.filter((r) => r.statusCode === s).length;
  // 401 and 200 are the attempts whose password was checked; 429 were refused before that.
  return {
    checked: by(401) + by(200),
    refused: by(429),
    other: replies.length - by(401) - by(200) - by(429),
  };
}

const retryAfter = (r: Reply) => Number(r.headers["retry-after"]);
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
let nextAddress = 1;
const freshAddress = () => addressOf(nextAddress++);

describe("guesses fired at once (H1)", () => {
  it("300 guesses at once from one address: exactly 10 are checked, the right one among the rest is refused", {
    timeout: 60_000,
  }, async () => {
    const email = await account();
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(email, i === 299 ? RIGHT : `yanlis-${i}`, "198.51.100.7")),
    );
    expect(tally(replies)).toEqual({ checked: 10, refused: 290, other: 0 });
    expect(replies[299]!.statusCode).toBe(429);
    for (const r of replies.filter((r) => r.statusCode === 429)) {
      expect(retryAfter(r)).toBeGreaterThan(0);
      expect(r.json().message).toBe("Çok fazla giriş denemesi. Lütfen biraz sonra tekrar dene.");
    }
  });

  it("300 guesses at once from 300 addresses: exactly 10 are checked, then one at a time, further and further apart", {
    timeout: 60_000,
  }, async () => {
    const email = await account();
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(email, `yanlis-${i}`, freshAddress())),
    );
    expect(tally(replies)).toEqual({ checked: 10, refused: 290, other: 0 });
    // From now on each guess waits for the one before: 1 s, 2 s, 4 s ... never more than 30 s.
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const early = await login(email, "yanlis", freshAddress());
      expect(early.statusCode).toBe(429);
      waits.push(retryAfter(early));
      advance(retryAfter(early));
      expect((await login(email, "yanlis", freshAddress())).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it("a steady attack from a new address every 2 s for 10 minutes gets about one guess per 30 s", {
    timeout: 60_000,
  }, async () => {
    const email = await account();
    let checked = 0;
    for (let s = 0; s < 600; s += 2) {
      const r = await login(email, `yanlis-${s}`, freshAddress());
      if (r.statusCode === 401) checked += 1;
      advance(2);
    }
    // 10 at first, then waits of 1, 2, 4, 8, 16 s, then one per 30 s: 10 + 5 + about 18.
    expect(checked).toBeGreaterThanOrEqual(28);
    expect(checked).toBeLessThanOrEqual(36);
  });
});

describe("the owner is never locked out (M2)", () => {
  it("after 50 wrong passwords from 5 addresses, the owner signs in from a sixth after a short wait", async () => {
    const email = await account();
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 10; i++) await login(email, "yanlis", `203.0.113.${10 + a}`);
    }
    let owner = await login(email, RIGHT, "198.51.100.60");
    if (owner.statusCode === 429) {
      expect(retryAfter(owner)).toBeLessThanOrEqual(30);
      advance(retryAfter(owner));
      owner = await login(email, RIGHT, "198.51.100.60");
    }
    expect(owner.statusCode).toBe(200);
    expect(owner.json().email).toBe(email);
  });

  it("a browser that signed in before gets in at once while the attack goes on; a stranger's does not", {
    timeout: 60_000,
  }, async () => {
    const email = await account();
    const first = await login(email, RIGHT, "198.51.100.61");
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === "sf_device");
    expect(device?.httpOnly).toBe(true);
    // The attacker signs in to an account of their own to get such a cookie too.
    const own = await account();
    const attackerDevice = (await login(own, RIGHT, "203.0.113.99")).cookies.find(
      (c) => c.name === "sf_device",
    );
    expect(attackerDevice).toBeDefined();

    await Promise.all(Array.from({ length: 100 }, () => login(email, "yanlis", freshAddress())));
    // Without the cookie even the right password waits its turn: the account is being slowed.
    expect((await login(email, RIGHT, "198.51.100.63")).statusCode).toBe(429);
    const withCookie = await login(email, RIGHT, "198.51.100.62", `sf_device=${device!.value}`);
    expect(withCookie.statusCode).toBe(200);
    // The owner's sign-in did not lift the slowdown for everyone else.
    expect((await login(email, RIGHT, "198.51.100.63")).statusCode).toBe(429);
    // A cookie is tied to the accounts that signed in with it.
    const forged = await login(email, "yanlis", freshAddress(), `sf_device=${attackerDevice!.value}`);
    expect(forged.statusCode).toBe(429);
  });

  it("the owner's own typos then the right password leave the account unslowed", async () => {
    const email = await account();
    for (let i = 0; i < 9; i++) expect((await login(email, "yanlis", "198.51.100.64")).statusCode).toBe(401);
    expect((await login(email, RIGHT, "198.51.100.64")).statusCode).toBe(200);
    // counting starts again: another 9 typos and the right password, with no wait
    for (let i = 0; i < 9; i++) expect((await login(email, "yanlis", "198.51.100.64")).statusCode).toBe(401);
    expect((await login(email, RIGHT, "198.51.100.64")).statusCode).toBe(200);
  });
});

describe("every sign-in counts per address (L1)", () => {
  it("31 right passwords in a minute from one address: the 31st is refused; the next minute works", {
    timeout: 60_000,
  }, async () => {
    const email = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login(email, RIGHT, "198.51.100.70")).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    advance(60);
    expect((await login(email, RIGHT, "198.51.100.70")).statusCode).toBe(200);
  });

  it("40 sign-ins at once to 40 accounts from one address: exactly 30 are checked", {
    timeout: 60_000,
  }, async () => {
    const emails = await Promise.all(Array.from({ length: 40 }, () => account()));
    const replies = await Promise.all(emails.map((e) => login(e, RIGHT, "198.51.100.71")));
    expect(tally(replies)).toEqual({ checked: 30, refused: 10, other: 0 });
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(30);
  });
});
