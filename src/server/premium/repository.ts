/**
 * Who is Premium, and all SQL of premium_grants. An account is Premium while it has a grant
 * whose end (if any) is still ahead; the answer is worked out on every request (with the session
 * lookup), so a grant or a revoke counts from the person's next request, without signing in again.
 *
 * Sources: "operator" (`npm run premium -- grant|revoke <email>`, src/server/cli/), and store
 * subscriptions: store_entitlements rows written by RevenueCat's webhooks and restores
 * (src/server/billing/, ADR 017), Premium while their end is ahead or there is none (lifetime).
 */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { premiumGrants, storeEntitlements, users } from "../db/schema";

export type PremiumSource = "operator";

/**
 * The one rule, as an SQL expression over a user id column: true while an operator grant or a
 * store entitlement is in force at `now` (no end, or an end still ahead). Every query that answers
 * `isPremium` uses it, so a subscription that lapsed stops counting on the very next request.
 */
export function premiumAt(userId: AnyPgColumn, now: Date): SQL<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<boolean>`(exists (select 1 from ${premiumGrants} where ${premiumGrants.userId} = ${userId}
    and (${premiumGrants.expiresAt} is null or ${premiumGrants.expiresAt} > ${at}))
    or exists (select 1 from ${storeEntitlements} where ${storeEntitlements.userId} = ${userId}
    and (${storeEntitlements.expiresAt} is null or ${storeEntitlements.expiresAt} > ${at})))`.mapWith(
    Boolean,
  );
}

export interface PremiumGrant {
  email: string;
  source: string;
  grantedAt: Date;
  expiresAt: Date | null;
}

export function createPremiumRepository(db: Db) {
  return {
    async isPremium(userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ premium: premiumAt(users.id, now) })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0]?.premium ?? false;
    },

    /** Adds the grant, or gives an existing one of the same source its new end. */
    async grant(
      userId: string,
      source: PremiumSource,
      { expiresAt = null }: { expiresAt?: Date | null } = {},
    ) {
      await db
        .insert(premiumGrants)
        .values({ userId, source, expiresAt })
        .onConflictDoUpdate({ target: [premiumGrants.userId, premiumGrants.source], set: { expiresAt } });
    },

    /** Whether there was a grant of that source to remove. */
    async revoke(userId: string, source: PremiumSource): Promise<boolean> {
      const rows = await db
        .delete(premiumGrants)
        .where(and(eq(premiumGrants.userId, userId), eq(premiumGrants.source, source)))
        .returning({ userId: premiumGrants.userId });
      return rows.length > 0;
    },

    async find(userId: string, source: PremiumSource): Promise<PremiumGrant | undefined> {
      return (await this.list(source, userId))[0];
    },

    async list(source: PremiumSource, userId?: string): Promise<PremiumGrant[]> {
      return db
        .select({
          email: users.email,
          source: premiumGrants.source,
          grantedAt: premiumGrants.grantedAt,
          expiresAt: premiumGrants.expiresAt,
        })
        .from(premiumGrants)
        .innerJoin(users, eq(users.id, premiumGrants.userId))
        .where(and(eq(premiumGrants.source, source), userId ? eq(premiumGrants.userId, userId) : undefined))
        .orderBy(asc(users.email));
    },
  };
}

export type PremiumRepository = ReturnType<typeof createPremiumRepository>;
