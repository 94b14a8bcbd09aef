import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The offline test mode's stand-in for Stripe's Connect Express accounts: what Stripe would keep on its
 * side while a creator goes through onboarding. Payout status is read from here through the same
 * provider interface as Stripe's, never from the profile. Written only by src/server/payments/simulator/connect.ts.
 */
export const testConnectAccounts = pgTable("test_connect_accounts", {
  id: text().primaryKey(),
  userId: text()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  detailsSubmitted: boolean().notNull().default(false),
  chargesEnabled: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
