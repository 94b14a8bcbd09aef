"use client";

import { useLocale, useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import type { Locale } from "@/i18n/routing";
import type { DeliveryTier } from "@/lib/booking/rules";
import { formatMoney, type Money } from "@/lib/money";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";

function Line({ label, amount, strong, negative }: { label: string; amount: Money; strong?: boolean; negative?: boolean }) {
  const locale = useLocale() as Locale;
  return (
    <div className={cn("flex items-baseline justify-between gap-4", strong && "border-t pt-2 text-base font-semibold")}>
      <dt>{label}</dt>
      <dd className={cn("tabular-nums", negative && "text-success")}>
        {negative ? "−" : ""}
        {formatMoney(amount, locale)}
      </dd>
    </div>
  );
}

/** The server's price for this order, line by line (the one quote: services/booking/quote.ts). */
export function OrderSummary({
  creatorId,
  deliveryTier,
  promoCode,
  compact = false,
}: {
  creatorId: string;
  deliveryTier: DeliveryTier;
  promoCode?: string;
  compact?: boolean;
}) {
  const t = useTranslations("booking.summary");
  const quote = api.videoRequests.quote.useQuery({ creatorId, deliveryTier, promoCode: promoCode || undefined }, { placeholderData: (previous) => previous });
  if (quote.isPending) return <Skeleton className={compact ? "h-6 w-full" : "h-28 w-full"} aria-label={t("loading")} />;
  if (quote.isError || !quote.data) return <p role="alert" className="text-sm text-destructive">{t("failed")}</p>;
  const q = quote.data;
  if (compact) {
    return (
      <dl className="text-sm">
        <Line label={t("total")} amount={q.total} strong />
      </dl>
    );
  }
  return (
    <dl aria-label={t("title")} aria-busy={quote.isFetching} className="flex flex-col gap-2 text-sm">
      <Line label={t("base")} amount={q.base} />
      {q.delivery.amount > 0 ? <Line label={t(`delivery.${q.deliveryTier}`)} amount={q.delivery} /> : null}
      <Line label={t("serviceFee")} amount={q.serviceFee} />
      {q.discount.amount > 0 ? <Line label={t("promo")} amount={q.discount} negative /> : null}
      <Line label={t("total")} amount={q.total} strong />
    </dl>
  );
}
