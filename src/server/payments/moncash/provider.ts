import "server-only";
import { money } from "@/lib/money";
import { AppError } from "@/server/errors";
import { stateEvent } from "../state-event";
import type { PaymentProvider, ProviderPayment } from "../types";
import { type MoncashConnection, moncashClient, type MoncashPayment } from "./client";

/** MonCash confirms a payment with this message; anything else is not a payment. */
const MONCASH_PAID_MESSAGE = "successful";

/**
 * Our view of a MonCash order. Our orderId is our payments.id, so the order is its own reference.
 * Paid only on "successful"; the amount is what MonCash says was paid (the state machine checks it
 * covers the price). No payment yet: pending.
 */
function toProviderPayment(orderId: string, payment: MoncashPayment | null): ProviderPayment {
  if (!payment) {
    return { ref: orderId, paymentId: orderId, status: "pending", amount: money(0, "HTG"), capturedCents: 0, refundedCents: 0 };
  }
  const paid = payment.message?.toLowerCase() === MONCASH_PAID_MESSAGE;
  const cents = Math.round(Number(payment.cost) * 100);
  return {
    ref: orderId,
    paymentId: orderId,
    status: paid ? "captured" : "failed",
    amount: money(cents, "HTG"),
    capturedCents: paid ? cents : 0,
    refundedCents: 0,
    ...(paid ? {} : { failureKey: "errors.moncashNotPaid" as const }),
  };
}

/** MonCash: no hold (a verified payment is captured), no webhook (returns and reconciliation verify), no automatic refund. */
export function moncashProvider(connection: MoncashConnection): PaymentProvider {
  const client = moncashClient(connection);
  const retrieve = async (orderId: string) => toProviderPayment(orderId, await client.retrieve({ orderId }));
  return {
    name: "moncash",
    holds: false,
    refunds: "manual",
    async createHold({ paymentId, amount }) {
      if (amount.currency !== "HTG" || amount.amount % 100 !== 0) throw new Error("MonCash takes whole gourdes");
      return { ref: paymentId, redirectUrl: await client.createPayment(paymentId, amount.amount / 100) };
    },
    capture: (ref) => retrieve(ref),
    cancel: (ref) => retrieve(ref),
    refund() {
      throw new Error("MonCash has no refund API: refunds are owed and settled by an admin");
    },
    retrieve,
    async parseEvent(incoming) {
      if (incoming.kind !== "return") throw new AppError("BAD_REQUEST", "errors.badRequest");
      let state: ProviderPayment;
      if (incoming.transactionId) {
        const payment = await client.retrieve({ transactionId: incoming.transactionId });
        if (!payment) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
        state = toProviderPayment(payment.reference, payment);
      } else if (incoming.orderId) {
        state = await retrieve(incoming.orderId);
      } else {
        throw new AppError("BAD_REQUEST", "errors.badRequest");
      }
      return stateEvent("moncash", "moncash", state);
    },
  };
}
