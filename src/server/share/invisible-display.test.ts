/** Text the server writes for others (share page tags, preview card) carries no bidi or zero-width characters. */
import { describe, expect, it } from "vitest";
import type { PublicDraw } from "@/shared/api/draws";
import { samplePublicDraw } from "../../../tests/support/public-draw";
import { drawableText } from "./fonts";
import { drawMeta } from "./meta";

// Stored before inputs were cleaned, or written straight into the database.
const draw: PublicDraw = samplePublicDraw({
  trackTitle: "\u202eevil\u200b",
  trackArtist: "\u2066Barış Manço\u2069",
  headline: "Bugün\u200b kalbin \u202ehafif",
  short: "\ufeffKüçük bir şarkı.",
});
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
