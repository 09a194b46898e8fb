/**
 * Security review 2026-11-28, I-6: GET /api/config named the model server's host when
 * LLM_PROVIDER_NAME was unset, so a local model published an internal host:port to anyone. It now
 * names a public DNS name only, and otherwise still says that a model writes the comments.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_PROVIDER_UNNAMED } from "@/server/model-provider";
import { createTestApp, type TestApp } from "./helpers";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function configWith(env: Record<string, string>) {
  const t = await createTestApp({ LLM_MODEL: "m", ...env });
  apps.push(t);
  const res = await t.app.inject({ method: "GET", url: "/api/config" });
  expect(res.statusCode).toBe(200);
  return { body: res.body, modelProvider: res.json().modelProvider as string | null };
}

describe("GET /api/config: who runs the model (I-6)", () => {
  let internal: Awaited<ReturnType<typeof configWith>>[];
  beforeAll(async () => {
    internal = [];
    for (const url of [
      "http://10.20.30.40:8000/v1",
      "http://vllm.internal:8000/v1",
      "http://ollama:11434/v1",
    ]) {
      internal.push(await configWith({ LLM_BASE_URL: url }));
    }
  }, 120_000);

  it("never publishes an internal model host; says a model is used, in neutral Turkish", () => {
    for (const [i, host] of ["10.20.30.40", "vllm.internal", "ollama"].entries()) {
      expect(internal[i]!.body).not.toContain(host);
      expect(internal[i]!.body).not.toMatch(/:(8000|11434)/);
      expect(internal[i]!.modelProvider).toBe(MODEL_PROVIDER_UNNAMED);
    }
  });

  it("names a public model host, and the operator's name before any host", { timeout: 60_000 }, async () => {
    expect((await configWith({ LLM_BASE_URL: "https://api.openai.com/v1" })).modelProvider).toBe(
      "api.openai.com",
    );
    expect(
      (
        await configWith({
          LLM_BASE_URL: "http://10.20.30.40:8000/v1",
          LLM_PROVIDER_NAME: "Örnek Bulut A.Ş.",
        })
      ).modelProvider,
    ).toBe("Örnek Bulut A.Ş.");
  });
});
