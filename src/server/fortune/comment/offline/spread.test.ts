import { describe, expect, it } from "vitest";
import { SPREAD_LABELS } from "@/shared/limits";
import { THEME_IDS } from "@/shared/themes";
import { checkComment } from "../checks";
import { ACCEPTED_LIMITS } from "../limits";
import { findCommentQuote, spreadShingles } from "../quotes";
import { checkGeneratedSafety, classifyText, SENSITIVE_NOTICE, supportComment } from "../safety";
import { offlineSpreadComment } from "../service";
import type { SpreadCommentInput } from "../types";
import { composeOfflineSpread } from "./spread";

const CARDS: SpreadCommentInput["cards"] = [
  {
    track: { id: "sp:gidiyorum", title: "Gidiyorum", artist: "Sezen Aksu" },
    audio: { tempo: 72, energy: 0.3, mode: 0, key: 9 },
    lyrics: {
      instrumental: false,
      excerpt: "Gidiyorum gidiyorum\nYollar uzun ve karanlık\nSeni bırakıp gidiyorum",
    },
  },
  {
    track: { id: "sp:gulpembe", title: "Gülpembe", artist: "Barış Manço" },
    audio: { tempo: 96, energy: 0.4, mode: 1, key: 2 },
    lyrics: {
      instrumental: false,
      excerpt: "Bahar dalında açan çiçek\nYanaklarında güller açar\nYıldızlar denize düştü",
    },
  },
  {
    track: { id: "sp:dönence", title: "Dönence", artist: "Barış Manço" },
    audio: { tempo: 128, energy: 0.8, mode: 1 },
    lyrics: null,
  },
];

const base: SpreadCommentInput = {
  theme: "genel",
  cards: CARDS,
  hint: null,
  persona: { mysticLevel: 2, directness: 2, optimism: 2 },
  seed: "spread",
};
const names = CARDS.flatMap((c) => [c.track.title, c.track.artist]);
/** future tense, promises and luck (safety-composer.test.ts's list): none may follow a sensitive hint */
const FORECAST =
  /[ae]c[ae][kğ]|yakında|şans|kısmet|müjde|fırsat|başarı|bekliyor|geliyor|kapında|yaklaşıyor/iu;
const withoutLabelsAndTitles = (text: string) =>
  text.replace(/«[^»]*»/gu, " ").replace(new RegExp(`^(${SPREAD_LABELS.join("|")}): `, "gmu"), "");

describe("the offline comment of a three-song spread", () => {
  it("passes the single comment's checks unchanged, in every theme and for many seeds", () => {
    for (const theme of THEME_IDS) {
      for (let i = 0; i < 25; i++) {
        for (const hint of [null, "sınav", "aşk"]) {
          const out = offlineSpreadComment({ ...base, theme, hint, seed: `s-${i}` });
          expect(checkComment(out), out.long).toEqual({ ok: true, comment: out });
          expect(checkGeneratedSafety(out, { hint, names }), out.long).toEqual({ ok: true });
          expect(findCommentQuote(out, spreadShingles(base))).toBeNull();
          expect(out.long.startsWith(`${out.short}\n\n`)).toBe(true);
          expect(out.long.length).toBeLessThanOrEqual(ACCEPTED_LIMITS.long);
        }
      }
    }
  });

  it("has one paragraph per song under its label, naming that song, and ends with the entertainment frame", () => {
    const out = composeOfflineSpread(base);
    const paragraphs = out.long.split("\n\n");
    SPREAD_LABELS.forEach((label, i) => {
      const p = paragraphs.find((x) => x.startsWith(`${label}: `));
      expect(p, label).toBeDefined();
      expect(p).toContain(CARDS[i]!.track.title);
    });
    expect(paragraphs.at(-1)).not.toMatch(/^(Geçmiş|Şimdi|Gelecek): /);
  });

  it("is the same for the same input and differs with the seed", () => {
    expect(composeOfflineSpread(base)).toEqual(composeOfflineSpread(base));
    const many = new Set(
      Array.from({ length: 12 }, (_, i) => composeOfflineSpread({ ...base, seed: `v${i}` }).long),
    );
    expect(many.size).toBeGreaterThan(8);
  });

  it("a sensitive hint: the notice once, no forecast, the hint nowhere", () => {
    for (const hint of ["kanser", "borç", "bitcoin", "iddaa"]) {
      for (let i = 0; i < 10; i++) {
        const out = offlineSpreadComment({ ...base, hint, seed: `sens-${i}` });
        expect(out.short).toContain(SENSITIVE_NOTICE[0]);
        expect(out.long.split(SENSITIVE_NOTICE[0]).length).toBe(2);
        for (const text of [out.headline, out.short, out.long]) {
          expect(withoutLabelsAndTitles(text), text).not.toMatch(FORECAST);
          expect(classifyText(withoutLabelsAndTitles(text)).kind, text).toBe("none");
          expect(text.toLocaleLowerCase("tr-TR")).not.toContain(hint);
        }
        expect(checkComment(out)).toEqual({ ok: true, comment: out });
      }
    }
  });

  it("the 'Geçmiş' song speaks of the past, never a forecast (ADR 027)", () => {
    for (const theme of THEME_IDS)
      for (let i = 0; i < 15; i++) {
        const out = offlineSpreadComment({ ...base, theme, seed: `past-${theme}-${i}` });
        const past = out.long.split("\n\n").find((p) => p.startsWith(`${SPREAD_LABELS[0]}: `));
        expect(past, out.long).toBeDefined();
        expect(withoutLabelsAndTitles(past!), past).not.toMatch(FORECAST);
        expect(past, past).toMatch(/geride|dün|hatıra|anıyor|hatırlat|geçtiğin/u);
      }
  });

  it("a hint of self-harm: the support message, no songs", () => {
    expect(composeOfflineSpread({ ...base, hint: "intihar" })).toEqual(supportComment());
  });

  it("quoting one song's lyrics in another's paragraph is caught: the comment is written again without lyrics", () => {
    // The past song's lyrics are the present song's stock sentence: whatever the composer writes
    // about the present song, it could meet the past song's lyrics; the union check sees it.
    const first = composeOfflineSpread(base);
    const sentence = first.long.split("\n\n")[2]!.replace(/^Şimdi: /, "");
    const trap: SpreadCommentInput = {
      ...base,
      cards: [{ ...CARDS[0], lyrics: { instrumental: false, excerpt: sentence } }, CARDS[1], CARDS[2]],
    };
    expect(findCommentQuote(composeOfflineSpread(trap), spreadShingles(trap))).not.toBeNull();
    expect(findCommentQuote(offlineSpreadComment(trap), spreadShingles(trap))).toBeNull();
  });
});
