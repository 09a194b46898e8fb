/**
 * Fake sign-in providers: Google, GitHub and X, each a real HTTP server on 127.0.0.1 playing the
 * authorization code flow in the shapes of docs/external-services.md (sign-in providers):
 *
 * - authorize (Google `/o/oauth2/v2/auth`, GitHub `/login/oauth/authorize`, X `/i/oauth2/authorize`):
 *   checks client_id, redirect_uri, response_type, state and (Google, X) the S256 PKCE challenge,
 *   then redirects straight back ("the person approved") with `code` and `state`, or with
 *   `error=access_denied` (cancel) or `error=server_error`;
 * - token (Google `/token`, GitHub `/login/oauth/access_token`, X `/2/oauth2/token`): checks the
 *   code (once only), redirect_uri, client authentication (HTTP Basic or body) and the PKCE
 *   verifier; a refused code is 400 invalid_grant (GitHub: 200 with `bad_verification_code`);
 * - profile: Google `/v1/userinfo`, GitHub `/user` and `/user/emails`, X `/2/users/me`
 *   (`confirmed_email` only when the `users.email` scope was granted).
 *
 * Who signs in is `options.user`, changed in-process with `set({ user })` or, from another
 * process (e2e), with `POST /_fake/user` and a JSON body of FakeOAuthUser fields.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  clearRequestLog,
  configurableFake,
  type FakeControls,
  type FakeReply,
  json,
  type RecordedRequest,
  startFakeServer,
} from "./http";

export type FakeOAuthProvider = "google" | "github" | "x";

export interface FakeOAuthUser {
  /** the provider's account id (Google's sub; GitHub's and X's numeric id as text) */
  id: string;
  /** null: the provider gives no email (X without the email scope; GitHub with no address) */
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

export interface FakeOAuthOptions {
  user: FakeOAuthUser;
  /** what the authorize step does: approve, the person cancels, or the provider fails */
  outcome: "approve" | "cancel" | "error";
  /** the token endpoint answers 500 */
  tokenFails: boolean;
  /** the profile endpoint answers 500 */
  profileFails: boolean;
}

export interface FakeOAuth extends FakeControls<FakeOAuthOptions> {
  provider: FakeOAuthProvider;
  url: string;
  host: string;
  clientId: string;
  clientSecret: string;
  requests: RecordedRequest[];
  /** the environment that points the app at this fake (keys included) */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export const FAKE_OAUTH_SECRET = "fake-oauth-secret";

const PATHS = {
  google: { authorize: "/o/oauth2/v2/auth", token: "/token" },
  github: { authorize: "/login/oauth/authorize", token: "/login/oauth/access_token" },
  x: { authorize: "/i/oauth2/authorize", token: "/2/oauth2/token" },
} as const;

const PICTURES = {
  google: (id: string) => `https://lh3.googleusercontent.com/a/fake-${id}=s96-c`,
  github: (id: string) => `https://avatars.githubusercontent.com/u/${id}?v=4`,
  x: (id: string) => `https://pbs.twimg.com/profile_images/${id}/fake_normal.jpg`,
} as const;

export function defaultFakeUser(provider: FakeOAuthProvider, id = "1001"): FakeOAuthUser {
  return {
    id,
    email: provider === "x" ? null : `kisi.${provider}.${id}@ornek.com`,
    emailVerified: provider !== "x",
    firstName: "Deniz",
    lastName: "Yıldız",
    picture: PICTURES[provider](id),
  };
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  scopes: string[];
  user: FakeOAuthUser;
  used: boolean;
}

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

function redirect(location: string): FakeReply {
  return { status: 302, headers: { location } };
}

function basicAuth(header: string | undefined): { id: string; secret: string } | null {
  if (!header?.startsWith("Basic ")) return null;
  const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
  const cut = decoded.indexOf(":");
  return cut < 0 ? null : { id: decoded.slice(0, cut), secret: decoded.slice(cut + 1) };
}

export async function startOAuthFake(
  provider: FakeOAuthProvider,
  initial: Partial<FakeOAuthOptions> = {},
): Promise<FakeOAuth> {
  const clientId = `fake-${provider}-client`;
  const clientSecret = FAKE_OAUTH_SECRET;
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { user: FakeOAuthUser; scopes: string[] }>();
  const paths = PATHS[provider];
  const pkce = provider !== "github";

  const controls = configurableFake<FakeOAuthOptions>(
    { user: defaultFakeUser(provider), outcome: "approve", tokenFails: false, profileFails: false },
    initial,
    {
      onReset: () => {
        codes.clear();
        tokens.clear();
        clearRequestLog(server);
      },
    },
  );

  function tokenError(code: string): FakeReply {
    // GitHub answers 200 with an error body; the others answer 400 as OAuth 2.0 says.
    return provider === "github" ? json(200, { error: code }) : json(400, { error: code });
  }

  function authorize(req: RecordedRequest): FakeReply {
    const q = req.url.searchParams;
    const redirectUri = q.get("redirect_uri");
    if (q.get("client_id") !== clientId || !redirectUri) return json(400, { error: "invalid_client" });
    const state = q.get("state");
    if (q.get("response_type") !== "code" || !state) return json(400, { error: "invalid_request" });
    const challenge = q.get("code_challenge");
    if (pkce && (!challenge || q.get("code_challenge_method") !== "S256")) {
      return json(400, { error: "invalid_request", error_description: "PKCE required" });
    }
    const back = new URL(redirectUri);
    back.searchParams.set("state", state);
    const { outcome, user } = controls.options;
    if (outcome !== "approve") {
      back.searchParams.set("error", outcome === "cancel" ? "access_denied" : "server_error");
      return redirect(back.toString());
    }
    const code = randomBytes(16).toString("hex");
    codes.set(code, {
      clientId,
      redirectUri,
      challenge,
      scopes: (q.get("scope") ?? "").split(" ").filter(Boolean),
      user: { ...user },
      used: false,
    });
    back.searchParams.set("code", code);
    return redirect(back.toString());
  }

  function token(req: RecordedRequest): FakeReply {
    if (controls.options.tokenFails) return json(500, { error: "server_error" });
    const body = new URLSearchParams(req.body);
    const basic = basicAuth(req.headers.authorization);
    const id = basic?.id ?? body.get("client_id");
    const secret = basic?.secret ?? body.get("client_secret");
    // X's confidential clients must use HTTP Basic.
    if (provider === "x" && !basic) return json(401, { error: "unauthorized_client" });
    if (id !== clientId || secret !== clientSecret) return json(401, { error: "invalid_client" });
    if (body.get("grant_type") !== "authorization_code") return tokenError("unsupported_grant_type");
    const issued = codes.get(body.get("code") ?? "");
    if (!issued) return tokenError(provider === "github" ? "bad_verification_code" : "invalid_grant");
    if (issued.used) {
      // A code used twice: refused, and (as Google does) what it gave is revoked.
      for (const [t, v] of tokens) if (v.user.id === issued.user.id) tokens.delete(t);
      return tokenError(provider === "github" ? "bad_verification_code" : "invalid_grant");
    }
    issued.used = true;
    if (body.get("redirect_uri") !== issued.redirectUri) return tokenError("invalid_grant");
    if (issued.challenge) {
      const verifier = body.get("code_verifier");
      if (!verifier || s256(verifier) !== issued.challenge) return tokenError("invalid_grant");
    }
    const accessToken = randomBytes(16).toString("hex");
    tokens.set(accessToken, { user: issued.user, scopes: issued.scopes });
    return json(200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 3600,
      scope: issued.scopes.join(" "),
    });
  }

  function bearer(req: RecordedRequest) {
    const header = req.headers.authorization ?? "";
    return header.startsWith("Bearer ") ? tokens.get(header.slice(7)) : undefined;
  }

  function profile(req: RecordedRequest): FakeReply | null {
    const granted = bearer(req);
    const isProfilePath =
      (provider === "google" && req.path === "/v1/userinfo") ||
      (provider === "github" && (req.path === "/user" || req.path === "/user/emails")) ||
      (provider === "x" && req.path === "/2/users/me");
    if (!isProfilePath) return null;
    if (!granted) return json(401, { error: "invalid_token" });
    if (controls.options.profileFails) return json(500, { error: "backend_error" });
    const u = granted.user;
    const fullName = [u.firstName, u.lastName].filter(Boolean).join(" ") || null;
    if (provider === "google") {
      return json(200, {
        sub: u.id,
        name: fullName,
        given_name: u.firstName,
        family_name: u.lastName,
        picture: u.picture,
        email: u.email,
        email_verified: u.emailVerified,
        locale: "tr",
      });
    }
    if (provider === "github") {
      if (req.path === "/user/emails") {
        if (!u.email) return json(200, []);
        return json(200, [
          {
            email: `${u.id}+noreply@users.noreply.github.com`,
            primary: false,
            verified: true,
            visibility: null,
          },
          { email: u.email, primary: true, verified: u.emailVerified, visibility: "private" },
        ]);
      }
      return json(200, {
        id: Number(u.id),
        login: `kullanici${u.id}`,
        name: fullName,
        avatar_url: u.picture,
        email: null,
      });
    }
    const fields = req.url.searchParams.get("user.fields") ?? "";
    const data: Record<string, unknown> = {
      id: u.id,
      name: fullName ?? "X Kullanıcısı",
      username: `x_${u.id}`,
    };
    if (fields.includes("profile_image_url")) data.profile_image_url = u.picture;
    if (fields.includes("confirmed_email") && granted.scopes.includes("users.email") && u.email) {
      data.confirmed_email = u.email;
    }
    return json(200, { data });
  }

  const server = await startFakeServer(async (req) => {
    if (req.method === "POST" && req.path === "/_fake/user") {
      controls.set({
        user: { ...controls.options.user, ...(JSON.parse(req.body) as Partial<FakeOAuthUser>) },
      });
      return json(200, { ok: true });
    }
    if (req.method === "POST" && req.path === "/_fake/outcome") {
      controls.set({ outcome: (JSON.parse(req.body) as { outcome: FakeOAuthOptions["outcome"] }).outcome });
      return json(200, { ok: true });
    }
    if (req.method === "GET" && req.path === paths.authorize) return authorize(req);
    if (req.method === "POST" && req.path === paths.token) return token(req);
    if (req.method === "GET") {
      const answer = profile(req);
      if (answer) return answer;
    }
    return json(404, { error: "not_found" });
  });

  return Object.assign(controls, {
    provider,
    url: server.url,
    host: server.host,
    clientId,
    clientSecret,
    requests: server.requests,
    env(): Record<string, string> {
      if (provider === "google") {
        return {
          GOOGLE_CLIENT_ID: clientId,
          GOOGLE_CLIENT_SECRET: clientSecret,
          GOOGLE_AUTH_BASE: server.url,
          GOOGLE_TOKEN_BASE: server.url,
          GOOGLE_USERINFO_URL: `${server.url}/v1/userinfo`,
        };
      }
      if (provider === "github") {
        return {
          GITHUB_CLIENT_ID: clientId,
          GITHUB_CLIENT_SECRET: clientSecret,
          GITHUB_BASE: server.url,
          GITHUB_API_BASE: server.url,
        };
      }
      return {
        X_CLIENT_ID: clientId,
        X_CLIENT_SECRET: clientSecret,
        X_AUTH_BASE: server.url,
        X_API_BASE: server.url,
      };
    },
    close: server.close,
  });
}
