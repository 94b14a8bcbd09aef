/* What a refund sends (a payment's, an order's) and the note of a MonCash refund settled by hand: parsed by the refund services and, with the same schemas, by the console's forms. */
import { z } from "zod";
import { idempotencyKeyInput, requestIdInput } from "./payment-ids";

export const refundPaymentInput = z.object({
  paymentId: z.string().uuid("validation.invalid"),
  /** Part of what was captured, in minor units; the whole remainder when absent. */
  amountCents: z.number().int("validation.refundAmount").positive("validation.refundAmount").optional(),
  idempotencyKey: idempotencyKeyInput,
  /** Why, for the audit log (the console asks for it). */
  reason: z.string().trim().max(500, "admin.validation.reasonTooLong").optional(),
});

export const refundOrderInput = refundPaymentInput.omit({ paymentId: true }).extend({ requestId: requestIdInput });

export const settleOwedRefundInput = z.object({
  paymentId: z.string().uuid("validation.invalid"),
  /** How the money went back (e.g. the MonCash transfer's reference), for the audit log. */
  note: z.string().trim().max(500, "admin.validation.reasonTooLong").optional(),
});
