import "server-only";
import { DELIVERY_TIER_RULES, type DeliveryTier, isPromoCode, PROMO_BASIS_POINTS } from "@/lib/video-requests/rules";
import { add, type HtgPerUsd, htgToUsd, type Money, money, percentOf, subtract, usdToHtg, zero } from "@/lib/money";
import { moncashFee } from "@/lib/payment-fees";

/** The price when a creator has none (spec §9: the dialog's default, 50 USD). */
export const DEFAULT_VIDEO_PRICE_USD_CENTS = 5000;
/** The fan's service fee: 10% of the base price, rounded to whole dollars (spec §9). */
const SERVICE_FEE_BASIS_POINTS = 1000;
/** A price line by line, in the shape the ledger splits a capture by. */
export interface PriceLines {
  base: Money;
  delivery: Money;
  serviceFee: Money;
  /** The payment provider's fee passed on to the fan: none for cards, MonCash's in HTG. */
  paymentFee: Money;
  discount: Money;
  total: Money;
}

/** A video's price: its lines, its delivery tier and whether the promo applied. */
export interface VideoQuote extends PriceLines {
  deliveryTier: DeliveryTier;
  /** SAVE15 was given (any case) and applied. */
  promoApplied: boolean;
}

const totalOf = (q: Omit<PriceLines, "total">) =>
  subtract(add(q.base, q.delivery, q.serviceFee, q.paymentFee), q.discount);

/**
 * The one price of a video (spec §9): base + delivery surcharge + service fee − promo, in USD. The
 * surcharge is a percent of the base to the cent; the fee and the promo are percents of the base
 * rounded to whole dollars, as the spec rounds them.
 */
export function priceVideo({
  basePriceCents,
  deliveryTier,
  promoCode,
}: {
  basePriceCents: number | null;
  deliveryTier: DeliveryTier;
  promoCode?: string | null;
}): VideoQuote {
  const base = money(basePriceCents && basePriceCents > 0 ? basePriceCents : DEFAULT_VIDEO_PRICE_USD_CENTS, "USD");
  const promoApplied = isPromoCode(promoCode);
  const lines = {
    base,
    delivery: percentOf(base, DELIVERY_TIER_RULES[deliveryTier].surchargeBasisPoints, "minor"),
    serviceFee: percentOf(base, SERVICE_FEE_BASIS_POINTS, "unit"),
    paymentFee: zero("USD"),
    discount: promoApplied ? percentOf(base, PROMO_BASIS_POINTS, "unit") : zero("USD"),
  };
  return { deliveryTier, ...lines, promoApplied, total: totalOf(lines) };
}

/** A video request's quote as stored on the request (its lines in its own currency). */
export function storedQuote(row: {
  deliveryTier: DeliveryTier;
  basePriceCents: number;
  deliveryFeeCents: number;
  serviceFeeCents: number;
  paymentFeeCents: number;
  discountCents: number;
  amountCents: number;
  currency: Money["currency"];
  promoCode: string | null;
}): VideoQuote {
  const c = (cents: number) => money(cents, row.currency);
  return {
    deliveryTier: row.deliveryTier,
    base: c(row.basePriceCents),
    delivery: c(row.deliveryFeeCents),
    serviceFee: c(row.serviceFeeCents),
    paymentFee: c(row.paymentFeeCents),
    discount: c(row.discountCents),
    promoApplied: row.promoCode !== null,
    total: c(row.amountCents),
  };
}

/** A call's price: the creator's per-minute price times the minutes, all of it the creator's price. */
export function priceCall(amount: Money): PriceLines {
  const none = zero(amount.currency);
  return { base: amount, delivery: none, serviceFee: none, paymentFee: none, discount: none, total: amount };
}

/** The same order paid with MonCash: every line in gourdes at the stored rate, plus MonCash's fee. */
export type HtgQuote<Q extends PriceLines = VideoQuote> = Q & {
  rate: HtgPerUsd;
  /** The HTG total back in dollars at the same rate, to the cent ("≈ $x"). */
  usdApproximation: Money;
};

/**
 * Converts a USD quote for MonCash: each line at the stored rate to whole gourdes (so the lines add up
 * to the total), then MonCash's 3% (whole gourdes) + 10 HTG on the converted amount as the payment fee.
 */
export function priceInHtg<Q extends PriceLines>(quote: Q, rate: HtgPerUsd): HtgQuote<Q> {
  const htg = (m: Money) => usdToHtg(m, rate).htg;
  const converted = {
    base: htg(quote.base),
    delivery: htg(quote.delivery),
    serviceFee: htg(quote.serviceFee),
    paymentFee: zero("HTG"),
    discount: htg(quote.discount),
  };
  const paymentFee = moncashFee(totalOf(converted));
  const lines = { ...converted, paymentFee };
  const total = totalOf(lines);
  return { ...quote, ...lines, total, rate, usdApproximation: htgToUsd(total, rate) };
}
