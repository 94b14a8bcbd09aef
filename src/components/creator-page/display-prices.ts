import { type Locale } from "@/i18n/routing";
import { type Currency, formatMoney, money } from "@/lib/money";

type PaymentMethod = "stripe" | "moncash";

/**
 * The currencies a creator's prices are shown in (spec §9): both payment methods show USD and HTG,
 * MonCash alone shows HTG only, anything else USD.
 */
export function displayCurrencies(methods: readonly PaymentMethod[]): Currency[] {
  const moncash = methods.includes("moncash");
  if (moncash && methods.includes("stripe")) return ["USD", "HTG"];
  return moncash ? ["HTG"] : ["USD"];
}

/** A price in each displayed currency, formatted for the reader ("$75.00", "9 900 G"). */
export function displayPrices(
  methods: readonly PaymentMethod[],
  price: { usdCents: number; htgCents: number },
  locale: Locale,
): string[] {
  return displayCurrencies(methods).map((currency) =>
    formatMoney(money(currency === "USD" ? price.usdCents : price.htgCents, currency), locale),
  );
}
