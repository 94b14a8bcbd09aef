import "server-only";
import { z } from "zod";
import { brandOf, expiryProblem } from "@/lib/checkout/card-format";
import { testCardOutcome } from "@/lib/test-cards";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { AppError, parseInput } from "@/server/errors";
import { getPaymentProviders, type PaymentProviders } from "@/server/payments";
import { testEvent } from "@/server/payments/simulator/provider";
import { fansPaymentByRef } from "./find-payment";
import { handlePaymentEvent } from "./handle-payment-event";
import { type PaymentView, paymentView } from "./payment-view";

/** Only Stripe's published test numbers: a real card number is refused before anything is stored. */
const testCardNumber = z
  .string({ error: "validation.testCardOnly" })
  .refine((value) => testCardOutcome(value) !== null, "validation.testCardOnly");

/** MM/YY, not in the past (the card form's own rule, spec §5). */
const cardExpiry = z
  .string({ error: "validation.cardExpiry" })
  .trim()
  .refine((value) => expiryProblem(value) !== "format", "validation.cardExpiry")
  .refine((value) => expiryProblem(value) !== "expired", "validation.cardExpired");

export const confirmTestCardInput = z.object({
  paymentIntentId: z.string().min(1).max(100),
  cardNumber: testCardNumber,
  expiry: cardExpiry,
});

export const authenticateTestCardInput = z.object({
  paymentIntentId: z.string().min(1).max(100),
  approve: z.boolean(),
});

function testCardProvider(providers: PaymentProviders) {
  if (!providers.testCard) throw new AppError("CONFLICT", "errors.notInTestMode");
  return providers.testCard;
}

/**
 * Test mode's card confirmation, in place of Stripe.js: 4242... is held, 4000...0002 declined, 4000 0025
 * 0000 3155 asks for a confirmation step first. The change reaches our payment through the event handler.
 */
export async function confirmTestCard({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof confirmTestCardInput>;
  providers?: PaymentProviders;
}): Promise<PaymentView> {
  const fan = requireActor(actor);
  const { paymentIntentId, cardNumber, expiry } = parseInput(confirmTestCardInput, input);
  const provider = testCardProvider(providers);
  const payment = await fansPaymentByRef(db, fan, paymentIntentId);
  const digits = cardNumber.replace(/\D/g, "");
  const [month, year] = expiry.split("/").map(Number);
  const card = { brand: brandOf(digits)!, last4: digits.slice(-4), expMonth: month!, expYear: 2000 + year! };
  const state = await provider.confirmCard(payment.providerRef!, testCardOutcome(digits)!, card);
  const outcome = await handlePaymentEvent({ db, providers, event: testEvent("card", state) });
  return paymentView(outcome.result === "applied" ? outcome.payment : await fansPaymentByRef(db, fan, paymentIntentId));
}

/** The confirmation step of the 3155 test card: approved, the card is held; refused, the payment fails. */
export async function authenticateTestCard({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof authenticateTestCardInput>;
  providers?: PaymentProviders;
}): Promise<PaymentView> {
  const fan = requireActor(actor);
  const { paymentIntentId, approve } = parseInput(authenticateTestCardInput, input);
  const provider = testCardProvider(providers);
  const payment = await fansPaymentByRef(db, fan, paymentIntentId);
  const state = await provider.authenticate(payment.providerRef!, approve);
  const outcome = await handlePaymentEvent({ db, providers, event: testEvent("card", state) });
  return paymentView(outcome.result === "applied" ? outcome.payment : await fansPaymentByRef(db, fan, paymentIntentId));
}
