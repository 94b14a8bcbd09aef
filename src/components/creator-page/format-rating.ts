import { type Locale } from "@/i18n/routing";
import { intlLocale, numberFormat } from "@/lib/locale-format";

/** An average rating with one decimal, in the reader's number format ("4.8", "4,8"). */
export function formatRating(rating: number, locale: Locale) {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
