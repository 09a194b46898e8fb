import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults with no environment at all", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(5000);
    expect(c.DATA_DIR).toBe("./data");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SPOTIFY_EMBED_BASE).toBe("https://open.spotify.com");
    expect(c.YOUTUBE_API_KEY).toBeUndefined();
    expect(c.MEDIA_ALLOWED_HOSTS).toContain("i.scdn.co");
  });

  it("treats empty strings as unset", () => {
    const c = loadConfig({ DATABASE_URL: "", YOUTUBE_API_KEY: " ", LLM_API_KEY: "" });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.YOUTUBE_API_KEY).toBeUndefined();
  });

  it("strips trailing slashes of base URLs and splits the media hosts", () => {
    const c = loadConfig({
      LRCLIB_BASE: "http://127.0.0.1:9999/",
      MEDIA_ALLOWED_HOSTS: " a.com , *.b.com ,,",
    });
    expect(c.LRCLIB_BASE).toBe("http://127.0.0.1:9999");
    expect(c.MEDIA_ALLOWED_HOSTS).toEqual(["a.com", "*.b.com"]);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ SPOTIFY_API_BASE: "ftp://x" }, "SPOTIFY_API_BASE"],
    [{ SUPPORT_EMAIL: "nope" }, "SUPPORT_EMAIL"],
    [{ SPOTIFY_CLIENT_ID: "id" }, "SPOTIFY_CLIENT_SECRET"],
    [{ LLM_BASE_URL: "http://localhost:11434/v1" }, "LLM_MODEL"],
  ])("stops with a one-line message naming the variable for %j", (env, name) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain("\n");
  });
});
