import type { Locale } from "@/i18n/routing";

/** Node's ICU has no `ht`: Haitian Creole formats as French (Haiti). */
export function intlLocale(locale: Locale): string {
  return locale === "ht" ? "fr-HT" : locale === "fr" ? "fr-FR" : "en-US";
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** Counts as K and M (1.2K, 3,4 M): the analytics cards' figures. */
export function formatCompact(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

export function formatDate(value: Date, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: "America/Port-au-Prince", ...options }).format(value);
}

/** A stored exchange rate ("132.5000") as a reader writes it (132.5, 132,5). */
export function formatRate(rate: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 4 }).format(Number(rate));
}

/** A time zone's long name in the reader's language ("Eastern Standard Time" at `at`), else its id. */
export function zoneName(zone: string, intlTag: string, at = new Date()): string {
  return new Intl.DateTimeFormat(intlTag, { timeZone: zone, timeZoneName: "long" }).formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? zone;
}
