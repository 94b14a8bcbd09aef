import "server-only";
import { env } from "@/env";
import { add, allocate, type Currency, type HtgPerUsd, money, type Money, percentOf, subtract } from "@/lib/money";
import type { LedgerLine, LedgerPosting } from "./post";

/**
 * The platform's commission on what a creator charges, in basis points, before any admin changed it
 * (PLATFORM_COMMISSION_PERCENT, default 20%). The rate in force lives in commission_rates
 * (services/settings/commission.ts); each payment keeps the one it started with.
 */
export const INITIAL_COMMISSION_BASIS_POINTS = Math.round(env.PLATFORM_COMMISSION_PERCENT * 100);

/**
 * What a fan's payment is made of. The creator's price (base plus delivery, or a tier's price) is shared
 * with the platform by the commission; the service and payment fees are the platform's; a promo discount
 * is borne by the platform. amount = base + delivery + serviceFee + paymentFee - discount.
 */
export interface ChargeBreakdown {
  base: Money;
  delivery: Money;
  serviceFee: Money;
  paymentFee: Money;
  discount: Money;
}

/** A breakdown where the whole amount is the creator's price (a subscription invoice). */
export function priceOnly(amount: Money): ChargeBreakdown {
  const none = money(0, amount.currency);
  return { base: amount, delivery: none, serviceFee: none, paymentFee: none, discount: none };
}

function breakdownTotal(b: ChargeBreakdown): Money {
  return subtract(add(b.base, b.delivery, b.serviceFee, b.paymentFee), b.discount);
}

/**
 * The creator's earnings and the platform's commission on a creator price: the one place commission is
 * computed. `basisPoints` is the payment's own rate (null: a payment from before rates were kept).
 */
export function creatorShare(creatorPrice: Money, basisPoints: number | null | undefined): { earnings: Money; commission: Money } {
  const commission = percentOf(creatorPrice, basisPoints ?? INITIAL_COMMISSION_BASIS_POINTS);
  return { earnings: subtract(creatorPrice, commission), commission };
}

/** Which payment, order and rate a posting belongs to. */
export interface PaymentRef {
  paymentId: string;
  currency: Currency;
  fxRate?: HtgPerUsd | null;
  /** The commission the payment started with (basis points; null: the initial rate). */
  commissionBasisPoints?: number | null;
  videoRequestId?: string | null;
  subscriptionOrderId?: string | null;
}

function posting(ref: PaymentRef, kind: LedgerPosting["kind"], reference: string, lines: LedgerLine[]): LedgerPosting {
  return {
    kind,
    reference: `payment:${ref.paymentId}:${reference}`,
    currency: ref.currency,
    fxRate: ref.fxRate,
    paymentId: ref.paymentId,
    videoRequestId: ref.videoRequestId,
    subscriptionOrderId: ref.subscriptionOrderId,
    lines,
  };
}

/** A card authorised for `amount`: the fan's money is held, not taken. */
export function holdPlaced(ref: PaymentRef, amount: Money): LedgerPosting {
  return posting(ref, "hold", "hold", [
    { account: "customer", amountCents: -amount.amount },
    { account: "holds", amountCents: amount.amount },
  ]);
}

/** A hold given back to the fan (declined, expired, cancelled). */
export function holdReleased(ref: PaymentRef, amount: Money): LedgerPosting {
  return posting(ref, "hold_released", "hold_released", [
    { account: "holds", amountCents: -amount.amount },
    { account: "customer", amountCents: amount.amount },
  ]);
}

/**
 * Money taken: from a hold (cards) or straight from the fan (MonCash, invoices), split between the
 * creator's earnings and the platform's revenue lines.
 */
export function captured(
  ref: PaymentRef,
  creatorId: string,
  breakdown: ChargeBreakdown,
  from: "holds" | "customer",
  reference = "capture",
): LedgerPosting {
  const total = breakdownTotal(breakdown);
  const share = creatorShare(add(breakdown.base, breakdown.delivery), ref.commissionBasisPoints);
  return posting(ref, "capture", reference, [
    { account: from, amountCents: -total.amount },
    { account: "creator_earnings", creatorId, amountCents: share.earnings.amount },
    { account: "platform_commission", amountCents: share.commission.amount },
    { account: "platform_service_fee", amountCents: breakdown.serviceFee.amount },
    { account: "platform_payment_fee", amountCents: breakdown.paymentFee.amount },
    { account: "platform_promo", amountCents: -breakdown.discount.amount },
  ]);
}

/**
 * Captured money going back to the fan, shared by the creator and the platform in proportion to what each
 * kept. `owed`: MonCash cannot refund by itself, so the money is owed until an admin sends it.
 */
export function refunded(
  ref: PaymentRef,
  creatorId: string,
  breakdown: ChargeBreakdown,
  amount: Money,
  reference: string,
  owed = false,
): LedgerPosting {
  const total = breakdownTotal(breakdown);
  const { earnings } = creatorShare(add(breakdown.base, breakdown.delivery), ref.commissionBasisPoints);
  const [fromCreator, fromPlatform] = allocate(amount, [earnings.amount, total.amount - earnings.amount]) as [Money, Money];
  return posting(ref, owed ? "refund_owed" : "refund", reference, [
    { account: "creator_earnings", creatorId, amountCents: -fromCreator.amount },
    { account: "platform_commission", amountCents: -fromPlatform.amount },
    { account: owed ? "refunds_owed" : "refunds", amountCents: amount.amount },
  ]);
}

/** An owed refund that an admin has now sent. */
export function refundSettled(ref: PaymentRef, amount: Money, reference: string): LedgerPosting {
  return posting(ref, "refund_settled", reference, [
    { account: "refunds_owed", amountCents: -amount.amount },
    { account: "refunds", amountCents: amount.amount },
  ]);
}
