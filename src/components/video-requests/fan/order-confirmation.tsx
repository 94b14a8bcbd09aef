"use client";

import { CheckCircle2, Gift } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { giftBookingPath } from "@/lib/video-requests/booking-paths";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import type { RouterOutputs } from "@/trpc/react";
import { Celebration } from "./celebration";
import { NotificationToggles } from "./notification-toggles";
import { ReceiptActions } from "./receipt-actions";

type Order = RouterOutputs["videoRequests"]["byId"];

/** Paid and not yet delivered, declined or refunded: the order is on its way. */
const ON_ITS_WAY: ReadonlySet<Order["status"]> = new Set(["pending", "accepted", "in_progress"]);
/** Never paid: no receipt. */
const UNPAID: ReadonlySet<Order["status"]> = new Set(["pending_payment", "cancelled"]);

/**
 * The order confirmation (spec screen 7) on the order page: once paid, the celebration, what happens
 * next, the fan's notification switches and Gift a Friend while the order is on its way, and the
 * receipt (download or e-mail) for every paid order.
 */
export function OrderConfirmation({ order, creatorName }: { order: Order; creatorName: string }) {
  const t = useTranslations("orders.confirmation");
  const tReceipt = useTranslations("orders.receipt");
  const locale = useLocale() as Locale;
  if (UNPAID.has(order.status)) return null;
  if (!ON_ITS_WAY.has(order.status)) {
    return (
      <section aria-labelledby="receipt-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
        <h2 id="receipt-heading" className="font-semibold">
          {tReceipt("heading")}
        </h2>
        <ReceiptActions requestId={order.id} />
      </section>
    );
  }

  const next = [
    order.creatorResponseHours === null ? t("next.notifiedSoon", { creator: creatorName }) : t("next.notified", { creator: creatorName, hours: order.creatorResponseHours }),
    order.dueAt ? t("next.creation", { deadline: formatDate(order.dueAt, locale, { dateStyle: "long" }) }) : t("next.creationSoon"),
    t("next.review"),
    t("next.delivered"),
  ];
  return (
    <section aria-labelledby="confirmation-heading" className="flex flex-col gap-5 rounded-xl border border-success/40 bg-card p-4 sm:p-6">
      {order.status === "pending" ? <Celebration requestId={order.id} /> : null}
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="mt-0.5 size-7 shrink-0 text-success" />
        <div>
          <h2 id="confirmation-heading" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <p className="font-medium">{t("bookingConfirmed", { creator: creatorName })}</p>
          <p className="text-sm text-muted-foreground">{t("subtitle", { creator: creatorName, recipient: order.recipientName })}</p>
        </div>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <section aria-labelledby="next-heading" className="flex flex-col gap-3">
          <h3 id="next-heading" className="font-semibold">
            {t("nextTitle")}
          </h3>
          <ol className="flex flex-col gap-2 text-sm">
            {next.map((step, i) => (
              <li key={step} className="flex gap-2">
                <span aria-hidden className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
                  {i + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <NotificationToggles />
      </div>

      <div className="flex flex-wrap gap-2 border-t pt-4">
        <ReceiptActions requestId={order.id} />
        <Link href={giftBookingPath(order.creatorId)} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Gift aria-hidden />
          {t("giftFriend")}
        </Link>
      </div>
    </section>
  );
}
