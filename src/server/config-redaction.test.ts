import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, shownValue } from "./config";

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error("expected a configuration error");
}

describe("a configuration error never prints a secret", () => {
  it("cuts the user and password from a wrong DATABASE_URL and keeps the rest", () => {
    const message = errorOf({ DATABASE_URL: "mysql://admin:S3cretPassw0rd@db.internal/app" });
    expect(message).toBe(
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://***@db.internal/app")',
    );
  });

  it("cuts userinfo from any URL value, also a password holding '@' or '/'", () => {
    const message = errorOf({ LLM_BASE_URL: "ftp://kullanici:p@ss/w0rd@llm.internal:8080/v1" });
    expect(message).toContain('(got "ftp://***@llm.internal:8080/v1")');
    expect(message).not.toContain("p@ss");
    expect(message).not.toContain("w0rd");
  });

  it("never shows the value of a *_SECRET, *_KEY, *_TOKEN, *_AUTH or password variable", () => {
    for (const name of [
      "SPOTIFY_CLIENT_SECRET",
      "LLM_API_KEY",
      "SOME_TOKEN",
      "PROXY_AUTH",
      "DB_PASSWORD",
      "REVENUECAT_WEBHOOK_AUTH",
      "REVENUECAT_API_KEY",
    ]) {
      expect(shownValue(name, "hunter2-cok-gizli")).toBe("a value that is not shown");
    }
    expect(shownValue("PORT", "abc")).toBe('"abc"');
    expect(shownValue("PUBLIC_URL", "https://sarkifali.example")).toBe('"https://sarkifali.example"');
    expect(shownValue("PORT", undefined)).toBe('""');
  });

  it("still names the variable and shows a harmless value", () => {
    expect(errorOf({ PORT: "yetmiş" })).toBe(
      'Invalid configuration: PORT must be a port number (0-65535) (got "yetmiş")',
    );
  });
});
