import { sql } from "drizzle-orm";
import { boolean, check, integer, type AnyPgColumn, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CURRENCIES } from "../../../lib/money";
import { TEST_CARD_OUTCOMES } from "../../../lib/test-cards";
import { PAYMENT_METHODS_USED } from "./commerce";
import { sqlList } from "./sql-list";

/** What a provider says about a payment, in our words (see src/server/payments/types.ts). */
export const PROVIDER_PAYMENT_STATUSES = ["pending", "requires_action", "held", "captured", "cancelled", "failed"] as const;

/**
 * The books of the offline test provider: what Stripe or MonCash would keep on their side. Test mode
 * reads a payment's true state from here, never from our `payments` row, so it goes through the same
 * verification as the real providers. Written only by src/server/payments/simulator/.
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
    /** The customer the payment is made for, and the card it was confirmed with (saved once it pays). */
    customerId: text().references((): AnyPgColumn => testProviderCustomers.id, { onDelete: "restrict" }),
    cardId: text().references((): AnyPgColumn => testProviderCards.id, { onDelete: "restrict" }),
    /** MonCash test page: the redirect token and, once the fan decides, the transaction id. */
    redirectToken: text(),
    transactionId: text(),
    /** When the card was authorised (held): like Stripe, the test provider lets an uncaptured authorisation lapse after 7 days. */
    authorizedAt: timestamp({ withTimezone: true }),
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

/** The test provider's customers (Stripe's Customer), one per idempotency key. */
export const testProviderCustomers = pgTable("test_provider_customers", {
  id: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  /** Our user id (Stripe's metadata). */
  userId: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The cards a test customer paid with (Stripe's PaymentMethods): what the test provider needs to charge
 * one again (its test outcome) and what a fan sees (brand, last four digits, expiry), never the number.
 * `saved` once a payment with it is held, as Stripe attaches a card after setup_future_usage succeeds.
 */
export const testProviderCards = pgTable(
  "test_provider_cards",
  {
    id: text().primaryKey(),
    customerId: text()
      .notNull()
      .references(() => testProviderCustomers.id, { onDelete: "cascade" }),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    outcome: text({ enum: TEST_CARD_OUTCOMES }).notNull(),
    saved: boolean().notNull().default(false),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("test_provider_cards_card_unique").on(t.customerId, t.brand, t.last4, t.expMonth, t.expYear),
    check("test_provider_cards_outcome_check", sql`${t.outcome} in (${sqlList(TEST_CARD_OUTCOMES)})`),
    check("test_provider_cards_last4_check", sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);
