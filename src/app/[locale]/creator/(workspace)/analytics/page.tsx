import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { Suspense } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { getLocale, getTranslations } from "next-intl/server";
import { AnalyticsAlerts } from "@/components/analytics/analytics-alerts";
import { AnalyticsCards } from "@/components/analytics/analytics-cards";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { ANALYTICS_RANGES, type AnalyticsRange } from "@/lib/analytics/targets";
import { guardPage } from "@/server/auth/guard";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("creatorAnalytics");
  return { title: t("title") };
}

type SearchParams = { range?: string | string[] };

/** Spec screen 1, the creator performance metrics: range selector, six cards and the alert cards. */
export default async function CreatorAnalyticsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await guardPage({ requireRole: "creator" });
  const asked = (await searchParams).range;
  return (
    <ClientMessages namespaces={["creatorAnalytics"]}>
      <Suspense fallback={<DashboardSkeleton />}>
        <Analytics range={Array.isArray(asked) ? asked[0] : asked} />
      </Suspense>
    </ClientMessages>
  );
}

async function Analytics({ range }: { range: string | undefined }) {
  const [api, t, locale] = await Promise.all([serverApi(), getTranslations("creatorAnalytics"), getLocale() as Promise<Locale>]);
  const metrics = await api.creatorAnalytics
    .metrics(range === undefined ? {} : { range: Number(range) as AnalyticsRange })
    .catch((error: unknown) => {
      if (error instanceof TRPCError && (error.code === "UNPROCESSABLE_CONTENT" || error.code === "BAD_REQUEST")) return null;
      throw error;
    });
  const current = metrics?.range ?? null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
          <p className="max-w-prose text-muted-foreground">{t("intro")}</p>
        </div>
        <nav aria-label={t("range")} className="flex gap-2">
          {ANALYTICS_RANGES.map((days) => (
            <Link
              key={days}
              href={`/creator/analytics?range=${days}`}
              aria-current={current === days ? "page" : undefined}
              className={buttonVariants({ size: "sm", variant: current === days ? "default" : "outline" })}
            >
              {t(`ranges.${days}`)}
            </Link>
          ))}
        </nav>
      </header>
      {metrics === null ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t("invalidRange")}
        </p>
      ) : (
        <>
          <AnalyticsAlerts metrics={metrics} locale={locale} />
          <AnalyticsCards metrics={metrics} />
        </>
      )}
    </div>
  );
}
