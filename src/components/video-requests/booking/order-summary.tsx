"use client";

import { useLocale, useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import type { Locale } from "@/i18n/routing";
import type { DeliveryTier } from "@/lib/video-requests/rules";
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

/**
 * The server's price for this order, line by line wherever the total is shown (the services dialog, the
 * wizard's delivery step, the review): base, delivery, service fee, promo and total, from the one quote
 * (services/video-requests/quote.ts) that the request and its payment are charged by.
 */
export function OrderSummary({
  creatorId,
  deliveryTier,
  promoCode,
}: {
  creatorId: string;
  deliveryTier: DeliveryTier;
  promoCode?: string;
}) {
  const t = useTranslations("booking.summary");
  const quote = api.videoRequests.quote.useQuery({ creatorId, deliveryTier, promoCode: promoCode || undefined }, { placeholderData: (previous) => previous });
  if (quote.isPending) return <Skeleton className="h-28 w-full" aria-label={t("loading")} />;
  if (quote.isError || !quote.data) return <p role="alert" className="text-sm text-destructive">{t("failed")}</p>;
  const q = quote.data;
  const moncash = q.paymentMethods.includes("moncash");
  return (
    <dl aria-label={t("title")} aria-busy={quote.isFetching} className="flex flex-col gap-2 text-sm">
      <Line label={t("base")} amount={q.base} />
      {q.delivery.amount > 0 ? <Line label={t(`delivery.${q.deliveryTier}`)} amount={q.delivery} /> : null}
      <Line label={t("serviceFee")} amount={q.serviceFee} />
      {q.discount.amount > 0 ? <Line label={t("promo")} amount={q.discount} negative /> : null}
      <Line label={t("total")} amount={q.total} strong />
      {moncash ? <MonCashTotal creatorId={creatorId} deliveryTier={deliveryTier} promoCode={promoCode} /> : null}
    </dl>
  );
}

/** For a creator who takes MonCash: the same order in gourdes with MonCash's fee, and its dollar equivalent. */
function MonCashTotal({ creatorId, deliveryTier, promoCode }: { creatorId: string; deliveryTier: DeliveryTier; promoCode?: string }) {
  const t = useTranslations("booking.summary");
  const locale = useLocale() as Locale;
  const quote = api.videoRequests.quote.useQuery(
    { creatorId, deliveryTier, promoCode: promoCode || undefined, currency: "HTG" },
    { placeholderData: (previous) => previous, retry: false },
  );
  if (!quote.data || !("usdApproximation" in quote.data)) return null;
  const q = quote.data;
  return (
    <div className="flex items-baseline justify-between gap-4 text-muted-foreground">
      <dt>{t("moncash", { fee: formatMoney(q.paymentFee, locale) })}</dt>
      <dd className="text-right tabular-nums">
        {formatMoney(q.total, locale)} <span className="text-xs">({t("approx", { usd: formatMoney(q.usdApproximation, locale) })})</span>
      </dd>
    </div>
  );
}
