import "server-only";
import type { z } from "zod";
import { startMoncashPaymentInput } from "@/lib/payments/moncash-input";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { parseInput } from "@/server/errors";
import { scheduleJob } from "@/server/jobs/enqueue";
import { getPaymentProviders, type PaymentProviders } from "@/server/payments";
import { beginPayment } from "./begin-payment";

/** When the worker first checks a MonCash payment the fan may not come back from. */
const RECONCILE_FIRST_CHECK_MS = 60_000;

/**
 * Starts a MonCash payment for a video request or a booked call: its dollar quote converted at the stored
 * rate plus MonCash's fee (or a request already quoted in gourdes), the rate recorded on the payment. Answers where the fan pays; nothing is paid until verified.
 */
export async function startMoncashPayment({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof startMoncashPaymentInput>;
  providers?: PaymentProviders;
}): Promise<{ redirectUrl: string; paymentId: string }> {
  const fan = requireActor(actor);
  const { phoneNumber: _phone, ...parsed } = parseInput(startMoncashPaymentInput, input);
  const { payment, hold } = await beginPayment({ db, actor: fan, providers }, { ...parsed, method: "moncash" });
  // MonCash has no webhook: the worker verifies the payment in case the fan never comes back.
  await scheduleJob(db, "payments.reconcileMoncash", { paymentId: payment.id }, {
    at: new Date(Date.now() + RECONCILE_FIRST_CHECK_MS),
    key: payment.id,
  });
  return { redirectUrl: hold.redirectUrl!, paymentId: payment.id };
}
