import "server-only";
import { z } from "zod";
import { CURRENCIES } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { parseInput } from "@/server/errors";
import { getPaymentProviders, type PaymentProviders } from "@/server/payments";
import { idempotencyKeyInput } from "@/lib/payments/payment-ids";
import { beginPayment } from "./begin-payment";
import { exactlyOneTarget, payableInput } from "@/lib/payments/payable-input";

export const startCardPaymentInput = z
  .object({
    ...payableInput,
    idempotencyKey: idempotencyKeyInput,
    creatorId: z.string().min(1).max(100).optional(),
    /** Optional: what the client shows, in cents; a disagreement with the server's amount is refused. */
    amountCents: z.number().int("validation.amount").nonnegative("validation.amount").optional(),
    currency: z.preprocess((v) => (typeof v === "string" ? v.toUpperCase() : v), z.enum(CURRENCIES, "validation.currency")).optional(),
    /** The checkout's "Save this card" (on by default): off, the card is not kept for next time. */
    saveCard: z.boolean().default(true),
  })
  .refine(...exactlyOneTarget);

/**
 * Starts the card payment of a video request or a booked call: a hold for its amount (a video's is
 * captured on delivery).
 * Answers what Stripe.js (or the test card form) confirms with.
 */
export async function startCardPayment({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof startCardPaymentInput>;
  providers?: PaymentProviders;
}): Promise<{ clientSecret: string; paymentIntentId: string }> {
  const fan = requireActor(actor);
  const parsed = parseInput(startCardPaymentInput, input);
  const { hold } = await beginPayment({ db, actor: fan, providers }, { ...parsed, method: "card" });
  return { clientSecret: hold.clientSecret!, paymentIntentId: hold.ref };
}
