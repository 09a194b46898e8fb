import { describe, expect, it } from "vitest";
import {
  checkGeneratedSafety,
  classifyHint,
  classifyText,
  DISTRESS_NOTICE,
  distressComment,
  type HintSafety,
  hintSafetyOf,
  SENSITIVE_NOTICE,
  SUPPORT_LINE,
  supportComment,
  unsafeContent,
} from "./safety";

type Expect = "none" | "self-harm" | HintSafety["kind"] | `sensitive:${string}`;

/** [hint, expected]: "sensitive:<topic>", "self-harm" or "none". */
const TABLE: readonly [string, Expect][] = [
  // ---- self-harm: no fortune at all ----
  ["intihar", "self-harm"],
  ["İNTİHAR", "self-harm"],
  ["INTIHAR", "self-harm"],
  ["intihar etmek", "self-harm"],
  ["intiharı düşünüyorum", "self-harm"],
  ["kendimi öldürmek", "self-harm"],
  ["kendimi oldurmek", "self-harm"],
  ["öldürcem kendimi", "self-harm"],
  ["kendime zarar vermek", "self-harm"],
  ["kendimi kesmek", "self-harm"],
  ["bileklerimi kesmek", "self-harm"],
  ["canıma kıymak", "self-harm"],
  ["canima kiymak", "self-harm"],
  ["canına kıymak", "self-harm"],
  ["yaşamak istemiyorum", "self-harm"],
  ["yasamak istemiyorum", "self-harm"],
  ["YAŞAMAK İSTEMİYORUM", "self-harm"],
  ["yaşamaktan bıktım", "self-harm"],
  ["yaşamanın anlamı yok", "self-harm"],
  ["ölmek istiyorum", "self-harm"],
  ["olmek istiyorum", "self-harm"],
  ["ölmeeek istiyorum", "self-harm"],
  ["ölmek", "self-harm"],
  ["keşke ölsem", "self-harm"],
  ["ölsem", "self-harm"],
  ["hayatıma son vermek", "self-harm"],
  ["her şeye son vermek", "self-harm"],
  ["kendimi asmak", "self-harm"],
  ["uyanmak istemiyorum", "self-harm"],
  ["yok olmak istiyorum", "self-harm"],
  ["suicide", "self-harm"],
  ["kill myself", "self-harm"],
  ["kms", "self-harm"],
  ["self harm", "self-harm"],

  // ---- acute distress: a calm comment with the support line ----
  ["dayanamıyorum", "sensitive:distress"],
  ["çok yoruldum artık", "sensitive:distress"],
  ["bıktım her şeyden", "sensitive:distress"],

  // ---- death ----
  ["ölüm", "sensitive:death"],
  ["ölecek miyim", "sensitive:death"],
  ["olecek miyim", "sensitive:death"],
  ["ölümden korkuyorum", "sensitive:death"],
  ["olumden korkuyorum", "sensitive:death"],
  ["babam ölürse", "sensitive:death"],
  ["annemin ölümü", "sensitive:death"],
  ["vefat", "sensitive:death"],
  ["cenaze", "sensitive:death"],

  // ---- health ----
  ["kanser", "sensitive:health"],
  ["kanserim", "sensitive:health"],
  ["kanser'im", "sensitive:health"],
  ["KANSER", "sensitive:health"],
  ["kansere karşı yürüyüş", "sensitive:health"],
  ["ameliyat", "sensitive:health"],
  ["ameliyatım iyi geçecek mi", "sensitive:health"],
  ["annemin ameliyatı", "sensitive:health"],
  ["sağlık", "sensitive:health"],
  ["saglik", "sensitive:health"],
  ["SAĞLIĞIM", "sensitive:health"],
  ["hastalık", "sensitive:health"],
  ["hastayım", "sensitive:health"],
  ["hastayim", "sensitive:health"],
  ["annem hasta", "sensitive:health"],
  ["hastane", "sensitive:health"],
  ["tahlil sonucu", "sensitive:health"],
  ["biyopsi", "sensitive:health"],
  ["tümör", "sensitive:health"],
  ["kemoterapi", "sensitive:health"],
  ["depresyon", "sensitive:health"],
  ["depresyondayım", "sensitive:distress"],
  ["panik atak", "sensitive:health"],
  ["kalp krizi", "sensitive:health"],
  ["şeker hastalığı", "sensitive:health"],
  ["ilaç", "sensitive:health"],
  ["tedavi", "sensitive:health"],
  ["terapi", "sensitive:health"],
  ["covid", "sensitive:health"],
  ["cancer", "sensitive:health"],

  // ---- pregnancy ----
  ["hamileyim", "sensitive:pregnancy"],
  ["hamile miyim", "sensitive:pregnancy"],
  ["hamilelik", "sensitive:pregnancy"],
  ["gebelik", "sensitive:pregnancy"],
  ["tüp bebek", "sensitive:pregnancy"],
  ["tup bebek", "sensitive:pregnancy"],
  ["bebek sahibi olmak", "sensitive:pregnancy"],
  ["çocuğumuz olacak mı", "sensitive:pregnancy"],
  ["regl gecikmesi", "sensitive:pregnancy"],

  // ---- court cases ----
  ["mahkeme", "sensitive:legal"],
  ["mahkemeyi kazanmak", "sensitive:legal"],
  ["dava", "sensitive:legal"],
  ["davam", "sensitive:legal"],
  ["boşanma davası", "sensitive:legal"],
  ["velayet", "sensitive:legal"],
  ["hapis", "sensitive:legal"],
  ["icra", "sensitive:legal"],
  ["haciz", "sensitive:legal"],

  // ---- debt ----
  ["borç", "sensitive:debt"],
  ["borcum", "sensitive:debt"],
  ["borclarim", "sensitive:debt"],
  ["BORÇ", "sensitive:debt"],
  ["kredi kartı", "sensitive:debt"],
  ["kredi karti borcu", "sensitive:debt"],
  ["kredi notu", "sensitive:debt"],
  ["kredi", "sensitive:debt"],
  ["KYK kredisi", "sensitive:debt"],
  ["taksit", "sensitive:debt"],
  ["iflas", "sensitive:debt"],

  // ---- investment ----
  ["yatırım", "sensitive:investment"],
  ["yatirim", "sensitive:investment"],
  ["borsa", "sensitive:investment"],
  ["borsada kazanç", "sensitive:investment"],
  ["hisse", "sensitive:investment"],
  ["hisselerim", "sensitive:investment"],
  ["dolar", "sensitive:investment"],
  ["döviz", "sensitive:investment"],
  ["gram altın", "sensitive:investment"],

  // ---- crypto ----
  ["kripto", "sensitive:crypto"],
  ["kripto para", "sensitive:crypto"],
  ["bitcoin", "sensitive:crypto"],
  ["BITCOIN", "sensitive:crypto"],
  ["btc", "sensitive:crypto"],
  ["ethereum", "sensitive:crypto"],
  ["coin", "sensitive:crypto"],

  // ---- gambling and betting ----
  ["iddaa", "sensitive:gambling"],
  ["İDDAA", "sensitive:gambling"],
  ["idda", "sensitive:gambling"],
  ["iddaa kuponu", "sensitive:gambling"],
  ["bahis", "sensitive:gambling"],
  ["bahisler", "sensitive:gambling"],
  ["kumar", "sensitive:gambling"],
  ["casino", "sensitive:gambling"],
  ["piyango", "sensitive:gambling"],
  ["milli piyango", "sensitive:gambling"],
  ["loto", "sensitive:gambling"],
  ["şans topu", "sensitive:gambling"],
  ["kazı kazan", "sensitive:gambling"],
  ["poker", "sensitive:gambling"],
  ["bet", "sensitive:gambling"],

  // ---- not sensitive: everyday wishes, and words that only look like a listed one ----
  ["sınav", "none"],
  ["sınav sonucu", "none"],
  ["YKS", "none"],
  ["iş", "none"],
  ["yeni iş", "none"],
  ["aşk", "none"],
  ["ayrılık", "none"],
  ["boşanma", "none"],
  ["eski sevgili", "none"],
  ["ölümsüz aşk", "none"],
  ["ÖLÜMSÜZ AŞK", "none"],
  ["ölümüne aşk", "none"],
  ["ölene kadar", "none"],
  ["olumsuz düşünceler", "none"],
  ["olum sınav", "none"],
  ["oldu mu", "none"],
  ["ölçü", "none"],
  ["teşekkür borçluyum", "none"],
  ["sana borçluyum", "none"],
  ["vefa borcu", "none"],
  ["gönül borcu", "none"],
  ["doğum günü", "none"],
  ["dogum gunu", "none"],
  ["davet", "none"],
  ["düğün daveti", "none"],
  ["hissediyorum", "none"],
  ["hissetmek", "none"],
  ["bahse girerim", "none"],
  ["kendimi keşfetmek", "none"],
  ["kendimi aşmak", "none"],
  ["motivasyon", "none"],
  ["şans", "none"],
  ["para", "none"],
  ["terfi", "none"],
  ["maaş zammı", "none"],
  ["ev almak", "none"],
  ["tatil", "none"],
  ["kalp", "none"],
  ["kalbim", "none"],
  ["bebeğim", "none"],
  ["aile", "none"],
  ["sağlam adımlar", "none"],
  ["doktora", "none"],
  ["hasret", "none"],
  ["yaşamak", "none"],
  ["hayat", "none"],
  ["yeni başlangıç", "none"],
  ["İstanbul'a taşınma", "none"],
  ["IELTS", "none"],
  ["spor", "none"],
  ["müzik", "none"],
  ["diyet", "none"],
  ["futbol hastası", "none"],
  ["çikolata", "none"],
  ["cesaret", "none"],
  ["", "none"],
];

function expectation(result: HintSafety): Expect {
  return result.kind === "sensitive" ? `sensitive:${result.topic}` : result.kind;
}

describe("classifyHint", () => {
  it("has a table of well over 100 cases, both ways", () => {
    expect(TABLE.length).toBeGreaterThan(150);
    expect(TABLE.filter(([, e]) => e === "none").length).toBeGreaterThan(50);
    expect(TABLE.filter(([, e]) => e === "self-harm").length).toBeGreaterThan(30);
  });

  it.each(TABLE)("%s -> %s", (hint, expected) => {
    expect(expectation(classifyHint(hint))).toBe(expected);
  });

  it("treats no hint as none", () => {
    expect(classifyHint(null)).toEqual({ kind: "none" });
    expect(classifyHint(undefined)).toEqual({ kind: "none" });
  });

  it("lets self-harm win over any other topic in the same hint", () => {
    expect(classifyHint("borç yüzünden ölmek istiyorum").kind).toBe("self-harm");
  });
});

describe("classifyText (generated text)", () => {
  it("finds a forecast about a listed topic inside a longer text", () => {
    expect(classifyText("Bu şarkı sana ameliyatının çok iyi geçeceğini söylüyor.").kind).toBe("sensitive");
    expect(classifyText("Kuponun bu hafta tutacak, iddaada şans senden yana.").kind).toBe("sensitive");
    expect(classifyText("Bitcoin yatırımın yakında meyvesini verecek.").kind).toBe("sensitive");
  });

  it("leaves an ordinary fortune alone, including hint-only words", () => {
    expect(classifyText("Yakında bir kapı aralanacak ve yolun biraz daha netleşecek.").kind).toBe("none");
    expect(classifyText("Sanatçı bu şarkıyı büyük bir tutkuyla icra ediyor.").kind).toBe("none");
    expect(classifyText("Gözlerim dolar, kalbim yine pır pır eder.").kind).toBe("none");
  });
});

describe("unsafeContent", () => {
  it.each([
    ["Hemen https://sarkifali-destek.example/giris adresine gir.", "link or address"],
    ["Ayrıntılar www.ornek.org sayfasında.", "link or address"],
    ["sarkifali-destek.com'a gir ve bilgilerini yaz", "link or address"],
    ["Bize yaz: destek@ornek.net", "link or address"],
    ["Ara: 0532 123 45 67", "phone number"],
    ["+90 (212) 555-0000 numarasını ara", "phone number"],
    ["Hesabın askıya alındı, şifreni gir.", "phishing wording"],
    ["Hesabınız askıya alınmıştır.", "phishing wording"],
    ["Hediye kazandın! Kart bilgilerini paylaş.", "phishing wording"],
    ["Ödülünü almak için tıkla.", "phishing wording"],
  ])("%s -> %s", (text, reason) => {
    expect(unsafeContent(text)).toBe(reason);
  });

  it("accepts ordinary comments with numbers, titles and abbreviations", () => {
    for (const text of [
      "Dakikada yaklaşık 72 vuruşluk temposu, içi içine sığmayan bir ruh halini anlatıyor.",
      "«Piyano Etüdü No. 3» parçası, 1999 yazını hatırlatıyor.",
      "Luis Fonsi feat. Daddy Yankee imzalı «Despacito» şarkısı.",
      "Kalbinin şifresini bu şarkı biliyor.",
      "«99 Luftballons» ve «22» aynı listede.",
    ]) {
      expect(unsafeContent(text)).toBeNull();
    }
  });
});

describe("checkGeneratedSafety", () => {
  const good = {
    headline: "Yolun açık",
    short: "Bu şarkı sana yeni bir başlangıç fısıldıyor.",
    long: "Bu şarkı sana yeni bir başlangıç fısıldıyor.\n\nRitmi sakin ama kararlı.",
  };

  it("accepts a comment that stays on the song and the theme", () => {
    expect(checkGeneratedSafety(good, { hint: "sınav" })).toEqual({ ok: true });
  });

  it("rejects a forecast on a sensitive topic, an echoed sensitive hint, links and phishing", () => {
    const bad = (patch: Partial<typeof good>, hint: string | null = null) =>
      checkGeneratedSafety({ ...good, ...patch }, { hint });
    expect(bad({ short: "Ameliyatın çok iyi geçecek." }).ok).toBe(false);
    expect(bad({ headline: "Kanser yenilecek" }, "kanser").ok).toBe(false);
    expect(bad({ long: `${good.long} Kuponun tutacak.` }).ok).toBe(false);
    expect(bad({ long: `${good.long} www.ornek.com adresine gir.` }).ok).toBe(false);
    expect(bad({ headline: "Hesabın askıya alındı" }).ok).toBe(false);
  });

  it("does not count the song's own title or artist as a topic", () => {
    const comment = {
      ...good,
      short: "Kumar şarkısının hüzünlü havası, içindeki derin duyguları hatırlatıyor.",
    };
    expect(checkGeneratedSafety(comment, { hint: null, title: "Kumar", artist: "Biri" })).toEqual({
      ok: true,
    });
    expect(checkGeneratedSafety(comment, { hint: null }).ok).toBe(false);
  });
});

describe("supportComment", () => {
  it("is warm, names 112 and a trusted person, and makes no forecast", () => {
    const c = supportComment();
    expect(c.headline).toBe("Yalnız değilsin");
    expect(c.short).toContain("112'yi ara");
    expect(c.short).toMatch(/güvendiğin birine/);
    expect(c.long).toBe(c.short);
    expect(c.short).not.toMatch(/fal|şarkı|şans|yakında/iu);
    // no other phone number than 112
    expect(c.short.match(/\d+/gu)).toEqual(["112"]);
  });
});

describe("hintSafetyOf", () => {
  it("says support for self-harm and distress, sensitive for a topic, none otherwise", () => {
    expect(hintSafetyOf(classifyHint("intihar"))).toBe("support");
    expect(hintSafetyOf(classifyHint("dayanamıyorum artık"))).toBe("support");
    expect(hintSafetyOf(classifyHint("kanser"))).toBe("sensitive");
    expect(hintSafetyOf(classifyHint("sınav"))).toBe("none");
    expect(hintSafetyOf(classifyHint(null))).toBe("none");
  });
});

describe("distressComment", () => {
  const calm = {
    headline: "Bu kez söz müziğin",
    short: `Şarkının sakin havası insanı dinlendiriyor. ${SENSITIVE_NOTICE.join(" ")}`,
    long: `Şarkının sakin havası insanı dinlendiriyor. ${SENSITIVE_NOTICE.join(" ")}\n\nRitmi yavaş.`,
  };

  it("puts the support line with 112 where the notice was, once, in short and long", () => {
    const out = distressComment(calm);
    expect(out.headline).toBe(calm.headline);
    expect(out.short).toBe(`Şarkının sakin havası insanı dinlendiriyor. ${DISTRESS_NOTICE.join(" ")}`);
    expect(out.long.startsWith(out.short)).toBe(true);
    expect(out.long.split(SUPPORT_LINE)).toHaveLength(2);
    expect(out.long).not.toContain(SENSITIVE_NOTICE[0]);
  });

  it("still adds the line when a writer worded the notice otherwise", () => {
    const out = distressComment({
      headline: "x",
      short: "Sakin bir şarkı.",
      long: "Sakin bir şarkı.\n\nRitmi yavaş.",
    });
    expect(out.short).toContain(SUPPORT_LINE);
    expect(out.long.split("\n\n")[0]).toContain(SUPPORT_LINE);
  });
});
