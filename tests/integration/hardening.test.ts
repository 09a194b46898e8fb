/** Regression tests for the review findings: each proves an attack no longer works. */
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import { createOutbound } from "@/server/http/outbound";
import { createRateLimitRepository } from "@/server/rate-limits/repository";
import { SHARE_IMAGE_VERSION } from "@/shared/share-themes";
import { testConfig } from "../support/config";
import {
  createTestApp,
  openTestDatabase,
  registerUser,
  type TestApp,
  testClientDir,
  uniqueEmail,
} from "./helpers";

let internal: Server;
let internalHits: string[] = [];
let internalUrl = "";
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  internal = createServer((req, res) => {
    internalHits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "image/png" }).end("x");
  });
  await new Promise<void>((r) => internal.listen(0, "127.0.0.1", r));
  internalUrl = `http://127.0.0.1:${(internal.address() as { port: number }).port}`;
  // The model lives on an internal address, as with a local Ollama or vLLM.
  t = await createTestApp({
    LLM_BASE_URL: `${internalUrl}/v1`,
    LLM_MODEL: "m",
    MEDIA_ALLOWED_HOSTS: "i.scdn.co",
  });
  cookie = (await registerUser(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => internal.close(r));
});

/** A comment the server wrote for csv:1 (POST /api/draws saves only such a record). */
async function writtenCommentId(app: TestApp["app"] = t.app, owner: string = cookie): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/comment",
    headers: { cookie: owner },
    payload: { track: { id: "csv:1", title: "Şarkı", artist: "Sanatçı" }, theme: "genel" },
  });
  expect(res.statusCode).toBe(200);
  return res.json().commentId;
}

function drawPayload(commentId: string, overrides: Record<string, unknown> = {}) {
  return {
    commentId,
    number: "3",
    trackId: "csv:1",
    trackTitle: "Şarkı",
    trackArtist: "Sanatçı",
    trackImage: null,
    trackPreviewUrl: null,
    trackExternalUrl: null,
    theme: "genel",
    headline: "Başlık",
    short: "Kısa.",
    long: "Uzun.",
    comment: "Kısa.",
    sessionId: "oda",
    ...overrides,
  };
}

describe("outbound requests", () => {
  it("a cover URL written by a client cannot reach an internal address", async () => {
    // (writing the comment asks the model, which lives at the internal address on purpose)
    const commentId = await writtenCommentId();
    internalHits = [];
    const res = await t.app.inject({
      method: "POST",
      url: "/api/draws",
      headers: { cookie },
      payload: drawPayload(commentId, { trackImage: `${internalUrl}/internal/admin?token=1` }),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const og = await t.app.inject({ method: "GET", url: `/api/og/${id}` });
    expect(og.statusCode).toBe(200);
    expect(internalHits).toEqual([]);
  });

  it("keeps only media and music links on the expected hosts", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/draws",
      headers: { cookie },
      payload: drawPayload(await writtenCommentId(), {
        trackImage: "https://i.scdn.co/image/abc",
        trackPreviewUrl: "https://evil.example/p.mp3",
        trackExternalUrl: "javascript:alert(document.cookie)",
      }),
    });
    const draw = (await t.app.inject({ method: "GET", url: `/api/draws/${res.json().id}` })).json();
    expect(draw.trackImage).toBe("https://i.scdn.co/image/abc");
    expect(draw.trackPreviewUrl).toBeNull();
    expect(draw.trackExternalUrl).toBeNull();
    const spotify = await t.app.inject({
      method: "POST",
      url: "/api/draws",
      headers: { cookie },
      payload: drawPayload(await writtenCommentId(), {
        trackExternalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
      }),
    });
    const kept = (await t.app.inject({ method: "GET", url: `/api/draws/${spotify.json().id}` })).json();
    expect(kept.trackExternalUrl).toBe("https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv");
  });

  it("does not forward credentials when a redirect goes to another host", async () => {
    const seen: (string | undefined)[] = [];
    const other = createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(200).end("ok");
    });
    await new Promise<void>((r) => other.listen(0, "127.0.0.1", r));
    const otherUrl = `http://127.0.0.1:${(other.address() as { port: number }).port}`;
    const redirector = createServer((_req, res) => res.writeHead(302, { location: `${otherUrl}/x` }).end());
    await new Promise<void>((r) => redirector.listen(0, "127.0.0.1", r));
    const redirectorUrl = `http://127.0.0.1:${(redirector.address() as { port: number }).port}`;
    const outbound = createOutbound({
      userAgent: "t",
      allowedHosts: [new URL(otherUrl).host, new URL(redirectorUrl).host],
    });
    await outbound.request(`${redirectorUrl}/start`, { headers: { authorization: "Bearer secret" } });
    expect(seen).toEqual([undefined]);
    await new Promise((r) => other.close(r));
    await new Promise((r) => redirector.close(r));
  });
});

describe("requests", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY says otherwise", async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "dogru-sifre" },
    });
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "yanlis" },
        headers: { "x-forwarded-for": `10.0.${i}.1` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it("believes X-Forwarded-For from a proxy TRUST_PROXY names: each client has its own counter", {
    timeout: 60_000,
  }, async () => {
    // A minute between attempts: the account's own slowdown (at most 30 s) never decides here.
    let clock = Date.now();
    const proxied = await createTestApp({ TRUST_PROXY: "127.0.0.1" }, { now: () => new Date(clock) });
    try {
      const email = uniqueEmail();
      await proxied.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password: "dogru-sifre" },
      });
      const attempt = async (client: string) => {
        clock += 60_000;
        return (
          await proxied.app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { email, password: "yanlis" },
            headers: { "x-forwarded-for": client },
          })
        ).statusCode;
      };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push(await attempt(`10.0.${i}.1`));
      const oneClient: number[] = [];
      for (let i = 0; i < 11; i++) oneClient.push(await attempt("10.1.0.1"));
      expect(oneClient).toEqual([...Array(10).fill(401), 429]);
      // 11 failures from 11 clients: none of them has used up its own 10
      expect(statuses).toEqual(Array(11).fill(401));
    } finally {
      await proxied.close();
    }
  });

  it("a right password still signs in after a stranger's failures from elsewhere", async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "dogru-sifre" },
    });
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "yanlis" },
        remoteAddress: "203.0.113.9",
      });
    }
    const ownerLogin = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "dogru-sifre" },
        remoteAddress: "198.51.100.4",
      });
    let owner = await ownerLogin();
    // the account is only slowed: at most a second after ten failures (login-limits.test.ts)
    if (owner.statusCode === 429) {
      expect(Number(owner.headers["retry-after"])).toBe(1);
      await new Promise((r) => setTimeout(r, 1000));
      owner = await ownerLogin();
    }
    expect(owner.statusCode).toBe(200);
  });

  it("refuses a cross-site write on a percent-encoded path too", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/%61pi/auth/logout",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ["/api/auth/login", { email: "a\u0000b@x.com", password: "123456" }],
    ["/api/auth/register", { email: uniqueEmail(), password: "123456", firstName: "A\u0000" }],
    ["/api/draws", drawPayload("00000000-0000-4000-8000-000000000000", { trackTitle: "X\u0000" })],
    ["/api/audio-features", { trackIds: ["a\u0000"] }],
  ])("refuses a NUL character in %s with a Turkish 400", async (url, payload) => {
    const res = await t.app.inject({ method: "POST", url, payload, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "İstek geçersiz bir karakter içeriyor" });
  });

  it("a very long /result id is the 404 page, not a JSON error", async () => {
    const res = await t.app.inject({ method: "GET", url: `/result/${"x".repeat(250)}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
  });

  it("a comment without a persona uses the fixed 2, 2, 2", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/comment",
      headers: { cookie },
      payload: { track: { id: "csv:1", title: "Şarkı", artist: "Sanatçı" }, theme: "genel", audio: null },
    });
    // The model at the internal address answers nonsense: the offline composer writes it.
    expect(res.statusCode).toBe(200);
    const missingTrack = await t.app.inject({
      method: "POST",
      url: "/api/comment",
      headers: { cookie },
      payload: { theme: "genel" },
    });
    expect(missingTrack.json()).toEqual({ message: "Şarkı bilgisi eksik veya hatalı" });
  });
});

describe("proxies (L3)", () => {
  /** The app as configured, with one extra route that shows what it believes about a request. */
  async function appWith(env: Record<string, string>) {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig(env),
      database,
      clientDir: testClientDir(),
      logger: false,
    });
    app.get("/seen", async (request) => ({ ip: request.ip, host: request.host, protocol: request.protocol }));
    await app.ready();
    return {
      seen: async (headers: Record<string, string>) =>
        (await app.inject({ method: "GET", url: "/seen", remoteAddress: "10.0.0.2", headers })).json(),
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  it("TRUST_PROXY=1 takes the address the one proxy added, whatever the client wrote before it", {
    timeout: 90_000,
  }, async () => {
    const one = await appWith({ TRUST_PROXY: "1" });
    const two = await appWith({ TRUST_PROXY: "2" });
    try {
      const forged = { "x-forwarded-for": "6.6.6.6, 203.0.113.5", "x-forwarded-proto": "https" };
      expect(await one.seen(forged)).toEqual({ ip: "203.0.113.5", host: "localhost:80", protocol: "https" });
      expect((await two.seen(forged)).ip).toBe("6.6.6.6");
      expect((await one.seen({})).ip).toBe("10.0.0.2");
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("TRUST_PROXY with addresses believes only those peers", { timeout: 90_000 }, async () => {
    const listed = await appWith({ TRUST_PROXY: "10.0.0.0/8" });
    const other = await appWith({ TRUST_PROXY: "192.168.0.0/16" });
    try {
      const forged = { "x-forwarded-for": "6.6.6.6, 203.0.113.5", "x-forwarded-host": "evil.example" };
      // 203.0.113.5 is not a listed proxy, so it is the client
      expect(await listed.seen(forged)).toMatchObject({ ip: "203.0.113.5", host: "evil.example" });
      expect(await other.seen(forged)).toMatchObject({ ip: "10.0.0.2", host: "localhost:80" });
    } finally {
      await listed.close();
      await other.close();
    }
  });
});

describe("transport and caching headers", () => {
  it("sends HSTS on every answer when PUBLIC_URL is https (L5), never over a plain http PUBLIC_URL", {
    timeout: 90_000,
  }, async () => {
    const https = await createTestApp({ PUBLIC_URL: "https://fal.example" });
    const http = await createTestApp({ PUBLIC_URL: "http://fal.example" });
    try {
      for (const url of ["/", "/api/health", "/api/yok", "/boyle-bir-sayfa-yok", "/api/auth/user"]) {
        const res = await https.app.inject({ method: "GET", url });
        expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
        expect(
          (await http.app.inject({ method: "GET", url })).headers["strict-transport-security"],
        ).toBeUndefined();
      }
      expect(
        (await t.app.inject({ method: "GET", url: "/" })).headers["strict-transport-security"],
      ).toBeUndefined();
    } finally {
      await https.close();
      await http.close();
    }
  });

  it("personal API answers are never stored by a cache (I3); the public draw keeps its own caching", async () => {
    const draw = await t.app.inject({
      method: "POST",
      url: "/api/draws",
      headers: { cookie },
      payload: drawPayload(await writtenCommentId()),
    });
    const personal = [
      ["GET", "/api/auth/user"],
      ["GET", "/api/analytics/recent"],
      ["GET", "/api/analytics/stats"],
      ["GET", "/api/draws/favorites"],
      ["PATCH", `/api/draws/${draw.json().id}/favorite`],
    ] as const;
    for (const [method, url] of personal) {
      const res = await t.app.inject({ method, url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
      expect(res.headers.vary, url).toMatch(/cookie/i);
    }
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: uniqueEmail(), password: "yanlis-sifre" },
    });
    expect(login.headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user" })).headers["cache-control"]).toBe(
      "no-store",
    );
    const comment = await t.app.inject({
      method: "POST",
      url: "/api/comment",
      headers: { cookie },
      payload: { track: { id: "csv:1", title: "Şarkı", artist: "Sanatçı" }, theme: "genel", audio: null },
    });
    expect(comment.headers["cache-control"]).toBe("no-store");
    const pub = await t.app.inject({
      method: "GET",
      url: `/api/draws/${draw.json().id}`,
      headers: { cookie },
    });
    expect(pub.statusCode).toBe(200);
    expect(pub.headers["cache-control"]).toBe("public, max-age=60");
  });
});

describe("hosts", () => {
  it("the cross-site check ignores X-Forwarded-Host when no proxy is trusted (I1)", async () => {
    const { cookie: mine } = await registerUser(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: {
        cookie: mine,
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        host: "localhost:5000",
      },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: mine } })).statusCode,
    ).toBe(200);
  });

  it("without PUBLIC_URL a foreign Host header never reaches the share tags (L12)", {
    timeout: 90_000,
  }, async () => {
    const indexed = await createTestApp();
    await indexed.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (indexed.app.server.address() as AddressInfo).port;
    try {
      const { cookie: c } = await registerUser(indexed.app);
      const made = await indexed.app.inject({
        method: "POST",
        url: "/api/draws",
        headers: { cookie: c },
        payload: drawPayload(await writtenCommentId(indexed.app, c)),
      });
      const drawId = made.json().id as string;
      const page = (host: string) => rawGet(port, `/result/${drawId}`, host);
      const evil = await page("evil.example");
      expect(evil.status).toBe(200);
      expect(evil.body).not.toContain("evil.example");
      expect(evil.body).toContain(`<link rel="canonical" href="/result/${drawId}">`);
      const forgedPort = await page(`127.0.0.1:${port + 1}`);
      expect(forgedPort.body).not.toContain(`127.0.0.1:${port + 1}`);
      // the address the request really reached is fine
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
        const own = await page(host);
        expect(own.body).toContain(`<link rel="canonical" href="http://${host}/result/${drawId}">`);
        expect(own.body).toContain(
          `content="http://${host}/api/og/${drawId}?v=klasik-${SHARE_IMAGE_VERSION}"`,
        );
      }
    } finally {
      await indexed.close();
    }
  });
});

function rawGet(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("per-address budgets on costly endpoints (L10)", () => {
  async function fill(name: string, address: string, count: number) {
    const counters = createRateLimitRepository(t.database.db);
    for (let i = 0; i < count; i++)
      await counters.hit(`${name}:${address}`, new Date(), new Date(Date.now() - 600_000));
  }

  it("a comment from an address that used up its budget is refused, even for a fresh account", async () => {
    const address = "203.0.113.77";
    await fill("comment-address", address, 60);
    const { cookie: fresh } = await registerUser(t.app);
    const payload = {
      track: { id: "csv:1", title: "Şarkı", artist: "Sanatçı" },
      theme: "genel",
      audio: null,
    };
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/comment",
      headers: { cookie: fresh },
      payload,
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: "Bu adresten çok fazla istek geldi. Lütfen biraz sonra tekrar dene.",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/comment",
      headers: { cookie: fresh },
      payload,
      remoteAddress: "203.0.113.78",
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("a playlist load from an address that used up its budget is refused, even for a fresh account", async () => {
    const address = "203.0.113.79";
    await fill("playlist-address", address, 90);
    const { cookie: fresh } = await registerUser(t.app);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/spotify/tracks",
      headers: { cookie: fresh },
      payload: { urlOrId: "https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M" },
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Bu adresten çok fazla istek geldi. Lütfen biraz sonra tekrar dene.");
    // signed out is still 401 first
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/spotify/tracks",
      payload: { urlOrId: "x" },
      remoteAddress: address,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
