import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { PAYMENT_PROVIDERS } from "./commerce";
import { sqlList } from "./sql-list";

/**
 * A fan's customer at each card provider (a Stripe Customer, the test provider's customer): made once,
 * with an idempotency key, and kept here so every card payment of the fan is made for it and its saved
 * cards can be listed. One per provider, so switching test mode to Stripe starts a fresh customer.
 */
export const paymentCustomers = pgTable(
  "payment_customers",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    customerRef: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex("payment_customers_ref_unique").on(t.provider, t.customerRef),
    check("payment_customers_provider_check", sql`${t.provider} in (${sqlList(PAYMENT_PROVIDERS)})`),
  ],
);
