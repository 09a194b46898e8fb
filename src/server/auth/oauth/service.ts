/**
 * Who a provider sign-in signs in as. The linking rules:
 * - a provider account linked before signs in as its user;
 * - else, an email the provider says is verified joins the account with that email (or makes one);
 * - an unverified email never joins an existing account (that would hand it to whoever typed the
 *   address at the provider): with no account behind it, a new account is made;
 * - no email at all (X without the email scope): the person is asked for one before an account is
 *   made, and that typed address, being unverified too, never joins an existing account;
 * - while signed in, "link" adds the provider account to the signed-in user, whatever its email.
 *
 * Pre-hijacking: sign-up by email and password never verifies the address, so someone may have
 * registered another person's email before that person comes with Google. When a verified email
 * joins an account that no provider has vouched for yet, its password and every session are
 * therefore removed: the person who proved the address keeps the account, and whoever set that
 * password (the owner, or a squatter) must sign in the verified way or set a new one on /profile.
 */
import { createHash, randomBytes } from "node:crypto";
import type { OAuthErrorCode, SignInProvider } from "@/shared/sign-in";
import type { AuthRepository, PendingSignupRow, UserRow } from "../repository";
import { type ProviderProfile, safeProfileImage } from "./profile";

export const PENDING_SIGNUP_MS = 15 * 60_000;

export type SignInOutcome =
  /** `passwordCleared`: the account's unverified password and its sessions were removed (above) */
  | { kind: "signedIn"; user: UserRow; created: boolean; passwordCleared?: boolean }
  | { kind: "linked" }
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
      link: { userId: string } | null,
    ): Promise<SignInOutcome> {
      const image = safeProfileImage(profile.imageUrl, imageHosts, mediaHosts);
      const existing = await repo.findIdentity(provider, profile.providerUserId);

      if (link) {
        if (existing)
          return existing.userId === link.userId
            ? { kind: "linked" }
            : { kind: "refused", code: "baska-hesap" };
        const inserted = await repo.insertIdentity({
          userId: link.userId,
          provider,
          providerUserId: profile.providerUserId,
          // kept only when the provider vouches for it: it is what proves the account's address
          email: profile.emailVerified ? profile.email : null,
        });
        if (!inserted) return { kind: "refused", code: "zaten-bagli" };
        const user = await repo.findUserById(link.userId);
        if (user) await withPicture(user, image);
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
        if (!profile.emailVerified) return { kind: "refused", code: "dogrulanmamis" };
        // Has a provider ever vouched for this account's own address? (A provider account linked
        // while signed in, with another or an unverified address, proves nothing about it.)
        const vouchedBefore = (await repo.listIdentities(owner.id)).some(
          (i) => i.email?.toLowerCase() === owner.email,
        );
        const inserted = await repo.insertIdentity({
          userId: owner.id,
          provider,
          providerUserId: profile.providerUserId,
          email: profile.email,
        });
        // The account has another account of this provider linked already.
        if (!inserted) return { kind: "refused", code: "zaten-bagli" };
        let passwordCleared = false;
        if (!vouchedBefore && owner.passwordHash) {
          await repo.clearPasswordAndSessions(owner.id);
          passwordCleared = true;
        }
        return { kind: "signedIn", user: await withPicture(owner, image), created: false, passwordCleared };
      }

      const created = await repo.insertUserWithIdentity(
        {
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          profileImageUrl: image,
        },
        { provider, providerUserId: profile.providerUserId, email: profile.email },
      );
      // Lost a race: the same provider account or the same email was signed up a moment ago.
      if (!created) return this.signIn(provider, imageHosts, profile, null);
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
        },
        { provider: pending.provider, providerUserId: pending.providerUserId, email: null },
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
