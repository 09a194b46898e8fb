/**
 * How POST /api/comment answers what the hint is about (issue 21 §1-2, ADR 026): `hintSafety`
 * beside `kind`, the support line with 112 for self-harm and acute distress (nothing kept), a
 * sensitive hint never sent to the model, and `publicTexts` that never carry the question.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SUPPORT_LINE } from "@/server/fortune/comment/safety";
import { DEFAULT_PERSONA } from "@/shared/limits";
import type { FakeLlm } from "../fakes/llm";
import { createCommentApps, registerUser, type TestApp } from "./helpers";

let apps: Awaited<ReturnType<typeof createCommentApps>>;
let llm: FakeLlm;
let offline: TestApp;
let model: TestApp;

beforeAll(async () => {
  apps = await createCommentApps({
    apiKey: "sk-test",
    tuning: { llmAttemptTimeoutMs: 600, llmTotalTimeoutMs: 2_000 },
  });
  ({ llm, offline, model } = apps);
});
afterAll(() => apps.close());
beforeEach(() => llm.reset());

const body = (hint: string | null) => ({
  track: {
    id: "hintSafetyTrack00000000",
    title: "Gülpembe",
    artist: "Barış Manço",
    image: null,
    previewUrl: null,
    externalUrl: null,
  },
  theme: "genel",
  audio: { tempo: 96, energy: 0.4, mode: 1 },
  persona: DEFAULT_PERSONA,
  salt: `hint-safety-${hint}`,
  number: "7",
  hint,
});

async function comment(t: TestApp, hint: string | null) {
  const { cookie } = await registerUser(t.app);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/comment",
    payload: body(hint),
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return { res, json: res.json() };
}

async function storedHint(t: TestApp, commentId: string): Promise<string | null> {
  const rows = await t.database.db.execute(sql`select hint from comments where id = ${commentId}`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { hint: string | null }[];
  return list[0]!.hint;
}

const allTexts = (j: { headline: string; short: string; long: string }) =>
  `${j.headline}\n${j.short}\n${j.long}`.toLocaleLowerCase("tr-TR");

describe("POST /api/comment: what the hint is about", () => {
  it.each(["ölmek istiyorum", "kendimi öldürcem", "i want to die", "köprüden atlıcam"])(
    "self-harm (%s): the support message with 112, support on both fields, the hint kept nowhere",
    async (hint) => {
      const { json } = await comment(offline, hint);
      expect(json).toMatchObject({ kind: "support", hintSafety: "support" });
      expect(json.short).toContain("112");
      expect(await storedHint(offline, json.commentId)).toBeNull();
    },
  );

  it.each(["dayanamıyorum artık", "çok yoruldum artık", "bıktım her şeyden"])(
    "acute distress (%s): a calm music comment with the same 112 line, the hint neither repeated nor kept",
    async (hint) => {
      const { json } = await comment(offline, hint);
      expect(json).toMatchObject({ kind: "support", hintSafety: "support" });
      expect(json.short).toContain(SUPPORT_LINE);
      expect(json.short).toContain("Gülpembe");
      expect(allTexts(json)).not.toContain(hint.split(" ")[0]!.slice(0, 6));
      expect(await storedHint(offline, json.commentId)).toBeNull();
    },
  );

  it.each(["kanserim iyileşecek mi", "borclarim", "iddaa kuponum", "hamile miyim"])(
    "sensitive (%s): a fortune-free comment, hintSafety sensitive, the hint in no text",
    async (hint) => {
      const { json } = await comment(offline, hint);
      expect(json).toMatchObject({ kind: "fortune", hintSafety: "sensitive" });
      expect(allTexts(json)).not.toContain(hint.slice(0, 5).toLocaleLowerCase("tr-TR"));
      expect(allTexts(json.publicTexts)).not.toContain("bir uzman");
    },
  );

  it.each(["gülmekten öldüm", "sana hastayım", "Pembe Mezarlık", "kendime yatırım"])(
    "harmless (%s): an ordinary comment, hintSafety none",
    async (hint) => {
      const { json } = await comment(offline, hint);
      expect(json).toMatchObject({ kind: "fortune", hintSafety: "none" });
    },
  );
});

describe("POST /api/comment with a model", () => {
  it.each(["annemin ameliyatı", "bitkoin alsam mi", "davam ne olacak", "dayanamıyorum"])(
    "never sends %s to the model",
    async (hint) => {
      const { res, json } = await comment(model, hint);
      expect(res.headers["x-comment-source"]).toBe("offline");
      expect(llm.requests).toHaveLength(0);
      expect(json.hintSafety).not.toBe("none");
    },
  );

  it("sends an ordinary hint, and the public texts drop every sentence that mentions it", async () => {
    // the fake model echoes the hint in its headline and short text
    const { res, json } = await comment(model, "sınavım");
    expect(res.headers["x-comment-source"]).toBe("model");
    expect(llm.requests).toHaveLength(1);
    expect(json.hintSafety).toBe("none");
    expect(allTexts(json)).toContain("sınav");
    expect(allTexts(json.publicTexts)).not.toContain("sınav");
    for (const text of Object.values(json.publicTexts as Record<string, string>))
      expect(text.trim()).not.toBe("");
  });
});
