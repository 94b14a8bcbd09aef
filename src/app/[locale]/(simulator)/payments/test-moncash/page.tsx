import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TestModeNotice } from "@/components/payments/test-mode-notice";
import { TestMoncashDecision } from "@/components/simulator/test-moncash-decision";
import { isLocale, routing } from "@/i18n/routing";
import { formatMoney, money } from "@/lib/money";
import { guardPage } from "@/server/auth/guard";
import { requireSimulator } from "@/server/payments/simulator/page-gate";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("payments.testMoncash");
  return { title: t("title"), robots: { index: false } };
}

/** Test mode's stand-in for MonCash's payment page: the fan approves or refuses; nothing is paid until verified. */
export default async function TestMoncashPage({ params, searchParams }: PageProps<"/[locale]/payments/test-moncash">) {
  await requireSimulator("moncash");
  await guardPage();
  const [{ locale }, query, t, api] = await Promise.all([params, searchParams, getTranslations("payments.testMoncash"), serverApi()]);
  const token = typeof query.token === "string" ? query.token : "";
  const checkout = token
    ? await api.simulator.moncashCheckout({ token }).catch((error: unknown) => {
        if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
        throw error;
      })
    : null;
  const readerLocale = isLocale(locale) ? locale : routing.defaultLocale;

  return (
    <ClientMessages namespaces={["payments"]}>
      <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8 sm:py-12">
        <TestModeNotice />
        <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
          <header className="bg-[#d0021b] px-5 py-4 text-white">
            <h1 className="text-xl font-bold tracking-tight">{t("title")}</h1>
            <p className="text-sm text-white/85">{t("intro")}</p>
          </header>
          <div className="flex flex-col gap-5 p-5">
            {checkout ? (
              <>
                <dl className="flex flex-col gap-3 text-sm">
                  <div className="flex items-baseline justify-between gap-4">
                    <dt className="text-muted-foreground">{t("amount")}</dt>
                    <dd className="text-2xl font-semibold">{formatMoney(money(checkout.amountCents, "HTG"), readerLocale)}</dd>
                  </div>
                  <div className="flex items-baseline justify-between gap-4">
                    <dt className="text-muted-foreground">{t("order")}</dt>
                    <dd className="font-mono text-xs break-all">{checkout.orderId.slice(0, 8).toUpperCase()}</dd>
                  </div>
                </dl>
                {checkout.decided ? <p className="text-sm">{t("decided")}</p> : <TestMoncashDecision token={token} />}
              </>
            ) : (
              <p role="alert" className="text-sm">
                {t("notFound")}
              </p>
            )}
          </div>
        </div>
      </section>
    </ClientMessages>
  );
}
