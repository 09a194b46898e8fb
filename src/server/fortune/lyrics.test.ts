import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeLrclib, startFakeLrclib } from "../../../tests/fakes/lrclib";
import { testConfig } from "../config";
import { createOutbound } from "../http/outbound";
import {
  buildExcerpt,
  cleanTitle,
  createLyricsService,
  createMemoryLyricsCache,
  type LyricsCache,
  type LyricsInfo,
  normalizeForMatch,
  splitArtists,
  stripLrc,
} from "./lyrics";

let fake: FakeLrclib;

beforeAll(async () => {
  fake = await startFakeLrclib();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
  fake.setFailure(null);
  fake.setLatency(0);
});

function service(
  options: { cache?: LyricsCache; requestTimeoutMs?: number; failureCooldownMs?: number } = {},
) {
  const config = testConfig({ LRCLIB_BASE: fake.url, PUBLIC_URL: "https://fal.example.com" });
  const outbound = createOutbound({ allowedHosts: [fake.host], userAgent: "SarkiFali-test" });
  return createLyricsService({ config, outbound, ...options });
}

describe("title and artist cleaning", () => {
  it("drops version marks, keeps meaningful brackets", () => {
    expect(cleanTitle("Yesterday (Remastered 2009)")).toBe("Yesterday");
    expect(cleanTitle("Gülpembe - Live")).toBe("Gülpembe");
    expect(cleanTitle("Gülpembe - Canlı")).toBe("Gülpembe");
    expect(cleanTitle("Hey Jude - 2015 Remaster")).toBe("Hey Jude");
    expect(cleanTitle("Şımarık (feat. Biri)")).toBe("Şımarık");
    expect(cleanTitle("Şımarık feat. Biri")).toBe("Şımarık");
    expect(cleanTitle("Dudu [Official Video]")).toBe("Dudu");
    expect(cleanTitle("(I Can't Get No) Satisfaction")).toBe("(I Can't Get No) Satisfaction");
    expect(cleanTitle("Ah - Vah")).toBe("Ah - Vah");
  });

  it("splits artists and normalises Turkish text", () => {
    expect(splitArtists("Tarkan, Sezen Aksu feat. Biri")).toEqual(["Tarkan", "Sezen Aksu", "Biri"]);
    expect(normalizeForMatch("Barış MANÇO!")).toBe("baris manco");
    expect(normalizeForMatch("İSTANBUL'U Dinliyorum")).toBe("istanbul u dinliyorum");
  });
});

describe("excerpt", () => {
  it("strips LRC timestamps and metadata tags", () => {
    expect(stripLrc("[ar:Biri]\n[00:12.10] Bir satır\n[00:13.00][00:40.00] İki <00:14.00>satır")).toBe(
      "Bir satır\nİki satır",
    );
  });

  it("starts at the chorus and lists repeated lines once", () => {
    const text = "Verse bir\nVerse iki\n\nNakarat bir\nNakarat iki\n\nVerse üç\n\nNakarat bir\nNakarat iki";
    expect(buildExcerpt(text)).toBe("Nakarat bir\nNakarat iki\n\nVerse üç\n\nVerse bir\nVerse iki");
  });

  it("is bounded in lines and characters", () => {
    const many = Array.from({ length: 40 }, (_, i) => `Satır numarası ${i} biraz uzunca yazılmış`).join("\n");
    const excerpt = buildExcerpt(many)!;
    expect(excerpt.split("\n").length).toBeLessThanOrEqual(12);
    expect(excerpt.length).toBeLessThanOrEqual(600);
    const long = buildExcerpt("kelime ".repeat(300))!;
    expect(long.length).toBeLessThanOrEqual(600);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("lyrics service", () => {
  it("finds lyrics with /api/get and sends a User-Agent naming the app", async () => {
    const info = await service().lookup({ title: "Gidiyorum", artist: "Sezen Aksu", durationMs: 243_500 });
    expect(info).toEqual({ instrumental: false, excerpt: expect.stringContaining("Gidiyorum, gidiyorum") });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.path).toBe("/api/get");
    expect(fake.requests[0]!.query).toMatchObject({
      track_name: "Gidiyorum",
      artist_name: "Sezen Aksu",
      duration: "244",
    });
    expect(fake.requests[0]!.userAgent).toBe("SarkiFali/0.1 (+https://fal.example.com)");
  });

  it("cleans the title and uses the main artist", async () => {
    const info = await service().lookup({ title: "Gidiyorum (Remastered 2011)", artist: "Sezen Aksu, Biri" });
    expect(info?.excerpt).toContain("Arkama bakmadan");
    expect(fake.requests[0]!.query).toMatchObject({ track_name: "Gidiyorum", artist_name: "Sezen Aksu" });
  });

  it("falls back to /api/search and picks the best match by duration", async () => {
    const live = await service().lookup({
      title: "Gülpembe - Live",
      artist: "Baris Manco",
      durationMs: 330_000,
    });
    expect(fake.requests.map((r) => r.path)).toEqual(["/api/get", "/api/search"]);
    expect(live?.excerpt).toContain("Canlı kayıt");

    const studio = await service().lookup({ title: "Gülpembe", artist: "Barış Manço", durationMs: 999_000 });
    expect(studio?.excerpt).toContain("Nakarat burada");
  });

  it("reads synced lyrics when there are no plain lyrics", async () => {
    const info = await service().lookup({ title: "Şımarık", artist: "TARKAN" });
    expect(info?.excerpt?.startsWith("Gel gel yanıma gel\nDönüp durma kapımda")).toBe(true);
    expect(info?.excerpt).not.toMatch(/\[\d\d:/);
  });

  it("marks instrumental tracks", async () => {
    expect(await service().lookup({ title: "Sessiz Gece", artist: "Bir Orkestra" })).toEqual({
      instrumental: true,
      excerpt: null,
    });
  });

  it("answers null when nothing matches, after the search fallbacks", async () => {
    expect(await service().lookup({ title: "Olmayan Şarkı", artist: "Kimse Bilmez" })).toBeNull();
    expect(fake.requests.map((r) => r.path)).toEqual(["/api/get", "/api/search", "/api/search"]);
    expect(fake.requests[2]!.query).toEqual({ q: "Olmayan Şarkı Kimse Bilmez" });
  });

  it("treats a record without words that is not instrumental as unknown", async () => {
    expect(await service().lookup({ title: "Boş Kayıt", artist: "Kimse" })).toBeNull();
  });

  it("caches hits: the second lookup makes no request", async () => {
    const s = service();
    const first = await s.lookup({ title: "Gidiyorum", artist: "Sezen Aksu" });
    const count = fake.requests.length;
    const second = await s.lookup({ title: "Gidiyorum - Live", artist: "sezen aksu" });
    expect(second).toEqual(first);
    expect(fake.requests.length).toBe(count);
  });

  it("caches misses: the second lookup makes no request", async () => {
    const s = service();
    expect(await s.lookup({ title: "Olmayan", artist: "Kimse Bilmez" })).toBeNull();
    const count = fake.requests.length;
    expect(await s.lookup({ title: "Olmayan", artist: "Kimse Bilmez" })).toBeNull();
    expect(fake.requests.length).toBe(count);
  });

  it("stores hits for 24 h and misses for 1 h in the cache", async () => {
    const writes: { key: string; value: LyricsInfo | null; ttlMs: number }[] = [];
    const memory = createMemoryLyricsCache();
    const cache: LyricsCache = {
      get: (key) => memory.get(key),
      set: (key, value, ttlMs) => {
        writes.push({ key, value, ttlMs });
        return memory.set(key, value, ttlMs);
      },
    };
    const s = service({ cache });
    await s.lookup({ title: "Gidiyorum", artist: "Sezen Aksu" });
    await s.lookup({ title: "Olmayan", artist: "Kimse Bilmez" });
    expect(writes.map((w) => [w.value === null, w.ttlMs])).toEqual([
      [false, 24 * 3600_000],
      [true, 3600_000],
    ]);
    // only the bounded excerpt is cached, never the full text
    expect(writes[0]!.value?.excerpt?.length).toBeLessThanOrEqual(600);
  });

  it("shares one lookup between concurrent callers", async () => {
    const s = service();
    fake.setLatency(50);
    const [a, b] = await Promise.all([
      s.lookup({ title: "Gidiyorum", artist: "Sezen Aksu" }),
      s.lookup({ title: "Gidiyorum", artist: "Sezen Aksu" }),
    ]);
    expect(a).toEqual(b);
    expect(fake.requests).toHaveLength(1);
  });

  it("answers null on a server error, does not cache it, and pauses lookups for a while", async () => {
    const s = service();
    fake.setFailure("500");
    expect(await s.lookup({ title: "Gidiyorum", artist: "Sezen Aksu" })).toBeNull();
    expect(fake.requests).toHaveLength(1);
    fake.setFailure(null);
    // within the cool-down: no request at all
    expect(await s.lookup({ title: "Gidiyorum", artist: "Sezen Aksu" })).toBeNull();
    expect(fake.requests).toHaveLength(1);

    const eager = service({ failureCooldownMs: 0 });
    fake.setFailure("500", ["search"]);
    expect(await eager.lookup({ title: "Olmayan", artist: "Kimse Bilmez" })).toBeNull();
    fake.setFailure(null);
    expect(await eager.lookup({ title: "Gidiyorum", artist: "Sezen Aksu" })).not.toBeNull();
    // the failed lookup was not remembered as a miss
    fake.requests.length = 0;
    await eager.lookup({ title: "Olmayan", artist: "Kimse Bilmez" });
    expect(fake.requests.length).toBeGreaterThan(0);
  });

  it("answers null on a timeout, a dropped connection or a body that is not JSON", async () => {
    fake.setFailure("hang");
    const started = Date.now();
    expect(
      await service({ requestTimeoutMs: 150 }).lookup({ title: "Gidiyorum", artist: "Sezen Aksu" }),
    ).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    fake.setFailure("reset");
    expect(await service().lookup({ title: "Gidiyorum", artist: "Sezen Aksu" })).toBeNull();
    fake.setFailure("bad-json");
    expect(await service().lookup({ title: "Gidiyorum", artist: "Sezen Aksu" })).toBeNull();
  });

  it("answers null without asking when title or artist is empty", async () => {
    expect(await service().lookup({ title: " ", artist: "Sezen Aksu" })).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it("never throws when the cache fails", async () => {
    const broken: LyricsCache = {
      get: () => Promise.reject(new Error("db down")),
      set: () => Promise.reject(new Error("db down")),
    };
    const info = await service({ cache: broken }).lookup({ title: "Gidiyorum", artist: "Sezen Aksu" });
    expect(info?.excerpt).toContain("Gidiyorum");
  });
});
