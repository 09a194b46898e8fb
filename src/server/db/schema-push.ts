/** Reminders through Web Push (ADR 041): each device's subscription, and each person's reminder. */
import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";

/**
 * A browser's push subscription (one per device and browser). The endpoint is unique: a device
 * belongs to whoever subscribed on it last. Deleted when its push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** https, on a host of PUSH_ALLOWED_HOSTS (checked when it is stored and when it is called) */
    endpoint: text("endpoint").notNull().unique(),
    /** the browser's P-256 public key and auth secret (base64url): the payload is encrypted to them */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId, t.updatedAt)],
);

/**
 * A person's reminder: the time of day they chose and what has gone out. `last_sent_on` and
 * `recap_month` are the claims the scheduler takes (UPDATE … RETURNING with SKIP LOCKED), so with
 * several instances each notification goes out once.
 */
export const pushReminders = pgTable(
  "push_reminders",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** minutes after midnight, Istanbul time: 540 (09:00) to 1319 (21:59) */
    minute: integer("minute").notNull(),
    /** the Istanbul day of the last notification (a reminder or the recap's); null: none yet */
    lastSentOn: date("last_sent_on", { mode: "string" }),
    /** "YYYY-MM": the last month whose recap was announced */
    recapMonth: text("recap_month"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_reminders_minute_idx").on(t.minute)],
);
