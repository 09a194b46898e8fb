/** Text the server writes for others (share page tags, preview card) carries no bidi or zero-width characters. */
import { describe, expect, it } from "vitest";
import type { PublicDraw } from "@/shared/api";
import { drawableText } from "./fonts";
import { drawMeta } from "./meta";

// Stored before inputs were cleaned, or written straight into the database.
const draw: PublicDraw = {
  id: "7b0c7f0e-2f7a-4c1e-9a51-3f1f0d1a2b3c",
  number: "42",
  trackTitle: "\u202eevil\u200b",
  trackArtist: "\u2066Barış Manço\u2069",
  trackImage: null,
  trackPreviewUrl: null,
  trackExternalUrl: null,
  theme: "genel",
  headline: "Bugün\u200b kalbin \u202ehafif",
  short: "\ufeffKüçük bir şarkı.",
  long: "Uzun yorum.",
  createdAt: "2025-10-22T10:00:00.000Z",
  shareTheme: "klasik",
  hint: null,
  listSource: null,
  shortCode: "k7m2w9qpa3",
  kind: "single",
  spread: null,
};
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

describe("display text", () => {
  it("share page title, description and image text lose bidi and zero-width characters", () => {
    const meta = drawMeta(draw, "https://sarkifali.app");
    expect(meta.title).toBe("Bugün kalbin hafif — «evil» | Şarkı Falı");
    expect(meta.description).toBe("Küçük bir şarkı.");
    for (const text of [meta.title, meta.description, meta.imageAlt])
      expect(INVISIBLE.test(text)).toBe(false);
  });

  it("the preview card draws none of them either", () => {
    const covered = new Set(Array.from("evilBarış Manço", (c) => c.codePointAt(0)!));
    expect(drawableText("\u202eevil\u200b \u2066Barış Manço\u2069", covered)).toBe("evil Barış Manço");
  });
});
