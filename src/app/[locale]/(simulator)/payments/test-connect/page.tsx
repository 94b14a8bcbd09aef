import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TestConnectSteps } from "@/components/simulator/test-connect-steps";
import { TestModeNotice } from "@/components/payments/test-mode-notice";
import { Link } from "@/i18n/navigation";
import { guardPage } from "@/server/auth/guard";
import { requireSimulator } from "@/server/payments/simulator/page-gate";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("payouts.testConnect");
  return { title: t("title"), robots: { index: false } };
}

/** Test mode's stand-in for Stripe's hosted Connect onboarding: the creator's two steps, simulated and labelled. */
export default async function TestConnectPage() {
  await requireSimulator("card");
  await guardPage({ requireRole: "creator" });
  const [t, api] = await Promise.all([getTranslations("payouts.testConnect"), serverApi()]);
  const onboarding = await api.simulator.connectOnboarding().catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });

  return (
    <ClientMessages namespaces={["payouts"]}>
      <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8 sm:py-12">
        <TestModeNotice />
        <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
          <header className="bg-[#533afd] px-5 py-4 text-white">
            <h1 className="text-xl font-bold tracking-tight">{t("title")}</h1>
            <p className="text-sm text-white/90">{t("intro")}</p>
          </header>
          <div className="flex flex-col gap-5 p-5">
            {onboarding ? (
              <TestConnectSteps detailsSubmitted={onboarding.detailsSubmitted} payoutsEnabled={onboarding.payoutsEnabled} />
            ) : (
              <p role="alert" className="text-sm">
                {t("notFound")}{" "}
                <Link href={{ pathname: "/creator/settings", query: { tab: "payments" } }} className="font-medium underline">
                  {t("back")}
                </Link>
              </p>
            )}
          </div>
        </div>
      </section>
    </ClientMessages>
  );
}
