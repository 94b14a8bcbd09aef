import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { payments } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { getPaymentProviders, type PaymentProviders, providerOf } from "@/server/payments";
import { stateEvent } from "@/server/payments/state-event";
import { paymentFor } from "./find-payment";
import { handlePaymentEvent } from "./handle-payment-event";
import { exactlyOneTarget, payableInput } from "@/lib/payments/payable-input";
import { fansPayable, methodsFor, type PaymentMethod } from "./payable";
import { type PaymentView, paymentView } from "./payment-view";
import { OPEN_STATUSES } from "./payment-status-groups";

export const verifyPaymentInput = z.object(payableInput).refine(...exactlyOneTarget);

export const verifyMoncashReturnInput = z
  .object({
    transactionId: z.string().trim().min(1).max(100).optional(),
    orderId: z.string().uuid("validation.invalid").optional(),
  })
  .refine((v) => v.transactionId || v.orderId, { message: "validation.required", path: ["transactionId"] });

/**
 * Reads the true state of an order's (a video request's or a booked call's) open payments from their provider and applies it through the event
 * handler: what the checkout calls after Stripe.js or a provider's page says "done" (never trusted alone).
 * Every open attempt is read, oldest first, so a second checkout that also went through is released.
 */
export async function verifyPayment({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof verifyPaymentInput>;
  providers?: PaymentProviders;
}): Promise<PaymentView> {
  const fan = requireActor(actor);
  const ref = parseInput(verifyPaymentInput, input);
  const target = ref.requestId ? eq(payments.videoRequestId, ref.requestId) : eq(payments.callBookingId, ref.callBookingId!);
  const open = await db
    .select()
    .from(payments)
    .where(and(target, eq(payments.userId, fan.id), inArray(payments.status, OPEN_STATUSES)))
    .orderBy(asc(payments.createdAt));
  for (const payment of open) {
    if (!payment.providerRef) continue;
    const provider = providerOf(providers, payment);
    const state = await provider.retrieve(payment.providerRef);
    await handlePaymentEvent({ db, providers, event: stateEvent(provider.name, payment.method, state) });
  }
  const payment = await paymentFor(db, ref);
  if (!payment || payment.userId !== fan.id) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
  return paymentView(payment);
}

/** What a MonCash return tells the fan: the payment, its order and, while the order is unpaid, how to pay it now. */
export interface MoncashReturnView extends PaymentView {
  requestId: string | null;
  callBookingId: string | null;
  creatorId: string;
  /** The order still waits for its money: the fan may try again, by any of `methods`. */
  awaitingPayment: boolean;
  methods: PaymentMethod[];
}

/**
 * The fan is back from MonCash (`?transactionId=`, or our own `?orderId=`): the payment is verified with
 * MonCash (RetrieveTransactionPayment / RetrieveOrderPayment) through the event handler. The return by
 * itself proves nothing; an unpaid order stays unpaid, and the answer says how it can still be paid
 * (MonCash again, or a card when the creator takes cards).
 */
export async function verifyMoncashReturn({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof verifyMoncashReturnInput>;
  providers?: PaymentProviders;
}): Promise<MoncashReturnView> {
  const fan = requireActor(actor);
  const { transactionId, orderId } = parseInput(verifyMoncashReturnInput, input);
  const event = await providers.moncash.parseEvent({ kind: "return", transactionId, orderId });
  if (!event) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
  await handlePaymentEvent({ db, providers, event });
  const state = await providers.moncash.retrieve(event.ref);
  const [payment] = await db.select().from(payments).where(eq(payments.id, state.paymentId));
  if (!payment || payment.userId !== fan.id) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
  const ref = payment.videoRequestId ? { requestId: payment.videoRequestId } : { callBookingId: payment.callBookingId! };
  const order = await fansPayable(db, fan.id, ref);
  return {
    ...paymentView(payment),
    requestId: payment.videoRequestId,
    callBookingId: payment.callBookingId,
    creatorId: order.creatorId,
    awaitingPayment: order.awaitingPayment,
    methods: order.awaitingPayment ? methodsFor(order) : [],
  };
}
