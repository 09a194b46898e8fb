/**
 * All SQL of store subscriptions: the entitlement rows (store_entitlements), the RevenueCat events
 * already handled (billing_events) and changes waiting for their account (billing_pending).
 *
 * Every change is a whole state stamped with the time of the event that made it, written only over
 * an older stamp (`applyState`): so events applied in any order, twice, or at the same moment from
 * two instances leave the newest state, and never an older one.
 */
import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { billingEvents, billingPending, deletedAccounts, storeEntitlements, users } from "../db/schema";

/** A subscription's state as one event (or a restore) leaves it. */
/** An account id as deleted_accounts keeps it (ids are lower-case UUIDs; RevenueCat sends them so). */
const idHash = (id: string) => createHash("sha256").update(id.toLowerCase()).digest("hex");

export interface EntitlementState {
  /** null: no end (lifetime) */
  expiresAt: Date | null;
  willRenew: boolean;
  productId: string | null;
  store: string | null;
  environment: string;
  /** when RevenueCat made the event; a state is replaced only by a newer one */
  eventAt: Date;
}

export type EntitlementRow = typeof storeEntitlements.$inferSelect;
export type BillingTx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Runner = Db | BillingTx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const stamp = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** A text[] literal bound as one parameter (works the same on PGlite and PostgreSQL). */
const textArray = (values: string[]): SQL =>
  sql`${`{${values.map((v) => JSON.stringify(v)).join(",")}}`}::text[]`;

/** The columns a state fills in both tables (the event's time goes in each table's own column). */
function stateColumns({ expiresAt, willRenew, productId, store, environment }: EntitlementState) {
  return { expiresAt, willRenew, productId, store, environment };
}

export function createBillingRepository(db: Db) {
  return {
    /** Runs `work` in one transaction (an event's changes all land, or none with its id). */
    transaction<T>(work: (tx: BillingTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Notes an event id as handled; false when it was already (a redelivery). A second delivery
     * racing the first waits here on the primary key until the first commits, then finds it.
     */
    async recordEvent(tx: Runner, id: string, type: string, outcome: string): Promise<boolean> {
      const rows = await tx
        .insert(billingEvents)
        .values({ id, type, outcome })
        .onConflictDoNothing({ target: billingEvents.id })
        .returning({ id: billingEvents.id });
      return rows.length > 0;
    },

    async setOutcome(tx: Runner, id: string, outcome: string): Promise<void> {
      await tx.update(billingEvents).set({ outcome }).where(eq(billingEvents.id, id));
    },

    async eventOutcome(id: string): Promise<string | undefined> {
      const rows = await db
        .select({ outcome: billingEvents.outcome })
        .from(billingEvents)
        .where(eq(billingEvents.id, id));
      return rows[0]?.outcome;
    },

    /** The ids among `customerIds` that are accounts here, in the order given. */
    async knownUsers(tx: Runner, customerIds: readonly string[]): Promise<string[]> {
      const candidates = [
        ...new Set(customerIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase())),
      ];
      if (candidates.length === 0) return [];
      const rows = await tx.select({ id: users.id }).from(users).where(inArray(users.id, candidates));
      const found = new Set(rows.map((r) => r.id));
      return candidates.filter((id) => found.has(id));
    },

    /** Writes the state unless the row holds a newer one; whether it was written. */
    async applyState(
      tx: Runner,
      userId: string,
      entitlementId: string,
      state: EntitlementState,
    ): Promise<boolean> {
      const rows = await tx
        .insert(storeEntitlements)
        .values({ userId, entitlementId, ...stateColumns(state), lastEventAt: state.eventAt })
        .onConflictDoUpdate({
          target: [storeEntitlements.userId, storeEntitlements.entitlementId],
          set: {
            expiresAt: sql`excluded.expires_at`,
            willRenew: sql`excluded.will_renew`,
            productId: sql`excluded.product_id`,
            store: sql`excluded.store`,
            environment: sql`excluded.environment`,
            lastEventAt: sql`excluded.last_event_at`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${storeEntitlements.lastEventAt} <= excluded.last_event_at`,
        })
        .returning({ userId: storeEntitlements.userId });
      return rows.length > 0;
    },

    /** Ends the row at `end` (unless it holds a newer state or ended earlier already). */
    async endState(tx: Runner, userId: string, entitlementId: string, end: Date): Promise<void> {
      await tx
        .update(storeEntitlements)
        .set({
          expiresAt: sql`least(coalesce(${storeEntitlements.expiresAt}, ${stamp(end)}), ${stamp(end)})`,
          willRenew: false,
          lastEventAt: end,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(storeEntitlements.userId, userId),
            eq(storeEntitlements.entitlementId, entitlementId),
            sql`${storeEntitlements.lastEventAt} <= ${stamp(end)}`,
          ),
        );
    },

    /**
     * Takes the entitlement away from these accounts (a TRANSFER at `at`): their rows end then, and
     * stay stamped with that time, so an older event for them cannot give it back. Rows newer than
     * the transfer are left alone. Answers the rows as they were, the one lasting longest first.
     */
    async takeStates(
      tx: Runner,
      userIds: string[],
      entitlementId: string,
      at: Date,
    ): Promise<EntitlementRow[]> {
      if (userIds.length === 0) return [];
      const rows = await tx
        .select()
        .from(storeEntitlements)
        .where(
          and(
            inArray(storeEntitlements.userId, userIds),
            eq(storeEntitlements.entitlementId, entitlementId),
            sql`${storeEntitlements.lastEventAt} <= ${stamp(at)}`,
          ),
        )
        .for("update");
      for (const row of rows) await this.endState(tx, row.userId, entitlementId, at);
      // no end first, then the latest end
      const end = (r: EntitlementRow) => r.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
      return rows.sort((a, b) => end(b) - end(a));
    },

    async find(userId: string, entitlementId: string): Promise<EntitlementRow | undefined> {
      const rows = await db
        .select()
        .from(storeEntitlements)
        .where(and(eq(storeEntitlements.userId, userId), eq(storeEntitlements.entitlementId, entitlementId)));
      return rows[0];
    },

    // ---------- changes waiting for their account ----------

    async addPending(
      tx: Runner,
      eventId: string,
      customerIds: string[],
      entitlementId: string,
      state: EntitlementState,
    ): Promise<void> {
      await tx
        .insert(billingPending)
        .values({ eventId, customerIds, entitlementId, ...stateColumns(state), eventAt: state.eventAt })
        .onConflictDoNothing({ target: billingPending.eventId });
    },

    /** Changes waiting under any of these customer ids, removed and answered oldest first. */
    async takePending(
      tx: Runner,
      customerIds: string[],
    ): Promise<(EntitlementState & { entitlementId: string; eventId: string })[]> {
      if (customerIds.length === 0) return [];
      const rows = await tx
        .delete(billingPending)
        .where(sql`${billingPending.customerIds} && ${textArray(customerIds)}`)
        .returning();
      return rows
        .sort((a, b) => a.eventAt.getTime() - b.eventAt.getTime())
        .map((r) => ({
          eventId: r.eventId,
          entitlementId: r.entitlementId,
          expiresAt: r.expiresAt,
          willRenew: r.willRenew,
          productId: r.productId,
          store: r.store,
          environment: r.environment,
          eventAt: r.eventAt,
        }));
    },

    /** Changes waiting under the account's id (the KVKK export). */
    async pendingNaming(userId: string): Promise<(typeof billingPending.$inferSelect)[]> {
      return db
        .select()
        .from(billingPending)
        .where(sql`${billingPending.customerIds} && ${textArray([userId])}`)
        .orderBy(asc(billingPending.eventAt));
    },

    /**
     * After an account is deleted (review N9): what waited under its id goes, and the id is
     * remembered by its hash only, so a later event for it is dropped instead of kept with the id.
     */
    async forgetCustomer(userId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(billingPending).where(sql`${billingPending.customerIds} && ${textArray([userId])}`);
        await tx
          .insert(deletedAccounts)
          .values({ idHash: idHash(userId), deletedAt: now })
          .onConflictDoNothing({ target: deletedAccounts.idHash });
      });
    },

    /** Whether any of these customer ids is an account deleted lately. */
    async anyDeleted(tx: Runner, customerIds: readonly string[]): Promise<boolean> {
      if (customerIds.length === 0) return false;
      const rows = await tx
        .select({ idHash: deletedAccounts.idHash })
        .from(deletedAccounts)
        .where(inArray(deletedAccounts.idHash, customerIds.map(idHash)))
        .limit(1);
      return rows.length > 0;
    },

    /** Maintenance: deleted accounts' hashes older than `before` are let go. */
    async pruneDeletedBefore(before: Date): Promise<void> {
      await db.delete(deletedAccounts).where(lt(deletedAccounts.deletedAt, before));
    },

    /** A TRANSFER between customers neither of which is an account here: the waiting changes follow. */
    async movePending(tx: Runner, from: string[], to: string[]): Promise<number> {
      if (from.length === 0 || to.length === 0) return 0;
      const rows = await tx
        .update(billingPending)
        .set({ customerIds: to })
        .where(sql`${billingPending.customerIds} && ${textArray(from)}`)
        .returning({ eventId: billingPending.eventId });
      return rows.length;
    },

    async pendingCount(): Promise<number> {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(billingPending);
      return rows[0]?.n ?? 0;
    },

    /** Maintenance: handled event ids and waiting changes older than `olderThan`. */
    async prune(olderThan: Date): Promise<void> {
      await db.delete(billingEvents).where(lt(billingEvents.receivedAt, olderThan));
      await db.delete(billingPending).where(lt(billingPending.receivedAt, olderThan));
    },

    /** The account's rows, newest first (the KVKK export and tests). */
    async listFor(userId: string): Promise<EntitlementRow[]> {
      return db
        .select()
        .from(storeEntitlements)
        .where(eq(storeEntitlements.userId, userId))
        .orderBy(desc(storeEntitlements.lastEventAt), asc(storeEntitlements.entitlementId));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
