import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { CARD_FEE_DISPLAY, MONCASH_FEE } from "@/lib/payment-fees";

/** The fee lines of the onboarding banner (spec §9): Stripe 2.9% + $0.30 in USD, MonCash 3% + 10 HTG in HTG. */
export function FeeLines() {
  const t = useTranslations("payouts.fees");
  const locale = useLocale() as Locale;
  const fee = (basisPoints: number, fixed: ReturnType<typeof money>) => ({
    percent: formatNumber(basisPoints / 100, locale),
    fixed: formatMoney(fixed, locale),
  });
  return (
    <ul className="flex flex-col gap-1 text-sm">
      <li>{t("stripe", fee(CARD_FEE_DISPLAY.basisPoints, money(CARD_FEE_DISPLAY.fixedUsdCents, "USD")))}</li>
      <li>{t("moncash", fee(MONCASH_FEE.basisPoints, money(MONCASH_FEE.fixedHtgCents, "HTG")))}</li>
    </ul>
  );
}
