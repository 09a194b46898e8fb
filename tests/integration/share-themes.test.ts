/**
 * PATCH /api/draws/{id}/share-theme (issue 13, ADR 019): the owner picks the design of a draw's
 * images; premium designs need Premium; the page's og:image address and the pictures follow.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepository } from "@/server/auth/repository";
import { ogImages } from "@/server/db/schema";
import { OG_IMAGE_VERSION } from "@/server/share/og-image/types";
import { SHARE_IMAGE_VERSION } from "@/shared/share-themes";
import { type FakeMedia, startFakeMedia } from "../fakes/media";
import { createTestApp, registerUser, type TestApp } from "./helpers";

let t: TestApp;
let media: FakeMedia;

beforeAll(async () => {
  media = await startFakeMedia();
  t = await createTestApp({ PUBLIC_URL: "https://fal.example", MEDIA_ALLOWED_HOSTS: media.host });
});
afterAll(async () => {
  await Promise.all([t.close(), media.close()]);
});

/** A new account with one saved draw (a Spotify track with a cover on the fake media host). */
async function ownerWithDraw(premium = false): Promise<{ cookie: string; id: string }> {
  const { cookie, user } = await registerUser(t.app);
  if (premium) await createAuthRepository(t.database.db).setPremium(user.id, true);
  const track = { id: "4u7EnebtmKWzUH433cf5Qv", title: "Gülpembe", artist: "Barış Manço" };
  const comment = await t.app.inject({
    method: "POST",
    url: "/api/comment",
    headers: { cookie },
    payload: { track, theme: "genel", salt: "tema", number: "42" },
  });
  expect(comment.statusCode).toBe(200);
  const c = comment.json();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/draws",
    headers: { cookie },
    payload: {
      commentId: c.commentId,
      number: "42",
      trackId: track.id,
      trackTitle: track.title,
      trackArtist: track.artist,
      trackImage: media.coverUrl(),
      trackPreviewUrl: null,
      trackExternalUrl: `https://open.spotify.com/track/${track.id}`,
      theme: "genel",
      headline: c.headline,
      short: c.short,
      long: c.long,
      comment: c.short,
    },
  });
  expect(res.statusCode).toBe(201);
  return { cookie, id: res.json().id };
}

const patch = (id: string, shareTheme: string, cookie?: string) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/draws/${id}/share-theme`,
    headers: cookie ? { cookie } : {},
    payload: { shareTheme },
  });

async function ogImageTag(id: string): Promise<string> {
  const html = (await t.app.inject({ method: "GET", url: `/result/${id}` })).body;
  const m = /<meta property="og:image" content="([^"]+)"/.exec(html);
  expect(m).not.toBeNull();
  return m![1]!.replaceAll("&amp;", "&");
}

async function storedThemes(id: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ theme: ogImages.theme })
    .from(ogImages)
    .where(and(eq(ogImages.drawId, id), eq(ogImages.format, "og")));
  return rows.map((r) => r.theme).sort();
}

describe("share theme of a draw", () => {
  it("starts as 'klasik' in the public view, the owner's view and the page's og:image", async () => {
    const { cookie, id } = await ownerWithDraw();
    expect((await t.app.inject({ method: "GET", url: `/api/draws/${id}` })).json().shareTheme).toBe("klasik");
    const own = await t.app.inject({
      method: "GET",
      url: `/api/draws/${id}/share-theme`,
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("no-store");
    expect(own.json()).toEqual({
      shareTheme: "klasik",
      ogImagePath: `/api/og/${id}?v=klasik-${SHARE_IMAGE_VERSION}`,
      storyImagePath: `/api/og/${id}?format=story&v=klasik-${SHARE_IMAGE_VERSION}`,
    });
    expect(await ogImageTag(id)).toBe(`https://fal.example/api/og/${id}?v=klasik-${SHARE_IMAGE_VERSION}`);
  });

  it("a free account may keep 'klasik' but is refused a premium design (403, spec message)", async () => {
    const { cookie, id } = await ownerWithDraw();
    expect((await patch(id, "klasik", cookie)).statusCode).toBe(200);
    for (const theme of ["gece", "altin", "pastel"]) {
      const res = await patch(id, theme, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "Bu tema sadece premium kullanıcılar için geçerlidir" });
    }
    expect((await t.app.inject({ method: "GET", url: `/api/draws/${id}` })).json().shareTheme).toBe("klasik");
  });

  it("someone else's draw answers 404 (also for a premium design), signed out 401, a bad design 400", async () => {
    const { id } = await ownerWithDraw(true);
    const other = await registerUser(t.app);
    for (const theme of ["klasik", "gece"]) {
      const res = await patch(id, theme, other.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Fal bulunamadı" });
    }
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/draws/${id}/share-theme`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await patch(id, "gece")).statusCode).toBe(401);
    expect((await patch("00000000-0000-4000-8000-000000000000", "klasik", other.cookie)).statusCode).toBe(
      404,
    );
    expect((await patch("yok", "klasik", other.cookie)).statusCode).toBe(404);
    const owner = await ownerWithDraw(true);
    const bad = await patch(owner.id, "neon", owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Geçersiz paylaşım teması");
  });

  it("a premium owner's choice changes the og:image address, the pictures and their cache", async () => {
    const { cookie, id } = await ownerWithDraw(true);
    const before = await ogImageTag(id);
    const klasik = await t.app.inject({
      method: "GET",
      url: new URL(before).pathname + new URL(before).search,
    });
    expect(klasik.statusCode).toBe(200);
    expect(klasik.headers["x-og-cache"]).toBe("miss");
    const klasikStory = await t.app.inject({ method: "GET", url: `/api/og/${id}?format=story` });
    expect(await storedThemes(id)).toEqual(["klasik"]);

    const res = await patch(id, "gece", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      shareTheme: "gece",
      ogImagePath: `/api/og/${id}?v=gece-${SHARE_IMAGE_VERSION}`,
      storyImagePath: `/api/og/${id}?format=story&v=gece-${SHARE_IMAGE_VERSION}`,
    });
    // the old design's stored image is gone with the choice
    expect(await storedThemes(id)).toEqual([]);

    const after = await ogImageTag(id);
    expect(after).toBe(`https://fal.example/api/og/${id}?v=gece-${SHARE_IMAGE_VERSION}`);
    expect(after).not.toBe(before);
    const gece = await t.app.inject({ method: "GET", url: res.json().ogImagePath });
    expect(gece.statusCode).toBe(200);
    expect(gece.headers["x-og-cache"]).toBe("miss");
    expect(gece.headers.etag).not.toBe(klasik.headers.etag);
    expect(Buffer.compare(gece.rawPayload, klasik.rawPayload)).not.toBe(0);
    const geceStory = await t.app.inject({ method: "GET", url: res.json().storyImagePath });
    expect(Buffer.compare(geceStory.rawPayload, klasikStory.rawPayload)).not.toBe(0);
    // stored per theme: asked again, served from the cache
    expect(await storedThemes(id)).toEqual(["gece"]);
    const again = await t.app.inject({ method: "GET", url: `/api/og/${id}` });
    expect(again.headers["x-og-cache"]).toBe("hit");
    expect(again.headers.etag).toBe(gece.headers.etag);

    // back to 'klasik': drawn again in that design (the old address's picture, same bytes)
    expect((await patch(id, "klasik", cookie)).statusCode).toBe(200);
    expect(await storedThemes(id)).toEqual([]);
    const back = await t.app.inject({ method: "GET", url: `/api/og/${id}` });
    expect(back.headers["x-og-cache"]).toBe("miss");
    expect(Buffer.compare(back.rawPayload, klasik.rawPayload)).toBe(0);
    expect(await storedThemes(id)).toEqual(["klasik"]);
  });

  it("a lapsed Premium keeps the draw's chosen design but cannot choose a premium one again", async () => {
    const { cookie, id } = await ownerWithDraw(true);
    expect((await patch(id, "altin", cookie)).statusCode).toBe(200);
    const me = (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json();
    await createAuthRepository(t.database.db).setPremium(me.id, false);
    expect((await patch(id, "pastel", cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/draws/${id}` })).json().shareTheme).toBe("altin");
    expect((await patch(id, "klasik", cookie)).statusCode).toBe(200);
  });

  it("the database keeps one image row per draw, format, theme and version", async () => {
    const { id } = await ownerWithDraw();
    await t.app.inject({ method: "GET", url: `/api/og/${id}` });
    const rows = await t.database.db.select().from(ogImages).where(eq(ogImages.drawId, id));
    expect(rows.map((r) => [r.format, r.theme, r.version])).toEqual([["og", "klasik", OG_IMAGE_VERSION]]);
  });
});
