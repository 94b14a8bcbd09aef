import { type Currency, money, type Money } from "./money";

export type BillingPeriod = "monthly" | "yearly";

/** A tier as priced: its price in each currency for its own billing period. */
export interface PricedTier {
  priceUsdCents: number;
  priceHtgCents: number;
  billingPeriod: BillingPeriod;
}

/**
 * A tier's price for a billing period: its own price for its own period, twelve times a monthly price
 * for a year, a twelfth of a yearly price (rounded to the minor unit) for a month.
 */
export function tierPrice(tier: PricedTier, period: BillingPeriod, currency: Currency = "USD"): Money {
  const own = currency === "USD" ? tier.priceUsdCents : tier.priceHtgCents;
  if (period === tier.billingPeriod) return money(own, currency);
  return money(period === "yearly" ? own * 12 : Math.round(own / 12), currency);
}

/** What a subscription brings in per month (its MRR share): a yearly price counts as a twelfth. */
export function monthlyRecurring(price: Money, period: BillingPeriod): Money {
  return period === "yearly" ? money(Math.round(price.amount / 12), price.currency) : price;
}
