/**
 * Configuration: one zod schema over the environment, read once at start-up.
 * A wrong value stops the server with a one-line message naming the variable.
 */
import { z } from "zod";

const httpUrl = () =>
  z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).transform((v) => v.replace(/\/+$/, ""));
const baseUrl = (fallback: string) => httpUrl().default(fallback);
// Empty means unset, so `LLM_BASE_URL=` in a .env file does not fail validation.
const optionalUrl = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(httpUrl().optional());
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce
    .number({ error: "must be a port number (0-65535)" })
    .int({ error: "must be a port number (0-65535)" })
    .min(0, "must be a port number (0-65535)")
    .max(65535, "must be a port number (0-65535)")
    .default(5000),
  /** postgres://… for a PostgreSQL server; unset means embedded PGlite in DATA_DIR */
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      "must start with postgres:// or postgresql://",
    ),
  DATA_DIR: z.string().default("./data"),
  /**
   * Whether to believe X-Forwarded-For/-Proto/-Host: "false" (default: the app faces clients
   * directly), "true", a hop count ("1") or proxy addresses ("10.0.0.0/8,127.0.0.1").
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((v): boolean | number | string => {
      if (v === "" || v === "false") return false;
      if (v === "true") return true;
      if (/^\d+$/.test(v)) return Number(v);
      return v;
    }),
  /** the address people use; sets Secure cookies (https), share links and preview image URLs */
  PUBLIC_URL: optionalUrl(),
  SUPPORT_EMAIL: z.email({ error: "must be an email address" }).default("destek@sarkifali.app"),
  /** where KVKK requests go (privacy policy) */
  PRIVACY_EMAIL: z.email({ error: "must be an email address" }).default("kvkk@sarkifali.app"),
  /**
   * Accounts given Premium by the operator (staff, testers) while purchases happen only in the
   * mobile app: comma-separated emails or "*@domain" entries.
   */
  PREMIUM_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SPOTIFY_CLIENT_ID: optionalText,
  SPOTIFY_CLIENT_SECRET: optionalText,
  SPOTIFY_API_BASE: baseUrl("https://api.spotify.com"),
  SPOTIFY_ACCOUNTS_BASE: baseUrl("https://accounts.spotify.com"),
  SPOTIFY_EMBED_BASE: baseUrl("https://open.spotify.com"),
  YOUTUBE_API_KEY: optionalText,
  YOUTUBE_API_BASE: baseUrl("https://www.googleapis.com"),
  LRCLIB_BASE: baseUrl("https://lrclib.net"),
  LLM_BASE_URL: optionalUrl(),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  /** comma-separated hosts covers and previews may be fetched from ("*.scdn.co" allowed) */
  MEDIA_ALLOWED_HOSTS: z
    .string()
    .default(
      "i.scdn.co,mosaic.scdn.co,image-cdn-ak.spotifycdn.com,image-cdn-fa.spotifycdn.com,p.scdn.co,i.ytimg.com",
    )
    .transform((v) =>
      v
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join(".") || "environment";
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name] ?? "")})`,
    );
  }
  if (result.data.SPOTIFY_CLIENT_ID && !result.data.SPOTIFY_CLIENT_SECRET) {
    throw new ConfigError(
      "Invalid configuration: SPOTIFY_CLIENT_SECRET is required when SPOTIFY_CLIENT_ID is set",
    );
  }
  if (result.data.LLM_BASE_URL && !result.data.LLM_MODEL) {
    throw new ConfigError("Invalid configuration: LLM_MODEL is required when LLM_BASE_URL is set");
  }
  return result.data;
}

/** A configuration for tests: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
}
