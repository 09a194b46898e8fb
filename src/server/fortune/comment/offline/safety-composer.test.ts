import { describe, expect, it } from "vitest";
import { THEME_IDS, type ThemeId } from "@/shared/themes";
import { checkComment, splitSentences } from "../checks";
import {
  classifyHint,
  classifyText,
  foldTurkish,
  normalizeTurkish,
  SENSITIVE_NOTICE,
  supportComment,
} from "../safety";
import type { CommentInput } from "../types";
import { composeOfflineComment } from "./composer";

const SENSITIVE = [
  "kanser",
  "kanserim",
  "ameliyat",
  "ameliyatım",
  "sağlık",
  "hastalık",
  "ölüm",
  "ölecek miyim",
  "hamileyim",
  "hamilelik",
  "mahkeme",
  "boşanma davası",
  "borç",
  "borcum",
  "kredi kartı",
  "yatırım",
  "borsa",
  "bitcoin",
  "kripto",
  "iddaa",
  "bahis",
  "kumar",
  "depresyon",
  "BITCOIN",
];
const SELF_HARM = [
  "intihar",
  "kendimi öldürmek",
  "yaşamak istemiyorum",
  "ölmek istiyorum",
  "canıma kıymak",
  "kendime zarar",
  "olmek istiyorum",
];

const base: CommentInput = {
  theme: "genel",
  track: { id: "sp:gulpembe", title: "Gülpembe", artist: "Barış Manço" },
  audio: { tempo: 96, energy: 0.4, mode: 1, key: 2 },
  lyrics: {
    instrumental: false,
    excerpt: "Bahar dalında açan çiçek\nYanaklarında güller açar\nYıldızlar denize düştü",
  },
  hint: null,
  persona: { mysticLevel: 2, directness: 2, optimism: 2 },
  seed: "s",
};

/** Every way a reader could meet the hint again: quoted, folded, lower-cased. */
function mentions(text: string, hint: string): boolean {
  const t = foldTurkish(normalizeTurkish(text));
  return foldTurkish(normalizeTurkish(hint))
    .trim()
    .split(" ")
    .filter((w) => w.length >= 4)
    .some((w) => t.includes(` ${w.slice(0, 5)}`));
}

const unquoted = (text: string) => text.replace(/«[^»]*»/gu, " ");
/** future tense, promises and luck: none of it may follow a sensitive hint */
const FORECAST =
  /[ae]c[ae][kğ]|yakında|şans|kısmet|müjde|fırsat|başarı|bekliyor|geliyor|kapında|yaklaşıyor/iu;

describe("the offline composer and a sensitive hint", () => {
  const cases = SENSITIVE.flatMap((hint) => THEME_IDS.map((theme) => [hint, theme] as [string, ThemeId]));

  it.each(cases)("%s (%s): no forecast, the hint nowhere, one calm notice", (hint, theme) => {
    expect(classifyHint(hint).kind).toBe("sensitive");
    for (let i = 0; i < 12; i++) {
      const lyrics = i % 3 === 0 ? null : i % 3 === 1 ? { instrumental: true, excerpt: null } : base.lyrics;
      const out = composeOfflineComment({ ...base, theme, hint, lyrics, seed: `sens-${i}` });
      for (const text of [out.headline, out.short, out.long]) {
        expect(mentions(text, hint), text).toBe(false);
        expect(unquoted(text), text).not.toMatch(FORECAST);
        expect(classifyText(text).kind, text).toBe("none");
      }
      expect(out.short).toContain(SENSITIVE_NOTICE.join(" "));
      // said once: the long text opens with the short one and does not say it again
      expect(out.long.split(SENSITIVE_NOTICE[0]).length).toBe(2);
      expect(out.long.startsWith(out.short)).toBe(true);
      expect(splitSentences(out.short)).toHaveLength(3);
      expect(checkComment(out)).toEqual({ ok: true, comment: out });
    }
  });

  it("a lyric word that is itself a sensitive word is never quoted", () => {
    for (let i = 0; i < 40; i++) {
      const out = composeOfflineComment({
        ...base,
        seed: `lyr-${i}`,
        lyrics: {
          instrumental: false,
          excerpt: "Hastane koridorunda\nKumar masasında\nKanser gibi bir sevda",
        },
      });
      for (const [, q] of out.long.matchAll(/«([^»]+)»/gu)) expect(classifyText(q ?? "").kind).toBe("none");
    }
  });
});

describe("the offline composer and a hint of self-harm", () => {
  it.each(SELF_HARM)("%s: the support message, never a fortune", (hint) => {
    for (const theme of THEME_IDS) {
      const out = composeOfflineComment({ ...base, theme, hint, seed: `sh-${theme}` });
      expect(out).toEqual(supportComment());
      expect(out.short).toContain("112");
      expect(out.short).not.toContain("Gülpembe");
    }
  });
});

describe("the review's sensitive examples (fix 1) no longer get a cheerful forecast", () => {
  it.each([
    ["intihar", "gunluk"],
    ["kanser", "genel"],
    ["iddaa", "genel"],
    ["bitcoin", "kariyer"],
    ["borç", "gunluk"],
    ["ameliyat", "ask"],
  ] as [string, ThemeId][])("%s in %s", (hint, theme) => {
    for (let i = 0; i < 30; i++) {
      const out = composeOfflineComment({ ...base, theme, hint, seed: `review-${i}` });
      const all = `${out.headline}\n${out.long}`;
      expect(all).not.toMatch(/içini rahatlatacak bir gelişme|notalar senden yana|şans sana göz kırpıyor/u);
      expect(all).not.toContain(`«${hint}»`);
    }
  });
});
