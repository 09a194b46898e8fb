/** Regression tests for the review findings: each proves an attack no longer works. */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutbound } from "@/server/http/outbound";
import { createTestApp, registerUser, type TestApp, uniqueEmail } from "./helpers";

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

function drawPayload(overrides: Record<string, unknown> = {}) {
  return {
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
    internalHits = [];
    const res = await t.app.inject({
      method: "POST",
      url: "/api/draws",
      headers: { cookie },
      payload: drawPayload({ trackImage: `${internalUrl}/internal/admin?token=1` }),
    });
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
      payload: drawPayload({
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
      payload: drawPayload({ trackExternalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv" }),
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
    const owner = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "dogru-sifre" },
      remoteAddress: "198.51.100.4",
    });
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
    ["/api/draws", drawPayload({ trackTitle: "X\u0000" })],
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
