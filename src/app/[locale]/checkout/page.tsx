import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { orderPath } from "@/components/booking/booking-paths";
import { VideoCheckout } from "@/components/checkout/video-checkout";
import { localizeHref } from "@/lib/locale-links";
import { type Locale } from "@/i18n/routing";
import { formatMoney, money } from "@/lib/money";
import { guardPage } from "@/server/auth/guard";
import { searchParam } from "@/server/auth/return-path";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("title") };
}

/**
 * Video checkout (/checkout?type=video&creator={id}&requestId={id}): the fan's own unpaid request,
 * its price from the server, and the card form. A subscription here is the spec's invalid checkout;
 * someone else's request is a 404; a paid one goes to its order page.
 */
export default async function CheckoutPage({ searchParams }: PageProps<"/[locale]/checkout">) {
  await guardPage({ requireRole: "fan" });
  const query = await searchParams;
  const [t, tBooking, locale] = await Promise.all([getTranslations("checkout"), getTranslations("booking"), getLocale()]);
  const requestId = searchParam(query.requestId);
  if (searchParam(query.type) !== "video" || !requestId) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p role="alert" className="mt-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {t("invalid")}
        </p>
      </div>
    );
  }
  const api = await serverApi();
  const order = await api.videoRequests.byId({ requestId }).catch((error: unknown) => {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "UNPROCESSABLE_CONTENT")) notFound();
    throw error;
  });
  if (order.status !== "pending_payment") redirect(localizeHref(orderPath(order.id), locale as Locale));
  const m = (cents: number) => formatMoney(money(cents, order.currency), locale as Locale);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 md:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-labelledby="pay-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <h1 id="pay-heading" className="text-2xl font-bold tracking-tight">
          {t("title")}
        </h1>
        <h2 className="font-semibold">{t("paymentDetails")}</h2>
        <VideoCheckout requestId={order.id} creatorId={order.creatorId} amountCents={order.amountCents} />
      </section>
      <aside aria-labelledby="summary-heading" className="h-fit rounded-xl border bg-card p-4">
        <h2 id="summary-heading" className="font-semibold">
          {tBooking("summary.title")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {order.creatorName} · {tBooking(`occasions.${order.occasion}`)}
        </p>
        <dl className="mt-3 flex flex-col gap-1.5 text-sm">
          <div className="flex justify-between"><dt>{tBooking("summary.base")}</dt><dd>{m(order.basePriceCents)}</dd></div>
          {order.deliveryFeeCents > 0 ? <div className="flex justify-between"><dt>{tBooking(`summary.delivery.${order.deliveryTier}`)}</dt><dd>{m(order.deliveryFeeCents)}</dd></div> : null}
          <div className="flex justify-between"><dt>{tBooking("summary.serviceFee")}</dt><dd>{m(order.serviceFeeCents)}</dd></div>
          {order.discountCents > 0 ? <div className="flex justify-between text-success"><dt>{tBooking("summary.promo")}</dt><dd>−{m(order.discountCents)}</dd></div> : null}
          <div className="flex justify-between border-t pt-2 text-base font-semibold"><dt>{tBooking("summary.total")}</dt><dd>{m(order.amountCents)}</dd></div>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">{t("holdNote")}</p>
      </aside>
    </div>
  );
}
