import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CURRENCIES } from "../../../lib/money";
import { users } from "./auth";
import { payments, subscriptionOrders, videoRequests } from "./commerce";
import { payouts } from "./payouts";
import { sqlList } from "./sql-list";

/**
 * Where money sits, from the platform's point of view. `customer` is the fans' side (what they paid in
 * is negative there), `holds` money authorised on a card but not taken; captured money is split into a
 * creator's earnings and the platform's revenue lines; `refunds` is money given back and `refunds_owed`
 * money owed back that a person must still send (MonCash has no automatic refund). A creator's payout moves
 * money from their earnings to `payouts_in_transit`, then to `payouts_paid` once sent (or back on failure,
 * or from `payouts_paid` back when the provider reverses a sent transfer).
 */
export const LEDGER_ACCOUNTS = [
  "customer",
  "holds",
  "creator_earnings",
  "platform_commission",
  "platform_service_fee",
  "platform_payment_fee",
  "platform_promo",
  "refunds",
  "refunds_owed",
  "payouts_in_transit",
  "payouts_paid",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** The platform's revenue accounts: their sum is what the platform earned (commission and fees less promos). */
export const PLATFORM_ACCOUNTS = [
  "platform_commission",
  "platform_service_fee",
  "platform_payment_fee",
  "platform_promo",
] as const satisfies readonly LedgerAccount[];

/** The accounts that belong to one creator: their entries carry creatorId, no other account's do. */
export const CREATOR_ACCOUNTS = ["creator_earnings", "payouts_in_transit", "payouts_paid"] as const satisfies readonly LedgerAccount[];

/** What a ledger transaction records. */
export const LEDGER_KINDS = [
  "hold",
  "hold_released",
  "capture",
  "refund",
  "refund_owed",
  "refund_settled",
  "payout_started",
  "payout_paid",
  "payout_failed",
  "payout_reversed",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One money movement: its entries sum to zero. `reference` names the business event, so it posts once. */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    reference: text().notNull().unique(),
    currency: text({ enum: CURRENCIES }).notNull(),
    /** HTG per USD, when the amounts came from a conversion. */
    fxRate: numeric({ precision: 12, scale: 4 }),
    paymentId: uuid().references(() => payments.id, { onDelete: "restrict" }),
    videoRequestId: uuid().references(() => videoRequests.id, { onDelete: "restrict" }),
    subscriptionOrderId: uuid().references(() => subscriptionOrders.id, { onDelete: "restrict" }),
    payoutId: uuid().references(() => payouts.id, { onDelete: "restrict" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.paymentId),
    index().on(t.payoutId),
    index().on(t.createdAt),
    check("ledger_transactions_kind_check", sql`${t.kind} in (${sqlList(LEDGER_KINDS)})`),
    check("ledger_transactions_currency_check", sql`${t.currency} in ('USD','HTG')`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    account: text({ enum: LEDGER_ACCOUNTS }).notNull(),
    /** The creator whose money these are (CREATOR_ACCOUNTS only). */
    creatorId: text().references(() => users.id, { onDelete: "restrict" }),
    currency: text({ enum: CURRENCIES }).notNull(),
    amountCents: bigint({ mode: "number" }).notNull(),
  },
  (t) => [
    index().on(t.transactionId),
    index().on(t.account, t.currency),
    index().on(t.creatorId, t.currency).where(sql`${t.creatorId} is not null`),
    check("ledger_entries_account_check", sql`${t.account} in (${sqlList(LEDGER_ACCOUNTS)})`),
    check("ledger_entries_amount_check", sql`${t.amountCents} <> 0`),
    check(
      "ledger_entries_creator_check",
      sql`(${t.account} in (${sqlList(CREATOR_ACCOUNTS)})) = (${t.creatorId} is not null)`,
    ),
  ],
);

/** Gourdes per US dollar over time; the newest row is the rate in force. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: uuid().primaryKey().defaultRandom(),
    htgPerUsd: numeric({ precision: 12, scale: 4 }).notNull(),
    source: text({ enum: ["admin", "env", "seed"] }).notNull(),
    setBy: text().references(() => users.id, { onDelete: "set null" }),
    effectiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.effectiveAt.desc()),
    check("exchange_rates_positive_check", sql`${t.htgPerUsd} > 0`),
    check("exchange_rates_source_check", sql`${t.source} in ('admin','env','seed')`),
  ],
);

/**
 * The platform's commission on creator prices, in basis points, newest first in force (like exchange_rates):
 * PLATFORM_COMMISSION_PERCENT is the first row; admins holding settings_edit add the next ones. A payment
 * keeps the rate in force when it was started (payments.commission_basis_points).
 */
export const commissionRates = pgTable(
  "commission_rates",
  {
    id: uuid().primaryKey().defaultRandom(),
    basisPoints: integer().notNull(),
    source: text({ enum: ["admin", "env", "seed"] }).notNull(),
    setBy: text().references(() => users.id, { onDelete: "set null" }),
    effectiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.effectiveAt.desc()),
    check("commission_rates_range_check", sql`${t.basisPoints} between 0 and 10000`),
    check("commission_rates_source_check", sql`${t.source} in ('admin','env','seed')`),
  ],
);
