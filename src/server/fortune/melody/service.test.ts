import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AudioFeatures } from "@/shared/api/tracks";
import { type FakeMedia, startFakeMedia } from "../../../../tests/fakes/media";
import { createOutbound } from "../../http/outbound";
import { silentLogger } from "../../log";
import { AUDIO_ANALYSIS_VERSION } from "./analyze";
import { createAudioFeaturesService } from "./service";

let media: FakeMedia;
beforeAll(async () => {
  media = await startFakeMedia();
});
afterAll(async () => {
  await media.close();
});
beforeEach(() => {
  media.requests.length = 0;
});

/** The three repository calls the service makes, kept in memory. */
function memoryRepo(previews: Record<string, string>) {
  const rows = new Map<string, { features: AudioFeatures | null; analyzedAt: Date }>();
  const stored: string[] = [];
  let clock = new Date("2026-11-01T12:00:00Z");
  return {
    rows,
    stored,
    now: () => clock,
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
    async cachedFeatures(ids: string[], version: number) {
      expect(version).toBe(AUDIO_ANALYSIS_VERSION);
      return new Map(ids.flatMap((id) => (rows.has(id) ? [[id, rows.get(id)!] as const] : [])));
    },
    async previewUrls(ids: string[]) {
      return new Map(ids.flatMap((id) => (previews[id] ? [[id, previews[id]] as const] : [])));
    },
    async storeFeatures(trackId: string, _version: number, features: AudioFeatures | null) {
      stored.push(trackId);
      rows.set(trackId, { features, analyzedAt: clock });
    },
  };
}

function service(repo: ReturnType<typeof memoryRepo>) {
  return createAudioFeaturesService({
    repo,
    outbound: createOutbound({ allowedHosts: [media.host], userAgent: "SarkiFali-test" }),
    log: silentLogger,
    now: repo.now,
    retryFailedAfterMs: 60_000,
  });
}

describe("createAudioFeaturesService", () => {
  it("analyses a track asked for twice at once only once", async () => {
    const repo = memoryRepo({ click: media.previewUrl(123) });
    const features = service(repo);
    const [a, b] = await Promise.all([features.featuresFor(["click"]), features.featuresFor(["click"])]);
    expect(Math.abs(a.click!.tempo! - 123)).toBeLessThanOrEqual(2);
    expect(b).toEqual(a);
    expect(media.requests).toHaveLength(1);
    expect(repo.stored).toEqual(["click"]);
  });

  it("remembers a failed analysis and tries again only after the retry delay", async () => {
    const repo = memoryRepo({ broken: `${media.url}/preview/missing.mp3` });
    const features = service(repo);
    expect(await features.featuresFor(["broken"])).toEqual({});
    expect(repo.rows.get("broken")?.features).toBeNull();
    expect(await features.featuresFor(["broken"])).toEqual({});
    expect(media.requests).toHaveLength(1);
    repo.advance(60_001);
    expect(await features.featuresFor(["broken"])).toEqual({});
    expect(media.requests).toHaveLength(2);
  });
});
