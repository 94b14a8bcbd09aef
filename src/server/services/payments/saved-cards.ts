import "server-only";
import { z } from "zod";
import { callCheckoutPath, orderPath } from "@/lib/video-requests/booking-paths";
import { env } from "@/env";
import { CURRENCIES } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { AppError, parseInput } from "@/server/errors";
import { getPaymentProviders, type PaymentProviders } from "@/server/payments";
import { stateEvent } from "@/server/payments/state-event";
import type { SavedCard } from "@/server/payments/types";
import { idempotencyKeyInput } from "@/lib/payments/payment-ids";
import { beginPayment } from "./begin-payment";
import { handlePaymentEvent } from "./handle-payment-event";
import { exactlyOneTarget, payableInput } from "@/lib/payments/payable-input";
import { fansPaymentByRef } from "./find-payment";
import { storedCustomerRef } from "./payment-customer";
import { type PaymentView, paymentView } from "./payment-view";

export interface SavedCardView extends SavedCard {
  isDefault: boolean;
}

export const payWithSavedCardInput = z
  .object({
    ...payableInput,
    idempotencyKey: idempotencyKeyInput,
    cardId: z.string({ error: "validation.savedCard" }).trim().min(1, "validation.savedCard").max(100, "validation.savedCard"),
    /** Optional: what the client shows, in cents; a disagreement with the server's amount is refused. */
    amountCents: z.number().int("validation.amount").nonnegative("validation.amount").optional(),
    currency: z.preprocess((v) => (typeof v === "string" ? v.toUpperCase() : v), z.enum(CURRENCIES, "validation.currency")).optional(),
  })
  .refine(...exactlyOneTarget);

/** The fan's own saved cards at the card provider, newest first, with its default (else the newest) marked. */
async function fansCards(db: Db, providers: PaymentProviders, fan: Actor): Promise<SavedCardView[]> {
  const { wallet } = providers.card;
  const customerRef = wallet ? await storedCustomerRef(db, providers.card, fan.id) : null;
  if (!wallet || !customerRef) return [];
  const { cards, defaultId } = await wallet.listCards(customerRef);
  const chosen = cards.some((card) => card.id === defaultId) ? defaultId : (cards[0]?.id ?? null);
  return cards.map((card) => ({ ...card, isDefault: card.id === chosen }));
}

/** The cards the signed-in fan paid with before, as the card provider keeps them (brand, last four, expiry). */
export async function listSavedCards({
  db,
  actor,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  providers?: PaymentProviders;
}): Promise<SavedCardView[]> {
  return fansCards(db, providers, requireActor(actor));
}

/**
 * Pays an order (a video request or a booked call) with one of the fan's own saved cards: the same
 * payment, hold and states as a new card (held, declined, a confirmation step), applied through the one
 * event handler. A card that is not this fan's is not found, and nothing is started.
 */
export async function payWithSavedCard({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof payWithSavedCardInput>;
  providers?: PaymentProviders;
}): Promise<PaymentView & { clientSecret: string | null }> {
  const fan = requireActor(actor);
  const { cardId, ...order } = parseInput(payWithSavedCardInput, input);
  const { wallet } = providers.card;
  if (!wallet || !(await fansCards(db, providers, fan)).some((card) => card.id === cardId)) {
    throw new AppError("NOT_FOUND", "errors.savedCardNotFound");
  }
  const { hold } = await beginPayment({ db, actor: fan, providers }, { ...order, method: "card" });
  const returnUrl = new URL(order.requestId ? orderPath(order.requestId) : callCheckoutPath(order.callBookingId!), env.APP_URL).toString();
  const state = await wallet.payWithCard(hold.ref, cardId, returnUrl);
  const outcome = await handlePaymentEvent({ db, providers, event: stateEvent(providers.card.name, "card", state) });
  const payment = outcome.result === "applied" ? outcome.payment : await fansPaymentByRef(db, fan, hold.ref);
  // A confirmation step the provider asks for is taken in the browser (Stripe.js) with the client secret.
  return { ...paymentView(payment), clientSecret: hold.clientSecret ?? null };
}

export const removeSavedCardInput = z.object({
  cardId: z.string({ error: "validation.savedCard" }).trim().min(1, "validation.savedCard").max(100, "validation.savedCard"),
});

/** Removes one of the signed-in fan's own saved cards at the card provider; another fan's card is not found. */
export async function removeSavedCard({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof removeSavedCardInput>;
  providers?: PaymentProviders;
}): Promise<{ removed: true }> {
  const fan = requireActor(actor);
  const { cardId } = parseInput(removeSavedCardInput, input);
  const { wallet } = providers.card;
  const customerRef = wallet ? await storedCustomerRef(db, providers.card, fan.id) : null;
  if (!wallet || !customerRef || !(await wallet.removeCard(customerRef, cardId))) throw new AppError("NOT_FOUND", "errors.savedCardNotFound");
  return { removed: true };
}
