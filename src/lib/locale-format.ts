import type { Locale } from "@/i18n/routing";

/** Node's ICU has no `ht`: Haitian Creole formats as French (Haiti). */
export function intlLocale(locale: Locale): string {
  return locale === "ht" ? "fr-HT" : locale === "fr" ? "fr-FR" : "en-US";
}

export type MoneyCurrency = "USD" | "HTG";

/** Money from integer minor units: USD with 2 decimals ($12.50), HTG with its G suffix (1 650 G). */
export function formatMoney(minorUnits: number, currency: MoneyCurrency, locale: Locale): string {
  const amount = minorUnits / 100;
  if (currency === "HTG") {
    const digits = Number.isInteger(amount) ? 0 : 2;
    const number = new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
    return `${number} G`;
  }
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

export function formatDate(value: Date, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: "America/Port-au-Prince", ...options }).format(value);
}
