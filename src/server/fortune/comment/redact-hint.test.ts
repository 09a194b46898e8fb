import { describe, expect, it } from "vitest";
import { THEME_IDS } from "@/shared/themes";
import { composeOfflineComment } from "./offline/composer";
import { varietyCorpus } from "./offline/variety";
import { mentionsHint, NEUTRAL_HEADLINE, NEUTRAL_SENTENCE, redactHint } from "./redact-hint";
import { SENSITIVE_NOTICE } from "./safety";

describe("mentionsHint", () => {
  it.each([
    ["Sorduğun «sınav» için bu şarkı iyi bir yol arkadaşı.", "sınav"],
    ["Sınavında bu melodi sana eşlik etsin.", "sınav"],
    ["SINAVIN için güzel bir şarkı.", "sınav"],
    ["Kariyerinde yeni bir sayfa açılıyor.", "kariyer hedefim"],
    ["Aklındaki «Bu hafta beni ne bekliyor» sorusu için bir şarkı.", "Bu hafta beni ne bekliyor"],
    ["Taşınma planın için yol şarkısı.", "taşınmak"],
    ["Bu hafta sana iyi gelecek.", "sınav haftası"],
    ["Kredisi onaylanacak gibi.", "kredi"],
  ])("finds the hint in %s", (text, hint) => {
    expect(mentionsHint(text, hint)).toBe(true);
  });

  it.each([
    ["Notaların arasında bir işaret var.", "iş"],
    ["Bu şarkı her şeyi güzel anlatıyor.", "her şey"],
    ["Ritmi sakin ama kararlı.", "sınav"],
    ["Bu şarkı sana eşlik etsin.", null],
  ])("does not find it in %s", (text, hint) => {
    expect(mentionsHint(text, hint)).toBe(false);
  });
});

describe("redactHint", () => {
  const comment = {
    headline: "«Sınav» için melodin hazır",
    short: "Bu şarkı enerjik bir hava taşıyor. Sınavında sana eşlik edecek bir şarkı bu.",
    long:
      "Bu şarkı enerjik bir hava taşıyor. Sınavında sana eşlik edecek bir şarkı bu.\n\n" +
      "Temposu hızlı ve kararlı. Sınav haftasında sesini aç.\n\nBu fal bir oyun; kararlar senin.",
  };

  it("drops every sentence that mentions the hint, in every text, and keeps the rest in order", () => {
    const out = redactHint(comment, "sınav");
    expect(out.headline).toBe(NEUTRAL_HEADLINE);
    expect(out.short).toBe("Bu şarkı enerjik bir hava taşıyor.");
    expect(out.long).toBe(
      "Bu şarkı enerjik bir hava taşıyor.\n\nTemposu hızlı ve kararlı.\n\nBu fal bir oyun; kararlar senin.",
    );
    for (const text of Object.values(out)) expect(mentionsHint(text, "sınav")).toBe(false);
  });

  it("drops the sentences only a hint can cause, and never leaves a text empty", () => {
    const calm = {
      headline: "Bu kez söz müziğin",
      short: `Şarkının sakin havası insanı dinlendiriyor. ${SENSITIVE_NOTICE.join(" ")}`,
      long: SENSITIVE_NOTICE.join(" "),
    };
    const out = redactHint(calm, "kanser", SENSITIVE_NOTICE);
    expect(out.short).toBe("Şarkının sakin havası insanı dinlendiriyor.");
    expect(out.long).toBe(out.short);
    expect(redactHint({ headline: "x", short: "Sınav.", long: "Sınav." }, "sınav").short).toBe(
      NEUTRAL_SENTENCE,
    );
  });

  it("changes nothing without a hint", () => {
    expect(redactHint(comment, null)).toEqual(comment);
  });
});

describe("redactHint on the composer's comments", () => {
  it("leaves no trace of the hint and no empty text in 400 comments with a hint", () => {
    let checked = 0;
    for (const theme of THEME_IDS) {
      for (const input of varietyCorpus(theme, 200, 8).filter((i) => i.hint)) {
        const out = redactHint(composeOfflineComment(input), input.hint);
        for (const text of Object.values(out)) {
          expect(text.trim()).not.toBe("");
          expect(mentionsHint(text, input.hint), `${input.hint}: ${text}`).toBe(false);
          expect(text.toLocaleLowerCase("tr-TR")).not.toContain(
            `«${input.hint!.toLocaleLowerCase("tr-TR")}»`,
          );
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(400);
  }, 60_000);
});
