import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TestModeNotice } from "@/components/payments/test-mode-notice";
import { TestPortalCardForm } from "@/components/simulator/test-portal-card-form";
import { buttonVariants } from "@/components/ui/button";
import { ClientMessages } from "@/i18n/client-messages";
import { Link } from "@/i18n/navigation";
import { guardPage } from "@/server/auth/guard";
import { requireSimulator } from "@/server/payments/simulator/page-gate";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("testPortal");
  return { title: t("title"), robots: { index: false } };
}

/** Test mode's stand-in for Stripe's Customer Portal: the subscriber puts another test card behind a subscription. */
export default async function TestPortalPage({ searchParams }: PageProps<"/[locale]/payments/test-portal">) {
  await requireSimulator("card");
  await guardPage();
  const [query, t, api] = await Promise.all([searchParams, getTranslations("testPortal"), serverApi()]);
  const ref = typeof query.subscription === "string" ? query.subscription : "";
  const portal = ref
    ? await api.simulator.portal({ subscription: ref }).catch((error: unknown) => {
        if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) return null;
        throw error;
      })
    : null;

  return (
    <ClientMessages namespaces={["payments", "testPortal"]}>
      <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8 sm:py-12">
        <TestModeNotice />
        <div className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-sm">
          <header className="flex flex-col gap-1">
            <h1 className="text-xl font-bold tracking-tight">{t("title")}</h1>
            <p className="text-sm text-muted-foreground">{t("notice")}</p>
          </header>
          {portal ? (
            <>
              {portal.tierName ? <p className="font-semibold">{t("plan", { tier: portal.tierName })}</p> : null}
              <TestPortalCardForm subscription={portal.subscription} cardLast4={portal.cardLast4} />
            </>
          ) : (
            <p role="alert" className="text-sm text-destructive">
              {t("notFound")}
            </p>
          )}
          <Link href="/fan/subscriptions" className={buttonVariants({ variant: "outline", className: "self-start" })}>
            {t("back")}
          </Link>
        </div>
      </section>
    </ClientMessages>
  );
}
