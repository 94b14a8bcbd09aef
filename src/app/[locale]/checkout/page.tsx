import { PAYMENT_FAILURE_MESSAGES } from "@/components/checkout/payment-failure-messages";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { localizeHref } from "@/lib/locale-links";
import { subscribePath } from "@/lib/video-requests/booking-paths";
import { CallCheckoutView } from "@/components/checkout/call-checkout-view";
import { VideoCheckoutView } from "@/components/checkout/video-checkout-view";
import { guardPage } from "@/server/auth/guard";
import { searchParam } from "@/lib/page-search-params";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("title") };
}

/**
 * The checkout: a video request (/checkout?type=video&creator={id}&requestId={id}) or a booked call
 * (/checkout?type=call&bookingId={id}), opened on `&method=card|moncash` when given, the fan's own, paid through the same payment seam. A tier's
 * subscription (/checkout?type=subscription&creator={id}&tier={tierId}, the links in e-mails and shares)
 * opens that tier's checkout in the creator's Subscribe dialog. Anything else is the spec's invalid
 * checkout; someone else's order is a 404.
 */
export default async function CheckoutPage({ params, searchParams }: PageProps<"/[locale]/checkout">) {
  await guardPage({ requireRole: "fan" });
  const query = await searchParams;
  const type = searchParam(query.type);
  const creatorId = searchParam(query.creator);
  const tierId = searchParam(query.tier);
  if (type === "subscription" && creatorId && tierId) {
    const period = searchParam(query.period) === "yearly" ? "yearly" : "monthly";
    redirect(localizeHref(subscribePath(creatorId, tierId, period), (await params).locale as Locale));
  }
  const requestId = searchParam(query.requestId);
  const bookingId = searchParam(query.bookingId);
  const asked = searchParam(query.method);
  const method = asked === "card" || asked === "moncash" ? asked : undefined;
  let content: React.ReactNode;
  if (type === "video" && requestId) content = <VideoCheckoutView requestId={requestId} method={method} />;
  else if (type === "call" && bookingId) {
    content = <CallCheckoutView callBookingId={bookingId} returnedFromStripe={Boolean(searchParam(query.payment_intent))} method={method} />;
  } else {
    const t = await getTranslations("checkout");
    content = (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p role="alert" className="mt-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {t("invalid")}
        </p>
      </div>
    );
  }
  return <ClientMessages namespaces={["checkout", "payments", ...PAYMENT_FAILURE_MESSAGES, "errors.paymentMethodNotOffered", "errors.paymentAmountMismatch", "errors.exchangeRateUnavailable", "validation"]}>{content}</ClientMessages>;
}
