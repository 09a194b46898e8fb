import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, WEBHOOK_SECRET_MIN_LENGTH } from "./config";

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

  it("sign-in providers: real addresses by default, the picture hosts among the media hosts, keys in pairs", () => {
    const c = loadConfig({});
    expect(c.GOOGLE_AUTH_BASE).toBe("https://accounts.google.com");
    expect(c.GOOGLE_USERINFO_URL).toBe("https://openidconnect.googleapis.com/v1/userinfo");
    expect(c.GITHUB_API_BASE).toBe("https://api.github.com");
    expect(c.X_API_BASE).toBe("https://api.x.com");
    expect(c.X_EMAIL_SCOPE).toBe(false);
    expect(c.MEDIA_ALLOWED_HOSTS).toEqual(
      expect.arrayContaining(["lh3.googleusercontent.com", "avatars.githubusercontent.com", "pbs.twimg.com"]),
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    );
    expect(() => loadConfig({ X_CLIENT_SECRET: "s" })).toThrow(ConfigError);
    expect(() => loadConfig({ X_EMAIL_SCOPE: "maybe" })).toThrow(/X_EMAIL_SCOPE/);
    expect(loadConfig({ GITHUB_CLIENT_ID: "i", GITHUB_CLIENT_SECRET: "s" }).GITHUB_CLIENT_ID).toBe("i");
  });

  it("reads TRUST_PROXY as off, a hop count or proxy addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.0/8, 127.0.0.1 ,::1" }).TRUST_PROXY).toBe(
      "10.0.0.0/8,127.0.0.1,::1",
    );
    expect(loadConfig({ TRUST_PROXY: "loopback,uniquelocal" }).TRUST_PROXY).toBe("loopback,uniquelocal");
    // a hop count becomes a function: Fastify 5.12 ignores a bare number (it trusts no one)
    const hops = loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect(typeof hops).toBe("function");
    expect([0, 1, 2].map((hop) => hops("10.0.0.1", hop))).toEqual([true, true, false]);
  });

  it("refuses TRUST_PROXY=true, which would let any client write its own address", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY must not be "true", which believes any client's X-Forwarded-For: give the number of proxies in front \(1\) or their addresses/,
    );
  });

  it("refuses PREMIUM_EMAILS, which gave Premium to whoever registered a listed address first", () => {
    expect(() => loadConfig({ PREMIUM_EMAILS: "*@ekip.example" })).toThrow(
      "PREMIUM_EMAILS is no longer read: grant Premium to an existing account with `npm run premium -- grant <email>`",
    );
    expect(() => loadConfig({ PREMIUM_EMAILS: "" })).not.toThrow();
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
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "0" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "proxy.internal" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ PREMIUM_EMAILS: "a@b.co" }, "PREMIUM_EMAILS"],
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

describe("store subscriptions (RevenueCat)", () => {
  it("defaults: webhook off, no restore key, entitlement premium, sandbox refused", () => {
    const c = loadConfig({});
    expect(c.REVENUECAT_WEBHOOK_AUTH).toBeUndefined();
    expect(c.REVENUECAT_API_KEY).toBeUndefined();
    expect(c.REVENUECAT_API_BASE).toBe("https://api.revenuecat.com");
    expect(c.REVENUECAT_ENTITLEMENT).toBe("premium");
    expect(c.REVENUECAT_ALLOW_SANDBOX).toBe(false);
    expect(loadConfig({ REVENUECAT_ENTITLEMENT: "  " }).REVENUECAT_ENTITLEMENT).toBe("premium");
    expect(loadConfig({ REVENUECAT_ALLOW_SANDBOX: "true" }).REVENUECAT_ALLOW_SANDBOX).toBe(true);
  });

  it("refuses a sandbox flag that is not true/false, and never shows the webhook secret", () => {
    expect(() => loadConfig({ REVENUECAT_ALLOW_SANDBOX: "yes" })).toThrow(
      'Invalid configuration: REVENUECAT_ALLOW_SANDBOX must be "true" or "false" (got "yes")',
    );
    expect(() => loadConfig({ REVENUECAT_API_BASE: "ftp://x" })).toThrow(/REVENUECAT_API_BASE/);
  });

  it("refuses a webhook secret shorter than 16 characters, without showing it (review I-2)", () => {
    for (const secret of ["x", "Bearer abc", "a".repeat(WEBHOOK_SECRET_MIN_LENGTH - 1)]) {
      let error: unknown;
      try {
        loadConfig({ REVENUECAT_WEBHOOK_AUTH: secret });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(
        /^Invalid configuration: REVENUECAT_WEBHOOK_AUTH must be at least 16 characters/,
      );
      expect(message).toContain("(got a value that is not shown)");
      expect(message).not.toContain("\n");
    }
    // surrounding spaces do not count towards the length
    expect(() => loadConfig({ REVENUECAT_WEBHOOK_AUTH: `  ${"k".repeat(15)}  ` })).toThrow(ConfigError);
    const long = "a".repeat(WEBHOOK_SECRET_MIN_LENGTH);
    expect(loadConfig({ REVENUECAT_WEBHOOK_AUTH: long }).REVENUECAT_WEBHOOK_AUTH).toBe(long);
    expect(loadConfig({ REVENUECAT_WEBHOOK_AUTH: "" }).REVENUECAT_WEBHOOK_AUTH).toBeUndefined();
  });
});

describe("Web Push (ADR 041)", () => {
  const keys = {
    VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString("base64url"),
    VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString("base64url"),
    VAPID_SUBJECT: "mailto:destek@example.com",
  };

  it("off by default; the real push services as the allowed hosts; a tick a minute", () => {
    const config = loadConfig({});
    expect(config.VAPID_PUBLIC_KEY).toBeUndefined();
    expect(config.PUSH_ALLOWED_HOSTS).toEqual([
      "fcm.googleapis.com",
      "updates.push.services.mozilla.com",
      "*.notify.windows.com",
      "web.push.apple.com",
      "*.push.apple.com",
    ]);
    expect(config.PUSH_TICK_SECONDS).toBe(60);
    expect(loadConfig(keys).VAPID_SUBJECT).toBe("mailto:destek@example.com");
  });

  it("refuses keys of the wrong size, a subject that is no address, and keys set alone", () => {
    expect(() => loadConfig({ ...keys, VAPID_PUBLIC_KEY: "abc" })).toThrow(
      /VAPID_PUBLIC_KEY must be a VAPID public key/,
    );
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY must be a VAPID private key: 32 bytes .*\(got a value that is not shown\)/,
    );
    expect(() => loadConfig({ ...keys, VAPID_SUBJECT: "destek@example.com" })).toThrow(/mailto: or https:/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/must be set together/);
  });

  it("reads PUSH_ALLOWED_HOSTS as hosts, host:port and wildcards, and refuses anything else", () => {
    expect(
      loadConfig({ PUSH_ALLOWED_HOSTS: " Push.Example.com:8443 , *.push.apple.com" }).PUSH_ALLOWED_HOSTS,
    ).toEqual(["push.example.com:8443", "*.push.apple.com"]);
    for (const bad of ["https://fcm.googleapis.com", "fcm.googleapis.com/path", ",", "*"]) {
      expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: bad }), bad).toThrow(/PUSH_ALLOWED_HOSTS/);
    }
  });
});
