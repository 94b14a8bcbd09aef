import { DELIVERY_TIER_RULES, type DeliveryTier, isPromoCode, PROMO_BASIS_POINTS } from "@/lib/booking/rules";

/** Amounts in integer minor units with their currency (the shape of src/lib/money.ts). */
export interface Amount {
  readonly amount: number;
  readonly currency: "USD" | "HTG";
}

/** The price when a creator has none (spec §9: the dialog's default, 50 USD). */
export const DEFAULT_VIDEO_PRICE_USD_CENTS = 5000;
/** The fan's service fee: 10% of the base price, rounded to whole dollars (spec §9). */
export const SERVICE_FEE_BASIS_POINTS = 1000;
/** MonCash's fee on the HTG amount: 3% (rounded to whole gourdes) plus 10 HTG (spec §9). */
export const MONCASH_FEE_BASIS_POINTS = 300;
export const MONCASH_FEE_FIXED_HTG_CENTS = 1000;

const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

function percentOf(m: Amount, basisPoints: number, to: "unit" | "minor"): Amount {
  const minor = (m.amount * basisPoints) / 10_000;
  return { amount: to === "unit" ? roundHalfAway(minor / 100) * 100 : roundHalfAway(minor), currency: m.currency };
}

export interface VideoQuote {
  deliveryTier: DeliveryTier;
  base: Amount;
  delivery: Amount;
  serviceFee: Amount;
  promoDiscount: Amount;
  /** SAVE15 was given (any case) and applied. */
  promoApplied: boolean;
  total: Amount;
}

/**
 * The one price of a video (spec §9): base + delivery surcharge + service fee − promo. The delivery
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
  const base: Amount = {
    amount: basePriceCents && basePriceCents > 0 ? basePriceCents : DEFAULT_VIDEO_PRICE_USD_CENTS,
    currency: "USD",
  };
  const delivery = percentOf(base, DELIVERY_TIER_RULES[deliveryTier].surchargeBasisPoints, "minor");
  const serviceFee = percentOf(base, SERVICE_FEE_BASIS_POINTS, "unit");
  const promoApplied = isPromoCode(promoCode);
  const promoDiscount = promoApplied ? percentOf(base, PROMO_BASIS_POINTS, "unit") : { amount: 0, currency: base.currency };
  const total = { amount: base.amount + delivery.amount + serviceFee.amount - promoDiscount.amount, currency: base.currency };
  return { deliveryTier, base, delivery, serviceFee, promoDiscount, promoApplied, total };
}

/** An exchange rate as stored: gourdes per US dollar, a decimal string ("132.5000"). */
export type HtgPerUsd = string;

function scaledRate(rate: HtgPerUsd): number {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not an exchange rate: ${rate}`);
  const scaled = Number(match[1]) * 10_000 + Number((match[2] ?? "").padEnd(4, "0"));
  if (scaled <= 0) throw new RangeError("An exchange rate must be positive");
  return scaled;
}

export interface MonCashQuote {
  rate: HtgPerUsd;
  /** The USD total in gourdes at the rate, rounded to whole gourdes. */
  subtotal: Amount;
  fee: Amount;
  total: Amount;
  /** The HTG total back in dollars at the same rate, to the cent ("≈ $x"). */
  usdApproximation: Amount;
}

/** The same order paid with MonCash: converted at the stored rate, plus MonCash's 3% + 10 HTG. */
export function priceInHtg(total: Amount, rate: HtgPerUsd): MonCashQuote {
  if (total.currency !== "USD") throw new TypeError("priceInHtg takes a USD total");
  const scaled = scaledRate(rate);
  const subtotal: Amount = { amount: roundHalfAway((total.amount * scaled) / 10_000 / 100) * 100, currency: "HTG" };
  const percentFee = percentOf(subtotal, MONCASH_FEE_BASIS_POINTS, "unit");
  const fee: Amount = { amount: percentFee.amount + MONCASH_FEE_FIXED_HTG_CENTS, currency: "HTG" };
  const htgTotal: Amount = { amount: subtotal.amount + fee.amount, currency: "HTG" };
  const usdApproximation: Amount = { amount: roundHalfAway((htgTotal.amount * 10_000) / scaled), currency: "USD" };
  return { rate, subtotal, fee, total: htgTotal, usdApproximation };
}
