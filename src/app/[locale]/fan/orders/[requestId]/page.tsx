import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { env } from "@/env";
import { OrderConfirmation } from "@/components/video-requests/fan/order-confirmation";
import { OrderDetails } from "@/components/video-requests/fan/order-details";
import { guardPage } from "@/server/auth/guard";
import { searchParam } from "@/lib/page-search-params";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";
import type { Locale } from "@/i18n/routing";
import { localizeHref } from "@/lib/locale-links";
import { orderPath } from "@/lib/video-requests/booking-paths";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("orderMetaTitle") };
}

/**
 * One order of the signed-in fan; anyone else's (or an unknown id) is a 404. A payment reference in
 * place of the id (the spec's /fan/orders/{paymentIntentId}) goes to its order. Back from Stripe's redirect
 * (`payment_intent`), the payment is re-read from Stripe first (the webhook stays the source of truth).
 */
export default async function OrderPage({ params, searchParams }: PageProps<"/[locale]/fan/orders/[requestId]">) {
  await guardPage({ requireRole: "fan" });
  const { requestId, locale } = await params;
  const api = await serverApi();
  // The spec's /fan/orders/{paymentIntentId}: a payment reference resolves to its order.
  if (!UUID.test(requestId)) {
    const order = await api.payments.orderForIntent({ paymentIntentId: requestId }).catch((error: unknown) => {
      if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) notFound();
      throw error;
    });
    redirect(localizeHref(order.kind === "video" ? orderPath(order.id) : "/fan/orders", locale as Locale));
  }
  if (searchParam((await searchParams).payment_intent)) await api.payments.verify({ requestId }).catch(() => null);
  const order = await api.videoRequests.byId({ requestId }).catch((error: unknown) => {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "UNPROCESSABLE_CONTENT")) notFound();
    throw error;
  });
  const creatorName = order.creatorName ?? (await getTranslations("creatorCard"))("fallbackName");
  return (
    <ClientMessages namespaces={["booking.fields", "booking.occasions", "booking.delivery", "booking.summary", "creatorCard", "orders", "player", "requestNotes", "reviews", "validation"]}>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <OrderDetails order={order} shareOrigin={`${env.APP_URL}/${await getLocale()}`}>
          <OrderConfirmation order={order} creatorName={creatorName} />
        </OrderDetails>
      </div>
    </ClientMessages>
  );
}
