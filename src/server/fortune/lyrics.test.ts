import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeServer, json, startFakeServer } from "../../../tests/fakes/http";
import { type FakeLrclib, startFakeLrclib } from "../../../tests/fakes/lrclib";
import { testConfig } from "../../../tests/support/config";
import { createOutbound } from "../http/outbound";
import { lyricFingerprints } from "./lyric-words";
import {
  artistsMatch,
  buildExcerpt,
  chooseRecord,
  cleanTitle,
  createLyricsService,
  createMemoryLyricsCache,
  type LrclibRecord,
  type LyricsCache,
  type LyricsInfo,
  normalizeForMatch,
  splitArtists,
  stripLrc,
  titlesMatch,
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

  it("drops the version notes a title keeps as the person's list has it (ADR 032)", () => {
    // CSV titles and YouTube titles read as listed keep these; the lookup wants the song
    const cases: [string, string][] = [
      ["Heroes (Remastered 2013)", "Heroes"],
      ["Tum Hi Ho (FILM Version)", "Tum Hi Ho"],
      ["Bu Akşam (Canlı)", "Bu Akşam"],
      ["Vaziyetler (Akustik)", "Vaziyetler"],
      ["Haydi Söyle (JoyTurk Akustik)", "Haydi Söyle"],
      ["Tamam Abi (Canlı Kayıt 1975)", "Tamam Abi"],
      ["Nothing Better [LIVE]", "Nothing Better"],
      ["Bohemian Rhapsody - Remastered 2011", "Bohemian Rhapsody"],
      ["Thinking Out Loud - Live at Wembley Stadium", "Thinking Out Loud"],
      ["Put Your Hands Up For Detroit - Radio Edit", "Put Your Hands Up For Detroit"],
      ["Whatever (Test Ver)", "Whatever"],
      ["Song (Japanese Ver.)", "Song"],
      ["Come As You Are (MTV Unplugged)", "Come As You Are"],
      ["Yalnızlık (Sped Up)", "Yalnızlık"],
      ["Yalnızlık (Slowed + Reverb)", "Yalnızlık"],
      ["Sen Ağlama (Orijinal Versiyon)", "Sen Ağlama"],
      // names that only look like versions stay
      ["Kalbim - Boş Ver", "Kalbim - Boş Ver"],
      ["Live and Let Die", "Live and Let Die"],
      ["Canlı Yayın", "Canlı Yayın"],
      ["Song 2", "Song 2"],
    ];
    for (const [title, song] of cases) expect(cleanTitle(title), title).toBe(song);
  });

  it("splits artists and normalises Turkish text", () => {
    expect(splitArtists("Tarkan, Sezen Aksu feat. Biri")).toEqual(["Tarkan", "Sezen Aksu", "Biri"]);
    expect(splitArtists("Nick Murphy / Chet Faker;Biri  ft.  Öteki")).toEqual([
      "Nick Murphy",
      "Chet Faker",
      "Biri",
      "Öteki",
    ]);
    expect(splitArtists("AC/DC")).toEqual(["AC/DC"]);
    expect(splitArtists("Simon & Garfunkel")).toEqual(["Simon & Garfunkel"]);
    expect(normalizeForMatch("Barış MANÇO!")).toBe("baris manco");
    expect(normalizeForMatch("İSTANBUL'U Dinliyorum")).toBe("istanbul u dinliyorum");
  });
});

describe("splitArtists on hostile input (security review I6)", () => {
  it("is linear in long runs of spaces: the old pattern took 20 s on 2,000 spaces and hours on these", () => {
    // no timing assertion: with the old pattern this call does not return within the test timeout
    expect(splitArtists(`a${" ".repeat(20_000)}a`)).toEqual(["a a"]);
    expect(splitArtists(`a${" ".repeat(20_000)},${" ".repeat(20_000)}b`)).toEqual(["a", "b"]);
    expect(splitArtists(`a${" feat.".repeat(5_000)} b`).length).toBeGreaterThan(0);
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
    expect(info).toEqual({
      instrumental: false,
      excerpt: expect.stringContaining("Gidiyorum, gidiyorum"),
      // the four-word rule's fingerprints of the whole text, not its words (ADR 020)
      fingerprints: lyricFingerprints(fake.records.find((r) => r.trackName === "Gidiyorum")!.plainLyrics!),
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.path).toBe("/api/get");
    expect(fake.requests[0]!.query).toMatchObject({
      track_name: "Gidiyorum",
      artist_name: "Sezen Aksu",
      duration: "244",
    });
    expect(fake.requests[0]!.userAgent).toBe("SarkiFali/0.1 (+https://fal.example.com)");
  });

  it("looks a title up without the version notes the card shows", async () => {
    const info = await service().lookup({ title: "Gidiyorum (Canlı)", artist: "Sezen Aksu" });
    expect(info?.excerpt).toContain("Arkama bakmadan");
    expect(fake.requests[0]!.query).toMatchObject({ track_name: "Gidiyorum", artist_name: "Sezen Aksu" });
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

  it("asks nothing for a song whose artist is unknown: a title alone finds other songs' words", async () => {
    for (const artist of ["Bilinmeyen sanatçı", "BİLİNMEYEN SANATÇI", "Unknown Artist", "  "]) {
      expect(await service().lookup({ title: "Gidiyorum", artist })).toBeNull();
    }
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

// ---------- matching, on real LRCLIB answers (tests/fixtures/realworld/lrclib, see SOURCES-providers.md) ----------

const capture = <T>(name: string): T =>
  JSON.parse(
    readFileSync(new URL(`../../../tests/fixtures/realworld/lrclib/${name}`, import.meta.url), "utf8"),
  ) as T;
/** q="I Want to Live": 20 records of many artists, John Denver's among John Maus's and others' */
const byQuery = capture<LrclibRecord[]>("lrclibapi-test_search_with_query-0-200.json");
/** track_name + artist_name for Borislav Slavov: 18 sung records and 2 instrumental versions */
const byFields = capture<LrclibRecord[]>("lrclibapi-test_search_with_fields-0-200.json");
const getAnswer = capture<LrclibRecord>("lrclibapi-test_get_lyrics-0-200.json");
const getByIdAnswer = capture<LrclibRecord>("lrclibapi-test_get_lyrics_by_id-0-200.json");
const notFoundBody = capture<object>("lrclibapi-test_not_found-0-404.json");

const DENVER_LINE = "There are children raised in sorrow";
const MAUS_LINE = "Always forward";
const BORISLAV_LINE = "I feel your breath upon my neck";

describe("chooseRecord on real search answers", () => {
  const pick = (artist: string, title = "I Want to Live", durationSec?: number) =>
    chooseRecord(byQuery, { title, artist, durationSec });

  it("gives John Denver's record for John Denver, never John Maus's (a shared first name)", () => {
    const record = pick("John Denver");
    expect(record?.artistName).toBe("John Denver");
    expect(record?.plainLyrics).toContain(DENVER_LINE);
    expect(pick("John Maus")?.plainLyrics).toContain(MAUS_LINE);
  });

  it("refuses artists that only share a word, and other songs that share words of the title", () => {
    for (const artist of ["John", "Denver", "John Lennon", "Maus", "Foreigner", "Borislav"]) {
      expect(pick(artist), artist).toBeNull();
    }
    // "I Want You to Want Me (Live)", "I Want to Live My Life" are other songs
    expect(pick("Cheap Trick")).toBeNull();
    expect(pick("Stars Hollow")).toBeNull();
  });

  it("picks by duration when it is known", () => {
    expect(pick("John Denver", "I Want to Live", 226)?.id).toBe(15051052);
    expect(pick("John Denver", "I Want to Live", 230)?.id).toBe(1153417);
  });

  it("reads feat., &, several artists, remaster/live/single suffixes and missing punctuation", () => {
    expect(pick("John Denver feat. Placido Domingo")?.artistName).toBe("John Denver");
    expect(pick("Placido Domingo & John Denver")?.artistName).toBe("John Denver");
    expect(pick("Gavin Friday, Bono")?.artistName).toBe("Gavin Friday");
    expect(pick("John Denver", "I Want To Live - Remastered 2011")?.artistName).toBe("John Denver");
    // the record is "I Want To Live - Single Version"
    expect(pick("Josh Gracin")?.id).toBe(14795399);
    // "Aphrodite's Child" typed without the apostrophe
    expect(pick("Aphrodites Child")?.artistName).toBe("Aphrodite's Child");
    // the record is "I Want (Live)": the live version of "I Want"
    expect(pick("Face to Face", "I Want")?.id).toBe(6823369);
  });

  it("never lets an instrumental version hide the sung records, whatever the order", () => {
    const instrumentalFirst = [
      ...byFields.filter((r) => r.instrumental),
      ...byFields.filter((r) => !r.instrumental),
    ];
    expect(instrumentalFirst[0]?.instrumental).toBe(true);
    for (const durationSec of [undefined, 282, 240]) {
      const record = chooseRecord(instrumentalFirst, {
        title: "I Want to Live",
        artist: "Borislav Slavov",
        durationSec,
      });
      expect(record?.instrumental).toBe(false);
      expect(record?.plainLyrics).toContain(BORISLAV_LINE);
    }
  });

  it("does not call a sung song instrumental because of its '(Instrumental Version)' or '(Classical Version)'", () => {
    const versionsOnly = byFields.filter((r) => r.instrumental);
    expect(versionsOnly.map((r) => r.trackName)).toEqual([
      "I Want to Live - Instrumental Version",
      "I Want to Live  (Classical Version)",
    ]);
    expect(chooseRecord(versionsOnly, { title: "I Want to Live", artist: "Borislav Slavov" })).toBeNull();
    // a record of the song itself, marked instrumental, does say so
    const plain = { ...versionsOnly[0]!, trackName: "I Want to Live" };
    expect(chooseRecord([plain], { title: "I Want to Live", artist: "Borislav Slavov" })?.instrumental).toBe(
      true,
    );
  });

  it("accepts the /api/get and /api/get/{id} records for their song only", () => {
    for (const record of [getAnswer, getByIdAnswer]) {
      expect(chooseRecord([record], { title: "I Want to Live", artist: "Borislav Slavov" })?.id).toBe(
        3396226,
      );
      expect(
        chooseRecord([record], { title: "I Want to Live (From Baldur's Gate 3)", artist: "Borislav Slavov" })
          ?.id,
      ).toBe(3396226);
      // the same words, sung by someone else in another record, are not this record
      expect(chooseRecord([record], { title: "I Want to Live", artist: "Annapantsu" })).toBeNull();
    }
  });
});

describe("artistsMatch and titlesMatch", () => {
  it.each([
    ["Barış Manço", "BARIS MANCO", true],
    ["İlhan İrem", "Ilhan Irem", true],
    ["The Beatles", "Beatles", true],
    ["Simon & Garfunkel", "Simon and Garfunkel", true],
    ["Sezen Aksu & Tarkan", "Tarkan", true],
    ["Beyoncé", "Beyonce", true],
    ["Sezen Aksu", "Sezen Cumhur Önal", false],
    ["Sezen Aksu", "Sezen", false],
    ["Müslüm Gürses", "Müslüm Baba", false],
    ["Tarkan", "Tarkan Tevetoğlu Orkestrası", false],
    ["Mor", "Mor ve Ötesi", false],
    ["mor ve ötesi", "Mor ve Ötesi", true],
  ])("%j vs %j -> %s", (record, wanted, same) => {
    expect(artistsMatch(record, wanted)).toBe(same);
  });

  it.each([
    ["Gülpembe (Canlı)", "Gülpembe", true],
    ["Yesterday - Remastered 2009", "Yesterday", true],
    ["Waka Waka (This Time for Africa)", "Waka Waka", true],
    ["Şımarık", "SIMARIK", true],
    ["Gidiyorum", "Gidiyorum Gidiyorum", false],
    ["Kuzu Kuzu", "Kuzu", false],
    ["Yalan", "Yalın", false],
    ["Resimdeki Gözyaşlari", "Resimdeki Gözyaşları", true],
    ["Resimdeki Gözyaşlar", "Resimdeki Gözyaşları", true],
    ["I Want to Live My Life", "I Want to Live", false],
  ])("%j vs %j -> %s", (record, wanted, same) => {
    expect(titlesMatch(record, wanted)).toBe(same);
  });
});

describe("lyrics service against replayed LRCLIB answers", () => {
  let replay: FakeServer;
  let latencyMs = 0;
  let answers: { get: () => { status: number; body: unknown }; search: (q: URLSearchParams) => unknown };
  beforeAll(async () => {
    replay = await startFakeServer(
      (req) => {
        if (req.path === "/api/get") {
          const { status, body } = answers.get();
          return json(status, body);
        }
        if (req.path === "/api/search") return json(200, answers.search(req.url.searchParams));
        return json(404, notFoundBody);
      },
      { latencyMs: () => latencyMs },
    );
  });
  afterAll(() => replay.close());
  afterEach(() => {
    replay.requests.length = 0;
    latencyMs = 0;
  });

  const replayService = () =>
    createLyricsService({
      config: testConfig({ LRCLIB_BASE: replay.url, PUBLIC_URL: "https://fal.example.com" }),
      outbound: createOutbound({ allowedHosts: [replay.host], userAgent: "SarkiFali-test" }),
    });
  const notFound = () => ({ status: 404, body: notFoundBody });

  it("finds the song by /api/get (lrclibapi test_get_lyrics) and keeps only an excerpt", async () => {
    answers = { get: () => ({ status: 200, body: getAnswer }), search: () => [] };
    const info = await replayService().lookup({
      title: "I Want to Live",
      artist: "Borislav Slavov",
      durationMs: 233_000,
    });
    expect(info?.instrumental).toBe(false);
    expect(info?.excerpt).toContain(BORISLAV_LINE);
    expect(info!.excerpt!.length).toBeLessThanOrEqual(600);
    expect(replay.requests.map((r) => r.path)).toEqual(["/api/get"]);
  });

  it("answers null for a song LRCLIB does not know (test_not_found), and remembers the miss", async () => {
    answers = { get: notFound, search: () => [] };
    const service = replayService();
    expect(await service.lookup({ title: "Olmayan Şarkı", artist: "Kimse" })).toBeNull();
    expect(replay.requests.map((r) => r.path)).toEqual(["/api/get", "/api/search", "/api/search"]);
    expect(await service.lookup({ title: "Olmayan Şarkı", artist: "Kimse" })).toBeNull();
    expect(replay.requests).toHaveLength(3);
  });

  it("quotes John Denver for John Denver when the search lists John Maus too (test_search_with_query)", async () => {
    answers = { get: notFound, search: () => byQuery };
    const info = await replayService().lookup({ title: "I Want to Live", artist: "John Denver" });
    expect(info?.excerpt).toContain(DENVER_LINE);
    expect(info?.excerpt).not.toContain(MAUS_LINE);
  });

  it("answers null rather than another artist's words", async () => {
    answers = { get: notFound, search: () => byQuery };
    expect(await replayService().lookup({ title: "I Want to Live", artist: "John Lennon" })).toBeNull();
    expect(replay.requests.map((r) => r.path)).toEqual(["/api/get", "/api/search", "/api/search"]);
    // John Denver's records gone from the answer: John Maus's are still not his
    answers = { get: notFound, search: () => byQuery.filter((r) => r.artistName !== "John Denver") };
    expect(await replayService().lookup({ title: "I Want to Live", artist: "John Denver" })).toBeNull();
  });

  it("gives words, not 'instrumental', when an instrumental version comes first (test_search_with_fields)", async () => {
    const instrumentalFirst = [
      ...byFields.filter((r) => r.instrumental),
      ...byFields.filter((r) => !r.instrumental),
    ];
    answers = { get: notFound, search: () => instrumentalFirst };
    const info = await replayService().lookup({ title: "I Want to Live", artist: "Borislav Slavov" });
    expect(info).toEqual({
      instrumental: false,
      excerpt: expect.stringContaining(BORISLAV_LINE),
      fingerprints: expect.any(Array),
    });
  });

  it("looks past an /api/get answer marked instrumental when a sung record exists", async () => {
    const wronglyInstrumental = { ...getAnswer, instrumental: true, plainLyrics: null, syncedLyrics: null };
    answers = { get: () => ({ status: 200, body: wronglyInstrumental }), search: () => byFields };
    const info = await replayService().lookup({ title: "I Want to Live", artist: "Borislav Slavov" });
    expect(info?.instrumental).toBe(false);
    expect(replay.requests.map((r) => r.path)).toEqual(["/api/get", "/api/search"]);

    // and believes it when nothing sung is there
    replay.requests.length = 0;
    answers = { get: () => ({ status: 200, body: wronglyInstrumental }), search: () => [] };
    expect(await replayService().lookup({ title: "I Want to Live", artist: "Borislav Slavov" })).toEqual({
      instrumental: true,
      excerpt: null,
    });
  });

  it("takes a title that says 'Instrumental' or 'Karaoke' at its word, without asking", async () => {
    answers = { get: notFound, search: () => [] };
    expect(
      await replayService().lookup({
        title: "I Want to Live - Instrumental Version",
        artist: "Borislav Slavov",
      }),
    ).toEqual({ instrumental: true, excerpt: null });
    expect(await replayService().lookup({ title: "Gidiyorum (Karaoke)", artist: "Sezen Aksu" })).toEqual({
      instrumental: true,
      excerpt: null,
    });
    expect(replay.requests).toHaveLength(0);
  });

  it("gives up a shared lookup when its caller goes away, without pausing later lookups", async () => {
    answers = { get: () => ({ status: 200, body: getAnswer }), search: () => [] };
    const service = replayService();
    const song = { title: "I Want to Live", artist: "Borislav Slavov" };
    const gone = new AbortController();
    gone.abort();
    expect(await service.lookup(song, { signal: gone.signal })).toBeNull();

    latencyMs = 300;
    const leaving = new AbortController();
    const pending = service.lookup(song, { signal: leaving.signal });
    setTimeout(() => leaving.abort(), 30);
    expect(await pending).toBeNull();

    latencyMs = 0;
    expect((await service.lookup(song))?.excerpt).toContain(BORISLAV_LINE);
  });
});
