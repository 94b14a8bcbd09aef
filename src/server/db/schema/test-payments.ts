import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CURRENCIES } from "../../../lib/money";
import { PAYMENT_METHODS_USED } from "./commerce";
import { sqlList } from "./sql-list";

/** What a provider says about a payment, in our words (see src/server/payments/types.ts). */
export const PROVIDER_PAYMENT_STATUSES = ["pending", "requires_action", "held", "captured", "cancelled", "failed"] as const;

/**
 * The books of the offline test provider: what Stripe or MonCash would keep on their side. Test mode
 * reads a payment's true state from here, never from our `payments` row, so it goes through the same
 * verification as the real providers. Written only by src/server/payments/test/.
 */
export const testProviderPayments = pgTable(
  "test_provider_payments",
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    method: text({ enum: PAYMENT_METHODS_USED }).notNull(),
    /** Our payment id (Stripe's metadata, MonCash's orderId). */
    paymentId: text().notNull(),
    amountCents: integer().notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    status: text({ enum: PROVIDER_PAYMENT_STATUSES }).notNull().default("pending"),
    capturedCents: integer().notNull().default(0),
    refundedCents: integer().notNull().default(0),
    failureCode: text(),
    cardLast4: text(),
    /** MonCash test page: the redirect token and, once the fan decides, the transaction id. */
    redirectToken: text(),
    transactionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("test_provider_payments_key_unique").on(t.idempotencyKey),
    uniqueIndex("test_provider_payments_token_unique").on(t.redirectToken),
    uniqueIndex("test_provider_payments_transaction_unique").on(t.transactionId),
    check("test_provider_payments_status_check", sql`${t.status} in (${sqlList(PROVIDER_PAYMENT_STATUSES)})`),
    check(
      "test_provider_payments_amounts_check",
      sql`${t.capturedCents} between 0 and ${t.amountCents} and ${t.refundedCents} between 0 and ${t.capturedCents}`,
    ),
  ],
);

/** Refunds the test provider has made, by idempotency key (a retried refund is made once). */
export const testProviderRefunds = pgTable("test_provider_refunds", {
  idempotencyKey: text().primaryKey(),
  providerPaymentId: text()
    .notNull()
    .references(() => testProviderPayments.id, { onDelete: "restrict" }),
  amountCents: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
