import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CURRENCIES } from "../../../lib/money";
import { users } from "./auth";
import { sqlList } from "./sql-list";

/** How a payout reaches the creator: a Stripe Connect transfer, or MonCash (in HTG). */
export const PAYOUT_METHODS = ["stripe", "moncash"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/**
 * `in_payout` until the money is sent (`paid`) or the sending fails (`failed`: the money is available again);
 * a sent Stripe transfer the platform takes back in whole ends `reversed` (the money is available again).
 */
export const PAYOUT_STATUSES = ["in_payout", "paid", "failed", "reversed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** What admins see at /admin/payouts: each payout's status, and a connected account's failed bank payout. */
export const ADMIN_PAYOUT_STATES = [...PAYOUT_STATUSES, "bank_failed"] as const;
export type AdminPayoutState = (typeof ADMIN_PAYOUT_STATES)[number];

/**
 * One payout of a creator's available balance in one ledger currency. The amounts moved live in the
 * ledger (payout_started / payout_paid / payout_failed, posted in the same transaction as each change
 * here); this row is the payout's state and what was sent (MonCash pays HTG, converted at `fxRate`).
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    currency: text({ enum: CURRENCIES }).notNull(),
    amountCents: integer().notNull(),
    method: text({ enum: PAYOUT_METHODS }).notNull(),
    sentCurrency: text({ enum: CURRENCIES }).notNull(),
    sentAmountCents: integer().notNull(),
    /** HTG per USD, when a USD balance was paid in HTG. */
    fxRate: numeric({ precision: 12, scale: 4 }),
    status: text({ enum: PAYOUT_STATUSES }).notNull().default("in_payout"),
    /** Names the run that made it (scheduled run, or the creator's request): the same key makes one payout. */
    idempotencyKey: text().notNull().unique(),
    /** Sent by the offline test mode: no money left the platform. */
    simulated: boolean().notNull().default(false),
    /** The Stripe transfer, the MonCash transaction or the reference an admin entered. */
    providerRef: text(),
    failureMessage: text(),
    paidBy: text().references(() => users.id, { onDelete: "set null" }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.creatorId, t.createdAt.desc()),
    index().on(t.status, t.method, t.createdAt),
    /** A provider's event names the transfer: find its payout. */
    index().on(t.providerRef).where(sql`${t.providerRef} is not null`),
    /** One payout on its way per creator and currency: a second run finds it and pays nothing more. */
    uniqueIndex("payouts_one_open").on(t.creatorId, t.currency).where(sql`${t.status} = 'in_payout'`),
    check("payouts_amount_check", sql`${t.amountCents} > 0 and ${t.sentAmountCents} > 0`),
    check("payouts_method_check", sql`${t.method} in (${sqlList(PAYOUT_METHODS)})`),
    check("payouts_status_check", sql`${t.status} in (${sqlList(PAYOUT_STATUSES)})`),
    check("payouts_currency_check", sql`${t.currency} in ('USD','HTG') and ${t.sentCurrency} in ('USD','HTG')`),
  ],
);

/**
 * A connected account's payout to its bank that Stripe reports failed (`payout.failed`). The transfer had
 * reached the creator's Stripe balance, so no Lakou payout changes state and the ledger does not move;
 * this row is what admins see of it at /admin/payouts. One row per Stripe event.
 */
export const bankPayoutFailures = pgTable(
  "bank_payout_failures",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    stripeAccountId: text().notNull(),
    eventId: text().notNull().unique(),
    currency: text({ enum: CURRENCIES }).notNull(),
    amountCents: integer().notNull(),
    failureCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.creatorId, t.createdAt.desc())],
);
