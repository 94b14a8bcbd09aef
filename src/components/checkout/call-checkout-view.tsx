import { TRPCError } from "@trpc/server";
import { CalendarCheck, CalendarX } from "lucide-react";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { creatorFanPath } from "@/lib/video-requests/booking-paths";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { serverApi } from "@/trpc/server";
import { CheckoutLayout, SummaryLine } from "./checkout-layout";
import { type CheckoutMethod, CheckoutMethodProvider, PaymentNote } from "./checkout-method";
import { OrderCheckout } from "./order-checkout";

/**
 * A booked call's checkout (the same checkout as a video's): pending, it is paid here; paid, this page
 * confirms it; released (unpaid too long), it says so. Back from Stripe's redirect (`payment_intent`),
 * the payment is re-read from Stripe before the page is drawn.
 */
export async function CallCheckoutView({ callBookingId, returnedFromStripe, method }: { callBookingId: string; returnedFromStripe: boolean; method?: CheckoutMethod }) {
  const [t, tCalls, locale, api] = await Promise.all([getTranslations("callCheckout"), getTranslations("calls"), getLocale(), serverApi()]);
  const notFoundOn = (error: unknown): never => {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "UNPROCESSABLE_CONTENT")) notFound();
    throw error;
  };
  if (returnedFromStripe) await api.payments.verify({ callBookingId }).catch(() => null);
  const call = await api.calls.mine({ callBookingId }).catch(notFoundOn);
  const when = formatDate(call.scheduledAt, locale as Locale, {
    dateStyle: "full",
    timeStyle: "long",
    timeZone: call.timeZone ?? undefined,
  });
  const price = formatMoney(money(call.amountCents, call.currency), locale as Locale);
  const facts = { name: call.creatorName ?? "", minutes: call.durationMinutes, when, price };

  if (call.status !== "pending") {
    const confirmed = call.status === "confirmed" || call.status === "completed";
    const Icon = confirmed ? CalendarCheck : CalendarX;
    return (
      <section className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Icon aria-hidden className={confirmed ? "size-6 text-success" : "size-6 text-destructive"} />
          {confirmed ? t("paid.title") : t("released.title")}
        </h1>
        <p role="status">{confirmed ? t("paid.body", facts) : t("released.body", facts)}</p>
        <Link href={creatorFanPath(call.creatorId)} className={buttonVariants({ variant: confirmed ? "outline" : "default", className: "self-start" })}>
          {t("backToCreator", { name: facts.name })}
        </Link>
      </section>
    );
  }

  const methods = await api.payments.methods({ callBookingId });
  return (
    <CheckoutMethodProvider initial={method && methods.includes(method) ? method : (methods[0] ?? "card")}>
      <CheckoutLayout
        summary={
          <>
            <h2 id="summary-heading" className="font-semibold">
              {t("summary")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{call.creatorName}</p>
            <dl className="mt-3 flex flex-col gap-1.5 text-sm">
              <SummaryLine label={tCalls("tabs.duration")} value={tCalls("minutes", { count: call.durationMinutes })} />
              <SummaryLine label={tCalls("when")} value={when} />
              <SummaryLine className="border-t pt-2 text-base font-semibold" label={tCalls("price")} value={price} />
            </dl>
            <PaymentNote notes={{ card: t("holdNote"), moncash: t("moncashNote") }} />
          </>
        }
      >
        <OrderCheckout target={{ callBookingId: call.id }} amountCents={call.amountCents} methods={methods} />
      </CheckoutLayout>
    </CheckoutMethodProvider>
  );
}
