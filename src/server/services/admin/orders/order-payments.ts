import "server-only";
import { desc, inArray } from "drizzle-orm";
import type { Queryable } from "@/server/db";
import { payments } from "@/server/db/schema";

const paymentSummary = {
  id: payments.id,
  videoRequestId: payments.videoRequestId,
  provider: payments.provider,
  method: payments.method,
  status: payments.status,
  amountCents: payments.amountCents,
  capturedCents: payments.capturedCents,
  refundedCents: payments.refundedCents,
  currency: payments.currency,
  createdAt: payments.createdAt,
};
export type PaymentSummary = { [K in keyof typeof paymentSummary]: (typeof payments.$inferSelect)[K] };

/** The newest payment of each of these orders, by request id, in one query (orders never paid are absent). */
export async function latestPayments(db: Queryable, requestIds: readonly string[]): Promise<Map<string, PaymentSummary>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select(paymentSummary)
    .from(payments)
    .where(inArray(payments.videoRequestId, [...requestIds]))
    .orderBy(desc(payments.createdAt));
  const latest = new Map<string, PaymentSummary>();
  for (const row of rows) if (!latest.has(row.videoRequestId!)) latest.set(row.videoRequestId!, row);
  return latest;
}
