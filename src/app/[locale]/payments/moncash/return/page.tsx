import { PAYMENT_FAILURE_MESSAGES } from "@/components/checkout/payment-failure-messages";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MoncashReturnStatus } from "@/components/payments/moncash-return-status";
import { TestModeNotice } from "@/components/payments/test-mode-notice";
import { guardPage } from "@/server/auth/guard";
import { getPaymentMode } from "@/server/services/payments/payment-mode";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("payments.moncashReturn");
  return { title: t("title"), robots: { index: false } };
}

/** Where MonCash sends the fan back (`?transactionId=`): the payment is verified with MonCash before anything is paid. */
export default async function MoncashReturnPage({ searchParams }: PageProps<"/[locale]/payments/moncash/return">) {
  await guardPage();
  const [query, t] = await Promise.all([searchParams, getTranslations("payments.moncashReturn")]);
  const transactionId = typeof query.transactionId === "string" ? query.transactionId : undefined;
  const orderId = typeof query.orderId === "string" ? query.orderId : undefined;
  return (
    <ClientMessages namespaces={["payments", ...PAYMENT_FAILURE_MESSAGES]}>
      <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8 sm:py-12">
        {getPaymentMode().moncash === "test" ? <TestModeNotice /> : null}
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        {transactionId || orderId ? (
          <MoncashReturnStatus transactionId={transactionId} orderId={orderId} />
        ) : (
          <p role="alert" className="text-sm">
            {t("missing")}
          </p>
        )}
      </section>
    </ClientMessages>
  );
}
