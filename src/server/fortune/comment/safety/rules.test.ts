/**
 * The classifier by family of phrasing (one describe per kind the review's §4.6 names), its
 * harmless exceptions, the ready-made lists' titles, and the typo-tolerant keys against a Turkish
 * word list. The corpus test measures the whole; these say which kind broke.
 */
import dictionary from "dictionary-tr";
import { describe, expect, it } from "vitest";
import { READY_LIST_DATA } from "@/shared/ready-lists/data";
import { type Category, readText } from "./engine";
import { foldTurkish } from "./normalize";
import { FUZZY_KEYS } from "./patterns";
import { startsWithinOneEdit } from "./tokens";

const read = (hint: string) => readText(hint, "hint").category ?? "none";
const SUPPORT = new Set<string>(["self-harm", "distress"]);

function family(name: string, expected: Category | "none" | "support", hints: readonly string[]) {
  describe(name, () => {
    it.each(hints)("%s", (hint) => {
      const got = read(hint);
      if (expected === "support") expect(SUPPORT.has(got), `${hint} -> ${got}`).toBe(true);
      else expect(got).toBe(expected);
    });
  });
}

family("self-harm: the words, any case, with or without Turkish letters", "self-harm", [
  "İntihar",
  "INTIHAR ETMEK",
  "intihar edicem",
  "kendimi öldürürüm",
  "KENDIMI OLDURMEK",
]);
family("self-harm: one-letter typos on the key noun", "self-harm", [
  "intiahr",
  "inthiar",
  "intihaar",
  "ıntihar",
]);
family("self-harm: stretched letters", "self-harm", ["ölmeeeek istiyorummm", "kendimi öldürcemmm"]);
family("self-harm: slang futures (-ıcam, -cem)", "self-harm", [
  "öldürücem kendimi",
  "kendimi asıcam",
  "bileklerimi kesicem",
  "köprüden atlıcam",
  "hapları içicem hepsini",
]);
family("self-harm: not wanting to live, negation misspelled", "self-harm", [
  "yaşamak istemiyorum",
  "yasamak istemiyom",
  "yaşamak istemiyrum",
  "artık yaşamak istemiyorum",
]);
family("self-harm: wanting to die, wishes", "self-harm", [
  "ölmek istiyorum",
  "keşke ölsem",
  "ölüp gitsem keşke",
]);
family("self-harm: wanting everything to end", "self-harm", [
  "her şeyi bitirmek istiyorum",
  "bitirmek istiyorum her şeyi",
  "hayatıma son vericem",
  "her şey bitsin istiyorum",
]);
family("self-harm: not waking up, disappearing", "self-harm", [
  "bir daha uyanmak istemiyorum",
  "uyanmasam keşke",
  "yok olmak istiyorum",
]);
family("self-harm: others better off without me", "self-harm", [
  "herkes bensiz daha mutlu",
  "bensiz daha iyi olurlar",
  "ben olmasam kimse üzülmez",
]);
family("self-harm: methods", "self-harm", [
  "balkondan atlasam",
  "tüm ilaçları içsem",
  "kendimi asmak",
  "kafama sıkıcam",
  "jilet",
]);
family("self-harm: English and mixed", "self-harm", [
  "i want to die",
  "wanna die",
  "kms",
  "unalive",
  "end it all",
  "self harm yapıyorum",
  "suicidal hissediyorum",
]);
family("acute distress: not bearing it any more, worn out, no way out", "support", [
  "dayanamıyorum",
  "dayanamiyorum artik",
  "çok yoruldum artık",
  "bıktım her şeyden",
  "tükendim",
  "umudum kalmadı",
  "çaresizim",
  "kimse beni anlamıyor",
  "i cant take it anymore",
]);
family("health, inflected and folded", "health", [
  "kanserim",
  "ameliyatım",
  "hastaligim",
  "tahlil sonuçlarım",
  "babam yoğun bakımda",
  "anksiyetem",
]);
family("death", "death", [
  "ölüm",
  "babam ölecek mi",
  "annem ölmesin",
  "ömrüm ne kadar",
  "olumden korkuyorum",
]);
family("pregnancy", "pregnancy", [
  "hamileyim",
  "bebeğimiz olacak mı",
  "regl olmadım",
  "tüp bebek",
  "gebeyim",
]);
family("court and police", "legal", ["davam", "boşanma davası", "duruşma", "hapse girer miyim", "avukatım"]);
family("debt and money trouble", "debt", [
  "borcum",
  "kredi kartı borcu",
  "kiramı ödeyemiyorum",
  "param yetmiyor",
]);
family("investment", "investment", ["borsa", "hisselerim", "altın alayım mı", "dolar yükselecek mi"]);
family("crypto", "crypto", ["bitcoin", "bitkoin", "btc", "coinlerim", "ethereum düşer mi"]);
family("gambling and lottery", "gambling", [
  "iddaa",
  "kuponum tutar mı",
  "milli piyango",
  "bahis",
  "şans topu",
]);

family("harmless: love and laughter hyperbole", "none", [
  "gülmekten öldüm",
  "aşkından ölüyorum",
  "ölesiye seviyorum",
  "sana hastayım",
  "senin için ölürüm",
]);
family("harmless: places and films", "none", ["Ölüdeniz", "Ölüdeniz'de tatil", "Ölüler Ordusu"]);
family("harmless: everyday words with a sensitive stem", "none", [
  "kendime yatırım",
  "müzik terapisi",
  "sağlıklı ilişki",
  "Erasmus kredisi",
  "hissediyorum",
  "davetiye",
  "okulu bitirmek istiyorum",
  "kiraz",
  "ipucu",
  "piyano çalmak",
  "intihal",
  "pastane",
]);
family("harmless: money as an everyday wish (ADR 026)", "none", ["para", "para kazanmak", "maaş zammı"]);

describe("the ready-made lists' titles", () => {
  const titles = [...new Set(READY_LIST_DATA.flatMap((l) => l.songs.map(([, title]) => title)))];
  it("reads every title, typed as the hint, as nothing sensitive", () => {
    expect(titles.length).toBeGreaterThan(200);
    expect(titles.filter((t) => read(t) !== "none")).toEqual([]);
  });

  it("knows a title typed without Turkish letters or in capitals", () => {
    for (const t of ["pembe mezarlik", "HABERIN YOK OLUYORUM", "ben dogarken olmusum"])
      expect(read(t)).toBe("none");
  });

  it("sets aside inside a longer hint only titles that read as sensitive on their own", () => {
    expect(read("Pembe Mezarlık çalsın")).toBe("none");
    // "Çok Çok" is a title too, but its words are ordinary ones
    expect(SUPPORT.has(read("çok çok yoruldum"))).toBe(true);
  });

  it("still hears self-harm around a title", () => {
    expect(read("Vazgeçtim Dünyadan ölmek istiyorum")).toBe("self-harm");
  });
});

describe("the typo-tolerant keys", () => {
  // A Turkish word list (hunspell, 371k entries): no everyday word may be read as a key by a typo.
  const dic = new TextDecoder().decode(dictionary.dic);
  const words = [
    ...new Set(
      dic
        .split("\n")
        .slice(1)
        .map((line) => foldTurkish((line.split("/")[0] ?? "").toLocaleLowerCase("tr-TR")))
        .filter((w) => /^[a-z]{3,}$/u.test(w)),
    ),
  ];

  it("are few and long", () => {
    expect(FUZZY_KEYS.length).toBeGreaterThan(0);
    for (const key of FUZZY_KEYS) expect(key.length).toBeGreaterThanOrEqual(6);
  });

  it("hit no other word of the list, or that word is set aside as harmless", () => {
    const readAsKey: string[] = [];
    for (const key of FUZZY_KEYS) {
      for (const w of words) {
        if (w.startsWith(key) || !startsWithinOneEdit(w, key)) continue;
        if (read(w) !== "none") readAsKey.push(`${w} (~${key})`);
      }
    }
    expect(readAsKey).toEqual([]);
  });
});
