/**
 * Sign-in with Google, GitHub and X (OAuth 2.0 authorization code flow, arctic):
 *
 *   GET /api/auth/{provider}          -> 302 to the provider, with `state` (and PKCE's challenge)
 *   GET /api/auth/{provider}/callback -> checks `state`, trades the code, signs in -> 302 to /
 *
 * `state`, the PKCE verifier and the mode (sign in, or link to the signed-in account) ride in a
 * short-lived HttpOnly cookie scoped to /api/auth/, read once and cleared on return. A failure or a
 * cancel lands on /login?hata=<code> (/profile?hata=<code> while linking); the page says it in
 * Turkish (src/shared/sign-in.ts). A provider that gave no email parks the sign-up for 15 minutes
 * (cookie sf_oauth_pending) and /login/email asks for one: GET/POST /api/auth/pending.
 */
import { timingSafeEqual } from "node:crypto";
import { generateCodeVerifier, generateState } from "arctic";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pendingSignupBodySchema, pendingSignupSchema, userSchema } from "@/shared/api/auth";
import { isSignInProvider, type OAuthErrorCode, type SignInProvider } from "@/shared/sign-in";
import type { Config } from "../../config";
import { byAddress } from "../../http/client-address";
import { conflict, notFound } from "../../http/errors";
import type { Outbound } from "../../http/outbound";
import { absoluteOrigin } from "../../http/security";
import type { Logger } from "../../log";
import type { MailLinks } from "../mail-links";
import type { AuthRepository } from "../repository";
import { toUser } from "../repository";
import type { Sessions } from "../sessions";
import {
  authorizationUrl,
  exchangeCode,
  oauthClient,
  type ProviderDefinition,
  ProviderError,
} from "./providers";
import { type OAuthService, PENDING_SIGNUP_MS } from "./service";

export const OAUTH_STATE_COOKIE = "sf_oauth";
export const PENDING_COOKIE = "sf_oauth_pending";
const STATE_MAX_AGE_S = 10 * 60;
const COOKIE_PATH = "/api/auth/";

export const OAUTH_START_LIMIT = { count: 30, windowMs: 10 * 60_000 };
export const PENDING_LIMIT = { count: 20, windowMs: 3600_000 };
const TOO_MANY = "Çok fazla giriş denemesi. Lütfen biraz sonra tekrar dene.";
export const PENDING_EXPIRED =
  "Bu kayıt isteğinin süresi doldu. Lütfen giriş sayfasından sağlayıcınla yeniden dene.";
export const PENDING_EMAIL_TAKEN =
  "Bu e-posta adresi başka bir hesaba ait. Doğrulanmamış bir e-posta adresiyle hesaplar birleştirilmez: o hesaba e-posta adresi ve şifresiyle giriş yapıp bu sağlayıcıyı Profil sayfasından bağlayabilirsin.";
const UNKNOWN_PROVIDER = "Bu giriş yöntemi bu sunucuda açık değil";

export interface OAuthRouteOptions {
  config: Config;
  repo: AuthRepository;
  sessions: Sessions;
  service: OAuthService;
  providers: ProviderDefinition[];
  /** allowed to reach the providers' profile endpoints only */
  outbound: Outbound;
  log: Logger;
  /** with mail configured, an address typed for X gets a link that proves it (ADR 028) */
  mailLinks?: MailLinks | null;
}

interface StateCookie {
  provider: SignInProvider;
  state: string;
  verifier: string;
  /** "reauth": a round trip that only proves again who is at the browser (ADR 028) */
  mode: "signin" | "link" | "reauth";
}

const SAFE = /^[A-Za-z0-9_-]{20,100}$/;

function parseState(value: string | undefined): StateCookie | null {
  if (!value) return null;
  const [provider, state, verifier, mode] = value.split(".");
  if (!provider || !isSignInProvider(provider) || !state || !verifier) return null;
  if (
    !SAFE.test(state) ||
    !SAFE.test(verifier) ||
    (mode !== "signin" && mode !== "link" && mode !== "reauth")
  )
    return null;
  return { provider, state, verifier, mode };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const providerParams = z.object({ provider: z.string().max(20) });

export async function oauthRoutes(fastify: FastifyInstance, opts: OAuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, sessions, service } = opts;
  const byId = new Map(opts.providers.map((p) => [p.id, p]));
  const secure = config.PUBLIC_URL?.startsWith("https://") ?? false;
  const cookieOptions = { path: COOKIE_PATH, httpOnly: true, sameSite: "lax", secure } as const;

  // The provider sends the code back to this address. PUBLIC_URL when set; else the Host only
  // when it names the address the connection reached (absoluteOrigin): a forged Host gets no
  // redirect_uri of its choosing (review I-3), the sign-in is refused instead ("adres").
  const redirectUri = (request: FastifyRequest, provider: SignInProvider): string | undefined => {
    const origin = absoluteOrigin(request, config.PUBLIC_URL);
    return origin ? `${origin}/api/auth/${provider}/callback` : undefined;
  };

  function providerOf(name: string): ProviderDefinition {
    const def = isSignInProvider(name) ? byId.get(name) : undefined;
    if (!def) throw notFound(UNKNOWN_PROVIDER);
    return def;
  }

  const fail = (reply: FastifyReply, mode: StateCookie["mode"] | undefined, code: OAuthErrorCode) =>
    reply.redirect(
      `${mode === "link" || mode === "reauth" ? "/profile" : "/login"}?hata=${encodeURIComponent(code)}`,
    );

  app.get(
    "/api/auth/:provider",
    {
      config: {
        rateLimit: { name: "oauth-start", ...OAUTH_START_LIMIT, key: byAddress, message: TOO_MANY },
        checkAt: "onRequest",
      },
      schema: {
        params: providerParams,
        querystring: z.object({
          baglan: z.string().max(5).optional(),
          yeniden: z.string().max(5).optional(),
        }),
      },
    },
    async (request, reply) => {
      const def = providerOf(request.params.provider);
      const mode: StateCookie["mode"] =
        request.query.yeniden !== undefined
          ? "reauth"
          : request.query.baglan !== undefined
            ? "link"
            : "signin";
      if (mode !== "signin" && !request.user) return fail(reply, mode, "oturum");
      // Adding a method needs a recent sign-in (ADR 028): a stolen session cannot add the thief's.
      if (mode === "link" && !sessions.isRecent(request)) return fail(reply, mode, "yeniden");
      const callbackUri = redirectUri(request, def.id);
      if (!callbackUri) return fail(reply, mode, "adres");
      const state = generateState();
      const verifier = generateCodeVerifier();
      const client = oauthClient(config, def.id, callbackUri);
      const url = authorizationUrl(client, def, state, verifier);
      reply.setCookie(OAUTH_STATE_COOKIE, [def.id, state, verifier, mode].join("."), {
        ...cookieOptions,
        maxAge: STATE_MAX_AGE_S,
      });
      reply.header("cache-control", "no-store");
      return reply.redirect(url.toString());
    },
  );

  app.get(
    "/api/auth/:provider/callback",
    {
      schema: {
        params: providerParams,
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const def = providerOf(request.params.provider);
      const saved = parseState(request.cookies[OAUTH_STATE_COOKIE]);
      // Read once: a second visit of the same callback address finds no state.
      reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions);
      reply.header("cache-control", "no-store");
      const { code, state, error } = request.query;
      if (error) return fail(reply, saved?.mode, error === "access_denied" ? "iptal" : "saglayici");
      if (!saved || saved.provider !== def.id || !state || !code || !sameText(saved.state, state)) {
        return fail(reply, saved?.mode, "durum");
      }
      if (saved.mode !== "signin" && !request.user) return fail(reply, saved.mode, "oturum");
      if (saved.mode === "link" && !sessions.isRecent(request)) return fail(reply, "link", "yeniden");
      const callbackUri = redirectUri(request, def.id);
      if (!callbackUri) return fail(reply, saved.mode, "adres");

      let outcome: Awaited<ReturnType<OAuthService["signIn"]>>;
      try {
        const client = oauthClient(config, def.id, callbackUri);
        const accessToken = await exchangeCode(client, def, code, saved.verifier);
        const profile = await def.fetchProfile(opts.outbound, accessToken);
        outcome = await service.signIn(
          def.id,
          def.imageHosts,
          profile,
          saved.mode === "signin" ? null : { userId: request.user!.id, reauth: saved.mode === "reauth" },
        );
      } catch (err) {
        opts.log.warn(
          { provider: def.id, err: err instanceof Error ? err.message : String(err) },
          "provider sign-in failed",
        );
        return fail(
          reply,
          saved.mode,
          err instanceof ProviderError && err.kind === "code" ? "kod" : "saglayici",
        );
      }

      switch (outcome.kind) {
        case "refused":
          return fail(reply, saved.mode, outcome.code);
        case "linked":
          return reply.redirect(`/profile?baglandi=${def.id}`);
        case "reauthenticated":
          await sessions.markAuthenticated(request);
          return reply.redirect("/profile?dogrulandi=1");
        case "needsEmail":
          reply.setCookie(PENDING_COOKIE, outcome.token, {
            ...cookieOptions,
            maxAge: PENDING_SIGNUP_MS / 1000,
          });
          return reply.redirect("/login/email");
        case "signedIn": {
          await sessions.start(reply, outcome.user.id);
          // an account made with an address the provider did not verify: mail the proving link
          if (outcome.created && !outcome.user.emailVerifiedAt)
            await opts.mailLinks?.sendVerification(outcome.user);
          // Said on the home page: what was removed as the verified sign-in claimed the address.
          const removed = outcome.removed ?? [];
          if (removed.includes("password")) return reply.redirect("/?sifre=kaldirildi");
          return reply.redirect(removed.length > 0 ? "/?yontemler=kaldirildi" : "/");
        }
      }
    },
  );

  app.get(
    "/api/auth/pending",
    { schema: { response: { 200: pendingSignupSchema } } },
    async (request, reply) => {
      const pending = await service.pending(request.cookies[PENDING_COOKIE] ?? "");
      if (!pending) throw notFound(PENDING_EXPIRED);
      reply.header("cache-control", "no-store");
      return { provider: pending.provider, firstName: pending.firstName, lastName: pending.lastName };
    },
  );

  app.post(
    "/api/auth/pending",
    {
      config: {
        rateLimit: { name: "oauth-pending", ...PENDING_LIMIT, key: byAddress, message: TOO_MANY },
      },
      schema: { body: pendingSignupBodySchema, response: { 201: userSchema } },
    },
    async (request, reply) => {
      const result = await service.completePending(request.cookies[PENDING_COOKIE] ?? "", request.body.email);
      if (result.kind === "expired") throw notFound(PENDING_EXPIRED);
      if (result.kind === "taken") throw conflict(PENDING_EMAIL_TAKEN);
      reply.clearCookie(PENDING_COOKIE, cookieOptions);
      await sessions.start(reply, result.user.id);
      if (!result.user.emailVerifiedAt) await opts.mailLinks?.sendVerification(result.user);
      return reply.status(201).send(toUser(result.user));
    },
  );
}
