import { describe, expect, it } from "vitest";
import { checkComment, splitSentences } from "./checks";
import { ACCEPTED_LIMITS } from "./limits";

const good = {
  headline: "Yolun açık, adımların hafif",
  short: "Bu şarkı sana yeni bir başlangıcın kapıda olduğunu söylüyor.",
  long: "Bu şarkı sana yeni bir başlangıcın kapıda olduğunu söylüyor.\n\nRitmi sakin ama kararlı; tıpkı önündeki günler gibi.",
};

function expectOk(candidate: unknown) {
  const result = checkComment(candidate);
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return result.comment;
}

function expectReason(candidate: unknown, reason: RegExp) {
  const result = checkComment(candidate);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.reason).toMatch(reason);
}

describe("checkComment", () => {
  it("accepts a good comment unchanged", () => {
    expect(expectOk(good)).toEqual(good);
  });

  it("trims and normalises whitespace, keeping paragraphs in the long text", () => {
    const c = expectOk({
      headline: "  Yolun   açık \n",
      short: " Bu şarkı\tsana   yeni bir\nbaşlangıç fısıldıyor. ",
      long: "Birinci   paragraf\nburada devam ediyor.\r\n\r\n\r\n\r\nİkinci paragraf da burada.  ",
    });
    expect(c.headline).toBe("Yolun açık");
    expect(c.short).toBe("Bu şarkı sana yeni bir başlangıç fısıldıyor.");
    expect(c.long).toBe("Birinci paragraf burada devam ediyor.\n\nİkinci paragraf da burada.");
  });

  it("makes the headline one line without quotes or markdown", () => {
    expect(expectOk({ ...good, headline: '"Yolun açık"' }).headline).toBe("Yolun açık");
    expect(expectOk({ ...good, headline: "**Yolun açık**" }).headline).toBe("Yolun açık");
    expect(expectOk({ ...good, headline: "# Yolun açık" }).headline).toBe("Yolun açık");
    expect(expectOk({ ...good, headline: "“Yolun\naçık”" }).headline).toBe("Yolun açık");
    expect(expectOk({ ...good, headline: "Başlık: Yolun açık" }).headline).toBe("Yolun açık");
  });

  it("rejects an empty or overlong headline", () => {
    expectReason({ ...good, headline: "  ** **  " }, /headline empty/);
    expectReason({ ...good, headline: "a".repeat(121) }, /headline too long/);
    expect(checkComment({ ...good, headline: "a".repeat(120) }).ok).toBe(true);
  });

  it("keeps at most three sentences in the short text", () => {
    const c = expectOk({
      ...good,
      short: "Bir. İki cümle burada! Üç mü? Dört de var. Beş de.",
      long: "Uzun metin burada, kısa metinden daha uzun olacak kadar uzun yazıldı ve bitti.",
    });
    expect(c.short).toBe("Bir. İki cümle burada! Üç mü?");
  });

  it("does not split sentences at decimals or lower-case continuations", () => {
    expect(splitSentences("Tempo 3.5 kat arttı. vb. şeyler oldu. Sonra bitti.")).toEqual([
      "Tempo 3.5 kat arttı. vb. şeyler oldu.",
      "Sonra bitti.",
    ]);
  });

  it("rejects an overlong short text", () => {
    expectReason({ ...good, short: `${"çok ".repeat(110)}uzun.`, long: "x".repeat(600) }, /short too long/);
  });

  it("rejects an empty long text and accepts one equal to the short text", () => {
    expectReason({ ...good, long: "   " }, /long empty/);
    expect(expectOk({ ...good, long: good.short }).long).toBe(good.short);
  });

  it("rejects a long text shorter than the short one", () => {
    expectReason({ ...good, long: "Kısa." }, /long shorter than short/);
  });

  it("drops trailing paragraphs of an overlong long text, rejects one huge paragraph", () => {
    const para = `${"Paragraf cümlesi burada. ".repeat(30).trim()}`;
    const c = expectOk({ ...good, long: Array.from({ length: 6 }, () => para).join("\n\n") });
    expect(c.long.length).toBeLessThanOrEqual(ACCEPTED_LIMITS.long);
    expect(c.long.split("\n\n").length).toBe(3);
    expectReason({ ...good, long: "a ".repeat(1300) }, /long too long/);
  });

  it("rejects leftover placeholders", () => {
    expectReason({ ...good, headline: "Yolun {theme}" }, /placeholder left in headline/);
    expectReason({ ...good, short: "Bu şarkı undefined diyor." }, /placeholder left in short/);
    expectReason({ ...good, long: `${good.long} null` }, /placeholder left in long/);
    expectReason({ ...good, long: `${good.long} [object Object]` }, /placeholder/);
  });

  it("does not take Turkish words for placeholders (çalınan is not NaN)", () => {
    const long = `${good.long} Kulağına çalınan her nota, salınan bir dal gibi.`;
    expect(expectOk({ ...good, long }).long).toBe(long);
    expectReason({ ...good, long: `${good.long} NaN` }, /placeholder/);
  });

  it("rejects missing fields and non-objects", () => {
    expectReason(null, /not an object/);
    expectReason("metin", /not an object/);
    expectReason({ headline: "a", short: "b" }, /long missing/);
    expectReason({ headline: 3, short: "b", long: "c" }, /headline missing/);
  });

  it("accepts text that does not look Turkish", () => {
    expect(
      checkComment({ headline: "Your road is open", short: "A new start.", long: "A new start, soon." }).ok,
    ).toBe(true);
  });
});

describe("splitSentences (review fix 15)", () => {
  it("does not cut after feat., ft., No., Dr., Prof., vb., vs., St., Vol., Op.", () => {
    expect(
      splitSentences(
        "Luis Fonsi feat. Daddy Yankee imzalı Despacito kırpıyor. Yakında güzel bir haber var. Gün keyifli geçecek.",
      ),
    ).toEqual([
      "Luis Fonsi feat. Daddy Yankee imzalı Despacito kırpıyor.",
      "Yakında güzel bir haber var.",
      "Gün keyifli geçecek.",
    ]);
    for (const abbr of ["ft.", "No.", "Dr.", "Prof.", "vb.", "vs.", "St.", "Vol.", "Op."]) {
      expect(splitSentences(`Bu ${abbr} Dre ile başlıyor. İkinci cümle.`)).toHaveLength(2);
    }
    expect(splitSentences("Piyano Etüdü No. 3 çalıyor. Sonra bitti.")).toEqual([
      "Piyano Etüdü No. 3 çalıyor.",
      "Sonra bitti.",
    ]);
  });

  it("does not cut inside «quotes»", () => {
    expect(splitSentences("«Dur! Bekle. Bir Dakika» şarkısı çaldı. Gün güzel.")).toEqual([
      "«Dur! Bekle. Bir Dakika» şarkısı çaldı.",
      "Gün güzel.",
    ]);
  });

  it("keeps a short text with an abbreviation at its three real sentences", () => {
    const c = checkComment({
      headline: "Başlık",
      short:
        "Luis Fonsi feat. Daddy Yankee imzalı şarkı göz kırpıyor. Yakında güzel bir haber var. Gün keyifli geçecek.",
      long: "Luis Fonsi feat. Daddy Yankee imzalı şarkı göz kırpıyor. Yakında güzel bir haber var. Gün keyifli geçecek. Ve dahası.",
    });
    expect(c.ok && c.comment.short).toMatch(/Gün keyifli geçecek\.$/u);
  });
});
