import type { Currency } from "@/lib/money";

/**
 * Earnings stay pending this many days after their capture before they can be paid out: the hold-back
 * that lets a refund of a delivered order (an admin's decision after a complaint) come out of a balance
 * that has not left the platform yet.
 */
export const HOLD_BACK_DAYS = 7;

/** Days of "this period" in the creator dashboard's earnings figure. */
export const RECENT_EARNINGS_DAYS = 30;

/** The smallest available balance a payout sends (scheduled or asked for), per currency, in minor units. */
export const PAYOUT_MINIMUM_CENTS: Record<Currency, number> = { USD: 1000, HTG: 100_000 };

/** The statement's kinds of movement and the periods it can show. */
export const STATEMENT_KINDS = ["all", "video", "call", "subscription", "refund", "payout"] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
export const STATEMENT_PERIODS = ["30d", "90d", "365d", "all"] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];
export const STATEMENT_PAGE_SIZE = 50;

/** Days each statement period reaches back (null: from the beginning). */
export const PERIOD_DAYS: Record<StatementPeriod, number | null> = { "30d": 30, "90d": 90, "365d": 365, all: null };
