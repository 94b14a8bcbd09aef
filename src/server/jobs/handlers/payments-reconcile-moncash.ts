import "server-only";
import { reconcileMoncashPayment } from "@/server/services/payments/reconcile-moncash";
import type { JobHandler } from ".";

class StillPendingError extends Error {}

/**
 * Fails while MonCash has no answer yet, so the queue retries with backoff (30 s, 1 min, 2 min, ...
 * about 2 hours in all); it ends once the payment is paid, refused or given up.
 */
export const reconcileMoncash: JobHandler<"payments.reconcileMoncash"> = async ({ db, data }) => {
  const outcome = await reconcileMoncashPayment({ db, paymentId: data.paymentId });
  if (outcome === "pending") throw new StillPendingError(`MonCash payment ${data.paymentId} is not verified yet`);
};
