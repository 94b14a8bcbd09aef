import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AnalyticsFrame, ANALYTICS_PAGES, rangeParam } from "@/components/admin/analytics/analytics-frame";
import { DailyChart } from "@/components/admin/analytics/daily-chart";
import { QueryNotice } from "@/components/admin/query-notice";
import { StatCard } from "@/components/dashboard/stat-card";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/i18n/routing";
import { formatNumber } from "@/lib/locale-format";
import { settleQuery } from "@/server/api/settle-query";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.analytics.pages");
  return { title: t("users") };
}

/** New fans and creators per day over the range. */
export default async function AdminUserAnalyticsPage({ searchParams }: PageProps<"/[locale]/admin/analytics/users">) {
  await guardAdminPage("/admin/analytics/users");
  const [query, t, locale, api] = await Promise.all([searchParams, getTranslations("admin.analytics"), getLocale() as Promise<Locale>, serverApi()]);
  const range = rangeParam(query.range);
  const result = await settleQuery(api.admin.analyticsUsers({ range: query.range } as { range: typeof range }));
  return (
    <AnalyticsFrame page={ANALYTICS_PAGES[1]} range={range}>
      {result.ok ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            <StatCard label={t("newFans")} value={formatNumber(result.data.totals.fans, locale)} />
            <StatCard label={t("newCreators")} value={formatNumber(result.data.totals.creators, locale)} />
          </dl>
          <Card className="p-4">
            <DailyChart
              title={t("newAccountsPerDay")}
              points={result.data.points}
              series={[
                { key: "fans", label: t("newFans") },
                { key: "creators", label: t("newCreators") },
              ]}
            />
          </Card>
        </>
      ) : (
        <QueryNotice messageKey={result.messageKey} />
      )}
    </AnalyticsFrame>
  );
}
