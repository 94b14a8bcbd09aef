import "server-only";
import { and, desc, eq, exists, inArray, or, sql } from "drizzle-orm";
import { type HtgPerUsd, htgToUsd, type Money } from "@/lib/money";
import type { Queryable } from "@/server/db";
import { ledgerTransactions, payments } from "@/server/db/schema";
import type { PriceLines } from "@/server/services/video-requests/quote";
import { chargedLines, type Payable } from "./payable";
import { PAID_STATUSES } from "./payment-status-groups";

/** A payment that went through (paid, or a hold released since: cancelled with a hold in the ledger): the one that paid its order. */
const wentThrough = or(
  inArray(payments.status, [...PAID_STATUSES]),
  and(
    eq(payments.status, "cancelled"),
    exists(
      sql`(select 1 from ${ledgerTransactions} where ${ledgerTransactions.paymentId} = ${payments.id} and ${ledgerTransactions.kind} = 'hold')`,
    ),
  ),
);

const paidFields = {
  videoRequestId: payments.videoRequestId,
  provider: payments.provider,
  method: payments.method,
  currency: payments.currency,
  fxRate: payments.fxRate,
  refundedCents: payments.refundedCents,
  createdAt: payments.createdAt,
};
export type PaidPayment = { [K in keyof typeof paidFields]: (typeof payments.$inferSelect)[K] };

/**
 * The payment that paid each of these video requests (the newest that went through), by request id; a
 * request never paid is absent. The one query for "the payment that paid this order": the order page,
 * My Orders and the receipt read it.
 */
export async function paidPayments(db: Queryable, requestIds: readonly string[]): Promise<Map<string, PaidPayment>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select(paidFields)
    .from(payments)
    .where(and(inArray(payments.videoRequestId, [...requestIds]), wentThrough))
    .orderBy(desc(payments.createdAt));
  const paid = new Map<string, PaidPayment>();
  for (const row of rows) if (!paid.has(row.videoRequestId!)) paid.set(row.videoRequestId!, row);
  return paid;
}

/** What a MonCash payment charged: the order's price in gourdes, the rate it was converted at, and its dollar value. */
export interface ChargedInHtg {
  method: "moncash";
  lines: PriceLines;
  rate: HtgPerUsd;
  usdApproximation: Money;
}

/**
 * What an order's paying payment charged when it charged gourdes (MonCash): its lines in HTG at the
 * payment's rate (the order's own rate for an order quoted in gourdes); null when it charged dollars.
 */
export function chargedInHtg(order: Pick<Payable, "quote" | "fxRate">, payment: Pick<PaidPayment, "currency" | "fxRate">): ChargedInHtg | null {
  const rate = payment.fxRate ?? order.fxRate;
  if (payment.currency !== "HTG" || !rate) return null;
  const lines = chargedLines(order, { currency: payment.currency, fxRate: rate });
  return { method: "moncash", lines, rate, usdApproximation: htgToUsd(lines.total, rate) };
}
