import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TestModeNotice } from "@/components/payments/test-mode-notice";
import { TestCheckoutDecision } from "@/components/simulator/test-checkout-decision";
import { isLocale, routing } from "@/i18n/routing";
import { formatMoney, money } from "@/lib/money";
import { guardPage } from "@/server/auth/guard";
import { requireSimulator } from "@/server/payments/simulator/page-gate";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("subscriptions.testCheckout");
  return { title: t("title"), robots: { index: false } };
}

/** Test mode's stand-in for Stripe Checkout in subscription mode: nothing changes until the billing event is handled. */
export default async function TestSubscriptionPage({ params, searchParams }: PageProps<"/[locale]/payments/test-subscription">) {
  await requireSimulator("card");
  await guardPage();
  const [{ locale }, query, t, tCarousel, api] = await Promise.all([
    params,
    searchParams,
    getTranslations("subscriptions.testCheckout"),
    getTranslations("subscriptions.carousel"),
    serverApi(),
  ]);
  const sessionId = typeof query.session_id === "string" ? query.session_id : "";
  const checkout = sessionId
    ? await api.simulator.subscriptionCheckout({ sessionId }).catch((error: unknown) => {
        if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
        throw error;
      })
    : null;
  const readerLocale = isLocale(locale) ? locale : routing.defaultLocale;

  return (
    <ClientMessages namespaces={["subscriptions"]}>
      <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8 sm:py-12">
        <TestModeNotice />
        <div className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-sm">
          <header className="flex flex-col gap-1">
            <h1 className="text-xl font-bold tracking-tight">{t("title")}</h1>
            <p className="text-sm text-muted-foreground">{t("notice")}</p>
          </header>
          {checkout ? (
            <>
              <p className="text-lg font-semibold">
                {t("summary", {
                  tier: checkout.tierName,
                  price: formatMoney(money(checkout.amountCents, checkout.currency), readerLocale),
                  period: tCarousel(checkout.billingPeriod === "yearly" ? "yearWord" : "monthWord"),
                })}
              </p>
              {checkout.completed ? <p className="text-sm">{t("completed")}</p> : <TestCheckoutDecision sessionId={checkout.sessionId} />}
            </>
          ) : (
            <p role="alert" className="text-sm">
              {t("notFound")}
            </p>
          )}
        </div>
      </section>
    </ClientMessages>
  );
}
