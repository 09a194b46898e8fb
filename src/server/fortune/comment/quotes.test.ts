import { describe, expect, it } from "vitest";
import { lyricFingerprints } from "../lyric-words";
import { findCommentQuote, findQuote, inputShingles, lyricsShingles, ruleWords } from "./quotes";

// Invented lines in the style of Turkish lyrics (no real lyrics are quoted here).
const LYRICS = [
  "İstanbul'un ışıkları sönerken",
  "Yüreğim yine sana koşar",
  "Gülpembe gülpembe, bahar dalında",
  "",
  "Ilık bir rüzgâr eser kapımda",
  "Hâlâ seni bekler bu şehir",
].join("\n");

describe("ruleWords: Turkish-aware normalised words", () => {
  it("lower-cases with the Turkish locale and folds İ, I, ı and the other letters", () => {
    expect(ruleWords("İSTANBUL IŞIK ılık")).toEqual(["istanbul", "isik", "ilik"]);
    expect(ruleWords("Gülpembe, GÜLPEMBE! şöyle")).toEqual(["gulpembe", "gulpembe", "soyle"]);
    expect(ruleWords("hâlâ")).toEqual(ruleWords("hala"));
  });

  it("cuts the suffix after an apostrophe, straight or typographic", () => {
    expect(ruleWords("İstanbul'un")).toEqual(["istanbul"]);
    expect(ruleWords("Ankara’dan Bodrum‘a")).toEqual(["ankara", "bodrum"]);
  });

  it("drops punctuation, quotation marks and line breaks", () => {
    expect(ruleWords("«Yüreğim…\nyine» — sana; koşar?")).toEqual(["yuregim", "yine", "sana", "kosar"]);
    expect(ruleWords("  ...  ")).toEqual([]);
  });
});

describe("the four-word rule", () => {
  const shingles = lyricsShingles(LYRICS);

  it("allows exactly four consecutive lyric words", () => {
    expect(findQuote("Şarkı «yüreğim yine sana koşar» diyor, sen de koş.", shingles)).toBeNull();
  });

  it("refuses five consecutive lyric words, whatever the case, punctuation or suffixes", () => {
    expect(findQuote("İstanbul'da ışıkları sönerken yüreğim yine uyanır", shingles)).toBe(
      "istanbul isiklari sonerken yuregim yine",
    );
    expect(findQuote("YÜREĞİM, yine... sana koşar: Gülpembe!", shingles)).toBe(
      "yuregim yine sana kosar gulpembe",
    );
  });

  it("counts a quote spread over two lyric lines as one run and reports all of it", () => {
    expect(findQuote("dedi ki sönerken yüreğim yine sana koşar ve gitti", shingles)).toBe(
      "sonerken yuregim yine sana kosar",
    );
    expect(findQuote("ılık bir rüzgâr eser kapımda hâlâ seni bekler", shingles)).toBe(
      "ilik bir ruzgar eser kapimda hala seni bekler",
    );
  });

  it("keeps single evocative words and scattered lyric words", () => {
    expect(findQuote("Gülpembe bir bahar, rüzgâr ve şehir: hepsi senin için.", shingles)).toBeNull();
    expect(findQuote("yüreğim bahar yine rüzgâr sana şehir koşar", shingles)).toBeNull();
  });

  it("has nothing to compare with when the lyrics are unknown or shorter than five words", () => {
    expect(findQuote("Yüreğim yine sana koşar gülpembe", lyricsShingles(null))).toBeNull();
    expect(findQuote("Yüreğim yine sana koşar", lyricsShingles("Yüreğim yine sana koşar"))).toBeNull();
  });

  it("does not count the song's own title as a quote, but a lyric word after it", () => {
    const lyrics = "Bir Zamanlar Çok Uzak Bir Ülkede\nyaşardı bir kız";
    const title = "Bir Zamanlar Çok Uzak Bir Ülkede";
    const input = {
      lyrics: { instrumental: false, excerpt: lyrics },
      track: { id: "x", title, artist: "Anonim" },
    };
    expect(findQuote(`«${title}» şarkısı sana göz kırpıyor.`, inputShingles(input))).toBeNull();
    expect(findQuote(`${title} yaşardı diyor şarkı.`, inputShingles(input))).toBe(
      "cok uzak bir ulkede yasardi",
    );
  });

  it("checks the headline, the short and the long text alike", () => {
    const clean = {
      headline: "Yol açık",
      short: "Bu şarkı sana göz kırpıyor.",
      long: "Bu şarkı sana göz kırpıyor.",
    };
    expect(findCommentQuote(clean, shingles)).toBeNull();
    expect(findCommentQuote({ ...clean, headline: "Hâlâ seni bekler bu şehir" }, shingles)).toEqual({
      field: "headline",
      quote: "hala seni bekler bu sehir",
    });
    expect(
      findCommentQuote(
        { ...clean, long: `${clean.short}\n\nIlık bir rüzgâr eser kapımda, der şarkı.` },
        shingles,
      ),
    ).toMatchObject({ field: "long" });
  });

  it("also refuses lines the excerpt left out, by the whole song's fingerprints", () => {
    const whole = `${LYRICS}\n\nDördüncü kıtada veda etti yolcu sessizce`;
    const excerptOnly = lyricsShingles(LYRICS);
    const withPrints = lyricsShingles(LYRICS, [], lyricFingerprints(whole));
    const comment = "Şarkı der ki: dördüncü kıtada veda etti yolcu.";
    expect(findQuote(comment, excerptOnly)).toBeNull();
    expect(findQuote(comment, withPrints)).toBe("dorduncu kitada veda etti yolcu");
    // the fingerprints are numbers: none of the song's words are kept in them
    expect(lyricFingerprints(whole).every((n) => Number.isInteger(n))).toBe(true);
    expect(JSON.stringify(lyricFingerprints(whole))).not.toMatch(/\p{L}/u);
    // four words of it stay allowed
    expect(findQuote("dördüncü kıtada veda etti, der şarkı", withPrints)).toBeNull();
  });
});
