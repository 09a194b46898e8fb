import { describe, expect, it } from "vitest";
import { charLength, clip, hash32, oneLine } from "./text";

describe("charLength", () => {
  it("counts code points, so an emoji counts once", () => {
    expect(charLength("Şarkı")).toBe(5);
    expect(charLength("🔥 ateş")).toBe(6);
  });
});

describe("oneLine", () => {
  it("collapses whitespace and newlines to single spaces and trims", () => {
    expect(oneLine("  Yolun \n\n açık\t ve  uzun \u2028")).toBe("Yolun açık ve uzun");
  });
});

describe("clip", () => {
  it("returns text that fits unchanged", () => {
    expect(clip("Gülpembe", 8)).toBe("Gülpembe");
  });

  it("cuts at the last word that fits, the ellipsis counted in the limit", () => {
    const title = "Bir Zamanlar Çok Uzak Bir Ülkede Yaşayan Küçük Bir Kızın Uzun Hikâyesi";
    const cut = clip(title, 43);
    expect(cut).toBe("Bir Zamanlar Çok Uzak Bir Ülkede Yaşayan…");
    expect(charLength(cut)).toBeLessThanOrEqual(43);
  });

  it("keeps the last word whole when a space follows right where the room ends", () => {
    expect(clip("bir iki üç dört beş altı yedi", 16)).toBe("bir iki üç dört…");
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    expect(clip("Yıldızlar, ay ve güneş: hepsi bu akşam seninle", 26)).toBe("Yıldızlar, ay ve güneş…");
    expect(clip("Ay & yıldız & güneş", 8)).toBe("Ay…");
  });

  it("cuts inside a word when the last space comes too early", () => {
    expect(clip("Supercalifragilisticexpialidocious şarkısı", 20)).toBe("Supercalifragilisti…");
    expect(clip("Ab cdefghijklmnop", 10, { minWordShare: 0.1 })).toBe("Ab…");
    expect(clip("Ab cdefghijklmnop", 10)).toBe("Ab cdefgh…");
  });

  it("never splits an emoji", () => {
    expect(clip("🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥", 5)).toBe("🔥🔥🔥🔥…");
  });
});

describe("hash32", () => {
  it("is stable: the offline composer's output for a draw depends on these exact values", () => {
    expect(hash32("")).toBe(451841411);
    expect(hash32("Şarkı Falı")).toBe(557096984);
    expect(hash32("Şarkı Falı", 7)).toBe(3400547026);
  });

  it("spreads similar texts apart", () => {
    const values = new Set(Array.from({ length: 1000 }, (_, i) => hash32(`draw-${i}`) % 997));
    expect(values.size).toBeGreaterThan(550);
  });
});
