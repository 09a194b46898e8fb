import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ogImages } from "@/server/db/schema";
import { createRateLimiter } from "@/server/http/rate-limit";
import { escapeHtml } from "@/server/pages/html";
import { createRateLimitRepository } from "@/server/rate-limits/repository";
import { OG_IMAGE_VERSION } from "@/server/share/og-image/types";
import { OG_RENDER_LIMIT, SHARE_MESSAGES, SHORT_CODE_MISS_LIMIT } from "@/server/share/routes";
import { type FakeMedia, startFakeMedia } from "../fakes/media";
import { pngBomb } from "../support/png-bomb";
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

const TRACK = { id: "csv:1", title: "Gülpembe", artist: "Barış Manço" };

/**
 * A draw saved the only way there is: /api/comment writes the text (the offline composer here),
 * then /api/draws saves that record. `track` changes what the comment is written for.
 */
async function saveDraw(
  overrides: Record<string, unknown> = {},
  track: Partial<typeof TRACK> = {},
): Promise<string> {
  // Comments are limited per user (20 in 10 minutes): a fresh owner now and then keeps this file
  // of many draws under it.
  saved += 1;
  if (saved % 15 === 0) cookie = (await registerUser(t.app)).cookie;
  return saveDrawOn({ app: t.app, cookie }, overrides, track);
}
let saved = 0;

/** saveDraw on another app (one with its own media hosts). */
async function saveDrawOn(
  target: { app: TestApp["app"]; cookie: string },
  overrides: Record<string, unknown> = {},
  track: Partial<typeof TRACK> = {},
): Promise<string> {
  const { app, cookie } = target;
  const comment = await app.inject({
    method: "POST",
    url: "/api/comment",
    headers: { cookie },
    payload: { track: { ...TRACK, ...track }, theme: "genel", salt: "paylasim", number: "42" },
  });
  expect(comment.statusCode).toBe(200);
  const res = await app.inject({
    method: "POST",
    url: "/api/draws",
    headers: { cookie },
    payload: {
      commentId: comment.json().commentId,
      number: "42",
      trackId: track.id ?? TRACK.id,
      trackTitle: track.title ?? TRACK.title,
      trackArtist: track.artist ?? TRACK.artist,
      trackImage: media.coverUrl(),
      trackPreviewUrl: null,
      trackExternalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
      theme: "genel",
      headline: comment.json().headline,
      short: comment.json().short,
      long: comment.json().long,
      comment: comment.json().short,
      sessionId: "oda",
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function shownDraw(id: string) {
  return (await t.app.inject({ method: "GET", url: `/api/draws/${id}` })).json() as {
    headline: string;
    short: string;
  };
}

function pngSize(body: Buffer): { width: number; height: number } {
  expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe("/result/:id HTML", () => {
  it("carries the title and the social-preview tags of the draw", async () => {
    const id = await saveDraw({}, { title: "Çığ gibi İstanbul'da ışıklar" });
    const draw = await shownDraw(id);
    const res = await t.app.inject({ method: "GET", url: `/result/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      `<meta property="og:image" content="https://fal.example/api/og/${id}?v=klasik-${OG_IMAGE_VERSION}"`,
    );
    expect(html).toContain(`<meta property="og:url" content="https://fal.example/result/${id}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const tag = (property: string) =>
      html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1] ?? "";
    // the server's headline and short text, escaped for an attribute (the apostrophe)
    expect(tag("og:title")).toContain(escapeHtml(draw.headline.slice(0, 20)));
    expect(tag("og:title")).toContain("Çığ gibi İstanbul&#39;da ışıklar");
    expect(tag("og:description").startsWith(escapeHtml(draw.short.slice(0, 20)))).toBe(true);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it("escapes everything that comes from a draw", async () => {
    // The track's title is the one part of a draw's text a client chooses (the comment quotes it).
    const evil = '"><script>alert(1)</script>';
    const id = await saveDraw({}, { title: `${evil} & 'tek'`, artist: evil });
    const html = (await t.app.inject({ method: "GET", url: `/result/${id}` })).body;
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;");
  });

  it("answers an unknown id with status 404 and the app's page", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "olmayan"]) {
      const res = await t.app.inject({ method: "GET", url: `/result/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"');
      expect(res.body).not.toContain("og:image");
    }
  });
});

describe("/r/:code, the short address on the images", () => {
  it("every new draw has one; it opens the draw's page, typed in capitals too", async () => {
    const id = await saveDraw();
    const { shortCode } = (await t.app.inject({ method: "GET", url: `/api/draws/${id}` })).json();
    expect(shortCode).toMatch(/^[2-9a-hjkmnp-wyz]{10}$/);
    for (const typed of [shortCode, shortCode.toUpperCase()]) {
      const res = await t.app.inject({ method: "GET", url: `/r/${typed}`, remoteAddress: "127.0.2.1" });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/result/${id}`);
    }
    // two draws, two codes
    const other = (await t.app.inject({ method: "GET", url: `/api/draws/${await saveDraw()}` })).json();
    expect(other.shortCode).not.toBe(shortCode);
  });

  it("answers a code that opens nothing with the app's 404 page", async () => {
    for (const code of ["k7m2w9qpa3", "olmayan-adres", "x".repeat(90)]) {
      const res = await t.app.inject({ method: "GET", url: `/r/${code}`, remoteAddress: "127.0.2.2" });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"');
    }
  });

  it("stops an address that keeps trying codes, in Turkish, and counts only misses", async () => {
    const id = await saveDraw();
    const { shortCode } = (await t.app.inject({ method: "GET", url: `/api/draws/${id}` })).json();
    const ip = "127.0.2.3";
    const get = (code: string) => t.app.inject({ method: "GET", url: `/r/${code}`, remoteAddress: ip });
    // a person opening many real links is never stopped: hits are given back
    for (let i = 0; i < SHORT_CODE_MISS_LIMIT.count + 5; i++)
      expect((await get(shortCode)).statusCode).toBe(302);
    for (let i = 0; i < SHORT_CODE_MISS_LIMIT.count; i++)
      expect((await get("k7m2w9qpa3")).statusCode).toBe(404);
    const stopped = await get("k7m2w9qpa3");
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe(SHARE_MESSAGES.tooManyShortCodes);
    // past the limit even a right code is not looked up (it would tell a guess apart)
    expect((await get(shortCode)).statusCode).toBe(429);
    // another address is not stopped
    const elsewhere = await t.app.inject({
      method: "GET",
      url: `/r/${shortCode}`,
      remoteAddress: "127.0.2.4",
    });
    expect(elsewhere.statusCode).toBe(302);
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

describe("/api/og/:id under load (review M3, L6)", () => {
  it("charges renders, never cached images, to the caller's address: 429 in Turkish beyond the limit", async () => {
    const counters = createRateLimitRepository(t.database.db);
    const limiter = createRateLimiter(counters);
    const ip = "127.0.0.9";
    // what is left of a 1000-render budget: the renders charged to the address so far
    const counted = async () => 1000 - ((await counters.find(`og-render:${ip}`))?.count ?? 0);
    const get = (id: string) => t.app.inject({ method: "GET", url: `/api/og/${id}`, remoteAddress: ip });

    const cached = await saveDraw({ trackImage: null });
    expect((await get(cached)).headers["x-og-cache"]).toBe("miss");
    expect(await counted()).toBe(999);
    for (let i = 0; i < 5; i++) expect((await get(cached)).statusCode).toBe(200);
    expect(await counted()).toBe(999);

    // the rest of the window used up (as by a flood of new draws' images)
    for (let i = 1; i < OG_RENDER_LIMIT.count; i++) {
      await limiter.hit(`og-render:${ip}`, OG_RENDER_LIMIT.count, OG_RENDER_LIMIT.windowMs);
    }
    const fresh = await saveDraw({ trackImage: null });
    const refused = await get(fresh);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SHARE_MESSAGES.tooManyRenders });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // what is cached still comes, and other addresses are not affected
    expect((await get(cached)).statusCode).toBe(200);
    const other = await t.app.inject({ method: "GET", url: `/api/og/${fresh}`, remoteAddress: "127.0.0.10" });
    expect(other.statusCode).toBe(200);
    expect(other.headers["x-og-cache"]).toBe("miss");
  });

  it("draws many new images asked for at once, never more at a time than the cap", {
    timeout: 90_000,
  }, async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => saveDraw({ trackImage: null })));
    let maxActive = 0;
    const sampler = setInterval(() => {
      maxActive = Math.max(maxActive, t.app.ogImages.renderLoad().active);
    }, 2);
    try {
      const answers = await Promise.all(
        ids.map((id, i) =>
          t.app.inject({
            method: "GET",
            url: `/api/og/${id}${i % 2 ? "?format=story" : ""}`,
            remoteAddress: `127.0.1.${i}`,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(new Array(8).fill(200));
      expect(answers.every((a) => a.headers["x-og-cache"] === "miss")).toBe(true);
    } finally {
      clearInterval(sampler);
    }
    expect(maxActive).toBeGreaterThan(0);
    expect(maxActive).toBeLessThanOrEqual(t.config.OG_RENDER_CONCURRENCY);
  });

  it("stores the og image but not the story image", async () => {
    const id = await saveDraw({ trackImage: null });
    await t.app.inject({ method: "GET", url: `/api/og/${id}` });
    await t.app.inject({ method: "GET", url: `/api/og/${id}?format=story` });
    const rows = await t.database.db
      .select({ format: ogImages.format, version: ogImages.version })
      .from(ogImages)
      .where(eq(ogImages.drawId, id));
    expect(rows).toEqual([{ format: "og", version: OG_IMAGE_VERSION }]);
  });

  it("maintenance drops images of older renderers, other formats and those unread for 90 days", async () => {
    const [kept, oldVersion, story, unread] = await Promise.all(
      Array.from({ length: 4 }, () => saveDraw({ trackImage: null })),
    );
    const png = new Uint8Array([1, 2, 3]);
    const long = new Date(Date.now() - 91 * 24 * 3600_000);
    await t.database.db.insert(ogImages).values([
      { drawId: kept!, format: "og", version: OG_IMAGE_VERSION, png, etag: '"k"' },
      { drawId: oldVersion!, format: "og", version: OG_IMAGE_VERSION - 1, png, etag: '"o"' },
      { drawId: story!, format: "story", version: OG_IMAGE_VERSION, png, etag: '"s"' },
      { drawId: unread!, format: "og", version: OG_IMAGE_VERSION, png, etag: '"u"', readAt: long },
    ]);
    await t.app.maintenance();
    const left = await t.database.db
      .select({ drawId: ogImages.drawId })
      .from(ogImages)
      .where(inArray(ogImages.drawId, [kept!, oldVersion!, story!, unread!]));
    expect(left).toEqual([{ drawId: kept }]);
  });

  it("draws the vinyl for a 15000x15000 PNG cover and answers normally", { timeout: 90_000 }, async () => {
    const bomb = await pngBomb(15000, 15000);
    const host = createServer((_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(bomb));
    await new Promise<void>((r) => host.listen(0, "127.0.0.1", r));
    const port = (host.address() as AddressInfo).port;
    const app = await createTestApp({ MEDIA_ALLOWED_HOSTS: `127.0.0.1:${port}` });
    try {
      const { cookie: own } = await registerUser(app.app);
      const save = (trackImage: string | null) => saveDrawOn({ app: app.app, cookie: own }, { trackImage });
      const withBomb = await save(`http://127.0.0.1:${port}/huge.png`);
      const without = await save(null);
      const a = await app.app.inject({ method: "GET", url: `/api/og/${withBomb}` });
      const b = await app.app.inject({ method: "GET", url: `/api/og/${without}` });
      expect(a.statusCode).toBe(200);
      // the same picture as without a cover: the placeholder was drawn
      expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    } finally {
      await app.close();
      await new Promise((r) => host.close(r));
    }
  });
});
