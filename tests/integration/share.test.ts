import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeMedia, startFakeMedia } from "../fakes/media";
import { createTestApp, registerUser, type TestApp } from "./helpers";

let t: TestApp;
let media: FakeMedia;
let cookie: string;

beforeAll(async () => {
  media = await startFakeMedia();
  t = await createTestApp({ PUBLIC_URL: "https://fal.example", MEDIA_ALLOWED_HOSTS: media.host });
  cookie = (await registerUser(t.app)).cookie;
});
afterAll(async () => {
  await Promise.all([t.close(), media.close()]);
});

async function saveDraw(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/draws",
    headers: { cookie },
    payload: {
      number: "42",
      trackId: "csv:1",
      trackTitle: "Gülpembe",
      trackArtist: "Barış Manço",
      trackImage: media.coverUrl(),
      trackPreviewUrl: null,
      trackExternalUrl: null,
      theme: "genel",
      headline: "Çığ gibi büyüyen bir şans: ışıklar İstanbul'da yanıyor",
      short: "Kısa yorum ğüşiöç ĞÜŞİÖÇ.",
      long: "Uzun yorum.",
      comment: "Kısa yorum ğüşiöç ĞÜŞİÖÇ.",
      sessionId: "oda",
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

function pngSize(body: Buffer): { width: number; height: number } {
  expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe("/result/:id HTML", () => {
  it("carries the title and the social-preview tags of the draw", async () => {
    const id = await saveDraw();
    const res = await t.app.inject({ method: "GET", url: `/result/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<meta property="og:image" content="https://fal.example/api/og/${id}"`);
    expect(html).toContain(`<meta property="og:url" content="https://fal.example/result/${id}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toMatch(/<meta property="og:title" content="[^"]*Çığ gibi büyüyen/);
    expect(html).toMatch(/<meta property="og:description" content="Kısa yorum/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it("escapes everything that comes from a draw", async () => {
    const evil = '"><script>alert(1)</script>';
    const id = await saveDraw({ trackTitle: evil, headline: `${evil} & 'tek'`, short: evil, comment: evil });
    const html = (await t.app.inject({ method: "GET", url: `/result/${id}` })).body;
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;");
  });

  it("answers an unknown id with status 404 and the app's page", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "olmayan"]) {
      const res = await t.app.inject({ method: "GET", url: `/result/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain("og:image");
    }
  });
});

describe("/api/og/:id", () => {
  it("renders a 1200x630 PNG once, then serves it from the cache with ETag", async () => {
    const id = await saveDraw();
    const first = await t.app.inject({ method: "GET", url: `/api/og/${id}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    expect(first.headers["x-og-cache"]).toBe("miss");
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(first.rawPayload.length).toBeGreaterThan(10_000);
    expect(first.headers["cache-control"]).toContain("max-age");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);

    const coverRequests = media.requests.length;
    const second = await t.app.inject({ method: "GET", url: `/api/og/${id}` });
    expect(second.headers["x-og-cache"]).toBe("hit");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(media.requests.length).toBe(coverRequests);

    const notModified = await t.app.inject({
      method: "GET",
      url: `/api/og/${id}`,
      headers: { "if-none-match": etag },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it("renders the 1080x1920 story image", async () => {
    const id = await saveDraw();
    const res = await t.app.inject({ method: "GET", url: `/api/og/${id}?format=story` });
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1080, height: 1920 });
  });

  it("draws a placeholder when the cover cannot be fetched (host not allowed)", async () => {
    const id = await saveDraw({ trackImage: "https://evil.example/cover.png" });
    const res = await t.app.inject({ method: "GET", url: `/api/og/${id}` });
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it("answers 404 for an unknown id and 400 for an unknown format", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/og/00000000-0000-4000-8000-000000000000" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Fal bulunamadı" });
    const id = await saveDraw();
    expect((await t.app.inject({ method: "GET", url: `/api/og/${id}?format=gif` })).statusCode).toBe(400);
  });
});
