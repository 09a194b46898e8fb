/** All SQL of users, sessions, known devices, linked sign-in methods and sign-ups waiting for an email. */
import { and, asc, desc, eq, gt, lt, ne, or, sql, TransactionRollbackError } from "drizzle-orm";
import type { User } from "@/shared/api/auth";
import type { Db } from "../db/client";
import {
  accountEvents,
  knownDevices,
  mailTokens,
  pendingSignups,
  sessions,
  userIdentities,
  users,
} from "../db/schema";
import { createPremiumRepository, premiumAt } from "../premium/repository";

/** A user as the app reads it: `isPremium` worked out at the moment of reading (premium/repository.ts). */
export type UserRow = Omit<typeof users.$inferSelect, "legacyIsPremium"> & { isPremium: boolean };
export type SessionRow = typeof sessions.$inferSelect;
export type IdentityRow = typeof userIdentities.$inferSelect;
export type PendingSignupRow = typeof pendingSignups.$inferSelect;
export type ProviderId = IdentityRow["provider"];
export type AccountEventRow = typeof accountEvents.$inferSelect;
export type AccountEventInput = Pick<AccountEventRow, "kind"> & {
  method?: string | null;
  via?: string | null;
};
export type MailTokenRow = typeof mailTokens.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    isPremium: row.isPremium,
  };
}

/** The columns of a user, with Premium as it stands at `now`. */
function userColumns(now: Date) {
  return {
    id: users.id,
    email: users.email,
    passwordHash: users.passwordHash,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
    createdAt: users.createdAt,
    emailVerifiedAt: users.emailVerifiedAt,
    isPremium: premiumAt(users.id, now),
  };
}

/** The stored columns of a user (what an insert or update can return), without the Premium answer. */
const { isPremium: _premium, ...storedColumns } = userColumns(new Date(0));

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Removes every sign-in method of the account that did not prove `email` (ADR 028: only a provider
 * that verified this very address stays when an unproven account is claimed). Returns the providers
 * removed.
 */
async function deleteUnprovenIdentities(tx: Tx, userId: string, email: string): Promise<string[]> {
  const gone = await tx
    .delete(userIdentities)
    .where(
      and(
        eq(userIdentities.userId, userId),
        sql`not (${userIdentities.emailVerified} and lower(coalesce(${userIdentities.email}, '')) = ${email})`,
      ),
    )
    .returning({ provider: userIdentities.provider });
  return gone.map((g) => g.provider);
}

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string, now: Date = new Date()): Promise<UserRow | undefined> {
      const rows = await db.select(userColumns(now)).from(users).where(eq(users.email, email)).limit(1);
      return rows[0];
    },

    /** Returns undefined when the email is taken (the unique index decides, not a prior read). */
    async insertUser(values: {
      email: string;
      passwordHash: string | null;
      firstName: string | null;
      lastName: string | null;
      profileImageUrl?: string | null;
    }): Promise<UserRow | undefined> {
      const rows = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning(storedColumns);
      // nobody can have granted Premium to an account that did not exist
      return rows[0] && { ...rows[0], isPremium: false };
    },

    /** Premium as the operator gives it (`npm run premium`); tests use it to make a Premium account. */
    async setPremium(userId: string, isPremium: boolean): Promise<void> {
      const premium = createPremiumRepository(db);
      if (isPremium) await premium.grant(userId, "operator");
      else await premium.revoke(userId, "operator");
    },

    async findUserById(id: string, now: Date = new Date()): Promise<UserRow | undefined> {
      const rows = await db.select(userColumns(now)).from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    async updateNames(id: string, firstName: string | null, lastName: string | null): Promise<UserRow> {
      await db.update(users).set({ firstName, lastName }).where(eq(users.id, id));
      return (await this.findUserById(id))!;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /** A provider's picture for an account that has none yet (a picture the person chose stays). */
    async setProfileImageIfEmpty(id: string, url: string): Promise<UserRow> {
      await db
        .update(users)
        .set({ profileImageUrl: url })
        .where(and(eq(users.id, id), sql`${users.profileImageUrl} is null`));
      return (await this.findUserById(id))!;
    },

    /**
     * Deletes the account. Every table with a user_id references users with `on delete cascade`
     * (sessions, draws and through them preview images, sign-in methods, and any table added
     * later the same way), so one statement removes everything that belongs to the person.
     */
    async deleteUser(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    // ---------- sessions ----------

    async insertSession(values: {
      id: string;
      userId: string;
      expiresAt: Date;
      createdAt: Date;
      userAgent: string | null;
    }): Promise<void> {
      await db
        .insert(sessions)
        .values({ ...values, lastUsedAt: values.createdAt, authenticatedAt: values.createdAt });
    },

    /** Keeps the `keep` newest sessions of a user and deletes the rest (oldest first to go). */
    async trimSessions(userId: string, keep: number): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            sql`${sessions.id} not in (${db
              .select({ id: sessions.id })
              .from(sessions)
              .where(eq(sessions.userId, userId))
              .orderBy(desc(sessions.createdAt), desc(sessions.id))
              .limit(keep)})`,
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** The session and its user while it is alive: before its idle expiry and its absolute end. */
    async findSessionUser(
      id: string,
      now: Date,
      createdAfter: Date,
    ): Promise<{ user: UserRow; session: SessionRow } | undefined> {
      const rows = await db
        .select({ user: userColumns(now), session: sessions })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.createdAt, createdAfter)))
        .limit(1);
      return rows[0];
    },

    /** The browser proved again who it is (ADR 028): a password or a provider round trip. */
    async markAuthenticated(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ authenticatedAt: at }).where(eq(sessions.id, id));
    },

    async touchSession(id: string, lastUsedAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt, expiresAt }).where(eq(sessions.id, id));
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** The user's live sessions, most recently used first. */
    async listSessions(userId: string, now: Date, createdAfter: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.createdAt, createdAfter)),
        )
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
    },

    /** Deletes one of the user's sessions by its public id; false when the user has no such session. */
    async deleteSessionByPublicId(userId: string, publicId: string): Promise<SessionRow | undefined> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning();
      return rows[0];
    },

    /** Every session of the user but `keepId` (the one asking); the number ended. */
    async deleteOtherSessions(userId: string, keepId: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    // ---------- browsers that signed in before (ADR 016) ----------

    /** Whether the browser holding this device token has signed in to the account with this email. */
    async isKnownDevice(tokenHash: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(knownDevices)
        .innerJoin(users, eq(users.id, knownDevices.userId))
        .where(and(eq(knownDevices.tokenHash, tokenHash), eq(users.email, email)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Remembers the browser for the account under a new token; the accounts its previous token
     * stood for move to the new one (a token is never kept across a sign-in, so one planted in a
     * browser by someone else is worth nothing).
     */
    async rememberDevice(previousHash: string | null, tokenHash: string, userId: string, now: Date) {
      if (previousHash) {
        await db.update(knownDevices).set({ tokenHash }).where(eq(knownDevices.tokenHash, previousHash));
      }
      await db
        .insert(knownDevices)
        .values({ tokenHash, userId, lastSeenAt: now })
        .onConflictDoUpdate({
          target: [knownDevices.tokenHash, knownDevices.userId],
          set: { lastSeenAt: now },
        });
    },

    async deleteDevicesUnusedSince(olderThan: Date): Promise<void> {
      await db.delete(knownDevices).where(lt(knownDevices.lastSeenAt, olderThan));
    },

    // ---------- linked sign-in methods ----------

    async findIdentity(provider: ProviderId, providerUserId: string): Promise<IdentityRow | undefined> {
      const rows = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, providerUserId)))
        .limit(1);
      return rows[0];
    },

    async listIdentities(userId: string): Promise<IdentityRow[]> {
      return db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId))
        .orderBy(asc(userIdentities.createdAt));
    },

    /**
     * Links a provider account to a user. undefined when that provider account is linked already
     * (to anyone) or the user has another account of that provider: the unique indexes decide.
     */
    async insertIdentity(values: {
      userId: string;
      provider: ProviderId;
      providerUserId: string;
      email: string | null;
      emailVerified: boolean;
    }): Promise<IdentityRow | undefined> {
      const rows = await db.insert(userIdentities).values(values).onConflictDoNothing().returning();
      return rows[0];
    },

    /**
     * Unlinks a provider unless it is the last way into the account. The user's row is locked
     * first, so two unlinks at once cannot each see "one more left" and leave none.
     */
    async unlinkIdentity(userId: string, provider: ProviderId): Promise<"unlinked" | "missing" | "last"> {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, userId))
          .for("update");
        const identities = await tx
          .select({ provider: userIdentities.provider })
          .from(userIdentities)
          .where(eq(userIdentities.userId, userId));
        if (!identities.some((i) => i.provider === provider)) return "missing";
        const ways = identities.length + (locked[0]?.passwordHash ? 1 : 0);
        if (ways <= 1) return "last";
        await tx
          .delete(userIdentities)
          .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
        return "unlinked";
      });
    },

    /**
     * Makes a user and links the provider account to it in one transaction, so an account never
     * exists without the way it was made. undefined when the email is taken.
     */
    async insertUserWithIdentity(
      user: {
        email: string;
        firstName: string | null;
        lastName: string | null;
        profileImageUrl: string | null;
        emailVerifiedAt: Date | null;
      },
      identity: {
        provider: ProviderId;
        providerUserId: string;
        email: string | null;
        emailVerified: boolean;
      },
    ): Promise<UserRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const rows = await tx
            .insert(users)
            .values({ ...user, passwordHash: null })
            .onConflictDoNothing({ target: users.email })
            .returning(storedColumns);
          const stored = rows[0];
          if (!stored) return undefined;
          const row: UserRow = { ...stored, isPremium: false };
          const linked = await tx
            .insert(userIdentities)
            .values({ ...identity, userId: row.id })
            .onConflictDoNothing()
            .returning({ id: userIdentities.id });
          // The provider account was linked to someone else meanwhile: make nothing.
          if (linked.length === 0) tx.rollback();
          return row;
        });
      } catch (err) {
        if (err instanceof TransactionRollbackError) return undefined;
        throw err;
      }
    },

    /**
     * A provider that verified the account's own address claims an account whose address nobody
     * had proven (pre-hijacking, ADR 028), in one transaction: every linked method that did not
     * prove this address, the password and every session go; the new identity is linked; the
     * address counts as verified from now on. undefined when the identity could not be linked
     * (linked elsewhere meanwhile) or the account was proven meanwhile (the caller signs in again).
     */
    async claimUnprovenAccount(
      userId: string,
      identity: { provider: ProviderId; providerUserId: string; email: string },
      at: Date,
    ): Promise<{ removed: string[] } | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const locked = await tx
            .select({ email: users.email, passwordHash: users.passwordHash, verified: users.emailVerifiedAt })
            .from(users)
            .where(eq(users.id, userId))
            .for("update");
          const owner = locked[0];
          if (!owner || owner.verified) return undefined;
          const gone = await deleteUnprovenIdentities(tx, userId, owner.email);
          const removed: string[] = [...(owner.passwordHash ? ["password"] : []), ...gone];
          await tx.update(users).set({ passwordHash: null, emailVerifiedAt: at }).where(eq(users.id, userId));
          await tx.delete(sessions).where(eq(sessions.userId, userId));
          await tx.delete(mailTokens).where(eq(mailTokens.userId, userId));
          const linked = await tx
            .insert(userIdentities)
            .values({ ...identity, userId, emailVerified: true })
            .onConflictDoNothing()
            .returning({ id: userIdentities.id });
          if (linked.length === 0) tx.rollback();
          await tx.insert(accountEvents).values([
            { userId, kind: "claimed", method: identity.provider, via: identity.provider, createdAt: at },
            ...removed.map((method) => ({
              userId,
              kind: "method-removed" as const,
              method,
              via: identity.provider,
              createdAt: at,
            })),
          ]);
          return { removed };
        });
      } catch (err) {
        if (err instanceof TransactionRollbackError) return undefined;
        throw err;
      }
    },

    /** The address counts as proven (mail link, or a provider that verified this very address). */
    async markEmailVerified(userId: string, email: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: at })
        .where(and(eq(users.id, userId), eq(users.email, email), sql`${users.emailVerifiedAt} is null`))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    // ---------- what changed in how one signs in (ADR 028) ----------

    async addEvent(userId: string, event: AccountEventInput, at: Date = new Date()): Promise<void> {
      await db.insert(accountEvents).values({ userId, ...event, createdAt: at });
    },

    async listEvents(userId: string, limit = 20): Promise<AccountEventRow[]> {
      return db
        .select()
        .from(accountEvents)
        .where(eq(accountEvents.userId, userId))
        .orderBy(desc(accountEvents.createdAt))
        .limit(limit);
    },

    // ---------- one-time links sent by mail (ADR 028) ----------

    /** Stores a link's hash; older links of the same purpose for the account stop working. */
    async insertMailToken(values: MailTokenRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(mailTokens)
          .where(and(eq(mailTokens.userId, values.userId), eq(mailTokens.purpose, values.purpose)));
        await tx.insert(mailTokens).values(values);
      });
    },

    /** Uses a link: it is deleted as it is read (one-time), whether or not it is still alive. */
    async takeMailToken(
      id: string,
      purpose: MailTokenRow["purpose"],
      now: Date,
    ): Promise<MailTokenRow | undefined> {
      const rows = await db
        .delete(mailTokens)
        .where(and(eq(mailTokens.id, id), eq(mailTokens.purpose, purpose)))
        .returning();
      const row = rows[0];
      return row && row.expiresAt > now ? row : undefined;
    },

    /**
     * A new password from a reset link: every session ends and other reset links die. The link
     * proved the address, so an account nobody had proven is claimed like a provider would claim
     * it (claimUnprovenAccount): the methods that did not prove the address go. Returns them.
     */
    async resetPassword(userId: string, passwordHash: string, at: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ email: users.email, verified: users.emailVerifiedAt })
          .from(users)
          .where(eq(users.id, userId))
          .for("update");
        const owner = locked[0];
        if (!owner) return [];
        let removed: string[] = [];
        if (!owner.verified) {
          removed = await deleteUnprovenIdentities(tx, userId, owner.email);
        }
        await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: owner.verified ?? at })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx
          .delete(mailTokens)
          .where(and(eq(mailTokens.userId, userId), eq(mailTokens.purpose, "reset")));
        await tx.insert(accountEvents).values([
          { userId, kind: "password-reset", method: "password", via: "mail", createdAt: at },
          ...removed.map((method) => ({
            userId,
            kind: "method-removed" as const,
            method,
            via: "mail",
            createdAt: at,
          })),
        ]);
        return removed;
      });
    },

    // ---------- sign-ups waiting for an email (X) ----------

    async insertPendingSignup(values: PendingSignupRow): Promise<void> {
      await db.insert(pendingSignups).values(values);
    },

    async findPendingSignup(id: string, now: Date): Promise<PendingSignupRow | undefined> {
      const rows = await db
        .select()
        .from(pendingSignups)
        .where(and(eq(pendingSignups.id, id), gt(pendingSignups.expiresAt, now)))
        .limit(1);
      return rows[0];
    },

    async deletePendingSignup(id: string): Promise<void> {
      await db.delete(pendingSignups).where(eq(pendingSignups.id, id));
    },

    /** Sessions past their idle expiry, or (when given) made before `createdBefore`. */
    async deleteExpiredSessions(now: Date, createdBefore?: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          createdBefore
            ? or(lt(sessions.expiresAt, now), lt(sessions.createdAt, createdBefore))
            : lt(sessions.expiresAt, now),
        )
        .returning({ id: sessions.id });
      await db.delete(pendingSignups).where(lt(pendingSignups.expiresAt, now));
      await db.delete(mailTokens).where(lt(mailTokens.expiresAt, now));
      return rows.length;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
