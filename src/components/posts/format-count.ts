import type { Locale } from "@/i18n/routing";
import { intlLocale, numberFormat } from "@/lib/locale-format";

/** Engagement counts (spec §5): K from 1,000, M from 1,000,000, one decimal at most (1.2K, 3M). */
export function formatCount(value: number, locale: Locale): string {
  const number = (n: number) => numberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(n);
  if (value >= 1_000_000) return `${number(Math.floor(value / 100_000) / 10)}M`;
  if (value >= 1_000) return `${number(Math.floor(value / 100) / 10)}K`;
  return number(value);
}
