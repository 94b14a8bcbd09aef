import { type Currency, money, type Money } from "./money";

export type BillingPeriod = "monthly" | "yearly";

/** A tier as priced: its price in each currency for its own billing period, and the creator's discount on a year. */
export interface PricedTier {
  priceUsdCents: number;
  priceHtgCents: number;
  billingPeriod: BillingPeriod;
  /** Percent off twelve months when a monthly tier is taken by the year (0 to 50). */
  annualDiscountPercent: number;
}

/**
 * A tier's price for a billing period, the one definition the tier card, checkout, Stripe's Price and the
 * test mode use: its own price for its own period; for a year of a monthly tier, twelve months less the
 * creator's annual discount, rounded to the minor unit; a twelfth of a yearly price (rounded) for a month.
 */
export function tierPrice(tier: PricedTier, period: BillingPeriod, currency: Currency = "USD"): Money {
  const own = currency === "USD" ? tier.priceUsdCents : tier.priceHtgCents;
  if (period === tier.billingPeriod) return money(own, currency);
  if (period === "yearly") return money(Math.round((own * 12 * (100 - tier.annualDiscountPercent)) / 100), currency);
  return money(Math.round(own / 12), currency);
}

/** What a year saves against twelve monthly payments, when the tier is monthly and discounted; null otherwise. */
export function annualSaving(tier: PricedTier, currency: Currency = "USD"): Money | null {
  if (tier.billingPeriod !== "monthly" || tier.annualDiscountPercent === 0) return null;
  const own = currency === "USD" ? tier.priceUsdCents : tier.priceHtgCents;
  return money(own * 12 - tierPrice(tier, "yearly", currency).amount, currency);
}

/** What a subscription brings in per month (its MRR share): a yearly price counts as a twelfth. */
export function monthlyRecurring(price: Money, period: BillingPeriod): Money {
  return period === "yearly" ? money(Math.round(price.amount / 12), price.currency) : price;
}
