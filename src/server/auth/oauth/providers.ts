/**
 * Google, GitHub and X as OAuth 2.0 providers. arctic's own provider classes hard-code the real
 * addresses, so each provider is arctic's generic OAuth2Client with addresses from the
 * configuration (tests point them at tests/fakes/oauth.ts). The token exchange goes through
 * arctic; the profile reads go through the app's outbound client (allow-list, timeout, size cap).
 */
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, type OAuth2Tokens } from "arctic";
import type { SignInProvider } from "@/shared/sign-in";
import type { Config } from "../../config";
import type { Outbound } from "../../http/outbound";
import { type ProviderProfile, splitName } from "./profile";

export interface ProviderDefinition {
  id: SignInProvider;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  scopes: string[];
  /** Google and X support PKCE (X requires it); GitHub's documented flow has none */
  pkce: boolean;
  /** hosts a profile picture of this provider may come from */
  imageHosts: readonly string[];
  fetchProfile(outbound: Outbound, accessToken: string): Promise<ProviderProfile>;
}

export class ProviderError extends Error {
  constructor(
    /** "code": the provider refused the code (used already, expired, wrong verifier) */
    readonly kind: "code" | "provider",
    message: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

const PROFILE_TIMEOUT_MS = 8_000;
const TOKEN_TIMEOUT_MS = 10_000;

async function getJson(outbound: Outbound, url: string, accessToken: string): Promise<unknown> {
  const res = await outbound.request(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    timeoutMs: PROFILE_TIMEOUT_MS,
    maxBytes: 256 * 1024,
    retries: 0,
  });
  return res.json();
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const idOf = (v: unknown): string | null =>
  typeof v === "number" && Number.isSafeInteger(v) ? String(v) : str(v);

function object(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ProviderError("provider", `${what}: not an object`);
  }
  return value as Record<string, unknown>;
}

export function providerDefinitions(config: Config): ProviderDefinition[] {
  const list: ProviderDefinition[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    list.push({
      id: "google",
      authorizationEndpoint: `${config.GOOGLE_AUTH_BASE}/o/oauth2/v2/auth`,
      tokenEndpoint: `${config.GOOGLE_TOKEN_BASE}/token`,
      scopes: ["openid", "email", "profile"],
      pkce: true,
      imageHosts: ["*.googleusercontent.com"],
      async fetchProfile(outbound, accessToken) {
        const info = object(await getJson(outbound, config.GOOGLE_USERINFO_URL, accessToken), "userinfo");
        const id = str(info.sub);
        if (!id) throw new ProviderError("provider", "userinfo without sub");
        const email = str(info.email)?.toLowerCase() ?? null;
        return {
          providerUserId: id,
          email,
          // OpenID Connect says boolean; some answers carry the string "true".
          emailVerified: Boolean(email) && (info.email_verified === true || info.email_verified === "true"),
          firstName: str(info.given_name),
          lastName: str(info.family_name),
          imageUrl: str(info.picture),
        };
      },
    });
  }
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET) {
    list.push({
      id: "github",
      authorizationEndpoint: `${config.GITHUB_BASE}/login/oauth/authorize`,
      tokenEndpoint: `${config.GITHUB_BASE}/login/oauth/access_token`,
      scopes: ["read:user", "user:email"],
      pkce: false,
      imageHosts: ["avatars.githubusercontent.com"],
      async fetchProfile(outbound, accessToken) {
        const user = object(await getJson(outbound, `${config.GITHUB_API_BASE}/user`, accessToken), "user");
        const id = idOf(user.id);
        if (!id) throw new ProviderError("provider", "user without id");
        // The public profile's email may be any address the person typed: only /user/emails says
        // which one is primary and verified.
        let email: string | null = null;
        let emailVerified = false;
        try {
          const emails = await getJson(outbound, `${config.GITHUB_API_BASE}/user/emails`, accessToken);
          const rows = Array.isArray(emails) ? emails.map((e) => object(e, "email")) : [];
          // The primary address only: another verified one may be GitHub's noreply address.
          const primary = rows.find((e) => e.primary === true && str(e.email));
          email = str(primary?.email)?.toLowerCase() ?? null;
          emailVerified = primary?.verified === true;
        } catch {
          // no user:email grant: treated as a provider that gave no email
        }
        const name = splitName(str(user.name) ?? str(user.login));
        return { providerUserId: id, email, emailVerified, ...name, imageUrl: str(user.avatar_url) };
      },
    });
  }
  if (config.X_CLIENT_ID && config.X_CLIENT_SECRET) {
    const fields = config.X_EMAIL_SCOPE ? "profile_image_url,confirmed_email" : "profile_image_url";
    list.push({
      id: "x",
      authorizationEndpoint: `${config.X_AUTH_BASE}/i/oauth2/authorize`,
      tokenEndpoint: `${config.X_API_BASE}/2/oauth2/token`,
      scopes: config.X_EMAIL_SCOPE
        ? ["users.read", "tweet.read", "users.email"]
        : ["users.read", "tweet.read"],
      pkce: true,
      imageHosts: ["pbs.twimg.com"],
      async fetchProfile(outbound, accessToken) {
        const body = object(
          await getJson(outbound, `${config.X_API_BASE}/2/users/me?user.fields=${fields}`, accessToken),
          "users/me",
        );
        const data = object(body.data, "users/me data");
        const id = idOf(data.id);
        if (!id) throw new ProviderError("provider", "users/me without id");
        const email = str(data.confirmed_email)?.toLowerCase() ?? null;
        // X's default picture is 48x48 ("_normal"); the 400x400 one sits beside it.
        const image = str(data.profile_image_url)?.replace(/_normal(\.\w+)$/, "_400x400$1") ?? null;
        return {
          providerUserId: id,
          email,
          emailVerified: Boolean(email),
          ...splitName(str(data.name) ?? str(data.username)),
          imageUrl: image,
        };
      },
    });
  }
  return list;
}

/** The provider's OAuth 2.0 client with this redirect address (PUBLIC_URL/api/auth/{id}/callback). */
export function oauthClient(config: Config, provider: SignInProvider, redirectUri: string): OAuth2Client {
  const id = { google: config.GOOGLE_CLIENT_ID, github: config.GITHUB_CLIENT_ID, x: config.X_CLIENT_ID }[
    provider
  ];
  const secret = {
    google: config.GOOGLE_CLIENT_SECRET,
    github: config.GITHUB_CLIENT_SECRET,
    x: config.X_CLIENT_SECRET,
  }[provider];
  return new OAuth2Client(id ?? "", secret ?? null, redirectUri);
}

export function authorizationUrl(
  client: OAuth2Client,
  def: ProviderDefinition,
  state: string,
  codeVerifier: string,
): URL {
  return def.pkce
    ? client.createAuthorizationURLWithPKCE(
        def.authorizationEndpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        def.scopes,
      )
    : client.createAuthorizationURL(def.authorizationEndpoint, state, def.scopes);
}

/**
 * Trades the code for an access token. arctic sends the request with the global fetch and no
 * deadline, so the wait is cut here: a provider that never answers fails the sign-in, not the server.
 */
export async function exchangeCode(
  client: OAuth2Client,
  def: ProviderDefinition,
  code: string,
  codeVerifier: string,
): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderError("provider", "token endpoint timed out")),
      TOKEN_TIMEOUT_MS,
    );
  });
  let tokens: OAuth2Tokens;
  try {
    tokens = await Promise.race([
      client.validateAuthorizationCode(def.tokenEndpoint, code, def.pkce ? codeVerifier : null),
      timeout,
    ]);
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    if (err instanceof OAuth2RequestError) {
      throw new ProviderError(err.code === "invalid_grant" ? "code" : "provider", `token: ${err.code}`);
    }
    throw new ProviderError("provider", `token: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    clearTimeout(timer);
  }
  // GitHub answers a refused code with 200 and { error: "bad_verification_code" }.
  const data = tokens.data as Record<string, unknown>;
  if (typeof data.error === "string") {
    const refused = data.error === "bad_verification_code" || data.error === "invalid_grant";
    throw new ProviderError(refused ? "code" : "provider", `token: ${data.error}`);
  }
  try {
    return tokens.accessToken();
  } catch {
    throw new ProviderError("provider", "token answer without access_token");
  }
}
