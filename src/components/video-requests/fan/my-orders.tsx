"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { checkoutPath, orderPath } from "@/lib/video-requests/booking-paths";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { formatDate } from "@/lib/locale-format";
import { formatMoney } from "@/lib/money";
import { api } from "@/trpc/react";
import { CancelOrderButton } from "./cancel-order-button";
import { StatusBadge } from "./status-badge";

/** Every request of the fan, newest first, a page at a time; unpaid ones can be paid or cancelled. */
export function MyOrders() {
  const t = useTranslations("orders");
  const tOccasion = useTranslations("booking.occasions");
  const tCard = useTranslations("creatorCard");
  const locale = useLocale() as Locale;
  const orders = api.videoRequests.mine.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor });

  if (orders.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy>
        <span className="sr-only">{t("loading")}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p>{t("loadError")}</p>
        <Button type="button" onClick={() => void orders.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  const items = orders.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="font-medium">{t("emptyTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("emptyBody")}</p>
        <Link href="/browse" className={buttonVariants()}>
          {t("browse")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {items.map((order) => (
          <li key={order.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link href={orderPath(order.id)} className="font-semibold underline-offset-4 hover:underline">
                  {order.creatorName ?? tCard("fallbackName")}
                </Link>
                <StatusBadge status={order.status} />
              </div>
              <p className="text-sm text-muted-foreground">
                {tOccasion(order.occasion)} · {t("forRecipient", { name: order.recipientName })}
              </p>
              <p className="text-xs text-muted-foreground">
                {orderNumberOf(order.id)} · {t("placedOn", { date: formatDate(order.createdAt, locale) })}
                {order.dueAt ? ` · ${t("dueOn", { date: formatDate(order.dueAt, locale) })}` : null}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
              <p className="flex flex-col tabular-nums sm:items-end">
                <span className="font-semibold">{formatMoney(order.price.total, locale)}</span>
                {order.charged ? (
                  <span className="text-xs text-muted-foreground">{t("charged.approx", { usd: formatMoney(order.charged.usdApproximation, locale) })}</span>
                ) : null}
              </p>
              {order.status === "pending_payment" ? (
                <div className="flex gap-2">
                  <CancelOrderButton requestId={order.id} onCancelled={() => void orders.refetch()} />
                  <Link href={checkoutPath(order.creatorId, order.id)} className={buttonVariants({ size: "sm" })}>
                    {t("pay")}
                  </Link>
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {orders.hasNextPage ? (
        <Button type="button" variant="outline" className="self-center" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
          {orders.isFetchingNextPage ? t("loading") : t("more")}
        </Button>
      ) : null}
    </div>
  );
}
