import { describe, expect, it } from "vitest";
import type { AudioFeatures } from "@/shared/api/tracks";
import { THEME_IDS, type ThemeId } from "@/shared/themes";
import { checkComment } from "../checks";
import type { CommentInput, GeneratedComment } from "../types";
import { composeOfflineComment } from "./composer";
import { Rng } from "./rng";

// ---------- sample data ----------

const TRACKS: CommentInput["track"][] = [
  { id: "sp:gulpembe", title: "Gülpembe", artist: "Barış Manço" },
  { id: "sp:donence", title: "Dönence", artist: "Barış Manço" },
  { id: "sp:simarik", title: "Şımarık", artist: "Tarkan" },
  { id: "sp:kuzu", title: "Kuzu Kuzu", artist: "Tarkan" },
  { id: "sp:firuze", title: "Firuze", artist: "Sezen Aksu" },
  { id: "sp:senfoni", title: "Yalnızlık Senfonisi", artist: "Sezen Aksu" },
  { id: "sp:bohemian", title: "Bohemian Rhapsody", artist: "Queen" },
  { id: "sp:hotel", title: "Hotel California", artist: "Eagles" },
  { id: "sp:cambaz", title: "Cambaz", artist: "mor ve ötesi" },
  { id: "sp:buaksam", title: "Bu Akşam", artist: "Duman" },
  { id: "sp:islak", title: "Islak Islak", artist: "Cem Karaca" },
  { id: "sp:blinding", title: "Blinding Lights", artist: "The Weeknd" },
  { id: "sp:someone", title: "Someone Like You", artist: "Adele" },
  { id: "sp:despacito", title: "Despacito", artist: "Luis Fonsi" },
  { id: "yt:gesi", title: "Gesi Bağları", artist: "Bilinmeyen Sanatçı" },
  { id: "csv:1", title: "Sakin Ol", artist: "" },
  {
    id: "yt:long",
    title: "Bir Zamanlar Çok Uzak Bir Ülkede Yaşayan Küçük Bir Kızın Uzun Hikâyesi Üzerine",
    artist: "Anonim Orkestra",
  },
  { id: "yt:emoji", title: "🔥 Yaz Gecesi 🔥", artist: "Deniz Yılmaz" },
  { id: "yt:quotes", title: 'Say "Hello" Again', artist: "The Quotes" },
  { id: "yt:caps", title: "KIRMIZI GÜL DEMET DEMET", artist: "SEZEN AKSU" },
  { id: "yt:noise", title: "Tarkan - Dudu (Official Video)", artist: "TarkanVEVO" },
];

// Invented lines in the style of lyrics (no real lyrics are quoted here).
const EXCERPTS = [
  "Gülpembe, gülpembe\nBahar dalında açan çiçek\nYanaklarında güller açar",
  "Walking down the river road\nCounting every paper boat\nSummer rain and silver light",
  "Bu akşam ölürüm sandım\nYalnızlığın sesi dalgalarda\nBu akşam ölürüm sandım",
  "Dönence, dönence\nSabah olur gün doğar\nKaranlık gecenin sonunda",
  "[Chorus]\nOh, I'm dancing in the neon lights\nNo, I can't sleep until the morning comes",
  "Despacito\nBailando bajo la luna despacito\nCorazón de primavera",
  "Yağmur yağar ıslak ıslak\nSokaklarda yürüyorum\nİstanbul'un gecesinde",
];

const HINTS = [
  "sınav",
  "motivasyon",
  "aşk",
  "yeni iş",
  "tatil",
  "aile",
  "cesaret",
  "terfi",
  "İstanbul",
  "ev",
];

const THEME_WORDS: Record<ThemeId, RegExp> = {
  genel: /hayat|yol/u,
  ask: /aşk|kalb|kalp|sevgi|gönül|gönl/u,
  kariyer: /kariyer|iş hayat|proje|hedef|\biş\b|işte/u,
  gunluk: /bugün|gün/u,
};

/** Words counted per theme; "hayat" alone, not inside "aşk hayatı" or "iş hayatı". */
const OWN_WORDS: Record<string, RegExp> = {
  kariyer: /kariyer/gu,
  aşk: /aşk/gu,
  bugün: /bugün/gu,
  hayat: /(?<!aşk |iş )hayat/gu,
};

function randomAudio(rng: Rng): AudioFeatures | null {
  if (rng.chance(0.2)) return null;
  const maybe = <T>(value: T): T | undefined => (rng.chance(0.8) ? value : undefined);
  return {
    tempo: maybe(60 + rng.int(120)),
    energy: maybe(rng.next()),
    loudness: maybe(-25 + rng.next() * 23),
    brightness: maybe(rng.next()),
    valence: maybe(rng.next()),
    danceability: maybe(rng.next()),
    acousticness: maybe(rng.next()),
    key: maybe(rng.int(12)),
    mode: maybe(rng.int(2)),
  };
}

function randomLyrics(rng: Rng): CommentInput["lyrics"] {
  const r = rng.next();
  if (r < 0.25) return null;
  if (r < 0.35) return { instrumental: true, excerpt: null };
  if (r < 0.4) return { instrumental: false, excerpt: null };
  return { instrumental: false, excerpt: rng.pick(EXCERPTS) };
}

function randomLevel(rng: Rng): number {
  return 1 + rng.int(3);
}

function draws(count: number, salt = 1): CommentInput[] {
  const rng = new Rng(0x5eed + salt);
  const out: CommentInput[] = [];
  for (let i = 0; i < count; i++) {
    const theme = THEME_IDS[i % THEME_IDS.length] as ThemeId;
    const track = rng.pick(TRACKS);
    const number = 1 + rng.int(999);
    const fixedPersona = rng.chance(0.5);
    out.push({
      theme,
      track,
      audio: randomAudio(rng),
      lyrics: randomLyrics(rng),
      hint: rng.chance(0.4) ? null : rng.pick(HINTS),
      persona: fixedPersona
        ? { mysticLevel: 2, directness: 2, optimism: 2 }
        : { mysticLevel: randomLevel(rng), directness: randomLevel(rng), optimism: randomLevel(rng) },
      seed: `${track.id}|${number}|${theme}|room-${salt}-${i}`,
    });
  }
  return out;
}

/** Sentences outside «quotes» (titles may contain ?, ! or dots). */
function sentences(text: string): string[] {
  return text
    .replace(/«[^»]*»/gu, "Q")
    .split(/(?<=[.!?])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const lower = (s: string) => s.toLocaleLowerCase("tr-TR");
const all = (c: GeneratedComment) => [c.headline, c.short, c.long];

const SAMPLE = draws(1000);
const OUTPUTS = SAMPLE.map((input) => ({ input, out: composeOfflineComment(input) }));

// ---------- tests ----------

describe("composeOfflineComment", () => {
  it("is deterministic for the same input", () => {
    for (const { input, out } of OUTPUTS.slice(0, 200)) {
      const copy = JSON.parse(JSON.stringify(input)) as CommentInput;
      expect(composeOfflineComment(copy)).toEqual(out);
    }
  });

  it("varies: at least 900 distinct headlines over 1,000 draws", () => {
    const headlines = new Set(OUTPUTS.map(({ out }) => out.headline));
    expect(headlines.size).toBeGreaterThanOrEqual(900);
    expect(new Set(OUTPUTS.map(({ out }) => out.short)).size).toBeGreaterThanOrEqual(950);
    expect(new Set(OUTPUTS.map(({ out }) => out.long)).size).toBeGreaterThanOrEqual(990);
  });

  it("also varies when only the number changes for one track and theme", () => {
    const base = SAMPLE[0] as CommentInput;
    const headlines = new Set(
      Array.from(
        { length: 200 },
        (_, n) => composeOfflineComment({ ...base, seed: `${base.track.id}|${n}|x` }).headline,
      ),
    );
    expect(headlines.size).toBeGreaterThanOrEqual(185);
  });

  it("never leaks placeholders, braces, double spaces or suffixes after quotes", () => {
    for (const { out } of OUTPUTS) {
      for (const text of all(out)) {
        expect(text).not.toMatch(/undefined|null|NaN|\[object|[{}$]| {2}| \n|\n |\n{3}|\t/u);
        expect(text).not.toMatch(/»['’\p{L}]/u);
        expect(text).not.toMatch(/ [,.;:!?]/u);
        expect(text).not.toMatch(/\.\./u);
      }
    }
  });

  it("never attaches a suffix to an artist name", () => {
    for (const { input, out } of OUTPUTS) {
      const artist = input.track.artist;
      if (!artist) continue;
      for (const text of all(out)) {
        let at = text.indexOf(artist);
        while (at >= 0) {
          expect(text.slice(at + artist.length, at + artist.length + 1)).toMatch(/^[ ,]?$/u);
          at = text.indexOf(artist, at + 1);
        }
      }
    }
  });

  it("keeps the headline one line, at most 90 characters, without a final period", () => {
    for (const { out } of OUTPUTS) {
      expect(out.headline).not.toMatch(/\n/u);
      expect(Array.from(out.headline).length).toBeLessThanOrEqual(90);
      expect(out.headline.length).toBeGreaterThan(10);
      expect(out.headline).not.toMatch(/\.$/u);
    }
  });

  it("writes a short text of 1-3 sentences within 320 characters", () => {
    for (const { out } of OUTPUTS) {
      const n = sentences(out.short).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
      expect(Array.from(out.short).length).toBeLessThanOrEqual(320);
      expect(out.short).not.toMatch(/\n/u);
    }
  });

  it("writes a long text of 2-4 paragraphs of 2-4 sentences that goes on from the short one", () => {
    for (const { out } of OUTPUTS) {
      const paragraphs = out.long.split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      for (const p of paragraphs) {
        const n = sentences(p).length;
        expect(n).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(4);
      }
      expect(out.long.length).toBeGreaterThan(out.short.length + 150);
      // The long text opens with the short one and goes on (the result page prints both: review 3.4)
      expect(paragraphs[0]).toBe(out.short);
      expect(out.long.indexOf(out.short, 1)).toBe(-1);
    }
  });

  it("passes the checks a model's comment must pass, unchanged", () => {
    for (const { out } of OUTPUTS) expect(checkComment(out)).toEqual({ ok: true, comment: out });
  });

  it("uses the theme's own vocabulary", () => {
    const counts: Record<ThemeId, Record<string, number>> = {
      genel: {},
      ask: {},
      kariyer: {},
      gunluk: {},
    };
    for (const { input, out } of OUTPUTS) {
      expect(lower(out.long)).toMatch(THEME_WORDS[input.theme]);
      for (const [word, pattern] of Object.entries(OWN_WORDS)) {
        const n = lower(`${out.short} ${out.long}`).match(pattern)?.length ?? 0;
        counts[input.theme][word] = (counts[input.theme][word] ?? 0) + n;
      }
    }
    const own = { kariyer: "kariyer", ask: "aşk", gunluk: "bugün", genel: "hayat" } as const;
    for (const theme of THEME_IDS) {
      const word = own[theme];
      for (const other of THEME_IDS) {
        if (other !== theme) expect(counts[theme][word] ?? 0).toBeGreaterThan(2 * (counts[other][word] ?? 0));
      }
    }
  });

  it("quotes the hint when one is given", () => {
    for (const { input, out } of OUTPUTS) {
      if (!input.hint) continue;
      expect(lower(out.long)).toContain(`«${lower(input.hint)}»`);
      expect(lower(out.short)).toContain(`«${lower(input.hint)}»`);
    }
  });

  it("quotes a content word of the lyrics when lyrics are given", () => {
    const stop = new Set(["this", "just", "from", "said", "until", "your"]);
    let checked = 0;
    for (const { input, out } of OUTPUTS) {
      const excerpt = input.lyrics?.excerpt;
      if (!excerpt || input.lyrics?.instrumental) continue;
      const skip = new Set([lower(input.track.title), lower(input.hint ?? "")]);
      const quoted = [...out.long.matchAll(/«([^»]+)»/gu)]
        .map((m) => lower(m[1] ?? ""))
        .filter((q) => !skip.has(q) && lower(excerpt).includes(q));
      expect(quoted.length).toBeGreaterThan(0);
      for (const q of quoted) expect(stop.has(q)).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it("calls an instrumental track sözsüz", () => {
    for (const { input, out } of OUTPUTS) {
      if (input.lyrics?.instrumental) expect(lower(out.long)).toMatch(/sözsüz|söz yok/u);
    }
  });

  it("changes the text with each persona dial", () => {
    for (const input of SAMPLE.slice(0, 100)) {
      const at = (mysticLevel: number, directness: number, optimism: number) =>
        composeOfflineComment({ ...input, persona: { mysticLevel, directness, optimism } }).long;
      const base = at(2, 2, 2);
      expect(at(1, 2, 2)).not.toBe(base);
      expect(at(3, 2, 2)).not.toBe(base);
      expect(at(2, 1, 2)).not.toBe(base);
      expect(at(2, 3, 2)).not.toBe(base);
      expect(at(2, 2, 1)).not.toBe(base);
      expect(at(2, 2, 3)).not.toBe(base);
    }
    const mystic = SAMPLE.slice(0, 200).map((input) =>
      composeOfflineComment({ ...input, persona: { mysticLevel: 3, directness: 2, optimism: 2 } }),
    );
    const plain = SAMPLE.slice(0, 200).map((input) =>
      composeOfflineComment({ ...input, persona: { mysticLevel: 1, directness: 2, optimism: 2 } }),
    );
    const stars = (cs: GeneratedComment[]) =>
      cs.filter((c) => /yıldız|evren|kozmik|ay ışığı|kristal/u.test(lower(c.long))).length;
    expect(stars(mystic)).toBeGreaterThan(stars(plain) * 2);
  });

  it("maps the sound to words: fast and energetic vs slow and minor", () => {
    const fast: AudioFeatures = { tempo: 168, energy: 0.92, valence: 0.8, mode: 1 };
    const slow: AudioFeatures = { tempo: 64, energy: 0.18, valence: 0.15, mode: 0, key: 9 };
    for (const input of SAMPLE.slice(0, 60)) {
      const f = composeOfflineComment({ ...input, audio: fast });
      const s = composeOfflineComment({ ...input, audio: slow });
      expect(lower(`${f.short} ${f.long}`)).toMatch(
        /hareketli|coşku|hızlı|enerji|dinamik|neşe|keyifli|tempo|canlı|kıpır|oynak/u,
      );
      expect(lower(`${s.short} ${s.long}`)).toMatch(
        /sakin|ağır|dingin|yumuşa|hüzün|melankolik|minör|içli|buruk|telaşsız|durgun|yavaş/u,
      );
    }
  });

  it("never sounds like real advice", () => {
    for (const { out } of OUTPUTS) {
      expect(lower(out.long)).not.toMatch(
        /(?<!\p{L})(ilaç|doktor|tedavi|yatırım|borsa|kredi|hisse senedi|kripto|teşhis)/u,
      );
    }
  });

  describe("edge cases", () => {
    const base: CommentInput = {
      theme: "genel",
      track: { id: "x", title: "Gülpembe", artist: "Barış Manço" },
      audio: null,
      lyrics: null,
      hint: null,
      persona: { mysticLevel: 2, directness: 2, optimism: 2 },
      seed: "edge",
    };
    const texts = (input: CommentInput) => all(composeOfflineComment(input)).join("\n");

    it("works with no audio, no lyrics and no hint", () => {
      const out = composeOfflineComment(base);
      expect(out.short).toContain("«Gülpembe»");
      expect(out.long.split("\n\n").length).toBeGreaterThanOrEqual(2);
    });

    it("shortens very long titles inside the quotes", () => {
      const title = "Bir Zamanlar Çok Uzak Bir Ülkede Yaşayan Küçük Bir Kızın Uzun Hikâyesi Üzerine";
      for (let i = 0; i < 30; i++) {
        const text = texts({ ...base, track: { ...base.track, title }, seed: `long-${i}` });
        expect(text).not.toContain(title);
        for (const [, quoted] of text.matchAll(/«([^»]+)»/gu)) {
          expect(Array.from(quoted ?? "").length).toBeLessThanOrEqual(60);
        }
        expect(text).toMatch(/…» (şarkı|parça)/u);
      }
    });

    it("leaves out unknown or empty artists", () => {
      for (const artist of ["", "Bilinmeyen Sanatçı", "Unknown Artist", "  "]) {
        for (let i = 0; i < 20; i++) {
          const text = texts({ ...base, track: { ...base.track, artist }, seed: `artist-${i}` });
          expect(text).not.toMatch(/Bilinmeyen|Unknown|imzalı|sesleniyor|Sanatçı/u);
        }
      }
    });

    it("cleans titles with quotes, emojis, braces, all caps and video noise", () => {
      const cases: [string, string][] = [
        ['Say "Hello" Again', "«Say Hello Again»"],
        ["🔥 Yaz Gecesi 🔥", "«🔥 Yaz Gecesi 🔥»"],
        ["KIRMIZI GÜL DEMET DEMET", "«Kırmızı Gül Demet Demet»"],
        ["Tarkan - Dudu (Official Video)", "«Dudu»"],
        ["Song {remix}", "«Song»"], // a version tag is the list's, not the song's name (title.test.ts)
        ["«Gülpembe»", "«Gülpembe»"],
        ["SIRILSIKLAM", "«Sırılsıklam»"],
        ["ISLAK ISLAK", "«Islak Islak»"],
      ];
      for (const [title, expected] of cases) {
        const artist = title.startsWith("Tarkan") ? "Tarkan" : "Barış Manço";
        const out = composeOfflineComment({ ...base, track: { id: "t", title, artist } });
        expect(out.short).toContain(expected);
        expect(all(out).join(" ")).not.toMatch(/[{}"]|«[^»]*«/u);
      }
    });

    it("uses 'bu şarkı' when the title has nothing printable", () => {
      const out = composeOfflineComment({ ...base, track: { ...base.track, title: "  ", artist: "" } });
      expect(`${out.short} ${out.long}`).toMatch(/bu şarkı|bu parça/iu);
      expect(out.short).not.toContain("«»");
    });

    it("treats odd hints as data", () => {
      const hint = (h: string) => composeOfflineComment({ ...base, hint: h }).long;
      expect(hint("{{sınav}}")).toContain("«sınav»");
      expect(hint("<script>alert(1)</script>")).toContain("«alert 1»");
      expect(hint("SINAV")).toContain("«sınav»");
      expect(hint("💖 aşk 💖")).toContain("«aşk»");
      expect(hint("  <b>SINAV</b>!!  ")).toContain("«sınav»");
      for (const empty of ["   ", "!!!", "null", "💖"]) {
        expect(hint(empty)).toBe(composeOfflineComment(base).long);
      }
    });

    it("does not say the hint's word again outside the quotes", () => {
      for (const hint of ["cesaret", "umut"]) {
        for (let i = 0; i < 60; i++) {
          const out = composeOfflineComment({ ...base, hint, seed: `hint-${i}` });
          for (const text of [out.short, out.long]) {
            expect(text).toContain(`«${hint}»`);
            expect(text.replaceAll(`«${hint}»`, "")).not.toContain(hint);
          }
        }
      }
    });

    it("does not tell twice that the number brought the song to the fortune", () => {
      let falina = 0;
      for (let i = 0; i < 300; i++) {
        const out = composeOfflineComment({ ...base, seed: `falina-${i}` });
        if (!out.short.startsWith("Falına")) continue;
        falina++;
        expect(out.long).not.toMatch(/^(Seçtiğin sayı falına|Kartlar karıştırıldı)/u);
      }
      expect(falina).toBeGreaterThan(20);
    });

    it("falls back to genel and level 2 on unexpected values", () => {
      const odd = {
        ...base,
        theme: "nope" as ThemeId,
        persona: { mysticLevel: 9, directness: -1, optimism: Number.NaN },
      };
      const out = composeOfflineComment(odd);
      expect(all(out).join(" ")).not.toMatch(/undefined|NaN/u);
    });

    it("skips stop-words, fillers and bracketed labels in lyrics", () => {
      for (let i = 0; i < 40; i++) {
        const out = composeOfflineComment({
          ...base,
          seed: `lyr-${i}`,
          lyrics: {
            instrumental: false,
            excerpt: "[Verse 1]\nla la la yeah yeah\nand you and me\nbeni sana bırak\nyıldızlar",
          },
        });
        expect(out.long).toContain("«yıldızlar»");
      }
      const none = composeOfflineComment({
        ...base,
        lyrics: { instrumental: false, excerpt: "la la la\nyeah yeah\noh oh" },
      });
      expect(none.long).not.toMatch(/«(la|yeah|oh)/u);
    });

    it("does not quote gloomy words or the song title from the lyrics", () => {
      for (let i = 0; i < 40; i++) {
        const out = composeOfflineComment({
          ...base,
          track: { id: "d", title: "Despacito", artist: "Luis Fonsi" },
          seed: `gloom-${i}`,
          lyrics: {
            instrumental: false,
            excerpt: "Despacito despacito\nBu akşam ölürüm sandım\nYalnızlığın sesi dalgalarda",
          },
        });
        const quoted = [...lower(out.long).matchAll(/«([^»]+)»/gu)].map((m) => m[1] ?? "");
        const lyricQuotes = quoted.filter((q) => q !== "despacito");
        expect(lyricQuotes.length).toBeGreaterThan(0);
        for (const q of lyricQuotes) expect(q).not.toMatch(/ölürüm|despacito/u);
      }
    });
  });
});

// ---------- the Turkish review's numbered fixes (2026-11), each on the comments it quoted ----------

describe("review fixes", () => {
  const base: CommentInput = {
    theme: "genel",
    track: { id: "x", title: "Gülpembe", artist: "Barış Manço" },
    audio: { tempo: 118, energy: 0.75, brightness: 0.7, mode: 1, key: 7 },
    lyrics: null,
    hint: null,
    persona: { mysticLevel: 2, directness: 2, optimism: 2 },
    seed: "fix",
  };
  const many = (patch: Partial<CommentInput>, n = 300) =>
    Array.from({ length: n }, (_, i) =>
      composeOfflineComment({ ...base, ...patch, theme: THEME_IDS[i % 4] as ThemeId, seed: `fix-${i}` }),
    );

  it("3: a hint with no topic never gets the same sentence twice in one comment", () => {
    for (const hint of ["gitar", "şans", "değişim", "yeni ev", "spor", "müzik"]) {
      for (const out of many({ hint }, 120)) {
        const said = sentences(`${out.long}`);
        expect(new Set(said).size, out.long).toBe(said.length);
        expect(out.long.split(`«${hint}»`).length - 1, out.long).toBe(1);
      }
    }
  });

  it("4: acronyms in a hint keep their capitals; a shouted place name becomes a proper noun", () => {
    const quoted = (hint: string) =>
      [...composeOfflineComment({ ...base, hint }).short.matchAll(/«([^»]+)»/gu)]
        .map((m) => m[1])
        .find((q) => q !== "Gülpembe");
    expect(quoted("IELTS")).toBe("IELTS");
    expect(quoted("AI")).toBe("AI");
    expect(quoted("YKS")).toBe("YKS");
    expect(quoted("KPSS")).toBe("KPSS");
    expect(quoted("TOEFL")).toBe("TOEFL");
    expect(quoted("İSTANBUL")).toBe("İstanbul");
    expect(quoted("ISTANBUL")).toBe("İstanbul");
    expect(quoted("İSTANBUL'A TAŞINMA")).toBe("İstanbul'a taşınma");
    expect(quoted("SINAV")).toBe("sınav");
    expect(quoted("YENİ İŞ")).toBe("yeni iş");
    expect(quoted("YKS SINAVI")).toBe("YKS sınavı");
  });

  it("9: a verb, an inflected form or a number word is never quoted as a thing", () => {
    const excerpts = [
      "Dudağını büzdün yine\nŞımarık şımarık oldun\nCilveli bakışların",
      "Sarı çizmeli Mehmet Ağa\nBir gün gelir hesap sorar\nSarı çizmeli Mehmet Ağa",
      "Affet beni sevgilim\nGözyaşlarım dinmiyor\nGözyaşlarım dinmiyor",
      "Holigan holigan\nStadyumda bağırırız\nTribünler inliyor",
      "Hello from the other side\nI must have called a thousand times\nTwenty years, fifteen good days",
      "Gidiyorum bu şehirden\nSokaklar bana dar geliyor\nSokaklar bana dar geliyor",
    ];
    const thingFrame = /«([^»]+)» (?:kelimesi|sözcüğü)/gu;
    for (const excerpt of excerpts) {
      for (const out of many({ lyrics: { instrumental: false, excerpt } }, 60)) {
        for (const [, word] of out.long.matchAll(thingFrame)) {
          expect(word, out.long).not.toMatch(
            /^(büzdün|oldun|sorar|gelir|dinmiyor|bağırırız|inliyor|geliyor|şehirden|stadyumda|gözyaşlarım|bakışların|sevgilim)$/u,
          );
        }
        expect(out.long).not.toMatch(/«(thousand|twenty|fifteen|good)»/u);
      }
    }
  });

  it("10: a forecast's 'dönem' is not followed by a nudge's 'dönemdesin'", () => {
    for (const out of [...OUTPUTS.map((o) => o.out), ...many({}, 400)]) {
      const said = sentences(out.long);
      for (let i = 1; i < said.length; i++) {
        const both = /dönem/u.test(said[i - 1] as string) && /dönem/u.test(said[i] as string);
        expect(both, `${said[i - 1]} ${said[i]}`).toBe(false);
      }
    }
  });

  it("11: no headline says 'unexpected' twice or has a coincidence arrive early", () => {
    const headlines = [...OUTPUTS.map(({ out }) => out.headline), ...many({}, 1200).map((o) => o.headline)];
    for (const h of headlines) {
      expect(h).not.toMatch(/beklenmedik.*(?:beklemediğin|beklediğinden)/u);
      expect(h).not.toMatch(/(?:tesadüf|rastlantı) beklediğinden erken/u);
    }
  });

  it("12: a full sentence after a colon starts with a capital, in headlines and text", () => {
    let colons = 0;
    for (const { input, out } of OUTPUTS) {
      for (const text of all(out)) {
        for (const m of text.matchAll(/: (.)/gu)) {
          colons++;
          const rest = text.slice((m.index ?? 0) + 2);
          if (input.track.artist && rest.startsWith(input.track.artist)) continue;
          expect(m[1], text).toMatch(/[\p{Lu}«\d]/u);
        }
      }
    }
    expect(colons).toBeGreaterThan(200);
  });

  it("3.4: the long text introduces the song once (it opens with the short text and goes on)", () => {
    for (const { out } of OUTPUTS) {
      const rest = out.long.slice(out.short.length);
      expect(rest).not.toMatch(/imzalı|götürdü|falına .* (çıktı|getirdi)|sahnede|Kura bu kez|sesleniyor/u);
    }
  });
});
