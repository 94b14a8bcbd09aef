import "server-only";
import { z } from "zod";
import { MONCASH_PHONE } from "@/lib/checkout/moncash-phone";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { parseInput } from "@/server/errors";
import { scheduleJob } from "@/server/jobs/enqueue";
import { getPaymentProviders, type PaymentProviders } from "@/server/payments";
import { idempotencyKeyInput } from "@/lib/payments/payment-ids";
import { beginPayment } from "./begin-payment";
import { exactlyOneTarget, payableInput } from "./payable";

/** When the worker first checks a MonCash payment the fan may not come back from. */
const RECONCILE_FIRST_CHECK_MS = 60_000;

export const startMoncashPaymentInput = z
  .object({
    ...payableInput,
    idempotencyKey: idempotencyKeyInput,
    creatorId: z.string().min(1).max(100).optional(),
    phoneNumber: z.string({ error: "validation.moncashPhone" }).regex(MONCASH_PHONE, "validation.moncashPhone"),
    /** Optional: the HTG total the client shows, in centimes; a disagreement is refused. */
    amountCents: z.number().int("validation.amount").nonnegative("validation.amount").optional(),
  })
  .refine(...exactlyOneTarget);

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
