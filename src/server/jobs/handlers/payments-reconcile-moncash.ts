import "server-only";
import { z } from "zod";
import { reconcileMoncashPayment } from "@/server/services/payments/reconcile-moncash";
import { defineJob } from "../define-job";

export class StillPendingError extends Error {}

/**
 * Re-verifies one MonCash payment (MonCash has no webhook). It fails while MonCash has no answer yet, so
 * the queue retries with backoff (30 s, 1 min, 2 min, ... about 2 hours in all); it ends once the
 * payment is paid, refused or given up.
 */
export const reconcileMoncashJob = defineJob({
  name: "payments.reconcileMoncash",
  payload: z.object({ paymentId: z.string().uuid() }),
  queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true },
  handler: async ({ db, data }) => {
    const outcome = await reconcileMoncashPayment({ db, paymentId: data.paymentId });
    if (outcome === "pending") throw new StillPendingError(`MonCash payment ${data.paymentId} is not verified yet`);
  },
});
