/**
 * Sessions are rows. The cookie carries an opaque random token; the table keeps only its
 * SHA-256, so a copy of the database cannot be replayed as cookies.
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuthRepository } from "./repository";
import { toUser } from "./repository";

export const SESSION_COOKIE = "sf_session";
export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
/** Extending at most once a day keeps reads from turning into writes on every request. */
const EXTEND_AFTER_MS = 24 * 3600 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface SessionOptions {
  repo: AuthRepository;
  secureCookies: boolean;
  now?: () => Date;
}

export function createSessions({ repo, secureCookies, now = () => new Date() }: SessionOptions) {
  function setCookie(reply: FastifyReply, token: string, expiresAt: Date) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies,
      expires: expiresAt,
    });
  }

  return {
    async start(reply: FastifyReply, userId: string): Promise<void> {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now().getTime() + SESSION_IDLE_MS);
      await repo.insertSession(hashToken(token), userId, expiresAt);
      setCookie(reply, token, expiresAt);
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.sessionId) await repo.deleteSession(request.sessionId);
      reply.clearCookie(SESSION_COOKIE, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies,
      });
    },

    register(app: FastifyInstance) {
      app.decorateRequest("user", null);
      app.decorateRequest("sessionId", null);
      app.addHook("onRequest", async (request, reply) => {
        // Static files and the client's pages need no database round trip.
        // routeOptions.url is the matched route (decoded), so "/%61pi/…" counts as /api/ too.
        if (!request.routeOptions.url?.startsWith("/api/")) return;
        const token = request.cookies[SESSION_COOKIE];
        if (!token || token.length > 200) return;
        const id = hashToken(token);
        const t = now();
        const found = await repo.findSessionUser(id, t);
        if (!found) return;
        request.user = toUser(found.user);
        request.sessionId = id;
        if (found.expiresAt.getTime() - t.getTime() < SESSION_IDLE_MS - EXTEND_AFTER_MS) {
          const expiresAt = new Date(t.getTime() + SESSION_IDLE_MS);
          await repo.extendSession(id, expiresAt);
          setCookie(reply, token, expiresAt);
        }
      });
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
