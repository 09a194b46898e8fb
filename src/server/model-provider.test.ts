import { describe, expect, it } from "vitest";
import { testConfig } from "../../tests/support/config";
import { isPublicHostName, MODEL_PROVIDER_UNNAMED, modelProviderName } from "./model-provider";

const withModel = (LLM_BASE_URL: string, extra: Record<string, string> = {}) =>
  modelProviderName(testConfig({ LLM_BASE_URL, LLM_MODEL: "m", ...extra }));

describe("modelProviderName: who gets the hint, as /api/config publishes it", () => {
  it("is null without a model, and the operator's LLM_PROVIDER_NAME whatever the host", () => {
    expect(modelProviderName(testConfig({ LLM_PROVIDER_NAME: "OpenAI" }))).toBeNull();
    expect(withModel("http://10.0.0.5:8000/v1", { LLM_PROVIDER_NAME: "OpenAI, L.L.C. (ABD)" })).toBe(
      "OpenAI, L.L.C. (ABD)",
    );
  });

  it("names the model server by its public DNS name, without a port", () => {
    expect(withModel("https://api.openai.com/v1")).toBe("api.openai.com");
    expect(withModel("https://api.mistral.ai:8443/v1")).toBe("api.mistral.ai");
    expect(withModel("https://openrouter.ai/api/v1")).toBe("openrouter.ai");
  });

  it.each([
    "http://127.0.0.1:11434/v1",
    "http://localhost:11434/v1",
    "http://10.0.0.5:8000/v1",
    "http://[::1]:8080/v1",
    "http://[fd00::5]/v1",
    "http://ollama:11434/v1",
    "http://vllm.internal:8000/v1",
    "http://gpu-01.local/v1",
    "http://llm.corp/v1",
    "http://model.home.arpa/v1",
    "http://llm.lan/v1",
    "http://api.localhost:9000/v1",
    "http://0x7f000001/v1",
    "http://2130706433/v1",
  ])("never publishes an internal host: %s gives the neutral description", (url) => {
    const shown = withModel(url);
    expect(shown).toBe(MODEL_PROVIDER_UNNAMED);
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    expect(shown).not.toContain(host);
  });
});

describe("isPublicHostName", () => {
  it("takes names under public suffixes and refuses addresses, single labels and private suffixes", () => {
    expect(isPublicHostName("api.openai.com")).toBe(true);
    expect(isPublicHostName("API.OpenAI.com.")).toBe(true);
    for (const host of [
      "",
      "1.2.3.4",
      "[2001:db8::1]",
      "ollama",
      "x.internal",
      "x.local",
      "x..com",
      "a.123",
    ]) {
      expect(isPublicHostName(host), host).toBe(false);
    }
  });
});
