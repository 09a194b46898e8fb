/**
 * Links sent by mail (ADR 028): one that proves the account's address, and one that sets a new
 * password ('Şifremi unuttum?'). A link carries a random token in the page address's fragment
 * (/login#dogrula=… or #sifirla=…: never sent to a server or a Referer); only its SHA-256 is
 * stored, and it is deleted when used. Links are addressed from PUBLIC_URL, never from the
 * request's Host header.
 */
import { createHash, randomBytes } from "node:crypto";
import type { RateLimiter } from "../http/rate-limit";
import type { Mailer } from "../mail/mailer";
import { resetMessage, verifyMessage } from "../mail/messages";
import { hashPassword } from "./passwords";
import type { AuthRepository } from "./repository";

export const VERIFY_LINK_MS = 24 * 3600_000;
export const RESET_LINK_MS = 30 * 60_000;
/** Reset mails per typed address and per account, per hour (the route also limits per client). */
export const RESET_MAIL_LIMIT = { count: 3, windowMs: 3600_000 };
/** Verification mails an account may ask for again, per hour. */
export const VERIFY_MAIL_LIMIT = { count: 3, windowMs: 3600_000 };

export const hashMailToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface MailLinksOptions {
  repo: AuthRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
  now?: () => Date;
}

export function createMailLinks({
  repo,
  mailer,
  limiter,
  publicUrl,
  now = () => new Date(),
}: MailLinksOptions) {
  async function issue(userId: string, email: string, purpose: "verify" | "reset", lifetimeMs: number) {
    const token = randomBytes(32).toString("base64url");
    const t = now();
    await repo.insertMailToken({
      id: hashMailToken(token),
      userId,
      purpose,
      email,
      expiresAt: new Date(t.getTime() + lifetimeMs),
    });
    return token;
  }

  return {
    /** Mails a link that proves `email` for the account (after sign-up, or an address typed for X). */
    async sendVerification(user: { id: string; email: string }): Promise<void> {
      const token = await issue(user.id, user.email, "verify", VERIFY_LINK_MS);
      mailer.sendLater(user.email, verifyMessage(`${publicUrl}/login#dogrula=${token}`));
    },

    /** Asked again from the profile: false when over the per-account limit. */
    async resendVerification(user: {
      id: string;
      email: string;
    }): Promise<{ allowed: boolean; retryAfter: number }> {
      const hit = await limiter.hit(
        `verify-mail:${user.id}`,
        VERIFY_MAIL_LIMIT.count,
        VERIFY_MAIL_LIMIT.windowMs,
      );
      if (!hit.allowed) return { allowed: false, retryAfter: hit.retryAfterSeconds };
      await this.sendVerification(user);
      return { allowed: true, retryAfter: 0 };
    },

    /** Follows a verification link; false when it is unknown, used or expired. */
    async verify(token: string): Promise<boolean> {
      const row = await repo.takeMailToken(hashMailToken(token), "verify", now());
      if (!row) return false;
      const t = now();
      // Only the address the link was sent to is proven (the account's own, which never changes).
      if (await repo.markEmailVerified(row.userId, row.email, t)) {
        await repo.addEvent(row.userId, { kind: "email-verified", via: "mail" }, t);
      }
      return true;
    },

    /**
     * 'Şifremi unuttum?': mails a reset link when an account has this address. The caller answers
     * the same either way; false only when the typed address is over its limit (which says
     * nothing about whether it has an account).
     */
    async forgot(email: string): Promise<{ allowed: boolean; retryAfter: number }> {
      const perAddress = await limiter.hit(
        `reset-mail:${email}`,
        RESET_MAIL_LIMIT.count,
        RESET_MAIL_LIMIT.windowMs,
      );
      if (!perAddress.allowed) return { allowed: false, retryAfter: perAddress.retryAfterSeconds };
      const user = await repo.findUserByEmail(email, now());
      if (!user) return { allowed: true, retryAfter: 0 };
      const perAccount = await limiter.hit(
        `reset-mail-account:${user.id}`,
        RESET_MAIL_LIMIT.count,
        RESET_MAIL_LIMIT.windowMs,
      );
      // Over the account's own limit: nothing is sent, and the answer stays the same.
      if (!perAccount.allowed) return { allowed: true, retryAfter: 0 };
      const token = await issue(user.id, user.email, "reset", RESET_LINK_MS);
      mailer.sendLater(user.email, resetMessage(`${publicUrl}/login#sifirla=${token}`));
      return { allowed: true, retryAfter: 0 };
    },

    /** Sets the new password from a reset link; every session ends. false: the link is not valid. */
    async reset(token: string, password: string): Promise<boolean> {
      const row = await repo.takeMailToken(hashMailToken(token), "reset", now());
      if (!row) return false;
      const user = await repo.findUserById(row.userId);
      if (!user || user.email !== row.email) return false;
      await repo.resetPassword(row.userId, await hashPassword(password), now());
      return true;
    },
  };
}

export type MailLinks = ReturnType<typeof createMailLinks>;
