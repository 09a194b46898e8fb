import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PublicDraw } from "@/shared/api/draws";
import { type FakeMedia, startFakeMedia } from "../../../tests/fakes/media";
import { testOutbound } from "../../../tests/support/outbound";
import { samplePublicDraw } from "../../../tests/support/public-draw";
import { createEventBus, type EventBus } from "../events/bus";
import { silentLogger } from "../log";
import { OG_IMAGE_VERSION } from "./og-image/types";
import {
  createOgImageService,
  DrawImageGone,
  type OgImageServiceOptions,
  RenderQueueFull,
} from "./og-service";

let media: FakeMedia;
let events: EventBus;
beforeAll(async () => {
  media = await startFakeMedia();
  events = await createEventBus();
});
afterAll(() => media.close());
beforeEach(() => {
  media.requests.length = 0;
});

let counter = 0;
function makeDraw(over: Partial<PublicDraw> = {}): PublicDraw {
  counter += 1;
  return samplePublicDraw({
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    trackTitle: "Gülpembe",
    trackImage: media.coverUrl(),
    trackExternalUrl: "https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv",
    short: "Kısa yorum.",
    createdAt: "2026-01-01T10:00:00.000Z",
    ...over,
  });
}

/** The image table in memory, and a renderer that takes a while and says what it was given. */
function setup(overrides: Partial<OgImageServiceOptions> = {}) {
  const rows = new Map<string, { png: Uint8Array<ArrayBuffer>; etag: string; readAt: Date }>();
  const touched: string[] = [];
  const renders: { id: string; format: string; coverBytes: number | null }[] = [];
  const load = { current: 0, max: 0 };
  const logged: string[] = [];
  const service = createOgImageService({
    images: {
      async findImage(drawId, format, theme, version) {
        return rows.get(`${drawId}:${format}:${theme}:${version}`);
      },
      async storeImage(drawId, format, theme, version, png, etag) {
        rows.set(`${drawId}:${format}:${theme}:${version}`, {
          png: new Uint8Array(png),
          etag,
          readAt: new Date(),
        });
      },
      async touchImage(drawId, format, theme, version) {
        touched.push(`${drawId}:${format}:${theme}:${version}`);
      },
      async deleteImagesExcept(drawId, theme) {
        for (const key of [...rows.keys()]) {
          if (key.startsWith(`${drawId}:`) && key.split(":")[2] !== theme) rows.delete(key);
        }
      },
    },
    events,
    outbound: testOutbound([media.host]),
    log: { ...silentLogger, info: (_obj, msg) => logged.push(msg ?? "") },
    render: async ({ draw, cover, format }) => {
      renders.push({ id: draw.trackTitle, format, coverBytes: cover?.bytes.byteLength ?? null });
      load.current++;
      load.max = Math.max(load.max, load.current);
      await new Promise((r) => setTimeout(r, 30));
      load.current--;
      return {
        png: new TextEncoder().encode(`${draw.trackTitle}:${format}:${renders.length}`),
        cover: "none",
      };
    },
    ...overrides,
  });
  return { service, rows, renders, logged, load, touched };
}

describe("og image service", () => {
  it("renders once for requests that arrive together, with one cover fetch", async () => {
    const { service, renders, rows } = setup();
    const draw = makeDraw();
    const results = await Promise.all(Array.from({ length: 8 }, () => service.image(draw, "og")));
    expect(renders).toHaveLength(1);
    expect(renders[0]!.coverBytes).toBeGreaterThan(100);
    expect(media.requests).toHaveLength(1);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
    expect(results.every((r) => r.cache === "miss")).toBe(true);
    expect(rows.size).toBe(1);
    // afterwards from memory
    const again = await service.image(draw, "og");
    expect(again).toMatchObject({ cache: "hit", etag: results[0]!.etag });
    expect(renders).toHaveLength(1);
  });

  it("keeps formats apart and gives each its own ETag; only the og image is stored", async () => {
    const { service, renders, rows } = setup();
    const draw = makeDraw();
    const [og, story] = await Promise.all([service.image(draw, "og"), service.image(draw, "story")]);
    expect(renders.map((r) => r.format).sort()).toEqual(["og", "story"]);
    expect(og.etag).not.toBe(story.etag);
    expect(og.etag).toMatch(/^"[\w-]{27}"$/);
    // the story image is drawn on demand and kept in memory only
    expect([...rows.keys()]).toEqual([`${draw.id}:og:klasik:${OG_IMAGE_VERSION}`]);
    expect((await service.image(draw, "story")).cache).toBe("hit");
    expect(renders).toHaveLength(2);
  });

  it("serves what the database holds for this renderer version without rendering", async () => {
    const { service, rows, renders } = setup();
    const draw = makeDraw();
    const stored = { png: new Uint8Array([1, 2, 3]), etag: '"stored"', readAt: new Date() };
    rows.set(`${draw.id}:og:klasik:${OG_IMAGE_VERSION}`, stored);
    expect(await service.image(draw, "og")).toEqual({ png: stored.png, etag: stored.etag, cache: "hit" });
    expect(renders).toHaveLength(0);
  });

  it("renders anew when only an older renderer's image is stored (the version is in the key)", async () => {
    const { service, rows, renders } = setup();
    const draw = makeDraw();
    rows.set(`${draw.id}:og:klasik:${OG_IMAGE_VERSION - 1}`, {
      png: new Uint8Array([9]),
      etag: '"old"',
      readAt: new Date(),
    });
    const image = await service.image(draw, "og");
    expect(image.cache).toBe("miss");
    expect(image.etag).not.toBe('"old"');
    expect(renders).toHaveLength(1);
    expect(rows.has(`${draw.id}:og:klasik:${OG_IMAGE_VERSION}`)).toBe(true);
  });

  it("draws without a cover when it cannot be fetched, and says why in the log", async () => {
    const { service, renders, logged } = setup();
    await service.image(makeDraw({ trackImage: "https://evil.example/cover.png" }), "og");
    await service.image(makeDraw({ trackImage: `${media.url}/nothing-here.png` }), "og");
    await service.image(makeDraw({ trackImage: null }), "og");
    expect(renders.map((r) => r.coverBytes)).toEqual([null, null, null]);
    expect(logged).toEqual(["cover not fetched", "cover not fetched"]);
  });

  it("does not keep a failed render: the next request tries again", async () => {
    let fail = true;
    const { service } = setup({
      render: async () => {
        if (fail) throw new Error("resvg broke");
        return { png: new Uint8Array([7]), cover: "none" };
      },
    });
    const draw = makeDraw({ trackImage: null });
    await expect(Promise.all([service.image(draw, "og"), service.image(draw, "og")])).rejects.toThrow(
      "resvg broke",
    );
    fail = false;
    expect((await service.image(draw, "og")).cache).toBe("miss");
  });

  it("never runs more renders at once than its cap, however many arrive together", async () => {
    const { service, load, renders } = setup({ maxRenders: 2 });
    const draws = Array.from({ length: 24 }, () => makeDraw({ trackImage: null }));
    const results = await Promise.all(draws.map((d, i) => service.image(d, i % 3 ? "og" : "story")));
    expect(results.every((r) => r.cache === "miss")).toBe(true);
    expect(renders).toHaveLength(24);
    expect(load.max).toBe(2);
    expect(service.renderLoad()).toEqual({ active: 0, queued: 0 });
  });

  it("refuses renders beyond the queue (RenderQueueFull) instead of piling them up", async () => {
    const { service, renders } = setup({ maxRenders: 1, maxQueued: 3 });
    const draws = Array.from({ length: 10 }, () => makeDraw({ trackImage: null }));
    const settled = await Promise.allSettled(draws.map((d) => service.image(d, "og")));
    const refused = settled.filter((r) => r.status === "rejected");
    expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RenderQueueFull);
    expect(renders).toHaveLength(4);
  });

  it("asks `admit` before a render only, never for an image it has", async () => {
    const { service, renders } = setup();
    const admitted: string[] = [];
    const admit = async () => {
      admitted.push("x");
    };
    const draw = makeDraw({ trackImage: null });
    await service.image(draw, "og", { admit });
    for (let i = 0; i < 5; i++) await service.image(draw, "og", { admit });
    expect(admitted).toHaveLength(1);
    // a refusal stops the render
    const refused = makeDraw({ trackImage: null });
    await expect(
      service.image(refused, "og", {
        admit: async () => {
          throw new Error("429");
        },
      }),
    ).rejects.toThrow("429");
    expect(renders).toHaveLength(1);
  });

  it("marks a stored image as read when it was last read over a day ago", async () => {
    const { service, rows, touched } = setup();
    const old = makeDraw();
    const fresh = makeDraw();
    rows.set(`${old.id}:og:klasik:${OG_IMAGE_VERSION}`, {
      png: new Uint8Array([1]),
      etag: '"a"',
      readAt: new Date(Date.now() - 3 * 24 * 3600_000),
    });
    rows.set(`${fresh.id}:og:klasik:${OG_IMAGE_VERSION}`, {
      png: new Uint8Array([2]),
      etag: '"b"',
      readAt: new Date(),
    });
    await service.image(old, "og");
    await service.image(fresh, "og");
    await service.image(old, "og");
    expect(touched).toEqual([`${old.id}:og:klasik:${OG_IMAGE_VERSION}`]);
  });

  it("a draw.deleted event drops a draw's images from memory, and a render in progress is not kept", async () => {
    const { service, renders } = setup();
    const deleted = (id: string) => events.publish("draw.deleted", { id, ownerId: "o", version: 1 });
    const draw = makeDraw({ trackImage: null });
    expect((await service.image(draw, "story")).cache).toBe("miss");
    expect((await service.image(draw, "story")).cache).toBe("hit");
    await deleted(draw.id);
    // no longer in memory (the route answers 404 before asking, the draw being gone)
    expect((await service.image(draw, "story")).cache).toBe("miss");
    const other = makeDraw({ trackImage: null });
    const inFlight = service.image(other, "story");
    await new Promise((r) => setTimeout(r, 5));
    await deleted(other.id);
    await expect(inFlight).rejects.toBeInstanceOf(DrawImageGone);
    // the aborted render was not kept: asked again, it is drawn again
    expect((await service.image(other, "story")).cache).toBe("miss");
    expect(renders.map((r) => r.format)).toEqual(["story", "story", "story", "story"]);
  });

  it("a draw.updated event of its design drops the other designs' images, stored and in memory", async () => {
    const { service, rows } = setup();
    const draw = makeDraw({ trackImage: null });
    await service.image(draw, "og");
    const key = `${draw.id}:og:klasik:${OG_IMAGE_VERSION}`;
    expect(rows.has(key)).toBe(true);
    // the owner chose "gece": "klasik" goes from the table and from memory
    await events.publish("draw.updated", {
      id: draw.id,
      ownerId: "o",
      version: 2,
      field: "shareTheme",
      publicChange: true,
      shareTheme: "gece",
      hintHidden: false,
    });
    expect(rows.has(key)).toBe(false);
    expect((await service.image(draw, "og")).cache).toBe("miss");
  });
});
