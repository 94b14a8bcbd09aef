import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { money } from "@/lib/money";
import type { Queryable, Tx } from "@/server/db";
import { payments, subscriptionOrders, webhookEvents } from "@/server/db/schema";
import { priceOnly } from "@/server/ledger/movements";
import { postLedger } from "@/server/ledger/post";
import type { PaymentEvent, PaymentProvider, ProviderPayment } from "@/server/payments/types";
import { ORDER_KINDS, loadOrder, orderOf } from "./order-kinds";
import { chargedLines } from "./payable";
import type { Payable } from "./order-kind";
import { holdOutlives } from "./payment-hold-rule";
import { CARRYING_STATUSES } from "./payment-status-groups";
import { queueProviderCall } from "./provider-call-queue";
import { type ChargeTarget, type PaymentSnapshot, type Transition, paymentTransition } from "./payment-transition";

export type PaymentRow = typeof payments.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Locks a payment row for a state change (events and service calls on one payment run one after another). */
export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | null> {
  if (!UUID.test(paymentId)) return null;
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return row ?? null;
}

/** Who earns a payment and how its amount breaks down: its order's quote (in the payment's currency), or a subscription's price. */
export async function chargeTarget(db: Queryable, payment: PaymentSnapshot): Promise<ChargeTarget> {
  if (orderOf(payment)) {
    const payable = (await loadOrder(db, payment))!;
    const { base, delivery, serviceFee, paymentFee, discount } = chargedLines(payable, payment);
    return { creatorId: payable.creatorId, breakdown: { base, delivery, serviceFee, paymentFee, discount } };
  }
  const [order] = await db
    .select({ creatorId: subscriptionOrders.creatorId })
    .from(subscriptionOrders)
    .where(eq(subscriptionOrders.id, payment.subscriptionOrderId!));
  return { creatorId: order!.creatorId, breakdown: priceOnly(money(payment.amountCents, payment.currency)) };
}

/** Writes a transition: the payment row, its ledger postings and the order it pays for, in the caller's transaction. */
export async function writeTransition(tx: Tx, payment: PaymentRow, transition: Transition, providerRef?: string) {
  await tx
    .update(payments)
    .set({
      status: transition.status,
      capturedCents: transition.capturedCents,
      refundedCents: transition.refundedCents,
      failureMessage: transition.failureMessage,
      ...(providerRef && !payment.providerRef ? { providerRef } : {}),
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  await postLedger(tx, transition.postings);
  const order = transition.paid ? orderOf(payment) : null;
  if (order) await ORDER_KINDS[order.kind].paid(tx, order.id);
}

/**
 * The payment's order, locked (SELECT ... FOR UPDATE, so of two confirmations racing for one order one
 * pays it and the other sees it taken), and whether it is taken: another payment already carries it (a
 * second checkout that also went through), or it no longer waits for its money (withdrawn, declined,
 * expired, a call whose unpaid slot was released).
 */
async function lockedOrder(tx: Tx, payment: PaymentRow): Promise<{ order: Payable | null; taken: boolean; otherCarries: boolean }> {
  const order = await loadOrder(tx, payment, true);
  if (!order) return { order, taken: false, otherCarries: false };
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(orderPayments(payment), ne(payments.id, payment.id), inArray(payments.status, CARRYING_STATUSES)))
    .limit(1);
  return { order, taken: !order.awaitingPayment || Boolean(other), otherCarries: Boolean(other) };
}

/** Every payment of the same order as `payment`. */
function orderPayments(payment: Pick<PaymentRow, "videoRequestId" | "callBookingId">) {
  return payment.videoRequestId ? eq(payments.videoRequestId, payment.videoRequestId) : eq(payments.callBookingId, payment.callBookingId!);
}

/** What the caller carries out at once after the transaction (each is also queued in it, the outbox). */
export type FollowUp = "release" | "capture";

/**
 * Brings a locked payment to the provider's true state, with the order locked when its money moves:
 * - a payment that goes through for an order that no longer takes money is given back in the same step
 *   (a card hold recorded and its release queued; MonCash money, taken without a hold, owed back at once);
 * - a card held for an order that may be settled after the safe hold window is captured at once (queued),
 *   so the authorisation cannot lapse before delivery (payment-hold-rule.ts);
 * - a hold the provider cancelled by itself (a lapsed authorisation) while its order still counts on it
 *   reaches the order (its kind's `lapsed`: the order's state and notices say what happens).
 * `followUp` asks the caller to carry out the queued provider call now.
 */
export async function applyProviderState(
  tx: Tx,
  provider: Pick<PaymentProvider, "holds" | "refunds">,
  payment: PaymentRow,
  state: ProviderPayment,
): Promise<PaymentRow & { followUp?: FollowUp }> {
  const target = await chargeTarget(tx, payment);
  let transition = paymentTransition(payment, target, provider, state);
  if (!transition) return payment;
  let followUp: FollowUp | undefined;
  if (transition.paid) {
    const { order, taken } = await lockedOrder(tx, payment);
    if (taken && provider.holds) {
      if (transition.status === "held") followUp = "release";
      transition = { ...transition, paid: false };
    } else if (taken) {
      transition = paymentTransition({ ...payment, status: "cancelled" }, target, provider, state) ?? transition;
    } else if (order && provider.holds && transition.status === "held" && !holdOutlives(order.settleBy)) {
      followUp = "capture";
    }
  } else if (payment.status === "held" && transition.status === "cancelled") {
    const { order, otherCarries } = await lockedOrder(tx, payment);
    const lapsedFor = order && !order.closed && !order.awaitingPayment && !otherCarries ? orderOf(payment) : null;
    if (lapsedFor) await ORDER_KINDS[lapsedFor.kind].lapsed?.(tx, lapsedFor.id);
  }
  await writeTransition(tx, payment, transition, state.ref);
  if (followUp) await queueProviderCall(tx, payment.id, followUp === "release" ? "cancel" : "capture");
  return { ...payment, ...transition, providerRef: payment.providerRef ?? state.ref, ...(followUp ? { followUp } : {}) };
}

/** Records an event once; false when it was already recorded (a replay, which then does nothing). */
export async function recordEvent(tx: Tx, event: PaymentEvent, state: ProviderPayment): Promise<boolean> {
  const [recorded] = await tx
    .insert(webhookEvents)
    .values({ provider: event.provider, eventId: event.id, type: event.type, payload: { ref: event.ref, status: state.status } })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return Boolean(recorded);
}
