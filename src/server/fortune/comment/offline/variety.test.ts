import { describe, expect, it } from "vitest";
import { THEME_IDS } from "@/shared/themes";
import { composeOfflineComment } from "./composer";
import { cleanArtist } from "./text";
import { distinctivePhrases, measureVariety, repeatsWithin, varietyCorpus } from "./variety";

// Seconds of work on a busy 2-core machine, not a timing assertion: the figures are counts.
describe("offline composer variety (deterministic corpus, persona 2/2/2 as the app sends)", {
  timeout: 120_000,
}, () => {
  it.each(THEME_IDS)(
    "%s: no sentence in more than 5 percent of 400 comments, nothing said twice in one",
    (theme) => {
      const report = measureVariety(varietyCorpus(theme, 400).map(composeOfflineComment));
      expect(report.comments).toBe(400);
      expect(report.maxSentenceShare, report.topSentence).toBeLessThanOrEqual(0.05);
      expect(report.repeats).toBe(0);
      // structure varies too: the short text opens in many ways, and so does the rest of the long one
      expect(report.shortOpenings).toBeGreaterThan(60);
      expect(report.longOpenings).toBeGreaterThan(80);
    },
  );

  it("holds for a second corpus too (not tuned to one seed)", () => {
    for (const theme of THEME_IDS) {
      const report = measureVariety(varietyCorpus(theme, 400, 2).map(composeOfflineComment));
      expect(report.maxSentenceShare, report.topSentence).toBeLessThanOrEqual(0.05);
      expect(report.repeats).toBe(0);
    }
  });
});

describe("a free account's comments: 200 on 'genel' with no hint (issue 21 §4)", { timeout: 120_000 }, () => {
  it("no sentence in more than 5 percent of them, no frame quoting a lyric word in more than 10", () => {
    for (const salt of [1, 2]) {
      const corpus = varietyCorpus("genel", 200, salt, false);
      const report = measureVariety(
        corpus.map(composeOfflineComment),
        corpus.map((c) => cleanArtist(c.track.artist)),
      );
      console.info(
        `genel, no hint, corpus ${salt}: top sentence ${(report.maxSentenceShare * 100).toFixed(1)}% ` +
          `(${report.topSentence}); top quoting frame ${(report.maxFrameShare * 100).toFixed(1)}% (${report.topFrame})`,
      );
      expect(report.maxSentenceShare, report.topSentence).toBeLessThanOrEqual(0.05);
      expect(report.maxFrameShare, report.topFrame).toBeLessThanOrEqual(0.1);
      expect(report.repeats).toBe(0);
    }
  });
});

describe("variety measures", () => {
  const comment = {
    headline: "Yeni bir başlangıç yolda",
    short: "Falına «Gülpembe» şarkısı çıktı. Aklındaki «sınav» meselesinde şans sana göz kırpıyor.",
    long: "Falına «Gülpembe» şarkısı çıktı. Aklındaki «sınav» meselesinde şans sana göz kırpıyor.\n\nBu ezgi sana iyi gelecek. Aklındaki «aşk» meselesinde şans sana göz kırpıyor.",
  };

  it("finds a distinctive phrase said twice, with quotes counted as one word", () => {
    expect(distinctivePhrases("Aklındaki «sınav» meselesinde şans sana göz kırpıyor")).toContain(
      "aklındaki q meselesinde şans",
    );
    expect(repeatsWithin(comment).phrases).toContain("aklındaki q meselesinde şans");
  });

  it("reads the long text without the short text it opens with", () => {
    expect(repeatsWithin(comment).sentences).toEqual([]);
    const twice = { ...comment, long: `Önce bu. ${comment.short}` };
    expect(repeatsWithin(twice).sentences.length).toBeGreaterThan(0);
  });

  it("reports the most frequent sentence's share", () => {
    const r = measureVariety([comment, { ...comment, headline: "Başka bir başlık" }]);
    expect(r.maxSentenceShare).toBe(1);
    expect(r.over5).toBeGreaterThan(0);
  });
});
