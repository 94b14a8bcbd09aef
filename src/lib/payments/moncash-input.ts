/* What starting a MonCash payment sends: parsed by the service and, with the same schema, by the MonCash checkout form. */
import { z } from "zod";
import { MONCASH_PHONE } from "@/lib/checkout/moncash-phone";
import { exactlyOneTarget, payableInput } from "./payable-input";
import { idempotencyKeyInput } from "./payment-ids";

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
