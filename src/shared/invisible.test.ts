import { describe, expect, it } from "vitest";
import { stripInvisible } from "./invisible";

describe("stripInvisible", () => {
  it("removes bidi overrides and isolates, zero-width characters, word joiner, BOM and soft hyphen", () => {
    expect(stripInvisible("\u202eevil\u200b")).toBe("evil");
    expect(stripInvisible("Ay\u200cşe\u200d \u2066Yılmaz\u2069\u202a\u202b\u202c\u202d")).toBe("Ayşe Yılmaz");
    expect(stripInvisible("\ufeffSezen\u2060 Aksu\u00ad\u061c")).toBe("Sezen Aksu");
    expect(stripInvisible("gizli\u{e0041}\u{e0042}")).toBe("gizli");
  });

  it("keeps emoji written with a joiner or tags, and everything visible", () => {
    for (const emoji of [
      "👨\u200d👩\u200d👧",
      "❤\ufe0f\u200d🔥",
      "👩🏽\u200d💻",
      "🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}",
    ]) {
      expect(stripInvisible(`Aşk ${emoji}!`)).toBe(`Aşk ${emoji}!`);
    }
    expect(stripInvisible("a\u200d👍")).toBe("a👍");
    expect(stripInvisible("👍\u200d")).toBe("👍");
    const plain = "Gidiyorum — Sezen Aksu (Canlı) ❤ ağır «şarkı»";
    expect(stripInvisible(plain)).toBe(plain);
  });
});
