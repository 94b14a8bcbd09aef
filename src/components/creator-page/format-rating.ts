import { type Locale } from "@/i18n/routing";
import { intlLocale } from "@/lib/locale-format";

/** An average rating with one decimal, in the reader's number format ("4.8", "4,8"). */
export function formatRating(rating: number, locale: Locale) {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
