import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CURRENCIES } from "../../../lib/money";
import { BILLING_PERIODS } from "./creators";
import { sqlList } from "./sql-list";

/** What a billing provider says about a subscription, in Stripe's words (see src/server/payments/subscriptions.ts). */
export const PROVIDER_SUBSCRIPTION_STATUSES = ["incomplete", "active", "past_due", "paused", "canceled"] as const;

/**
 * One invoice of a test subscription: paid, failed (a renewal the card refused), or a credit (a
 * downgrade's proration, negative) that later invoices use up (`creditAppliedCents`).
 */
export interface TestInvoice {
  id: string;
  status: "paid" | "failed" | "credit";
  amountCents: number;
  periodStart: string;
  periodEnd: string;
  /** A change of plan's proration, named by the change's idempotency key. */
  prorationKey?: string;
  creditAppliedCents?: number;
}

/**
 * The books of the offline test provider for subscriptions: what Stripe Billing keeps (the checkout
 * session, the subscription and its invoices). Test mode reads a subscription's true state from here,
 * never from `subscription_orders`. Written only by src/server/payments/simulator/.
 */
export const testProviderSubscriptions = pgTable(
  "test_provider_subscriptions",
  {
    id: text().primaryKey(),
    checkoutSessionId: text().notNull(),
    idempotencyKey: text().notNull(),
    /** Our subscription_orders.id (Stripe's metadata). */
    subscriptionOrderId: text().notNull(),
    /** The plan (our tier) the subscription bills for; a tier change updates it, from the next invoice on. */
    tierId: text().notNull(),
    amountCents: integer().notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    billingPeriod: text({ enum: BILLING_PERIODS }).notNull(),
    status: text({ enum: PROVIDER_SUBSCRIPTION_STATUSES }).notNull().default("incomplete"),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    currentPeriodStart: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    /** Failed renewal attempts in a row; the provider gives up (cancels) after its last retry. */
    failedAttempts: integer().notNull().default(0),
    /** Bumped on every change: names each state, so a state met again (paused, then active again) is a new event. */
    revision: integer().notNull().default(0),
    invoices: jsonb().$type<TestInvoice[]>().notNull().default(sql`'[]'::jsonb`),
    /** The last four digits of the test card renewals are charged to (changed on the test portal page). */
    cardLast4: text().notNull().default("4242"),
    successUrl: text().notNull(),
    cancelUrl: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("test_provider_subscriptions_key_unique").on(t.idempotencyKey),
    uniqueIndex("test_provider_subscriptions_session_unique").on(t.checkoutSessionId),
    check("test_provider_subscriptions_status_check", sql`${t.status} in (${sqlList(PROVIDER_SUBSCRIPTION_STATUSES)})`),
    check("test_provider_subscriptions_amount_check", sql`${t.amountCents} > 0`),
  ],
);
