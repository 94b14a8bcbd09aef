import { TRPCError } from "@trpc/server";
import { notFound, redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { orderPath } from "@/lib/video-requests/booking-paths";
import type { Locale } from "@/i18n/routing";
import { localizeHref } from "@/lib/locale-links";
import { formatMoney, money } from "@/lib/money";
import { serverApi } from "@/trpc/server";
import { CheckoutLayout, SummaryLine } from "./checkout-layout";
import { type CheckoutMethod, CheckoutMethodProvider, PaymentNote } from "./checkout-method";
import { OrderCheckout } from "./order-checkout";

const notFoundOn = (error: unknown): never => {
  if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "UNPROCESSABLE_CONTENT")) notFound();
  throw error;
};

/** A video request's checkout: the fan's own unpaid request, its price from the server; a paid one goes to its order page. */
export async function VideoCheckoutView({ requestId, method }: { requestId: string; method?: CheckoutMethod }) {
  const [t, tBooking, locale, api] = await Promise.all([getTranslations("checkout"), getTranslations("booking"), getLocale(), serverApi()]);
  const order = await api.videoRequests.byId({ requestId }).catch(notFoundOn);
  if (order.status !== "pending_payment") redirect(localizeHref(orderPath(order.id), locale as Locale));
  const methods = await api.payments.methods({ requestId });
  const m = (cents: number) => formatMoney(money(cents, order.currency), locale as Locale);
  return (
    <CheckoutMethodProvider initial={method && methods.includes(method) ? method : (methods[0] ?? "card")}>
      <CheckoutLayout
        summary={
          <>
            <h2 id="summary-heading" className="font-semibold">
              {tBooking("summary.title")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {order.creatorName} · {tBooking(`occasions.${order.occasion}`)}
            </p>
            <dl className="mt-3 flex flex-col gap-1.5 text-sm">
              <SummaryLine label={tBooking("summary.base")} value={m(order.basePriceCents)} />
              {order.deliveryFeeCents > 0 ? <SummaryLine label={tBooking(`summary.delivery.${order.deliveryTier}`)} value={m(order.deliveryFeeCents)} /> : null}
              <SummaryLine label={tBooking("summary.serviceFee")} value={m(order.serviceFeeCents)} />
              {order.paymentFeeCents > 0 ? <SummaryLine label={t("moncash.fee")} value={m(order.paymentFeeCents)} /> : null}
              {order.discountCents > 0 ? <SummaryLine className="text-success" label={tBooking("summary.promo")} value={`−${m(order.discountCents)}`} /> : null}
              <SummaryLine className="border-t pt-2 text-base font-semibold" label={tBooking("summary.total")} value={m(order.amountCents)} />
            </dl>
            <PaymentNote notes={{ card: t("holdNote"), moncash: t("moncashNote") }} />
          </>
        }
      >
        <OrderCheckout target={{ requestId: order.id }} amountCents={order.amountCents} methods={methods} />
      </CheckoutLayout>
    </CheckoutMethodProvider>
  );
}
