import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Track } from "@/shared/api/tracks";
import { type FakeLlm, startFakeLlm } from "../../../../tests/fakes/llm";
import { testConfig } from "../../../../tests/support/config";
import { createOutbound } from "../../http/outbound";
import { silentLogger } from "../../log";
import type { LyricsService } from "../lyrics";
import { createLlmClient } from "./llm";
import { SENSITIVE_NOTICE, supportComment } from "./safety";
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

function service() {
  const config = testConfig({ LLM_BASE_URL: fake.url, LLM_MODEL: "fake-model" });
  const outbound = createOutbound({ allowedHosts: [fake.host], userAgent: "SarkiFali-test" });
  const llm = createLlmClient({ config, outbound });
  return createCommentService({ lyrics, llm, log: silentLogger });
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
      expect(out).toMatchObject({ kind: "fortune", source: "offline" });
      expect(out.short).toContain(SENSITIVE_NOTICE[0]);
      expect(`${out.headline} ${out.long}`.toLocaleLowerCase("tr-TR")).not.toContain(hint.slice(0, 5));
    },
  );

  it.each(["intihar", "kendimi öldürmek", "yaşamak istemiyorum", "ölmek istiyorum", "canıma kıymak"])(
    "answers %s with the support message: no model, no lyrics lookup, no fortune",
    async (hint) => {
      const out = await service().generate(req(hint));
      expect(out).toEqual({ kind: "support", source: "offline", ...supportComment() });
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
});
