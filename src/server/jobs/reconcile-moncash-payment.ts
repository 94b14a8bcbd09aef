import type { Db } from "@/server/db";
import { reconcileMoncashPayment } from "@/server/services/payments/reconcile-moncash";

/** Queue name and retry policy: a still-unpaid payment is retried with exponential backoff until its deadline. */
export const RECONCILE_MONCASH_PAYMENT = {
  name: "payments.reconcile-moncash",
  options: { retryLimit: 8, retryDelay: 30, retryBackoff: true },
} as const;

export class StillPendingError extends Error {}

/**
 * Job: re-verify one MonCash payment. Throws while MonCash has no answer yet, so the queue retries it
 * with backoff; returns once the payment is paid, refused or given up.
 */
export async function reconcileMoncashPaymentJob(ctx: { db: Db }, data: { paymentId: string }): Promise<void> {
  const outcome = await reconcileMoncashPayment({ db: ctx.db, paymentId: data.paymentId });
  if (outcome === "pending") throw new StillPendingError(`MonCash payment ${data.paymentId} is not verified yet`);
}
