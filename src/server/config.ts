/**
 * Configuration: one zod schema over the environment, read once at start-up.
 * A wrong value stops the server with a one-line message naming the variable.
 */
import { isIP } from "node:net";
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
/** "true" or "false" (empty: false), off by default. */
const booleanFlag = () =>
  z
    .string()
    .trim()
    .default("false")
    .refine((v) => v === "true" || v === "false" || v === "", 'must be "true" or "false"')
    .transform((v) => v === "true");
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The shortest REVENUECAT_WEBHOOK_AUTH accepted (review I-2: a one-character secret was). The
 * webhook has no rate limit of its own (RevenueCat's retries must get through), so the secret's
 * length is what stands against guessing it.
 */
export const WEBHOOK_SECRET_MIN_LENGTH = 16;

/**
 * The browsers' push services (ADR 041): Chrome, Edge, Opera, Samsung Internet and Brave use
 * Firebase Cloud Messaging; Firefox Mozilla's autopush; Safari (macOS 13+, iOS 16.4+) Apple's
 * web push service; the older Edge and Windows apps WNS (wns2-*.notify.windows.com).
 */
export const DEFAULT_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.notify.windows.com",
  "web.push.apple.com",
  "*.push.apple.com",
];

/** How many bytes a base64url text decodes to, or -1 when it is not base64url. */
function base64UrlBytes(text: string): number {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return -1;
  return Buffer.from(text, "base64url").length;
}

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
   * Whether to believe X-Forwarded-For/-Proto/-Host (ADR 016): "false" (default: the app faces
   * clients directly), the number of proxies in front ("1": the socket peer is a proxy and the last
   * X-Forwarded-For entry is the client), or the proxies' addresses ("10.0.0.0/8,127.0.0.1"; also
   * "loopback", "linklocal", "uniquelocal"). "true" is refused: it takes the left-most entry, which
   * the client writes itself.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .refine(
      (v) => v !== "true",
      `must not be "true", which believes any client's X-Forwarded-For: give the number of proxies in front (1) or their addresses (10.0.0.0/8,127.0.0.1)`,
    )
    .refine(
      (v) => !/^\d+$/.test(v) || (Number(v) >= 1 && Number(v) <= 10),
      "must be a number of proxies from 1 to 10, proxy addresses, or false",
    )
    .refine(
      (v) =>
        /^\d+$/.test(v) || v === "" || v === "false" || v.split(",").every((e) => isProxyEntry(e.trim())),
      "must be a number of proxies (1), proxy addresses or CIDR ranges (10.0.0.0/8,127.0.0.1), or false",
    )
    .transform((v): false | string | ((address: string, hop: number) => boolean) => {
      if (v === "" || v === "false") return false;
      if (/^\d+$/.test(v)) {
        // Fastify 5.12 trusts no one for a bare number (it cannot tell the peer is a proxy); the
        // function form counts hops from the socket: hop 0 is the peer, the proxy nearest the app.
        const hops = Number(v);
        return (_address, hop) => hop < hops;
      }
      return v
        .split(",")
        .map((e) => e.trim())
        .join(",");
    }),
  /** the address people use; sets Secure cookies (https), share links and preview image URLs */
  PUBLIC_URL: optionalUrl(),
  SUPPORT_EMAIL: z.email({ error: "must be an email address" }).default("destek@sarkifali.app"),
  /** where KVKK requests go (privacy policy) */
  PRIVACY_EMAIL: z.email({ error: "must be an email address" }).default("kvkk@sarkifali.app"),
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
  /**
   * Who runs the model, as the privacy page names it (KVKK art. 9: the hint and a lyrics excerpt
   * go there, possibly abroad), e.g. "OpenAI, L.L.C. (ABD)". Unset: the host of LLM_BASE_URL when it is a public DNS name, else a
   * neutral description (model-provider.ts: an internal address is never published).
   */
  LLM_PROVIDER_NAME: optionalText,
  /**
   * Sign-in with Google, GitHub and X: a provider's button appears when both of its keys are set.
   * Redirect addresses are PUBLIC_URL + /api/auth/{google|github|x}/callback.
   */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_BASE: baseUrl("https://accounts.google.com"),
  GOOGLE_TOKEN_BASE: baseUrl("https://oauth2.googleapis.com"),
  GOOGLE_USERINFO_URL: baseUrl("https://openidconnect.googleapis.com/v1/userinfo"),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GITHUB_BASE: baseUrl("https://github.com"),
  GITHUB_API_BASE: baseUrl("https://api.github.com"),
  X_CLIENT_ID: optionalText,
  X_CLIENT_SECRET: optionalText,
  X_AUTH_BASE: baseUrl("https://x.com"),
  X_API_BASE: baseUrl("https://api.x.com"),
  /**
   * "true" when X has approved the app for the `users.email` scope: then X's confirmed email is
   * asked for. Without the approval asking for the scope fails the sign-in, so it is off by default.
   */
  X_EMAIL_SCOPE: booleanFlag(),

  /**
   * Mail (ADR 028): with both set, sign-up sends a link that proves the address and 'Şifremi
   * unuttum?' sends a one-time reset link. SMTP_URL is smtp://user:pass@host:587 (STARTTLS when
   * the server offers it) or smtps://…:465; MAIL_FROM is an address or "Şarkı Falı <adres>".
   */
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || /^smtps?:\/\/[^/]/.test(v),
    "must start with smtp:// or smtps://",
  ),
  MAIL_FROM: optionalText.refine(
    (v) => v === undefined || /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(v),
    'must be an email address or "Name <address>"',
  ),

  /**
   * Store subscriptions through RevenueCat (ADR 017). The webhook (POST /api/billing/revenuecat)
   * answers 404 until REVENUECAT_WEBHOOK_AUTH is set: the exact Authorization header value set in
   * RevenueCat's dashboard. Restore purchases needs REVENUECAT_API_KEY (a secret API key).
   */
  REVENUECAT_WEBHOOK_AUTH: optionalText.refine(
    (v) => v === undefined || v.length >= WEBHOOK_SECRET_MIN_LENGTH,
    `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters: anyone who guesses it can grant Premium through the webhook (e.g. "Bearer " and 32 random characters)`,
  ),
  REVENUECAT_API_KEY: optionalText,
  REVENUECAT_API_BASE: baseUrl("https://api.revenuecat.com"),
  /** the RevenueCat entitlement that means Premium (empty: "premium") */
  REVENUECAT_ENTITLEMENT: optionalText.transform((v) => v ?? "premium"),
  /** "true": SANDBOX (test purchase) events grant Premium too; only for a test deployment */
  REVENUECAT_ALLOW_SANDBOX: booleanFlag(),
  /**
   * "true": end-to-end tests may set the server's clock (`PUT /api/test/clock`, test-clock.ts).
   * Never in a deployment: refused with an https PUBLIC_URL.
   */
  TEST_CLOCK: booleanFlag(),
  /**
   * GET /metrics (Prometheus text format) answers only `Authorization: Bearer <this>`; unset, there
   * is no /metrics at all (ADR 031). Long enough that guessing it is hopeless.
   */
  METRICS_TOKEN: optionalText.refine(
    (v) => v === undefined || (v.length >= WEBHOOK_SECRET_MIN_LENGTH && !/\s/.test(v)),
    `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters without spaces (e.g. the output of: openssl rand -hex 32)`,
  ),

  /**
   * Reminders through Web Push (ADR 041): the server's VAPID key pair (base64url, as
   * `npx web-push generate-vapid-keys` prints it) and who to contact about its pushes (mailto: or
   * https:). All three or none: without them the opt-in is not offered and /api/push answers 404.
   */
  VAPID_PUBLIC_KEY: optionalText.refine(
    (v) => v === undefined || base64UrlBytes(v) === 65,
    "must be a VAPID public key: 65 bytes in base64url (npx web-push generate-vapid-keys)",
  ),
  VAPID_PRIVATE_KEY: optionalText.refine(
    (v) => v === undefined || base64UrlBytes(v) === 32,
    "must be a VAPID private key: 32 bytes in base64url (npx web-push generate-vapid-keys)",
  ),
  VAPID_SUBJECT: optionalText.refine(
    (v) => v === undefined || /^mailto:[^@\s]+@[^@\s]+$|^https:\/\/[^\s]+$/.test(v),
    "must be a mailto: or https: address (e.g. mailto:destek@example.com)",
  ),
  /**
   * The push services a subscription's endpoint may point at (comma-separated; "host", "host:port"
   * or "*.example.com"): the server calls that address, so nothing else is accepted. Always https.
   */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_HOSTS.join(","))
    .transform((v) =>
      v
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.length > 0, "must name at least one push service host")
    .refine(
      (hosts) => hosts.every((h) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(h)),
      'must be hosts like "fcm.googleapis.com", "push.example.com:8443" or "*.push.apple.com", comma-separated',
    ),
  /** seconds between two runs of the reminder scheduler (tests make it short) */
  PUSH_TICK_SECONDS: z.coerce
    .number({ error: "must be a whole number from 1 to 3600" })
    .int({ error: "must be a whole number from 1 to 3600" })
    .min(1, "must be a whole number from 1 to 3600")
    .max(3600, "must be a whole number from 1 to 3600")
    .default(60),

  /**
   * Preview images drawn at once, each in a worker thread (about 0.3-1 s of CPU and 50 MB each);
   * more wait in a short queue. 1-2 on a small machine.
   */
  OG_RENDER_CONCURRENCY: z.coerce
    .number({ error: "must be a whole number from 1 to 16" })
    .int({ error: "must be a whole number from 1 to 16" })
    .min(1, "must be a whole number from 1 to 16")
    .max(16, "must be a whole number from 1 to 16")
    .default(2),
  /**
   * YouTube Data API units this app may spend per YouTube day (it ends at midnight Pacific time),
   * counted by every instance together; keep it under the project's quota (10,000 by default) so
   * the rest stays for the operator. 0 turns YouTube loading off.
   */
  YOUTUBE_DAILY_QUOTA: z.coerce
    .number({ error: "must be a whole number of 0 or more" })
    .int({ error: "must be a whole number of 0 or more" })
    .min(0, "must be a whole number of 0 or more")
    .default(9_000),
  /**
   * comma-separated hosts covers, previews and profile pictures may come from ("*.scdn.co"
   * allowed); the last three are the sign-in providers' picture hosts
   */
  MEDIA_ALLOWED_HOSTS: z
    .string()
    .default(
      "i.scdn.co,mosaic.scdn.co,image-cdn-ak.spotifycdn.com,image-cdn-fa.spotifycdn.com,p.scdn.co,i.ytimg.com,lh3.googleusercontent.com,avatars.githubusercontent.com,pbs.twimg.com",
    )
    .transform((v) =>
      v
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof configSchema>;

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, a CIDR range or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", bits, ...more] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

export class ConfigError extends Error {}

/** Variables whose value is a secret: an error names them, never shows their value. */
const SECRET_NAME = /(_SECRET|_KEY|_TOKEN|_AUTH|PASSWORD|_PASS)$/i;

/** A value as a configuration error may show it: secrets hidden, a URL's user and password cut. */
export function shownValue(name: string, value: string | undefined): string {
  if (value === undefined || value === "") return '""';
  if (SECRET_NAME.test(name)) return "a value that is not shown";
  // scheme://user:password@host -> scheme://***@host. Up to the last "@": a password may hold an
  // unescaped "@" or "/", and hiding too much beats showing a secret.
  const shown = value.replace(/([a-z][a-z0-9+.-]*:\/\/)\S*@/gi, "$1***@");
  return JSON.stringify(shown);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  if (env.PREMIUM_EMAILS?.trim()) {
    throw new ConfigError(
      "Invalid configuration: PREMIUM_EMAILS is no longer read: grant Premium to an existing account with `npm run premium -- grant <email>`",
    );
  }
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join(".") || "environment";
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${shownValue(name, env[name])})`,
    );
  }
  if (result.data.SPOTIFY_CLIENT_ID && !result.data.SPOTIFY_CLIENT_SECRET) {
    throw new ConfigError(
      "Invalid configuration: SPOTIFY_CLIENT_SECRET is required when SPOTIFY_CLIENT_ID is set",
    );
  }
  for (const p of ["GOOGLE", "GITHUB", "X"] as const) {
    const id = result.data[`${p}_CLIENT_ID`];
    const secret = result.data[`${p}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      throw new ConfigError(
        `Invalid configuration: ${p}_CLIENT_ID and ${p}_CLIENT_SECRET must be set together`,
      );
    }
  }
  if (Boolean(result.data.SMTP_URL) !== Boolean(result.data.MAIL_FROM)) {
    throw new ConfigError("Invalid configuration: SMTP_URL and MAIL_FROM must be set together");
  }
  // A mailed link's address must not follow the request's Host header (a reset link to another site).
  if (result.data.SMTP_URL && !result.data.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid configuration: PUBLIC_URL is required when SMTP_URL is set (mailed links use it)",
    );
  }
  if (result.data.TEST_CLOCK && result.data.PUBLIC_URL?.startsWith("https://")) {
    throw new ConfigError(
      "Invalid configuration: TEST_CLOCK lets anyone set the server's clock: it is for tests, never with an https PUBLIC_URL",
    );
  }
  const vapid = [result.data.VAPID_PUBLIC_KEY, result.data.VAPID_PRIVATE_KEY, result.data.VAPID_SUBJECT];
  if (vapid.some(Boolean) && !vapid.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together",
    );
  }
  if (result.data.LLM_BASE_URL && !result.data.LLM_MODEL) {
    throw new ConfigError("Invalid configuration: LLM_MODEL is required when LLM_BASE_URL is set");
  }
  return result.data;
}
