import { describe, expect, it } from "vitest";
import { previewTexts, publicQuestionAndTexts, questionBlock } from "./public-view";

const texts = {
  headline: "«Sınav» için parlak bir hafta",
  short: "«Gülpembe» çıktı; ezgisi sıcak. Sınavın için bu şarkı iyi bir yol arkadaşı. Ritmi seni taşısın.",
  long: "«Gülpembe» çıktı; ezgisi sıcak. Sınavın için bu şarkı iyi bir yol arkadaşı. Ritmi seni taşısın.",
};

describe("the public view of a draw's question (ADR 038)", () => {
  it("shows a harmless question only when its owner shows it, with the texts as written", () => {
    expect(publicQuestionAndTexts({ ...texts, hint: "sınav", hintHidden: false })).toEqual({
      hint: "sınav",
      ...texts,
    });
  });

  it("hidden: no question and no sentence about it; an emptied headline gets a neutral one", () => {
    const view = publicQuestionAndTexts({ ...texts, hint: "sınav", hintHidden: true });
    expect(view.hint).toBeNull();
    expect(view.short).toBe("«Gülpembe» çıktı; ezgisi sıcak. Ritmi seni taşısın.");
    expect(`${view.headline} ${view.short} ${view.long}`.toLocaleLowerCase("tr-TR")).not.toContain("sınav");
    expect(view.headline.trim()).not.toBe("");
  });

  it("a question the classifier reads as sensitive stays hidden even when the stored flag says shown", () => {
    // a draw saved under an older classifier, or written before questions were hidden by default
    const view = publicQuestionAndTexts({
      headline: "Yeni bir sayfa",
      short: "«Gülpembe» çıktı. Kanserim iyileşecek mi diye sorma vakti. Ezgisi yumuşak.",
      long: "«Gülpembe» çıktı. Ezgisi yumuşak.",
      hint: "kanserim iyileşecek mi",
      hintHidden: false,
    });
    expect(view.hint).toBeNull();
    expect(view.short.toLocaleLowerCase("tr-TR")).not.toContain("kanser");
    expect(questionBlock("kanserim iyileşecek mi")).toBe("sensitive");
    expect(questionBlock("ölmek istiyorum")).toBe("sensitive");
    expect(questionBlock("  ")).toBe("none-given");
    expect(questionBlock("sınav")).toBeNull();
  });

  it("link previews never carry the question, shown or not", () => {
    const shown = publicQuestionAndTexts({ ...texts, hint: "sınav", hintHidden: false });
    const preview = previewTexts(shown);
    expect(`${preview.headline} ${preview.short}`.toLocaleLowerCase("tr-TR")).not.toContain("sınav");
    expect(preview.short).toBe("«Gülpembe» çıktı; ezgisi sıcak. Ritmi seni taşısın.");
    // the same whether the question is shown or hidden: a stored image never goes stale at a toggle
    const { hint: _h, ...hidden } = publicQuestionAndTexts({ ...texts, hint: "sınav", hintHidden: true });
    expect(preview).toEqual(hidden);
  });
});
