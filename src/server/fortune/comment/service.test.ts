import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Track } from "@/shared/api/tracks";
import { type FakeLlm, startFakeLlm } from "../../../../tests/fakes/llm";
import { testConfig } from "../../../../tests/support/config";
import { recordingLogger } from "../../../../tests/support/logging";
import { createOutbound } from "../../http/outbound";
import { silentLogger } from "../../log";
import type { LyricsService } from "../lyrics";
import { createLlmClient } from "./llm";
import { DISTRESS_NOTICE, SENSITIVE_NOTICE, SUPPORT_LINE, supportComment } from "./safety";
import { type CommentRequestInput, createCommentService } from "./service";

let fake: FakeLlm;
let lookups = 0;
const lyrics: LyricsService = {
  async lookup() {
    lookups++;
    return { instrumental: false, excerpt: "Bahar dalında açan çiçek\nYıldızlar denize düştü" };
  },
};

beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.reset();
  lookups = 0;
});

function service(log = silentLogger) {
  const config = testConfig({ LLM_BASE_URL: fake.url, LLM_MODEL: "fake-model" });
  const outbound = createOutbound({ allowedHosts: [fake.host], userAgent: "SarkiFali-test" });
  const llm = createLlmClient({ config, outbound });
  return createCommentService({ lyrics, llm, log });
}

const track = { id: "sp:1", title: "Gülpembe", artist: "Barış Manço" } as Track;
const req = (hint: string | null): CommentRequestInput => ({
  track,
  theme: "genel",
  audio: { tempo: 96, energy: 0.4 },
  hint,
  persona: { mysticLevel: 2, directness: 2, optimism: 2 },
  salt: `s-${hint}`,
  number: "7",
});

describe("comment service: what the hint is about decides who writes", () => {
  it("asks the model for an ordinary hint and says it is a fortune", async () => {
    const out = await service().generate(req("sınav"));
    expect(out).toMatchObject({ kind: "fortune", source: "model" });
    expect(fake.requests).toHaveLength(1);
  });

  it.each(["kanser", "ameliyatım", "iddaa", "bitcoin", "borcum", "mahkeme", "hamileyim", "ölecek miyim"])(
    "never sends the sensitive hint %s to the model: a mood-only offline comment with the notice",
    async (hint) => {
      const out = await service().generate(req(hint));
      expect(fake.requests).toHaveLength(0);
      expect(out).toMatchObject({ kind: "fortune", source: "offline", hintSafety: "sensitive" });
      expect(out.short).toContain(SENSITIVE_NOTICE[0]);
      // the public texts tell no one that a sensitive question was asked
      for (const text of Object.values(out.publicTexts)) {
        expect(text).not.toContain(SENSITIVE_NOTICE[0]);
        expect(text.trim()).not.toBe("");
      }
      expect(`${out.headline} ${out.long}`.toLocaleLowerCase("tr-TR")).not.toContain(hint.slice(0, 5));
    },
  );

  it.each(["intihar", "kendimi öldürmek", "yaşamak istemiyorum", "ölmek istiyorum", "canıma kıymak"])(
    "answers %s with the support message: no model, no lyrics lookup, no fortune",
    async (hint) => {
      const out = await service().generate(req(hint));
      expect(out).toEqual({
        kind: "support",
        source: "offline",
        hintSafety: "support",
        ...supportComment(),
        publicTexts: supportComment(),
      });
      expect(fake.requests).toHaveLength(0);
      expect(lookups).toBe(0);
    },
  );

  it.each([
    ["predicts on a sensitive topic", "Bu şarkı ameliyatının çok iyi geçeceğini söylüyor."],
    ["quotes a URL", "Hemen https://sarkifali-destek.example/giris adresine gir."],
    ["tips a bet", "Kuponun bu hafta tutacak, iddaada şans senden yana."],
  ])("replaces a model answer that %s with the offline comment", async (_, short) => {
    fake.setCustomAnswer(
      JSON.stringify({
        headline: "Yolun açık",
        short,
        long: "Ritmi sakin ama kararlı.\n\nKüçük adımlar büyük değişimlere dönüşecek, bekle ve gör.",
      }),
    );
    const out = await service().generate(req("sınav"));
    expect(out).toMatchObject({ kind: "fortune", source: "offline" });
    expect(out.short).not.toBe(short);
    expect(out.short).toContain("«sınav»");
    expect(fake.requests).toHaveLength(1);
  });

  it("reads an ordinary hint as none and keeps it out of the public texts", async () => {
    const out = await service().generate(req("sınav"));
    expect(out.hintSafety).toBe("none");
    expect(`${out.short} ${out.long}`).toContain("sınav");
    const open = Object.values(out.publicTexts).join("\n").toLocaleLowerCase("tr-TR");
    expect(open).not.toContain("sınav");
  });

  it.each(["dayanamıyorum artık", "çok yoruldum artık", "bıktım her şeyden", "umudum kalmadı"])(
    "answers the distress of %s with a calm comment and the 112 line: no model, nothing to save",
    async (hint) => {
      const out = await service().generate(req(hint));
      expect(fake.requests).toHaveLength(0);
      expect(out).toMatchObject({ kind: "support", source: "offline", hintSafety: "support" });
      // a music comment, not the bare support message
      expect(out.short).not.toBe(supportComment().short);
      expect(out.short).toContain("Gülpembe");
      expect(out.short).toContain(SUPPORT_LINE);
      expect(out.short).toContain(DISTRESS_NOTICE[0]);
      expect(out.short).not.toContain(SENSITIVE_NOTICE[0]);
      expect(out.long.split(SUPPORT_LINE)).toHaveLength(2);
      const all = `${out.headline} ${out.long}`.toLocaleLowerCase("tr-TR");
      for (const word of hint.split(" ").filter((w) => w.length >= 5))
        expect(all).not.toContain(word.slice(0, 5));
    },
  );

  it("answers a distress hint in a spread the same way", async () => {
    const card = { track, audio: null };
    const out = await service().generateSpread({
      cards: [
        card,
        { ...card, track: { ...track, id: "sp:2" } },
        { ...card, track: { ...track, id: "sp:3" } },
      ],
      theme: "genel",
      hint: "dayanamıyorum",
      persona: { mysticLevel: 2, directness: 2, optimism: 2 },
      seed: "spread-distress",
    });
    expect(fake.requests).toHaveLength(0);
    expect(out).toMatchObject({ kind: "support", hintSafety: "support" });
    expect(out.short).toContain(SUPPORT_LINE);
  });

  it("writes neither a sensitive or support hint nor its topic to the log", async () => {
    const log = recordingLogger();
    const hints = ["kanserim", "hamile miyim", "dayanamıyorum artık", "ölmek istiyorum"];
    for (const hint of hints) await service(log).generate(req(hint));
    expect(log.lines.length).toBeGreaterThan(0);
    const written = JSON.stringify(log.lines).toLocaleLowerCase("tr-TR");
    for (const word of ["kanser", "hamile", "dayanam", "ölmek", "health", "pregnancy"]) {
      expect(written).not.toContain(word);
    }
  });
});
