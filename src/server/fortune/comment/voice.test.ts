import { describe, expect, it } from "vitest";
import { PRESET_QUESTIONS } from "@/shared/questions";
import { THEME_IDS } from "@/shared/themes";
import { allBankTexts } from "./offline/bank-text";
import { composeOfflineComment } from "./offline/composer";
import { composeOfflineSpread } from "./offline/spread";
import { varietyCorpus } from "./offline/variety";
import type { SpreadCardInput } from "./types";
import { keepGameVoice, voiceFault, voiceFaults } from "./voice";

/**
 * The phrasings a music game never uses (ADR 027), as people write them: each must be caught,
 * with or without diacritics, in any case, inflected.
 */
const BANNED = [
  // the song came not by chance / from an unseen source
  "İçinden bir ses, bu şarkının rastgele gelmediğini söylüyor.",
  "Bu şarkının falına çıkması pek de tesadüf gibi durmuyor.",
  "Bu ezgi tesadüf değil.",
  "Bu şarkı sana tesadüfen gelmedi, tesadüf değil bu.",
  "Bu seçim rastgele değil.",
  "Rastlantı değil bu.",
  "Bu şarkıyı dinlerken aklına gelen ilk kişi, boşuna gelmiyor.",
  "Şarkının seni seçtiğini söylemek bile mümkün.",
  "Sanki bu melodi tam da seni bulmak için sırasını bekliyormuş.",
  "Bu şarkı, kendi sırasını bilerek gelmiş gibi.",
  "Yıldızlar fısıldıyor: Yeni bir başlangıç yolda.",
  "Yildizlar bu sarkiyi senin icin secmis.",
  "Yıldız haritanda bu melodiye ayrılmış bir köşe var.",
  "Burcun da bunu söylüyor.",
  "Kaderin bu şarkıda yazılı.",
  "Alın yazın bu melodide.",
  "Evrenden bir mesaj var.",
  "Evren de onaylıyor.",
  "Kozmik ritim diyor ki sevinç yakın.",
  "Gaipten bir haber gibi.",
  "Görünmez bir el bu şarkıyı önüne koydu.",
  "Notaların arasına sana ait bir işaret gizlenmiş.",
  "Bu şarkı bir işaret.",
  "Ay ışığı da bunu gösteriyor.",
  "Aklından çıkmayan konuda içinden gelen ses doğru söylüyor.",
  // the fortune teller's stock phrases
  "Üç vakte kadar sevdiğin biri gönlüne yakın duracak.",
  "UC VAKTE KADAR bir haber alacaksin.",
  "Gönül işlerinde kısmetin açık görünüyor.",
  "Kismetin acik!",
  "Niyetin tutacak gibi.",
  "Niyet ettiğin konuda yolun açık görünüyor.",
  "Kartlar karıştırıldı ve önüne bu şarkı çıktı.",
  "Kartlar açıldı: Aşk yolda.",
  "Tarot değil, şarkı falı.",
  "Fincan konuştu.",
  "Telvede değil, notalarda okunuyor falın.",
  "Kristal küre parladı.",
  "Nazardan uzak bir hafta.",
  "Muradına ereceksin.",
  "Dinlerken o satıra geldiğinde içinden bir dilek tut.",
  "Dileğin gerçekleşecek.",
  "Yolun ardına kadar açık.",
  "Bu hafta yolunun açıldığını hissedeceğin bir gün gelecek.",
  "Yolun açılıyor, şans seninle.",
  "Aklındaki konuda şans sana göz kırpıyor.",
  "İş hayatında şansın açık.",
  // answering the question
  "Sorduğun konu için melodi olumlu bir cevap veriyor.",
  "Bu sorunun cevabı evet.",
  "Dilek listendeki konu için ezgi iyi haberler fısıldıyor.",
];

/** What the game may say: the rule of the game, readings of the song, everyday words. */
const ALLOWED = [
  "Tuttuğun sayı bu şarkıyı seçti; gerisi hayal gücü.",
  "Hızlı temposu huzurlu bir döneme işaret ediyor.",
  "Müzik evrensel bir dildir.",
  "Gönlündeki soru işaretleri birer birer silinecek.",
  "Bu şarkı, tatlı bir tesadüfün yüzünü güldüreceğini anlatıyor.",
  "Bu yorum eğlence için; yolunu sen çizersin.",
  "Şarkının «yıldızlar» dediği yer, bu dönemin ruhunu anlatan an.",
  "Dinlerken o satıra geldiğinde sesi biraz aç.",
  "Ay ışığında dinlenecek türden bir şarkı bu.",
  "Ne kadar güzel bir kart yazısı olurdu.",
];

describe("the game's voice", () => {
  it.each(BANNED)("catches %s", (sentence) => {
    expect(voiceFault(sentence), sentence).not.toBeNull();
  });

  it.each(ALLOWED)("lets %s pass", (sentence) => {
    expect(voiceFault(sentence)?.id ?? null, sentence).toBeNull();
  });

  it("no sentence of any phrase bank breaks it", () => {
    const texts = allBankTexts();
    expect(texts.length).toBeGreaterThan(800);
    const faults = texts.filter((t) => voiceFault(t) !== null);
    expect(faults).toEqual([]);
  });

  it("no comment breaks it: 4 themes x 150 draws, every preset question, 40 spreads", {
    timeout: 120_000,
  }, () => {
    const comments = THEME_IDS.flatMap((theme) => varietyCorpus(theme, 150, 3).map(composeOfflineComment));
    for (const theme of THEME_IDS)
      for (const [i, hint] of PRESET_QUESTIONS[theme].entries())
        for (const k of [0, 1, 2])
          comments.push(composeOfflineComment({ ...varietyCorpus(theme, 3, 10 + i)[k]!, hint }));
    for (let i = 0; i < 40; i++) {
      const [a, b, c] = varietyCorpus(THEME_IDS[i % 4]!, 3, 100 + i);
      comments.push(
        composeOfflineSpread({
          theme: a!.theme,
          cards: [a!, b!, c!].map((x) => ({ track: x.track, audio: x.audio, lyrics: x.lyrics })) as [
            SpreadCardInput,
            SpreadCardInput,
            SpreadCardInput,
          ],
          hint: i % 2 ? null : (b!.hint ?? null),
          persona: a!.persona,
          seed: `voice-spread-${i}`,
        }),
      );
    }
    const faults = comments.flatMap((c) => [c.headline, c.long].flatMap(voiceFaults));
    console.info(`voice: ${comments.length} comments scanned, ${faults.length} faults`);
    expect(faults.map((f) => `${f.rule.id}: ${f.sentence}`)).toEqual([]);
  });
});

describe("keepGameVoice (a model's answer)", () => {
  const comment = {
    headline: "Yeni bir sayfa açılıyor",
    short:
      "Bu şarkının hareketli havası yeni bir sayfayı anlatıyor. Üç vakte kadar güzel bir haber alacaksın.",
    long: "Bu şarkının hareketli havası yeni bir sayfayı anlatıyor. Üç vakte kadar güzel bir haber alacaksın.\n\nKartlar karıştırıldı ve bu şarkı çıktı. Temposu insanı ayağa kaldırıyor.\n\nBu bir oyun; şarkının keyfini çıkar.",
  };

  it("drops the sentences that speak as a fortune teller and keeps the rest", () => {
    const r = keepGameVoice(comment);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dropped).toBe(3);
    expect(r.comment.short).toBe("Bu şarkının hareketli havası yeni bir sayfayı anlatıyor.");
    expect(r.comment.long).toBe(
      "Bu şarkının hareketli havası yeni bir sayfayı anlatıyor.\n\nTemposu insanı ayağa kaldırıyor.\n\nBu bir oyun; şarkının keyfini çıkar.",
    );
  });

  it("keeps a clean answer as it is", () => {
    const clean = {
      headline: "Yeni bir sayfa",
      short: "Temposu canlı.",
      long: "Temposu canlı.\n\nBu bir oyun.",
    };
    expect(keepGameVoice(clean)).toEqual({ ok: true, comment: clean, dropped: 0 });
  });

  it("refuses an answer whose headline or whole short text is an oracle's", () => {
    expect(keepGameVoice({ ...comment, headline: "Yıldızlar fısıldıyor: Aşk yolda" }).ok).toBe(false);
    expect(
      keepGameVoice({ ...comment, short: "Kısmetin açık.", long: "Kısmetin açık.\n\nTemposu canlı." }).ok,
    ).toBe(false);
  });

  it("does not read the song's own name as the voice: a song called «Kader» can be named", () => {
    const named = {
      headline: "Kader çaldı",
      short: "Kader şarkısı hareketli.",
      long: "Kader şarkısı hareketli.",
    };
    expect(keepGameVoice(named, ["Kader"]).ok).toBe(true);
  });
});
