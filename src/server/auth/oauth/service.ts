/**
 * Who a provider sign-in signs in as (ADR 028). An address counts as proven only when a provider
 * says it verified it (Google's email_verified, GitHub's verified primary, X's confirmed_email) or
 * the mailed link was followed; `users.email_verified_at` records it.
 * - a provider account linked before signs in as its user;
 * - else, a verified email joins the account with that email when that account's address is
 *   proven; when nobody has proven it (a password sign-up, an address typed for X, an unverified
 *   GitHub primary), the verified sign-in claims the account: every method that did not prove this
 *   address (the password, the other providers) and every session go, in one transaction, and the
 *   profile lists what went (pre-hijacking: whoever prepared the account keeps no way in);
 * - an unverified email never joins an existing account: with no account behind it, a new
 *   account is made whose address stays unproven;
 * - no email at all (X without the email scope): the person is asked for one; that typed
 *   address is unproven too and never joins an existing account;
 * - while signed in (and recently authenticated), "link" adds the provider account to the
 *   signed-in user, whatever its email; it proves the account's address only if it verified
 *   that very address.
 */
import { createHash, randomBytes } from "node:crypto";
import type { OAuthErrorCode, SignInProvider } from "@/shared/sign-in";
import type { AuthRepository, PendingSignupRow, UserRow } from "../repository";
import { type ProviderProfile, safeProfileImage } from "./profile";

export const PENDING_SIGNUP_MS = 15 * 60_000;

export type SignInOutcome =
  /** `removed`: the methods that did not prove the address, removed as it was claimed (above) */
  | { kind: "signedIn"; user: UserRow; created: boolean; removed?: string[] }
  | { kind: "linked" }
  | { kind: "reauthenticated" }
  | { kind: "needsEmail"; token: string }
  | { kind: "refused"; code: OAuthErrorCode };

export interface OAuthServiceOptions {
  repo: AuthRepository;
  mediaHosts: readonly string[];
  now?: () => Date;
}

export const hashPendingToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createOAuthService({ repo, mediaHosts, now = () => new Date() }: OAuthServiceOptions) {
  async function withPicture(user: UserRow, image: string | null): Promise<UserRow> {
    if (!image || user.profileImageUrl) return user;
    return repo.setProfileImageIfEmpty(user.id, image);
  }

  return {
    async signIn(
      provider: SignInProvider,
      imageHosts: readonly string[],
      profile: ProviderProfile,
      link: { userId: string; reauth?: boolean } | null,
      /** set on the second try after losing a race, so a race lost twice ends in a refusal */
      retried = false,
    ): Promise<SignInOutcome> {
      const image = safeProfileImage(profile.imageUrl, imageHosts, mediaHosts);
      const existing = await repo.findIdentity(provider, profile.providerUserId);
      const verifiedEmail = profile.emailVerified && profile.email ? profile.email : null;

      if (link?.reauth) {
        // A provider round trip proves who is at the browser only with a method of this account.
        return existing?.userId === link.userId
          ? { kind: "reauthenticated" }
          : { kind: "refused", code: "yeniden-baska" };
      }

      if (link) {
        if (existing)
          return existing.userId === link.userId
            ? { kind: "linked" }
            : { kind: "refused", code: "baska-hesap" };
        const inserted = await repo.insertIdentity({
          userId: link.userId,
          provider,
          providerUserId: profile.providerUserId,
          email: profile.email,
          emailVerified: Boolean(verifiedEmail),
        });
        if (!inserted) return { kind: "refused", code: "zaten-bagli" };
        const t = now();
        await repo.addEvent(link.userId, { kind: "method-added", method: provider, via: "profile" }, t);
        const user = await repo.findUserById(link.userId);
        if (user) {
          await withPicture(user, image);
          if (verifiedEmail === user.email && (await repo.markEmailVerified(user.id, user.email, t))) {
            await repo.addEvent(user.id, { kind: "email-verified", via: provider }, t);
          }
        }
        return { kind: "linked" };
      }

      if (existing) {
        const user = await repo.findUserById(existing.userId);
        if (user) return { kind: "signedIn", user: await withPicture(user, image), created: false };
      }

      if (!profile.email) {
        const token = randomBytes(32).toString("base64url");
        const pending: PendingSignupRow = {
          id: hashPendingToken(token),
          provider,
          providerUserId: profile.providerUserId,
          firstName: profile.firstName,
          lastName: profile.lastName,
          profileImageUrl: image,
          expiresAt: new Date(now().getTime() + PENDING_SIGNUP_MS),
        };
        await repo.insertPendingSignup(pending);
        return { kind: "needsEmail", token };
      }

      const owner = await repo.findUserByEmail(profile.email);
      if (owner) {
        if (!verifiedEmail) return { kind: "refused", code: "dogrulanmamis" };
        const identity = { provider, providerUserId: profile.providerUserId, email: verifiedEmail };
        if (!owner.emailVerifiedAt) {
          const claimed = await repo.claimUnprovenAccount(owner.id, identity, now());
          // Proven or linked elsewhere meanwhile: decide again with what is there now.
          if (!claimed) {
            return retried
              ? { kind: "refused", code: "zaten-bagli" }
              : this.signIn(provider, imageHosts, profile, null, true);
          }
          return {
            kind: "signedIn",
            user: await withPicture(owner, image),
            created: false,
            removed: claimed.removed,
          };
        }
        const inserted = await repo.insertIdentity({ userId: owner.id, ...identity, emailVerified: true });
        // The account has another account of this provider linked already.
        if (!inserted) return { kind: "refused", code: "zaten-bagli" };
        await repo.addEvent(owner.id, { kind: "method-added", method: provider, via: "sign-in" }, now());
        return { kind: "signedIn", user: await withPicture(owner, image), created: false };
      }

      const created = await repo.insertUserWithIdentity(
        {
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          profileImageUrl: image,
          emailVerifiedAt: verifiedEmail ? now() : null,
        },
        {
          provider,
          providerUserId: profile.providerUserId,
          email: profile.email,
          emailVerified: Boolean(verifiedEmail),
        },
      );
      // Lost a race: the same provider account or the same email was signed up a moment ago.
      if (!created) {
        return retried
          ? { kind: "refused", code: "zaten-bagli" }
          : this.signIn(provider, imageHosts, profile, null, true);
      }
      return { kind: "signedIn", user: created, created: true };
    },

    async pending(token: string): Promise<PendingSignupRow | undefined> {
      if (!token || token.length > 200) return undefined;
      return repo.findPendingSignup(hashPendingToken(token), now());
    },

    /**
     * Makes the account of a sign-up that waited for an email. The typed address is unverified:
     * an account that has it already is never joined ("taken").
     */
    async completePending(
      token: string,
      email: string,
    ): Promise<{ kind: "created"; user: UserRow } | { kind: "expired" } | { kind: "taken" }> {
      const pending = await this.pending(token);
      if (!pending) return { kind: "expired" };
      const created = await repo.insertUserWithIdentity(
        {
          email,
          firstName: pending.firstName,
          lastName: pending.lastName,
          profileImageUrl: pending.profileImageUrl,
          // typed, not proven: a provider sign-in later claims it (ADR 028) unless the mailed link is followed
          emailVerifiedAt: null,
        },
        {
          provider: pending.provider,
          providerUserId: pending.providerUserId,
          email: null,
          emailVerified: false,
        },
      );
      if (!created) {
        // Either the email is taken or the provider account got linked meanwhile (another tab).
        const linked = await repo.findIdentity(pending.provider, pending.providerUserId);
        if (linked) {
          await repo.deletePendingSignup(pending.id);
          const user = await repo.findUserById(linked.userId);
          return user ? { kind: "created", user } : { kind: "expired" };
        }
        return { kind: "taken" };
      }
      await repo.deletePendingSignup(pending.id);
      return { kind: "created", user: created };
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
