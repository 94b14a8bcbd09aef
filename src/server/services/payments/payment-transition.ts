import "server-only";
import { money, type Money } from "@/lib/money";
import type { PaymentStatus } from "@/server/db/schema";
import { captured, type ChargeBreakdown, holdPlaced, holdReleased, type PaymentRef, refunded } from "@/server/ledger/movements";
import type { LedgerPosting } from "@/server/ledger/post";
import type { PaymentProvider, ProviderPayment } from "@/server/payments/types";
import { isOpen, isRefundable } from "./payment-status-groups";

/** The part of a payment row the state machine reads. */
export interface PaymentSnapshot {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  currency: Money["currency"];
  fxRate: string | null;
  /** The commission the payment started with (basis points; null on rows from before it was kept). */
  commissionBasisPoints?: number | null;
  videoRequestId: string | null;
  subscriptionOrderId: string | null;
  callBookingId?: string | null;
}

/** What the money is for: who earns it and how the amount breaks down. */
export interface ChargeTarget {
  creatorId: string;
  breakdown: ChargeBreakdown;
}

export interface Transition {
  status: PaymentStatus;
  capturedCents: number;
  refundedCents: number;
  failureMessage: string | null;
  postings: LedgerPosting[];
  /** The money is now held or taken: the order it pays for may proceed. */
  paid: boolean;
}

export function paymentRef(payment: PaymentSnapshot): PaymentRef {
  return {
    paymentId: payment.id,
    currency: payment.currency,
    fxRate: payment.fxRate,
    commissionBasisPoints: payment.commissionBasisPoints,
    videoRequestId: payment.videoRequestId,
    subscriptionOrderId: payment.subscriptionOrderId,
  };
}

/**
 * Our payment's next state, given the provider's true state. States only move forward, so events in
 * any order (or twice) end in the same place; null when nothing changes. Each step names its ledger
 * postings: a hold placed or released, a capture split into earnings and revenue, a refund (owed, for
 * providers without refunds). Money counts as taken only when what was captured covers the amount.
 */
export function paymentTransition(
  payment: PaymentSnapshot,
  target: ChargeTarget,
  provider: Pick<PaymentProvider, "holds" | "refunds">,
  state: ProviderPayment,
): Transition | null {
  const ref = paymentRef(payment);
  const amount = money(payment.amountCents, payment.currency);
  const same = { capturedCents: payment.capturedCents, refundedCents: payment.refundedCents, failureMessage: null, postings: [], paid: false };
  const takeAll = (postings: LedgerPosting[]): Transition => ({
    ...same,
    status: "captured",
    capturedCents: payment.amountCents,
    postings,
    paid: true,
  });
  const covers = state.status === "captured" && state.capturedCents >= payment.amountCents;

  if (isOpen(payment.status)) {
    switch (state.status) {
      case "held":
        return { ...same, status: "held", postings: [holdPlaced(ref, amount)], paid: true };
      case "captured":
        if (!covers) return { ...same, status: "failed", failureMessage: "errors.paymentFailed" };
        return takeAll(
          provider.holds
            ? [holdPlaced(ref, amount), captured(ref, target.creatorId, target.breakdown, "holds")]
            : [captured(ref, target.creatorId, target.breakdown, "customer")],
        );
      case "cancelled":
        return { ...same, status: "cancelled" };
      case "failed":
        return { ...same, status: "failed", failureMessage: state.failureKey ?? "errors.paymentFailed" };
      default:
        return state.status === payment.status ? null : { ...same, status: state.status };
    }
  }

  if (payment.status === "held") {
    if (state.status === "captured") return takeAll([captured(ref, target.creatorId, target.breakdown, "holds")]);
    if (state.status === "cancelled") return { ...same, status: "cancelled", postings: [holdReleased(ref, amount)] };
    return null;
  }

  // A provider without holds took the money after we gave the order up (a MonCash payment verified
  // after the order expired or was declined): the money is taken and owed back at once.
  if (payment.status === "cancelled" && !provider.holds && covers) {
    return {
      ...same,
      status: "refund_owed",
      capturedCents: payment.amountCents,
      refundedCents: payment.amountCents,
      postings: [
        captured(ref, target.creatorId, target.breakdown, "customer"),
        refunded(ref, target.creatorId, target.breakdown, amount, "refund_owed", true),
      ],
    };
  }

  // Refunds the provider made (ours, or from its dashboard): the ledger follows the cumulative amount.
  if (isRefundable(payment.status) && state.refundedCents > payment.refundedCents) {
    const total = Math.min(state.refundedCents, payment.capturedCents);
    const back = money(total - payment.refundedCents, payment.currency);
    return {
      ...same,
      status: total === payment.capturedCents ? "refunded" : "partially_refunded",
      refundedCents: total,
      postings: [refunded(ref, target.creatorId, target.breakdown, back, `refund:${total}`)],
    };
  }
  return null;
}
