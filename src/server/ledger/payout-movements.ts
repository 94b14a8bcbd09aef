import "server-only";
import type { Money } from "@/lib/money";
import type { LedgerPosting } from "./post";

/** The payout a posting belongs to. */
export interface PayoutRef {
  payoutId: string;
  creatorId: string;
  amount: Money;
}

function posting(
  ref: PayoutRef,
  kind: LedgerPosting["kind"],
  from: LedgerPosting["lines"][number]["account"],
  to: LedgerPosting["lines"][number]["account"],
  suffix = "",
): LedgerPosting {
  return {
    kind,
    reference: `payout:${ref.payoutId}:${kind}${suffix}`,
    currency: ref.amount.currency,
    payoutId: ref.payoutId,
    lines: [
      { account: from, creatorId: ref.creatorId, amountCents: -ref.amount.amount },
      { account: to, creatorId: ref.creatorId, amountCents: ref.amount.amount },
    ],
  };
}

/** An available balance leaves the creator's earnings: it is on its way (in payout). */
export const payoutStarted = (ref: PayoutRef) => posting(ref, "payout_started", "creator_earnings", "payouts_in_transit");

/** The money reached the creator's Stripe account or MonCash wallet. */
export const payoutPaid = (ref: PayoutRef) => posting(ref, "payout_paid", "payouts_in_transit", "payouts_paid");

/** Sending failed: the money is the creator's available balance again. */
export const payoutFailed = (ref: PayoutRef) => posting(ref, "payout_failed", "payouts_in_transit", "creator_earnings");

/**
 * The provider took a sent transfer back (`reversedSoFar` minor units in all): that part of the paid-out
 * money is the creator's available balance again. Keyed by the total reversed, so each reversal posts once.
 */
export const payoutReversed = (ref: PayoutRef, reversedSoFar: number) =>
  posting(ref, "payout_reversed", "payouts_paid", "creator_earnings", `:${reversedSoFar}`);
