"use client";

import { CheckCircle2, Circle, CircleDot, Copy } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { checkoutPath } from "@/lib/video-requests/booking-paths";
import { Button, buttonVariants } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate, formatRate } from "@/lib/locale-format";
import { formatMoney, type Money } from "@/lib/money";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { cn } from "@/lib/utils";
import type { RouterOutputs } from "@/trpc/react";
import { CancelOrderButton } from "./cancel-order-button";
import { deliveredVideoFileName } from "@/lib/media/player";
import { DeliveredVideo } from "./delivered-video";
import { GiftStatus } from "./gift-status";
import { timelineOf } from "./order-timeline";
import { ShareOrder } from "./share-order";
import { StatusBadge } from "./status-badge";

type Order = RouterOutputs["videoRequests"]["byId"];

/**
 * The order page (spec screen 7): number with copy, the timeline from the real state, details and price;
 * `children` (the confirmation once paid) sit under the number.
 */
export function OrderDetails({ order, shareOrigin, children }: { order: Order; shareOrigin: string; children?: React.ReactNode }) {
  const t = useTranslations("orders");
  // The page hands out booking.fields, occasions, delivery and summary (not the whole booking namespace).
  const tBooking = useTranslations("booking");
  const tCard = useTranslations("creatorCard");
  const tNotes = useTranslations("requestNotes");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const number = orderNumberOf(order.id);
  const timeline = timelineOf(order.status);
  const m = (value: Money) => formatMoney(value, locale);
  // What was charged: a MonCash payment's gourdes at its rate, else the order's own price.
  const { charged, price } = order;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t("orderTitle", { number })}</h1>
        <Button type="button" variant="ghost" size="icon" onClick={copy} aria-label={t("copyNumber")}>
          <Copy aria-hidden />
        </Button>
        <StatusBadge status={order.status} />
      </div>
      {children}

      <section aria-labelledby="timeline-heading" className="rounded-xl border bg-card p-4">
        <div className="flex items-center justify-between">
          <h2 id="timeline-heading" className="font-semibold">
            {t("timeline.title")}
          </h2>
          <span className="text-sm text-muted-foreground">{t("timeline.percent", { percent: timeline.percent })}</span>
        </div>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
          <div className="h-full bg-primary" style={{ width: `${timeline.percent}%` }} />
        </div>
        {timeline.stopped ? <p className="mt-3 text-sm font-medium">{t(`stopped.${order.status}`)}</p> : null}
        {order.status === "declined" && order.declineReason ? (
          <p className="mt-2 rounded-md bg-muted px-3 py-2 text-sm break-words whitespace-pre-line" data-testid="decline-reason">
            {tNotes("declineReason", { reason: order.declineReason })}
          </p>
        ) : null}
        <ol className="mt-4 flex flex-col gap-3">
          {timeline.steps.map(({ step, state }) => {
            const Icon = state === "completed" ? CheckCircle2 : state === "current" ? CircleDot : Circle;
            return (
              <li key={step} className="flex items-start gap-3" aria-current={state === "current" ? "step" : undefined}>
                <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", state === "completed" && "text-success", state === "current" && "text-primary", state === "pending" && "text-muted-foreground")} />
                <div>
                  <p className={cn("text-sm font-medium", state === "pending" && "text-muted-foreground")}>{t(`timeline.steps.${step}`)}</p>
                  <p className="text-xs text-muted-foreground">
                    {state === "current" && order.status === "pending_payment" ? t("timeline.awaitingPayment") : t(`timeline.state.${state}`)}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      {order.giftMethod ? <GiftStatus order={order} /> : null}

      {order.status === "completed" ? (
        <DeliveredVideo
          requestId={order.id}
          recipientName={order.recipientName}
          creatorName={order.creatorName ?? tCard("fallbackName")}
          shareOrigin={shareOrigin}
          downloadName={deliveredVideoFileName(order.creatorName ?? "lakou", order.occasion, order.completedAt ?? order.createdAt)}
        />
      ) : null}

      <section aria-labelledby="details-heading" className="rounded-xl border bg-card p-4">
        <h2 id="details-heading" className="font-semibold">
          {t("details")}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted-foreground">{t("creator")}</dt>
          <dd>{order.creatorName ?? tCard("fallbackName")}</dd>
          <dt className="text-muted-foreground">{tBooking("fields.occasion")}</dt>
          <dd>{tBooking(`occasions.${order.occasion}`)}</dd>
          <dt className="text-muted-foreground">{tBooking("fields.recipientName")}</dt>
          <dd className="break-words">{order.recipientName}</dd>
          <dt className="text-muted-foreground">{t("delivery")}</dt>
          <dd>{tBooking(`delivery.${order.deliveryTier}.label`)}</dd>
          <dt className="text-muted-foreground">{t("placed")}</dt>
          <dd>{formatDate(order.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}</dd>
          {order.dueAt ? (
            <>
              <dt className="text-muted-foreground">{t("deadline")}</dt>
              <dd>{formatDate(order.dueAt, locale, { dateStyle: "medium", timeStyle: "short" })}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-3 text-sm whitespace-pre-line break-words text-muted-foreground">{order.instructions}</p>
      </section>

      <section aria-labelledby="price-heading" className="rounded-xl border bg-card p-4">
        <h2 id="price-heading" className="font-semibold">
          {tBooking("summary.title")}
        </h2>
        <dl className="mt-3 flex flex-col gap-1.5 text-sm">
          <div className="flex justify-between"><dt>{tBooking("summary.base")}</dt><dd>{m(price.base)}</dd></div>
          {price.delivery.amount > 0 ? <div className="flex justify-between"><dt>{tBooking(`summary.delivery.${order.deliveryTier}`)}</dt><dd>{m(price.delivery)}</dd></div> : null}
          <div className="flex justify-between"><dt>{tBooking("summary.serviceFee")}</dt><dd>{m(price.serviceFee)}</dd></div>
          {price.paymentFee.amount > 0 ? <div className="flex justify-between"><dt>{tBooking("summary.paymentFee")}</dt><dd>{m(price.paymentFee)}</dd></div> : null}
          {price.discount.amount > 0 ? <div className="flex justify-between text-success"><dt>{tBooking("summary.promo")}</dt><dd>−{m(price.discount)}</dd></div> : null}
          <div className="flex justify-between border-t pt-2 text-base font-semibold"><dt>{tBooking("summary.total")}</dt><dd>{m(price.total)}</dd></div>
          {order.refunded ? <div className="flex justify-between text-success" data-testid="order-refunded"><dt>{t("refundedLine")}</dt><dd>−{m(order.refunded)}</dd></div> : null}
        </dl>
        {charged ? (
          <p className="mt-2 text-xs text-muted-foreground">{t("charged.note", { rate: formatRate(charged.rate, locale), usd: m(charged.usdApproximation) })}</p>
        ) : null}
      </section>

      {order.status !== "pending_payment" && order.status !== "cancelled" && order.status !== "completed" ? (
        <ShareOrder creatorId={order.creatorId} creatorName={order.creatorName ?? tCard("fallbackName")} origin={shareOrigin} />
      ) : null}

      <div className="flex flex-wrap gap-2">
        {order.status === "pending_payment" ? (
          <>
            <Link href={checkoutPath(order.creatorId, order.id)} className={buttonVariants()}>
              {t("pay")}
            </Link>
            <CancelOrderButton requestId={order.id} onCancelled={() => router.refresh()} />
          </>
        ) : null}
        <Link href="/fan/orders" className={buttonVariants({ variant: "outline" })}>
          {t("backToOrders")}
        </Link>
        <Link href={`/fan/creators/${order.creatorId}?openBooking=true`} className={buttonVariants({ variant: "ghost" })}>
          {t("bookAnother")}
        </Link>
      </div>
    </div>
  );
}
