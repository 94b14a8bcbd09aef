import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { env } from "@/env";
import { OrderConfirmation } from "@/components/video-requests/fan/order-confirmation";
import { OrderDetails } from "@/components/video-requests/fan/order-details";
import { guardPage } from "@/server/auth/guard";
import { searchParam } from "@/server/auth/return-path";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("orderMetaTitle") };
}

/**
 * One order of the signed-in fan; anyone else's (or an unknown id) is a 404. Back from Stripe's redirect
 * (`payment_intent`), the payment is re-read from Stripe first (the webhook stays the source of truth).
 */
export default async function OrderPage({ params, searchParams }: PageProps<"/[locale]/fan/orders/[requestId]">) {
  await guardPage({ requireRole: "fan" });
  const { requestId } = await params;
  const api = await serverApi();
  if (searchParam((await searchParams).payment_intent)) await api.payments.verify({ requestId }).catch(() => null);
  const order = await api.videoRequests.byId({ requestId }).catch((error: unknown) => {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "UNPROCESSABLE_CONTENT")) notFound();
    throw error;
  });
  const creatorName = order.creatorName ?? (await getTranslations("creatorCard"))("fallbackName");
  return (
    <ClientMessages namespaces={["booking", "creatorCard", "orders", "player", "requestNotes", "reviews"]}>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <OrderDetails order={order} shareOrigin={`${env.APP_URL}/${await getLocale()}`}>
          <OrderConfirmation order={order} creatorName={creatorName} />
        </OrderDetails>
      </div>
    </ClientMessages>
  );
}
