import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeLlm, startFakeLlm } from "../../../tests/fakes/llm";
import { testConfig } from "../config";
import { createOutbound } from "../http/outbound";
import { createLlmClient, extractFirstJsonObject, type LlmClientOptions, LlmUnavailableError } from "./llm";
import type { CommentInput } from "./prompt";

const input: CommentInput = {
  theme: "ask",
  track: { id: "spotify:track:1", title: "Gidiyorum", artist: "Sezen Aksu" },
  audio: { tempo: 96, energy: 0.4 },
  lyrics: { instrumental: false, excerpt: "Yollar uzar gider" },
  hint: "eski dost",
  persona: { mysticLevel: 2, directness: 2, optimism: 2 },
  seed: 7,
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
    expect((await client().generate(input)).headline).toBe("Yolun açık, adımların hafif");
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
    expect(JSON.parse(content).headline).toBe("Genel falı: yolun açık");
  });
});
