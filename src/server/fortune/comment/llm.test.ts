import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeLlm, startFakeLlm } from "../../../../tests/fakes/llm";
import { testConfig } from "../../../../tests/support/config";
import { createOutbound } from "../../http/outbound";
import { createLlmClient, extractFirstJsonObject, type LlmClientOptions, LlmUnavailableError } from "./llm";
import type { CommentInput } from "./types";

const input: CommentInput = {
  theme: "ask",
  track: { id: "spotify:track:1", title: "Gidiyorum", artist: "Sezen Aksu" },
  audio: { tempo: 96, energy: 0.4 },
  lyrics: { instrumental: false, excerpt: "Yollar uzar gider" },
  hint: "eski dost",
  persona: { mysticLevel: 2, directness: 2, optimism: 2 },
  seed: "7",
};

let fake: FakeLlm;

beforeAll(async () => {
  fake = await startFakeLlm({ apiKey: "sk-test" });
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
  fake.setMode("clean");
});

function client(options: Partial<LlmClientOptions> = {}, env: Record<string, string> = {}) {
  const config = testConfig({
    LLM_BASE_URL: fake.url,
    LLM_MODEL: "test-model",
    LLM_API_KEY: "sk-test",
    ...env,
  });
  const outbound = createOutbound({ allowedHosts: [fake.host], userAgent: "SarkiFali-test" });
  const c = createLlmClient({ config, outbound, ...options });
  if (!c) throw new Error("expected a client");
  return c;
}

async function expectUnavailable(promise: Promise<unknown>, failure: LlmUnavailableError["failure"]) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmUnavailableError);
  expect((err as LlmUnavailableError).failure).toBe(failure);
}

describe("createLlmClient", () => {
  it("is null without a base URL or model", () => {
    const outbound = createOutbound({ allowedHosts: [], userAgent: "x" });
    expect(createLlmClient({ config: testConfig(), outbound })).toBeNull();
    const noModel = { ...testConfig(), LLM_BASE_URL: "http://127.0.0.1:1/v1" };
    expect(createLlmClient({ config: noModel, outbound })).toBeNull();
  });
});

describe("llm client", () => {
  it("sends one well-formed request and returns the checked comment", async () => {
    const comment = await client().generate(input);
    expect(comment.headline).toBe("Aşk falı: eski dost");
    expect(comment.short).toContain("eski dost");
    expect(comment.long.length).toBeGreaterThan(comment.short.length);

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.authorization).toBe("Bearer sk-test");
    expect(req.body).toMatchObject({
      model: "test-model",
      temperature: 0.9,
      max_tokens: expect.any(Number),
      response_format: {
        type: "json_schema",
        json_schema: {
          name: expect.any(String),
          strict: true,
          schema: { required: ["headline", "short", "long"], additionalProperties: false },
        },
      },
    });
    expect(req.body.messages.map((m: { role: string }) => m.role)).toEqual(["system", "user"]);
    expect(req.body.stream).toBeUndefined();
  });

  it("sends no Authorization header without an API key", async () => {
    const open = await startFakeLlm();
    try {
      const config = testConfig({ LLM_BASE_URL: open.url, LLM_MODEL: "m" });
      const outbound = createOutbound({ allowedHosts: [open.host], userAgent: "SarkiFali-test" });
      await createLlmClient({ config, outbound })!.generate(input);
      expect(open.requests[0]!.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it("reads JSON wrapped in prose and a code fence", async () => {
    fake.setMode("fenced");
    const comment = await client().generate(input);
    expect(comment.headline).toBe("Aşk falı: eski dost");
    expect(fake.requests).toHaveLength(1);
  });

  it("reads the fixture answer", async () => {
    fake.setMode("fixture");
    expect((await client().generate(input)).headline).toBe("Yeni bir sayfa, hafif adımlar");
  });

  it("retries a truncated answer once and succeeds", async () => {
    fake.setMode("truncated-once");
    const comment = await client().generate(input);
    expect(comment.headline).toBe("Aşk falı: eski dost");
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after a second truncated answer", async () => {
    fake.setMode("truncated");
    await expectUnavailable(client().generate(input), "bad-answer");
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after two answers that are not JSON", async () => {
    fake.setMode("bad-json");
    await expectUnavailable(client().generate(input), "bad-answer");
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after two answers that fail the checks", async () => {
    fake.setCustomAnswer('{"headline": "Yolun {tema}", "short": "Kısa.", "long": "Uzun metin."}');
    await expectUnavailable(client().generate(input), "bad-answer");
    expect(fake.requests).toHaveLength(2);
  });

  it("times out a slow answer", async () => {
    fake.setMode("slow");
    fake.setSlowMs(3000);
    const started = Date.now();
    await expectUnavailable(client({ attemptTimeoutMs: 200 }).generate(input), "timeout");
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.requests).toHaveLength(1);
  });

  it("bounds the total time across retries", async () => {
    fake.setMode("slow");
    fake.setSlowMs(3000);
    const started = Date.now();
    await expectUnavailable(
      client({ attemptTimeoutMs: 2000, totalTimeoutMs: 300 }).generate(input),
      "timeout",
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("turns a server error into LlmUnavailableError without retrying", async () => {
    fake.setMode("error");
    await expectUnavailable(client().generate(input), "error");
    expect(fake.requests).toHaveLength(1);
  });

  it("turns a rejected API key into LlmUnavailableError", async () => {
    await expectUnavailable(client({}, { LLM_API_KEY: "wrong" }).generate(input), "error");
  });

  it("falls back to json_object when json_schema is rejected, and remembers it", async () => {
    fake.setMode("no-json-schema");
    const c = client();
    const comment = await c.generate(input);
    expect(comment.headline).toBe("Aşk falı: eski dost");
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual(["json_schema", "json_object"]);

    fake.requests.length = 0;
    await c.generate(input);
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual(["json_object"]);
  });

  it("drops response_format when the server rejects every form", async () => {
    fake.setMode("no-response-format");
    const c = client();
    await c.generate(input);
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual([
      "json_schema",
      "json_object",
      undefined,
    ]);
    fake.requests.length = 0;
    await c.generate(input);
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual([undefined]);
  });
});

describe("llm client: what a model may not write", () => {
  const answer = (c: { headline: string; short: string; long: string }) =>
    fake.setCustomAnswer(JSON.stringify(c));
  const ok = {
    headline: "Aşk falı: yeni bir kapı",
    short: "Bu şarkı aşk penceresinden sana yeni bir kapı aralıyor.",
    long: "Ritmi sakin ama kararlı; tıpkı önündeki günler gibi.\n\nKüçük adımlar büyük değişimlere dönüşecek.",
  };

  it("accepts a good answer and puts the short text at the head of the long one", async () => {
    answer(ok);
    const comment = await client().generate(input);
    expect(comment.short).toBe(ok.short);
    expect(comment.long).toBe(`${ok.short}\n\n${ok.long}`);
  });

  it("keeps a long text that already opens with the short one", async () => {
    answer({ ...ok, long: `${ok.short}\n\n${ok.long}` });
    expect((await client().generate(input)).long).toBe(`${ok.short}\n\n${ok.long}`);
  });

  it.each([
    ["predicts on a sensitive topic", { short: "Bu şarkı ameliyatının çok iyi geçeceğini söylüyor." }],
    ["promises a bet", { long: `${ok.long}\n\nKuponun bu hafta tutacak; iddaada şans senden yana.` }],
    ["tips crypto", { headline: "Bitcoin yükselişe geçiyor" }],
    [
      "quotes a URL",
      { short: "Hesabını kurtarmak için hemen https://sarkifali-destek.example/giris adresine gir." },
    ],
    ["names a domain", { long: `${ok.long}\n\nAyrıntılar sarkifali-destek.com'da seni bekliyor.` }],
    ["gives a phone number", { short: "Hemen 0532 123 45 67 numarasını ara." }],
    ["uses phishing wording", { headline: "Hesabın askıya alındı" }],
  ])("rejects an answer that %s, without a retry", async (_, patch) => {
    answer({ ...ok, ...patch });
    await expectUnavailable(client().generate(input), "unsafe-answer");
    expect(fake.requests).toHaveLength(1);
  });

  it("drops a fortune teller's sentences and keeps the rest (ADR 027)", async () => {
    answer({ ...ok, long: `${ok.long}\n\nÜç vakte kadar kısmetin açılacak. Bu şarkı tesadüf değil.` });
    const comment = await client().generate(input);
    expect(comment.long).toBe(`${ok.short}\n\n${ok.long}`);
    expect(fake.requests).toHaveLength(1);
  });

  it("retries an answer whose headline speaks as an oracle, then leaves it to the offline composer", async () => {
    answer({ ...ok, headline: "Yıldızlar fısıldıyor: Aşk kapıda" });
    await expectUnavailable(client().generate(input), "bad-answer");
    expect(fake.requests).toHaveLength(2);
  });

  it("keeps a sensitive hint out of the request and rejects an answer that echoes it", async () => {
    fake.setMode("clean");
    const comment = await client().generate({ ...input, hint: "kanserim" });
    expect(JSON.stringify(fake.requests[0]!.body)).not.toContain("kanser");
    expect(comment.short).not.toContain("kanser");

    answer({ ...ok, short: "Aklındaki kanser konusunda şans seninle." });
    await expectUnavailable(client().generate({ ...input, hint: "kanserim" }), "unsafe-answer");
  });
});

describe("extractFirstJsonObject", () => {
  it("finds the first balanced object, minding strings and escapes", () => {
    expect(extractFirstJsonObject('Tabii! {"a": "x } y", "b": {"c": "\\"}"}} sonra {"d": 1}')).toBe(
      '{"a": "x } y", "b": {"c": "\\"}"}}',
    );
    expect(extractFirstJsonObject('{bozuk} ve sonra {"ok": true}')).toBe('{"ok": true}');
    expect(extractFirstJsonObject('{"yarım": "metin')).toBeNull();
    expect(extractFirstJsonObject("JSON yok")).toBeNull();
  });
});

describe("fake model server", () => {
  it("streams server-sent events when asked", async () => {
    const res = await fetch(`${fake.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-test" },
      body: JSON.stringify({
        model: "m",
        stream: true,
        messages: [{ role: "user", content: "Tema: Genel — x" }],
      }),
    });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    const events = (await res.text()).split("\n\n").filter(Boolean);
    expect(events.at(-1)).toBe("data: [DONE]");
    const content = events
      .slice(0, -1)
      .map((e) => JSON.parse(e.slice("data: ".length)).choices[0].delta.content ?? "")
      .join("");
    expect(JSON.parse(content).headline).toBe("Genel falı: yeni bir sayfa");
  });
});

describe("extractFirstJsonObject on awkward and hostile answers", () => {
  it("finds the object after a stray or unclosed '{' in the prose, and inside a broken outer one", () => {
    expect(extractFirstJsonObject('Şablon: { ve işte {"a": 1} tamam')).toBe('{"a": 1}');
    expect(extractFirstJsonObject('x {"a": {"b": 1} bozuk')).toBe('{"b": 1}');
    expect(extractFirstJsonObject('{ "a" x {"b": [1, {"c": null}]} }')).toBe('{"b": [1, {"c": null}]}');
    expect(extractFirstJsonObject('{{"a": 1}}')).toBe('{"a": 1}');
    expect(
      extractFirstJsonObject('```json\n{"headline": "Yol", "n": -1.5e+3, "ok": [true, false]}\n```'),
    ).toBe('{"headline": "Yol", "n": -1.5e+3, "ok": [true, false]}');
    expect(extractFirstJsonObject('{"a": "satır\nkırık"} {"b": "\\u00e7"}')).toBe('{"b": "\\u00e7"}');
    expect(extractFirstJsonObject('{"a": 01} {"a": .5} {"a": tru} {"a": 1,}')).toBeNull();
    expect(extractFirstJsonObject("{}")).toBe("{}");
  });

  it("reads only the first 32 K characters", () => {
    expect(extractFirstJsonObject(`${"x".repeat(40_000)}{"a": 1}`)).toBeNull();
    expect(extractFirstJsonObject(`${"x".repeat(30_000)}{"a": 1}`)).toBe('{"a": 1}');
  });

  /** The text as a String object that counts every read of it (a character, .length, a method). */
  function counted(s: string): { text: string; reads: () => number } {
    let reads = 0;
    const target = new String(s);
    const text = new Proxy(target, {
      get(t, key) {
        reads++;
        const value = Reflect.get(t, key);
        return typeof value === "function" ? value.bind(t) : value;
      },
    }) as unknown as string;
    return { text, reads: () => reads };
  }
  const work = (s: string) => {
    const { text, reads } = counted(s);
    extractFirstJsonObject(text);
    return reads();
  };

  it.each([
    ["'{' repeated", "{"],
    ["unclosed nested keys", '{"a":'],
    ["nested objects broken at the end", '{"a":{"b":[1,'],
    ["strings that open braces", '{"{":"{'],
  ])("works linearly on %s (characters read, not time)", (_label, unit) => {
    const small = work(unit.repeat(Math.ceil(1_000 / unit.length)));
    const large = work(unit.repeat(Math.ceil(8_000 / unit.length)));
    // 8 times the text: about 8 times the reads (a rescan from every "{" reads ~64 times as many)
    expect(large / small).toBeLessThan(10);
  });

  it("reads a bounded amount of a 100,000 '{' answer", () => {
    expect(work("{".repeat(100_000))).toBeLessThan(4 * 32 * 1024);
  });
});
