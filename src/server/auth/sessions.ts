/**
 * Sessions are rows. The cookie carries an opaque random token; the table keeps only its
 * SHA-256, so a copy of the database cannot be replayed as cookies. The profile page names a
 * session by a separate random `public_id`, never by the token or its hash.
 *
 * Lifetime (security review L1, L2): a session ends after 30 days without use, and 90 days after
 * it began whatever its use; signing in again makes a new session and never lengthens an old one.
 * Signing in ends the session the browser already had, and a user keeps at most 20 sessions (the
 * oldest go first).
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { REAUTH_REQUIRED_MESSAGE, RECENT_SIGN_IN_MS } from "@/shared/sign-in";
import { forbidden } from "../http/errors";
import type { AuthRepository } from "./repository";
import { toUser } from "./repository";

/**
 * The session cookie's name over plain HTTP (a developer's machine). Over HTTPS it is
 * `__Host-sf_session` (review L2): the browser then takes it only with Secure, Path=/ and no
 * Domain, so a sibling subdomain or a plain-HTTP page cannot set or shadow it. Both names are read:
 * a session made before the switch keeps working until it ends.
 */
export const SESSION_COOKIE = "sf_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session token the browser sent, under either name (the secure one first). */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[SECURE_SESSION_COOKIE] ?? request.cookies?.[SESSION_COOKIE];
}

/**
 * Whether cookies for this request are Secure (review L5): an https PUBLIC_URL, or a request that
 * came over HTTPS (to this server, or to a proxy TRUST_PROXY believes, by X-Forwarded-Proto).
 */
export function secureFor(request: FastifyRequest, secureCookies: boolean): boolean {
  return secureCookies || request.protocol === "https";
}
export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 3600 * 1000;
export const MAX_SESSIONS_PER_USER = 20;
/**
 * "Last used" (and with it the idle expiry) moves at most once an hour: often enough for the
 * profile's session list, rare enough that reads do not all become writes.
 */
export const TOUCH_AFTER_MS = 3600 * 1000;
const USER_AGENT_MAX = 300;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface SessionOptions {
  repo: AuthRepository;
  secureCookies: boolean;
  now?: () => Date;
}

declare module "fastify" {
  interface FastifyRequest {
    /** the public id of the session, when signed in (what GET /api/account calls "current") */
    sessionPublicId: string | null;
    /** when the browser last proved who it is (a sign-in or a re-authentication; ADR 028) */
    authenticatedAt: Date | null;
  }
}

export function createSessions({ repo, secureCookies, now = () => new Date() }: SessionOptions) {
  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax" } as const;

  function setCookie(reply: FastifyReply, token: string, expiresAt: Date) {
    const secure = secureFor(reply.request, secureCookies);
    reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
      ...cookieOptions,
      secure,
      expires: expiresAt,
    });
  }

  function clearCookies(reply: FastifyReply) {
    const secure = secureFor(reply.request, secureCookies);
    if (reply.request.cookies?.[SESSION_COOKIE] !== undefined || !secure) {
      reply.clearCookie(SESSION_COOKIE, { ...cookieOptions, secure });
    }
    if (secure) reply.clearCookie(SECURE_SESSION_COOKIE, { ...cookieOptions, secure });
  }

  /** The idle expiry from `t`, never past the session's absolute end. */
  function expiryFrom(t: Date, createdAt: Date): Date {
    return new Date(Math.min(t.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
  }

  const createdAfter = (t: Date) => new Date(t.getTime() - SESSION_ABSOLUTE_MS);

  return {
    /** Signs the request's browser in as `userId` (the request is the reply's). */
    async start(reply: FastifyReply, userId: string): Promise<void> {
      const request = reply.request;
      // Session fixation and piling up: the session this browser had (anyone's) ends here.
      const previous = sessionToken(request);
      if (previous && previous.length <= 200) await repo.deleteSession(hashToken(previous));
      const token = randomBytes(32).toString("base64url");
      const t = now();
      const expiresAt = expiryFrom(t, t);
      const userAgent = request.headers["user-agent"]?.slice(0, USER_AGENT_MAX) ?? null;
      await repo.insertSession({ id: hashToken(token), userId, expiresAt, createdAt: t, userAgent });
      await repo.trimSessions(userId, MAX_SESSIONS_PER_USER);
      setCookie(reply, token, expiresAt);
    },

    /** Clears the cookie without touching any row (after the row is gone another way). */
    clearCookie(reply: FastifyReply): void {
      clearCookies(reply);
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.sessionId) await repo.deleteSession(request.sessionId);
      clearCookies(reply);
    },

    /** Whether the session's last proof of identity is within RECENT_SIGN_IN_MS (ADR 028). */
    isRecent(request: FastifyRequest): boolean {
      const at = request.authenticatedAt;
      return Boolean(at) && now().getTime() - at!.getTime() <= RECENT_SIGN_IN_MS;
    },

    /** A 403 unless the session signed in (or re-authenticated) within the last 10 minutes. */
    requireRecent(request: FastifyRequest): void {
      if (!this.isRecent(request)) throw forbidden(REAUTH_REQUIRED_MESSAGE);
    },

    /** The browser just proved who it is again (a password, or a provider round trip). */
    async markAuthenticated(request: FastifyRequest): Promise<void> {
      if (!request.sessionId) return;
      const t = now();
      await repo.markAuthenticated(request.sessionId, t);
      request.authenticatedAt = t;
    },

    /** The cut-off for absolute lifetime at `t`: sessions made before it have ended. */
    createdAfter,

    register(app: FastifyInstance) {
      app.decorateRequest("user", null);
      app.decorateRequest("sessionId", null);
      app.decorateRequest("sessionPublicId", null);
      app.decorateRequest("authenticatedAt", null);
      app.addHook("onRequest", async (request, reply) => {
        // Static files and the client's pages need no database round trip.
        // routeOptions.url is the matched route (decoded), so "/%61pi/…" counts as /api/ too.
        if (!request.routeOptions.url?.startsWith("/api/")) return;
        const token = sessionToken(request);
        if (!token || token.length > 200) return;
        const id = hashToken(token);
        const t = now();
        const found = await repo.findSessionUser(id, t, createdAfter(t));
        if (!found) return;
        request.user = toUser(found.user);
        request.sessionId = id;
        request.sessionPublicId = found.session.publicId;
        request.authenticatedAt = found.session.authenticatedAt;
        if (t.getTime() - found.session.lastUsedAt.getTime() >= TOUCH_AFTER_MS) {
          const expiresAt = expiryFrom(t, found.session.createdAt);
          await repo.touchSession(id, t, expiresAt);
          setCookie(reply, token, expiresAt);
        }
      });
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
